import { describe, expect, it } from 'vitest';
import { describeOnEachDatabase } from '../../platform/test/suite.js';
import { todayIso } from '../../platform/db/values.js';

const ADMIN = 'admin@demo.accrue.local';
const OTHER_ADMIN = 'admin@other.accrue.local';
const MANAGER = 'manager@demo.accrue.local';
const READONLY_MANAGER = 'readonly-manager@demo.accrue.local';
const EMPLOYEE = 'employee@demo.accrue.local';
const SCOPED_ADMIN = 'scoped-admin@demo.accrue.local';
const READONLY_ADMIN = 'readonly-admin@demo.accrue.local';

interface TeamBody {
  id: number;
  name: string;
  archived: boolean;
  parentTeamId: number | null;
  childrenTeams: { id: number; name: string }[];
  activeMembersCount: number;
}

const unique = (prefix: string) => `${prefix} ${Math.random().toString(36).slice(2, 8)}`;
const shift = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describeOnEachDatabase('teams and team assignments', (suite) => {
  const { as, idOf } = suite;

  async function teamsOf(email: string): Promise<TeamBody[]> {
    const answer = await (await as(email))('GET', '/teams');
    expect(answer.status).toBe(200);
    return answer.body.items;
  }
  async function teamNamed(email: string, name: string): Promise<TeamBody> {
    const team = (await teamsOf(email)).find((t) => t.name === name);
    if (!team) throw new Error(`${email} does not see ${name}`);
    return team;
  }
  async function newTeam(name = unique('Team'), parentTeamId: number | null = null): Promise<TeamBody> {
    const answer = await (await as(ADMIN))('POST', '/teams', { name, parentTeamId });
    expect(answer.status).toBe(201);
    return answer.body;
  }

  describe('reading', () => {
    it('shows admins the whole tree, with children and head counts, and never another company', async () => {
      const teams = await teamsOf(ADMIN);
      const sales = teams.find((t) => t.name === 'Sales')!;
      expect(sales.childrenTeams.map((c) => c.name).sort()).toEqual(['Sales North', 'Sales South']);
      expect(sales.activeMembersCount).toBe(2);
      expect(teams.map((t) => t.name)).not.toContain('Other Sales');
      expect(await teamsOf(READONLY_ADMIN)).toHaveLength(teams.length);

      const foreign = (await teamsOf(OTHER_ADMIN))[0];
      if (foreign) {
        expect((await (await as(ADMIN))('GET', `/teams/team/${foreign.id}`)).status).toBe(404);
        expect((await (await as(ADMIN))('GET', `/team_assignments?teamId=${foreign.id}`)).status).toBe(404);
      }
      expect((await (await as(OTHER_ADMIN))('GET', `/teams/team/${sales.id}`)).status).toBe(404);
    });

    it('shows managers the teams they manage and below, employees their own, scoped admins none', async () => {
      expect((await teamsOf(MANAGER)).map((t) => t.name).sort()).toEqual(
        expect.arrayContaining(['Sales', 'Sales North', 'Sales South']),
      );
      expect((await teamsOf(READONLY_MANAGER)).map((t) => t.name)).toEqual(['Sales North']);
      expect((await teamsOf(EMPLOYEE)).map((t) => t.name)).toEqual(['Sales']);
      expect((await (await as(SCOPED_ADMIN))('GET', '/teams')).status).toBe(403);

      const north = await teamNamed(ADMIN, 'Sales North');
      const employee = await as(EMPLOYEE);
      expect((await employee('GET', `/teams/team/${north.id}`)).status).toBe(404);
      expect((await employee('GET', `/team_assignments?teamId=${north.id}`)).status).toBe(404);
      // Without a team, an employee's list holds only the teams they see.
      const mine = (await employee('GET', '/team_assignments?status=ALL')).body.items as { teamId: number }[];
      const sales = await teamNamed(ADMIN, 'Sales');
      expect(new Set(mine.map((a) => a.teamId))).toEqual(new Set([sales.id]));
    });

    it('counts assignments per status and filters on the status', async () => {
      const team = await newTeam();
      const admin = await as(ADMIN);
      const [a, b, c] = await Promise.all(
        ['employee-2', 'employee-3', 'employee-4'].map((n) => idOf(`${n}@demo.accrue.local`)),
      );
      const created = await admin('POST', '/team_assignments', {
        teamAssignments: [
          { teamId: team.id, userId: a, teamRole: 'TEAM_EMPLOYEE', effectiveAsOf: '2024-01-01' },
          {
            teamId: team.id,
            userId: b,
            teamRole: 'TEAM_EMPLOYEE',
            effectiveAsOf: '2024-01-01',
            effectiveUntil: '2024-06-30',
          },
          { teamId: team.id, userId: c, teamRole: 'TEAM_MANAGER', effectiveAsOf: shift(30) },
        ],
      });
      expect(created.status).toBe(201);
      expect(created.body.map((x: { status: string }) => x.status)).toEqual(['ACTIVE', 'EXPIRED', 'FUTURE']);

      const active = (await admin('GET', `/team_assignments?teamId=${team.id}`)).body;
      expect(active.counts).toEqual({ ACTIVE: 1, EXPIRED: 1, FUTURE: 1, ALL: 3 });
      expect(active.items.map((x: { userId: number }) => x.userId)).toEqual([a]);
      expect(active.items[0].user.email).toBe('employee-2@demo.accrue.local');
      const expired = (await admin('GET', `/team_assignments?teamId=${team.id}&status=EXPIRED`)).body;
      expect(expired.items.map((x: { userId: number }) => x.userId)).toEqual([b]);
      const all = (await admin('GET', `/team_assignments?teamId=${team.id}&status=ALL&limit=2`)).body;
      expect(all).toMatchObject({ totalItems: 3, pageCount: 2 });
      const managers = (
        await admin('GET', `/team_assignments?teamId=${team.id}&status=ALL&teamRole=TEAM_MANAGER`)
      ).body;
      expect(managers.items.map((x: { userId: number }) => x.userId)).toEqual([c]);
      // At another date, the statuses move.
      const later = (await admin('GET', `/team_assignments?teamId=${team.id}&date=${shift(60)}`)).body;
      expect(later.counts).toEqual({ ACTIVE: 2, EXPIRED: 1, FUTURE: 0, ALL: 3 });
      expect((await teamNamed(ADMIN, team.name)).activeMembersCount).toBe(1);
    });
  });

  describe('changing teams', () => {
    it('creates and renames, answering 409 on the field when the name is taken', async () => {
      const admin = await as(ADMIN);
      const team = await newTeam();
      const taken = await admin('POST', '/teams', { name: 'Sales' });
      expect(taken.status).toBe(409);
      expect(taken.body.errors).toEqual([{ field: 'name', message: 'A team named “Sales” already exists.' }]);
      const renamed = await admin('PUT', `/teams/${team.id}/name`, { name: `  ${team.name} bis ` });
      expect(renamed.status).toBe(200);
      expect(renamed.body.name).toBe(`${team.name} bis`);
      const otherCase = await admin('POST', '/teams', { name: 'SALES' });
      expect(otherCase.status).toBe(409);
      expect(otherCase.body.errors).toEqual([
        { field: 'name', message: 'A team named “SALES” already exists.' },
      ]);
      const clash = await admin('PUT', `/teams/${team.id}/name`, { name: 'Sales North' });
      expect(clash.status).toBe(409);
      expect(clash.body.errors[0].field).toBe('name');
      expect((await teamNamed(ADMIN, `${team.name} bis`)).id).toBe(team.id);
      // Renaming to its own name is no conflict.
      expect((await admin('PUT', `/teams/${team.id}/name`, { name: `${team.name} bis` })).status).toBe(200);

      const missing = await admin('PUT', `/teams/${team.id}/name`, {});
      expect(missing.status).toBe(422);
      expect(missing.body.errors).toEqual([{ field: 'name', message: 'This field is required.' }]);
      const blank = await admin('POST', '/teams', { name: '   ' });
      expect(blank.status).toBe(422);
      expect(blank.body.errors).toEqual([{ field: 'name', message: 'This field is required.' }]);
      const long = await admin('POST', '/teams', { name: 'x'.repeat(101) });
      expect(long.status).toBe(422);

      const foreign = await (await as(OTHER_ADMIN))('POST', '/teams', { name: unique('Foreign') });
      expect(foreign.status).toBe(201);
      expect((await admin('PUT', `/teams/${foreign.body.id}/name`, { name: 'Stolen' })).status).toBe(404);
      expect((await admin('PUT', `/teams/${foreign.body.id}/name`, {})).status).toBe(404);
      expect((await admin('POST', `/teams/${foreign.body.id}/link-existing-teams`, {})).status).toBe(404);
      const under = await admin('POST', '/teams', { name: unique('Under'), parentTeamId: foreign.body.id });
      expect(under.status).toBe(422);
      expect(under.body.errors[0].field).toBe('parentTeamId');
    });

    it('only lets admins change teams', async () => {
      const team = await teamNamed(ADMIN, 'Sales South');
      for (const email of [MANAGER, READONLY_ADMIN, EMPLOYEE, SCOPED_ADMIN]) {
        const caller = await as(email);
        expect((await caller('POST', '/teams', { name: unique('Nope') })).status).toBe(403);
        expect((await caller('PUT', `/teams/${team.id}/name`, { name: 'Renamed' })).status).toBe(403);
        expect((await caller('POST', `/teams/${team.id}/archive`)).status).toBe(403);
        expect((await caller('DELETE', `/teams/${team.id}`)).status).toBe(403);
      }
      expect((await teamNamed(ADMIN, 'Sales South')).archived).toBe(false);
    });

    it('links existing teams as children, refuses cycles and unlinks', async () => {
      const admin = await as(ADMIN);
      const top = await newTeam(unique('Top'));
      const middle = await newTeam(unique('Middle'));
      const leaf = await newTeam(unique('Leaf'));
      const linked = await admin('POST', `/teams/${top.id}/link-existing-teams`, { teamIds: [middle.id] });
      expect(linked.status).toBe(200);
      expect(linked.body.childrenTeams.map((c: { id: number }) => c.id)).toEqual([middle.id]);
      expect(
        (await admin('POST', `/teams/${middle.id}/link-existing-teams`, { teamIds: [leaf.id] })).status,
      ).toBe(200);

      for (const [parent, child] of [
        [leaf.id, top.id],
        [middle.id, top.id],
        [top.id, top.id],
      ]) {
        const cycle = await admin('POST', `/teams/${parent}/link-existing-teams`, { teamIds: [child] });
        expect(cycle.status).toBe(409);
        expect(cycle.body.message).toBe('A team cannot be linked under itself or one of its own sub-teams.');
      }
      expect((await teamNamed(ADMIN, top.name)).parentTeamId).toBeNull();

      const foreign = (await teamsOf(OTHER_ADMIN))[0]!;
      const across = await admin('POST', `/teams/${top.id}/link-existing-teams`, {
        teamIds: [leaf.id, foreign.id],
      });
      expect(across.status).toBe(422);
      expect(across.body.errors).toEqual([{ field: 'teamIds.1', message: 'Team not found.' }]);
      expect((await teamNamed(ADMIN, leaf.name)).parentTeamId).toBe(middle.id);
      expect(
        (await admin('POST', `/teams/${foreign.id}/link-existing-teams`, { teamIds: [leaf.id] })).status,
      ).toBe(404);

      const unlinked = await admin('DELETE', `/teams/${middle.id}/parent-team`);
      expect(unlinked.status).toBe(200);
      expect(unlinked.body.parentTeamId).toBeNull();
      expect((await admin('DELETE', `/teams/${middle.id}/parent-team`)).status).toBe(409);
      expect((await admin('DELETE', `/teams/${foreign.id}/parent-team`)).status).toBe(404);
    });

    it('archives and unarchives a team with every team below it, counting them', async () => {
      const admin = await as(ADMIN);
      const top = await newTeam(unique('Archive top'));
      const child = await newTeam(unique('Archive child'), top.id);
      await newTeam(unique('Archive grandchild'), child.id);
      expect((await admin('POST', `/teams/${child.id}/archive`)).body).toEqual({ count: 2 });
      expect((await admin('POST', `/teams/${top.id}/archive`)).body).toEqual({ count: 1 });
      const archived = (await admin('GET', '/teams?archived=true')).body.items as TeamBody[];
      expect(archived.map((t) => t.id)).toEqual(expect.arrayContaining([top.id, child.id]));
      expect(
        (await admin('GET', '/teams?archived=false')).body.items.map((t: TeamBody) => t.id),
      ).not.toContain(top.id);
      expect((await admin('POST', `/teams/${top.id}/unarchive`)).body).toEqual({ count: 3 });
      const foreign = (await teamsOf(OTHER_ADMIN))[0]!;
      expect((await admin('POST', `/teams/${foreign.id}/archive`)).status).toBe(404);
      expect((await teamNamed(OTHER_ADMIN, foreign.name)).archived).toBe(false);
    });

    it('deletes only a team nothing depends on', async () => {
      const admin = await as(ADMIN);
      const parent = await newTeam(unique('Delete parent'));
      const child = await newTeam(unique('Delete child'), parent.id);
      const withChild = await admin('DELETE', `/teams/${parent.id}`);
      expect(withChild.status).toBe(409);
      expect(withChild.body.message).toBe('it still has sub-teams; unlink them first');
      const userId = await idOf('employee-2@demo.accrue.local');
      await admin('POST', '/team_assignments', {
        teamAssignments: [
          { teamId: child.id, userId, teamRole: 'TEAM_EMPLOYEE', effectiveAsOf: '2025-01-01' },
        ],
      });
      expect((await admin('DELETE', `/teams/${child.id}`)).status).toBe(409);
      const assignments = (await admin('GET', `/team_assignments?teamId=${child.id}&status=ALL`)).body.items;
      expect(
        (
          await admin('DELETE', '/team_assignments', {
            teamAssignmentIds: assignments.map((a: { id: number }) => a.id),
          })
        ).body,
      ).toEqual({ count: 1 });
      expect((await admin('DELETE', `/teams/${child.id}`)).status).toBe(204);
      expect((await admin('DELETE', `/teams/${parent.id}`)).status).toBe(204);
      expect((await admin('GET', `/teams/team/${parent.id}`)).status).toBe(404);
      const foreign = (await teamsOf(OTHER_ADMIN))[0]!;
      expect((await admin('DELETE', `/teams/${foreign.id}`)).status).toBe(404);
    });
  });

  describe('changing assignments', () => {
    it('validates dates, overlaps and ids, writing nothing on any error', async () => {
      const admin = await as(ADMIN);
      const team = await newTeam();
      const userId = await idOf('employee-3@demo.accrue.local');
      const otherUser = await idOf('employee@other.accrue.local');
      const row = { teamId: team.id, userId, teamRole: 'TEAM_EMPLOYEE', effectiveAsOf: '2025-01-01' };

      const reversed = await admin('POST', '/team_assignments', {
        teamAssignments: [row, { ...row, effectiveAsOf: '2026-02-01', effectiveUntil: '2026-01-01' }],
      });
      expect(reversed.status).toBe(422);
      expect(reversed.body.errors).toEqual([
        {
          field: 'teamAssignments.1.effectiveUntil',
          message: 'The start date must not be after the end date.',
        },
      ]);
      const foreignUser = await admin('POST', '/team_assignments', {
        teamAssignments: [row, { ...row, userId: otherUser }],
      });
      expect(foreignUser.status).toBe(422);
      expect(foreignUser.body.errors).toEqual([
        { field: 'teamAssignments.1.userId', message: 'User not found.' },
      ]);
      const badDate = await admin('POST', '/team_assignments', {
        teamAssignments: [{ ...row, effectiveAsOf: '2025-13-01' }],
      });
      expect(badDate.status).toBe(422);
      expect((await admin('GET', `/team_assignments?teamId=${team.id}&status=ALL`)).body.counts.ALL).toBe(0);

      expect((await admin('POST', '/team_assignments', { teamAssignments: [row] })).status).toBe(201);
      const overlap = await admin('POST', '/team_assignments', {
        teamAssignments: [{ ...row, effectiveAsOf: '2025-06-01', effectiveUntil: '2025-07-01' }],
      });
      expect(overlap.status).toBe(422);
      expect(overlap.body.errors[0].message).toBe(
        'This user already has an assignment to this team over these dates.',
      );
    });

    it('ends an assignment and refuses a stale or foreign change', async () => {
      const admin = await as(ADMIN);
      const team = await newTeam();
      const userId = await idOf('employee-4@demo.accrue.local');
      const created = await admin('POST', '/team_assignments', {
        teamAssignments: [
          { teamId: team.id, userId, teamRole: 'TEAM_EMPLOYEE', effectiveAsOf: '2024-01-01' },
        ],
      });
      const id = created.body[0].id;
      const ended = await admin('PATCH', '/team_assignments', {
        teamAssignments: [{ id, effectiveUntil: '2024-12-31' }],
      });
      expect(ended.status).toBe(200);
      expect(ended.body[0]).toMatchObject({ id, effectiveUntil: '2024-12-31', status: 'EXPIRED' });
      const reversed = await admin('PATCH', '/team_assignments', {
        teamAssignments: [{ id, effectiveUntil: '2023-12-31' }],
      });
      expect(reversed.status).toBe(422);

      const otherAdmin = await as(OTHER_ADMIN);
      expect(
        (await otherAdmin('PATCH', '/team_assignments', { teamAssignments: [{ id, effectiveUntil: null }] }))
          .status,
      ).toBe(422);
      expect((await otherAdmin('DELETE', '/team_assignments', { teamAssignmentIds: [id] })).status).toBe(422);
      const otherTeam = (await teamsOf(OTHER_ADMIN))[0]!;
      const into = await admin('POST', '/team_assignments', {
        teamAssignments: [
          { teamId: otherTeam.id, userId, teamRole: 'TEAM_EMPLOYEE', effectiveAsOf: '2024-01-01' },
        ],
      });
      expect(into.status).toBe(422);
      expect(into.body.errors[0].field).toBe('teamAssignments.0.teamId');
      const still = (await admin('GET', `/team_assignments?teamId=${team.id}&status=ALL`)).body.items[0];
      expect(still.effectiveUntil).toBe('2024-12-31');
    });

    it('lets a manager assign their managees in the teams they manage, and nobody read-only', async () => {
      const admin = await as(ADMIN);
      const manager = await as(MANAGER);
      const south = await teamNamed(ADMIN, 'Sales South');
      const managee = await idOf('employee-2@demo.accrue.local');
      const outsider = await idOf('finance@demo.accrue.local');
      const self = await idOf(MANAGER);
      const row = { teamId: south.id, userId: managee, teamRole: 'TEAM_EMPLOYEE', effectiveAsOf: shift(10) };

      const made = await manager('POST', '/team_assignments', { teamAssignments: [row] });
      expect(made.status).toBe(201);
      expect(made.body[0].status).toBe('FUTURE');
      expect(
        (await manager('POST', '/team_assignments', { teamAssignments: [{ ...row, userId: outsider }] }))
          .status,
      ).toBe(403);
      expect(
        (
          await manager('POST', '/team_assignments', {
            teamAssignments: [{ ...row, userId: self, effectiveAsOf: shift(400) }],
          })
        ).status,
      ).toBe(403);
      expect(
        (
          await manager('POST', '/team_assignments', {
            teamAssignments: [{ ...row, teamRole: 'TEAM_MANAGER', effectiveAsOf: shift(400) }],
          })
        ).status,
      ).toBe(403);
      const elsewhere = await newTeam();
      expect(
        (await manager('POST', '/team_assignments', { teamAssignments: [{ ...row, teamId: elsewhere.id }] }))
          .status,
      ).toBe(403);

      for (const email of [READONLY_MANAGER, READONLY_ADMIN, EMPLOYEE]) {
        const caller = await as(email);
        expect(
          (
            await caller('POST', '/team_assignments', {
              teamAssignments: [{ ...row, effectiveAsOf: shift(500) }],
            })
          ).status,
        ).toBe(403);
        expect(
          (await caller('DELETE', '/team_assignments', { teamAssignmentIds: [made.body[0].id] })).status,
        ).toBe(403);
      }
      expect(
        (await manager('DELETE', '/team_assignments', { teamAssignmentIds: [made.body[0].id] })).body,
      ).toEqual({
        count: 1,
      });
      // The manager's own assignment is not theirs to change.
      const sales = await teamNamed(ADMIN, 'Sales');
      const own = (await admin('GET', `/team_assignments?teamId=${sales.id}&teamRole=TEAM_MANAGER`)).body
        .items[0];
      expect(
        (
          await manager('PATCH', '/team_assignments', {
            teamAssignments: [{ id: own.id, effectiveUntil: todayIso() }],
          })
        ).status,
      ).toBe(403);
    });

    it('changes who managers reach at once', async () => {
      const admin = await as(ADMIN);
      const readonlyManager = await as(READONLY_MANAGER);
      const north = await teamNamed(ADMIN, 'Sales North');
      const newcomer = await idOf('employee-4@demo.accrue.local');
      const reached = async () =>
        ((await readonlyManager('GET', '/users/profile?limit=100')).body.items as { id: number }[]).map(
          (u) => u.id,
        );
      expect(await reached()).not.toContain(newcomer);
      const made = await admin('POST', '/team_assignments', {
        teamAssignments: [
          { teamId: north.id, userId: newcomer, teamRole: 'TEAM_EMPLOYEE', effectiveAsOf: '2024-01-01' },
        ],
      });
      expect(made.status).toBe(201);
      expect(await reached()).toContain(newcomer);
      await admin('DELETE', '/team_assignments', { teamAssignmentIds: [made.body[0].id] });
      expect(await reached()).not.toContain(newcomer);
    });
  });
  describe('the bulk import', () => {
    it('reports every error code by row on a dry run, and writes nothing while one row is bad', async () => {
      const admin = await as(ADMIN);
      const team = await newTeam(unique('Import'));
      const good = {
        userEmail: 'Employee-2@demo.accrue.local',
        teamName: team.name.toUpperCase(),
        teamRole: 'employee',
        effectiveAsOf: '2025-01-01',
        effectiveUntil: '',
      };
      const rows = [
        good,
        { ...good, effectiveAsOf: '2025-02-30' },
        { ...good, effectiveUntil: 'soon' },
        { ...good, effectiveAsOf: '2025-03-01', effectiveUntil: '2025-02-01' },
        { ...good, userEmail: '' },
        { ...good, userEmail: 'employee@other.accrue.local' },
        { ...good, teamRole: null },
        { ...good, teamRole: 'boss' },
        { ...good, teamName: ' ' },
        { ...good, teamName: 'Other Sales' },
        good,
      ];
      const dry = await admin('POST', '/team_assignments/bulk-import', { rowsToImport: rows, dryRun: true });
      expect(dry.status).toBe(200);
      expect(dry.body).toEqual({
        dryRun: true,
        rowCount: 11,
        created: 0,
        errors: [
          { row: 2, code: 'INVALID_START_DATE' },
          { row: 3, code: 'INVALID_END_DATE' },
          { row: 4, code: 'START_DATE_AFTER_END_DATE' },
          { row: 5, code: 'MISSING_USER_EMAIL' },
          { row: 6, code: 'USER_NOT_FOUND' },
          { row: 7, code: 'MISSING_USER_ROLE' },
          { row: 8, code: 'INVALID_USER_ROLE' },
          { row: 9, code: 'MISSING_TEAM_NAME' },
          { row: 10, code: 'TEAM_NOT_FOUND' },
          { row: 11, code: 'DUPLICATE_ROW' },
        ],
      });
      const refused = await admin('POST', '/team_assignments/bulk-import', {
        rowsToImport: rows,
        dryRun: false,
      });
      expect(refused.status).toBe(422);
      expect(refused.body.errors[0]).toEqual({ field: 'rowsToImport.1', message: 'INVALID_START_DATE' });
      expect((await admin('GET', `/team_assignments?teamId=${team.id}&status=ALL`)).body.counts.ALL).toBe(0);

      const clean = [
        good,
        {
          ...good,
          userEmail: 'employee-3@demo.accrue.local',
          teamRole: 'TEAM_MANAGER',
          effectiveUntil: '2025-06-30',
        },
      ];
      const check = await admin('POST', '/team_assignments/bulk-import', {
        rowsToImport: clean,
        dryRun: true,
      });
      expect(check.body.errors).toEqual([]);
      expect((await admin('GET', `/team_assignments?teamId=${team.id}&status=ALL`)).body.counts.ALL).toBe(0);
      const done = await admin('POST', '/team_assignments/bulk-import', {
        rowsToImport: clean,
        dryRun: false,
      });
      expect(done.body).toEqual({ dryRun: false, rowCount: 2, created: 2, errors: [] });
      const imported = (await admin('GET', `/team_assignments?teamId=${team.id}&status=ALL`)).body;
      expect(imported.counts).toMatchObject({ ALL: 2, EXPIRED: 1, ACTIVE: 1 });

      // Importing the same rows again overlaps what is there.
      const again = await admin('POST', '/team_assignments/bulk-import', {
        rowsToImport: clean,
        dryRun: true,
      });
      expect(again.body.errors).toEqual([
        { row: 1, code: 'DUPLICATE_ROW' },
        { row: 2, code: 'DUPLICATE_ROW' },
      ]);
    });

    it('is for admins only, and never reaches another company', async () => {
      const row = {
        userEmail: 'employee-2@demo.accrue.local',
        teamName: 'Sales',
        teamRole: 'TEAM_EMPLOYEE',
        effectiveAsOf: '2030-01-01',
      };
      for (const email of [MANAGER, READONLY_ADMIN, EMPLOYEE])
        expect(
          (
            await (
              await as(email)
            )('POST', '/team_assignments/bulk-import', { rowsToImport: [row], dryRun: true })
          ).status,
        ).toBe(403);
      const other = await (
        await as(OTHER_ADMIN)
      )('POST', '/team_assignments/bulk-import', { rowsToImport: [row], dryRun: true });
      expect(other.body.errors.map((e: { code: string }) => e.code).sort()).toEqual([
        'TEAM_NOT_FOUND',
        'USER_NOT_FOUND',
      ]);
      const empty = await (
        await as(ADMIN)
      )('POST', '/team_assignments/bulk-import', { rowsToImport: [], dryRun: true });
      expect(empty.status).toBe(422);
    });
  });
});
