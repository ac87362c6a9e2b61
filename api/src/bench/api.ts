/**
 * API benchmark (not a test): a production start on a fresh MariaDB database with the demo data,
 * then autocannon (10 connections, 10 s each) on an unauthenticated floor (GET /api/health), on
 * authenticated list reads by the demo admin and a demo manager, on the statements list and a
 * statement's read (admin, manager, the rep), and on a write; prints requests
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

async function main(): Promise<void> {
  const bench = await startBenchServer();
  try {
    const { url } = bench;
    console.log('Signing in through the bundled provider…');
    const adminToken = (await signInThroughProvider(url, 'admin@demo.accrue.local')).accessToken;
    const managerToken = (await signInThroughProvider(url, 'manager@demo.accrue.local')).accessToken;
    await waitForIdle(bench, adminToken);
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
    const list = '/api/users/profile?limit=50';
    // The demo rep's latest statement: its page's read, and its period's list (a page of 24, as the
    // statements page asks) for the admin and the manager.
    const employeeToken = (await signInThroughProvider(url, 'employee@demo.accrue.local')).accessToken;
    const mine = (await (
      await fetch(`${url}/api/statements/list-mine?page=0&limit=1`, {
        headers: { authorization: `Bearer ${employeeToken}` },
      })
    ).json()) as { items: { id: number; period: { id: string } }[] };
    const statement = mine.items[0]!;
    const statements = `/api/userStatements?periodId=${statement.period.id}&page=0&limit=24`;
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
        name: 'admin: GET /api/userStatements (a period, 24)',
        method: 'GET',
        path: statements,
        token: adminToken,
      },
      {
        name: 'manager: GET /api/userStatements (a period, 24)',
        method: 'GET',
        path: statements,
        token: managerToken,
      },
      {
        name: 'employee: GET /api/statements/{id} (their statement)',
        method: 'GET',
        path: `/api/statements/${statement.id}`,
        token: employeeToken,
      },
      {
        name: 'admin: GET /api/statements/{id}',
        method: 'GET',
        path: `/api/statements/${statement.id}`,
        token: adminToken,
      },
      {
        name: 'admin: PATCH /api/users/settings (write)',
        method: 'PATCH',
        path: '/api/users/settings',
        token: adminToken,
        body: { language: 'en' },
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
