import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CalendarDate } from '@internationalized/date';
import { AccrueProvider } from '../../providers/AccrueProvider';
import type { Locale } from '../../i18n/locales';
import { YearPicker, type YearPickerProps } from './YearPicker';

function renderPicker(props: YearPickerProps = {}, locale: Locale = 'en') {
  return render(
    <AccrueProvider locale={locale}>
      <YearPicker {...props} />
    </AccrueProvider>,
  );
}

async function open(name: string | RegExp) {
  await userEvent.click(screen.getByRole('button', { name }));
  return screen.findByRole('dialog');
}

const years = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('YearPicker', () => {
  it("shows 'Pick a date' until a year is picked", () => {
    renderPicker();
    expect(screen.getByRole('button', { name: 'Pick a date' })).toBeTruthy();
  });

  it('shows 12 years per page and pages through them', async () => {
    renderPicker({ label: 'Year', defaultValue: new CalendarDate(2024, 1, 1) });
    const dialog = await open(/Year/);
    expect(years(dialog)).toEqual([
      '2016',
      '2017',
      '2018',
      '2019',
      '2020',
      '2021',
      '2022',
      '2023',
      '2024',
      '2025',
      '2026',
      '2027',
    ]);
    expect(within(dialog).getByRole('option', { selected: true }).textContent).toBe('2024');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next years' }));
    expect(years(dialog)[0]).toBe('2028');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Previous years' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Previous years' }));
    expect(years(dialog)[0]).toBe('2004');
  });

  it('commits the picked year once and closes', async () => {
    const onChange = vi.fn();
    renderPicker({ label: 'Year', defaultValue: new CalendarDate(2024, 1, 1), onChange });
    const dialog = await open(/Year/);
    await userEvent.click(within(dialog).getByRole('option', { name: '2019' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange.mock.calls[0]![0].toString()).toBe('2019-01-01');
    expect(screen.getByRole('button', { name: 'Year 2019' })).toBeTruthy();
  });

  it('disables paging and years beyond the limits', async () => {
    renderPicker({
      label: 'Year',
      defaultValue: new CalendarDate(2020, 1, 1),
      minValue: new CalendarDate(2018, 1, 1),
      maxValue: new CalendarDate(2026, 12, 31),
    });
    const dialog = await open(/Year/);
    expect(within(dialog).getByRole('button', { name: 'Previous years' })).toHaveProperty('disabled', true);
    expect(within(dialog).getByRole('button', { name: 'Next years' })).toHaveProperty('disabled', true);
    expect(within(dialog).getByRole('option', { name: '2017' }).getAttribute('aria-disabled')).toBe('true');
    expect(within(dialog).getByRole('option', { name: '2027' }).getAttribute('aria-disabled')).toBe('true');
  });

  it('translates its buttons', async () => {
    renderPicker({}, 'es');
    const dialog = await open('Elegir una fecha');
    expect(within(dialog).getByRole('button', { name: 'Años anteriores' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Años siguientes' })).toBeTruthy();
  });
});
