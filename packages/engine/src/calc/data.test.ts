/**
 * Filter buckets: indexing fills all of a model's filters in one pass, shares the buckets of
 * filters selecting the same rows, and sorts a bucket only on its first ordered read (a copy when
 * shared). Whatever the order of the reads and of the record changes, every bucket must hold what
 * a plain computation gives: the filter's rows of that user and period, in the filter's order.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as F from '../core/money.js';
import { compilePlan, parsePlan } from '../index.js';
import type { Rec } from '../formula/runtime-api.js';
import { DEALS_HEADER } from '../test/helpers.js';
import { DataIndex, prepareRecords } from './data.js';
import type { CalculationInput } from './input.js';

const plan = compilePlan(
  parsePlan(`${DEALS_HEADER}
plan: { name: Buckets, frequency: month }
filters:
  own: { model: deal, period: closeDate, user: ownerId, sort: closeDate ASC }
  byAmount: { model: deal, period: closeDate, user: ownerId, sort: "amount DESC" }
  team: { model: deal, period: closeDate, user: ownerId, scope: team }
  both: { model: deal, period: closeDate, user: [ownerId, coOwnerId] }
  won: { model: deal, period: closeDate, user: ownerId, where: [{ field: stage, operator: IN, value: [won] }] }
`),
);
const USERS = ['a', 'b', 'c'];
const PERIODS = ['2025-01', '2025-02', '2025-03'];

const dealArb = fc.record({
  id: fc.integer({ min: 0, max: 25 }).map((i) => `D${i}`),
  ownerId: fc.constantFrom('a', 'b', 'c', ''),
  coOwnerId: fc.constantFrom('a', 'b', ''),
  amount: fc.oneof(fc.integer({ min: -50, max: 50 }).map(String), fc.constant('')),
  closeDate: fc.oneof(
    fc
      .tuple(fc.integer({ min: 1, max: 4 }), fc.integer({ min: 1, max: 3 }))
      .map(([m, d]) => `2025-0${m}-0${d}`),
    fc.constant(''),
  ),
  stage: fc.constantFrom('won', 'lost'),
});
type Deal = typeof dealArb extends fc.Arbitrary<infer T> ? T : never;

const input = (deals: Deal[]): CalculationInput => ({
  company: { currency: 'EUR' },
  users: USERS.map((id) => ({ id })),
  records: { deal: deals },
  periods: PERIODS,
});

/** What a bucket must hold: computed from scratch, record by record. */
function expected(data: DataIndex, records: Map<string, Rec>) {
  const out = new Map<string, Rec[]>();
  for (const filter of plan.filters) {
    for (const r of records.values()) {
      const place = data.placement(filter, r);
      if (!place) continue;
      for (const u of place.users) {
        const k = `${filter.name}|${u}|${place.period}`;
        out.set(k, [...(out.get(k) ?? []), r]);
      }
    }
  }
  for (const [k, rows] of out) out.set(k, rows.sort(plan.filterByName.get(k.split('|')[0]!)!.compare));
  return out;
}

function check(data: DataIndex, records: Map<string, Rec>, readOrder: number[]): void {
  const want = expected(data, records);
  const cells = plan.filters.flatMap((f) => USERS.flatMap((u) => data.periods.map((_, p) => ({ f, u, p }))));
  // Sums first for some cells (they read buckets in any order), then every cell in order.
  readOrder.forEach((i) => {
    const { f, u, p } = cells[i % cells.length]!;
    let sum: F.Fixed = 0;
    for (const r of want.get(`${f.name}|${u}|${p}`) ?? [])
      if (r.amount !== null) sum = F.add(sum, r.amount as F.Fixed);
    expect(data.bucketSum(f, u, p, 'amount')).toBe(sum);
  });
  const order = [...cells.keys()].sort(
    (x, y) => ((x * 7 + readOrder.length) % 11) - ((y * 7 + readOrder.length) % 11),
  );
  for (const i of order) {
    const { f, u, p } = cells[i]!;
    expect(data.rowsOf(f, u, p)).toEqual(want.get(`${f.name}|${u}|${p}`) ?? []);
  }
}

describe('filter buckets', () => {
  it('hold each filter’s rows in order, whatever the order of reads and changes', () => {
    fc.assert(
      fc.property(
        fc.array(dealArb, { maxLength: 40 }),
        fc.array(fc.nat(), { maxLength: 20 }),
        fc.array(fc.tuple(dealArb, fc.boolean()), { maxLength: 4 }),
        (deals, readOrder, changes) => {
          const data = new DataIndex(plan, input(deals));
          const records = new Map<string, Rec>();
          for (const r of prepareRecords(plan, 'deal', deals)) records.set(String(r.id), r);
          check(data, records, readOrder);
          for (const [d, remove] of changes) {
            const rec = prepareRecords(plan, 'deal', [d])[0]!;
            data.replaceRecord('deal', d.id, remove ? null : rec);
            if (remove) records.delete(d.id);
            else records.set(d.id, rec);
            check(data, records, readOrder.slice(0, 3));
          }
        },
      ),
      { numRuns: 150 },
    );
  });
});
