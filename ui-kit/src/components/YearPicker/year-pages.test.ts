import { describe, expect, it } from 'vitest';
import { CalendarDate } from '@internationalized/date';
import {
  YEARS_PER_PAGE,
  canGoToYearPage,
  isYearOutsideLimits,
  yearPageStart,
  yearValue,
  yearsOfPage,
} from './year-pages';

describe('the year pages', () => {
  it('shows 12 years per page, on fixed pages', () => {
    expect(YEARS_PER_PAGE).toBe(12);
    expect(yearPageStart(2024)).toBe(2016);
    expect(yearPageStart(2027)).toBe(2016);
    expect(yearPageStart(2028)).toBe(2028);
    expect(yearsOfPage(2016)).toEqual([
      2016, 2017, 2018, 2019, 2020, 2021, 2022, 2023, 2024, 2025, 2026, 2027,
    ]);
  });

  it('stops page navigation at the limits', () => {
    const min = new CalendarDate(2016, 6, 1);
    const max = new CalendarDate(2028, 1, 1);
    expect(canGoToYearPage('previous', 2016, min, max)).toBe(false);
    expect(canGoToYearPage('next', 2016, min, max)).toBe(true);
    expect(canGoToYearPage('previous', 2028, min, max)).toBe(true);
    expect(canGoToYearPage('next', 2028, min, max)).toBe(false);
    expect(canGoToYearPage('previous', 2016, new CalendarDate(2015, 12, 31))).toBe(true);
    expect(canGoToYearPage('next', 2016, undefined, new CalendarDate(2027, 12, 31))).toBe(false);
    expect(canGoToYearPage('next', 2016)).toBe(true);
  });

  it('disables the years outside the limits', () => {
    const min = new CalendarDate(2018, 6, 1);
    expect(isYearOutsideLimits(2017, min)).toBe(true);
    expect(isYearOutsideLimits(2018, min)).toBe(false);
    expect(isYearOutsideLimits(2030, min, new CalendarDate(2029, 1, 1))).toBe(true);
  });

  it('represents a year by its first day', () => {
    expect(yearValue(2024).toString()).toBe('2024-01-01');
  });
});
