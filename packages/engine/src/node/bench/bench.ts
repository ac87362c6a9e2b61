/**
 * Engine benchmark (not a test): a synthetic company of 1,000 payees in a team tree, 12 monthly
 * periods, 1,000,000 deals, one plan with five rules. Prints parse/compile time, full-calculation
 * time, rows per second, peak memory, one incremental recalculation, and the ratio to a hand-written
 * loop computing the same five rules with the same exact arithmetic (checked to agree).
 *
 *   npm run bench:engine            (root)   env BENCH_DEALS=200000 for a smaller run
 */
import * as F from '../../core/money.js';
import {
  calculate,
  compilePlan,
  parsePlan,
  type CalculationInput,
  type TeamAssignmentInput,
} from '../../index.js';
import { DataIndex } from '../../calc/data.js';
import { Calculation } from '../../calc/calculate.js';
import type { Rec } from '../../formula/runtime-api.js';
import { handWrittenLoop } from './hand-loop.js';

const DEALS = Number(process.env.BENCH_DEALS ?? 1_000_000);
const YEAR_START = Date.UTC(2025, 0, 1);
const DAY = 86_400_000;

export const BENCH_PLAN = `
version: 1
plan: { name: Benchmark plan, frequency: month, categories: [Commissions] }
models:
  deal:
    key: id
    fields: { id: text, ownerId: text, coOwnerId: text, amount: currency, closeDate: date, invoicePaidDate: date, splitShare: percent }
filters:
  ownDeals: { model: deal, period: closeDate, user: ownerId, sort: closeDate ASC }
  splitDeals: { model: deal, period: closeDate, user: [ownerId, coOwnerId], where: [{ field: coOwnerId, operator: EXISTS }] }
  teamDeals: { model: deal, period: closeDate, user: ownerId, scope: team }
quotas:
  monthlyQuota: { type: user, required: false }
  annualQuota: { type: user, frequency: year, required: false }
rateTables:
  stepTiers: { tiers: [{ from: 0, to: 0.5, rate: 2% }, { from: 0.5, to: 1, rate: 4% }, { from: 1, rate: 6% }] }
  ytdTiers: { tiers: [{ from: 0, to: 1, rate: 0.5% }, { from: 1, rate: 1% }] }
fields:
  runningAttainment: { table: ownDeals, format: percent, formula: "SAFE_DIVIDE(RUNNING_SUM(amount), monthlyQuota)" }
  stepCommission: { table: ownDeals, format: currency, formula: "amount * STEP_RATE(stepTiers, runningAttainment)" }
variables:
  ytdBookings: { format: currency, formula: "SUM(YTD_ROWS(ownDeals), amount)" }
  ytdAttainment: { format: percent, formula: "SAFE_DIVIDE(ytdBookings, annualQuota * MONTH_OF_YEAR() / 12)" }
rules:
  steps: { type: LINE_PAYOUT, table: ownDeals, formula: stepCommission }
  split:
    type: SPLIT
    table: splitDeals
    formula: "amount * 2%"
    split: [{ user: ownerId, share: splitShare }, { user: coOwnerId, remainder: true }]
  held: { type: HOLD_AND_RELEASE, table: ownDeals, formula: "amount * 1%", release: { when: "EXISTS(invoicePaidDate) AND invoicePaidDate <= PERIOD_END()" } }
  override: { type: PAYOUT, formula: "SUM(teamDeals, amount) * 0.5%" }
  trueUp: { type: PAYOUT, formula: "ytdBookings * STEP_RATE(ytdTiers, ytdAttainment) - PREVIOUS_YTD_TOTAL(trueUp)" }
`;

/** Deterministic pseudo-random numbers (mulberry32), so every run computes the same company. */
function rng(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function generateCompany(deals: number): { input: CalculationInput; reps: string[] } {
  const rand = rng(42);
  const users: { id: string }[] = [];
  const teams: { id: string; parentId: string | null }[] = [];
  const teamAssignments: TeamAssignmentInput[] = [];
  const reps: string[] = [];
  // 1 head + 9 regional managers + 90 team managers = 100 managers; 900 reps (10 per team).
  const addUser = (id: string) => users.push({ id });
  addUser('head');
  teams.push({ id: 'company', parentId: null });
  teamAssignments.push({ teamId: 'company', userId: 'head', role: 'TEAM_MANAGER' });
  for (let r = 0; r < 9; r++) {
    const region = `region${r}`;
    teams.push({ id: region, parentId: 'company' });
    addUser(`rm${r}`);
    teamAssignments.push({ teamId: region, userId: `rm${r}`, role: 'TEAM_MANAGER' });
    for (let t = 0; t < 10; t++) {
      const team = `team${r}_${t}`;
      teams.push({ id: team, parentId: region });
      addUser(`tm${r}_${t}`);
      teamAssignments.push({ teamId: team, userId: `tm${r}_${t}`, role: 'TEAM_MANAGER' });
      for (let k = 0; k < 10; k++) {
        const rep = `rep${r}_${t}_${k}`;
        addUser(rep);
        reps.push(rep);
        teamAssignments.push({ teamId: team, userId: rep, role: 'TEAM_EMPLOYEE' });
      }
    }
  }
  const quotas = reps.flatMap((rep) => {
    const monthly = 50_000 + Math.floor(rand() * 100_000);
    return [
      { quota: 'monthlyQuota', userId: rep, date: '2025-01-01', value: String(monthly) },
      { quota: 'annualQuota', userId: rep, date: '2025-01-01', value: String(monthly * 12) },
    ];
  });
  const records: Rec[] = new Array(deals);
  for (let i = 0; i < deals; i++) {
    const owner = reps[Math.floor(rand() * reps.length)]!;
    const co = rand() < 0.1 ? reps[Math.floor(rand() * reps.length)]! : null;
    const day = Math.floor(rand() * 365);
    const close = YEAR_START + day * DAY;
    const paid = rand() < 0.8 ? close + Math.floor(rand() * 90) * DAY : null;
    records[i] = {
      id: `D${i}`,
      ownerId: owner,
      coOwnerId: co === owner ? null : co,
      amount: Math.floor(rand() * 10_000_000) * 10_000, // up to 100,000.00, in millionths
      closeDate: close,
      invoicePaidDate: paid,
      splitShare: 600_000, // 60%
    };
  }
  return {
    reps,
    input: {
      company: { currency: 'EUR', precision: 2 },
      users,
      teams,
      teamAssignments,
      quotas,
      records: {},
      preparedRecords: { deal: records },
      periods: { from: '2025-01-01', to: '2025-12-31' },
    },
  };
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const ms = (t: number) => `${t.toFixed(0)} ms`;
const gc = (globalThis as { gc?: () => void }).gc;

function main(): void {
  const t0 = performance.now();
  const { input } = generateCompany(DEALS);
  const tGen = performance.now() - t0;
  gc?.();
  const heapBefore = process.memoryUsage().heapUsed;

  let t = performance.now();
  const plan = compilePlan(parsePlan(BENCH_PLAN));
  const tCompile = performance.now() - t;

  t = performance.now();
  const data = new DataIndex(plan, input);
  const tIndex = performance.now() - t;
  t = performance.now();
  const calc = new Calculation(plan, data, input, { datasets: false });
  calc.run();
  const tCalc = performance.now() - t;
  const tFull = tIndex + tCalc;
  const statements = calc.statements;
  const heapAfter = process.memoryUsage().heapUsed;

  // One deal changes: its amount doubles.
  const target = input.preparedRecords!.deal![Math.floor(DEALS / 2)]!;
  const changed: Rec = { ...target, amount: F.mulInt(target.amount as F.Fixed, 2) };
  t = performance.now();
  const redone = calc.recalculate({ records: [{ model: 'deal', upsert: [changed], prepared: true }] });
  const tIncremental = performance.now() - t;

  // The same five rules by hand over the same (changed) data, with the same exact arithmetic.
  input.preparedRecords!.deal![Math.floor(DEALS / 2)] = changed;
  t = performance.now();
  const hand = handWrittenLoop(input);
  const tHand = performance.now() - t;

  // Check that engine and hand loop agree on every rule's total across the company.
  const engineTotals: Record<string, F.Fixed> = {};
  for (const st of calc.statements) {
    for (const r of plan.rules)
      engineTotals[r.name] = F.add(engineTotals[r.name] ?? 0, (st.values[r.slot] ?? 0) as F.Fixed);
  }
  let paidEngine: F.Fixed = 0;
  for (const st of calc.statements) paidEngine = F.add(paidEngine, st.payments?.paid ?? 0);
  const agree =
    Object.entries(hand.ruleTotals).every(([k, v]) => engineTotals[k] === v) && paidEngine === hand.paid;

  // Also time the public one-call path once (index + calculation) for reference.
  const peakRss = process.resourceUsage().maxRSS * 1024;
  const out = [
    ['deals', DEALS.toLocaleString('en')],
    ['payees / periods / statements', `${input.users.length} / 12 / ${statements.length}`],
    ['data generation (not timed below)', ms(tGen)],
    ['parse + compile plan', ms(tCompile)],
    ['index data (filters, buckets, sort)', ms(tIndex)],
    ['calculate all statements', ms(tCalc)],
    ['full calculation (index + calculate)', ms(tFull)],
    [
      'rows per second (deals / full calculation)',
      `${Math.round(DEALS / (tFull / 1000)).toLocaleString('en')}`,
    ],
    [
      'incremental recalculation (1 deal changed)',
      `${tIncremental.toFixed(1)} ms (${redone.length} statements)`,
    ],
    ['hand-written loop, same five rules', ms(tHand)],
    [
      'ratio full calculation / hand-written loop',
      `${(tFull / tHand).toFixed(2)}x (calculate only: ${(tCalc / tHand).toFixed(2)}x)`,
    ],
    ['engine and hand loop agree on every rule total', agree ? 'yes' : 'NO'],
    ['heap held by the calculation', mb(heapAfter - heapBefore)],
    ['peak memory (max RSS)', mb(peakRss)],
  ];
  const width = Math.max(...out.map(([k]) => k!.length));
  console.log('\nAccrue commission engine benchmark');
  for (const [k, v] of out) console.log(`  ${k!.padEnd(width)}  ${v}`);
  if (!agree) {
    console.log(
      '  engine totals:',
      Object.fromEntries(Object.entries(engineTotals).map(([k, v]) => [k, F.formatFixed(v)])),
    );
    console.log(
      '  hand totals:  ',
      Object.fromEntries(Object.entries(hand.ruleTotals).map(([k, v]) => [k, F.formatFixed(v)])),
    );
    process.exitCode = 1;
  }
  void calculate;
}

main();
