import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '../Button/Button';
import { Alert } from './Alert';

describe('Alert', () => {
  it('announces errors and warnings as alerts, the rest as status', () => {
    const { rerender } = render(<Alert tone="error" title="Oops, something went wrong" />);
    expect(screen.getByRole('alert').textContent).toContain('Oops, something went wrong');
    rerender(<Alert tone="success" title="Company updated!" />);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('status').getAttribute('data-tone')).toBe('success');
  });

  it('offers its action', async () => {
    const retry = vi.fn();
    render(
      <Alert tone="error" title="Could not load" action={<Button onPress={retry}>Retry</Button>}>
        Try again.
      </Alert>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledOnce();
  });
});
