import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AccrueProvider } from '../../providers/AccrueProvider';
import { Button } from '../Button/Button';
import { Alert } from './Alert';

const inEnglish = (ui: ReactNode) => <AccrueProvider locale="en">{ui}</AccrueProvider>;

describe('Alert', () => {
  it('announces errors and warnings as alerts, the rest as status', () => {
    const { rerender } = render(inEnglish(<Alert tone="error" title="Oops, something went wrong" />));
    expect(screen.getByRole('alert').textContent).toContain('Oops, something went wrong');
    rerender(inEnglish(<Alert tone="warning" title="Missing quota" />));
    expect(screen.getByRole('alert').getAttribute('data-tone')).toBe('warning');
    rerender(inEnglish(<Alert tone="success" title="Company updated!" />));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('status').getAttribute('data-tone')).toBe('success');
    rerender(inEnglish(<Alert title="Statements are being calculated" />));
    expect(screen.getByRole('status').getAttribute('data-tone')).toBe('info');
  });

  it('names its tone for screen readers with its icon, in the user language', () => {
    render(
      <AccrueProvider locale="fr">
        <Alert tone="error" title="Oups" />
      </AccrueProvider>,
    );
    expect(screen.getByRole('img', { name: 'Erreur' }).getAttribute('data-tone-icon')).toBe('error');
  });

  it('offers its action', async () => {
    const retry = vi.fn();
    render(
      inEnglish(
        <Alert tone="error" title="Could not load" action={<Button onPress={retry}>Retry</Button>}>
          Try again.
        </Alert>,
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledOnce();
  });

  it('has no dismiss button unless dismissable, and hides itself when dismissed', async () => {
    const onDismiss = vi.fn();
    const { rerender } = render(inEnglish(<Alert tone="info" title="Heads up" />));
    expect(screen.queryByRole('button', { name: 'Dismiss alert' })).toBeNull();
    rerender(inEnglish(<Alert tone="info" title="Heads up" isDismissable onDismiss={onDismiss} />));
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss alert' }));
    expect(screen.queryByRole('status')).toBeNull();
    expect(onDismiss).toHaveBeenCalledOnce();
  });
});
