/**
 * The active ISO 4217 currency codes a company can be paid in (spec doc 3 §5: a currency code must
 * be known). Committed rather than read from Intl.supportedValuesOf('currency'), whose answer
 * depends on the engine's ICU version (Node and Chromium differ, older Safari has none) and which
 * still lists withdrawn codes (CUC 2021, HRK 2023, ZWL 2024) and accounting units (XDR, XSU). This
 * list is that of Node 20's ICU without those five, plus VED (active since 2021, missing from ICU);
 * `currencies.test.ts` compares it with the running engine's list so that drift is noticed.
 */
// Sixteen codes a line keep the list readable.
// prettier-ignore
export const CURRENCY_CODES = [
  'AED', 'AFN', 'ALL', 'AMD', 'ANG', 'AOA', 'ARS', 'AUD', 'AWG', 'AZN', 'BAM', 'BBD', 'BDT', 'BGN', 'BHD', 'BIF',
  'BMD', 'BND', 'BOB', 'BRL', 'BSD', 'BTN', 'BWP', 'BYN', 'BZD', 'CAD', 'CDF', 'CHF', 'CLP', 'CNY', 'COP', 'CRC',
  'CUP', 'CVE', 'CZK', 'DJF', 'DKK', 'DOP', 'DZD', 'EGP', 'ERN', 'ETB', 'EUR', 'FJD', 'FKP', 'GBP', 'GEL', 'GHS',
  'GIP', 'GMD', 'GNF', 'GTQ', 'GYD', 'HKD', 'HNL', 'HTG', 'HUF', 'IDR', 'ILS', 'INR', 'IQD', 'IRR', 'ISK', 'JMD',
  'JOD', 'JPY', 'KES', 'KGS', 'KHR', 'KMF', 'KPW', 'KRW', 'KWD', 'KYD', 'KZT', 'LAK', 'LBP', 'LKR', 'LRD', 'LSL',
  'LYD', 'MAD', 'MDL', 'MGA', 'MKD', 'MMK', 'MNT', 'MOP', 'MRU', 'MUR', 'MVR', 'MWK', 'MXN', 'MYR', 'MZN', 'NAD',
  'NGN', 'NIO', 'NOK', 'NPR', 'NZD', 'OMR', 'PAB', 'PEN', 'PGK', 'PHP', 'PKR', 'PLN', 'PYG', 'QAR', 'RON', 'RSD',
  'RUB', 'RWF', 'SAR', 'SBD', 'SCR', 'SDG', 'SEK', 'SGD', 'SHP', 'SLE', 'SLL', 'SOS', 'SRD', 'SSP', 'STN', 'SVC',
  'SYP', 'SZL', 'THB', 'TJS', 'TMT', 'TND', 'TOP', 'TRY', 'TTD', 'TWD', 'TZS', 'UAH', 'UGX', 'USD', 'UYU', 'UZS',
  'VED', 'VES', 'VND', 'VUV', 'WST', 'XAF', 'XCD', 'XCG', 'XOF', 'XPF', 'YER', 'ZAR', 'ZMW', 'ZWG',
] as const;

export type CurrencyCode = (typeof CURRENCY_CODES)[number];

const KNOWN: ReadonlySet<string> = new Set(CURRENCY_CODES);

/** Whether a value is a known, active ISO 4217 code, upper case as the API sends it ('EUR'). */
export function isCurrencyCode(value: unknown): value is CurrencyCode {
  return typeof value === 'string' && KNOWN.has(value);
}

/** The spec's unknown-currency error: thrown, as Intl does for malformed codes. */
export class UnknownCurrencyError extends RangeError {
  override readonly name = 'UnknownCurrencyError';
  constructor(readonly currency: unknown) {
    super(`Unknown currency: ${JSON.stringify(currency)}`);
  }
}

export function assertCurrencyCode(value: unknown): asserts value is CurrencyCode {
  if (!isCurrencyCode(value)) throw new UnknownCurrencyError(value);
}
