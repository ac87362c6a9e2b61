/** Effective-dated assignments (team, plan) as instant intervals, inclusive at both ends. */
import * as D from '../core/dates.js';

const ALWAYS_FROM = -8.64e15;
const ALWAYS_UNTIL = 8.64e15;

export interface Interval {
  from: number;
  until: number;
}

/** From the start of `from` to the end of `until` (YYYY-MM-DD); absent ends are open. */
export function interval(from?: string | null, until?: string | null): Interval {
  const f = from ? D.parseDate(from) : undefined;
  const u = until ? D.parseDate(until) : undefined;
  if (from && f === undefined) throw new Error(`Date is not in YYYY-MM-DD format: "${from}"`);
  if (until && u === undefined) throw new Error(`Date is not in YYYY-MM-DD format: "${until}"`);
  return { from: f ?? ALWAYS_FROM, until: u === undefined ? ALWAYS_UNTIL : u + D.DAY_MS - 1 };
}

export const covers = (i: Interval, t: number) => i.from <= t && t <= i.until;
export const overlaps = (i: Interval, p: D.Period) => i.from <= p.end && p.start <= i.until;
