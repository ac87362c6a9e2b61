/**
 * The records of one model by key (a later row with the same key replaces an earlier one).
 *
 * Indexing a large model inserts every key once. Into one big map that is a processor cache miss
 * per insertion, plus the map regrowing again and again; so the keys are first partitioned by a
 * cheap hash of their last characters, then each partition fills its own small map, which stays in
 * cache while it is filled. Small models get a single map.
 */
import type { Rec } from '../formula/runtime-api.js';

/** Records per partition when indexing (a partition's map then fits in the processor's cache). */
const PER_SHARD = 4096;

export class RecordStore {
  private readonly shards: Map<string, Rec>[];
  private readonly mask: number;
  /**
   * The records in the order one map would list them: each key at its first row, with the value
   * of its last row. The input rows themselves when no key repeats.
   */
  readonly rows: Rec[];

  constructor(prepared: Rec[], keyField: string) {
    let count = 1;
    while (count * PER_SHARD < prepared.length) count *= 2;
    this.mask = count - 1;
    this.shards = Array.from({ length: count }, () => new Map<string, Rec>());
    const keys = prepared.map((r) => String(r[keyField]));
    // Positions grouped by partition, each group in input order (so the last row of a key wins).
    const shardOfRow = new Int32Array(keys.length);
    const starts = new Int32Array(count + 1);
    for (let i = 0; i < keys.length; i++) starts[(shardOfRow[i] = this.shardOf(keys[i]!)) + 1]!++;
    for (let s = 0; s < count; s++) starts[s + 1]! += starts[s]!;
    const order = new Int32Array(keys.length);
    const next = starts.slice(0, count);
    for (let i = 0; i < keys.length; i++) order[next[shardOfRow[i]!]!++] = i;
    for (let s = 0; s < count; s++) {
      const shard = this.shards[s]!;
      for (let j = starts[s]!; j < starts[s + 1]!; j++) shard.set(keys[order[j]!]!, prepared[order[j]!]!);
    }
    this.rows = this.size === prepared.length ? prepared : this.deduplicated(keys);
  }

  get size(): number {
    let n = 0;
    for (const shard of this.shards) n += shard.size;
    return n;
  }

  get(key: string): Rec | undefined {
    return this.shards[this.shardOf(key)]!.get(key);
  }

  set(key: string, rec: Rec): void {
    this.shards[this.shardOf(key)]!.set(key, rec);
  }

  delete(key: string): void {
    this.shards[this.shardOf(key)]!.delete(key);
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
