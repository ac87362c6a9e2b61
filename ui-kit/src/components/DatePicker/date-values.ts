import {
  DateFormatter,
  type CalendarDate,
  fromAbsolute,
  parseDate,
  toCalendarDate,
  toZoned,
  type DateValue,
  type ZonedDateTime,
} from '@internationalized/date';
import type { IntlShape } from 'react-intl';

/**
 * Pure conversions between the pickers' values (@internationalized/date), Unix timestamps in
 * seconds and YYYY-MM-DD strings (spec doc 3 §3 "Date range value", §9).
 */

/** Dates are treated as UTC unless a picker or helper is given another time zone (doc 3 §9). */
export const DEFAULT_TIME_ZONE = 'UTC';

/** A date range value (doc 3 §3): a start and an end, each possibly empty. */
export interface DateRangeValue {
  start: CalendarDate | null;
  end: CalendarDate | null;
}

/** A date range as Unix timestamps in seconds: the start of its first day, the end of its last. */
export interface DateRangeSeconds {
  start: number | null;
  end: number | null;
}

/** A date range as YYYY-MM-DD strings. */
export interface DateRangeIso {
  start: string | null;
  end: string | null;
}

export const EMPTY_DATE_RANGE: DateRangeValue = Object.freeze({ start: null, end: null });

/** The strict YYYY-MM-DD shape (doc 3 §5 "Dates"): no shorter month or day, no time part. */
export const ISO_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** The instant a Unix timestamp (seconds) denotes, in a time zone; null for a non-finite number. */
export function fromUnixSeconds(seconds: number, timeZone = DEFAULT_TIME_ZONE): ZonedDateTime | null {
  if (!Number.isFinite(seconds)) return null;
  return fromAbsolute(Math.round(seconds * 1000), timeZone);
}

/** The calendar day a Unix timestamp (seconds) falls on in a time zone; null for a non-finite number. */
export function dateFromUnixSeconds(seconds: number, timeZone = DEFAULT_TIME_ZONE): CalendarDate | null {
  const zoned = fromUnixSeconds(seconds, timeZone);
  return zoned ? toCalendarDate(zoned) : null;
}

/**
 * A value as a Unix timestamp in seconds. A value without its own time zone (a plain date or date
 * and time) is read in `timeZone`; a plain date means the start of that day.
 */
export function toUnixSeconds(value: DateValue, timeZone = DEFAULT_TIME_ZONE): number {
  const date = 'timeZone' in value ? value.toDate() : value.toDate(timeZone);
  return Math.floor(date.getTime() / 1000);
}

/** The first second of a value's day in a time zone (a range start, doc 3 §3). */
export function startOfDaySeconds(value: DateValue, timeZone = DEFAULT_TIME_ZONE): number {
  return toUnixSeconds(toZoned(toCalendarDate(value), timeZone));
}

/**
 * The last second of a value's day in a time zone (a range end, doc 3 §3): one second before the
 * next day starts, so days of 23 or 25 hours (daylight saving) end right too.
 */
export function endOfDaySeconds(value: DateValue, timeZone = DEFAULT_TIME_ZONE): number {
  return startOfDaySeconds(toCalendarDate(value).add({ days: 1 }), timeZone) - 1;
}

/** A strict YYYY-MM-DD string as a date; null when malformed or not a real day (2023-02-29). */
export function calendarDateFromIso(text: string): CalendarDate | null {
  if (!ISO_DATE_PATTERN.test(text)) return null;
  try {
    return parseDate(text);
  } catch {
    // parseDate rejects out-of-range months and days; such strings are simply not dates.
    return null;
  }
}

/** A value's day as YYYY-MM-DD (the format of range labels, doc 3 §9). */
export function calendarDateToIso(value: DateValue): string {
  return toCalendarDate(value).toString();
}

/** A range given as timestamps in seconds (either end possibly empty) as a range of days. */
export function dateRangeFromSeconds(
  range: { start?: number | null; end?: number | null },
  timeZone = DEFAULT_TIME_ZONE,
): DateRangeValue {
  return {
    start: range.start == null ? null : dateFromUnixSeconds(range.start, timeZone),
    end: range.end == null ? null : dateFromUnixSeconds(range.end, timeZone),
  };
}

/** A range of days as timestamps in seconds: the start at the start of its day, the end at its end. */
export function dateRangeToSeconds(range: DateRangeValue, timeZone = DEFAULT_TIME_ZONE): DateRangeSeconds {
  return {
    start: range.start ? startOfDaySeconds(range.start, timeZone) : null,
    end: range.end ? endOfDaySeconds(range.end, timeZone) : null,
  };
}

/**
 * Any pair of timestamps (seconds) normalised as the spec's range value requires: the start moved
 * to the start of its day and the end to the end of its day.
 */
export function normalizeDateRangeSeconds(
  range: { start?: number | null; end?: number | null },
  timeZone = DEFAULT_TIME_ZONE,
): DateRangeSeconds {
  return dateRangeToSeconds(dateRangeFromSeconds(range, timeZone), timeZone);
}

/** A range given as YYYY-MM-DD strings as a range of days; malformed ends are empty. */
export function dateRangeFromIso(range: { start?: string | null; end?: string | null }): DateRangeValue {
  return {
    start: range.start ? calendarDateFromIso(range.start) : null,
    end: range.end ? calendarDateFromIso(range.end) : null,
  };
}

/** A range of days as YYYY-MM-DD strings. */
export function dateRangeToIso(range: DateRangeValue): DateRangeIso {
  return {
    start: range.start ? calendarDateToIso(range.start) : null,
    end: range.end ? calendarDateToIso(range.end) : null,
  };
}

/** Whether both ends of a range are chosen. */
export function isCompleteDateRange(
  range: DateRangeValue | null | undefined,
): range is { start: CalendarDate; end: CalendarDate } {
  return !!range?.start && !!range.end;
}

/** Whether two values denote the same thing (same kind, same fields); both empty counts as equal. */
export function isSameDateValue(a: DateValue | null | undefined, b: DateValue | null | undefined): boolean {
  if (a == null || b == null) return a == b;
  return a.toString() === b.toString();
}

export function isSameDateRange(a: DateRangeValue, b: DateRangeValue): boolean {
  return isSameDateValue(a.start, b.start) && isSameDateValue(a.end, b.end);
}

/**
 * A value in the default display format (doc 3 §9): the locale short date, followed by the locale
 * short time when the picker includes time. Plain dates are read in `timeZone` (UTC by default).
 */
export function formatDateDisplay(
  value: DateValue,
  locale: string,
  { withTime = false, timeZone = DEFAULT_TIME_ZONE }: { withTime?: boolean; timeZone?: string } = {},
): string {
  const zone = 'timeZone' in value ? value.timeZone : timeZone;
  const formatter = new DateFormatter(locale, {
    dateStyle: 'short',
    ...(withTime ? { timeStyle: 'short' } : {}),
    timeZone: zone,
  });
  return formatter.format('timeZone' in value ? value.toDate() : value.toDate(zone));
}

/**
 * A range as its display label (doc 3 §9), with YYYY-MM-DD dates: '{start} to {end}', 'From {start}'
 * when only the start is chosen, 'To {end}' when only the end is; null when both are empty.
 */
export function formatDateRangeLabel(
  range: DateRangeValue,
  intl: Pick<IntlShape, 'formatMessage'>,
): string | null {
  const { start, end } = dateRangeToIso(range);
  if (start && end) return intl.formatMessage({ id: 'kit.dates.range' }, { start, end });
  if (start) return intl.formatMessage({ id: 'kit.dates.rangeFrom' }, { start });
  if (end) return intl.formatMessage({ id: 'kit.dates.rangeTo' }, { end });
  return null;
}
