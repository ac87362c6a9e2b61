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
import { compilePlan, parsePlan } from '../../index.js';
import { DataIndex } from '../../calc/data.js';
import { Calculation } from '../../calc/calculate.js';
import type { Rec } from '../../formula/runtime-api.js';
import { BENCH_PLAN, company } from './company.js';
import { dealCases, engineInput, repMovedRegion } from './engine-input.js';

const deals = Number(process.argv[2] ?? 1_000_000);
const reps = Number(process.argv[3] ?? 10);
const only = process.argv[4];
const c = company(1000);
const { records, input } = engineInput(c, deals);
const plan = compilePlan(parsePlan(BENCH_PLAN));
const data = new DataIndex(plan, input);
const calc = new Calculation(plan, data, input, { datasets: false });
calc.run();
const cases = dealCases(records);
const moved = repMovedRegion(c, input);
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
