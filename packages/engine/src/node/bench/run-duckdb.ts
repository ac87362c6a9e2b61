/**
 * Benchmark contender: DuckDB (@duckdb/node-api, in memory) running the five rules of BENCH_PLAN
 * as one SQL query over BIGINT millionths, with the engine's rounding written out (products
 * half-to-even at 6 decimals, payments half-up at 2). Loading (appender) is timed apart from the
 * query; the query runs twice (cold, then warm).
 *
 * As in the floor, SAFE_DIVIDE(running, quota) >= bound is a comparison of the running total with
 * the smallest total reaching the bound, computed per rep in SQL: round-half-even(R / q) >= b (b
 * an even number of millionths) holds exactly when 2,000,000 R >= (2b - 1) q.
 *
 * Usage: run-duckdb.ts <deals> <payees> <threads>
 */
import { DuckDBInstance } from '@duckdb/node-api';
import { company, emit, generateDeals, peakRssMb, RULES, SPLIT_SHARE } from './company.js';

const deals = Number(process.argv[2] ?? 1_000_000);
const payees = Number(process.argv[3] ?? 1_000);
const threads = Number(process.argv[4] ?? 1);

const c = company(payees);
const db = await DuckDBInstance.create(':memory:', { threads: String(threads) });
const con = await db.connect();

const t0 = performance.now();
await con.run(`CREATE TABLE raw (id BIGINT, owner INTEGER, co INTEGER, amount BIGINT, close_day INTEGER,
  paid_day INTEGER, share BIGINT)`);
const app = await con.createAppender('raw');
const SHARE = BigInt(SPLIT_SHARE);
generateDeals(deals, c, (i, owner, co, amount, closeDay, paidDay) => {
  app.appendBigInt(BigInt(i));
  app.appendInteger(owner);
  if (co < 0) app.appendNull();
  else app.appendInteger(co);
  app.appendBigInt(BigInt(amount));
  app.appendInteger(closeDay);
  if (paidDay < 0) app.appendNull();
  else app.appendInteger(paidDay);
  app.appendBigInt(SHARE);
  app.endRow();
});
app.closeSync();
await con.run(`CREATE TABLE deals AS SELECT id, owner, co, amount, DATE '2025-01-01' + close_day AS close,
  DATE '2025-01-01' + paid_day AS paid, share FROM raw`);
await con.run('DROP TABLE raw');
await con.run('CREATE TABLE users (u INTEGER, monthly BIGINT, annual BIGINT)');
await con.run('CREATE TABLE chain (rep INTEGER, mgr INTEGER)');
const ua = await con.createAppender('users');
c.ids.forEach((_, u) => {
  ua.appendInteger(u);
  ua.appendBigInt(BigInt(c.monthlyQuota[u]!) * 1_000_000n);
  ua.appendBigInt(BigInt(c.monthlyQuota[u]!) * 12_000_000n);
  ua.endRow();
});
ua.closeSync();
const ca = await con.createAppender('chain');
c.chain.forEach((managers, rep) => {
  for (const m of managers) {
    ca.appendInteger(rep);
    ca.appendInteger(m);
    ca.endRow();
  }
});
ca.closeSync();
const load = performance.now() - t0;

// mulr: a * r / 10^6 rounded half-to-even (a * r >= 0 here); money: to cents, half away from zero.
await con.run(`CREATE MACRO mulr(p) AS (p // 1000000) + CASE WHEN p % 1000000 > 500000
  OR (p % 1000000 = 500000 AND (p // 1000000) % 2 = 1) THEN 1 ELSE 0 END`);
await con.run(`CREATE MACRO money(x) AS sign(x) * ((abs(x) + 5000) // 10000) * 10000`);

const QUERY = `
WITH q AS (
  SELECT u, monthly, annual,
    CASE WHEN monthly = 0 THEN 9223372036854775807 ELSE (999999 * monthly + 1999999) // 2000000 END AS t1,
    CASE WHEN monthly = 0 THEN 9223372036854775807 ELSE (1999999 * monthly + 1999999) // 2000000 END AS t2
  FROM users),
own AS (
  SELECT owner, month(close) - 1 AS m, amount, paid,
    sum(amount) OVER (PARTITION BY owner, month(close) ORDER BY close, id ROWS UNBOUNDED PRECEDING) AS running
  FROM deals),
own_lines AS (
  SELECT owner, m, amount,
    mulr(amount * CASE WHEN running >= t2 THEN 60000 WHEN running >= t1 THEN 40000 ELSE 20000 END) AS step,
    mulr(amount * 10000) AS line, paid
  FROM own JOIN q ON q.u = own.owner),
own_cells AS (
  SELECT owner AS u, m, sum(step) AS steps, sum(line) AS held, sum(amount) AS bookings,
    sum(CASE WHEN paid <= DATE '2025-12-31' THEN money(line) ELSE 0 END) AS released
  FROM own_lines GROUP BY ALL),
split_lines AS (
  SELECT owner, co, month(close) - 1 AS m, mulr(amount * 20000) AS whole, share FROM deals WHERE co IS NOT NULL),
split_parts AS (
  SELECT owner, co, m, whole, mulr(whole * share) AS mine FROM split_lines),
split_cells AS (
  SELECT u, m, sum(v) AS split FROM (
    SELECT owner AS u, m, mine AS v FROM split_parts
    UNION ALL SELECT co AS u, m, whole - mine AS v FROM split_parts) GROUP BY ALL),
team_cells AS (
  SELECT mgr AS u, m, sum(bookings) AS team FROM own_cells JOIN chain ON chain.rep = own_cells.u GROUP BY ALL),
grid AS (
  SELECT q.u, mm.m, q.annual,
    coalesce(o.steps, 0) AS steps, coalesce(o.held, 0) AS held, coalesce(o.bookings, 0) AS bookings,
    coalesce(o.released, 0) AS released, coalesce(s.split, 0) AS split,
    mulr(coalesce(t.team, 0)::HUGEINT * 5000) AS override
  FROM q CROSS JOIN range(12) AS mm(m)
  LEFT JOIN own_cells o ON o.u = q.u AND o.m = mm.m
  LEFT JOIN split_cells s ON s.u = q.u AND s.m = mm.m
  LEFT JOIN team_cells t ON t.u = q.u AND t.m = mm.m),
ytd AS (
  SELECT *, sum(bookings) OVER (PARTITION BY u ORDER BY m ROWS UNBOUNDED PRECEDING)::HUGEINT AS ytd,
    -- annualQuota * MONTH_OF_YEAR() / 12, half-to-even at 6 decimals
    mulr_div12(annual::HUGEINT * (m + 1)) AS ytd_quota
  FROM grid),
f AS (
  SELECT *, mulr(ytd * CASE WHEN ytd_quota > 0 AND ytd * 2000000 >= 1999999 * ytd_quota THEN 10000 ELSE 5000 END) AS f
  FROM ytd),
cells AS (
  SELECT *, f - coalesce(lag(f) OVER (PARTITION BY u ORDER BY m), 0) AS true_up FROM f)
SELECT sum(steps)::VARCHAR AS steps, sum(split)::VARCHAR AS split, sum(held)::VARCHAR AS held,
  sum(override)::VARCHAR AS override, sum(true_up)::VARCHAR AS "trueUp",
  (sum(money(steps) + money(split) + money(override) + money(true_up)) + sum(released))::VARCHAR AS paid
FROM cells`;
// x / 12 rounded half-to-even (x >= 0).
await con.run(`CREATE MACRO mulr_div12(x) AS (x // 12) + CASE WHEN x % 12 > 6
  OR (x % 12 = 6 AND (x // 12) % 2 = 1) THEN 1 ELSE 0 END`);

const runQuery = async () => {
  const cpu0 = process.cpuUsage();
  const t = performance.now();
  const reader = await con.runAndReadAll(QUERY);
  const ms = performance.now() - t;
  const cpu = process.cpuUsage(cpu0);
  const row = reader.getRowObjects()[0]!;
  const totals: Record<string, string> = {};
  for (const r of [...RULES, 'paid']) totals[r] = String(row[r]);
  return { ms, totals, cpuMs: (cpu.user + cpu.system) / 1000 };
};
const cold = await runQuery();
const warm = await runQuery();
con.closeSync();
db.closeSync();
emit({
  contender: `duckdb-${threads}t`,
  deals,
  payees,
  ms: cold.ms,
  cpuMs: cold.cpuMs,
  warmMs: warm.ms,
  parts: { load },
  totals: cold.totals,
  peakRssMb: peakRssMb(),
});
