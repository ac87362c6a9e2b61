/**
 * Sort orders: `compare` keeps the order of the original generic comparator (copied below as the
 * reference), and `sortRows` (columns, then positions) gives exactly what rows.sort(compare) gives,
 * including empty values, ties, duplicate keys and mixed types.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Rec, Value } from '../formula/runtime-api.js';
import { compileSort, type SortKey } from './sort.js';

/** The comparator as it was written before sortRows existed (the specification). */
function referenceCompare(sort: SortKey[], key: string): (a: Rec, b: Rec) => number {
  const keys = [...sort, { field: key, direction: 'ASC' as const }];
  if (sort.length === 1 && sort[0]!.direction === 'ASC' && sort[0]!.field !== key) {
    const f = sort[0]!.field;
    return (a, b) => {
      const x = a[f] ?? null;
      const y = b[f] ?? null;
      if (x !== y) {
        if (x === null) return 1;
        if (y === null) return -1;
        if (x < y) return -1;
        if (x > y) return 1;
      }
      const ka = a[key] ?? null;
      const kb = b[key] ?? null;
      return ka === kb ? 0 : ka === null ? 1 : kb === null ? -1 : ka < kb ? -1 : 1;
    };
  }
  return (a, b) => {
    for (const k of keys) {
      const x = a[k.field] ?? null;
      const y = b[k.field] ?? null;
      if (x === y) continue;
      if (x === null) return 1;
      if (y === null) return -1;
      const c = x < y ? -1 : x > y ? 1 : 0;
      if (c !== 0) return k.direction === 'ASC' ? c : -c;
    }
    return 0;
  };
}

// Few distinct values so that ties are common; numbers, text, empty and a few odd types.
const value: fc.Arbitrary<Value | undefined> = fc.oneof(
  { weight: 6, arbitrary: fc.integer({ min: 0, max: 6 }) },
  { weight: 3, arbitrary: fc.constantFrom('a', 'b', 'B', 'aa', '') },
  { weight: 2, arbitrary: fc.constantFrom(null, undefined) },
  { weight: 1, arbitrary: fc.constantFrom(-0, 2.5, NaN, 10n, true, '3') },
);
const textKey = fc.constantFrom('D1', 'D2', 'D10', 'D3', 'E1', '');
const key: fc.Arbitrary<Value | undefined> = fc.oneof(
  { weight: 8, arbitrary: textKey },
  { weight: 1, arbitrary: fc.constantFrom(null, 7, '7') },
);
// Missing fields (undefined) read as empty values, as in records without the field.
const rowArb = fc.record({ id: key, a: value, b: value }).map((r) => r as Rec);
const sortArb: fc.Arbitrary<SortKey[]> = fc.oneof(
  fc.constant<SortKey[]>([]),
  fc.constant<SortKey[]>([{ field: 'a', direction: 'ASC' }]),
  fc.array(
    fc.record({
      field: fc.constantFrom('a', 'b', 'id'),
      direction: fc.constantFrom('ASC' as const, 'DESC' as const),
    }),
    { minLength: 1, maxLength: 3 },
  ),
);

describe('sort orders', () => {
  it('compare orders two records as the reference comparator does', () => {
    fc.assert(
      fc.property(sortArb, rowArb, rowArb, (sort, x, y) => {
        const { compare } = compileSort(sort, 'id');
        expect(Math.sign(compare(x, y))).toBe(Math.sign(referenceCompare(sort, 'id')(x, y)));
      }),
      { numRuns: 2000 },
    );
  });
  it('sortRows gives what rows.sort(compare) gives', () => {
    fc.assert(
      fc.property(sortArb, fc.array(rowArb, { maxLength: 80 }), (sort, rows) => {
        const { compare, sortRows } = compileSort(sort, 'id');
        const expected = rows.slice().sort(compare);
        const actual = rows.slice();
        sortRows(actual);
        expect(actual.length).toBe(expected.length);
        actual.forEach((r, i) => expect(r).toBe(expected[i]));
      }),
      { numRuns: 1000 },
    );
  });
  it('sorts dates then text keys like the reference on larger buckets', () => {
    const sort: SortKey[] = [{ field: 'a', direction: 'ASC' }];
    // With an empty date (boxed column), then all numbers (unboxed column) including odd ones.
    const dates = (i: number) => Date.UTC(2025, 0, 1 + ((i * 31) % 28));
    const odd = [NaN, -0, 0, Infinity, -1.5];
    for (const a of [
      (i: number) => (i % 17 === 0 ? null : dates(i)),
      dates,
      (i: number) => (i % 13 === 0 ? odd[i % odd.length]! : dates(i)),
    ]) {
      const rows = Array.from({ length: 500 }, (_, i) => ({ id: `D${(i * 7919) % 1000}`, a: a(i) }));
      const actual = rows.slice();
      compileSort(sort, 'id').sortRows(actual);
      const expected = rows.slice().sort(referenceCompare(sort, 'id'));
      actual.forEach((r, i) => expect(r).toBe(expected[i]));
    }
  });
});
