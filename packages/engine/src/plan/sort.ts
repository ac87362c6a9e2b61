/**
 * The sort order of a filter's rows: its sort keys, then the record key, so that results never
 * depend on input order. Empty values sort last whatever the direction.
 *
 * `compare` orders two records. `sortRows` sorts an array in place exactly as
 * `rows.sort(compare)` does, but faster on large data: it first copies each sort field of every
 * row into a column (unboxed numbers when they all are), then sorts row positions with a
 * comparator reading the columns. The records of a bucket are scattered in memory; each is read
 * once instead of at every comparison. The column comparators use the record comparators' logic
 * on the same values, and sorting is stable and only ever sees the comparators' results, so both
 * give the same order (sort.test.ts checks it).
 */
import type { Rec, Value } from '../formula/runtime-api.js';

export interface SortKey {
  field: string;
  direction: 'ASC' | 'DESC';
}

export interface CompiledSort {
  compare: (a: Rec, b: Rec) => number;
  sortRows: (rows: Rec[]) => void;
  /**
   * The order's shape, when simple: a field name when it is that field ascending then the key;
   * null when it is the key alone; undefined otherwise. Indexing uses it to fill buckets already
   * in order (calc/buckets.ts).
   */
  simpleField: string | null | undefined;
}

export function compileSort(sort: SortKey[], key: string): CompiledSort {
  if (sort.length === 1 && sort[0]!.direction === 'ASC' && sort[0]!.field !== key) {
    // The common case (one ascending field, then the key), written out: sorting large buckets is
    // one of the hot paths of a calculation.
    const f = sort[0]!.field;
    return {
      simpleField: f,
      compare: (a, b) => compareFieldThenKey(a[f] ?? null, b[f] ?? null, a[key] ?? null, b[key] ?? null),
      sortRows: (rows) => {
        const ks = column(rows, key);
        // Dates and amounts unboxed when every row has one: much less to allocate and read.
        const ns = numberColumn(rows, f);
        if (ns) {
          sortByPositions(rows, (i, j) => compareFieldThenKey(ns[i]!, ns[j]!, ks[i]!, ks[j]!));
        } else {
          const fs = column(rows, f);
          sortByPositions(rows, (i, j) => compareFieldThenKey(fs[i]!, fs[j]!, ks[i]!, ks[j]!));
        }
      },
    };
  }
  if (sort.length === 0) {
    // No sort: by key only (one key of the general case below, written out).
    return {
      simpleField: null,
      compare: (a, b) => compareAscending(a[key] ?? null, b[key] ?? null),
      sortRows: (rows) => {
        const ks = column(rows, key);
        sortByPositions(rows, (i, j) => compareAscending(ks[i]!, ks[j]!));
      },
    };
  }
  const keys = [...sort, { field: key, direction: 'ASC' as const }];
  const descending = keys.map((k) => k.direction === 'DESC');
  return {
    simpleField: undefined,
    compare: (a, b) => {
      for (let k = 0; k < keys.length; k++) {
        const c = compareKey(a[keys[k]!.field] ?? null, b[keys[k]!.field] ?? null, descending[k]!);
        if (c !== 0) return c;
      }
      return 0;
    },
    sortRows: (rows) => {
      const cols = keys.map((k) => column(rows, k.field));
      sortByPositions(rows, (i, j) => {
        for (let k = 0; k < cols.length; k++) {
          const c = compareKey(cols[k]![i]!, cols[k]![j]!, descending[k]!);
          if (c !== 0) return c;
        }
        return 0;
      });
    },
  };
}

/** One ascending field, then the key: ties on the field (or incomparable values) go to the key. */
function compareFieldThenKey(x: Value, y: Value, ka: Value, kb: Value): number {
  if (x !== y) {
    if (x === null) return 1;
    if (y === null) return -1;
    if (x < y) return -1;
    if (x > y) return 1;
  }
  return ka === kb ? 0 : ka === null ? 1 : kb === null ? -1 : ka < kb ? -1 : 1;
}

/** One sort key of the general case, ascending: 0 when neither value comes first. */
function compareAscending(x: Value, y: Value): number {
  if (x === y) return 0;
  if (x === null) return 1;
  if (y === null) return -1;
  return x < y ? -1 : x > y ? 1 : 0;
}

/** One sort key in its direction; empty values stay last either way. */
function compareKey(x: Value, y: Value, descending: boolean): number {
  if (x === y) return 0;
  if (x === null) return 1;
  if (y === null) return -1;
  const c = x < y ? -1 : x > y ? 1 : 0;
  return descending ? -c : c;
}

/** The field of every row as a number column, or null when a row has anything else. */
function numberColumn(rows: Rec[], field: string): Float64Array | null {
  const out = new Float64Array(rows.length);
  for (let i = 0; i < rows.length; i++) {
    const v = rows[i]![field];
    if (typeof v !== 'number') return null;
    out[i] = v;
  }
  return out;
}

function column(rows: Rec[], field: string): Value[] {
  const out = new Array<Value>(rows.length);
  for (let i = 0; i < rows.length; i++) out[i] = rows[i]![field] ?? null;
  return out;
}

/** Sorts row positions with `compare` (stable, like Array.prototype.sort), then the rows. */
function sortByPositions(rows: Rec[], compare: (i: number, j: number) => number): void {
  const n = rows.length;
  if (n < 2) return;
  const order = new Array<number>(n);
  for (let i = 0; i < n; i++) order[i] = i;
  order.sort(compare);
  const copy = rows.slice();
  for (let i = 0; i < n; i++) rows[i] = copy[order[i]!]!;
}
