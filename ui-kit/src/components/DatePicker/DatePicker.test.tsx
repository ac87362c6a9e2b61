import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CalendarDate, CalendarDateTime, toZoned } from '@internationalized/date';
import { AccrueProvider } from '../../providers/AccrueProvider';
import type { Locale } from '../../i18n/locales';
import { DatePicker, type DatePickerProps } from './DatePicker';

function renderPicker(props: DatePickerProps = {}, locale: Locale = 'en') {
  return render(
    <AccrueProvider locale={locale}>
      <DatePicker {...props} />
    </AccrueProvider>,
  );
}

/** Opens the popover with the field's calendar button (named by react-aria, in each language). */
async function openCalendar() {
  const [group] = screen.getAllByRole('group');
  await userEvent.click(within(group!).getByRole('button'));
  return screen.findByRole('dialog');
}

describe('DatePicker', () => {
  it("is named 'Pick a date' by default and shows a given label instead", () => {
    const { unmount } = renderPicker();
    expect(screen.getByRole('group', { name: 'Pick a date' })).toBeTruthy();
    unmount();
    renderPicker({ label: 'Payment date' });
    expect(screen.getByText('Payment date')).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Payment date' })).toBeTruthy();
  });

  it('shows the draft in the locale short date and commits a picked date as the popover closes', async () => {
    const onChange = vi.fn();
    renderPicker({ defaultValue: new CalendarDate(2024, 1, 15), onChange });
    const dialog = await openCalendar();
    expect(within(dialog).getByText('1/15/24')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: /January 20, 2024/ }));
    // A single date without time closes the popover, which commits the draft once.
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange.mock.calls[0]![0].toString()).toBe('2024-01-20');
  });

  it('keeps a picked date and time as a draft while open and commits it on close', async () => {
    const onChange = vi.fn();
    renderPicker({
      withTime: true,
      onChange,
      defaultValue: toZoned(new CalendarDateTime(2024, 1, 15, 9, 0), 'UTC'),
    });
    const dialog = await openCalendar();
    expect(within(dialog).getByText('Time')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: /January 20, 2024/ }));
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(within(dialog).getByText('1/20/24, 9:00 AM')).toBeTruthy();
    const hour = within(within(dialog).getByRole('group', { name: 'Time' })).getByRole('spinbutton', {
      name: /hour/i,
    });
    await userEvent.click(hour);
    await userEvent.keyboard('{ArrowUp}');
    expect(within(dialog).getByText('1/20/24, 10:00 AM')).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange.mock.calls[0]![0].toString()).toBe('2024-01-20T10:00:00+00:00[UTC]');
  });

  it('commits nothing when the calendar closes unchanged', async () => {
    const onChange = vi.fn();
    renderPicker({ defaultValue: new CalendarDate(2024, 1, 15), onChange });
    await openCalendar();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('commits a date typed into the field at once', async () => {
    const onChange = vi.fn();
    renderPicker({ onChange });
    const month = screen.getAllByRole('spinbutton')[0]!;
    await userEvent.click(month);
    await userEvent.keyboard('03152024');
    // Each year digit already makes a whole date (year 2, 20, 202, 2024): each one is committed.
    expect(onChange).toHaveBeenCalledTimes(4);
    expect(onChange.mock.lastCall![0].toString()).toBe('2024-03-15');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('disables previous and next at the limits', async () => {
    renderPicker({
      defaultValue: new CalendarDate(2024, 1, 15),
      minValue: new CalendarDate(2024, 1, 1),
      maxValue: new CalendarDate(2024, 2, 29),
    });
    const dialog = await openCalendar();
    // react-aria also renders visually hidden Previous/Next buttons for screen readers.
    const previous = dialog.querySelector('button[slot="previous"]')!;
    const next = dialog.querySelector('button[slot="next"]')!;
    expect(previous).toHaveProperty('disabled', true);
    expect(next).toHaveProperty('disabled', false);
    await userEvent.click(next);
    expect(next).toHaveProperty('disabled', true);
  });

  it('shows its error message and marks the field invalid', () => {
    renderPicker({ label: 'Payment date', errorMessage: 'This field is required.' });
    expect(screen.getByText('This field is required.')).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Payment date' }).closest('[data-invalid]')).not.toBeNull();
  });

  it('translates its labels', async () => {
    renderPicker({ withTime: true }, 'fr');
    expect(screen.getByRole('group', { name: 'Choisir une date' })).toBeTruthy();
    const dialog = await openCalendar();
    expect(within(dialog).getByText('Heure')).toBeTruthy();
    expect(within(dialog).getByText('Choisir une date')).toBeTruthy();
  });
});
