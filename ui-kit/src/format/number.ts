import { assertCurrencyCode } from './currencies';
import {
  decimalToString,
  isBelow,
  isWhole,
  roundDecimal,
  shiftDecimal,
  toDecimal,
  type Decimal,
  type NumericInput,
} from './decimal';
import { numberFormat } from './intlCache';

/** Spec doc 3 §9: numbers and percents are rounded to 2 decimals. */
export const DISPLAY_DECIMALS = 2;
/** Spec doc 3 §9: values under 0.01 in absolute size display as 0. */
export const DISPLAY_ZERO_THRESHOLD = 0.01;

/**
 * How a currency names itself. 'symbol' (the default) keeps amounts in different currencies apart
 * ("$" for USD but "CA$" for CAD in English, "$US" in French): a company can pay in several
 * currencies, and 'narrowSymbol' would show "$" for every dollar. Screens showing a single
 * currency may ask for 'narrowSymbol'.
 */
export type CurrencyDisplay = 'symbol' | 'narrowSymbol' | 'code' | 'name';

export interface FractionOptions {
  /** At most this many decimals (0 to 2); the spec's 2 by default. */
  maximumFractionDigits?: number;
}

export interface CurrencyOptions {
  currencyDisplay?: CurrencyDisplay;
}

/**
 * The value as displayed: rounded half away from zero to `places` decimals, and 0 when under
 * 0.01 in absolute size (so "0.005" is 0 rather than 0.01, and "-0.004" is 0 rather than -0).
 */
export function displayDecimal(value: NumericInput | Decimal, places: number = DISPLAY_DECIMALS): Decimal {
  const decimal = typeof value === 'object' ? value : toDecimal(value);
  if (isBelow(decimal, DISPLAY_DECIMALS)) return { coefficient: 0n, scale: 0 };
  return roundDecimal(decimal, places);
}

function fractionDigits(options: FractionOptions | undefined): number {
  const digits = options?.maximumFractionDigits ?? DISPLAY_DECIMALS;
  if (!Number.isInteger(digits) || digits < 0 || digits > DISPLAY_DECIMALS)
    throw new RangeError(`maximumFractionDigits must be 0, 1 or 2, not ${digits}`);
  return digits;
}

/** A number for display: up to 2 decimals, 0 under 0.01, grouped as the locale groups (1,234.57). */
export function formatNumber(value: NumericInput, locale: string, options?: FractionOptions): string {
  const digits = fractionDigits(options);
  const shown = displayDecimal(value, digits);
  return numberFormat(locale, { maximumFractionDigits: digits }).format(decimalToString(shown));
}

/**
 * A ratio as a percent (0.1234 → "12.34%"): the percent is rounded to 2 decimals and is 0 under
 * 0.01 %. `maximumFractionDigits: 0` shows the 2-decimal percent without decimals, as the trend
 * indicator does (12.495 % is 12.5 % to 2 decimals, shown as 13 %).
 */
export function formatPercent(ratio: NumericInput, locale: string, options?: FractionOptions): string {
  const digits = fractionDigits(options);
  const points = roundDecimal(displayDecimal(shiftDecimal(toDecimal(ratio), 2)), digits);
  return numberFormat(locale, { style: 'percent', maximumFractionDigits: digits }).format(
    decimalToString(shiftDecimal(points, -2)),
  );
}

const minorUnits = new Map<string, number>();

/** Decimals the currency itself uses (2 for EUR, 0 for JPY, 3 for BHD), from Intl's data. */
function currencyDigits(currency: string): number {
  let digits = minorUnits.get(currency);
  if (digits === undefined) {
    digits = numberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
    minorUnits.set(currency, digits);
  }
  return digits;
}

/**
 * An amount of money (spec doc 3 §9): at least 2 decimals, none for whole numbers (1200 →
 * "€1,200", 1200.5 → "€1,200.50"), 0 under 0.01. Currencies with more decimals keep them (BHD
 * 1.2345 → "BHD 1.235"). The symbol and its place come from the locale. An unknown currency code
 * throws UnknownCurrencyError.
 */
export function formatCurrency(
  value: NumericInput,
  currency: string,
  locale: string,
  options?: CurrencyOptions,
): string {
  assertCurrencyCode(currency);
  const shown = displayDecimal(value, Math.max(DISPLAY_DECIMALS, currencyDigits(currency)));
  const decimals = isWhole(shown) ? 0 : Math.max(DISPLAY_DECIMALS, shown.scale);
  return numberFormat(locale, {
    style: 'currency',
    currency,
    currencyDisplay: options?.currencyDisplay ?? 'symbol',
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(decimalToString(shown));
}
