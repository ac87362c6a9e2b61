import { describe, expect, it } from 'vitest';
import { CalendarDate } from '@internationalized/date';
import {
  MONTH_PICKER_COLUMNS,
  canGoToYear,
  clampYear,
  isMonthOutsideLimits,
  monthValue,
  monthsOfYear,
} from './month-grid';

const min = new CalendarDate(2023, 3, 15);
const max = new CalendarDate(2024, 10, 2);

describe('the month grid', () => {
  it('shows the 12 months in four columns', () => {
    expect(MONTH_PICKER_COLUMNS).toBe(4);
    expect(monthsOfYear()).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  });

  it('disables the months without a day between the limits, keeping the limit months', () => {
    expect(isMonthOutsideLimits(2023, 2, min, max)).toBe(true);
    expect(isMonthOutsideLimits(2023, 3, min, max)).toBe(false);
    expect(isMonthOutsideLimits(2024, 10, min, max)).toBe(false);
    expect(isMonthOutsideLimits(2024, 11, min, max)).toBe(true);
    expect(isMonthOutsideLimits(1990, 1)).toBe(false);
  });

  it('stops year navigation at the limits', () => {
    expect(canGoToYear('previous', 2023, min, max)).toBe(false);
    expect(canGoToYear('previous', 2024, min, max)).toBe(true);
    expect(canGoToYear('next', 2023, min, max)).toBe(true);
    expect(canGoToYear('next', 2024, min, max)).toBe(false);
    expect(canGoToYear('previous', 1900)).toBe(true);
    expect(canGoToYear('next', 2900)).toBe(true);
  });

  it('opens on a year within the limits', () => {
    expect(clampYear(2020, min, max)).toBe(2023);
    expect(clampYear(2030, min, max)).toBe(2024);
    expect(clampYear(2024, min, max)).toBe(2024);
  });

  it('represents a month by its first day', () => {
    expect(monthValue(2024, 2).toString()).toBe('2024-02-01');
  });
});
