/**
 * Plan designer benchmark (not a test), for issue #12's speed goals:
 *
 * 1. Checking a 60-token plan after a keystroke in a formula, as the rule designer does in the
 *    browser with the engine package: the plan parsed once, then at each keystroke the typed
 *    formula put in its place and the plan compiled (`compilePlan`, the actual and the forecast
 *    variant; no YAML round trip). Goal: under 5 ms. Beside it, checking the whole file as it
 *    is read (`parsePlan` of the YAML text, then both compilations), and a floor: parsing the same
 *    YAML text alone (which any editor of the file does).
 * 2. Over HTTP on a production start of the demo company (MariaDB), with autocannon on one
 *    connection (a designer types alone): the live preview (POST /api/plans/{id}/preview, the saved
 *    Account Executives plan, its Commission rule for a rep in March) and saving a definition
 *    (PUT /api/plans/{id}/definition, the same file), beside GET /api/health. Goals: preview under
 *    200 ms, save under 100 ms.
 *
 *   npm run bench:plans        (root or api)   builds the API first
 *   env as bench:api (MARIADB_URL, BENCH_DURATION, BENCH_SKIP_BUILD, BENCH_CASES)
 */
import { compilePlan, parsePlan } from '@accrue/engine';
import YAML from 'yaml';
import { signInThroughProvider } from '../platform/test/harness.js';
import {
  chosen,
  measure,
  printTable,
  startBenchServer,
  waitForIdle,
  type Case,
  type Measured,
} from './server.js';

/** A plan file of `tokens` tokens: a table, variables, calculated fields and rules chained. */
function planOfTokens(tokens: number): string {
  const variables = Math.floor(tokens / 3);
  const fields = Math.floor(tokens / 3);
  const rules = tokens - variables - fields - 1;
  const lines = [
    'version: 1',
    'plan: { id: bench, name: Bench plan, frequency: month, categories: [Commissions], forecasting: { enabled: true, formulas: { v0: "SUM(deals, amount) * 110%" } } }',
    'models:',
    '  deal: { key: id, fields: { id: text, ownerId: text, amount: currency, closeDate: date, stage: text } }',
    'filters:',
    '  deals: { model: deal, period: closeDate, user: ownerId, where: [{ field: stage, operator: IN, value: [won] }] }',
    'fields:',
    ...Array.from(
      { length: fields },
      (_, i) =>
        `  f${i}: { table: deals, format: currency, formula: "${i === 0 ? 'amount' : `f${i - 1}`} * 101%" }`,
    ),
    'variables:',
    ...Array.from(
      { length: variables },
      (_, i) =>
        `  v${i}: { format: currency, formula: "${i === 0 ? `SUM(deals, f${fields - 1})` : `v${i - 1} + 1`}" }`,
    ),
    'rules:',
    ...Array.from(
      { length: rules },
      (_, i) =>
        `  r${i}: { type: PAYOUT, category: Commissions, formula: "IF(v${i % variables} > 1000, v${i % variables} * 5%, 0)" }`,
    ),
  ];
  return `${lines.join('\n')}\n`;
}

/** The median, 90th and 99th percentiles of `run`'s duration over `times` runs, in milliseconds. */
function timed(run: () => void, times: number): { p50: number; p90: number; p99: number } {
  for (let i = 0; i < 20; i++) run();
  const durations: number[] = [];
  for (let i = 0; i < times; i++) {
    const started = performance.now();
    run();
    durations.push(performance.now() - started);
  }
  durations.sort((a, b) => a - b);
  const at = (share: number) => durations[Math.floor(times * share)]!;
  return { p50: at(0.5), p90: at(0.9), p99: at(0.99) };
}

function checkInProcess(): void {
  const file = planOfTokens(60);
  const check = () => {
    const plan = parsePlan(file);
    compilePlan(plan);
    compilePlan(plan, { forecast: true });
  };
  // A keystroke: the first rule's formula as typed so far (a new threshold each time), in a copy
  // of the parsed plan, as the designer's withFormulas makes it.
  const parsed = parsePlan(file);
  const first = Object.keys(parsed.rules)[0]!;
  let keystrokes = 0;
  const keystroke = () => {
    const rule = parsed.rules[first]!;
    const typed = {
      ...parsed,
      rules: {
        ...parsed.rules,
        [first]: { ...rule, formula: `IF(v0 > ${1000 + (keystrokes++ % 9)}, v0 * 5%, 0)` },
      },
    };
    compilePlan(typed);
    compilePlan(typed, { forecast: true });
  };
  check();
  keystroke();
  const floor = timed(() => YAML.parse(file), 500);
  // The first 500 keystrokes of a session (the engine's code still being optimised by the
  // JavaScript engine as it runs), then 500 more once it is.
  const typed = timed(keystroke, 500);
  for (let i = 0; i < 1000; i++) keystroke();
  const typedWarm = timed(keystroke, 500);
  const checked = timed(check, 500);
  const ms = (n: number) => `${n.toFixed(2)} ms`;
  console.log('\nChecking a 60-token plan in process (compile, actual and forecast):');
  console.log(
    `  after a keystroke in a formula  p50 ${ms(typed.p50)}  p90 ${ms(typed.p90)}  p99 ${ms(typed.p99)}` +
      '  (goal under 5 ms)',
  );
  console.log(
    `    after 1,500 keystrokes        p50 ${ms(typedWarm.p50)}  p90 ${ms(typedWarm.p90)}  p99 ${ms(typedWarm.p99)}`,
  );
  console.log(
    `  the whole file as read          p50 ${ms(checked.p50)}  p99 ${ms(checked.p99)}` +
      `  (${(checked.p50 / floor.p50).toFixed(1)}× the floor)`,
  );
  console.log(`  floor: YAML.parse of the file   p50 ${ms(floor.p50)}  p99 ${ms(floor.p99)}`);
}

async function main(): Promise<void> {
  checkInProcess();
  const bench = await startBenchServer();
  try {
    const { url } = bench;
    const adminToken = (await signInThroughProvider(url, 'admin@demo.accrue.local')).accessToken;
    await waitForIdle(bench, adminToken);
    const get = async (path: string) =>
      (await (
        await fetch(`${url}${path}`, { headers: { authorization: `Bearer ${adminToken}` } })
      ).json()) as never;
    const plans = (await get('/api/plans?limit=100')) as { items: { id: number; name: string }[] };
    const plan = plans.items.find((p) => p.name === 'Account Executives 2026')!;
    const { definition } = (await get(`/api/plans/${plan.id}/definition`)) as { definition: string };
    const statements = (await get(`/api/userStatements?periodId=2026-03&planIds=${plan.id}&limit=1`)) as {
      items: { user: { id: number } }[];
    };
    const cases: Case[] = [
      { name: 'floor: GET /api/health (no auth)', method: 'GET', path: '/api/health', connections: 1 },
      {
        name: 'admin: POST /api/plans/{id}/preview (Commission, a rep, March)',
        method: 'POST',
        path: `/api/plans/${plan.id}/preview`,
        token: adminToken,
        connections: 1,
        body: { definition, ruleId: 'commission', userId: statements.items[0]!.user.id, periodId: '2026-03' },
      },
      {
        name: 'admin: PUT /api/plans/{id}/definition (the same file)',
        method: 'PUT',
        path: `/api/plans/${plan.id}/definition`,
        token: adminToken,
        connections: 1,
        body: { definition },
      },
    ];
    const results: Measured[] = [];
    for (const c of chosen(cases)) results.push(await measure(bench, c));
    printTable(results);
  } finally {
    await bench.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
