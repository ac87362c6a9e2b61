import { decimalToString, parseDecimal, subtractDecimal } from '@accrue/ui-kit/format';

/** Where a forecast stands against the actual figure: below it, above it, or level with it. */
export type Direction = 'below' | 'above' | 'level';

/**
 * Forecast − actual, exactly (both exact decimal text, never through a float); null when either is
 * missing or unreadable (a statement or forecast the engine could not finish).
 */
export function difference(forecast: string | null | undefined, actual: string | null | undefined) {
  const a = forecast == null ? null : parseDecimal(forecast);
  const b = actual == null ? null : parseDecimal(actual);
  if (!a || !b) return null;
  return decimalToString(subtractDecimal(a, b));
}

/** Whether a difference (forecast − actual) puts the forecast below, above or level with the actual. */
export function directionOf(difference: string | null): Direction {
  const value = difference === null ? null : parseDecimal(difference);
  if (!value || value.coefficient === 0n) return 'level';
  return value.coefficient < 0n ? 'below' : 'above';
}
