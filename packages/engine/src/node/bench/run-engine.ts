/**
 * Benchmark contender: the engine's full calculation (index + calculate, cold, in a fresh
 * process), then the incremental cases. Usage: run-engine.ts <deals> <payees> [--no-incremental]
 */
import * as F from '../../core/money.js';
import { compilePlan, parsePlan, type CalculationInput } from '../../index.js';
import { DataIndex } from '../../calc/data.js';
import { Calculation } from '../../calc/calculate.js';
import type { Rec } from '../../formula/runtime-api.js';
import {
  BENCH_PLAN,
  company,
  DAY,
  dealId,
  emit,
  generateDeals,
  peakRssMb,
  RULES,
  SPLIT_SHARE,
  YEAR_START,
} from './company.js';

const deals = Number(process.argv[2] ?? 1_000_000);
const payees = Number(process.argv[3] ?? 1_000);
const withIncremental = !process.argv.includes('--no-incremental');

const c = company(payees);
const records: Rec[] = new Array(deals);
generateDeals(deals, c, (i, owner, co, amount, closeDay, paidDay) => {
  const close = YEAR_START + closeDay * DAY;
  records[i] = {
    id: dealId(i),
    ownerId: c.ids[owner]!,
    coOwnerId: co < 0 ? null : c.ids[co]!,
    amount,
    closeDate: close,
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
(globalThis as { gc?: () => void }).gc?.();

let t = performance.now();
const plan = compilePlan(parsePlan(BENCH_PLAN));
const tCompile = performance.now() - t;
const cpu0 = process.cpuUsage();
t = performance.now();
const data = new DataIndex(plan, input);
const tIndex = performance.now() - t;
t = performance.now();
const calc = new Calculation(plan, data, input, { datasets: false });
calc.run();
const tCalc = performance.now() - t;
const cpu = process.cpuUsage(cpu0);

const totals: Record<string, F.Fixed> = {};
let paid: F.Fixed = 0;
for (const st of calc.statements) {
  for (const r of plan.rules)
    totals[r.name] = F.add(totals[r.name] ?? 0, (st.values[r.slot] ?? 0) as F.Fixed);
  paid = F.add(paid, st.payments?.paid ?? 0);
}
const out: Record<string, string> = {};
for (const r of RULES) out[r] = BigInt(totals[r] ?? 0).toString();
out.paid = BigInt(paid).toString();
const rss = peakRssMb();

// Incremental cases: one deal changes (December, January, split), then a rep moves region.
const incremental: { name: string; ms: number; statements: number }[] = [];
if (withIncremental) {
  const find = (pred: (r: Rec) => boolean) => records[records.findIndex(pred)]!;
  const month = (r: Rec) => new Date(r.closeDate as number).getUTCMonth();
  const cases: [string, Rec][] = [
    ['December deal', find((r) => month(r) === 11 && !r.coOwnerId)],
    ['January deal', find((r) => month(r) === 0 && !r.coOwnerId)],
    ['split deal', find((r) => r.coOwnerId !== null && month(r) === 5)],
  ];
  for (const [name, rec] of cases) {
    const changed: Rec = { ...rec, amount: F.mulInt(rec.amount as F.Fixed, 2) };
    const t0 = performance.now();
    const redone = calc.recalculate({ records: [{ model: 'deal', upsert: [changed], prepared: true }] });
    incremental.push({ name, ms: performance.now() - t0, statements: redone.length });
  }
  // A rep moves from a team of region 0 to a team of region 1 from July on.
  const rep = c.reps[0]!;
  const from = c.teamOf.get(rep)!;
  const to = c.teams.find((tm) => tm.parentId === 'region1')!.id;
  const assignments = input.teamAssignments!.flatMap((a) =>
    a.userId === c.ids[rep] && a.teamId === from
      ? [
          { ...a, effectiveUntil: '2025-06-30' },
          { ...a, teamId: to, effectiveAsOf: '2025-07-01' },
        ]
      : [a],
  );
  const t0 = performance.now();
  const redone = calc.recalculate({ teamAssignments: assignments });
  incremental.push({ name: 'rep moving region', ms: performance.now() - t0, statements: redone.length });
}

emit({
  contender: 'engine',
  deals,
  payees,
  ms: tIndex + tCalc,
  cpuMs: (cpu.user + cpu.system) / 1000,
  parts: { compile: tCompile, index: tIndex, calculate: tCalc },
  totals: out,
  peakRssMb: rss,
  incremental,
});
