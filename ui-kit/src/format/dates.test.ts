import { describe, expect, it } from 'vitest';
import { messages as formatMessages } from '../i18n/catalogue/format/en';
import {
  DATE_ERROR_MESSAGE_IDS,
  DATE_NOT_ISO_FORMAT_MESSAGE,
  DEFAULT_TIME_ZONE,
  DateFormatError,
  INVALID_DATE_MESSAGE,
  INVALID_TIMESTAMP_MESSAGE,
  dateFromTimestamp,
  formatIsoDate,
  formatShortDate,
  formatShortTime,
  parseIsoDate,
  toDate,
  validateIsoDate,
} from './dates';

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
const afternoon = new Date(Date.UTC(2025, 2, 1, 14, 5));

describe('the spec messages', () => {
  it('uses the spec wording', () => {
    expect(DATE_NOT_ISO_FORMAT_MESSAGE).toBe('Date is not in YYYY-MM-DD format');
    expect(INVALID_DATE_MESSAGE).toBe('Invalid date');
    expect(INVALID_TIMESTAMP_MESSAGE).toBe('Invalid timestamp');
    expect(DEFAULT_TIME_ZONE).toBe('UTC');
  });

  it('has each message in the catalogue, in English as the spec words it', () => {
    for (const [message, id] of Object.entries(DATE_ERROR_MESSAGE_IDS))
      expect(formatMessages[id]).toBe(message);
  });
});

describe('parseIsoDate', () => {
  it('reads a strict YYYY-MM-DD as midnight UTC', () => {
    expect(parseIsoDate('2025-03-01').toISOString()).toBe('2025-03-01T00:00:00.000Z');
    expect(parseIsoDate('2024-02-29').toISOString()).toBe('2024-02-29T00:00:00.000Z');
    expect(parseIsoDate('0099-12-31').getUTCFullYear()).toBe(99);
  });

  it('rejects any other shape with the format message', () => {
    for (const text of [
      '2025-3-1',
      '25-03-01',
      '2025/03/01',
      '2025-03-01T00:00:00Z',
      ' 2025-03-01',
      '',
      'soon',
    ])
      expect(() => parseIsoDate(text), text).toThrow(DATE_NOT_ISO_FORMAT_MESSAGE);
  });

  it('rejects days that do not exist with Invalid date', () => {
    for (const text of ['2025-02-29', '2025-02-30', '2025-13-01', '2025-00-10', '2025-04-31', '2025-01-00'])
      expect(() => parseIsoDate(text), text).toThrow(INVALID_DATE_MESSAGE);
  });

  it('names the catalogue label of each error', () => {
    const error = (() => {
      try {
        parseIsoDate('2025-3-1');
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(DateFormatError);
    expect((error as DateFormatError).messageId).toBe('kit.format.dateNotIsoFormat');
    expect(validateIsoDate('2025-02-30')).toBe(INVALID_DATE_MESSAGE);
    expect(validateIsoDate('1/3/2025')).toBe(DATE_NOT_ISO_FORMAT_MESSAGE);
    expect(validateIsoDate('2025-03-01')).toBeNull();
  });
});

describe('toDate and dateFromTimestamp', () => {
  it('reads API strings and Dates, refusing invalid ones', () => {
    expect(toDate('2025-03-01T14:05:00Z').getTime()).toBe(afternoon.getTime());
    expect(toDate('2025-03-01').toISOString()).toBe('2025-03-01T00:00:00.000Z');
    expect(() => toDate('2025-02-30')).toThrow(INVALID_DATE_MESSAGE);
    expect(() => toDate('not a date')).toThrow(INVALID_DATE_MESSAGE);
    expect(() => toDate(new Date(Number.NaN))).toThrow(INVALID_DATE_MESSAGE);
  });

  it('reads timestamps in seconds', () => {
    expect(dateFromTimestamp(1740837900).toISOString()).toBe('2025-03-01T14:05:00.000Z');
    expect(() => dateFromTimestamp(Number.NaN)).toThrow(INVALID_TIMESTAMP_MESSAGE);
    expect(() => dateFromTimestamp(1e20)).toThrow(INVALID_TIMESTAMP_MESSAGE);
  });
});

describe('formatIsoDate', () => {
  it('writes YYYY-MM-DD as the day is in UTC by default', () => {
    expect(formatIsoDate(afternoon)).toBe('2025-03-01');
    expect(formatIsoDate(new Date(Date.UTC(2025, 2, 1, 23, 30)))).toBe('2025-03-01');
    expect(formatIsoDate('2025-12-31')).toBe('2025-12-31');
  });

  it('writes the day of another time zone when asked', () => {
    const lateUtc = new Date(Date.UTC(2025, 2, 1, 23, 30));
    expect(formatIsoDate(lateUtc, { timeZone: 'Europe/Paris' })).toBe('2025-03-02');
    expect(formatIsoDate(afternoon, { timeZone: 'Pacific/Honolulu' })).toBe('2025-03-01');
    expect(formatIsoDate(new Date(Date.UTC(2025, 2, 1, 5)), { timeZone: 'America/New_York' })).toBe(
      '2025-03-01',
    );
  });

  it('pads early years to four digits and counts BC years as ISO does', () => {
    expect(formatIsoDate(parseIsoDate('0099-01-05'))).toBe('0099-01-05');
    const bc = new Date(0);
    bc.setUTCFullYear(-5, 0, 1);
    expect(formatIsoDate(bc)).toBe('-0005-01-01');
  });

  it('refuses an invalid date', () => {
    expect(() => formatIsoDate(new Date('nope'))).toThrow(INVALID_DATE_MESSAGE);
  });
});

describe('short date and time', () => {
  it('uses each locale short date, in UTC by default', () => {
    const dates = ['en', 'fr', 'de', 'pt', 'es', 'it'].map((locale) => formatShortDate(afternoon, locale));
    expect(dates).toEqual(['3/1/25', '01/03/2025', '01.03.25', '01/03/2025', '1/3/25', '01/03/25']);
    expect(formatShortDate(new Date(Date.UTC(2025, 2, 1, 23, 30)), 'en')).toBe('3/1/25');
    expect(formatShortDate(new Date(Date.UTC(2025, 2, 1, 23, 30)), 'en', { timeZone: 'Asia/Tokyo' })).toBe(
      '3/2/25',
    );
  });

  it('uses each locale short time, in UTC by default', () => {
    expect(plain(formatShortTime(afternoon, 'en'))).toBe('2:05 PM');
    expect(formatShortTime(afternoon, 'fr')).toBe('14:05');
    expect(formatShortTime(afternoon, 'de')).toBe('14:05');
    expect(formatShortTime(afternoon, 'en-GB', { timeZone: 'Europe/Paris' })).toBe('15:05');
  });
});
