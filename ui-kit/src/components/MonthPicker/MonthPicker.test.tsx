import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CalendarDate } from '@internationalized/date';
import { AccrueProvider } from '../../providers/AccrueProvider';
import type { Locale } from '../../i18n/locales';
import { MonthPicker, type MonthPickerProps } from './MonthPicker';

function renderPicker(props: MonthPickerProps = {}, locale: Locale = 'en') {
  return render(
    <AccrueProvider locale={locale}>
      <MonthPicker {...props} />
    </AccrueProvider>,
  );
}

async function open(name: string | RegExp) {
  await userEvent.click(screen.getByRole('button', { name }));
  return screen.findByRole('dialog');
}

describe('MonthPicker', () => {
  it("shows 'Pick a date' until a month is picked, then the month and year", () => {
    const { unmount } = renderPicker();
    expect(screen.getByRole('button', { name: 'Pick a date' }).textContent).toBe('Pick a date');
    unmount();
    renderPicker({ label: 'Month', defaultValue: new CalendarDate(2024, 3, 1) });
    expect(screen.getByRole('button', { name: 'Month March 2024' })).toBeTruthy();
  });

  it('lists the 12 months of the year with the picked one selected', async () => {
    renderPicker({ label: 'Month', defaultValue: new CalendarDate(2024, 3, 1) });
    const dialog = await open(/Month/);
    const grid = within(dialog).getByRole('listbox', { name: '2024' });
    const months = within(grid).getAllByRole('option');
    expect(months.map((month) => month.textContent)).toEqual([
      'January',
      'February',
      'March',
      'April',
      'May',
      'June',
      'July',
      'August',
      'September',
      'October',
      'November',
      'December',
    ]);
    expect(within(grid).getByRole('option', { selected: true }).textContent).toBe('March');
    expect(document.activeElement?.textContent).toBe('March');
  });

  it('commits the picked month once and closes', async () => {
    const onChange = vi.fn();
    renderPicker({ label: 'Month', defaultValue: new CalendarDate(2024, 3, 1), onChange });
    const dialog = await open(/Month/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next year' }));
    expect(within(dialog).getByRole('listbox', { name: '2025' })).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('option', { name: 'July' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange.mock.calls[0]![0].toString()).toBe('2025-07-01');
    expect(screen.getByRole('button', { name: 'Month July 2025' })).toBeTruthy();
  });

  it('picks from the keyboard', async () => {
    const onChange = vi.fn();
    renderPicker({ label: 'Month', defaultValue: new CalendarDate(2024, 3, 1), onChange });
    screen.getByRole('button', { name: /Month/ }).focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('dialog');
    await userEvent.keyboard('{ArrowRight}{Enter}');
    expect(onChange.mock.calls[0]![0].toString()).toBe('2024-04-01');
  });

  it('disables navigation and months beyond the limits', async () => {
    renderPicker({
      label: 'Month',
      defaultValue: new CalendarDate(2024, 3, 1),
      minValue: new CalendarDate(2024, 2, 10),
      maxValue: new CalendarDate(2024, 11, 30),
    });
    const dialog = await open(/Month/);
    expect(within(dialog).getByRole('button', { name: 'Previous year' })).toHaveProperty('disabled', true);
    expect(within(dialog).getByRole('button', { name: 'Next year' })).toHaveProperty('disabled', true);
    expect(within(dialog).getByRole('option', { name: 'January' }).getAttribute('aria-disabled')).toBe(
      'true',
    );
    expect(within(dialog).getByRole('option', { name: 'February' }).getAttribute('aria-disabled')).toBeNull();
    expect(within(dialog).getByRole('option', { name: 'December' }).getAttribute('aria-disabled')).toBe(
      'true',
    );
  });

  it('describes the button with its error message', () => {
    renderPicker({ label: 'Month', errorMessage: 'This field is required.' });
    const button = screen.getByRole('button', { name: /Month/ });
    const error = screen.getByText('This field is required.');
    expect(button.getAttribute('aria-describedby')).toContain(error.id);
  });

  it('names months and buttons in the locale', async () => {
    renderPicker({ defaultValue: new CalendarDate(2024, 3, 1) }, 'fr');
    const dialog = await open('Choisir une date mars 2024');
    expect(within(dialog).getByRole('option', { name: 'janvier' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Année précédente' })).toBeTruthy();
  });
});
