import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { AccrueProvider } from '../../providers/AccrueProvider';
import { Spinner } from './Spinner';

describe('Spinner', () => {
  it('is an indeterminate progress bar labelled in the user language', () => {
    render(
      <AccrueProvider locale="fr">
        <Spinner size={24} />
      </AccrueProvider>,
    );
    const spinner = screen.getByRole('progressbar', { name: 'Chargement…' });
    expect(spinner.style.width).toBe('24px');
    expect(spinner.getAttribute('aria-valuenow')).toBeNull();
  });
});
