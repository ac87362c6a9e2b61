import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { AccrueProvider } from '../../providers/AccrueProvider';
import { SPINNER_SIZES, Spinner } from './Spinner';

describe('Spinner', () => {
  it('comes in the spec sizes 24, 32 and 40 px', () => {
    expect(SPINNER_SIZES).toEqual([24, 32, 40]);
    render(
      <AccrueProvider locale="en">
        {SPINNER_SIZES.map((size) => (
          <Spinner key={size} size={size} />
        ))}
        <Spinner label="Default size" />
      </AccrueProvider>,
    );
    const widths = screen.getAllByRole('progressbar').map((spinner) => spinner.style.width);
    expect(widths).toEqual(['24px', '32px', '40px', '32px']);
  });

  it('is an indeterminate progress bar labelled in the user language', () => {
    render(
      <AccrueProvider locale="fr">
        <Spinner size={24} />
      </AccrueProvider>,
    );
    const spinner = screen.getByRole('progressbar', { name: 'Chargement…' });
    expect(spinner.style.height).toBe('24px');
    expect(spinner.getAttribute('aria-valuenow')).toBeNull();
  });

  it('says what is loading when told', () => {
    render(
      <AccrueProvider locale="en">
        <Spinner label="Loading statements…" />
      </AccrueProvider>,
    );
    expect(screen.getByRole('progressbar', { name: 'Loading statements…' })).toBeTruthy();
  });
});
