/**
 * The record store (keys partitioned into several maps) behaves as one Map<string, Rec> filled row
 * by row: same records by key, a later row replacing an earlier one, and `rows` listing what the
 * map's values() would list, in the same order.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Rec } from '../formula/runtime-api.js';
import { RecordStore } from './records.js';

function oneMap(rows: Rec[], key: string): Map<string, Rec> {
  const m = new Map<string, Rec>();
  for (const r of rows) m.set(String(r[key]), r);
  return m;
}

const rowsArb = (keys: fc.Arbitrary<Rec['id']>, maxLength: number) =>
  fc.array(
    fc.record({ id: keys, n: fc.integer() }).map((r): Rec => ({ ...r })),
    { maxLength },
  );

describe('record store', () => {
  it('finds, replaces and lists records as one map does (small models)', () => {
    const keys = fc.oneof(
      fc.constantFrom('a', 'b', 'c', 'ab', ''),
      fc.integer({ min: 0, max: 5 }),
      fc.constant(null),
    );
    fc.assert(
      fc.property(rowsArb(keys, 30), (rows) => {
        const store = new RecordStore(rows, 'id');
        const map = oneMap(rows, 'id');
        expect(store.rows).toEqual([...map.values()]);
        store.rows.forEach((r, i) => expect(r).toBe([...map.values()][i]));
        for (const k of [...map.keys(), 'missing']) expect(store.get(k)).toBe(map.get(k));
      }),
    );
  });
  it('behaves as one map when the keys are split into many partitions', () => {
    const rows: Rec[] = [];
    for (let i = 0; i < 20_000; i++) rows.push({ id: `D${(i * 7919) % 15_000}`, n: i });
    const store = new RecordStore(rows, 'id');
    const map = oneMap(rows, 'id');
    expect(store.size).toBe(map.size);
    const listed = [...map.values()];
    expect(store.rows.length).toBe(listed.length);
    store.rows.forEach((r, i) => expect(r).toBe(listed[i]));
    for (let i = 0; i < 16_000; i += 7) expect(store.get(`D${i}`)).toBe(map.get(`D${i}`));
    // Changes, as incremental runs make them.
    store.set('D3', { id: 'D3', n: -1 });
    store.set('NEW', { id: 'NEW', n: -2 });
    store.delete('D4');
    expect(store.get('D3')).toEqual({ id: 'D3', n: -1 });
    expect(store.get('NEW')).toEqual({ id: 'NEW', n: -2 });
    expect(store.get('D4')).toBeUndefined();
    expect(store.size).toBe(map.size);
  });
  it('keeps the rows themselves when no key repeats', () => {
    const rows: Rec[] = Array.from({ length: 9000 }, (_, i) => ({ id: `K${i}` }));
    expect(new RecordStore(rows, 'id').rows).toBe(rows);
  });
});

describe('record store over rows in key order', () => {
  it('finds, replaces and removes records as one map does, without building it', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 0, max: 500 }), { maxLength: 40 }),
        fc.boolean(),
        fc.array(fc.tuple(fc.integer({ min: 0, max: 520 }), fc.boolean()), { maxLength: 10 }),
        (numbers, asText, edits) => {
          const sorted = [...numbers].sort((a, b) => a - b);
          const key = (n: number) => (asText ? `K${String(n).padStart(3, '0')}` : n);
          const rows: Rec[] = sorted.map((n) => ({ id: key(n), n }));
          const store = new RecordStore(rows, 'id');
          expect(store.keyOrdered).toBe(true);
          expect(store.rows).toBe(rows);
          const map = oneMap(rows, 'id');
          for (const [n, remove] of edits) {
            const k = String(key(n));
            if (remove) {
              store.delete(k);
              map.delete(k);
            } else {
              const rec = { id: key(n), n: -n };
              store.set(k, rec);
              map.set(k, rec);
            }
          }
          for (let n = 0; n <= 520; n += 3) expect(store.get(String(key(n)))).toBe(map.get(String(key(n))));
          for (const k of map.keys()) expect(store.get(k)).toBe(map.get(k));
          expect(store.get('1.0')).toBe(map.get('1.0'));
          expect(store.size).toBe(map.size);
        },
      ),
    );
  });
});
