/**
 * Calculation-job benchmark (not a test; issue #13 "Speed and scale", figures in the README): the
 * engine benchmark's company (packages/engine/src/node/bench/company.ts: 1,000 payees in a team
 * tree, 12 monthly periods of 2025, BENCH_DEALS deals, the five-rule plan) stored in a company of
 * its own in a production start on a fresh MariaDB database, then
 *
 * 1. floors in the same run: the engine alone on the same data in memory (`run-engine.ts`, a
 *    fresh process: index + calculate, and its incremental case for one December deal), the raw
 *    SELECT of the deals from MariaDB, and the raw multi-row INSERT of the job's statement rows;
 * 2. the full calculation job through the real path: `POST /api/calculations` as the company's
 *    admin, the API process's worker claiming it; its statement totals must agree with the engine
 *    alone to the millionth (the benchmark exits 1 otherwise);
 * 3. the job's phases, timed one by one with the functions the job calls (load, calculate,
 *    serialize, persist every statement version), in this process;
 * 4. one deal changed through the push API (an API key) until the rep's statement
 *    (`GET /api/statements/{id}`) shows the new total;
 * 5. the API stopped, `npm run worker` processes (the built `dist/worker.js`): the full job with
 *    one worker and with two, and the same work split in two jobs (half the users each, as
 *    `POST /api/calculations` with `userIds` asks) with one worker and with two; then, unless
 *    BENCH_PROFILE=false, one more run of the full job on one worker under `--cpu-prof`, summarized.
 *
 *   npm run bench:calc        (root or api)   builds the API first
 *   env BENCH_DEALS=100000     deals (default 1,000,000)
 *   env BENCH_SKIP_BUILD=true, BENCH_KEEP_DATABASE=true, MARIADB_URL as bench:api
 *   env BENCH_WORKERS=false    skips part 5;  BENCH_PROFILE=false skips the profiled run
 *   env BENCH_PROFILE_DIR=<d>  keeps the profile there (and profiles the API process too)
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import mysql from 'mysql2/promise';
import { calculate, compilePlan } from '@accrue/engine';
import * as companies from '../modules/company/index.js';
import * as data from '../modules/data/index.js';
import * as people from '../modules/people/index.js';
import * as plans from '../modules/plans/index.js';
import { teamAssignmentsTable, teamsTable, usersTable } from '../modules/people/tables.js';
import { CALCULATION_JOB, type CalculationPayload } from '../modules/statements/calculation/job.js';
import { loadCalculation } from '../modules/statements/calculation/load-input.js';
import { replaceStatementsIn } from '../modules/statements/calculation/persist.js';
import { statementRows } from '../modules/statements/calculation/statement-rows.js';
import { parseContent } from '../modules/statements/content-codec.js';
import { provenanceOf } from '../modules/statements/versions.js';
import { openDatabase, type Database } from '../platform/db/database.js';
import { Tenant } from '../platform/db/tenancy.js';
import { enqueue } from '../platform/jobs/index.js';
import { signInThroughProvider } from '../platform/test/harness.js';
import { printProfile, summarizeProfile } from './cpu-profile.js';
import { API_DIR, printMachine, startBenchServer } from './server.js';

const DEALS = Number(process.env.BENCH_DEALS ?? 1_000_000);
const PAYEES = 1_000;
const PERIODS = Array.from({ length: 12 }, (_, i) => `2025-${String(i + 1).padStart(2, '0')}`);
const ENGINE_BENCH = path.resolve(API_DIR, '../packages/engine/src/node/bench');
const ADMIN_EMAIL = 'calc.admin@bench-calc.example';
const FINAL = ['SUCCESS', 'ERROR', 'STOPPED', 'INCOMPLETE'];

/** What bench:calc uses of the engine benchmark's generator (company.ts, imported at run time). */
interface EngineBenchCompany {
  ids: string[];
  teams: { id: string; parentId: string | null }[];
  teamAssignments: { teamId: string; userId: string; role: 'TEAM_MANAGER' | 'TEAM_EMPLOYEE' }[];
  reps: number[];
  monthlyQuota: number[];
}
interface EngineBench {
  BENCH_PLAN: string;
  RULES: readonly string[];
  YEAR_START: number;
  DAY: number;
  SPLIT_SHARE: number;
  company(payees: number): EngineBenchCompany;
  dealId(i: number): string;
  generateDeals(
    n: number,
    c: EngineBenchCompany,
    deal: (i: number, owner: number, co: number, amount: number, closeDay: number, paidDay: number) => void,
  ): void;
}
interface EngineResult {
  ms: number;
  cpuMs: number;
  parts: Record<string, number>;
  totals: Record<string, string>;
  peakRssMb: number;
  incremental: { name: string; ms: number; statements: number }[];
}

const fmt = (n: number) => Math.round(n).toLocaleString('en');
const ms = (n: number) => `${fmt(n)} ms`;
const secs = (n: number) => `${(n / 1000).toFixed(2)} s`;
const sleep = (time: number) => new Promise((resolve) => setTimeout(resolve, time));
const isoDay = (epoch: number) => new Date(epoch).toISOString().slice(0, 10);

/** Millionths (bigint) of a decimal text such as "-12.345". */
function millionths(text: string | null | undefined): bigint {
  if (text === null || text === undefined || text === '') return 0n;
  const negative = text.startsWith('-');
  const [units, fraction = ''] = (negative ? text.slice(1) : text).split('.');
  const value = BigInt(units || '0') * 1_000_000n + BigInt((fraction + '000000').slice(0, 6));
  return negative ? -value : value;
}
const money = (v: bigint) => {
  const sign = v < 0n ? '-' : '';
  const abs = v < 0n ? -v : v;
  return `${sign}${(abs / 1_000_000n).toLocaleString('en')}.${String((abs % 1_000_000n) / 10_000n).padStart(2, '0')}`;
};

/** User + system CPU of a process so far, ms (Linux /proc). */
function cpuOf(pid: number | undefined): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
}
/** Peak resident memory of a process so far, MB (Linux /proc). */
function peakRssOf(pid: number | undefined): number {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    return Math.round(Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
  } catch {
    return 0;
  }
}

interface Built {
  companyId: number;
  planId: number;
  modelId: number;
  /** Database user id by the engine's user number. */
  userIds: number[];
  /** A December deal of one owner, no co-owner: the one the push changes. */
  pushed: { key: string; ownerUserId: number; record: Record<string, string | null> };
  insertMs: number;
}

/** The engine bench's company, in a company of its own: people and plan through the modules, deals in bulk. */
async function build(db: Database, databaseUrl: string, bench: EngineBench): Promise<Built> {
  const c = bench.company(PAYEES);
  const lookup = await mysql.createConnection({ uri: databaseUrl });
  const [hashRows] = await lookup.query(
    "SELECT passwordHash FROM users WHERE email = 'admin@demo.accrue.local'",
  );
  const { passwordHash } = (hashRows as { passwordHash: string }[])[0]!;
  const now = new Date();
  const companyId = await companies.createCompany(db, {
    name: 'Bench Calc Company',
    slug: 'bench-calc',
    status: 'ACTIVE',
    currency: 'EUR',
    symbols: ['EUR'],
    statementFrequency: 'month',
    featureFlags: {},
    customization: companies.DEFAULT_CUSTOMIZATION,
  });
  const tenant = new Tenant(db, companyId);
  // A nightly calculation of this company would run beside the measured jobs (standalone workers
  // run the daily schedule when they start): its unique key is taken by one that is never due.
  const idle: CalculationPayload = {
    type: 'NIGHTLY_CALCULATION',
    target: 'statement',
    plans: [],
    userIds: null,
  };
  for (const day of [0, 1].map((d) => isoDay(Date.now() + d * 86_400_000)))
    await enqueue(tenant, {
      kind: CALCULATION_JOB,
      payload: idle,
      uniqueKey: `nightly:${day}`,
      runAt: new Date('2100-01-01T00:00:00Z'),
    });

  const user = (email: string, role: string, i: number) => ({
    email,
    firstName: 'Bench',
    lastName: `Payee ${i}`,
    role,
    status: 'ACTIVE',
    language: 'en',
    currency: 'EUR',
    externalId: null,
    externalIdSource: null,
    hrisId: null,
    hrisIdSource: null,
    pictureURL: null,
    adminScopeId: null,
    passwordHash: role === 'ADMIN' ? passwordHash : null,
    isSuperAdmin: false,
    isProviderAdmin: false,
    isTechAdmin: false,
    joinedAt: new Date('2024-01-01T00:00:00Z'),
    invitationSentAt: null,
    clearedAt: null,
    lastConnection: null,
    previousLastConnection: null,
    createdAt: now,
    updatedAt: now,
    version: 1,
  });
  const reps = new Set(c.reps);
  const emailOf = (i: number) => `calc.${c.ids[i]}@bench-calc.example`;
  await tenant.insertMany(usersTable, [
    user(ADMIN_EMAIL, 'ADMIN', -1),
    ...c.ids.map((_, i) => user(emailOf(i), reps.has(i) ? 'EMPLOYEE' : 'MANAGER', i)),
  ]);
  const byEmail = new Map(
    (await tenant.findAll(usersTable, { attributes: ['id', 'email'] })).map((row) => [
      row.email,
      Number(row.id),
    ]),
  );
  const userIds = c.ids.map((_, i) => byEmail.get(emailOf(i))!);
  const userIdOf = new Map(c.ids.map((id, i) => [id, userIds[i]!]));

  // Teams level by level (parents first), their ids read back by name.
  const teamIdOf = new Map<string, number>();
  let level = c.teams.filter((t) => t.parentId === null);
  while (level.length) {
    await tenant.insertMany(
      teamsTable,
      level.map((t) => ({
        name: `calc ${t.id}`,
        parentTeamId: t.parentId === null ? null : teamIdOf.get(t.parentId)!,
        archived: false,
        createdAt: now,
        updatedAt: now,
      })),
    );
    for (const row of await tenant.findAll(teamsTable, { where: { name: level.map((t) => `calc ${t.id}`) } }))
      teamIdOf.set(row.name.slice('calc '.length), Number(row.id));
    const ids = new Set(level.map((t) => t.id));
    level = c.teams.filter((t) => t.parentId !== null && ids.has(t.parentId));
  }
  await tenant.insertMany(
    teamAssignmentsTable,
    c.teamAssignments.map((a) => ({
      teamId: teamIdOf.get(a.teamId)!,
      userId: userIdOf.get(a.userId)!,
      teamRole: a.role,
      effectiveAsOf: '2024-01-01',
      effectiveUntil: null,
      createdAt: now,
      updatedAt: now,
    })),
  );

  // The plan, its record model and quotas (the plan's own declarations), the quota values and
  // every payee assigned for the year: what the demo's seedPlan does, in 2025.
  const parsed = plans.readPlanDefinition(bench.BENCH_PLAN);
  const plan = await plans.createPlan(tenant, { definition: bench.BENCH_PLAN, isHidden: false });
  for (const userId of userIds)
    await plans.assignUserToPlan(tenant, {
      planId: plan.id,
      userId,
      effectiveAsOf: '2025-01-01',
      effectiveUntil: null,
    });
  const model = parsed.models.deal!;
  const created = await data.createRecordModel(tenant, {
    machineName: 'deal',
    name: model.label ?? 'Deals',
    keyField: model.key,
    fields: Object.entries(model.fields).map(([identifier, field]) => ({
      identifier,
      label: field.label ?? identifier,
      format: field.format,
    })),
  });
  const quotaIds = new Map<string, number>();
  for (const [machineName, quota] of Object.entries(parsed.quotas))
    quotaIds.set(
      machineName,
      await people.createQuota(tenant, {
        machineName,
        name: quota.label ?? machineName,
        type: quota.type,
        frequency: quota.frequency,
        format: quota.format,
        isQuotaRequired: quota.required,
      }),
    );
  const none = { teamId: null, planId: null, date: '2025-01-01' };
  await people.addQuotaValues(
    tenant,
    c.reps.flatMap((rep) => [
      {
        ...none,
        quotaId: quotaIds.get('monthlyQuota')!,
        userId: userIds[rep]!,
        value: String(c.monthlyQuota[rep]),
      },
      {
        ...none,
        quotaId: quotaIds.get('annualQuota')!,
        userId: userIds[rep]!,
        value: String(c.monthlyQuota[rep]! * 12),
      },
    ]),
  );

  // The deals: multi-row INSERTs of 5,000 straight into `records` (the rows a push or an import
  // writes: the model's fields as JSON, amounts as decimal text, dates as YYYY-MM-DD), generated
  // first, then sent one statement after the other on one connection (the time printed).
  const cents = (amount: number) => {
    const c100 = Math.round(amount / 10_000);
    return `${Math.floor(c100 / 100)}.${String(c100 % 100).padStart(2, '0')}`;
  };
  const share = `${bench.SPLIT_SHARE / 1_000_000}`;
  const batches: unknown[][][] = [[]];
  const found: { pushed?: Built['pushed'] } = {};
  bench.generateDeals(DEALS, c, (i, owner, co, amount, closeDay, paidDay) => {
    const record = {
      id: bench.dealId(i),
      ownerId: String(userIds[owner]),
      coOwnerId: co < 0 ? null : String(userIds[co]),
      amount: cents(amount),
      closeDate: isoDay(bench.YEAR_START + closeDay * bench.DAY),
      invoicePaidDate: paidDay < 0 ? null : isoDay(bench.YEAR_START + paidDay * bench.DAY),
      splitShare: share,
    };
    if (!found.pushed && co < 0 && record.closeDate >= '2025-12-01')
      found.pushed = { key: record.id, ownerUserId: userIds[owner]!, record };
    if (batches.at(-1)!.length === 5_000) batches.push([]);
    batches.at(-1)!.push([companyId, created.id, record.id, JSON.stringify(record), now]);
  });
  const started = performance.now();
  for (const batch of batches)
    if (batch.length)
      await lookup.query('INSERT INTO records (companyId, modelId, externalKey, data, updatedAt) VALUES ?', [
        batch,
      ]);
  const insertMs = performance.now() - started;
  await lookup.end();
  const pushed = found.pushed;
  if (!pushed) throw new Error('No December deal without a co-owner to push');
  return { companyId, planId: plan.id, modelId: created.id, userIds, pushed, insertMs };
}

/** The engine alone on the same data in memory: run-engine.ts in a fresh process, as bench:engine runs it. */
function engineAlone(): EngineResult {
  const res = spawnSync(
    process.execPath,
    [
      '--expose-gc',
      '--max-old-space-size=16000',
      '--import',
      'tsx',
      path.join(ENGINE_BENCH, 'run-engine.ts'),
      String(DEALS),
      String(PAYEES),
    ],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, cwd: path.resolve(API_DIR, '..') },
  );
  const line = res.stdout?.split('\n').find((l) => l.startsWith('RESULT '));
  if (res.status !== 0 || !line) throw new Error(`run-engine.ts failed (exit ${res.status}): ${res.stderr}`);
  return JSON.parse(line.slice('RESULT '.length)) as EngineResult;
}

interface JobTimes {
  id: number;
  status: string;
  /** Claimed → finished, ms (the worker's own time). */
  runMs: number;
  createdAt: Date;
  startedAt: Date;
  finishedAt: Date;
  statements: number;
  attempts: number;
  error: string | null;
}

/** Waits for these jobs to end (polling the jobs table every 100 ms); answers their rows. */
async function waitForJobs(
  conn: mysql.Connection,
  ids: number[],
  options: { tolerateFailure?: boolean } = {},
): Promise<JobTimes[]> {
  const limitMs = 3_600_000;
  const deadline = Date.now() + limitMs;
  for (;;) {
    const [rows] = await conn.query(
      'SELECT id, status, createdAt, startedAt, finishedAt, result, error, attempts FROM jobs WHERE id IN (?)',
      [ids],
    );
    const jobs = rows as {
      id: number;
      status: string;
      createdAt: Date;
      startedAt: Date;
      finishedAt: Date;
      result: string | null;
      error: string | null;
      attempts: number;
    }[];
    if (jobs.length === ids.length && jobs.every((j) => FINAL.includes(j.status))) {
      for (const j of jobs)
        if (j.status !== 'SUCCESS' && !options.tolerateFailure)
          throw new Error(`Job ${j.id} ended ${j.status}: ${j.error ?? j.result}`);
      return jobs.map((j) => ({
        id: j.id,
        status: j.status,
        runMs: j.finishedAt.getTime() - j.startedAt.getTime(),
        createdAt: j.createdAt,
        startedAt: j.startedAt,
        finishedAt: j.finishedAt,
        statements: (JSON.parse(j.result ?? '{}') as { statements?: number }).statements ?? 0,
        attempts: Number(j.attempts),
        error: j.error,
      }));
    }
    if (Date.now() > deadline) throw new Error(`Jobs ${ids.join(', ')} did not end in time`);
    await sleep(100);
  }
}

/** Waits until no job that is due is waiting or running (the demo's start-up calculations, a refresh). */
async function waitForNoJobs(conn: mysql.Connection): Promise<void> {
  for (let i = 0; i < 36_000; i++) {
    const [rows] = await conn.query(
      "SELECT COUNT(*) AS n FROM jobs WHERE status IN ('PENDING', 'RUNNING', 'STOPPING') AND runAt < '2099-01-01'",
    );
    if (Number((rows as { n: number }[])[0]!.n) === 0) return;
    await sleep(100);
  }
  throw new Error('Jobs still running after an hour');
}

/** Per rule, the company total in millionths of the stored statements, and the total paid. */
async function storedTotals(conn: mysql.Connection, built: Built, rules: readonly string[]) {
  const totals: Record<string, bigint> = Object.fromEntries([...rules, 'paid'].map((r) => [r, 0n]));
  let statements = 0;
  for (const period of PERIODS) {
    const [rows] = await conn.query(
      'SELECT content, paymentPaid FROM statements WHERE companyId = ? AND planId = ? AND periodId = ?',
      [built.companyId, built.planId, period],
    );
    for (const row of rows as { content: string; paymentPaid: string | null }[]) {
      statements++;
      const content = parseContent(row.content);
      for (const rule of content.rules)
        if (rule.name in totals) totals[rule.name]! += millionths(rule.value as string | null);
      totals.paid! += millionths(row.paymentPaid);
    }
  }
  return { totals, statements };
}

async function countRows(conn: mysql.Connection, built: Built) {
  const [[s], [v]] = await Promise.all([
    conn.query('SELECT COUNT(*) AS n, SUM(LENGTH(content)) AS bytes FROM statements WHERE companyId = ?', [
      built.companyId,
    ]),
    conn.query(
      'SELECT COUNT(*) AS n, SUM(LENGTH(content)) AS bytes FROM statement_versions WHERE companyId = ?',
      [built.companyId],
    ),
  ]);
  const one = (rows: unknown) => (rows as { n: number; bytes: number | null }[])[0]!;
  return {
    statements: Number(one(s).n),
    statementBytes: Number(one(s).bytes ?? 0),
    versions: Number(one(v).n),
    versionBytes: Number(one(v).bytes ?? 0),
  };
}

/** Forgets every statement and version of the company, so the next job writes them all again. */
async function clearStatements(conn: mysql.Connection, built: Built): Promise<void> {
  await conn.query('DELETE FROM statement_versions WHERE companyId = ?', [built.companyId]);
  await conn.query('DELETE FROM statements WHERE companyId = ?', [built.companyId]);
}

async function api(url: string, token: string, method: string, route: string, body?: unknown) {
  const answer = await fetch(`${url}/api${route}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await answer.text();
  if (!answer.ok) throw new Error(`${method} ${route} answered ${answer.status}: ${text.slice(0, 500)}`);
  return (text ? JSON.parse(text) : undefined) as Record<string, unknown>;
}

interface Phases {
  provenance: number;
  records: number;
  load: number;
  compile: number;
  calculate: number;
  serialize: number;
  persist: number;
  statements: number;
  contentMb: number;
  floorInsert: number;
}

/**
 * The job's steps one by one, with the functions it calls (calculation/job.ts → compute.ts →
 * load-input.ts, statement-rows.ts, persist.ts), on a database with no statement of the plan:
 * every statement and version is written, as by a first calculation.
 */
async function phases(db: Database, conn: mysql.Connection, built: Built, jobId: number): Promise<Phases> {
  const tenant = new Tenant(db, built.companyId);
  const plan = (await plans.findPlan(tenant, built.planId))!;
  let t = performance.now();
  const provenance = await provenanceOf(tenant, plan, jobId, PERIODS);
  const provenanceMs = performance.now() - t;
  // The deals alone, through the module (what load-input's records read costs inside `load`).
  t = performance.now();
  const models = await data.findRecordModels(tenant, ['deal']);
  const records = await data.recordsOf(tenant, models);
  const recordsMs = performance.now() - t;
  if (records.get('deal')?.length !== DEALS) throw new Error('The deals read back are not all there');
  records.clear();
  t = performance.now();
  const loaded = await loadCalculation(tenant, plan, PERIODS);
  const loadMs = performance.now() - t;
  t = performance.now();
  const compiled = compilePlan(loaded.definition);
  const compileMs = performance.now() - t;
  t = performance.now();
  const calc = calculate(compiled, loaded.input);
  const calculateMs = performance.now() - t;
  t = performance.now();
  const rows = await statementRows(calc, {
    planId: plan.id,
    ids: loaded.ids,
    currency: loaded.currency,
    calculatedAt: new Date(),
  });
  const serializeMs = performance.now() - t;
  const contentMb = rows.reduce((sum, row) => sum + row.content.length, 0) / 1024 / 1024;
  await clearStatements(conn, built);
  t = performance.now();
  for (const periodId of PERIODS)
    await tenant.transaction((transaction) =>
      replaceStatementsIn(
        tenant,
        transaction,
        { planId: plan.id, periodIds: [periodId], userIds: null },
        rows.filter((row) => row.periodId === periodId),
        provenance,
      ),
    );
  const persistMs = performance.now() - t;
  // The floor of persisting: the same rows (content included), twice (as statements and as their
  // versions), by multi-row INSERTs of 200 into a scratch copy of the statements table (its
  // indexes too; the second copy under another plan id).
  await conn.query('DROP TABLE IF EXISTS bench_floor_statements');
  await conn.query('CREATE TABLE bench_floor_statements LIKE statements');
  t = performance.now();
  for (let copy = 0; copy < 2; copy++)
    for (let from = 0; from < rows.length; from += 200) {
      const values = rows
        .slice(from, from + 200)
        .map((r) => [
          built.companyId,
          r.planId + copy * 1_000_000,
          r.userId,
          r.periodId,
          r.periodStart,
          r.periodEnd,
          r.total,
          r.currency,
          r.status,
          r.content,
          r.calculatedAt,
          1,
        ]);
      await conn.query(
        'INSERT INTO bench_floor_statements (companyId, planId, userId, periodId, periodStart, periodEnd, total, currency, status, content, calculatedAt, version) VALUES ?',
        [values],
      );
    }
  const floorInsertMs = performance.now() - t;
  await conn.query('DROP TABLE bench_floor_statements');
  return {
    provenance: provenanceMs,
    records: recordsMs,
    load: loadMs,
    compile: compileMs,
    calculate: calculateMs,
    serialize: serializeMs,
    persist: persistMs,
    statements: rows.length,
    contentMb,
    floorInsert: floorInsertMs,
  };
}

/** `npm run worker` processes (the built worker), each started and ready to claim. */
async function startWorkers(
  databaseUrl: string,
  count: number,
  profileDir: string | null,
): Promise<ChildProcess[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'accrue-bench-calc-'));
  const workers = Array.from({ length: count }, () =>
    spawn(
      process.execPath,
      [
        ...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []),
        path.join(API_DIR, 'dist/worker.js'),
      ],
      {
        cwd: path.resolve(API_DIR, '..'),
        env: {
          ...process.env,
          NODE_ENV: 'production',
          DATABASE_URL: databaseUrl,
          DATA_DIR: dataDir,
          BUNDLED_SIGN_IN: 'true',
          DEMO_DATA: 'false',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    ),
  );
  await Promise.all(
    workers.map(
      (worker) =>
        new Promise<void>((resolve, reject) => {
          let log = '';
          const onData = (chunk: Buffer) => {
            log += chunk.toString();
            if (log.includes('running jobs')) resolve();
          };
          worker.stdout!.on('data', onData);
          worker.stderr!.on('data', onData);
          worker.once('exit', (code) => reject(new Error(`A worker exited (${code}):\n${log}`)));
        }),
    ),
  );
  return workers;
}

async function stopWorkers(workers: ChildProcess[]): Promise<void> {
  await Promise.all(
    workers.map(async (worker) => {
      if (worker.exitCode !== null) return;
      const exited = new Promise((resolve) => worker.once('exit', resolve));
      worker.kill('SIGTERM');
      await exited;
    }),
  );
}

/** One deal pushed until its rep's statement showed it. */
interface PushCase {
  pushMs: number;
  visibleMs: number;
  job: JobTimes;
  periods: string[];
}

interface WorkerCase {
  name: string;
  workers: number;
  jobs: number;
  /** Enqueue → last job finished, ms (includes the workers' 1 s poll). */
  wallMs: number;
  /** First claim → last finish, ms. */
  spanMs: number;
  runMs: number[];
  cpuMs: number;
  peakRssMb: number;
  statements: number;
  /** SUCCESS, or how the jobs ended otherwise (a lease lost to another worker, say). */
  outcome: string;
}

/** Whether every job of a case ended SUCCESS on its first claim. */
const succeeded = (c: WorkerCase) => c.outcome.split('; ').every((o) => o === 'SUCCESS');

async function workerCase(
  databaseUrl: string,
  db: Database,
  conn: mysql.Connection,
  built: Built,
  workers: number,
  split: boolean,
  profileDir: string | null = null,
): Promise<WorkerCase> {
  await clearStatements(conn, built);
  const started = await startWorkers(databaseUrl, workers, profileDir);
  try {
    await sleep(1_500); // their start-up pass (schedules, sweep) is over
    const cpuBefore = started.map((w) => cpuOf(w.pid));
    const tenant = new Tenant(db, built.companyId);
    const sorted = [...built.userIds].sort((a, b) => a - b);
    const halves = split ? [sorted.slice(0, sorted.length / 2), sorted.slice(sorted.length / 2)] : [null];
    const t0 = performance.now();
    const ids: number[] = [];
    // What POST /api/calculations enqueues (calculations.ts startCalculation), with or without userIds.
    for (const userIds of halves)
      ids.push(
        (await enqueue(tenant, {
          kind: CALCULATION_JOB,
          payload: {
            type: 'MANUAL',
            target: 'statement',
            plans: [{ planId: built.planId, periodIds: PERIODS }],
            userIds,
          } satisfies CalculationPayload,
        }))!,
      );
    const jobs = await waitForJobs(conn, ids, { tolerateFailure: true });
    const wallMs = performance.now() - t0;
    const cpuMs = started.reduce((sum, w, i) => sum + cpuOf(w.pid) - cpuBefore[i]!, 0);
    const peakRssMb = Math.max(...started.map((w) => peakRssOf(w.pid)));
    const first = Math.min(...jobs.map((j) => j.startedAt.getTime()));
    const last = Math.max(...jobs.map((j) => j.finishedAt.getTime()));
    return {
      name: `${split ? 'two jobs of half the users each' : 'one job, every user'}, ${workers} worker${workers > 1 ? 's' : ''}`,
      workers,
      jobs: ids.length,
      wallMs,
      spanMs: last - first,
      runMs: jobs.map((j) => j.runMs),
      cpuMs,
      peakRssMb,
      statements: jobs.reduce((sum, j) => sum + j.statements, 0),
      outcome: jobs
        .map((j) =>
          j.status === 'SUCCESS' && j.attempts === 1
            ? 'SUCCESS'
            : `${j.status} after ${j.attempts} claim${j.attempts > 1 ? 's' : ''}${j.error ? ` (${j.error})` : ''}`,
        )
        .join('; '),
    };
  } finally {
    await stopWorkers(started);
  }
}

async function main(): Promise<void> {
  const engineBench = (await import(
    pathToFileURL(path.join(ENGINE_BENCH, 'company.ts')).href
  )) as EngineBench;
  console.log(`\nbench:calc: ${fmt(DEALS)} deals, ${fmt(PAYEES)} payees, 12 months, 5 rules\n`);
  const server = await startBenchServer();
  const db = openDatabase({ databaseUrl: server.databaseUrl, dataDir: os.tmpdir() });
  const conn = await mysql.createConnection({ uri: server.databaseUrl, timezone: 'Z' });
  let failed = false;
  try {
    await waitForNoJobs(conn); // the demo companies' start-up calculations
    console.log('Building the company…');
    const t = performance.now();
    const built = await build(db, server.databaseUrl, engineBench);
    console.log(
      `Company ${built.companyId}: ${fmt(PAYEES)} payees, plan ${built.planId}, ${fmt(DEALS)} deals inserted in ${secs(built.insertMs)} (${fmt(DEALS / (built.insertMs / 1000))} rows/s); set-up ${secs(performance.now() - t)}`,
    );

    // Floors: the raw read of the deals, the engine alone on the same data.
    let t0 = performance.now();
    const [raw] = await conn.query(
      'SELECT modelId, data FROM records WHERE companyId = ? AND modelId IN (?) ORDER BY id',
      [built.companyId, [built.modelId]],
    );
    const selectMs = performance.now() - t0;
    t0 = performance.now();
    let parsed = 0;
    for (const row of raw as { data: string }[]) if (JSON.parse(row.data)) parsed++;
    const parseMs = performance.now() - t0;
    if (parsed !== DEALS) throw new Error(`SELECT read ${parsed} deals`);
    console.log(`Floor: SELECT of the deals ${ms(selectMs)}, + JSON.parse ${ms(parseMs)}`);
    console.log('Floor: the engine alone on the same data (run-engine.ts, a fresh process)…');
    const engine = engineAlone();
    console.log(
      `  index + calculate ${ms(engine.ms)} (cpu ${ms(engine.cpuMs)}), peak RSS ${engine.peakRssMb} MB`,
    );

    // The real path: POST /api/calculations as the admin, the API process's worker.
    const admin = (await signInThroughProvider(server.url, ADMIN_EMAIL)).accessToken;
    console.log('The full job: POST /api/calculations, the API process’s worker…');
    const cpuBefore = cpuOf(server.server.pid);
    t0 = performance.now();
    const asked = await api(server.url, admin, 'POST', '/calculations', {
      planIds: [built.planId],
      periodIds: PERIODS,
    });
    const [job] = await waitForJobs(conn, [Number(asked.id)]);
    const jobWallMs = performance.now() - t0;
    const jobCpuMs = cpuOf(server.server.pid) - cpuBefore;
    const serverRss = peakRssOf(server.server.pid);
    const written = await countRows(conn, built);
    console.log(
      `  ${secs(jobWallMs)} from POST to finished (worker ${secs(job!.runMs)}); ${fmt(written.statements)} statements, ${fmt(written.versions)} versions`,
    );

    const [sizes] = await conn.query(
      "SELECT TABLE_NAME AS name, DATA_LENGTH + INDEX_LENGTH AS bytes FROM information_schema.TABLES WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME IN ('records', 'statements', 'statement_versions')",
    );
    const tableSizes = (sizes as { name: string; bytes: number }[])
      .map((t) => `${t.name} ${(Number(t.bytes) / 1048576).toFixed(0)} MB`)
      .join(', ');
    console.log(`  on disk (InnoDB data + indexes, every company): ${tableSizes}`);

    // Totals of the stored statements against the engine alone.
    const stored = await storedTotals(conn, built, engineBench.RULES);
    let agree = stored.statements === PERIODS.length * PAYEES;
    const totalsRows: string[] = [];
    for (const [rule, value] of Object.entries(engine.totals)) {
      const same = stored.totals[rule] === BigInt(value);
      agree &&= same;
      totalsRows.push(
        `| ${rule} | ${money(BigInt(value))} | ${money(stored.totals[rule] ?? 0n)} | ${same ? 'yes' : '**NO**'} |`,
      );
    }
    if (!agree) failed = true;
    console.log(
      `  totals of the ${fmt(stored.statements)} stored statements agree with the engine alone: ${agree ? 'yes' : 'NO'}`,
    );

    // The phases, one by one, with the job's own functions.
    console.log('The job’s phases one by one (this process)…');
    const p = await phases(db, conn, built, job!.id);
    console.log(
      `  provenance ${ms(p.provenance)}, load ${ms(p.load)} (deals alone ${ms(p.records)}), compile ${ms(p.compile)}, calculate ${ms(p.calculate)}, serialize ${ms(p.serialize)}, persist ${ms(p.persist)}; floor INSERT ${ms(p.floorInsert)}, content as stored ${p.contentMb.toFixed(0)} MB`,
    );

    // One deal changed through the push API, until the rep's statement shows it.
    const key = (
      await api(server.url, admin, 'POST', '/company/api-keys', { name: 'bench push', scopes: ['data:push'] })
    ).key as string;
    const [statementRowsFound] = await conn.query(
      "SELECT id FROM statements WHERE companyId = ? AND planId = ? AND userId = ? AND periodId = '2025-12'",
      [built.companyId, built.planId, built.pushed.ownerUserId],
    );
    const statementId = (statementRowsFound as { id: number }[])[0]!.id;
    /** Pushes the deal with `factor` times its amount; answers when the rep's statement shows it. */
    const pushDeal = async (factor: bigint): Promise<PushCase> => {
      const before = (await api(server.url, admin, 'GET', `/statements/${statementId}`)).total as string;
      const changed = {
        ...built.pushed.record,
        amount: money(millionths(built.pushed.record.amount) * factor).replace(/,/g, ''),
      };
      console.log(
        `Push: deal ${built.pushed.key} of user ${built.pushed.ownerUserId}, amount ${built.pushed.record.amount} → ${changed.amount}…`,
      );
      const t0 = performance.now();
      const pushAnswer = await fetch(`${server.url}/api/objects-definitions/deal/records`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
        body: JSON.stringify({ records: [changed] }),
      });
      const pushMs = performance.now() - t0;
      if (!pushAnswer.ok)
        throw new Error(`The push answered ${pushAnswer.status}: ${await pushAnswer.text()}`);
      let after = before;
      let reads = 0;
      while (after === before) {
        await sleep(20);
        after = (await api(server.url, admin, 'GET', `/statements/${statementId}`)).total as string;
        reads++;
        if (performance.now() - t0 > 3_600_000) throw new Error('The pushed change never showed');
      }
      const visibleMs = performance.now() - t0;
      const [refreshRows] = await conn.query(
        "SELECT id, payload FROM jobs WHERE companyId = ? AND JSON_VALUE(payload, '$.type') = 'DATA_REFRESHMENT' ORDER BY id DESC LIMIT 1",
        [built.companyId],
      );
      const refresh = (refreshRows as { id: number; payload: string }[])[0]!;
      const [refreshJob] = await waitForJobs(conn, [refresh.id]);
      const periods = (JSON.parse(refresh.payload) as CalculationPayload).plans[0]!.periodIds;
      console.log(
        `  statement ${statementId}: total ${before} → ${after} after ${ms(visibleMs)} (${reads} reads)`,
      );
      await waitForNoJobs(conn);
      return { pushMs, visibleMs, job: refreshJob!, periods };
    };
    // The first change after the full job also writes the statements of the months after it up
    // to the current one (none were stored: the full job asked for 2025); the second is a change
    // like any later one.
    const pushes = [await pushDeal(2n), await pushDeal(3n)];
    const visibleMs = pushes[1]!.visibleMs;

    // Workers alone: the API stopped, `npm run worker` processes.
    let cases: WorkerCase[] = [];
    let profile: ReturnType<typeof summarizeProfile> | null = null;
    if (process.env.BENCH_WORKERS !== 'false') {
      const exited = new Promise((resolve) => server.server.once('exit', resolve));
      server.server.kill('SIGTERM');
      await exited;
      for (const [workers, split] of [
        [1, false],
        [2, false],
        [1, true],
        [2, true],
      ] as const) {
        console.log(`Workers: ${workers}, ${split ? 'two half jobs' : 'one job'}…`);
        cases.push(await workerCase(server.databaseUrl, db, conn, built, workers, split));
        const last = cases.at(-1)!;
        console.log(
          `  ${secs(last.wallMs)} (jobs ${last.runMs.map((r) => secs(r)).join(', ')}): ${last.outcome}`,
        );
      }
      if (process.env.BENCH_PROFILE !== 'false') {
        const dir = process.env.BENCH_PROFILE_DIR
          ? path.resolve(process.env.BENCH_PROFILE_DIR)
          : fs.mkdtempSync(path.join(os.tmpdir(), 'accrue-calc-prof-'));
        console.log(`Profiling one worker on the full job (--cpu-prof into ${dir})…`);
        const before = new Set(fs.existsSync(dir) ? fs.readdirSync(dir) : []);
        const profiled = await workerCase(server.databaseUrl, db, conn, built, 1, false, dir);
        console.log(`  ${secs(profiled.wallMs)} under the profiler`);
        const file = fs.readdirSync(dir).find((f) => f.endsWith('.cpuprofile') && !before.has(f));
        if (file) profile = summarizeProfile(path.join(dir, file));
        if (!process.env.BENCH_PROFILE_DIR) fs.rmSync(dir, { recursive: true, force: true });
      }
    } else cases = [];

    // The report.
    const floorEngine = engine.ms;
    const floorLoad = selectMs + parseMs;
    console.log(
      `\n## bench:calc — ${fmt(DEALS)} deals, ${fmt(PAYEES)} payees, 12 months, 5 rules (MariaDB)\n`,
    );
    console.log(`| full calculation job | time | ÷ engine alone | notes |`);
    console.log(`|---|---|---|---|`);
    console.log(
      `| floor: engine alone, in memory (index + calculate) | ${ms(floorEngine)} | 1.0× | cpu ${ms(engine.cpuMs)}, peak RSS ${engine.peakRssMb} MB |`,
    );
    console.log(
      `| floor: SELECT of the deals (mysql2) + JSON.parse | ${ms(floorLoad)} | ${(floorLoad / floorEngine).toFixed(1)}× | ${ms(selectMs)} + ${ms(parseMs)} |`,
    );
    console.log(
      `| floor: INSERT of the job's rows, twice (statements + versions) | ${ms(p.floorInsert)} | ${(p.floorInsert / floorEngine).toFixed(1)}× | ${fmt(p.statements)} rows × 2, content as stored ${p.contentMb.toFixed(0)} MB |`,
    );
    console.log(
      `| **job: POST /api/calculations → finished (API worker)** | **${ms(jobWallMs)}** | ${(jobWallMs / floorEngine).toFixed(1)}× | worker ${ms(job!.runMs)}, API process cpu ${ms(jobCpuMs)}, peak RSS ${serverRss} MB; ${fmt(written.statements)} statements, ${fmt(written.versions)} versions (${(written.statementBytes / 1048576).toFixed(0)} + ${(written.versionBytes / 1048576).toFixed(0)} MB of content) |`,
    );
    console.log(`(on disk after the job, InnoDB data + indexes: ${tableSizes})`);
    const sum = p.provenance + p.load + p.compile + p.calculate + p.serialize + p.persist;
    console.log(`\n| job phase (same functions, this process) | time | share |`);
    console.log(`|---|---|---|`);
    const phaseRow = (name: string, value: number) =>
      console.log(`| ${name} | ${ms(value)} | ${((value / sum) * 100).toFixed(0)}% |`);
    phaseRow('provenance (change sets, adjustments, overwrites)', p.provenance);
    phaseRow(`load (loadCalculation; of which the deals alone: ${ms(p.records)})`, p.load);
    phaseRow('compile the plan', p.compile);
    phaseRow('calculate (engine: index + calculate)', p.calculate);
    phaseRow('serialize (statementRows: statement JSON)', p.serialize);
    phaseRow('persist (12 transactions: statements + every version)', p.persist);
    console.log(`| total | ${ms(sum)} | 100% |`);

    console.log(`\n| totals (company, 12 months) | engine alone | stored statements | agree |`);
    console.log(`|---|---|---|---|`);
    for (const row of totalsRows) console.log(row);
    console.log(`(${fmt(stored.statements)} statements read back)`);

    const incremental = engine.incremental.find((c) => c.name === 'December deal');
    console.log(`\n| one deal pushed → the rep's statement shows it | time |`);
    console.log(`|---|---|`);
    if (incremental)
      console.log(
        `| floor: engine alone, incremental recalculation of a December deal | ${incremental.ms.toFixed(1)} ms |`,
      );
    pushes.forEach((push, index) => {
      const which = index === 0 ? 'first push (also stores the months up to now)' : 'second push';
      console.log(
        `| ${which}: push answered (PUT /api/objects-definitions/deal/records, API key) | ${ms(push.pushMs)} |`,
      );
      console.log(
        `| ${which}: refresh job queued → claimed → finished | ${ms(push.job.startedAt.getTime() - push.job.createdAt.getTime())} wait + ${ms(push.job.runMs)} run (${push.periods.length} periods: ${push.periods[0]}…${push.periods.at(-1)}) |`,
      );
      console.log(
        `| **${which}: push → GET /api/statements/{id} shows the new total** | **${ms(push.visibleMs)}** |`,
      );
    });

    if (cases.length) {
      console.log(
        `\n| workers (npm run worker, API stopped) | enqueue → done | first claim → last finish | each job | workers' cpu | peak RSS | speed-up vs 1 worker, 1 job | outcome |`,
      );
      console.log(`|---|---|---|---|---|---|---|---|`);
      const base = cases[0]!.wallMs;
      for (const c of cases)
        console.log(
          `| ${c.name} | ${ms(c.wallMs)} | ${ms(c.spanMs)} | ${c.runMs.map((r) => ms(r)).join(' + ')} | ${ms(c.cpuMs)} | ${c.peakRssMb} MB | ${(base / c.wallMs).toFixed(2)}× | ${c.outcome} |`,
        );
    }
    if (profile) printProfile(profile);

    console.log('\ngoals (issue #13)');
    const goal = (text: string, holds: boolean, detail: string) =>
      console.log(`  [${holds ? 'x' : ' '}] ${text}: ${detail}`);
    goal('full job from the database under 10 s', jobWallMs < 10_000, secs(jobWallMs));
    goal(
      'a pushed deal in the rep’s statement under 500 ms (second push)',
      visibleMs < 500,
      `${ms(visibleMs)} (first push ${ms(pushes[0]!.visibleMs)})`,
    );
    if (cases.length) {
      const best2 = Math.min(cases[1]!.wallMs, cases[3]!.wallMs);
      goal(
        'two workers at least 1.6× faster than one',
        cases[0]!.wallMs / best2 >= 1.6 && cases.every(succeeded),
        `one job ${(cases[0]!.wallMs / cases[1]!.wallMs).toFixed(2)}×, split in two ${(cases[0]!.wallMs / cases[3]!.wallMs).toFixed(2)}× (two half jobs on one worker: ${(cases[0]!.wallMs / cases[2]!.wallMs).toFixed(2)}×)${!cases.every(succeeded) ? '; a job did not end SUCCESS on its first claim (see outcome)' : ''}`,
      );
    }
    console.log(`  totals agree with the engine alone to the millionth: ${agree ? 'yes' : 'NO'}`);
    printMachine();
  } finally {
    await conn.end();
    await db.sequelize.close();
    await server.stop();
  }
  if (failed) {
    console.log('\nThe stored totals disagree with the engine alone: FAILED');
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
