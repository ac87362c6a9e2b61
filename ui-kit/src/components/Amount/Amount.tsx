import type { NumericInput } from '../../format/decimal';
import { isEmptyValue, type EmptyKind } from '../../format/empty';
import { formatCurrency, formatNumber, formatPercent, type CurrencyDisplay } from '../../format/number';
import { EmptyValue } from '../EmptyValue/EmptyValue';
import * as styles from './Amount.css';
import { useKitIntl } from '../../i18n/useKitIntl';
import { formatMessages } from '../../i18n/catalogue/format';

export type AmountFormat = 'number' | 'percent' | 'currency';

export interface AmountProps {
  /** A number or an exact decimal string from the API ("1234.50"); null shows `empty`. */
  value: NumericInput | null | undefined;
  /** 'number' by default; 'percent' values are ratios (0.125 is 12.5 %). */
  format?: AmountFormat;
  /** The ISO 4217 code of a 'currency' amount; an unknown code is an error, none shows a number. */
  currency?: string | null;
  /** 'symbol' by default, which tells currencies apart ("CA$" beside "$"); see CurrencyDisplay. */
  currencyDisplay?: CurrencyDisplay;
  /** What a missing value shows: an em dash by default, as in reports. */
  empty?: EmptyKind;
}

/** Formats the text of an Amount; exported for cells and exports that need the text alone. */
export function formatAmount(
  value: NumericInput,
  locale: string,
  { format = 'number', currency, currencyDisplay }: Omit<AmountProps, 'value' | 'empty'> = {},
): string {
  if (format === 'percent') return formatPercent(value, locale);
  if (format === 'currency' && currency) return formatCurrency(value, currency, locale, { currencyDisplay });
  return formatNumber(value, locale);
}

/**
 * A number, percent or amount of money for display (spec doc 3 §9): rounded to 2 decimals, 0 under
 * 0.01, money with at least 2 decimals except whole amounts, all in the locale's way. Decimal
 * strings are formatted exactly, never through a float.
 */
export function Amount({ value, empty = 'dash', ...options }: AmountProps) {
  const intl = useKitIntl(formatMessages);
  if (value === null || value === undefined || isEmptyValue(value)) return <EmptyValue kind={empty} />;
  return (
    <span className={styles.amount} data-format={options.format ?? 'number'}>
      {formatAmount(value, intl.locale, options)}
    </span>
  );
}
