/**
 * Engine benchmark (not a test), side by side. The company (company.ts): 1,000 payees in a team
 * tree, 12 monthly periods, 1,000,000 deals, one plan with five rules. Each contender runs in a
 * fresh process on the same generated data and reports its company totals per rule and paid, which
 * must agree to the millionth (the benchmark exits non-zero otherwise):
 *
 * - engine: the engine's full calculation (index + calculate), cold, then the incremental cases;
 * - floor: hand-written, typed columns, one counting sort by (owner, day), no allocation per row,
 *   integer millionths (run-floor.ts);
 * - DuckDB: the five rules as one SQL query on BIGINT millionths, on one thread and on two
 *   (run-duckdb.ts; loading apart).
 *
 * Then a scaling table (100k, 1M, 3M deals; 1,000 and 10,000 payees; 10M with --10m) with time,
 * rows per second and peak RSS of the engine, the floor and one-thread DuckDB.
 *
 *   npm run bench:engine                     everything
 *   npm run bench:engine -- --no-scaling     the side-by-side comparison only
 *   npm run bench:engine -- --10m            also 10,000,000 deals in the scaling table
 *   env BENCH_DEALS=200000                   deals of the side-by-side comparison
 *   env BENCH_REPEAT=3                       fresh processes per contender side by side (the
 *                                            fastest is shown: the machine may be shared)
 *   env BENCH_ENGINE_WORKERS=2               the engine's calculation threads, when it has them
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ContenderResult } from './company.js';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const DEALS = Number(process.env.BENCH_DEALS ?? 1_000_000);
const REPEAT = Math.max(1, Number(process.env.BENCH_REPEAT ?? 3));
const args = process.argv.slice(2);
const scaling = !args.includes('--no-scaling');
const tenMillion = args.includes('--10m');

let disagreements = 0;

function run(script: string, params: (string | number)[]): ContenderResult {
  const res = spawnSync(
    process.execPath,
    [
      '--expose-gc',
      '--max-old-space-size=16000',
      '--import',
      'tsx',
      path.join(HERE, script),
      ...params.map(String),
    ],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, env: process.env },
  );
  const line = res.stdout?.split('\n').find((l) => l.startsWith('RESULT '));
  if (res.status !== 0 || !line) {
    process.stderr.write(res.stderr ?? '');
    throw new Error(`${script} ${params.join(' ')} failed (exit ${res.status})`);
  }
  return JSON.parse(line.slice('RESULT '.length)) as ContenderResult;
}

/** Checks every result's totals against the first one's; prints the differences. */
function agree(results: ContenderResult[]): boolean {
  const ref = results[0]!;
  let ok = true;
  for (const r of results.slice(1)) {
    for (const [k, v] of Object.entries(ref.totals)) {
      if (r.totals[k] !== v) {
        ok = false;
        console.log(`  DISAGREE ${r.contender} ${k}: ${r.totals[k]} vs ${ref.contender} ${v}`);
      }
    }
  }
  if (!ok) disagreements++;
  return ok;
}

const ms = (t: number) => `${t.toFixed(0)} ms`;
const fmt = (n: number) => Math.round(n).toLocaleString('en');
const money = (millionths: string) => {
  const v = BigInt(millionths);
  const units = v / 1_000_000n;
  const cents = (v % 1_000_000n) / 10_000n;
  return `${units.toLocaleString('en')}.${String(cents).padStart(2, '0')}`;
};

function table(head: string[], rows: string[][]): void {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    '  ' + cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  console.log(line(head));
  for (const r of rows) console.log(line(r));
}

function sideBySide(): void {
  console.log(`\nAccrue commission engine benchmark: ${fmt(DEALS)} deals, 1,000 payees, 12 months, 5 rules`);
  console.log(
    `Each contender in a fresh process on the same generated data, ${REPEAT} times in turn; the fastest`,
  );
  console.log('run of each is shown (all runs agree on the totals).\n');
  const runs: ContenderResult[][] = [[], [], [], []];
  for (let r = 0; r < REPEAT; r++) {
    runs[0]!.push(run('run-engine.ts', [DEALS, 1000]));
    runs[1]!.push(run('run-floor.ts', [DEALS, 1000]));
    runs[2]!.push(run('run-duckdb.ts', [DEALS, 1000, 1]));
    runs[3]!.push(run('run-duckdb.ts', [DEALS, 1000, 2]));
  }
  const ok = agree(runs.flat());
  const [engine, floor, duck1, duck2] = runs.map((list) =>
    list.reduce((best, x) => (x.ms < best.ms ? x : best)),
  ) as [ContenderResult, ContenderResult, ContenderResult, ContenderResult];
  const spread = (i: number) => runs[i]!.map((x) => x.ms.toFixed(0)).join(' / ');
  const p = engine.parts!;
  table(
    ['contender', 'cold', 'warm', 'cpu', 'rows/s (cold)', 'peak RSS', 'engine / this', 'cpu ratio', 'notes'],
    [
      [
        'engine, full calculation',
        ms(engine.ms),
        '',
        ms(engine.cpuMs),
        fmt(DEALS / (engine.ms / 1000)),
        `${engine.peakRssMb} MB`,
        '1.00x',
        '1.00x',
        `index ${ms(p.index!)} + calculate ${ms(p.calculate!)}; runs ${spread(0)} ms`,
      ],
      ...[floor, duck1, duck2].map((r, i) => [
        r.contender === 'floor'
          ? 'floor (typed columns)'
          : `DuckDB, ${r.contender === 'duckdb-1t' ? 'one thread' : 'two threads'}`,
        ms(r.ms),
        r.warmMs === undefined ? '' : ms(r.warmMs),
        ms(r.cpuMs),
        fmt(DEALS / (r.ms / 1000)),
        `${r.peakRssMb} MB`,
        `${(engine.ms / r.ms).toFixed(2)}x`,
        `${(engine.cpuMs / r.cpuMs).toFixed(2)}x`,
        (r.parts?.load !== undefined ? `+ load ${ms(r.parts.load)}; ` : '') + `runs ${spread(i + 1)} ms`,
      ]),
    ],
  );
  console.log(
    '\n  cpu: processor time of the timed part, all threads (on a busy machine wall time grows, cpu less)',
  );
  console.log(`  totals agree to the millionth: ${ok ? 'yes' : 'NO'}`);
  for (const [k, v] of Object.entries(engine.totals)) console.log(`    ${k.padEnd(8)} ${money(v)}`);

  // Incremental cases: the fastest of the engine's runs, case by case.
  const inc = (engine.incremental ?? []).map((c, i) => ({
    ...c,
    ms: Math.min(...runs[0]!.map((x) => x.incremental?.[i]?.ms ?? Infinity)),
    all: runs[0]!.map((x) => x.incremental?.[i]?.ms.toFixed(1)).join(' / '),
  }));
  if (inc.length) {
    console.log('\n  incremental recalculation (engine, one change each; fastest of the runs)');
    table(
      ['case', 'time', 'statements', 'runs'],
      inc.map((c) => [c.name, `${c.ms.toFixed(1)} ms`, String(c.statements), `${c.all} ms`]),
    );
  }
  const times = inc.map((c) => c.ms).sort((a, b) => a - b);
  const median =
    times.length === 0
      ? NaN
      : times.length % 2
        ? times[(times.length - 1) / 2]!
        : (times[times.length / 2 - 1]! + times[times.length / 2]!) / 2;
  const worst = times[times.length - 1] ?? NaN;

  console.log('\n  goals (issue #15)');
  const goal = (text: string, holds: boolean, detail: string) =>
    console.log(`    [${holds ? 'x' : ' '}] ${text}: ${detail}`);
  goal(
    'full calculation under 400 ms (one core, cold)',
    engine.ms < 400,
    `${ms(engine.ms)} (cpu ${ms(engine.cpuMs)})`,
  );
  goal(
    'at most 0.6x one-thread DuckDB',
    engine.ms <= 0.6 * duck1.ms,
    `${(engine.ms / duck1.ms).toFixed(2)}x (cpu ${(engine.cpuMs / duck1.cpuMs).toFixed(2)}x)`,
  );
  goal(
    'within 1.5x the floor',
    engine.ms <= 1.5 * floor.ms,
    `${(engine.ms / floor.ms).toFixed(2)}x (cpu ${(engine.cpuMs / floor.cpuMs).toFixed(2)}x)`,
  );
  goal(
    'incremental: median under 5 ms, worst under 20 ms',
    median < 5 && worst < 20,
    `median ${median.toFixed(1)} ms, worst ${worst.toFixed(1)} ms`,
  );
}

function scalingTable(): void {
  const sizes: [number, number][] = [
    [100_000, 1000],
    [1_000_000, 1000],
    [3_000_000, 1000],
    [100_000, 10_000],
    [1_000_000, 10_000],
    [3_000_000, 10_000],
  ];
  if (tenMillion) sizes.push([10_000_000, 1000], [10_000_000, 10_000]);
  console.log('\nScaling (each cell a fresh process; DuckDB on one thread, loading apart)\n');
  const rows: string[][] = [];
  for (const [deals, payees] of sizes) {
    const engine = run('run-engine.ts', [deals, payees, '--no-incremental']);
    const floor = run('run-floor.ts', [deals, payees]);
    const duck = run('run-duckdb.ts', [deals, payees, 1]);
    const ok = agree([engine, floor, duck]);
    const cell = (r: ContenderResult) => [
      ms(r.ms),
      ms(r.cpuMs),
      fmt(deals / (r.ms / 1000)),
      `${r.peakRssMb} MB`,
    ];
    rows.push([
      fmt(deals),
      fmt(payees),
      ...cell(engine),
      ...cell(floor),
      ...cell(duck),
      `${(engine.ms / duck.ms).toFixed(2)}x`,
      ok ? 'yes' : 'NO',
    ]);
  }
  table(
    [
      'deals',
      'payees',
      'engine',
      'cpu',
      'rows/s',
      'RSS',
      'floor',
      'cpu',
      'rows/s',
      'RSS',
      'DuckDB 1t',
      'cpu',
      'rows/s',
      'RSS',
      'eng/duck',
      'agree',
    ],
    rows,
  );
}

sideBySide();
if (scaling) scalingTable();
if (disagreements > 0) {
  console.log(`\n${disagreements} comparison(s) disagree: FAILED`);
  process.exitCode = 1;
}
