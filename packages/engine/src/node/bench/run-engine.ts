/**
 * Benchmark contender: the engine's full calculation (index + calculate, cold, in a fresh
 * process), then the incremental cases. Usage: run-engine.ts <deals> <payees> [--no-incremental]
 */
import * as F from '../../core/money.js';
import { compilePlan, parsePlan } from '../../index.js';
import { DataIndex } from '../../calc/data.js';
import { Calculation } from '../../calc/calculate.js';
import type { Rec } from '../../formula/runtime-api.js';
import { BENCH_PLAN, company, emit, peakRssMb, RULES } from './company.js';
import { dealCases, engineInput, repMovedRegion } from './engine-input.js';

const deals = Number(process.argv[2] ?? 1_000_000);
const payees = Number(process.argv[3] ?? 1_000);
const withIncremental = !process.argv.includes('--no-incremental');

const c = company(payees);
const { records, input } = engineInput(c, deals);
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
  const cases = dealCases(records);
  for (const [name, rec] of cases) {
    const changed: Rec = { ...rec, amount: F.mulInt(rec.amount as F.Fixed, 2) };
    const t0 = performance.now();
    const redone = calc.recalculate({ records: [{ model: 'deal', upsert: [changed], prepared: true }] });
    incremental.push({ name, ms: performance.now() - t0, statements: redone.length });
  }
  const assignments = repMovedRegion(c, input);
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
