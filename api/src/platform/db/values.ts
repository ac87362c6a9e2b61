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
