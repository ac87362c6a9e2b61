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
  /** Parallel to byUser: the position in `records` of each bucketed row. */
  positions: (Int32Array[] | undefined)[];
}

/** Buckets of a model's filters, and per filter whether its buckets are already in its order. */
export interface Bucketed {
  buckets: FilterBuckets[];
  /** Per filter (same positions): its buckets are in the filter's sort order. */
  sorted: boolean[];
}

/**
 * Buckets of `filters` (all of one model) over `records`. `periodOf` gives the index of the
 * period containing a date, or -1 outside the covered range.
 *
 * With `keyOrdered` (the records are in strictly increasing key order, see RecordStore), a
 * selection whose filters sort by one ascending field then the key (or by the key alone) is filled
 * in that order: the records are visited in a stable radix order of the field (or as they come),
 * so each bucket comes out sorted, with no comparison sort at all; `sorted` tells which filters'
 * buckets that makes ordered. Otherwise buckets are filled in input order.
 */
export function bucketRecords(
  filters: CompiledFilter[],
  records: Rec[],
  periodOf: (t: number) => number,
  periodCount: number,
  keyOrdered = false,
  positions?: Map<Rec[], Int32Array>,
): Bucketed {
  const leaders = new Map<string, CompiledFilter>();
  for (const f of filters) if (!leaders.has(f.selection)) leaders.set(f.selection, f);
  const filled = [...leaders.values()];
  const userFields = [...new Set(filled.flatMap((f) => f.userFields))];
  const fills: Fill[] = filled.map((filter) => ({
    filter,
    userFieldIds: filter.userFields.map((f) => userFields.indexOf(f)),
    byUser: [],
    positions: [],
  }));
  const slots = new Map<string, number>();
  const ids: string[] = [];
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

  // The order each selection is filled in: a field (radix order of it, then the key), null (the
  // key: input order), or undefined (input order, not a sort order of any of its filters).
  const orderOf = new Map<Fill, string | null | undefined>();
  const orders = new Map<string | null | undefined, Int32Array | null>();
  for (const fill of fills) {
    let order: string | null | undefined;
    if (keyOrdered) {
      const group = filters.filter((f) => f.selection === fill.filter.selection);
      const byField = group.find(
        (f) => typeof f.simpleField === 'string' && radixOrder(records, f.simpleField, orders),
      );
      order = byField ? byField.simpleField : group.some((f) => f.simpleField === null) ? null : undefined;
    }
    orderOf.set(fill, order);
  }
  // One pass over the records per distinct order (usually one or two).
  const passes = new Map<string | null | undefined, Fill[]>();
  for (const fill of fills) {
    const order = orderOf.get(fill);
    const key = typeof order === 'string' ? order : undefined;
    const list = passes.get(key);
    if (list) list.push(fill);
    else passes.set(key, [fill]);
  }
  for (const [field, passFills] of passes)
    fillPass(
      passFills,
      records,
      typeof field === 'string' ? orders.get(field)! : null,
      userFields.length,
      periodOf,
      periodCount,
      slotFor,
      () => ids.length,
    );

  if (positions) {
    for (const fill of fills) {
      fill.byUser.forEach((perPeriod, slot) => {
        const pos = fill.positions[slot]!;
        perPeriod?.forEach((rows, p) => positions.set(rows, pos[p]!));
      });
    }
  }
  const bySelection = new Map<string, Fill>(fills.map((fill) => [fill.filter.selection, fill]));
  const buckets = filters.map((filter) => {
    const fill = bySelection.get(filter.selection)!;
    // Each filter gets its own per-period lists (record changes replace their entries); the
    // bucket arrays in them are shared with the other filters of the same selection.
    const own = fill.filter === filter;
    const out: FilterBuckets = new Map();
    fill.byUser.forEach((perPeriod, slot) => {
      if (perPeriod) out.set(ids[slot]!, own ? perPeriod : perPeriod.slice());
    });
    return out;
  });
  const sorted = filters.map((filter) => {
    const order = orderOf.get(bySelection.get(filter.selection)!);
    return order !== undefined && filter.simpleField === order;
  });
  return { buckets, sorted };
}

/**
 * Fills the buckets of `fills` visiting the records in `order` (positions), or as they come.
 * Records are read once, in input order (memory order), into typed columns (per fill: the
 * period, and the user slot of each user field); the buckets are then filled from those columns
 * in the requested order, touching nothing but the array of records.
 */
function fillPass(
  fills: Fill[],
  records: Rec[],
  order: Int32Array | null,
  userFieldCount: number,
  periodOf: (t: number) => number,
  periodCount: number,
  slotFor: (u: Exclude<Rec[string], null | undefined>) => number,
  slotTotal: () => number,
): void {
  const n = records.length;
  // The user slot of each distinct user field, looked up once per record (seenAt: for which).
  const slotOf = new Array<number>(userFieldCount).fill(-1);
  const seenAt = new Array<number>(userFieldCount).fill(-1);
  /** Per fill: period of each record (-1: not in the fill), and slot per user field (-1: none). */
  const periods = fills.map(() => new Int16Array(n).fill(-1));
  const slots = fills.map((fill) => fill.filter.userFields.map(() => new Int32Array(n).fill(-1)));
  for (let i = 0; i < n; i++) {
    const r = records[i]!;
    // Filters usually share their period field: its period is computed once per record.
    let periodField: string | null = null;
    let period = -1;
    for (let k = 0; k < fills.length; k++) {
      const fill = fills[k]!;
      const filter = fill.filter;
      if (!filter.matches(r)) continue;
      if (filter.periodField !== periodField) {
        periodField = filter.periodField;
        const t = r[periodField];
        period = typeof t === 'number' ? periodOf(t) : -1;
      }
      if (period < 0) continue;
      periods[k]![i] = period;
      const fields = filter.userFields;
      const fillSlots = slots[k]!;
      for (let f = 0; f < fields.length; f++) {
        const u = r[fields[f]!];
        if (u === null || u === undefined || u === '') continue;
        if (f > 0 && sameAsEarlierField(r, fields, f, u)) continue;
        const id = fill.userFieldIds[f]!;
        if (seenAt[id] !== i) {
          seenAt[id] = i;
          slotOf[id] = slotFor(u);
        }
        fillSlots[f]![i] = slotOf[id]!;
      }
    }
  }
  // Then each fill's buckets by counting: the rows of every (user, period) cell are counted, each
  // cell gets an array of its exact size, and one pass in `order` writes the rows in place (no
  // array grows row by row). The positions of all the cells share one typed array (off the
  // collected heap), each cell a view of its part.
  const slotCount = slotTotal();
  for (let k = 0; k < fills.length; k++) {
    const byUser = fills[k]!.byUser;
    const posByUser = fills[k]!.positions;
    const period = periods[k]!;
    const fillSlots = slots[k]!;
    const cells = new Int32Array(slotCount * periodCount + 1);
    let total = 0;
    for (let i = 0; i < n; i++) {
      const p = period[i]!;
      if (p < 0) continue;
      for (let f = 0; f < fillSlots.length; f++) {
        const slot = fillSlots[f]![i]!;
        if (slot < 0) continue;
        cells[slot * periodCount + p + 1]!++;
        total++;
      }
    }
    // cells[c] becomes the start of cell c in `all` (and, while filling, its next free place).
    for (let c = 0; c < slotCount * periodCount; c++) cells[c + 1]! += cells[c]!;
    const all = new Int32Array(total);
    const rowsOfCell: Rec[][] = []; // by cell; pushed in order (see valueColumn in data.ts)
    for (let slot = 0; slot < slotCount; slot++) {
      const base = slot * periodCount;
      if (cells[base + periodCount] === cells[base]) continue; // no row for this user
      const perPeriod = (byUser[slot] = new Array<Rec[]>(periodCount));
      const pos = (posByUser[slot] = new Array<Int32Array>(periodCount));
      for (let p = 0; p < periodCount; p++) {
        const from = cells[base + p]!;
        const to = cells[base + p + 1]!;
        while (rowsOfCell.length < base + p) rowsOfCell.push(EMPTY_CELL);
        // Written in order from its start: a large cell grows as it is written (a large
        // `new Array(n)` would start in V8's slow dictionary mode).
        rowsOfCell.push((perPeriod[p] = to - from <= 50_000 ? new Array<Rec>(to - from) : []));
        pos[p] = all.subarray(from, to);
      }
    }
    const next = cells.slice(0, slotCount * periodCount);
    for (let j = 0; j < n; j++) {
      const i = order ? order[j]! : j;
      const p = period[i]!;
      if (p < 0) continue;
      for (let f = 0; f < fillSlots.length; f++) {
        const slot = fillSlots[f]![i]!;
        if (slot < 0) continue;
        const c = slot * periodCount + p;
        const at = next[c]!++;
        all[at] = i;
        rowsOfCell[c]![at - cells[c]!] = records[i]!;
      }
    }
  }
}

/**
 * The positions of `records` in a stable ascending order of `field` (memoised in `cache`), when
 * every record has a safe integer there (dates always do); null otherwise. LSD radix sort on
 * 16-bit digits of the value less the smallest one: stable, so equal values keep input order.
 */
function radixOrder(
  records: Rec[],
  field: string,
  cache: Map<string | null | undefined, Int32Array | null>,
): Int32Array | null {
  if (cache.has(field)) return cache.get(field)!;
  const n = records.length;
  const lo = new Uint32Array(n);
  const hi = new Uint32Array(n);
  let min = Infinity;
  let max = -Infinity;
  for (let i = 0; i < n; i++) {
    const v = records[i]![field];
    if (typeof v !== 'number' || !Number.isSafeInteger(v)) {
      cache.set(field, null);
      return null;
    }
    if (v < min) min = v;
    if (v > max) max = v;
  }
  if (max - min > Number.MAX_SAFE_INTEGER) {
    cache.set(field, null);
    return null;
  }
  for (let i = 0; i < n; i++) {
    const d = (records[i]![field] as number) - min; // exact: both safe integers, the difference is checked safe above
    const h = Math.floor(d / 4294967296);
    hi[i] = h;
    lo[i] = d - h * 4294967296;
  }
  let order = new Int32Array(n);
  for (let i = 0; i < n; i++) order[i] = i;
  let spare = new Int32Array(n);
  const range = n > 0 ? max - min : 0;
  const counts = new Int32Array(65537);
  for (let digit = 0; digit < 4 && range >= 2 ** (16 * digit); digit++) {
    const words = digit < 2 ? lo : hi;
    const shift = (digit % 2) * 16;
    counts.fill(0);
    for (let j = 0; j < n; j++) counts[((words[order[j]!]! >>> shift) & 0xffff) + 1]!++;
    for (let b = 0; b < 65536; b++) counts[b + 1]! += counts[b]!;
    for (let j = 0; j < n; j++) {
      const i = order[j]!;
      spare[counts[(words[i]! >>> shift) & 0xffff]!++] = i;
    }
    const t = order;
    order = spare;
    spare = t;
  }
  cache.set(field, order);
  return order;
}

/** A row naming the same user in two of its user fields is credited once. */
function sameAsEarlierField(r: Rec, fields: string[], f: number, u: Rec[string]): boolean {
  for (let g = 0; g < f; g++) if (r[fields[g]!] === u) return true;
  return false;
}

/** Stands for the cells of users without rows in rowsOfCell (never written: nothing maps there). */
const EMPTY_CELL: Rec[] = [];

export function emptyPeriods(count: number): Rec[][] {
  return Array.from({ length: count }, () => []);
}
