/**
 * The incremental cases of the benchmark, repeated in one process, for a CPU profile and steadier
 * timings than the benchmark's single run of each (not part of `npm run bench:engine`):
 *
 *   node --cpu-prof --import tsx src/node/bench/profile-incremental.ts [deals] [repeats] [case]
 *
 * case: December, January, split or rep (default: all four in turn, as the benchmark runs them).
 * Each deal case alternates the deal's amount between doubled and as generated; the rep moves
 * region and back. Prints, per case, the median, fastest and first time; with IDS=1 the
 * statements the first move redoes; a last line "CSV" has each case's first wall/cpu ms.
 */
import * as F from '../../core/money.js';
import { compilePlan, parsePlan, type CalculationInput } from '../../index.js';
import { DataIndex } from '../../calc/data.js';
import { Calculation } from '../../calc/calculate.js';
import type { Rec } from '../../formula/runtime-api.js';
import { BENCH_PLAN, company, DAY, dealId, generateDeals, SPLIT_SHARE, YEAR_START } from './company.js';

const deals = Number(process.argv[2] ?? 1_000_000);
const reps = Number(process.argv[3] ?? 10);
const only = process.argv[4];
const c = company(1000);
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
const plan = compilePlan(parsePlan(BENCH_PLAN));
const data = new DataIndex(plan, input);
const calc = new Calculation(plan, data, input, { datasets: false });
calc.run();
const find = (pred: (r: Rec) => boolean) => records[records.findIndex(pred)]!;
const month = (r: Rec) => new Date(r.closeDate as number).getUTCMonth();
const cases: [string, Rec][] = [
  ['December deal', find((r) => month(r) === 11 && !r.coOwnerId)],
  ['January deal', find((r) => month(r) === 0 && !r.coOwnerId)],
  ['split deal', find((r) => r.coOwnerId !== null && month(r) === 5)],
];
const rep = c.reps[0]!;
const from = c.teamOf.get(rep)!;
const to = c.teams.find((tm) => tm.parentId === 'region1')!.id;
const moved = input.teamAssignments!.flatMap((a) =>
  a.userId === c.ids[rep] && a.teamId === from
    ? [
        { ...a, effectiveUntil: '2025-06-30' },
        { ...a, teamId: to, effectiveAsOf: '2025-07-01' },
      ]
    : [a],
);
const orig = input.teamAssignments!.slice();
const times: Record<string, number[]> = {};
const cpus: Record<string, number[]> = {};
for (let k = 0; k < reps; k++) {
  for (const [name, rec] of cases) {
    if (only && only !== name.split(' ')[0]) continue;
    const changed: Rec = { ...rec, amount: F.mulInt(rec.amount as F.Fixed, k % 2 ? 1 : 2) };
    if (process.env.MARK) console.log('CASE', name);
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    calc.recalculate({ records: [{ model: 'deal', upsert: [changed], prepared: true }] });
    (times[name] ??= []).push(performance.now() - t0);
    const c1 = process.cpuUsage(c0);
    (cpus[name] ??= []).push((c1.user + c1.system) / 1000);
  }
  if (only && only !== 'rep') continue;
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  const ids = calc.recalculate({ teamAssignments: k % 2 ? orig.slice() : moved });
  if (k === 0 && process.env.IDS) console.log(ids.join(' '));
  (times['rep moving region'] ??= []).push(performance.now() - t0);
  const c1 = process.cpuUsage(c0);
  (cpus['rep moving region'] ??= []).push((c1.user + c1.system) / 1000);
}
const med = (a: number[]) => {
  const s = [...a].sort((x, y) => x - y);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};
for (const [n, a] of Object.entries(times))
  console.log(
    n.padEnd(20),
    'median',
    med(a).toFixed(2),
    'min',
    Math.min(...a).toFixed(2),
    'first',
    a[0]!.toFixed(2),
    'all',
    a.map((x) => x.toFixed(1)).join(' '),
  );
console.log(
  'CSV ' +
    Object.keys(times)
      .map((n) => `${times[n]![0]!.toFixed(2)}/${cpus[n]![0]!.toFixed(2)}`)
      .join(' '),
);
