import { describe, expect, it } from 'vitest';
import { createIntl } from 'react-intl';
import { CalendarDate, CalendarDateTime, toZoned } from '@internationalized/date';
import { loadedKitMessages } from '../../i18n/kit-messages';
import { kitCatalogues, type Locale } from '../../i18n/messages';

/** Every kit label in a language (the test setup loaded them all). */
const kitMessages = (locale: Locale) =>
  Object.assign({}, ...kitCatalogues.map((area) => loadedKitMessages(area, locale))) as Record<
    string,
    string
  >;
import {
  DEFAULT_TIME_ZONE,
  EMPTY_DATE_RANGE,
  dateFromUnixSeconds,
  dateRangeFromIso,
  dateRangeFromSeconds,
  dateRangeToIso,
  dateRangeToSeconds,
  endOfDaySeconds,
  formatDateDisplay,
  formatDateRangeLabel,
  calendarDateToIso,
  fromUnixSeconds,
  isCompleteDateRange,
  isSameDateRange,
  isSameDateValue,
  normalizeDateRangeSeconds,
  calendarDateFromIso,
  startOfDaySeconds,
  toUnixSeconds,
} from './date-values';

// 2024-01-15T00:00:00Z, and 14:30:00 the same day.
const JAN_15_UTC = 1_705_276_800;
const JAN_15_1430_UTC = JAN_15_UTC + 14.5 * 3600;
const jan15 = new CalendarDate(2024, 1, 15);

describe('timestamps in seconds', () => {
  it('treats dates as UTC by default', () => {
    expect(DEFAULT_TIME_ZONE).toBe('UTC');
    expect(fromUnixSeconds(JAN_15_1430_UTC)?.toString()).toBe('2024-01-15T14:30:00+00:00[UTC]');
    expect(dateFromUnixSeconds(JAN_15_1430_UTC)?.toString()).toBe('2024-01-15');
    expect(toUnixSeconds(jan15)).toBe(JAN_15_UTC);
    expect(toUnixSeconds(new CalendarDateTime(2024, 1, 15, 14, 30))).toBe(JAN_15_1430_UTC);
  });

  it('reads seconds, not milliseconds', () => {
    expect(dateFromUnixSeconds(0)?.toString()).toBe('1970-01-01');
    expect(dateFromUnixSeconds(86_400)?.toString()).toBe('1970-01-02');
  });

  it('honours another time zone', () => {
    // 2024-01-15T23:30Z is already the 16th in Paris (UTC+1).
    expect(dateFromUnixSeconds(JAN_15_UTC + 23.5 * 3600, 'Europe/Paris')?.toString()).toBe('2024-01-16');
    expect(toUnixSeconds(jan15, 'Europe/Paris')).toBe(JAN_15_UTC - 3600);
    // A value with its own zone keeps it whatever zone is passed.
    expect(toUnixSeconds(toZoned(jan15, 'UTC'), 'Europe/Paris')).toBe(JAN_15_UTC);
  });

  it('rejects non-finite timestamps', () => {
    expect(fromUnixSeconds(Number.NaN)).toBeNull();
    expect(dateFromUnixSeconds(Number.POSITIVE_INFINITY)).toBeNull();
  });
});

describe('start and end of day', () => {
  it('sets a range start to the first second and the end to the last second of the day', () => {
    expect(startOfDaySeconds(jan15)).toBe(JAN_15_UTC);
    expect(endOfDaySeconds(jan15)).toBe(JAN_15_UTC + 86_399);
    expect(startOfDaySeconds(new CalendarDateTime(2024, 1, 15, 14, 30))).toBe(JAN_15_UTC);
  });

  it('follows the time zone, including days shortened by daylight saving', () => {
    expect(startOfDaySeconds(jan15, 'Europe/Paris')).toBe(JAN_15_UTC - 3600);
    // 2024-03-31 has 23 hours in Paris.
    const day = new CalendarDate(2024, 3, 31);
    expect(endOfDaySeconds(day, 'Europe/Paris') - startOfDaySeconds(day, 'Europe/Paris')).toBe(23 * 3600 - 1);
  });

  it('normalises a range of timestamps to whole days, either end possibly empty', () => {
    expect(normalizeDateRangeSeconds({ start: JAN_15_1430_UTC, end: JAN_15_1430_UTC + 86_400 })).toEqual({
      start: JAN_15_UTC,
      end: JAN_15_UTC + 2 * 86_400 - 1,
    });
    expect(normalizeDateRangeSeconds({ start: JAN_15_1430_UTC, end: null })).toEqual({
      start: JAN_15_UTC,
      end: null,
    });
    expect(normalizeDateRangeSeconds({ end: JAN_15_1430_UTC })).toEqual({
      start: null,
      end: JAN_15_UTC + 86_399,
    });
  });

  it('converts ranges between seconds and days both ways', () => {
    const range = dateRangeFromSeconds({ start: JAN_15_1430_UTC, end: JAN_15_UTC + 5 * 86_400 });
    expect(dateRangeToIso(range)).toEqual({ start: '2024-01-15', end: '2024-01-20' });
    expect(dateRangeToSeconds(range)).toEqual({ start: JAN_15_UTC, end: JAN_15_UTC + 6 * 86_400 - 1 });
    expect(dateRangeToSeconds(EMPTY_DATE_RANGE)).toEqual({ start: null, end: null });
  });
});

describe('YYYY-MM-DD strings', () => {
  it('parses strict, real dates only', () => {
    expect(calendarDateFromIso('2024-02-29')?.toString()).toBe('2024-02-29');
    for (const bad of ['2023-02-29', '2024-13-01', '2024-1-5', '24-01-05', '2024-01-05T00:00', '', 'x'])
      expect(calendarDateFromIso(bad), bad).toBeNull();
  });

  it('formats any value as its day', () => {
    expect(calendarDateToIso(new CalendarDate(2024, 3, 5))).toBe('2024-03-05');
    expect(calendarDateToIso(toZoned(new CalendarDateTime(2024, 3, 5, 22, 0), 'UTC'))).toBe('2024-03-05');
  });

  it('converts ranges, keeping empty or malformed ends empty', () => {
    const range = dateRangeFromIso({ start: '2024-01-15', end: 'soon' });
    expect(range.start?.toString()).toBe('2024-01-15');
    expect(range.end).toBeNull();
    expect(dateRangeToIso({ start: null, end: jan15 })).toEqual({ start: null, end: '2024-01-15' });
  });
});

describe('comparisons', () => {
  it('compares values and ranges by content', () => {
    expect(isSameDateValue(jan15, new CalendarDate(2024, 1, 15))).toBe(true);
    expect(isSameDateValue(jan15, jan15.add({ days: 1 }))).toBe(false);
    expect(isSameDateValue(null, null)).toBe(true);
    expect(isSameDateValue(jan15, null)).toBe(false);
    expect(
      isSameDateRange({ start: jan15, end: null }, { start: new CalendarDate(2024, 1, 15), end: null }),
    ).toBe(true);
    expect(isSameDateRange({ start: jan15, end: null }, { start: null, end: jan15 })).toBe(false);
    expect(isCompleteDateRange({ start: jan15, end: null })).toBe(false);
    expect(isCompleteDateRange({ start: jan15, end: jan15 })).toBe(true);
  });
});

describe('display', () => {
  it('uses the locale short date, and the locale short time with time, in UTC by default', () => {
    expect(formatDateDisplay(jan15, 'en-US')).toBe('1/15/24');
    expect(formatDateDisplay(jan15, 'fr-FR')).toBe('15/01/2024');
    const zoned = toZoned(new CalendarDateTime(2024, 1, 15, 14, 30), 'UTC');
    expect(formatDateDisplay(zoned, 'en-US', { withTime: true })).toBe('1/15/24, 2:30 PM');
    expect(formatDateDisplay(zoned, 'de-DE', { withTime: true })).toBe('15.01.24, 14:30');
  });

  it('formats range labels with YYYY-MM-DD dates', () => {
    const en = createIntl({ locale: 'en', messages: kitMessages('en') });
    const end = new CalendarDate(2024, 2, 3);
    expect(formatDateRangeLabel({ start: jan15, end }, en)).toBe('2024-01-15 to 2024-02-03');
    expect(formatDateRangeLabel({ start: jan15, end: null }, en)).toBe('From 2024-01-15');
    expect(formatDateRangeLabel({ start: null, end }, en)).toBe('To 2024-02-03');
    expect(formatDateRangeLabel(EMPTY_DATE_RANGE, en)).toBeNull();

    const fr = createIntl({ locale: 'fr', messages: kitMessages('fr') });
    expect(formatDateRangeLabel({ start: jan15, end }, fr)).toBe('Du 2024-01-15 au 2024-02-03');
    expect(formatDateRangeLabel({ start: null, end }, fr)).toBe("Jusqu'au 2024-02-03");
  });
});
