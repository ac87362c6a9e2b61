/**
 * Indexing of filter rows: every filter's matching records by (user, period). All the filters of a
 * model are filled in one pass over its records, so a record is read once whatever the number of
 * filters, and each owner id is looked up once per record. Filters selecting the same rows (same
 * conditions and joins, differing only in scope or sort, say "own deals" and "team deals") are
 * filled once and share their bucket arrays.
 *
 * Buckets are left in input order here. DataIndex sorts a bucket the first time it is read in
 * order (DataIndex.rowsOf; a shared bucket in place once, then on copies): a bucket only ever summed
 * (a team table read by SUM, a year-to-date window) is never sorted at all.
 */
import type { CompiledFilter } from '../plan/compile-plan.js';
import type { Rec } from '../formula/runtime-api.js';

/** Rows of one filter: user id -> period index -> rows. */
export type FilterBuckets = Map<string, Rec[][]>;

/** One filter being filled: its rows per user slot (slots are shared by the model's filters). */
interface Fill {
  filter: CompiledFilter;
  /** Index of each of the filter's user fields in the model's list of distinct user fields. */
  userFieldIds: number[];
  byUser: (Rec[][] | undefined)[];
}

/**
 * Buckets of `filters` (all of one model) over `records`. `periodOf` gives the index of the
 * period containing a date, or -1 outside the covered range.
 */
export function bucketRecords(
  filters: CompiledFilter[],
  records: Rec[],
  periodOf: (t: number) => number,
  periodCount: number,
): FilterBuckets[] {
  const leaders = new Map<string, CompiledFilter>();
  for (const f of filters) if (!leaders.has(f.selection)) leaders.set(f.selection, f);
  const filled = [...leaders.values()];
  const userFields = [...new Set(filled.flatMap((f) => f.userFields))];
  const fills: Fill[] = filled.map((filter) => ({
    filter,
    userFieldIds: filter.userFields.map((f) => userFields.indexOf(f)),
    byUser: [],
  }));
  const slots = new Map<string, number>();
  const ids: string[] = [];
  // The user slot of each distinct user field, looked up once per record (seenAt: for which).
  const slotOf = new Array<number>(userFields.length).fill(-1);
  const seenAt = new Array<number>(userFields.length).fill(-1);
  const slotFor = (u: Exclude<Rec[string], null | undefined>): number => {
    const id = typeof u === 'string' ? u : String(u);
    let slot = slots.get(id);
    if (slot === undefined) {
      slot = ids.length;
      slots.set(id, slot);
      ids.push(id);
    }
    return slot;
  };

  for (let i = 0; i < records.length; i++) {
    const r = records[i]!;
    // Filters usually share their period field: its period is computed once per record.
    let periodField: string | null = null;
    let period = -1;
    for (const fill of fills) {
      const filter = fill.filter;
      if (!filter.matches(r)) continue;
      if (filter.periodField !== periodField) {
        periodField = filter.periodField;
        const t = r[periodField];
        period = typeof t === 'number' ? periodOf(t) : -1;
      }
      if (period < 0) continue;
      const fields = filter.userFields;
      for (let f = 0; f < fields.length; f++) {
        const u = r[fields[f]!];
        if (u === null || u === undefined || u === '') continue;
        if (f > 0 && sameAsEarlierField(r, fields, f, u)) continue;
        const id = fill.userFieldIds[f]!;
        if (seenAt[id] !== i) {
          seenAt[id] = i;
          slotOf[id] = slotFor(u);
        }
        const slot = slotOf[id]!;
        let perPeriod = fill.byUser[slot];
        if (!perPeriod) perPeriod = fill.byUser[slot] = emptyPeriods(periodCount);
        perPeriod[period]!.push(r);
      }
    }
  }

  const bySelection = new Map<string, Fill>(fills.map((fill) => [fill.filter.selection, fill]));
  return filters.map((filter) => {
    const fill = bySelection.get(filter.selection)!;
    // Each filter gets its own per-period lists (record changes replace their entries); the
    // bucket arrays in them are shared with the other filters of the same selection.
    const own = fill.filter === filter;
    const buckets: FilterBuckets = new Map();
    fill.byUser.forEach((perPeriod, slot) => {
      if (perPeriod) buckets.set(ids[slot]!, own ? perPeriod : perPeriod.slice());
    });
    return buckets;
  });
}

/** A row naming the same user in two of its user fields is credited once. */
function sameAsEarlierField(r: Rec, fields: string[], f: number, u: Rec[string]): boolean {
  for (let g = 0; g < f; g++) if (r[fields[g]!] === u) return true;
  return false;
}

export function emptyPeriods(count: number): Rec[][] {
  return Array.from({ length: count }, () => []);
}
