/**
 * API benchmark (not a test): a production start on a fresh MariaDB database with the demo data,
 * then autocannon (10 connections, 10 s each) on an unauthenticated floor (GET /api/health), on
 * authenticated list reads by the demo admin and a demo manager, and on a write; prints requests
 * per second, p50 and p99 side by side with the floor's, so the ratio survives a noisy machine.
 *
 *   npm run bench:api          (root or api)   builds the API first
 *   env MARIADB_URL (default mysql://root@127.0.0.1:3306), BENCH_DURATION (seconds, default 10),
 *   BENCH_SKIP_BUILD=true to reuse api/dist, BENCH_PROFILE_DIR=<dir> for the server's CPU profile,
 *   BENCH_CASES=<comma-separated words> to run only the cases whose name holds one of them
 *
 * Besides latency it prints the server process's CPU time per request (from /proc: user + system
 * time over the case, divided by the requests served): what a request costs, whatever else the
 * machine is doing.
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
import { signInThroughProvider } from '../platform/test/harness.js';

const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const MARIADB_URL = process.env.MARIADB_URL ?? process.env.MARIADB_TEST_URL ?? 'mysql://root@127.0.0.1:3306';
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = 10;

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

interface Case {
  name: string;
  method: 'GET' | 'PATCH' | 'POST';
  path: string;
  token?: string;
  body?: unknown;
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

async function run(url: string, c: Case): Promise<Result> {
  // A request that fails is not a fast request: check each case answers 2xx before measuring it.
  const headers: Record<string, string> = {
    ...(c.token ? { authorization: `Bearer ${c.token}` } : {}),
    ...(c.body !== undefined ? { 'content-type': 'application/json' } : {}),
  };
  const body = c.body !== undefined ? JSON.stringify(c.body) : undefined;
  const probe = await fetch(`${url}${c.path}`, { method: c.method, headers, ...(body ? { body } : {}) });
  if (!probe.ok)
    throw new Error(`${c.name}: ${c.method} ${c.path} answered ${probe.status}: ${await probe.text()}`);
  const result = await autocannon({
    url: `${url}${c.path}`,
    method: c.method,
    headers,
    ...(body ? { body } : {}),
    connections: CONNECTIONS,
    duration: DURATION,
  });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${c.name}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return result;
}

async function main(): Promise<void> {
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
  // BENCH_PROFILE_DIR=<dir> writes the server's CPU profile there (on its exit) to find the next lever.
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
  try {
    await waitForHealth(url, server, log);
    console.log(`Production start on MariaDB (${name}) at ${url}; signing in through the bundled provider…`);
    const adminToken = (await signInThroughProvider(url, 'admin@demo.accrue.local')).accessToken;
    const managerToken = (await signInThroughProvider(url, 'manager@demo.accrue.local')).accessToken;
    const me = (await (
      await fetch(`${url}/api/users/me`, { headers: { authorization: `Bearer ${managerToken}` } })
    ).json()) as {
      user: { id: number };
      hierarchyContextDehydrated: { teamAssignments: { userId: number; teamRole: string }[] };
    };
    // A managee of the manager: their managers' list reads the manager's reach and the hierarchy.
    const managee = me.hierarchyContextDehydrated.teamAssignments.find(
      (a) => a.userId !== me.user.id && a.teamRole === 'TEAM_EMPLOYEE',
    )!.userId;
    const directory = await fetch(`${url}/api/users/profile?limit=50`, {
      headers: { authorization: `Bearer ${managerToken}` },
    });
    if (!directory.ok) throw new Error(`GET /api/users/profile answered ${directory.status}`);
    const list = '/api/users/profile?limit=50';
    const cases: Case[] = [
      { name: 'floor: GET /api/health (no auth)', method: 'GET', path: '/api/health' },
      { name: `admin: GET ${list}`, method: 'GET', path: list, token: adminToken },
      { name: `manager: GET ${list}`, method: 'GET', path: list, token: managerToken },
      { name: 'manager: GET /api/users/me', method: 'GET', path: '/api/users/me', token: managerToken },
      {
        name: 'manager: GET /api/users/{id}/managers',
        method: 'GET',
        path: `/api/users/${managee}/managers`,
        token: managerToken,
      },
      {
        name: 'admin: PATCH /api/users/settings (write)',
        method: 'PATCH',
        path: '/api/users/settings',
        token: adminToken,
        body: { language: 'en' },
      },
    ];
    const only = process.env.BENCH_CASES?.split(',').filter(Boolean);
    const chosen = only
      ? cases.filter((c, i) => i === 0 || only.some((word) => c.name.includes(word)))
      : cases;
    const results: [Case, Result, number][] = [];
    for (const c of chosen) {
      console.log(`${c.name}: ${CONNECTIONS} connections, ${DURATION} s…`);
      const cpuBefore = cpuMillisOf(server.pid);
      const result = await run(url, c);
      const cpu = (cpuMillisOf(server.pid) - cpuBefore) / Math.max(result.requests.total, 1);
      results.push([c, result, cpu]);
    }
    const [, floor, floorCpu] = results[0]!;
    console.log(`\n| case | requests/s | p50 | p99 | p99 ÷ floor's | server CPU per request | ÷ floor's |`);
    console.log(`|---|---|---|---|---|---|---|`);
    for (const [c, r, cpu] of results) {
      console.log(
        `| ${c.name} | ${Math.round(r.requests.average).toLocaleString('en')} | ${r.latency.p50} ms | ${r.latency.p99} ms | ${(r.latency.p99 / Math.max(floor.latency.p99, 1)).toFixed(1)}× | ${cpu.toFixed(2)} ms | ${(cpu / Math.max(floorCpu, 0.001)).toFixed(1)}× |`,
      );
    }
    // Other work on the machine slows every case alike; the load average says how much there was.
    const load = os.loadavg().map((l) => l.toFixed(1));
    console.log(
      `\n${os.cpus().length} cores, Node ${process.version}, ${new Date().toISOString().slice(0, 10)}, ` +
        `load average ${load.join(' ')}`,
    );
  } finally {
    if (server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    await admin.query(`DROP DATABASE \`${name}\``);
    await admin.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
