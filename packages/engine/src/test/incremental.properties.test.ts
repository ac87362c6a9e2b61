/**
 * The incremental shortcuts of Calculation.recalculate, checked against a full calculation:
 * - later periods are redone only when what they read of an earlier statement changed (the tokens
 *   of PREVIOUS and PREVIOUS_YTD_TOTAL, held items, carried states), not when another rule did
 *   (a split part, a manager's override);
 * - after a team assignment change, only the people whose members (or team) differ between the
 *   trees are redone, from the first period where they differ.
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
import type { TeamAssignmentInput } from '../calc/input.js';
import { DEALS_HEADER } from './helpers.js';

/**
 * teamYtd (a team window) makes every later period of a manager read the earlier ones' rows;
 * without it only PREVIOUS links a manager's periods (and a co-owner's, through the split).
 */
const plan = (withTeamWindow: boolean) =>
  compilePlan(
    parsePlan(`${DEALS_HEADER}
plan: { name: Incremental plan, frequency: month }
filters:
  ownDeals: { model: deal, period: closeDate, user: ownerId, sort: closeDate ASC }
  splitDeals: { model: deal, period: closeDate, user: [ownerId, coOwnerId], where: [{ field: coOwnerId, operator: EXISTS }] }
  teamDeals: { model: deal, period: closeDate, user: ownerId, scope: team }
quotas:
  teamQuota: { type: team, required: false }
variables:
  ytd: { format: currency, formula: "SUM(YTD_ROWS(ownDeals), amount)" }
  teamYtd: { format: currency, formula: "${withTeamWindow ? 'SUM(YTD_ROWS(teamDeals), amount)' : '0'}" }
rules:
  steps: { type: LINE_PAYOUT, table: ownDeals, formula: "amount * 2%" }
  split:
    type: SPLIT
    table: splitDeals
    formula: "amount * 3%"
    split: [{ user: ownerId, share: splitShare }, { user: coOwnerId, remainder: true }]
  held: { type: HOLD_AND_RELEASE, table: ownDeals, formula: "amount * 1%", release: { when: "EXISTS(invoicePaidDate) AND invoicePaidDate <= PERIOD_END()" } }
  override: { type: PAYOUT, formula: "SUM(teamDeals, amount) * 1% + teamQuota / 1000" }
  bonus: { type: PAYOUT, formula: "PREVIOUS(override, 0) * 10% + PREVIOUS(split, 0) * 5% + teamYtd * 0.1%" }
  trueUp: { type: PAYOUT, formula: "ytd * 2% - PREVIOUS_YTD_TOTAL(trueUp)" }
`),
  );
const PLANS = [plan(true), plan(false)];
const PLAN = PLANS[0]!;

// A head over two regions of two teams each; reps r1..r6; managers h, g1, g2, t1..t4.
const TEAMS = [
  { id: 'top', parentId: null },
  { id: 'g1', parentId: 'top' },
  { id: 'g2', parentId: 'top' },
  { id: 't1', parentId: 'g1' },
  { id: 't2', parentId: 'g1' },
  { id: 't3', parentId: 'g2' },
  { id: 't4', parentId: 'g2' },
];
const LEAVES = ['t1', 't2', 't3', 't4'];
const REPS = ['r1', 'r2', 'r3', 'r4', 'r5', 'r6'];
const MANAGERS = ['h', 'mg1', 'mg2', 'm1', 'm2', 'm3', 'm4'];
const BASE_ASSIGNMENTS: TeamAssignmentInput[] = [
  { teamId: 'top', userId: 'h', role: 'TEAM_MANAGER' },
  { teamId: 'g1', userId: 'mg1', role: 'TEAM_MANAGER' },
  { teamId: 'g2', userId: 'mg2', role: 'TEAM_MANAGER' },
  ...LEAVES.map((t, i) => ({ teamId: t, userId: `m${i + 1}`, role: 'TEAM_MANAGER' as const })),
  ...REPS.map((r, i) => ({ teamId: LEAVES[i % 4]!, userId: r, role: 'TEAM_EMPLOYEE' as const })),
];

const dealArb = fc.record({
  owner: fc.constantFrom(...REPS, 'm1'),
  co: fc.constantFrom('', ...REPS),
  cents: fc.integer({ min: -100_000, max: 5_000_000 }),
  month: fc.integer({ min: 1, max: 6 }),
  day: fc.integer({ min: 1, max: 28 }),
  share: fc.integer({ min: 0, max: 100 }),
  paidMonth: fc.integer({ min: 0, max: 7 }),
});
type DealSpec = typeof dealArb extends fc.Arbitrary<infer T> ? T : never;
const day = (month: number, d: number) => `2025-0${month}-${String(d).padStart(2, '0')}`;
const toRecord = (d: DealSpec, i: number): RawRecord => ({
  id: `D${i}`,
  ownerId: d.owner,
  coOwnerId: d.co === d.owner ? '' : d.co,
  amount: F.formatFixed(F.mulInt(10_000, d.cents)),
  closeDate: day(d.month, d.day),
  invoicePaidDate: d.paidMonth === 0 ? null : `2025-0${d.paidMonth}-15`,
  splitShare: `${d.share}%`,
});
const input = (records: RawRecord[], teamAssignments = BASE_ASSIGNMENTS): CalculationInput => ({
  company: { currency: 'EUR', precision: 2 },
  users: [...MANAGERS, ...REPS].map((id) => ({ id })),
  teams: TEAMS,
  teamAssignments,
  quotas: LEAVES.map((t, i) => ({
    quota: 'teamQuota',
    teamId: t,
    date: '2025-01-01',
    value: 1000 * (i + 1),
  })),
  records: { deal: records },
  periods: ['2025-01', '2025-02', '2025-03', '2025-04', '2025-05', '2025-06'],
});
const json = (calc: ReturnType<typeof calculate>) => calc.statements.map((s) => statementToJson(s));

/** A move: someone leaves their team on a day and joins another the next day (or a partial stay). */
const moveArb = fc.record({
  who: fc.constantFrom(...REPS, 'm1', 'm3', 'mg1'),
  to: fc.constantFrom(...TEAMS.map((t) => t.id)),
  month: fc.integer({ min: 1, max: 6 }),
  day: fc.constantFrom(1, 10, 28),
  role: fc.constantFrom('TEAM_EMPLOYEE' as const, 'TEAM_MANAGER' as const),
  until: fc.option(fc.integer({ min: 1, max: 6 }), { nil: undefined }),
});
type Move = typeof moveArb extends fc.Arbitrary<infer T> ? T : never;

function moved(list: TeamAssignmentInput[], m: Move): TeamAssignmentInput[] {
  const from = day(m.month, m.day);
  const before = new Date(Date.parse(`${from}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  return list.flatMap((a) => {
    if (a.userId !== m.who || a.effectiveUntil) return [a];
    const kept = a.effectiveAsOf && a.effectiveAsOf > before ? [] : [{ ...a, effectiveUntil: before }];
    const joined: TeamAssignmentInput = {
      teamId: m.to,
      userId: m.who,
      role: m.role,
      effectiveAsOf: from,
      ...(m.until !== undefined && m.until >= m.month ? { effectiveUntil: day(m.until, 20) } : {}),
    };
    return [...kept, joined];
  });
}

describe('incremental shortcuts', () => {
  it('a changed deal redoes what a full calculation gives (split parts, overrides, history)', () => {
    fc.assert(
      fc.property(
        fc.array(dealArb, { minLength: 1, maxLength: 14 }),
        fc.nat(),
        dealArb,
        fc.constantFrom(...PLANS),
        (specs, pick, replacement, compiled) => {
          const records = specs.map(toRecord);
          const calc = calculate(compiled, input(records));
          const index = pick % records.length;
          const changed = toRecord(replacement, index);
          calc.recalculate({ records: [{ model: 'deal', upsert: [changed] }] });
          const after = records.map((r, i) => (i === index ? changed : r));
          expect(json(calc)).toEqual(json(calculate(compiled, input(after))));
        },
      ),
      { numRuns: 60 },
    );
  });

  it('team assignment changes redo what a full calculation gives', () => {
    fc.assert(
      fc.property(
        fc.array(dealArb, { minLength: 1, maxLength: 14 }),
        fc.array(moveArb, { minLength: 1, maxLength: 3 }),
        fc.constantFrom(...PLANS),
        (specs, moves, compiled) => {
          const records = specs.map(toRecord);
          const calc = calculate(compiled, input(records));
          let assignments = BASE_ASSIGNMENTS;
          // Each move applied on top of the previous one, recalculated each time.
          for (const m of moves) {
            assignments = moved(assignments, m);
            calc.recalculate({ teamAssignments: assignments });
            expect(json(calc)).toEqual(json(calculate(compiled, input(records, assignments))));
          }
        },
      ),
      { numRuns: 60 },
    );
  });

  it('a manager someone had for a few days inside a period is redone too', () => {
    // r3 leaves t3 on April 9th, is in region g1 from the 10th to the 20th, then in no team: mg1
    // sees the deal of the 10th although r3 is not under mg1 on April 1st nor on the 30th.
    const records = [
      { id: 'D0', ownerId: 'r3', coOwnerId: '', amount: '0.01', closeDate: '2025-04-10', splitShare: '0%' },
      { id: 'D1', ownerId: 'r1', coOwnerId: '', amount: '0', closeDate: '2025-01-01', splitShare: '0%' },
    ];
    for (const compiled of PLANS) {
      const calc = calculate(compiled, input(records));
      const m: Move = { who: 'r3', to: 'g1', month: 4, day: 10, role: 'TEAM_EMPLOYEE', until: 4 };
      const assignments = moved(BASE_ASSIGNMENTS, m);
      expect(calc.recalculate({ teamAssignments: assignments })).toContain('mg1@2025-04');
      expect(json(calc)).toEqual(json(calculate(compiled, input(records, assignments))));
    }
  });

  it('a rep moving region leaves the head and the months before the move alone', () => {
    const records = [
      { id: 'D0', ownerId: 'r1', coOwnerId: '', amount: '1000', closeDate: '2025-02-03', splitShare: '0%' },
      { id: 'D1', ownerId: 'r1', coOwnerId: '', amount: '2000', closeDate: '2025-05-03', splitShare: '0%' },
      { id: 'D2', ownerId: 'r2', coOwnerId: 'r1', amount: '500', closeDate: '2025-05-09', splitShare: '50%' },
    ];
    const calc = calculate(PLAN, input(records));
    // r1 moves from t1 (region g1) to t3 (region g2) on April 1st.
    const assignments = moved(BASE_ASSIGNMENTS, {
      who: 'r1',
      to: 't3',
      month: 4,
      day: 1,
      role: 'TEAM_EMPLOYEE',
      until: undefined,
    });
    const redone = calc.recalculate({ teamAssignments: assignments });
    const of = (user: string) => redone.filter((id) => id.startsWith(`${user}@`));
    expect(of('h')).toEqual([]);
    expect(of('mg1')).toEqual(['mg1@2025-04', 'mg1@2025-05', 'mg1@2025-06']);
    expect(of('m3')).toEqual(['m3@2025-04', 'm3@2025-05', 'm3@2025-06']);
    expect(of('m2')).toEqual([]);
    expect(json(calc)).toEqual(json(calculate(PLAN, input(records, assignments))));
  });
});
