/**
 * The records of one model by key (a later row with the same key replaces an earlier one).
 *
 * A full calculation reads records through the filters' buckets, never by key: the key map is
 * only needed by lookups (links, held records after a change) and record changes. So when the rows
 * come in strictly increasing key order (a common export order, and then no key repeats), no map
 * is built at all: a key is found by binary search in the rows, and record changes go to a small
 * map of the changed keys in front of them. `keyOrdered` also tells indexing that the rows are in
 * key order.
 *
 * Building the map for a large model inserts every key once. Into one big map that is a processor
 * cache miss per insertion, plus the map regrowing again and again; so the keys are first
 * partitioned by a cheap hash of their last characters, then each partition fills its own small
 * map, which stays in cache while it is filled. Small models get a single map.
 */
import type { Rec } from '../formula/runtime-api.js';

/** Records per partition when indexing (a partition's map then fits in the processor's cache). */
const PER_SHARD = 4096;

export class RecordStore {
  private shards: Map<string, Rec>[] | null = null;
  private mask = 0;
  /** keyOrdered only: the changed keys (null: removed), in front of the rows. */
  private changed: Map<string, Rec | null> | null = null;
  /**
   * The records in the order one map would list them: each key at its first row, with the value
   * of its last row. The input rows themselves when no key repeats.
   */
  readonly rows: Rec[];
  /**
   * True when the keys of `rows` are all strings or all numbers, strictly increasing: the rows
   * are then in the order of their keys (as filters' sorts compare them), and no key repeats.
   */
  readonly keyOrdered: boolean;

  constructor(
    private readonly prepared: Rec[],
    private readonly keyField: string,
  ) {
    this.keyOrdered = strictlyIncreasing(prepared, keyField);
    if (this.keyOrdered) {
      this.rows = prepared;
      return;
    }
    const keys = this.build();
    this.rows = this.size === prepared.length ? prepared : this.deduplicated(keys);
  }

  /** Fills the partitioned maps from the input rows; returns the keys as text. */
  private build(): string[] {
    const prepared = this.prepared;
    let count = 1;
    while (count * PER_SHARD < prepared.length) count *= 2;
    this.mask = count - 1;
    const shards = (this.shards = Array.from({ length: count }, () => new Map<string, Rec>()));
    const keys = prepared.map((r) => String(r[this.keyField]));
    // Positions grouped by partition, each group in input order (so the last row of a key wins).
    const shardOfRow = new Int32Array(keys.length);
    const starts = new Int32Array(count + 1);
    for (let i = 0; i < keys.length; i++) starts[(shardOfRow[i] = this.shardOf(keys[i]!)) + 1]!++;
    for (let s = 0; s < count; s++) starts[s + 1]! += starts[s]!;
    const order = new Int32Array(keys.length);
    const next = starts.slice(0, count);
    for (let i = 0; i < keys.length; i++) order[next[shardOfRow[i]!]!++] = i;
    for (let s = 0; s < count; s++) {
      const shard = shards[s]!;
      for (let j = starts[s]!; j < starts[s + 1]!; j++) shard.set(keys[order[j]!]!, prepared[order[j]!]!);
    }
    return keys;
  }

  /** The partitioned maps (never for keyOrdered rows). */
  private maps(): Map<string, Rec>[] {
    if (!this.shards) this.build();
    return this.shards!;
  }

  get size(): number {
    let n = 0;
    if (this.keyOrdered) {
      n = this.rows.length;
      for (const [key, rec] of this.changed ?? []) {
        const before = this.search(key) !== undefined;
        if (before && rec === null) n--;
        else if (!before && rec !== null) n++;
      }
      return n;
    }
    for (const shard of this.maps()) n += shard.size;
    return n;
  }

  get(key: string): Rec | undefined {
    if (this.keyOrdered) {
      const rec = this.changed?.get(key);
      return rec === undefined ? this.search(key) : (rec ?? undefined);
    }
    return this.maps()[this.shardOf(key)]!.get(key);
  }

  set(key: string, rec: Rec): void {
    if (this.keyOrdered) (this.changed ??= new Map()).set(key, rec);
    else this.maps()[this.shardOf(key)]!.set(key, rec);
  }

  delete(key: string): void {
    if (this.keyOrdered) (this.changed ??= new Map()).set(key, null);
    else this.maps()[this.shardOf(key)]!.delete(key);
  }

  /** keyOrdered only: the input row whose key (as text) is `key`, by binary search. */
  private search(key: string): Rec | undefined {
    const rows = this.rows;
    if (rows.length === 0) return undefined;
    const numeric = typeof rows[0]![this.keyField] === 'number';
    const target = numeric ? Number(key) : key;
    let lo = 0;
    let hi = rows.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      const k = rows[mid]![this.keyField] as string | number;
      if (k === target) return String(k) === key ? rows[mid] : undefined;
      if (k < target) lo = mid + 1;
      else hi = mid - 1;
    }
    return undefined;
  }

  private shardOf(key: string): number {
    let h = key.length;
    for (let i = Math.max(0, key.length - 4); i < key.length; i++) h = (h * 31 + key.charCodeAt(i)) | 0;
    return h & this.mask;
  }

  private deduplicated(keys: string[]): Rec[] {
    const seen = new Set<string>();
    const out: Rec[] = [];
    for (const key of keys) {
      if (seen.has(key)) continue;
      seen.add(key);
      out.push(this.get(key)!);
    }
    return out;
  }
}

/** Whether the rows' keys are all strings, or all finite numbers, in strictly increasing order. */
function strictlyIncreasing(rows: Rec[], keyField: string): boolean {
  if (rows.length === 0) return true;
  const first = rows[0]![keyField];
  if (typeof first === 'string') {
    let prev = first;
    for (let i = 1; i < rows.length; i++) {
      const k = rows[i]![keyField];
      if (typeof k !== 'string' || !(prev < k)) return false;
      prev = k;
    }
    return true;
  }
  if (typeof first === 'number' && Number.isFinite(first)) {
    let prev = first;
    for (let i = 1; i < rows.length; i++) {
      const k = rows[i]![keyField];
      if (typeof k !== 'number' || !(prev < k) || !Number.isFinite(k)) return false;
      prev = k;
    }
    return true;
  }
  return false;
}
