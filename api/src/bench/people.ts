/**
 * People benchmark (not a test; issue "People", figures in the README): a production start on a
 * fresh MariaDB database, grown to a company of 20,000 users in a 6-level tree of 2,000 teams with
 * 3 years of assignment history, then
 * - autocannon (10 connections) on the directory page of 50 sorted and filtered users (admin), on a
 *   search, and on a manager's managee list, beside the unauthenticated floor;
 * - a 20,000-row team-assignment import: the dry run and the import itself, beside a plain
 *   multi-row INSERT of the same rows into a copy of the table (the floor of writing them).
 *
 *   npm run bench:people       (root or api)   builds the API first
 *   env as bench:api (MARIADB_URL, BENCH_DURATION, BENCH_SKIP_BUILD, BENCH_PROFILE_DIR, BENCH_CASES);
 *   with BENCH_CASES, the import runs only if one of its words is "import"
 */
import mysql from 'mysql2/promise';
import { Op } from 'sequelize';
import { openDatabase } from '../platform/db/database.js';
import { Tenant } from '../platform/db/tenancy.js';
import { signInThroughProvider } from '../platform/test/harness.js';
import { teamAssignmentsTable, teamsTable, usersTable } from '../modules/people/tables.js';
import {
  chosen,
  chosenByName,
  measure,
  printMachine,
  printTable,
  startBenchServer,
  type BenchServer,
  type Case,
  type Measured,
  waitForIdle,
} from './server.js';

const USERS = 20_000;
const TEAMS = 2_000;
/** Children per team from the root down (levels 1-4); level 5, the last, takes what is left of TEAMS. */
const BRANCHING = [5, 4, 4, 4];
const MANAGER_EMAIL = 'bench.manager@bench.example';
const FIRST = [
  'Ana',
  'Ben',
  'Chloé',
  'Dmitri',
  'Elif',
  'Farid',
  'Grace',
  'Hugo',
  'Inès',
  'Jonas',
  'Keiko',
  'Luca',
];
const LAST = [
  'Martin',
  'Nguyen',
  'Okafor',
  'Petrov',
  'Quinn',
  'Rossi',
  'Schmidt',
  'Tanaka',
  'Usman',
  'Virtanen',
];

interface Grown {
  companyId: number;
  leafTeams: { id: number; name: string }[];
  employees: { id: number; email: string; teamIndex: number }[];
}

/** Grows the demo company to the benchmark's size, straight into its database. */
async function grow(databaseUrl: string): Promise<Grown> {
  const db = openDatabase({ databaseUrl, dataDir: '/tmp' });
  try {
    const lookup = await mysql.createConnection({ uri: databaseUrl });
    const [account] = await lookup.query(
      "SELECT companyId, passwordHash FROM users WHERE email = 'manager@demo.accrue.local'",
    );
    await lookup.end();
    const { companyId, passwordHash } = (account as { companyId: number; passwordHash: string }[])[0]!;
    const tenant = new Tenant(db, companyId);
    const now = new Date();
    // Teams, level by level (each level's ids read back by their unique names).
    const levels: { id: number; name: string }[][] = [];
    let parents: { id: number | null; name: string }[] = [{ id: null, name: 'Bench' }];
    let made = 0;
    for (let level = 0; level <= BRANCHING.length + 1; level++) {
      const last = level === BRANCHING.length + 1;
      const names: { name: string; parentTeamId: number | null }[] = [];
      const per = last ? Math.ceil((TEAMS - made) / parents.length) : level === 0 ? 1 : BRANCHING[level - 1]!;
      for (const parent of parents)
        for (let i = 0; i < per && made + names.length < TEAMS; i++)
          names.push({ name: level === 0 ? 'Bench HQ' : `${parent.name}.${i + 1}`, parentTeamId: parent.id });
      await tenant.insertMany(
        teamsTable,
        names.map((t) => ({ ...t, archived: false, createdAt: now, updatedAt: now })),
      );
      const rows = await tenant.findAll(teamsTable, { where: { name: names.map((t) => t.name) } });
      const ids = new Map(rows.map((row) => [row.name, Number(row.id)]));
      const created = names.map((t) => ({ id: ids.get(t.name)!, name: t.name }));
      levels.push(created);
      made += created.length;
      parents = created;
      // The level below the root's is named by region, the rest by their path.
      if (level === 0) parents = created.map((t) => ({ ...t, name: 'Bench' }));
    }
    const allTeams = levels.flat();
    const leafTeams = levels[levels.length - 1]!;
    // One manager per team, the rest employees of the leaf teams.
    const people = Array.from({ length: USERS }, (_, i) => {
      const manager = i < allTeams.length;
      return {
        email: i === teamOfBenchManager(levels) ? MANAGER_EMAIL : `bench.user${i}@bench.example`,
        firstName: FIRST[i % FIRST.length]!,
        lastName: `${LAST[Math.floor(i / FIRST.length) % LAST.length]!}-${i}`,
        role: manager ? 'MANAGER' : 'EMPLOYEE',
        status: i % 50 === 0 ? 'INVITED' : i % 97 === 0 ? 'INACTIVE' : 'ACTIVE',
        language: 'en',
        currency: i % 3 === 0 ? 'USD' : 'EUR',
        externalId: null,
        externalIdSource: null,
        hrisId: null,
        hrisIdSource: null,
        pictureURL: null,
        adminScopeId: null,
        passwordHash: i === teamOfBenchManager(levels) ? passwordHash : null,
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
      };
    });
    await tenant.insertMany(usersTable, people);
    const ids = new Map(
      (
        await tenant.findAll(usersTable, {
          attributes: ['id', 'email'],
          where: { email: { [Op.like]: 'bench.%' } },
        })
      ).map((row) => [row.email, Number(row.id)]),
    );
    const idOf = (i: number) => ids.get(people[i]!.email)!;
    // Managers manage their team since 2024; employees moved team once in mid-2025 (half of them).
    const assignments: {
      teamId: number;
      userId: number;
      teamRole: string;
      effectiveAsOf: string;
      effectiveUntil: string | null;
      createdAt: Date;
      updatedAt: Date;
    }[] = [];
    const stamp = { createdAt: now, updatedAt: now };
    allTeams.forEach((team, i) =>
      assignments.push({
        teamId: team.id,
        userId: idOf(i),
        teamRole: 'TEAM_MANAGER',
        effectiveAsOf: '2024-01-01',
        effectiveUntil: null,
        ...stamp,
      }),
    );
    const employees: Grown['employees'] = [];
    for (let i = allTeams.length; i < USERS; i++) {
      const first = i % leafTeams.length;
      const moved = i % 2 === 0;
      const now2 = moved ? (first + 1) % leafTeams.length : first;
      if (moved)
        assignments.push({
          teamId: leafTeams[first]!.id,
          userId: idOf(i),
          teamRole: 'TEAM_EMPLOYEE',
          effectiveAsOf: '2024-01-01',
          effectiveUntil: '2025-06-30',
          ...stamp,
        });
      assignments.push({
        teamId: leafTeams[now2]!.id,
        userId: idOf(i),
        teamRole: 'TEAM_EMPLOYEE',
        effectiveAsOf: moved ? '2025-07-01' : '2024-01-01',
        effectiveUntil: null,
        ...stamp,
      });
      employees.push({ id: idOf(i), email: people[i]!.email, teamIndex: now2 });
    }
    await tenant.insertMany(teamAssignmentsTable, assignments);
    console.log(
      `Grown: ${USERS.toLocaleString('en')} users, ${allTeams.length.toLocaleString('en')} teams in ${levels.length} levels, ${assignments.length.toLocaleString('en')} assignments`,
    );
    return { companyId, leafTeams, employees };
  } finally {
    await db.sequelize.close();
  }
}

/** The bench manager manages the first team of level 3 (the root is 0): about 250 managees below. */
function teamOfBenchManager(levels: { id: number }[][]): number {
  return levels[0]!.length + levels[1]!.length + levels[2]!.length;
}

async function timeRequest(
  bench: BenchServer,
  token: string,
  body: unknown,
): Promise<{ ms: number; status: number; text: string }> {
  const started = performance.now();
  const answer = await fetch(`${bench.url}/api/team_assignments/bulk-import`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await answer.text();
  return { ms: performance.now() - started, status: answer.status, text };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main(): Promise<void> {
  const bench = await startBenchServer();
  try {
    const grown = await grow(bench.databaseUrl);
    // The server remembers hierarchy answers for a few seconds: let the ones of start-up go.
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    const { url } = bench;
    console.log('Signing in through the bundled provider…');
    const admin = (await signInThroughProvider(url, 'admin@demo.accrue.local')).accessToken;
    const manager = (await signInThroughProvider(url, MANAGER_EMAIL)).accessToken;
    await waitForIdle(bench, admin);
    const managees = (await (
      await fetch(`${url}/api/users/profile?limit=1`, { headers: { authorization: `Bearer ${manager}` } })
    ).json()) as { totalItems: number };
    console.log(`The bench manager reaches ${managees.totalItems} users`);
    const sorted = '/api/users/profile?limit=50&sort=email&desc=true&role=EMPLOYEE&currency=EUR';
    const cases: Case[] = [
      { name: 'floor: GET /api/health (no auth)', method: 'GET', path: '/api/health' },
      {
        name: `admin: directory, 50 sorted and filtered of 20,000`,
        method: 'GET',
        path: sorted,
        token: admin,
      },
      {
        name: 'admin: directory, search',
        method: 'GET',
        path: '/api/users/profile?limit=50&search=chlo%20ross',
        token: admin,
      },
      {
        name: `manager: managee list (${managees.totalItems} reached)`,
        method: 'GET',
        path: '/api/users/profile?limit=50',
        token: manager,
      },
    ];
    const results: Measured[] = [];
    for (const c of chosen(cases)) results.push(await measure(bench, c));
    printTable(results);

    if (!chosenByName('import')) return;
    // The import: every employee into another leaf team for 2027 (no overlap with their history).
    const rows = grown.employees.map((e, i) => ({
      userEmail: e.email,
      teamName: grown.leafTeams[(e.teamIndex + 7) % grown.leafTeams.length]!.name,
      teamRole: i % 10 === 0 ? 'TEAM_MANAGER' : 'TEAM_EMPLOYEE',
      effectiveAsOf: '2027-01-01',
      effectiveUntil: '2027-12-31',
    }));
    while (rows.length < 20_000)
      rows.push({
        ...rows[rows.length % grown.employees.length]!,
        effectiveAsOf: '2028-01-01',
        effectiveUntil: '2028-12-31',
      });
    const dryRuns: number[] = [];
    for (let run = 0; run < 3; run++) {
      const answer = await timeRequest(bench, admin, { dryRun: true, rowsToImport: rows });
      if (answer.status !== 200 || !answer.text.includes('"errors":[]'))
        throw new Error(`dry run answered ${answer.status}: ${answer.text.slice(0, 500)}`);
      dryRuns.push(answer.ms);
    }
    const applied = await timeRequest(bench, admin, { dryRun: false, rowsToImport: rows });
    if (applied.status !== 200)
      throw new Error(`import answered ${applied.status}: ${applied.text.slice(0, 500)}`);

    // The floor: the same number of rows written by one client with multi-row INSERTs of 1,000.
    const connection = await mysql.createConnection({ uri: bench.databaseUrl });
    await connection.query('CREATE TABLE bench_floor LIKE team_assignments');
    const started = performance.now();
    for (let from = 0; from < rows.length; from += 1_000) {
      const values = rows
        .slice(from, from + 1_000)
        .map((_, i) => [
          grown.companyId,
          1,
          from + i,
          'TEAM_EMPLOYEE',
          '2027-01-01',
          '2027-12-31',
          new Date(),
          new Date(),
        ]);
      await connection.query(
        'INSERT INTO bench_floor (companyId, teamId, userId, teamRole, effectiveAsOf, effectiveUntil, createdAt, updatedAt) VALUES ?',
        [values],
      );
    }
    const floorMs = performance.now() - started;
    await connection.end();
    console.log(`\n| 20,000-row team-assignment import | time | ÷ floor's |`);
    console.log(`|---|---|---|`);
    console.log(`| floor: multi-row INSERTs of the rows (one client) | ${Math.round(floorMs)} ms | 1.0× |`);
    console.log(
      `| dry run (median of 3) | ${Math.round(median(dryRuns))} ms | ${(median(dryRuns) / floorMs).toFixed(1)}× |`,
    );
    console.log(`| import | ${Math.round(applied.ms)} ms | ${(applied.ms / floorMs).toFixed(1)}× |`);
    printMachine();
  } finally {
    await bench.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
