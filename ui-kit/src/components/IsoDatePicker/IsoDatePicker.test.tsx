import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AccrueProvider } from '../../providers/AccrueProvider';
import { IsoDatePicker } from './IsoDatePicker';

describe('IsoDatePicker', () => {
  it('shows an ISO date and commits a picked day as YYYY-MM-DD', async () => {
    const onChange = vi.fn();
    render(
      <AccrueProvider locale="en">
        <IsoDatePicker label="Start date" value="2026-01-15" onChange={onChange} />
      </AccrueProvider>,
    );
    const group = screen.getByRole('group', { name: 'Start date' });
    expect(within(group).getByRole('spinbutton', { name: /month/i }).textContent).toBe('1');
    await userEvent.click(within(group).getByRole('button'));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: /January 20, 2026/ }));
    expect(onChange).toHaveBeenLastCalledWith('2026-01-20');
  });

  it('shows no date for null', () => {
    render(
      <AccrueProvider locale="en">
        <IsoDatePicker label="End date" value={null} onChange={() => {}} />
      </AccrueProvider>,
    );
    const group = screen.getByRole('group', { name: 'End date' });
    expect(within(group).getByRole('spinbutton', { name: /month/i }).textContent).toBe('mm');
  });
});
