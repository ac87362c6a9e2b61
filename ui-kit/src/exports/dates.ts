// Public exports of the dates area (components, hooks, helpers); it is the `@accrue/ui-kit/dates` entry.
// The pickers (calendars, popovers, date fields) are heavy and rarely on a page's first render, so
// they load on first use (lazyComponent); their prop types and the pure value helpers are direct.
import type { DatePickerProps } from '../components/DatePicker/DatePicker';
import type { IsoDatePickerProps } from '../components/IsoDatePicker/IsoDatePicker';
import type { DateRangePickerProps } from '../components/DateRangePicker/DateRangePicker';
import type { MonthPickerProps } from '../components/MonthPicker/MonthPicker';
import type { YearPickerProps } from '../components/YearPicker/YearPicker';
import { lazyComponent } from '../lazy/lazyComponent';

export type { DatePickerProps, PickerFieldProps } from '../components/DatePicker/DatePicker';
export type { IsoDatePickerProps } from '../components/IsoDatePicker/IsoDatePicker';
export type { DateRangePickerProps } from '../components/DateRangePicker/DateRangePicker';
export type { MonthPickerProps } from '../components/MonthPicker/MonthPicker';
export type { YearPickerProps } from '../components/YearPicker/YearPicker';
// The format area exports DEFAULT_TIME_ZONE ('UTC') and the Date-based parseIsoDate/formatIsoDate;
// these helpers work on @internationalized/date values, the pickers' own.
export {
  EMPTY_DATE_RANGE,
  ISO_DATE_PATTERN,
  calendarDateFromIso,
  calendarDateToIso,
  dateFromUnixSeconds,
  dateRangeFromIso,
  dateRangeFromSeconds,
  dateRangeToIso,
  dateRangeToSeconds,
  endOfDaySeconds,
  formatDateDisplay,
  formatDateRangeLabel,
  fromUnixSeconds,
  isCompleteDateRange,
  isSameDateRange,
  isSameDateValue,
  normalizeDateRangeSeconds,
  startOfDaySeconds,
  toUnixSeconds,
  type DateRangeIso,
  type DateRangeSeconds,
  type DateRangeValue,
} from '../components/DatePicker/date-values';
export { MONTH_PICKER_COLUMNS } from '../components/MonthPicker/month-grid';
export { YEARS_PER_PAGE } from '../components/YearPicker/year-pages';

export const DatePicker = lazyComponent<DatePickerProps>(
  async () => ({ default: (await import('../components/DatePicker/DatePicker')).DatePicker }),
  'DatePicker',
);

export const IsoDatePicker = lazyComponent<IsoDatePickerProps>(
  async () => ({ default: (await import('../components/IsoDatePicker/IsoDatePicker')).IsoDatePicker }),
  'IsoDatePicker',
);

export const DateRangePicker = lazyComponent<DateRangePickerProps>(
  async () => ({ default: (await import('../components/DateRangePicker/DateRangePicker')).DateRangePicker }),
  'DateRangePicker',
);

export const MonthPicker = lazyComponent<MonthPickerProps>(
  async () => ({ default: (await import('../components/MonthPicker/MonthPicker')).MonthPicker }),
  'MonthPicker',
);

export const YearPicker = lazyComponent<YearPickerProps>(
  async () => ({ default: (await import('../components/YearPicker/YearPicker')).YearPicker }),
  'YearPicker',
);
