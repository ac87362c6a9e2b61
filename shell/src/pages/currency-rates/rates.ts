/** A rate (openapi/data.yaml CurrencyRate): exact decimal text, effective from a date. */
export interface CurrencyRate {
  id: number;
  currency: string;
  rate: string;
  effectiveAsOf: string;
  version: number;
  updatedAt: string;
}

export interface RateValues {
  currency: string;
  rate: string;
  effectiveAsOf: string;
}

/** The API's rule for a rate: positive decimal text, at most 12 digits on each side of the point. */
const RATE_PATTERN = /^\d{1,12}(\.\d{1,12})?$/;

/**
 * A rate as typed in the user's locale ("1,0825" in French) to the API's decimal text, or null when
 * it is not a plain positive decimal. Group separators are refused rather than guessed.
 */
export function toRateText(input: string, locale: string): string | null {
  const decimal = decimalSeparator(locale);
  const text = input.trim().replace(decimal, '.');
  return RATE_PATTERN.test(text) && /[1-9]/.test(text) ? text : null;
}

/** The exact rate for display in the user's locale: its digits as stored, the locale's decimal mark. */
export function formatRate(rate: string, locale: string): string {
  return rate.replace('.', decimalSeparator(locale));
}

function decimalSeparator(locale: string): string {
  return (
    new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.'
  );
}

/** Client-side checks before sending (the server checks the same and answers with its messages). */
export function validateRate(values: RateValues, locale: string): Partial<Record<keyof RateValues, string>> {
  const errors: Partial<Record<keyof RateValues, string>> = {};
  if (!values.currency) errors.currency = 'rates.error.required';
  if (!values.rate.trim()) errors.rate = 'rates.error.required';
  else if (toRateText(values.rate, locale) === null) errors.rate = 'rates.error.rate';
  if (!values.effectiveAsOf) errors.effectiveAsOf = 'rates.error.required';
  else if (!/^\d{4}-\d{2}-\d{2}$/.test(values.effectiveAsOf)) errors.effectiveAsOf = 'rates.error.date';
  return errors;
}
