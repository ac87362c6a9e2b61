import { CalendarDate, type DateValue } from '@internationalized/date';

/** The month picker shows the 12 months of a year in four columns (spec doc 3 §9). */
export const MONTH_PICKER_COLUMNS = 4;
export const MONTHS_PER_YEAR = 12;

/** Months are compared as year × 12 + month, so limits inside a month still allow that month. */
const monthIndex = (year: number, month: number) => year * MONTHS_PER_YEAR + month;

/** The months of a year: 1 to 12. */
export function monthsOfYear(): number[] {
  return Array.from({ length: MONTHS_PER_YEAR }, (_, index) => index + 1);
}

/** Whether no day of a month lies between the limits. */
export function isMonthOutsideLimits(
  year: number,
  month: number,
  minValue?: DateValue | null,
  maxValue?: DateValue | null,
): boolean {
  const index = monthIndex(year, month);
  if (minValue && index < monthIndex(minValue.year, minValue.month)) return true;
  return !!maxValue && index > monthIndex(maxValue.year, maxValue.month);
}

/** Whether the year before (or after) the shown one still has a month within the limits. */
export function canGoToYear(
  direction: 'previous' | 'next',
  shownYear: number,
  minValue?: DateValue | null,
  maxValue?: DateValue | null,
): boolean {
  if (direction === 'previous') return !minValue || shownYear - 1 >= minValue.year;
  return !maxValue || shownYear + 1 <= maxValue.year;
}

/** A year brought within the limits' years. */
export function clampYear(year: number, minValue?: DateValue | null, maxValue?: DateValue | null): number {
  if (minValue && year < minValue.year) return minValue.year;
  if (maxValue && year > maxValue.year) return maxValue.year;
  return year;
}

/** A month picker value: the first day of its month. */
export function monthValue(year: number, month: number): CalendarDate {
  return new CalendarDate(year, month, 1);
}
