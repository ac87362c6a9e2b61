import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AccrueProvider } from '../../providers/AccrueProvider';
import { Link } from './Link';

describe('Link', () => {
  it('navigates on the client through the provider', async () => {
    const navigate = vi.fn();
    render(
      <AccrueProvider locale="en" navigate={navigate}>
        <Link href="/plans">Plans</Link>
      </AccrueProvider>,
    );
    const link = screen.getByRole('link', { name: 'Plans' });
    expect(link.getAttribute('href')).toBe('/plans');
    await userEvent.click(link);
    expect(navigate).toHaveBeenCalledWith('/plans', undefined);
  });

  it('is not followed when disabled', async () => {
    const navigate = vi.fn();
    render(
      <AccrueProvider locale="en" navigate={navigate}>
        <Link href="/plans" isDisabled>
          Plans
        </Link>
      </AccrueProvider>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Plans' }));
    expect(navigate).not.toHaveBeenCalled();
  });
});
