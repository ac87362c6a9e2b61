import { CalendarDate, type DateValue } from '@internationalized/date';

/** The year picker shows 12 years per page (spec doc 3 §9). */
export const YEARS_PER_PAGE = 12;

/** The first year of the page holding a year: pages are fixed, 2016–2027, 2028–2039… */
export function yearPageStart(year: number): number {
  return Math.floor(year / YEARS_PER_PAGE) * YEARS_PER_PAGE;
}

/** The years of the page starting at `start`. */
export function yearsOfPage(start: number): number[] {
  return Array.from({ length: YEARS_PER_PAGE }, (_, index) => start + index);
}

export function isYearOutsideLimits(year: number, minValue?: DateValue | null, maxValue?: DateValue | null) {
  return (!!minValue && year < minValue.year) || (!!maxValue && year > maxValue.year);
}

/** Whether the page before (or after) the one starting at `start` holds a year within the limits. */
export function canGoToYearPage(
  direction: 'previous' | 'next',
  start: number,
  minValue?: DateValue | null,
  maxValue?: DateValue | null,
): boolean {
  if (direction === 'previous') return !minValue || start - 1 >= minValue.year;
  return !maxValue || start + YEARS_PER_PAGE <= maxValue.year;
}

/** A year picker value: the first day of its year. */
export function yearValue(year: number): CalendarDate {
  return new CalendarDate(year, 1, 1);
}
