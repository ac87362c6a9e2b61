/**
 * Fast paths of the calculation checked against the general ones (fast-check):
 * - SUM of a model field over a filter or a window is summed per bucket without building the rows;
 *   it must equal the same sum over the rows (FILTER(..., TRUE) forces the general path);
 * - statements are computed user by user unless a time limit (or a challenge) asks for the period
 *   order; both orders must give the same statements and report the same ids;
 * - held amounts are kept as batches of positions; instalments (partial releases) must give the
 *   same statements incrementally as in a full calculation.
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

const FILTERS = `
filters:
  ownDeals: { model: deal, period: closeDate, user: ownerId, sort: closeDate ASC }
  teamDeals: { model: deal, period: closeDate, user: ownerId, scope: team }
  splitDeals: { model: deal, period: closeDate, user: [ownerId, coOwnerId] }
  firstDeals: { model: deal, period: closeDate, user: ownerId, uniqueBy: [closeDate] }
`;
/** Sums over tables and windows; `general` wraps each table in FILTER(..., TRUE). */
const sumsPlan = (general: boolean) => {
  const t = (table: string) => (general ? `FILTER(${table}, TRUE)` : table);
  return compilePlan(
    parsePlan(`${DEALS_HEADER}
plan: { name: Sums, frequency: month }
${FILTERS}
variables:
  own: { format: currency, formula: "SUM(${t('ownDeals')}, amount)", display: true }
  team: { format: currency, formula: "SUM(${t('teamDeals')}, amount)", display: true }
  split: { format: currency, formula: "SUM(${t('splitDeals')}, amount)", display: true }
  first: { format: currency, formula: "SUM(${t('firstDeals')}, amount)", display: true }
  ytd: { format: currency, formula: "SUM(${t('YTD_ROWS(ownDeals)')}, amount)", display: true }
  qtdTeam: { format: currency, formula: "SUM(${t('QTD_ROWS(teamDeals)')}, amount)", display: true }
  priorTeam: { format: currency, formula: "SUM(${t('PRIOR_YTD_ROWS(teamDeals)')}, amount)", display: true }
  ytdFirst: { format: currency, formula: "SUM(${t('YTD_ROWS(firstDeals)')}, amount)", display: true }
  priorSplit: { format: currency, formula: "SUM(${t('PRIOR_YTD_ROWS(splitDeals)')}, amount)", display: true }
rules:
  lines: { type: LINE_PAYOUT, table: ownDeals, formula: "amount * 1%" }
`),
  );
};

const HELD_PLAN = compilePlan(
  parsePlan(`${DEALS_HEADER}
plan: { name: Held, frequency: month }
${FILTERS}
fields:
  clawback: { table: ownDeals, format: currency, formula: "-MIN(amount * 1%, PAID_TO_DATE(deferred))" }
variables:
  ytd: { format: currency, formula: "SUM(YTD_ROWS(ownDeals), amount)", display: true }
rules:
  deferred: { type: HOLD_AND_RELEASE, table: ownDeals, formula: "amount * 7%", release: { installments: 3, delay: 1 } }
  held: { type: HOLD_AND_RELEASE, table: splitDeals, formula: "amount / 3", release: { when: "EXISTS(invoicePaidDate) AND invoicePaidDate <= PERIOD_END()" } }
  claw: { type: LINE_PAYOUT, table: ownDeals, formula: clawback }
  override: { type: PAYOUT, formula: "SUM(teamDeals, amount) * 1% + PREVIOUS(override, 0) / 10" }
`),
);

const USERS = ['m', 'a', 'b', 'c'];
const dealArb = fc.record({
  ownerId: fc.constantFrom('a', 'b', 'c', 'm'),
  coOwnerId: fc.constantFrom('a', 'b', 'c', ''),
  cents: fc.integer({ min: -100_000, max: 5_000_000 }),
  month: fc.integer({ min: 1, max: 5 }),
  day: fc.integer({ min: 1, max: 28 }),
  paidMonth: fc.integer({ min: 0, max: 6 }),
});
type DealSpec = typeof dealArb extends fc.Arbitrary<infer T> ? T : never;
const toRecord = (d: DealSpec, i: number): RawRecord => ({
  id: `D${i}`,
  ownerId: d.ownerId,
  coOwnerId: d.coOwnerId === d.ownerId ? '' : d.coOwnerId,
  amount: F.formatFixed(F.mulInt(10_000, d.cents)),
  closeDate: `2025-0${d.month}-${String(d.day).padStart(2, '0')}`,
  invoicePaidDate: d.paidMonth === 0 ? null : `2025-0${d.paidMonth}-15`,
});
const input = (records: RawRecord[]): CalculationInput => ({
  company: { currency: 'EUR', precision: 2 },
  users: USERS.map((id) => ({ id })),
  teams: [{ id: 't' }, { id: 'sub', parentId: 't' }],
  // Members joining and leaving mid-month: the team tables check those rows by date.
  teamAssignments: [
    { teamId: 't', userId: 'm', role: 'TEAM_MANAGER' },
    { teamId: 't', userId: 'a', role: 'TEAM_EMPLOYEE' },
    { teamId: 'sub', userId: 'b', role: 'TEAM_EMPLOYEE', effectiveUntil: '2025-02-10' },
    { teamId: 'sub', userId: 'c', role: 'TEAM_EMPLOYEE', effectiveAsOf: '2025-03-20' },
    { teamId: 'sub', userId: 'a', role: 'TEAM_MANAGER', effectiveAsOf: '2025-02-05' },
  ],
  records: { deal: records },
  periods: ['2025-02', '2025-03', '2025-04', '2025-05'],
});
const json = (calc: ReturnType<typeof calculate>) => calc.statements.map((s) => statementToJson(s));

describe('fast paths equal the general paths', () => {
  const fast = sumsPlan(false);
  const general = sumsPlan(true);
  it('SUM over a table or a window, per bucket, equals the sum of its rows', () => {
    fc.assert(
      fc.property(fc.array(dealArb, { maxLength: 30 }), (specs) => {
        const records = specs.map(toRecord);
        const a = calculate(fast, input(records), { datasets: false });
        const b = calculate(general, input(records), { datasets: false });
        expect(a.statements.map((s) => s.values)).toEqual(b.statements.map((s) => s.values));
      }),
      { numRuns: 60 },
    );
  });
  it('user by user gives the statements and ids of period by period', () => {
    fc.assert(
      fc.property(
        fc.array(dealArb, { minLength: 1, maxLength: 14 }),
        fc.nat(),
        dealArb,
        (specs, pick, replacement) => {
          const records = specs.map(toRecord);
          const byUser = calculate(HELD_PLAN, input(records));
          const byPeriod = calculate(HELD_PLAN, input(records), { timeLimitMs: 1e9 });
          expect(json(byUser)).toEqual(json(byPeriod));
          const changed = { ...toRecord(replacement, pick % records.length) };
          const change = { records: [{ model: 'deal', upsert: [changed] }] };
          expect(byUser.recalculate(change)).toEqual(byPeriod.recalculate(change));
          expect(json(byUser)).toEqual(json(byPeriod));
        },
      ),
      { numRuns: 40 },
    );
  });
  it('held batches (instalments, conditions, PAID_TO_DATE) recalculate as a full run', () => {
    fc.assert(
      fc.property(
        fc.array(dealArb, { minLength: 1, maxLength: 14 }),
        fc.nat(),
        dealArb,
        fc.boolean(),
        (specs, pick, replacement, remove) => {
          const records = specs.map(toRecord);
          const calc = calculate(HELD_PLAN, input(records));
          const index = pick % records.length;
          const changed = toRecord(replacement, index);
          const after = remove
            ? records.filter((_, i) => i !== index)
            : records.map((r, i) => (i === index ? changed : r));
          calc.recalculate({
            records: [
              remove ? { model: 'deal', remove: [`D${index}`] } : { model: 'deal', upsert: [changed] },
            ],
          });
          expect(json(calc)).toEqual(json(calculate(HELD_PLAN, input(after))));
        },
      ),
      { numRuns: 60 },
    );
  });
});
