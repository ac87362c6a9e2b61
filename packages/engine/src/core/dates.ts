/**
 * Dates are plain numbers of milliseconds since 1970-01-01 UTC. A `date` value is always at UTC
 * midnight; a `date-time` value may carry a time. Everything is UTC so that a calculation does not
 * depend on the machine's time zone.
 */
export const DAY_MS = 86_400_000;

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Strict YYYY-MM-DD (the spec's format); undefined when malformed or not a real day. */
export function parseDate(text: string): number | undefined {
  const m = DATE_RE.exec(text.trim());
  if (!m) return undefined;
  const y = Number(m[1]);
  const mo = Number(m[2]);
  const d = Number(m[3]);
  const t = Date.UTC(y, mo - 1, d);
  const back = new Date(t);
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d)
    return undefined;
  return t;
}

/** ISO 8601 date-time (or a plain date); undefined when unreadable. */
export function parseDateTime(text: string): number | undefined {
  const s = text.trim();
  const asDate = parseDate(s);
  if (asDate !== undefined) return asDate;
  if (!/^\d{4}-\d{2}-\d{2}T/.test(s)) return undefined;
  const t = Date.parse(/[zZ]|[+-]\d{2}:?\d{2}$/.test(s) ? s : `${s}Z`);
  return Number.isNaN(t) ? undefined : t;
}

export function formatDate(t: number): string {
  return new Date(t).toISOString().slice(0, 10);
}

export function formatDateTime(t: number): string {
  return new Date(t).toISOString();
}

export function addMonths(t: number, months: number): number {
  const d = new Date(t);
  const y = d.getUTCFullYear();
  const m = d.getUTCMonth() + months;
  const day = d.getUTCDate();
  // Clamp to the last day of the target month (Jan 31 + 1 month = Feb 28/29).
  const last = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  return Date.UTC(y, m, Math.min(day, last)) + (t % DAY_MS);
}

export function startOfMonth(t: number): number {
  const d = new Date(t);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
}

export function startOfQuarter(t: number): number {
  const d = new Date(t);
  return Date.UTC(d.getUTCFullYear(), Math.floor(d.getUTCMonth() / 3) * 3, 1);
}

export function startOfYear(t: number): number {
  return Date.UTC(new Date(t).getUTCFullYear(), 0, 1);
}

/**
 * First day of the fiscal year containing t, for a fiscal year starting on the first of month
 * `startMonth` (1..12; 1 is the calendar year).
 */
export function fiscalYearStart(t: number, startMonth: number): number {
  const d = new Date(t);
  const first = startMonth - 1;
  return Date.UTC(d.getUTCMonth() >= first ? d.getUTCFullYear() : d.getUTCFullYear() - 1, first, 1);
}

/** First day of the fiscal quarter containing t: the fiscal year's quarters are 3 months each. */
export function fiscalQuarterStart(t: number, startMonth: number): number {
  const d = new Date(t);
  const month = d.getUTCMonth();
  const intoYear = (month - (startMonth - 1) + 12) % 12;
  return Date.UTC(d.getUTCFullYear(), month - (intoYear % 3), 1);
}

/** Whole days from a to b (negative when b is earlier). */
export function daysBetween(a: number, b: number): number {
  return Math.floor((startOfDay(b) - startOfDay(a)) / DAY_MS);
}

export function startOfDay(t: number): number {
  return Math.floor(t / DAY_MS) * DAY_MS;
}

/** Whole calendar months from a to b, counting a month only once its day is reached. */
export function monthsBetween(a: number, b: number): number {
  const da = new Date(a);
  const db = new Date(b);
  let months = (db.getUTCFullYear() - da.getUTCFullYear()) * 12 + (db.getUTCMonth() - da.getUTCMonth());
  if (months > 0 && db.getUTCDate() < da.getUTCDate()) months -= 1;
  if (months < 0 && db.getUTCDate() > da.getUTCDate()) months += 1;
  return months;
}

export type Frequency = 'month' | 'quarter' | 'year';

export interface Period {
  /** 2025-03 (month), 2025-Q1 (quarter) or 2025 (year). */
  id: string;
  /** First day, UTC midnight. */
  start: number;
  /** Last instant of the last day (inclusive end), so `start <= t && t <= end` tests membership. */
  end: number;
  frequency: Frequency;
}

const MONTHS_PER: Record<Frequency, number> = { month: 1, quarter: 3, year: 12 };

export function periodContaining(t: number, frequency: Frequency): Period {
  const start =
    frequency === 'month' ? startOfMonth(t) : frequency === 'quarter' ? startOfQuarter(t) : startOfYear(t);
  const end = addMonths(start, MONTHS_PER[frequency]) - 1;
  const d = new Date(start);
  const y = d.getUTCFullYear();
  const id =
    frequency === 'month'
      ? `${y}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`
      : frequency === 'quarter'
        ? `${y}-Q${Math.floor(d.getUTCMonth() / 3) + 1}`
        : String(y);
  return { id, start, end, frequency };
}

/** Every period of `frequency` from the one containing `from` to the one containing `to`. */
export function periodsBetween(from: number, to: number, frequency: Frequency): Period[] {
  const out: Period[] = [];
  let p = periodContaining(from, frequency);
  while (p.start <= to) {
    out.push(p);
    p = periodContaining(p.end + 1, frequency);
  }
  return out;
}

/** Reads a period id such as 2025-03, 2025-Q2 or 2025 (or a YYYY-MM-DD inside the period). */
export function parsePeriodId(id: string, frequency: Frequency): Period | undefined {
  let t: number | undefined;
  let m: RegExpExecArray | null;
  if ((m = /^(\d{4})-(\d{2})$/.exec(id))) t = Date.UTC(Number(m[1]), Number(m[2]) - 1, 1);
  else if ((m = /^(\d{4})-Q([1-4])$/.exec(id))) t = Date.UTC(Number(m[1]), (Number(m[2]) - 1) * 3, 1);
  else if ((m = /^(\d{4})$/.exec(id))) t = Date.UTC(Number(m[1]), 0, 1);
  else t = parseDate(id);
  return t === undefined ? undefined : periodContaining(t, frequency);
}

/**
 * Where a period stands in the company's fiscal year (docs/plan-format.md, "Fiscal year"). A
 * period belongs to the fiscal year its last day falls in. Periods that fit in the fiscal year's
 * quarters (months always; quarters when the year starts in January, April, July or October)
 * need nothing more; a period that starts before its fiscal year or quarter does (the calendar
 * year against an April fiscal year) starts them at its own first day, so that a window never
 * reaches into an earlier period of another fiscal year. With the calendar year (startMonth 1)
 * these are the calendar year, quarter and month of every period, exactly as before.
 */
export interface FiscalPosition {
  /** First day of the fiscal year the period belongs to, or the period's start if later. */
  yearStart: number;
  /** First day of the fiscal quarter the period ends in, or the period's start if later. */
  quarterStart: number;
  /** Months from yearStart to the period's end: 1..12. */
  monthOfYear: number;
  /** Identifies the fiscal year: periods with the same key are in the same fiscal year. */
  yearKey: number;
}

export function fiscalPosition(p: Period, startMonth: number): FiscalPosition {
  const lastDay = startOfDay(p.end);
  const yearKey = fiscalYearStart(lastDay, startMonth);
  const yearStart = Math.min(yearKey, p.start);
  const quarterStart = Math.min(fiscalQuarterStart(lastDay, startMonth), p.start);
  const from = new Date(yearStart);
  const to = new Date(lastDay);
  const monthOfYear =
    (to.getUTCFullYear() - from.getUTCFullYear()) * 12 + to.getUTCMonth() - from.getUTCMonth() + 1;
  return { yearStart, quarterStart, monthOfYear, yearKey };
}

/** Reads a fiscal year start month: a whole number from 1 (January) to 12 (December). */
export function checkFiscalYearStartMonth(value: unknown): number {
  if (value === undefined) return 1;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > 12)
    throw new Error(
      `fiscalYearStartMonth must be a whole number from 1 (January) to 12 (December), got ${JSON.stringify(value)}`,
    );
  return value;
}
