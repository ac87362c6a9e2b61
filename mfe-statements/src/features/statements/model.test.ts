import { describe, expect, it } from 'vitest';
import { createIntl } from 'react-intl';
import { formatted, initialPeriod, periodLabel } from './model';

const intl = createIntl({ locale: 'en', messages: { 'statements.quarter': 'Q{quarter} {year}' } });
const JANUARY = { id: '2026-01', startDate: '2026-01-01', endDate: '2026-01-31' };
const FEBRUARY = { id: '2026-02', startDate: '2026-02-01', endDate: '2026-02-28' };

describe('periods', () => {
  it('names months, quarters and years', () => {
    expect(periodLabel(intl, JANUARY)).toBe('January 2026');
    expect(periodLabel(intl, { id: '2026-Q3', startDate: '2026-07-01', endDate: '2026-09-30' })).toBe(
      'Q3 2026',
    );
    expect(periodLabel(intl, { id: '2026', startDate: '2026-01-01', endDate: '2026-12-31' })).toBe('2026');
  });

  it('opens on the period asked for, else the current one, else the latest', () => {
    const periods = [FEBRUARY, JANUARY];
    expect(initialPeriod(periods, '2026-01-01', '2026-02-10')).toBe(JANUARY);
    expect(initialPeriod(periods, '2025-01-01', '2026-01-10')).toBe(JANUARY);
    expect(initialPeriod(periods, undefined, '2027-05-01')).toBe(FEBRUARY);
    expect(initialPeriod([], undefined, '2026-01-10')).toBeUndefined();
    // Without a today (the forecasts), the latest rather than the current one.
    expect(initialPeriod(periods, undefined, null)).toBe(FEBRUARY);
    expect(initialPeriod([JANUARY, FEBRUARY], '2026-02-01', null)).toBe(FEBRUARY);
  });

  it('prefers the month to the quarter that starts with it or holds today', () => {
    const q1 = { id: '2026-Q1', startDate: '2026-01-01', endDate: '2026-03-31' };
    const periods = [q1, FEBRUARY, JANUARY];
    expect(initialPeriod(periods, '2026-01-01', '2026-05-10')).toBe(JANUARY);
    expect(initialPeriod(periods, undefined, '2026-02-10')).toBe(FEBRUARY);
    expect(initialPeriod(periods, undefined, '2026-03-10')).toBe(q1);
  });
});

describe('amounts', () => {
  it('shows exact decimals as money in the locale, and a dash for none', () => {
    expect(formatted('4123.50', 'en', 'EUR')).toBe('€4,123.50');
    expect(formatted('1000', 'en', 'EUR')).toBe('€1,000');
    // Beyond a float's precision: the digits stay as stored.
    expect(formatted('12345678901234567.25', 'en', 'EUR')).toBe('€12,345,678,901,234,567.25');
    expect(formatted(null, 'en', 'EUR')).toBe('—');
    expect(formatted('4123.5', 'fr', 'EUR').replace(/\s/g, ' ')).toBe('4 123,50 €');
  });
});
