/** Converters from the values either dialect answers to the plain values the API shows. */

const MYSQL_DATETIME_3 = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\.\d{3}$/;

/** An ISO timestamp from a DATETIME value of either dialect (mysql2 answers strings in UTC). */
export function toIso(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  const text = String(value);
  // MariaDB's own text of a DATETIME(3) in UTC, as the tenancy layer reads it: rewritten, not parsed.
  if (MYSQL_DATETIME_3.test(text)) return `${text.slice(0, 10)}T${text.slice(11)}Z`;
  const normalized = /[zZ]|[+-]\d\d:?\d\d$/.test(text)
    ? text.replace(' ', 'T').replace(/ ([+-])/, '$1')
    : `${text.replace(' ', 'T')}Z`;
  const parsed = new Date(normalized);
  if (Number.isNaN(parsed.getTime())) throw new Error(`Not a timestamp: ${text}`);
  return parsed.toISOString();
}

export function toBool(value: unknown): boolean {
  return value === true || value === 1 || value === '1';
}

export function toJson<T>(value: unknown, fallback: T): T {
  if (value === null || value === undefined || value === '') return fallback;
  return JSON.parse(String(value)) as T;
}

export function toDateOnly(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return String(value).slice(0, 10);
}

export const toStringOrNull = (v: unknown): string | null =>
  v === null || v === undefined ? null : String(v);
export const toNumberOrNull = (v: unknown): number | null =>
  v === null || v === undefined ? null : Number(v);

/** Today as YYYY-MM-DD (UTC), the date effective-dated records are read at by default. */
export function todayIso(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/**
 * A calendar date written YYYY-MM-DD ("2026-02-29" is not one). Counted rather than read through
 * `Date`: imports check tens of thousands of dates per request.
 */
export function isIsoDate(text: string): boolean {
  const match = ISO_DATE.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1) return false;
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  return day <= (month === 2 && leap ? 29 : DAYS_IN_MONTH[month - 1]!);
}
