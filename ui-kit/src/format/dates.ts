import { dateTimeFormat } from './intlCache';

/** Spec doc 3 §5: the message of a date that is not strictly YYYY-MM-DD. */
export const DATE_NOT_ISO_FORMAT_MESSAGE = 'Date is not in YYYY-MM-DD format';
/** Spec doc 3 §5: the message of a well-formed but impossible date (2025-02-30). */
export const INVALID_DATE_MESSAGE = 'Invalid date';
/** Spec doc 3 §5: the message of a timestamp that is not a usable number of seconds. */
export const INVALID_TIMESTAMP_MESSAGE = 'Invalid timestamp';

/** Spec doc 3 §9: dates are treated as UTC by default. */
export const DEFAULT_TIME_ZONE = 'UTC';

/** The catalogue id of each message, so a form can show it translated (kit.format.*). */
export const DATE_ERROR_MESSAGE_IDS = {
  [DATE_NOT_ISO_FORMAT_MESSAGE]: 'kit.format.dateNotIsoFormat',
  [INVALID_DATE_MESSAGE]: 'kit.format.invalidDate',
  [INVALID_TIMESTAMP_MESSAGE]: 'kit.format.invalidTimestamp',
} as const;

export type DateErrorMessage = keyof typeof DATE_ERROR_MESSAGE_IDS;

/** A date that could not be read; `message` is the spec's English text, `messageId` its label. */
export class DateFormatError extends RangeError {
  override readonly name = 'DateFormatError';
  readonly messageId: (typeof DATE_ERROR_MESSAGE_IDS)[DateErrorMessage];
  constructor(override readonly message: DateErrorMessage) {
    super(message);
    this.messageId = DATE_ERROR_MESSAGE_IDS[message];
  }
}

/** A Date, or an ISO 8601 string from the API ('2025-03-01' or '2025-03-01T10:00:00Z'). */
export type DateInput = Date | string;

export interface TimeZoneOptions {
  /** An IANA time zone; 'UTC' by default (spec doc 3 §9). */
  timeZone?: string;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Reads a strict YYYY-MM-DD date as midnight UTC. Anything else ('2025-3-1', '2025-03-01T00:00')
 * throws 'Date is not in YYYY-MM-DD format'; an impossible day (2025-02-30) throws 'Invalid date'.
 */
export function parseIsoDate(text: string): Date {
  const match = ISO_DATE.exec(text);
  if (!match) throw new DateFormatError(DATE_NOT_ISO_FORMAT_MESSAGE);
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  // setUTCFullYear takes years 0-99 as they are (Date.UTC would make them 19xx) and rolls 02-30
  // over to 03-02: a day or month that moved means the date does not exist.
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    throw new DateFormatError(INVALID_DATE_MESSAGE);
  return date;
}

/** The spec's message for a text that is not a valid YYYY-MM-DD date, or null when it is one. */
export function validateIsoDate(text: string): DateErrorMessage | null {
  try {
    parseIsoDate(text);
    return null;
  } catch (error) {
    if (error instanceof DateFormatError) return error.message;
    throw error;
  }
}

/** A timestamp in seconds (spec doc 3 §3: timestamp inputs are in seconds) as a Date. */
export function dateFromTimestamp(seconds: number): Date {
  const date = new Date(seconds * 1000);
  if (!Number.isFinite(seconds) || Number.isNaN(date.getTime()))
    throw new DateFormatError(INVALID_TIMESTAMP_MESSAGE);
  return date;
}

/** A Date from a Date or an API string; an unreadable one throws the spec's messages. */
export function toDate(input: DateInput): Date {
  if (typeof input === 'string') {
    if (ISO_DATE.test(input)) return parseIsoDate(input);
    const date = new Date(input);
    if (Number.isNaN(date.getTime())) throw new DateFormatError(INVALID_DATE_MESSAGE);
    return date;
  }
  if (!(input instanceof Date) || Number.isNaN(input.getTime()))
    throw new DateFormatError(INVALID_DATE_MESSAGE);
  return input;
}

/** The locale's short date (spec doc 3 §9 default date format): 3/1/25 in en, 01/03/2025 in fr. */
export function formatShortDate(input: DateInput, locale: string, options?: TimeZoneOptions): string {
  return dateTimeFormat(locale, {
    dateStyle: 'short',
    timeZone: options?.timeZone ?? DEFAULT_TIME_ZONE,
  }).format(toDate(input));
}

/** The locale's short time (spec doc 3 §9 default time format): 2:05 PM in en, 14:05 in fr. */
export function formatShortTime(input: DateInput, locale: string, options?: TimeZoneOptions): string {
  return dateTimeFormat(locale, {
    timeStyle: 'short',
    timeZone: options?.timeZone ?? DEFAULT_TIME_ZONE,
  }).format(toDate(input));
}

/**
 * YYYY-MM-DD (spec doc 1 §9 and doc 3 §9: dates and range labels), the day as it is in the time
 * zone (UTC by default). The parts come from Intl so that any IANA zone works.
 */
export function formatIsoDate(input: DateInput, options?: TimeZoneOptions): string {
  const parts = dateTimeFormat('en-US', {
    timeZone: options?.timeZone ?? DEFAULT_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    era: 'short',
  }).formatToParts(toDate(input));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  // ISO 8601 counts 1 BC as year 0 and 2 BC as -1: far from any statement, but never a wrong date.
  const year = part('era') === 'BC' ? 1 - Number(part('year')) : Number(part('year'));
  const yearText = year < 0 ? `-${String(-year).padStart(4, '0')}` : String(year).padStart(4, '0');
  return `${yearText}-${part('month')}-${part('day')}`;
}
