/** Property tests (fast-check) of the engine's invariants. */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as F from '../core/money.js';
import { marginal, type Tier } from '../formula/rate-tables.js';
import {
  calculate,
  compilePlan,
  parsePlan,
  statementToJson,
  type CalculationInput,
  type RawRecord,
} from '../index.js';
import { DEALS_HEADER } from './helpers.js';

const amount = fc.integer({ min: 0, max: 50_000_000_000 }); // up to 50,000 units, in millionths
const tiersArb = fc
  .array(fc.tuple(fc.integer({ min: 1, max: 20_000_000_000 }), fc.integer({ min: 0, max: 500_000 })), {
    minLength: 1,
    maxLength: 5,
  })
  .map((parts) => {
    let from = 0;
    return parts.map(([width, rate], i): Tier => {
      const t: Tier = { from, to: i === parts.length - 1 ? null : from + width, rate };
      from += width;
      return t;
    });
  });

describe('marginal tiers', () => {
  it('are monotonic in the amount', () => {
    fc.assert(
      fc.property(tiersArb, amount, amount, (tiers, a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        expect(marginal(tiers, lo) <= marginal(tiers, hi)).toBe(true);
      }),
    );
  });
  it('are continuous: a small step changes the payout by at most the top rate times the step', () => {
    fc.assert(
      fc.property(tiersArb, amount, fc.integer({ min: 1, max: 1_000_000 }), (tiers, a, step) => {
        const maxRate = Math.max(...tiers.map((t) => t.rate as number));
        const jump = F.sub(marginal(tiers, a + step), marginal(tiers, a)) as number;
        // Each tier's slice is rounded once (half a millionth), hence the tolerance of one unit per tier.
        expect(jump).toBeLessThanOrEqual((F.mul(step, maxRate) as number) + tiers.length);
      }),
    );
  });
  it('pay one deal of a running total as the difference of the totals', () => {
    fc.assert(
      fc.property(tiersArb, amount, amount, (tiers, before, deal) => {
        const direct = marginal(tiers, deal, before);
        const diff = F.sub(marginal(tiers, before + deal), marginal(tiers, before));
        expect(Math.abs(Number(F.sub(direct, diff)))).toBeLessThanOrEqual(2 * tiers.length);
      }),
    );
  });
});

const PLAN = `${DEALS_HEADER}
plan: { name: Property plan, frequency: month }
teamsNote: unused
filters:
  wonDeals: { model: deal, period: closeDate, user: [ownerId, coOwnerId], sort: closeDate ASC, display: true }
  ownDeals: { model: deal, period: closeDate, user: ownerId }
  teamDeals: { model: deal, period: closeDate, user: ownerId, scope: team }
quotas:
  quota: { type: user, required: false }
rateTables:
  tiers: { tiers: [{ from: 0, to: 10000, rate: 5% }, { from: 10000, rate: 9% }] }
fields:
  running: { table: ownDeals, format: currency, formula: "RUNNING_SUM(amount)" }
  stepped: { table: ownDeals, format: currency, formula: "MARGINAL(tiers, amount, running - amount)" }
variables:
  ytd: { format: currency, formula: "SUM(YTD_ROWS(ownDeals), amount)", display: true }
  carried: { format: currency, formula: "PREVIOUS(ytd, 0) + 1", display: true }
rules:
  steps: { type: PAYOUT, formula: "SUM(ownDeals, stepped)" }
  split:
    type: SPLIT
    table: wonDeals
    formula: "amount * 3%"
    split: [{ user: ownerId, share: splitShare }, { user: coOwnerId, remainder: true }]
  held: { type: HOLD_AND_RELEASE, table: ownDeals, formula: "amount * 1%", release: { when: "EXISTS(invoicePaidDate) AND invoicePaidDate <= PERIOD_END()" } }
  override: { type: PAYOUT, formula: "SUM(teamDeals, amount) * 1%" }
  trueUp: { type: PAYOUT, formula: "ytd * 2% - PREVIOUS_YTD_TOTAL(trueUp)" }
`;
const parsed = compilePlan(parsePlan(PLAN.replace('teamsNote: unused\n', '')));
const USERS = ['m', 'a', 'b', 'c'];
const dealArb = fc.record({
  ownerId: fc.constantFrom('a', 'b', 'c', 'm'),
  coOwnerId: fc.constantFrom('a', 'b', 'c', ''),
  cents: fc.integer({ min: -100_000, max: 5_000_000 }),
  month: fc.integer({ min: 1, max: 4 }),
  day: fc.integer({ min: 1, max: 28 }),
  share: fc.integer({ min: 0, max: 100 }),
  paidMonth: fc.integer({ min: 0, max: 5 }),
});
type DealSpec = typeof dealArb extends fc.Arbitrary<infer T> ? T : never;
const toRecord = (d: DealSpec, i: number): RawRecord => ({
  id: `D${i}`,
  ownerId: d.ownerId,
  coOwnerId: d.coOwnerId === d.ownerId ? '' : d.coOwnerId,
  amount: F.formatFixed(F.mulInt(10_000, d.cents)),
  closeDate: `2025-0${d.month}-${String(d.day).padStart(2, '0')}`,
  invoicePaidDate: d.paidMonth === 0 ? null : `2025-0${Math.min(d.paidMonth, 9)}-15`,
  splitShare: `${d.share}%`,
});
const input = (records: RawRecord[]): CalculationInput => ({
  company: { currency: 'EUR', precision: 2 },
  users: USERS.map((id) => ({ id })),
  teams: [{ id: 't' }],
  teamAssignments: [
    { teamId: 't', userId: 'm', role: 'TEAM_MANAGER' },
    { teamId: 't', userId: 'a', role: 'TEAM_EMPLOYEE' },
    { teamId: 't', userId: 'b', role: 'TEAM_EMPLOYEE', effectiveUntil: '2025-02-10' },
  ],
  records: { deal: records },
  periods: ['2025-01', '2025-02', '2025-03', '2025-04'],
});
const allJson = (records: RawRecord[]) =>
  calculate(parsed, input(records)).statements.map((s) => statementToJson(s));

describe('calculation invariants', () => {
  it('split parts sum to the whole', () => {
    fc.assert(
      fc.property(fc.array(dealArb, { minLength: 1, maxLength: 12 }), (specs) => {
        const records = specs.map(toRecord);
        const calc = calculate(parsed, input(records));
        for (const r of records) {
          let sum: F.Fixed = 0;
          let whole: F.Fixed | undefined;
          for (const st of calc.statements) {
            for (const line of st.lines.get('split') ?? []) {
              if (line.key !== r.id) continue;
              sum = F.add(sum, line.value);
              whole = line.whole;
            }
          }
          if (whole !== undefined) expect(sum).toBe(whole);
        }
      }),
      { numRuns: 40 },
    );
  });
  it('results do not depend on the order of records', () => {
    fc.assert(
      fc.property(fc.array(dealArb, { minLength: 1, maxLength: 12 }), fc.integer(), (specs, seed) => {
        const records = specs.map(toRecord);
        const shuffled = [...records].sort(
          (x, y) =>
            ((Number(String(x.id).slice(1)) * 7919 + seed) % 13) -
            ((Number(String(y.id).slice(1)) * 7919 + seed) % 13),
        );
        expect(allJson(shuffled)).toEqual(allJson(records));
      }),
      { numRuns: 30 },
    );
  });
  it('an incremental recalculation equals a full one', () => {
    fc.assert(
      fc.property(
        fc.array(dealArb, { minLength: 1, maxLength: 12 }),
        fc.nat(),
        dealArb,
        fc.boolean(),
        (specs, pick, replacement, remove) => {
          const records = specs.map(toRecord);
          const calc = calculate(parsed, input(records));
          const index = pick % records.length;
          const changed = { ...toRecord(replacement, index) };
          const after = remove
            ? records.filter((_, i) => i !== index)
            : records.map((r, i) => (i === index ? changed : r));
          calc.recalculate({
            records: [
              remove ? { model: 'deal', remove: [`D${index}`] } : { model: 'deal', upsert: [changed] },
            ],
          });
          expect(calc.statements.map((s) => statementToJson(s))).toEqual(allJson(after));
        },
      ),
      { numRuns: 60 },
    );
  });
  it('an incremental recalculation after a quota, assignment or adjustment change equals a full one', () => {
    fc.assert(
      fc.property(
        fc.array(dealArb, { minLength: 1, maxLength: 8 }),
        fc.constantFrom('a', 'b', 'c'),
        fc.integer({ min: 1, max: 4 }),
        (specs, user, month) => {
          const records = specs.map(toRecord);
          const calc = calculate(parsed, input(records));
          const teamAssignments = [
            { teamId: 't', userId: 'm', role: 'TEAM_MANAGER' as const },
            { teamId: 't', userId: user, role: 'TEAM_EMPLOYEE' as const, effectiveAsOf: `2025-0${month}-05` },
          ];
          const adjustments = [{ userId: user, periodId: `2025-0${month}`, amount: '12.34' }];
          const quotas = [{ quota: 'quota', userId: user, date: `2025-0${month}-01`, value: '1000' }];
          calc.recalculate({ teamAssignments, adjustments, quotas });
          const full = calculate(parsed, { ...input(records), teamAssignments, adjustments, quotas });
          expect(calc.statements.map((s) => statementToJson(s))).toEqual(
            full.statements.map((s) => statementToJson(s)),
          );
        },
      ),
      { numRuns: 30 },
    );
  });
});
