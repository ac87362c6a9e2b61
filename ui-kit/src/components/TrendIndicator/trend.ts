import {
  compareDecimal,
  decimalToString,
  divideDecimal,
  parseDecimal,
  subtractDecimal,
  type Decimal,
} from '../../format/decimal';

/** Spec doc 3 §3: the trend indicators. */
export const TREND_DIRECTIONS = ['up', 'down', 'equal', 'not-equal'] as const;
export type TrendDirection = (typeof TREND_DIRECTIONS)[number];

/** How the compared values are formatted; 'text' values are only ever equal or not. */
export type TrendFormat = 'number' | 'currency' | 'percent' | 'date' | 'text';

export type TrendValue = number | string | boolean | Date | null | undefined;

export interface TrendInput {
  previousValue: TrendValue;
  value: TrendValue;
  format?: TrendFormat;
  /** The currency of a 'currency' format; null or missing shows nothing (spec doc 3 §4). */
  currency?: string | null;
}

export type Trend =
  | {
      direction: 'up' | 'down';
      /** The new value, exact. */
      value: Decimal;
      /**
       * The size of the change as a ratio of the previous value, its percent rounded to 2
       * decimals (spec doc 3 §9), as a decimal string ("0.1235" for 12.35 %); null when the
       * previous value is 0 and no percentage exists.
       */
      changeRatio: string | null;
    }
  | { direction: 'equal' }
  | { direction: 'not-equal' };

const NUMERIC_FORMATS: ReadonlySet<TrendFormat> = new Set(['number', 'currency', 'percent']);

function asDecimal(value: TrendValue): Decimal | null {
  return typeof value === 'number' || typeof value === 'string' ? parseDecimal(value) : null;
}

function same(a: TrendValue, b: TrendValue): boolean {
  if (a instanceof Date && b instanceof Date) return a.getTime() === b.getTime();
  // null and undefined both mean "no value".
  return (a ?? null) === (b ?? null);
}

/**
 * The trend between two values (spec doc 3 §4): nothing for date formats and for a currency
 * format without a currency; up or down with the change for two numbers; equal or not-equal
 * otherwise. Numbers are compared exactly ("1200.00" equals 1200).
 */
export function computeTrend({
  previousValue,
  value,
  format = 'number',
  currency,
}: TrendInput): Trend | null {
  if (format === 'date') return null;
  if (format === 'currency' && (currency === null || currency === undefined)) return null;
  const before = NUMERIC_FORMATS.has(format) ? asDecimal(previousValue) : null;
  const after = NUMERIC_FORMATS.has(format) ? asDecimal(value) : null;
  if (before && after) {
    const order = compareDecimal(after, before);
    if (order === 0) return { direction: 'equal' };
    const change = subtractDecimal(after, before);
    const magnitude = {
      coefficient: change.coefficient < 0n ? -change.coefficient : change.coefficient,
      scale: change.scale,
    };
    const base = {
      coefficient: before.coefficient < 0n ? -before.coefficient : before.coefficient,
      scale: before.scale,
    };
    // A ratio to 4 decimals is a percent to 2, rounded half away from zero.
    const ratio = divideDecimal(magnitude, base, 4);
    return {
      direction: order > 0 ? 'up' : 'down',
      value: after,
      changeRatio: ratio ? decimalToString(ratio) : null,
    };
  }
  return same(previousValue, value) ? { direction: 'equal' } : { direction: 'not-equal' };
}
