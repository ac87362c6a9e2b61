import { VisuallyHidden } from 'react-aria-components/VisuallyHidden';
import { formatCurrency, formatNumber, formatPercent, type CurrencyDisplay } from '../../format/number';
import { decimalToString } from '../../format/decimal';
import { computeTrend, type TrendDirection, type TrendFormat, type TrendValue } from './trend';
import * as styles from './TrendIndicator.css';
import { useKitIntl } from '../../i18n/useKitIntl';
import { formatMessages } from '../../i18n/catalogue/format';

export type { TrendDirection, TrendFormat, TrendValue } from './trend';

export interface TrendIndicatorProps {
  /** The value before (last period, last version). */
  previousValue: TrendValue;
  /** The value now. */
  value: TrendValue;
  /** 'number' by default; 'percent' values are ratios (0.12 is 12 %). */
  format?: TrendFormat;
  /** The currency code of a 'currency' format; when null the indicator shows nothing. */
  currency?: string | null;
  currencyDisplay?: CurrencyDisplay;
}

function Icon({ direction }: { direction: TrendDirection }) {
  const paths: Record<TrendDirection, string> = {
    up: 'M8 3 L13 9 H9.5 V13 H6.5 V9 H3 Z',
    down: 'M8 13 L3 7 H6.5 V3 H9.5 V7 H13 Z',
    equal: 'M3 5 H13 V7 H3 Z M3 9 H13 V11 H3 Z',
    'not-equal': 'M3 5 H13 V7 H3 Z M3 9 H13 V11 H3 Z M10.2 2 L11.8 3 L5.8 14 L4.2 13 Z',
  };
  return (
    <svg
      className={styles.icon}
      viewBox="0 0 16 16"
      width="1em"
      height="1em"
      aria-hidden="true"
      focusable="false"
    >
      <path d={paths[direction]} fill="currentColor" fillRule="nonzero" />
    </svg>
  );
}

/**
 * How a value moved (spec doc 3 §4): an arrow with the change in percent (0 decimals, from the
 * percent rounded to 2) and the new value (up to 2 decimals) for a numeric change, an equal icon
 * for equal values, a not-equal icon for other different values, and nothing for date formats or
 * a currency format without a currency. Screen readers hear a sentence: 'Up 12% to €1,200'.
 */
export function TrendIndicator({
  previousValue,
  value,
  format = 'number',
  currency,
  currencyDisplay,
}: TrendIndicatorProps) {
  const intl = useKitIntl(formatMessages);
  const trend = computeTrend({ previousValue, value, format, currency });
  if (!trend) return null;

  if (trend.direction === 'equal' || trend.direction === 'not-equal') {
    return (
      <span className={styles.trend} data-direction={trend.direction}>
        <Icon direction={trend.direction} />
        <VisuallyHidden>
          {intl.formatMessage({
            id: trend.direction === 'equal' ? 'kit.format.trend.equal' : 'kit.format.trend.notEqual',
          })}
        </VisuallyHidden>
      </span>
    );
  }

  const shownValue = decimalToString(trend.value);
  const amount =
    format === 'currency' && currency
      ? formatCurrency(shownValue, currency, intl.locale, { currencyDisplay })
      : format === 'percent'
        ? formatPercent(shownValue, intl.locale)
        : formatNumber(shownValue, intl.locale);
  const percent =
    trend.changeRatio === null
      ? null
      : formatPercent(trend.changeRatio, intl.locale, { maximumFractionDigits: 0 });
  const up = trend.direction === 'up';
  const sentence =
    percent === null
      ? intl.formatMessage(
          { id: up ? 'kit.format.trend.upTo' : 'kit.format.trend.downTo' },
          { value: amount },
        )
      : intl.formatMessage(
          { id: up ? 'kit.format.trend.up' : 'kit.format.trend.down' },
          { percent, value: amount },
        );

  return (
    <span className={styles.trend} data-direction={trend.direction}>
      <Icon direction={trend.direction} />
      {percent === null ? null : (
        <span aria-hidden="true" className={styles.change}>
          {percent}
        </span>
      )}
      <span aria-hidden="true" className={styles.value}>
        {amount}
      </span>
      <VisuallyHidden>{sentence}</VisuallyHidden>
    </span>
  );
}
