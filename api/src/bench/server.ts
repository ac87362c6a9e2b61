/**
 * What the API benchmarks share: a production start of the built server on a fresh MariaDB
 * database with the demo data, autocannon runs measured with the server process's CPU time per
 * request, and the table they print. Not a test.
 */
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon, { type Result } from 'autocannon';
import mysql from 'mysql2/promise';

export const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const MARIADB_URL = process.env.MARIADB_URL ?? process.env.MARIADB_TEST_URL ?? 'mysql://root@127.0.0.1:3306';
export const DURATION = Number(process.env.BENCH_DURATION ?? 10);
export const CONNECTIONS = 10;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url: string, server: ChildProcess, log: string): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt++) {
    if (server.exitCode !== null)
      throw new Error(`The API exited (${server.exitCode}):\n${fs.readFileSync(log, 'utf8')}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The API did not answer on ${url}/api/health:\n${fs.readFileSync(log, 'utf8')}`);
}

export interface BenchServer {
  url: string;
  /** The database's URL, for a benchmark that adds its own data. */
  databaseUrl: string;
  server: ChildProcess;
  stop(): Promise<void>;
}

/**
 * Builds the API (unless BENCH_SKIP_BUILD=true) and starts it in production on a database of its
 * own with the demo data and the bundled sign-in; BENCH_PROFILE_DIR=<dir> writes its CPU profile,
 * BENCH_KEEP_DATABASE=true keeps the database afterwards.
 */
export async function startBenchServer(): Promise<BenchServer> {
  if (process.env.BENCH_SKIP_BUILD !== 'true') {
    console.log('Building the API (tsc)…');
    execFileSync('npm', ['run', 'build'], { cwd: API_DIR, stdio: 'inherit' });
  }
  const name = `accrue_bench_${randomBytes(4).toString('hex')}`;
  const admin = await mysql.createConnection({ uri: MARIADB_URL });
  await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  const databaseUrl = new URL(MARIADB_URL);
  databaseUrl.pathname = `/${name}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'accrue-bench-'));
  const log = path.join(dataDir, 'server.log');
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const out = fs.openSync(log, 'w');
  const profile = process.env.BENCH_PROFILE_DIR
    ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.BENCH_PROFILE_DIR)}`]
    : [];
  const server = spawn(process.execPath, [...profile, path.join(API_DIR, 'dist/server.js')], {
    cwd: path.resolve(API_DIR, '..'),
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATABASE_URL: databaseUrl.toString(),
      DATA_DIR: dataDir,
      // A database of its own makes this a deployment: the demo data and the bundled sign-in are
      // asked for explicitly.
      DEMO_DATA: 'true',
      BUNDLED_SIGN_IN: 'true',
      LOG_REQUESTS: 'false',
      ACCESS_TOKEN_TTL: '3600',
      // The per-person rate limit would answer 429 long before the machine's limit.
      RATE_LIMIT_PER_MINUTE: '100000000',
    },
    stdio: ['ignore', out, out],
  });
  const stop = async () => {
    if (server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    // BENCH_KEEP_DATABASE=true keeps it, to EXPLAIN a slow read afterwards.
    if (process.env.BENCH_KEEP_DATABASE === 'true') console.log(`Kept the database ${name}`);
    else await admin.query(`DROP DATABASE \`${name}\``);
    await admin.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(url, server, log);
  } catch (error) {
    await stop();
    throw error;
  }
  console.log(`Production start on MariaDB (${name}) at ${url}`);
  return { url, databaseUrl: databaseUrl.toString(), server, stop };
}

/**
 * Waits until the company has no calculation running (a start runs the nightly calculation of the
 * demo plans at once): a case measured beside it would measure it too.
 */
export async function waitForIdle(bench: BenchServer, adminToken: string): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt++) {
    const answer = await fetch(`${bench.url}/api/calculations/ongoing`, {
      headers: { authorization: `Bearer ${adminToken}` },
    });
    if (answer.ok && ((await answer.json()) as unknown[]).length === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('The calculations started with the server did not end within 5 minutes');
}

/** User + system CPU time of a process so far, in milliseconds (Linux /proc; 0 elsewhere). */
function cpuMillisOf(pid: number | undefined): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) start after its closing parenthesis.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return (ticks * 1000) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}
const CLOCK_TICKS_PER_SECOND = 100;

export interface Case {
  name: string;
  method: 'GET' | 'PATCH' | 'POST' | 'PUT';
  path: string;
  token?: string;
  body?: unknown;
  /** How many connections at once (default 10): 1 for what one person does alone. */
  connections?: number;
}

export interface Measured {
  case: Case;
  result: Result;
  /** The server's CPU time per request served, in milliseconds. */
  cpu: number;
}

/** Autocannon on one case (10 connections unless it says, DURATION seconds), after checking it answers 2xx. */
export async function measure(bench: BenchServer, c: Case): Promise<Measured> {
  const headers: Record<string, string> = {
    ...(c.token ? { authorization: `Bearer ${c.token}` } : {}),
    ...(c.body !== undefined ? { 'content-type': 'application/json' } : {}),
  };
  const body = c.body !== undefined ? JSON.stringify(c.body) : undefined;
  // A request that fails is not a fast request.
  const probe = await fetch(`${bench.url}${c.path}`, {
    method: c.method,
    headers,
    ...(body ? { body } : {}),
  });
  if (!probe.ok)
    throw new Error(`${c.name}: ${c.method} ${c.path} answered ${probe.status}: ${await probe.text()}`);
  const connections = c.connections ?? CONNECTIONS;
  console.log(`${c.name}: ${connections} connection(s), ${DURATION} s…`);
  const cpuBefore = cpuMillisOf(bench.server.pid);
  const result = await autocannon({
    url: `${bench.url}${c.path}`,
    method: c.method,
    headers,
    ...(body ? { body } : {}),
    connections,
    duration: DURATION,
  });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${c.name}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  const cpu = (cpuMillisOf(bench.server.pid) - cpuBefore) / Math.max(result.requests.total, 1);
  return { case: c, result, cpu };
}

/** The results side by side with the first (the floor), and the machine they ran on. */
export function printTable(results: readonly Measured[]): void {
  const floor = results[0]!;
  console.log(`\n| case | requests/s | p50 | p99 | p99 ÷ floor's | server CPU per request | ÷ floor's |`);
  console.log(`|---|---|---|---|---|---|---|`);
  for (const { case: c, result: r, cpu } of results) {
    console.log(
      `| ${c.name} | ${Math.round(r.requests.average).toLocaleString('en')} | ${r.latency.p50} ms | ${r.latency.p99} ms | ${(r.latency.p99 / Math.max(floor.result.latency.p99, 1)).toFixed(1)}× | ${cpu.toFixed(2)} ms | ${(cpu / Math.max(floor.cpu, 0.001)).toFixed(1)}× |`,
    );
  }
  printMachine();
}

/** Other work on the machine slows every case alike; the load average says how much there was. */
export function printMachine(): void {
  const load = os.loadavg().map((l) => l.toFixed(1));
  console.log(
    `\n${os.cpus().length} cores, Node ${process.version}, ${new Date().toISOString().slice(0, 10)}, ` +
      `load average ${load.join(' ')}`,
  );
}

/** BENCH_CASES=<comma-separated words>: only the cases whose name holds one (the floor always). */
export function chosen(cases: readonly Case[]): Case[] {
  return cases.filter((c, i) => i === 0 || chosenByName(c.name));
}

/** Whether BENCH_CASES, when set, names this case (a word of the list found in the name). */
export function chosenByName(name: string): boolean {
  const only = process.env.BENCH_CASES?.split(',').filter(Boolean);
  return !only || only.some((word) => name.includes(word));
}
