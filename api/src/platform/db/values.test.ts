import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isIsoDate } from './values.js';

/** The reference: what the platform's Date makes of the text, read back the same. */
function dateReads(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');

describe('isIsoDate', () => {
  it('agrees with Date on every year, month and day written YYYY-MM-DD, in range or not', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 9999 }),
        fc.integer({ min: 0, max: 13 }),
        fc.integer({ min: 0, max: 32 }),
        (year, month, day) => {
          const text = `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
          expect(isIsoDate(text)).toBe(dateReads(text));
        },
      ),
      { numRuns: 20_000 },
    );
  });

  it('agrees with Date on any text', () => {
    fc.assert(fc.property(fc.string(), (text) => isIsoDate(text) === dateReads(text)));
  });

  it('knows the leap years', () => {
    expect(['2024-02-29', '2000-02-29', '2026-12-31'].map(isIsoDate)).toEqual([true, true, true]);
    expect(['2026-02-29', '1900-02-29', '2026-04-31', '2026-1-01', ' 2026-01-01'].map(isIsoDate)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});
