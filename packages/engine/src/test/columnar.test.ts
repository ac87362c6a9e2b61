/**
 * The indexing fast paths give exactly what the general ones give:
 * - rows in strictly increasing key order are bucketed in a radix order of the sort field (no
 *   comparison sort, no key map until a change needs it);
 * - a release condition waiting for a record date is resolved once per held line.
 * Each is checked against the same data in another order (general path) and against a full
 * recalculation after a change.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as F from '../core/money.js';
import {
  calculate,
  compilePlan,
  parsePlan,
  statementToJson,
  type CalculationInput,
  type RawRecord,
} from '../index.js';
import { DEALS_HEADER } from './helpers.js';

const PLAN = `${DEALS_HEADER}
plan: { name: Columnar plan, frequency: month }
filters:
  ordered: { model: deal, period: closeDate, user: ownerId, sort: closeDate ASC, display: true }
  byKey: { model: deal, period: closeDate, user: ownerId }
  both: { model: deal, period: closeDate, user: [ownerId, coOwnerId], sort: invoicePaidDate ASC, display: true }
  team: { model: deal, period: closeDate, user: ownerId, scope: team }
quotas:
  quota: { type: user, required: false }
rateTables:
  steps: { tiers: [{ from: 0, to: 0.5, rate: 2% }, { from: 0.5, rate: 5% }] }
fields:
  attainment: { table: ordered, format: percent, formula: "SAFE_DIVIDE(RUNNING_SUM(amount), quota)", display: true }
  stepped: { table: ordered, format: currency, formula: "amount * STEP_RATE(steps, attainment)", display: true }
  rank: { table: both, format: number, formula: "RUNNING_SUM(1)", display: true }
variables:
  ytd: { format: currency, formula: "SUM(YTD_ROWS(byKey), amount)", display: true }
rules:
  lines: { type: LINE_PAYOUT, table: ordered, formula: stepped }
  ranked: { type: LINE_PAYOUT, table: both, formula: "amount * rank / 1000" }
  heldA: { type: HOLD_AND_RELEASE, table: ordered, formula: "amount * 1%", release: { when: "EXISTS(invoicePaidDate) AND invoicePaidDate <= PERIOD_END()" } }
  heldB: { type: HOLD_AND_RELEASE, table: byKey, formula: "amount * 2%", release: { when: "PERIOD_END() >= invoicePaidDate" } }
  heldC: { type: HOLD_AND_RELEASE, table: byKey, formula: "amount * 3%", release: { when: "invoicePaidDate < PERIOD_END()" } }
  override: { type: PAYOUT, formula: "SUM(team, amount) * 1%" }
`;
const plan = compilePlan(parsePlan(PLAN));
/** The same plan with conditions the resolver does not recognise (evaluated every period). */
const slowPlan = compilePlan(
  parsePlan(
    PLAN.replace('invoicePaidDate <= PERIOD_END()"', 'invoicePaidDate <= PERIOD_END() AND TRUE"').replace(
      'PERIOD_END() >= invoicePaidDate"',
      'PERIOD_END() >= invoicePaidDate AND TRUE"',
    ),
  ),
);

const dealArb = fc.record({
  ownerId: fc.constantFrom('a', 'b', 'm'),
  coOwnerId: fc.constantFrom('a', 'b', ''),
  cents: fc.integer({ min: -50_000, max: 5_000_000 }),
  month: fc.integer({ min: 1, max: 3 }),
  day: fc.integer({ min: 1, max: 3 }), // few days: many ties on the sort field
  paid: fc.option(fc.integer({ min: 0, max: 100 }), { nil: null }),
});
type DealSpec = typeof dealArb extends fc.Arbitrary<infer T> ? T : never;
const toRecord = (d: DealSpec, i: number): RawRecord => {
  const close = Date.UTC(2025, d.month - 1, d.day);
  return {
    id: `K${String(i).padStart(4, '0')}`,
    ownerId: d.ownerId,
    coOwnerId: d.coOwnerId === d.ownerId ? '' : d.coOwnerId,
    amount: F.formatFixed(F.mulInt(10_000, d.cents)),
    closeDate: new Date(close).toISOString().slice(0, 10),
    invoicePaidDate:
      d.paid === null ? null : new Date(close + d.paid * 86_400_000).toISOString().slice(0, 10),
    splitShare: '50%',
  };
};
const input = (records: RawRecord[]): CalculationInput => ({
  company: { currency: 'EUR', precision: 2 },
  users: ['a', 'b', 'm'].map((id) => ({ id })),
  teams: [{ id: 't' }],
  teamAssignments: [
    { teamId: 't', userId: 'm', role: 'TEAM_MANAGER' },
    { teamId: 't', userId: 'a', role: 'TEAM_EMPLOYEE' },
    { teamId: 't', userId: 'b', role: 'TEAM_EMPLOYEE', effectiveUntil: '2025-02-10' },
  ],
  quotas: [
    { quota: 'quota', userId: 'a', date: '2025-01-01', value: '300' },
    { quota: 'quota', userId: 'b', date: '2025-01-01', value: '2000' },
  ],
  records: { deal: records },
  periods: ['2025-01', '2025-02', '2025-03', '2025-04'],
});
const json = (records: RawRecord[], p = plan) =>
  calculate(p, input(records)).statements.map((s) => statementToJson(s));

describe('indexing fast paths', () => {
  it('resolve release conditions that wait for a record date, and only those', () => {
    const release = (name: string) => {
      const r = plan.rules.find((x) => x.name === name)!.release!;
      return r.kind === 'condition' && r.releaseDate !== undefined;
    };
    expect(release('heldA')).toBe(true);
    expect(release('heldB')).toBe(true);
    expect(release('heldC')).toBe(false);
    const slow = (name: string) => slowPlan.rules.find((x) => x.name === name)!.release!;
    expect(slow('heldA')).not.toHaveProperty('releaseDate');
    expect(slow('heldB')).not.toHaveProperty('releaseDate');
  });

  it('release held lines as evaluating the condition every period does', () => {
    fc.assert(
      fc.property(fc.array(dealArb, { minLength: 1, maxLength: 40 }), (specs) => {
        const records = specs.map(toRecord);
        expect(json(records)).toEqual(json(records, slowPlan));
      }),
      { numRuns: 60 },
    );
  });

  it('give the same statements for rows in key order as in any other order', () => {
    fc.assert(
      fc.property(fc.array(dealArb, { minLength: 1, maxLength: 40 }), fc.integer(), (specs, seed) => {
        const records = specs.map(toRecord); // keys K0000, K0001... in increasing order
        const shuffled = [...records].sort(
          (x, y) =>
            ((Number(String(x.id).slice(1)) * 7919 + seed) % 17) -
            ((Number(String(y.id).slice(1)) * 7919 + seed) % 17),
        );
        shuffled.push(shuffled.shift()!); // never in key order when there are two rows or more
        expect(json(records)).toEqual(json(shuffled));
      }),
      { numRuns: 60 },
    );
  });

  it('recalculate one change on key-ordered rows as a full calculation does', () => {
    fc.assert(
      fc.property(
        fc.array(dealArb, { minLength: 1, maxLength: 30 }),
        fc.nat(),
        dealArb,
        fc.boolean(),
        (specs, pick, replacement, remove) => {
          const records = specs.map(toRecord);
          const calc = calculate(plan, input(records));
          const index = pick % records.length;
          const changed = toRecord(replacement, index);
          const after = remove
            ? records.filter((_, i) => i !== index)
            : records.map((r, i) => (i === index ? changed : r));
          calc.recalculate({
            records: [
              remove
                ? { model: 'deal', remove: [String(records[index]!.id)] }
                : { model: 'deal', upsert: [changed] },
            ],
          });
          expect(calc.statements.map((s) => statementToJson(s))).toEqual(json(after));
        },
      ),
      { numRuns: 60 },
    );
  });
});
