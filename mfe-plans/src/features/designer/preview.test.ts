import { describe, expect, it } from 'vitest';
import { createIntl } from 'react-intl';
import type { PlanAssignment } from '../plans/queries';
import { figureText, peopleOf, periodName, periodOf, periodsOfYear, previewYears } from './preview';

const intl = createIntl({
  locale: 'en',
  messages: {
    'preview.quarter': 'Q{quarter} {year}',
    'preview.yes': 'Yes',
    'preview.no': 'No',
    'preview.rows': '{count, plural, one {# row} other {# rows}}',
  },
});

describe("the live preview's periods", () => {
  it("names the period holding a day in the plan's frequency", () => {
    expect(periodOf('month', '2026-03-14')).toBe('2026-03');
    expect(periodOf('quarter', '2026-03-31')).toBe('2026-Q1');
    expect(periodOf('quarter', '2026-04-01')).toBe('2026-Q2');
    expect(periodOf('year', '2026-12-31')).toBe('2026');
  });

  it("offers this year's periods up to today's, and every period of an earlier year", () => {
    expect(periodsOfYear('month', 2026, '2026-03-14')).toEqual(['2026-01', '2026-02', '2026-03']);
    expect(periodsOfYear('quarter', 2026, '2026-08-01')).toEqual(['2026-Q1', '2026-Q2', '2026-Q3']);
    expect(periodsOfYear('month', 2025, '2026-03-14')).toHaveLength(12);
    expect(periodsOfYear('quarter', 2025, '2026-03-14').at(-1)).toBe('2025-Q4');
    expect(periodsOfYear('year', 2026, '2026-03-14')).toEqual(['2026']);
    expect(previewYears('2026-03-14')).toEqual([2026, 2025, 2024, 2023, 2022]);
  });

  it('names months, quarters and years', () => {
    expect(periodName(intl, '2026-03')).toBe('March 2026');
    expect(periodName(intl, '2026-Q4')).toBe('Q4 2026');
    expect(periodName(intl, '2026')).toBe('2026');
  });
});

describe("the live preview's figures", () => {
  it('formats exact decimals as statements do, never through a float', () => {
    expect(figureText(intl, '1234567.125', 'currency', 'EUR')).toBe('€1,234,567.13');
    expect(figureText(intl, '9007199254740993.5', 'number', 'EUR')).toBe('9,007,199,254,740,993.5');
    expect(figureText(intl, '0.125', 'percent', 'EUR')).toBe('12.5%');
    expect(figureText(intl, '12', 'currency', 'not a currency')).toBe('12');
    expect(figureText(intl, null, 'currency', 'EUR')).toBe('—');
    expect(figureText(intl, true, 'boolean', 'EUR')).toBe('Yes');
    expect(figureText(intl, { rows: 3 }, 'table', 'EUR')).toBe('3 rows');
    expect(figureText(intl, '2026-03-14', 'date', 'EUR')).toBe('2026-03-14');
  });
});

describe('the people the live preview offers', () => {
  it('lists each person once, those on the plan today first', () => {
    const assignment = (userId: number, status: PlanAssignment['status']) =>
      ({ userId, status, user: { id: userId, firstName: `P${userId}`, lastName: 'X' } }) as PlanAssignment;
    expect(
      peopleOf([
        assignment(1, 'EXPIRED'),
        assignment(2, 'FUTURE'),
        assignment(3, 'ACTIVE'),
        assignment(1, 'ACTIVE'),
      ]),
    ).toEqual([
      { id: 1, name: 'P1 X', status: 'ACTIVE' },
      { id: 3, name: 'P3 X', status: 'ACTIVE' },
      { id: 2, name: 'P2 X', status: 'FUTURE' },
    ]);
  });
});
