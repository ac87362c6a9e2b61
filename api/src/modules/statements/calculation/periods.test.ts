import { describe, expect, it } from 'vitest';
import { currentAndPreviousPeriods, firstOfYear, periodRange, periodsOfFrequency } from './periods.js';

describe('calculation periods', () => {
  it('keeps the periods of a plan frequency', () => {
    expect(periodsOfFrequency('month', ['2026-03', '2026-Q1', '2026', '2026-01', '2026-03'])).toEqual([
      '2026-01',
      '2026-03',
    ]);
    expect(periodsOfFrequency('quarter', ['2026-03', '2026-Q1'])).toEqual(['2026-Q1']);
    expect(periodsOfFrequency('year', ['2026-03', '2026'])).toEqual(['2026']);
  });

  it('names the current and the previous period of a day, across a year', () => {
    expect(currentAndPreviousPeriods('month', '2026-01-15')).toEqual(['2025-12', '2026-01']);
    expect(currentAndPreviousPeriods('month', '2026-11-24')).toEqual(['2026-10', '2026-11']);
    expect(currentAndPreviousPeriods('quarter', '2026-02-01')).toEqual(['2025-Q4', '2026-Q1']);
    expect(currentAndPreviousPeriods('quarter', '2026-11-24')).toEqual(['2026-Q3', '2026-Q4']);
    expect(currentAndPreviousPeriods('year', '2026-11-24')).toEqual(['2025', '2026']);
  });

  it('lists the periods from one to another, bounded', () => {
    expect(firstOfYear('month', '2026-09')).toBe('2026-01');
    expect(firstOfYear('quarter', '2026-Q3')).toBe('2026-Q1');
    // A fiscal year starting in April: March 2026 is the last month of the year begun in April 2025.
    expect(firstOfYear('month', '2026-03', 4)).toBe('2025-04');
    expect(firstOfYear('month', '2026-04', 4)).toBe('2026-04');
    expect(firstOfYear('quarter', '2026-Q1', 4)).toBe('2025-Q2');
    expect(firstOfYear('quarter', '2026-Q2', 4)).toBe('2026-Q2');
    // Starting inside a quarter (February): the quarter holding its first day comes first.
    expect(firstOfYear('quarter', '2026-Q3', 2)).toBe('2026-Q1');
    expect(firstOfYear('year', '2026', 7)).toBe('2026');
    expect(periodRange('month', '2025-11', '2026-02')).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(periodRange('quarter', '2025-Q4', '2026-Q2')).toEqual(['2025-Q4', '2026-Q1', '2026-Q2']);
    expect(periodRange('year', '2024', '2026')).toEqual(['2024', '2025', '2026']);
    expect(periodRange('month', '2020-01', '2026-12', 3)).toEqual(['2026-10', '2026-11', '2026-12']);
    expect(periodRange('month', '2026-05', '2026-04')).toEqual([]);
  });
});
