import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CalendarDate } from '@internationalized/date';
import { AccrueProvider } from '../../providers/AccrueProvider';
import type { Locale } from '../../i18n/locales';
import { dateRangeToIso, type DateRangeValue } from '../DatePicker/date-values';
import { DateRangePicker, type DateRangePickerProps } from './DateRangePicker';

function renderPicker(props: DateRangePickerProps = {}, locale: Locale = 'en') {
  return render(
    <AccrueProvider locale={locale}>
      <DateRangePicker {...props} />
    </AccrueProvider>,
  );
}

async function openCalendar() {
  const [group] = screen.getAllByRole('group');
  await userEvent.click(within(group!).getByRole('button'));
  return screen.findByRole('dialog');
}

const day = (dialog: HTMLElement, name: RegExp) => within(dialog).getByRole('button', { name });
const iso = (range: DateRangeValue) => dateRangeToIso(range);

describe('DateRangePicker', () => {
  it("is named 'Pick a date' by default", () => {
    renderPicker();
    expect(screen.getByRole('group', { name: 'Pick a date' })).toBeTruthy();
  });

  it('stays open after the start is picked and commits both ends once when the end closes it', async () => {
    const onChange = vi.fn();
    renderPicker({
      defaultValue: { start: new CalendarDate(2024, 1, 2), end: new CalendarDate(2024, 1, 3) },
      onChange,
    });
    const dialog = await openCalendar();
    expect(within(dialog).getByText('2024-01-02 to 2024-01-03')).toBeTruthy();

    await userEvent.click(day(dialog, /January 10, 2024/));
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(within(dialog).getByText('From 2024-01-10')).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();

    await userEvent.click(day(dialog, /January 20, 2024/));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(iso(onChange.mock.calls[0]![0])).toEqual({ start: '2024-01-10', end: '2024-01-20' });
  });

  it('commits nothing when dismissed halfway through a range', async () => {
    const onChange = vi.fn();
    renderPicker({ onChange });
    const dialog = await openCalendar();
    expect(within(dialog).getByText('Pick a date')).toBeTruthy();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('dialog')).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onChange).not.toHaveBeenCalled();
  });

  it("shows a range with only one end as 'From' or 'To'", async () => {
    const { unmount } = renderPicker({ value: { start: new CalendarDate(2024, 1, 10), end: null } });
    expect(within(await openCalendar()).getByText('From 2024-01-10')).toBeTruthy();
    unmount();
    renderPicker({ value: { start: null, end: new CalendarDate(2024, 1, 10) } });
    expect(within(await openCalendar()).getByText('To 2024-01-10')).toBeTruthy();
  });

  it('disables previous and next at the limits', async () => {
    renderPicker({
      defaultValue: { start: new CalendarDate(2024, 3, 4), end: new CalendarDate(2024, 3, 8) },
      minValue: new CalendarDate(2024, 3, 1),
      maxValue: new CalendarDate(2024, 3, 31),
    });
    const dialog = await openCalendar();
    expect(dialog.querySelector('button[slot="previous"]')).toHaveProperty('disabled', true);
    expect(dialog.querySelector('button[slot="next"]')).toHaveProperty('disabled', true);
  });

  it('shows its error message', () => {
    renderPicker({ label: 'Period', errorMessage: 'The start must not be after the end.' });
    expect(screen.getByText('The start must not be after the end.')).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Period' }).closest('[data-invalid]')).not.toBeNull();
  });

  it('translates the range labels', async () => {
    renderPicker(
      { defaultValue: { start: new CalendarDate(2024, 1, 2), end: new CalendarDate(2024, 1, 3) } },
      'de',
    );
    expect(within(await openCalendar()).getByText('2024-01-02 bis 2024-01-03')).toBeTruthy();
  });
});
