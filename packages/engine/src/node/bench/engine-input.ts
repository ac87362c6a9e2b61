/**
 * The engine's side of the benchmark company, shared by the contender (run-engine.ts) and the
 * profile of its incremental cases (profile-incremental.ts), so that both time the same input and
 * the same changes.
 */
import type { CalculationInput } from '../../index.js';
import type { Rec } from '../../formula/runtime-api.js';
import { DAY, dealId, generateDeals, SPLIT_SHARE, YEAR_START, type Company } from './company.js';

/** The company's deals as the engine's prepared records, and its calculation input for 2025. */
export function engineInput(c: Company, deals: number): { records: Rec[]; input: CalculationInput } {
  const records: Rec[] = new Array(deals);
  generateDeals(deals, c, (i, owner, co, amount, closeDay, paidDay) => {
    records[i] = {
      id: dealId(i),
      ownerId: c.ids[owner]!,
      coOwnerId: co < 0 ? null : c.ids[co]!,
      amount,
      closeDate: YEAR_START + closeDay * DAY,
      invoicePaidDate: paidDay < 0 ? null : YEAR_START + paidDay * DAY,
      splitShare: SPLIT_SHARE,
    };
  });
  const input: CalculationInput = {
    company: { currency: 'EUR', precision: 2 },
    users: c.ids.map((id) => ({ id })),
    teams: c.teams,
    teamAssignments: c.teamAssignments,
    quotas: c.reps.flatMap((rep) => [
      { quota: 'monthlyQuota', userId: c.ids[rep]!, date: '2025-01-01', value: String(c.monthlyQuota[rep]) },
      {
        quota: 'annualQuota',
        userId: c.ids[rep]!,
        date: '2025-01-01',
        value: String(c.monthlyQuota[rep]! * 12),
      },
    ]),
    records: {},
    preparedRecords: { deal: records },
    periods: { from: '2025-01-01', to: '2025-12-31' },
  };
  return { records, input };
}

/** The deals the incremental cases change: one closed in December, one in January, one split. */
export function dealCases(records: readonly Rec[]): [string, Rec][] {
  const find = (pred: (r: Rec) => boolean) => records[records.findIndex(pred)]!;
  const month = (r: Rec) => new Date(r.closeDate as number).getUTCMonth();
  return [
    ['December deal', find((r) => month(r) === 11 && !r.coOwnerId)],
    ['January deal', find((r) => month(r) === 0 && !r.coOwnerId)],
    ['split deal', find((r) => r.coOwnerId !== null && month(r) === 5)],
  ];
}

/** The team assignments once the first rep moves from a team of region 0 to one of region 1 in July. */
export function repMovedRegion(
  c: Company,
  input: CalculationInput,
): NonNullable<CalculationInput['teamAssignments']> {
  const rep = c.reps[0]!;
  const from = c.teamOf.get(rep)!;
  const to = c.teams.find((tm) => tm.parentId === 'region1')!.id;
  return input.teamAssignments!.flatMap((a) =>
    a.userId === c.ids[rep] && a.teamId === from
      ? [
          { ...a, effectiveUntil: '2025-06-30' },
          { ...a, teamId: to, effectiveAsOf: '2025-07-01' },
        ]
      : [a],
  );
}
