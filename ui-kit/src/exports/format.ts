// Public exports of the format area (components, hooks, helpers); it is the `@accrue/ui-kit/format` entry.
// Everything here is small and shows on a page's first render (table cells, cards), so nothing is
// lazy: a deferred amount would flash empty. The formatting helpers are pure (no React).

// Components
export { Amount, formatAmount, type AmountProps, type AmountFormat } from '../components/Amount/Amount';
export { EmptyValue, type EmptyValueProps } from '../components/EmptyValue/EmptyValue';
export { Progress, type ProgressProps } from '../components/Progress/Progress';
export { clampProgress } from '../components/Progress/clampProgress';
export {
  TruncatedList,
  TRUNCATED_LIST_DEFAULT_MAX,
  type TruncatedListProps,
} from '../components/TruncatedList/TruncatedList';
export { TrendIndicator, type TrendIndicatorProps } from '../components/TrendIndicator/TrendIndicator';
export {
  computeTrend,
  TREND_DIRECTIONS,
  type Trend,
  type TrendDirection,
  type TrendFormat,
  type TrendInput,
  type TrendValue,
} from '../components/TrendIndicator/trend';

// Hooks
export { useDebouncedValue, DEBOUNCE_MS } from '../hooks/useDebouncedValue';

// Number, percent and currency helpers
export {
  formatNumber,
  formatPercent,
  formatCurrency,
  displayDecimal,
  DISPLAY_DECIMALS,
  DISPLAY_ZERO_THRESHOLD,
  type CurrencyDisplay,
  type CurrencyOptions,
  type FractionOptions,
} from '../format/number';
export {
  parseDecimal,
  toDecimal,
  isNumeric,
  roundDecimal,
  compareDecimal,
  subtractDecimal,
  decimalToString,
  decimalToNumber,
  type Decimal,
  type NumericInput,
} from '../format/decimal';
export {
  CURRENCY_CODES,
  isCurrencyCode,
  assertCurrencyCode,
  UnknownCurrencyError,
  type CurrencyCode,
} from '../format/currencies';

// Dates
export {
  formatShortDate,
  formatShortTime,
  formatIsoDate,
  parseIsoDate,
  validateIsoDate,
  toDate,
  dateFromTimestamp,
  DateFormatError,
  DATE_ERROR_MESSAGE_IDS,
  DATE_NOT_ISO_FORMAT_MESSAGE,
  INVALID_DATE_MESSAGE,
  INVALID_TIMESTAMP_MESSAGE,
  DEFAULT_TIME_ZONE,
  type DateInput,
  type DateErrorMessage,
  type TimeZoneOptions,
} from '../format/dates';

// Empty values
export { EMPTY_KINDS, EMPTY_MESSAGE_IDS, EM_DASH, isEmptyValue, type EmptyKind } from '../format/empty';
