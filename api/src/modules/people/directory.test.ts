import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../demo-data.js';
import { api, signInThroughProvider, startHarness, type Harness } from '../../platform/test/harness.js';
import { describeOnEachDatabase } from '../../platform/test/suite.js';
import { securityEventsTable } from '../../platform/audit/tables.js';
import { AcrossCompanies } from '../../platform/db/tenancy.js';
import { STALE_VERSION_MESSAGE } from '../../platform/db/versioned.js';
import { listCompanyTeamAssignments, assignToTeam, createTeam } from './service.js';
import { userInvitationsTable } from './tables.js';

const ADMIN = 'admin@demo.accrue.local';
const OTHER_ADMIN = 'admin@other.accrue.local';

interface Row {
  id: number;
  email: string;
  fullName: string;
  status: string;
  role: string;
  version: number;
}

describeOnEachDatabase('the directory', (suite) => {
  const { as, idOf, tenantOf, signIn } = suite;
  let h: Harness;
  beforeAll(() => {
    h = suite.harness();
  });

  /** Every user the caller's directory lists with these query parameters, page after page. */
  async function everyone(email: string, query = ''): Promise<Row[]> {
    const caller = await as(email);
    const rows: Row[] = [];
    for (let page = 0; ; page++) {
      const answer = await caller('GET', `/users/profile?limit=100&page=${page}${query}`);
      expect(answer.status).toBe(200);
      rows.push(...answer.body.items);
      if (page + 1 >= answer.body.pageCount) return rows;
    }
  }

  async function securityEvents(type: string, subjectUserId: number) {
    return new AcrossCompanies(h.db).findAll(securityEventsTable, { where: { type, subjectUserId } });
  }

  const newUser = (overrides: Record<string, unknown> = {}) => ({
    firstName: 'Nina',
    lastName: 'Newcomer',
    email: `nina.${Math.random().toString(36).slice(2)}@demo.accrue.local`,
    role: 'EMPLOYEE',
    ...overrides,
  });

  describe('GET /users/profile', () => {
    it('pages, sorts and counts the company on the server, without the deactivated by default', async () => {
      const admin = await as(ADMIN);
      const all = await everyone(ADMIN, '&status=ACTIVE&status=INACTIVE&status=INVITED&status=DEACTIVATED');
      const byDefault = await everyone(ADMIN);
      expect(byDefault.map((u) => u.status)).not.toContain('DEACTIVATED');
      expect(byDefault.length).toBe(all.filter((u) => u.status !== 'DEACTIVATED').length);
      expect(all.map((u) => u.email)).toContain('deactivated@demo.accrue.local');
      expect(all.map((u) => u.email)).not.toContain('employee@other.accrue.local');

      const first = (await admin('GET', '/users/profile?limit=3')).body;
      const second = (await admin('GET', '/users/profile?limit=3&page=1')).body;
      expect(first).toMatchObject({ currentPage: 0, totalItems: byDefault.length });
      expect(first.pageCount).toBe(Math.ceil(byDefault.length / 3));
      expect(first.items).toHaveLength(3);
      expect(second.currentPage).toBe(1);
      expect(second.totalItems).toBe(byDefault.length);
      // A page past the end has no row to carry the total: it is still counted.
      const past = (await admin('GET', `/users/profile?limit=3&page=${first.pageCount + 2}`)).body;
      expect(past).toMatchObject({ items: [], totalItems: byDefault.length });
      // By name by default: the pages follow each other without overlap.
      expect([...first.items, ...second.items].map((u: Row) => u.id)).toEqual(
        byDefault.slice(0, 6).map((u) => u.id),
      );

      const desc = (await admin('GET', '/users/profile?limit=100&sort=email&desc=true')).body.items as Row[];
      const emails = desc.map((u) => u.email);
      expect(emails).toEqual([...emails].sort().reverse());
    });

    it('sorts statuses inactive, invited, active, deactivated', async () => {
      await (
        await as(ADMIN)
      )('PUT', '/users/profile', newUser({ lastName: 'Inactive-Sort' }));
      const rows = await everyone(ADMIN, '&sort=status&status=DEACTIVATED&status=ACTIVE&status=INACTIVE');
      const ranks = rows.map((u) => ['INACTIVE', 'INVITED', 'ACTIVE', 'DEACTIVATED'].indexOf(u.status));
      expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
      expect(ranks[0]).toBe(0);
      expect(ranks.at(-1)).toBe(3);
    });

    it('searches words in names and e-mails, never as wildcards, and filters by role and user', async () => {
      const admin = await as(ADMIN);
      const employees = (await admin('GET', '/users/profile?search=EMPLOYEE&limit=100')).body.items as Row[];
      expect(employees.map((u) => u.email)).toEqual(
        expect.arrayContaining(['employee@demo.accrue.local', 'readonly-employee@demo.accrue.local']),
      );
      const two = (await admin('GET', '/users/profile?search=eli%20employee')).body.items as Row[];
      expect(two.map((u) => u.email)).toEqual(['employee-2@demo.accrue.local']);
      expect((await admin('GET', '/users/profile?search=%25')).body.totalItems).toBe(0);
      expect((await admin('GET', '/users/profile?search=_')).body.totalItems).toBe(0);

      const managers = (await admin('GET', '/users/profile?role=MANAGER&role=READ_ONLY_MANAGER&limit=100'))
        .body.items as Row[];
      expect(managers.length).toBeGreaterThan(0);
      expect(new Set(managers.map((u) => u.role))).toEqual(new Set(['MANAGER', 'READ_ONLY_MANAGER']));

      const mine = await idOf('employee-3@demo.accrue.local');
      const otherEmployee = await idOf('employee@other.accrue.local');
      const picked = (await admin('GET', `/users/profile?userIds=${mine}&userIds=${otherEmployee}`)).body;
      expect(picked.items.map((u: Row) => u.id)).toEqual([mine]);
    });

    it('refuses unbounded or unknown parameters with the field named', async () => {
      const admin = await as(ADMIN);
      const tooMany = await admin('GET', '/users/profile?limit=101');
      expect(tooMany.status).toBe(422);
      expect(tooMany.body.errors).toEqual([
        { field: 'limit', message: 'This field must be less than or equal to 100' },
      ]);
      expect((await admin('GET', '/users/profile?page=-1')).status).toBe(422);
      expect((await admin('GET', '/users/profile?sort=passwordHash')).status).toBe(422);
      expect((await admin('GET', '/users/profile?status=GONE')).status).toBe(422);
    });

    it('counts a user added or deactivated at once, though totals are remembered', async () => {
      const admin = await as(ADMIN);
      const totalOf = async (query: string) =>
        (await admin('GET', `/users/profile?limit=1${query}`)).body.totalItems as number;
      const filter = '&role=EMPLOYEE&status=INACTIVE&status=ACTIVE';
      const before = await totalOf(filter);
      expect(await totalOf(filter)).toBe(before);
      const created = await admin('PUT', '/users/profile', newUser());
      expect(created.status).toBe(201);
      expect(await totalOf(filter)).toBe(before + 1);
      const toggled = await admin('POST', `/users/profile/${created.body.id}/toggle-deactivation`);
      expect(toggled.status).toBe(200);
      expect(await totalOf(filter)).toBe(before);
      // A manager's page (read by primary key) is the admin's page cut to the managees, same order.
      const manager = await as('manager@demo.accrue.local');
      const managees = (await manager('GET', '/users/profile?limit=100&sort=email&desc=true')).body
        .items as Row[];
      const reachable = new Set(managees.map((u) => u.id));
      const adminOrder = (await everyone(ADMIN, '&sort=email&desc=true')).filter((u) => reachable.has(u.id));
      expect(managees.map((u) => u.id)).toEqual(adminOrder.map((u) => u.id));
    });

    it('pages a manager’s list from its remembered order, and follows a rename and a deactivation at once', async () => {
      const admin = await as(ADMIN);
      const manager = await as('manager@demo.accrue.local');
      const list = async (query: string) =>
        (await manager('GET', `/users/profile?${query}`)).body as { items: Row[]; totalItems: number };
      const whole = await list('limit=100');
      expect(whole.items.length).toBeGreaterThan(3);
      const paged: Row[] = [];
      for (let page = 0; page * 2 < whole.totalItems; page++)
        paged.push(...(await list(`limit=2&page=${page}`)).items);
      expect(paged.map((u) => u.id)).toEqual(whole.items.map((u) => u.id));

      const last = whole.items.at(-1)!;
      const target = (await admin('GET', `/users/profile/${last.id}`)).body as Row & Record<string, unknown>;
      const edit = (changes: Record<string, unknown>, version: number) =>
        admin('PUT', '/users/profile', {
          id: target.id,
          version,
          firstName: target.firstName,
          lastName: target.lastName,
          email: target.email,
          role: target.role,
          ...changes,
        });
      const renamed = await edit({ firstName: 'Aaaron' }, target.version);
      expect(renamed.status).toBe(200);
      try {
        expect((await list('limit=2')).items[0]!.id).toBe(target.id);
        const toggled = await admin('POST', `/users/profile/${target.id}/toggle-deactivation`);
        expect(toggled.status).toBe(200);
        const after = await list('limit=100');
        expect(after.totalItems).toBe(whole.totalItems - 1);
        expect(after.items.map((u) => u.id)).not.toContain(target.id);
        await admin('POST', `/users/profile/${target.id}/toggle-deactivation`);
      } finally {
        const current = (await admin('GET', `/users/profile/${target.id}`)).body as Row;
        expect((await edit({}, current.version)).status).toBe(200);
      }
      expect((await list('limit=100')).items.map((u) => u.id)).toEqual(whole.items.map((u) => u.id));
    });

    it('lists only whom each role reaches: managers their managees, employees themselves', async () => {
      const manager = await everyone('manager@demo.accrue.local');
      expect(manager.map((u) => u.email).sort()).toEqual(
        [
          'manager@demo.accrue.local',
          'readonly-manager@demo.accrue.local',
          'employee@demo.accrue.local',
          'employee-2@demo.accrue.local',
          'employee-3@demo.accrue.local',
          'employee-4@demo.accrue.local',
          'readonly-employee@demo.accrue.local',
        ].sort(),
      );
      const readOnlyManager = await everyone('readonly-manager@demo.accrue.local');
      expect(readOnlyManager.map((u) => u.email).sort()).toEqual(
        [
          'readonly-manager@demo.accrue.local',
          'employee-2@demo.accrue.local',
          'employee-3@demo.accrue.local',
        ].sort(),
      );
      expect((await everyone('employee@demo.accrue.local')).map((u) => u.email)).toEqual([
        'employee@demo.accrue.local',
      ]);
      // The scoped admin's scope holds no plan in the demo: themselves only.
      expect((await everyone('scoped-admin@demo.accrue.local')).map((u) => u.email)).toEqual([
        'scoped-admin@demo.accrue.local',
      ]);
      // Asking for someone else by id does not widen anything.
      const employee = await as('employee@demo.accrue.local');
      const admin = await idOf(ADMIN);
      expect((await employee('GET', `/users/profile?userIds=${admin}`)).body.totalItems).toBe(0);
      // Another company sees none of Demo Company.
      const other = await everyone(
        OTHER_ADMIN,
        '&status=ACTIVE&status=DEACTIVATED&status=INACTIVE&status=INVITED',
      );
      expect(other.every((u) => u.email.endsWith('@other.accrue.local'))).toBe(true);
    });
  });

  describe('GET /users/profile/{userId}', () => {
    it('answers a reachable user, 403 for an unreachable one, 404 for another company’s', async () => {
      const target = await idOf('employee-2@demo.accrue.local');
      expect((await (await as(ADMIN))('GET', `/users/profile/${target}`)).body).toMatchObject({
        id: target,
        version: expect.any(Number),
      });
      expect((await (await as('manager@demo.accrue.local'))('GET', `/users/profile/${target}`)).status).toBe(
        200,
      );
      expect((await (await as('employee@demo.accrue.local'))('GET', `/users/profile/${target}`)).status).toBe(
        403,
      );
      expect((await (await as(OTHER_ADMIN))('GET', `/users/profile/${target}`)).status).toBe(404);
    });
  });

  describe('PUT /users/profile', () => {
    it('adds a user with the form’s defaults, status INACTIVE', async () => {
      const input = newUser();
      const answer = await (await as(ADMIN))('PUT', '/users/profile', input);
      expect(answer.status).toBe(201);
      expect(answer.body).toMatchObject({
        email: input.email,
        fullName: 'Nina Newcomer',
        role: 'EMPLOYEE',
        status: 'INACTIVE',
        language: 'en',
        currency: 'EUR',
        externalIdSource: null,
        adminScopeId: null,
        joinedAt: null,
        invitationSentAt: null,
      });
    });

    it('refuses every broken rule on its field and writes nothing', async () => {
      const admin = await as(ADMIN);
      const before = (await admin('GET', '/users/profile?limit=1')).body.totalItems;
      const cases: [Record<string, unknown>, { field: string; message: string }[]][] = [
        [
          { firstName: undefined, lastName: undefined, email: undefined },
          [
            { field: 'firstName', message: 'This field is required.' },
            { field: 'lastName', message: 'This field is required.' },
            { field: 'email', message: 'This field is required.' },
          ],
        ],
        [{ firstName: '  ' }, [{ field: 'firstName', message: 'This field is required.' }]],
        [{ role: undefined }, [{ field: 'role', message: 'This field is required.' }]],
        [{ email: 'not-an-email' }, [{ field: 'email', message: 'This field must be a valid email.' }]],
        [
          { language: 'nl' },
          [
            {
              field: 'language',
              message: 'This field must be one of the following values: en, fr, de, pt, es, it',
            },
          ],
        ],
        [
          { currency: 'JPY' },
          [{ field: 'currency', message: 'This field must be one of the following values: EUR, USD, GBP' }],
        ],
        [
          { externalId: 'sf-1', externalIdSource: null },
          [{ field: 'externalId', message: 'This field must be empty when no source is chosen.' }],
        ],
        [{ hrisIdSource: 'WORKDAY' }, [{ field: 'hrisId', message: 'This field is required.' }]],
        [{ role: 'SCOPED_ADMIN' }, [{ field: 'adminScopeId', message: 'This field is required.' }]],
        [
          { role: 'SCOPED_ADMIN', adminScopeId: 999999 },
          [{ field: 'adminScopeId', message: 'This field is invalid.' }],
        ],
        [{ role: 'ADMIN', adminScopeId: 1 }, [{ field: 'adminScopeId', message: 'This field is invalid.' }]],
        [
          { role: 'READ_ONLY_EMPLOYEE' },
          [
            {
              field: 'role',
              message:
                'This field must be one of the following values: ADMIN, SCOPED_ADMIN, MANAGER, READ_ONLY_MANAGER, READ_ONLY_ADMIN, EMPLOYEE, FINANCE',
            },
          ],
        ],
      ];
      for (const [overrides, errors] of cases) {
        const answer = await admin('PUT', '/users/profile', newUser(overrides));
        expect(answer.status, JSON.stringify(overrides)).toBe(422);
        expect(answer.body.errors, JSON.stringify(overrides)).toEqual(errors);
      }
      expect((await admin('PUT', '/users/profile', newUser({ externalIdSource: 'NONE' }))).status).toBe(422);
      expect((await admin('GET', '/users/profile?limit=1')).body.totalItems).toBe(before);
    });

    it('refuses an e-mail already taken, in any company, with EMAIL_ALREADY_TAKEN', async () => {
      const admin = await as(ADMIN);
      for (const email of ['employee@other.accrue.local', 'Employee-2@demo.accrue.local']) {
        const answer = await admin('PUT', '/users/profile', newUser({ email }));
        expect(answer.status).toBe(409);
        expect(answer.body).toMatchObject({
          code: 'EMAIL_ALREADY_TAKEN',
          message: 'This e-mail address is already taken.',
        });
      }
    });

    it('edits with the version read, and answers 409 to an edit made from a stale version', async () => {
      const admin = await as(ADMIN);
      const created = (await admin('PUT', '/users/profile', newUser())).body as Row & Record<string, unknown>;
      const edit = { ...newUser({ email: created.email }), id: created.id, version: created.version };
      const first = await admin('PUT', '/users/profile', { ...edit, lastName: 'Renamed', currency: 'USD' });
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({
        fullName: 'Nina Renamed',
        currency: 'USD',
        version: created.version + 1,
      });
      const stale = await admin('PUT', '/users/profile', { ...edit, firstName: 'Lost' });
      expect(stale.status).toBe(409);
      expect(stale.body.message).toBe(STALE_VERSION_MESSAGE);
      expect((await admin('GET', `/users/profile/${created.id}`)).body.fullName).toBe('Nina Renamed');
      const noVersion = await admin('PUT', '/users/profile', { ...edit, version: undefined });
      expect(noVersion.body.errors).toEqual([{ field: 'version', message: 'This field is required.' }]);
    });

    it('keeps other companies’ users and other roles out of reach', async () => {
      const target = (
        await (
          await as(ADMIN)
        )('GET', `/users/profile/${await idOf('employee-3@demo.accrue.local')}`)
      ).body as Row;
      const edit = { ...newUser(), id: target.id, version: target.version };
      expect((await (await as(OTHER_ADMIN))('PUT', '/users/profile', edit)).status).toBe(404);
      for (const email of [
        'employee@demo.accrue.local',
        'readonly-admin@demo.accrue.local',
        'manager@demo.accrue.local',
      ])
        expect((await (await as(email))('PUT', '/users/profile', edit)).status, email).toBe(403);
      // A scoped admin reaches nobody of the demo here and gives no admin role.
      const scoped = await as('scoped-admin@demo.accrue.local');
      expect((await scoped('PUT', '/users/profile', edit)).status).toBe(403);
      expect((await scoped('PUT', '/users/profile', newUser({ role: 'ADMIN' }))).status).toBe(403);
      expect((await scoped('PUT', '/users/profile', newUser({ role: 'MANAGER' }))).status).toBe(201);
      expect((await (await as(ADMIN))('GET', `/users/profile/${target.id}`)).body.version).toBe(
        target.version,
      );
    });

    it('asks to confirm demoting a team manager, then unassigns them from the teams they manage', async () => {
      const admin = await as(ADMIN);
      const demo = await tenantOf(ADMIN);
      const lead = (await admin('PUT', '/users/profile', newUser({ role: 'MANAGER', lastName: 'Lead' })))
        .body as Row;
      const teamId = await createTeam(demo, { name: `Demotion ${lead.id}`, parentTeamId: null });
      await assignToTeam(demo, {
        teamId,
        userId: lead.id,
        teamRole: 'TEAM_MANAGER',
        effectiveAsOf: '2024-01-01',
        effectiveUntil: null,
      });
      const edit = {
        ...newUser({ email: lead.email, lastName: 'Lead' }),
        id: lead.id,
        version: lead.version,
      };
      const asked = await admin('PUT', '/users/profile', edit);
      expect(asked.status).toBe(409);
      expect(asked.body).toMatchObject({
        code: 'DEMOTION_NEEDS_CONFIRMATION',
        teams: [`Demotion ${lead.id}`],
      });
      expect((await admin('GET', `/users/profile/${lead.id}`)).body.role).toBe('MANAGER');

      const confirmed = await admin('PUT', '/users/profile', { ...edit, confirmDemotion: true });
      expect(confirmed.status).toBe(200);
      expect(confirmed.body.role).toBe('EMPLOYEE');
      const [assignment] = (await listCompanyTeamAssignments(demo)).filter((a) => a.userId === lead.id);
      expect(assignment!.effectiveUntil).not.toBeNull();
      expect(assignment!.effectiveUntil! < new Date().toISOString().slice(0, 10)).toBe(true);
      const events = await securityEvents('role.changed', lead.id);
      expect(events).toHaveLength(1);
      expect(JSON.parse(String(events[0]!.detail))).toMatchObject({ from: 'MANAGER', to: 'EMPLOYEE' });
      expect(Number(events[0]!.actorUserId)).toBe(await idOf(ADMIN));
    });

    it('never demotes the last active admin', async () => {
      const other = await as(OTHER_ADMIN);
      const me = (await other('GET', '/users/me')).body.user as Row & Record<string, string>;
      const answer = await other('PUT', '/users/profile', {
        id: me.id,
        version: me.version,
        firstName: me.firstName,
        lastName: me.lastName,
        email: me.email,
        role: 'READ_ONLY_ADMIN',
      });
      expect(answer.status).toBe(409);
      expect(answer.body.code).toBe('LAST_ACTIVE_ADMIN');
    });
  });

  describe('POST /users/profile/{userId}/toggle-deactivation', () => {
    it('deactivates and reactivates, records it, and never for yourself or out of reach', async () => {
      const admin = await as(ADMIN);
      const person = (await admin('PUT', '/users/profile', newUser())).body as Row;
      const path = `/users/profile/${person.id}/toggle-deactivation`;
      expect((await (await as(OTHER_ADMIN))('POST', path)).status).toBe(404);
      expect((await (await as('employee@demo.accrue.local'))('POST', path)).status).toBe(403);
      expect((await (await as('readonly-admin@demo.accrue.local'))('POST', path)).status).toBe(403);

      const off = await admin('POST', path);
      expect(off.status).toBe(200);
      expect(off.body).toMatchObject({ status: 'DEACTIVATED', clearedAt: expect.any(String) });
      expect((await securityEvents('user.deactivated', person.id)).length).toBe(1);
      expect((await everyone(ADMIN)).map((u) => u.id)).not.toContain(person.id);

      const on = await admin('POST', path);
      expect(on.body).toMatchObject({ status: 'INACTIVE', clearedAt: null });
      expect((await securityEvents('user.deactivated', person.id)).length).toBe(1);

      const self = await idOf(ADMIN);
      const refused = await admin('POST', `/users/profile/${self}/toggle-deactivation`);
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe('You cannot deactivate yourself.');
      expect((await admin('GET', `/users/profile/${self}`)).body.status).toBe('ACTIVE');
    });

    it('ends a deactivated user’s sessions', async () => {
      const admin = await as(ADMIN);
      const target = await idOf('employee-4@demo.accrue.local');
      const token = await signIn('employee-4@demo.accrue.local');
      const employee = api(h, token);
      expect((await employee('GET', '/users/me')).body.meta.accessRole).toBe('EMPLOYEE');
      await admin('POST', `/users/profile/${target}/toggle-deactivation`);
      try {
        // Deactivation ends their sessions: the token they hold is refused at once.
        expect((await employee('GET', '/users/me')).status).toBe(401);
        expect(await securityEvents('session.revoked', target)).toHaveLength(1);
      } finally {
        await admin('POST', `/users/profile/${target}/toggle-deactivation`);
      }
    });
  });

  describe('GET /admin-scopes', () => {
    it('names every scope to admins, their own to a scoped admin, none of another company', async () => {
      const scopes = (await (await as(ADMIN))('GET', '/admin-scopes')).body as { name: string }[];
      expect(scopes.map((s) => s.name)).toEqual(['EMEA plans']);
      expect((await (await as('scoped-admin@demo.accrue.local'))('GET', '/admin-scopes')).body).toEqual(
        scopes,
      );
      expect((await (await as(OTHER_ADMIN))('GET', '/admin-scopes')).body).toEqual([]);
      expect((await (await as('employee@demo.accrue.local'))('GET', '/admin-scopes')).status).toBe(403);
    });
  });

  describe('POST /users/profile/invitations', () => {
    it('invites each user alone, keeps the links in the outbox without SMTP, and stores only hashes', async () => {
      const admin = await as(ADMIN);
      const first = (await admin('PUT', '/users/profile', newUser({ firstName: 'Ivy' }))).body as Row;
      const second = (await admin('PUT', '/users/profile', newUser({ firstName: 'Ivan' }))).body as Row;
      const active = await idOf('employee-3@demo.accrue.local');
      const otherCompany = await idOf('employee@other.accrue.local');
      expect(
        (
          await (
            await as('employee@demo.accrue.local')
          )('POST', '/users/profile/invitations', [{ id: first.id }])
        ).status,
      ).toBe(403);

      const answer = await admin('POST', '/users/profile/invitations', [
        { id: first.id },
        { id: active },
        { id: second.id },
        { id: otherCompany },
      ]);
      expect(answer.status).toBe(200);
      expect(answer.body.total).toBe(4);
      expect(answer.body.errors).toEqual([
        { id: active, message: 'This user has already joined.' },
        { id: otherCompany, message: 'User not found.' },
      ]);
      expect(answer.body.invited.map((u: Row) => [u.id, u.status])).toEqual([
        [first.id, 'INVITED'],
        [second.id, 'INVITED'],
      ]);
      expect(answer.body.invited[0].invitationSentAt).toEqual(expect.any(String));

      const outbox = (await admin('GET', '/users/profile/invitations/outbox')).body as {
        userId: number;
        recipient: string;
        link: string;
        body: string;
      }[];
      const mine = outbox.filter((m) => [first.id, second.id].includes(m.userId));
      expect(mine.map((m) => m.recipient).sort()).toEqual([first.email, second.email].sort());
      for (const message of mine) {
        expect(message.link).toMatch(/\/invitations\/[A-Za-z0-9_-]{43}$/);
        expect(message.body).toContain(message.link);
      }
      const tokens = mine.map((m) => m.link.split('/').pop()!);
      expect(new Set(tokens).size).toBe(2);
      const stored = await (
        await tenantOf(ADMIN)
      ).findAll(userInvitationsTable, { where: { userId: [first.id, second.id] } });
      expect(stored).toHaveLength(2);
      for (const row of stored) expect(tokens).not.toContain(row.tokenHash);
      // Another company reads none of it.
      expect((await (await as(OTHER_ADMIN))('GET', '/users/profile/invitations/outbox')).body).toEqual([]);
    });

    it('lets the invited person choose a password once through the link, then sign in', async () => {
      const admin = await as(ADMIN);
      const person = (await admin('PUT', '/users/profile', newUser({ firstName: 'Jade', language: 'fr' })))
        .body as Row;
      await admin('POST', '/users/profile/invitations', [{ id: person.id }]);
      const outbox = (await admin('GET', '/users/profile/invitations/outbox')).body as {
        userId: number;
        link: string;
      }[];
      const link = outbox.find((m) => m.userId === person.id)!.link;
      const url = `${h.url}${new URL(link).pathname}`;
      const form = await fetch(url);
      expect(form.status).toBe(200);
      const html = await form.text();
      expect(html).toContain(person.email);
      expect(html).toContain('Choisissez un mot de passe');
      const post = (fields: Record<string, string>) =>
        fetch(url, {
          method: 'POST',
          redirect: 'manual',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams(fields).toString(),
        });
      expect((await post({ password: 'short', confirm: 'short' })).status).toBe(422);
      expect((await post({ password: 'long-enough-1', confirm: 'long-enough-2' })).status).toBe(422);
      expect((await admin('GET', `/users/profile/${person.id}`)).body.status).toBe('INVITED');
      const accepted = await post({ password: 'jade-chooses-this', confirm: 'jade-chooses-this' });
      expect(accepted.status).toBe(303);
      expect(accepted.headers.get('location')).toBe('/api/auth/login?returnTo=%2Fhome');
      expect((await admin('GET', `/users/profile/${person.id}`)).body).toMatchObject({
        status: 'ACTIVE',
        joinedAt: expect.any(String),
      });
      // Once only.
      expect((await fetch(url)).status).toBe(410);
      expect((await post({ password: 'another-password', confirm: 'another-password' })).status).toBe(410);
      expect((await fetch(`${h.url}/invitations/not-a-token`)).status).toBe(410);
      const signedIn = await signInThroughProvider(h.url, person.email, 'jade-chooses-this');
      expect((await api(h, signedIn.accessToken)('GET', '/users/me')).body.user.email).toBe(person.email);
    });

    it('sends the link by e-mail through SMTP when SMTP_URL is set, and reports a server that fails', async () => {
      const received: { to: string[]; data: string }[] = [];
      const server = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS'],
        onData(stream, session, callback) {
          let data = '';
          stream.on('data', (chunk: Buffer) => (data += chunk.toString('utf8')));
          stream.on('end', () => {
            received.push({ to: session.envelope.rcptTo.map((r) => r.address), data });
            callback();
          });
        },
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const port = (server.server.address() as AddressInfo).port;
      // SMTP_URL is read once, at start: this test runs an app of its own with it set.
      const mailing = await startHarness(suite.dialect, { SMTP_URL: `smtp://127.0.0.1:${port}` });
      try {
        const { accessToken } = await signInThroughProvider(mailing.url, ADMIN, DEMO_PASSWORD);
        const admin = api(mailing, accessToken);
        const person = (await admin('PUT', '/users/profile', newUser({ firstName: 'Mael' }))).body as Row;
        const outboxBefore = (await admin('GET', '/users/profile/invitations/outbox')).body.length;
        const answer = await admin('POST', '/users/profile/invitations', [{ id: person.id }]);
        expect(answer.body.errors).toEqual([]);
        expect(received).toHaveLength(1);
        expect(received[0]!.to).toEqual([person.email]);
        // Quoted-printable folds long lines with a trailing '='.
        const message = received[0]!.data.replace(/=\r?\n/g, '');
        expect(message).toContain(`${mailing.url}/invitations/`);
        expect(message).toMatch(/\/invitations\/[A-Za-z0-9_-]{43}/);
        expect((await admin('GET', '/users/profile/invitations/outbox')).body.length).toBe(outboxBefore);

        // A server that is not there: the user stays as they were, with a reason that names no host.
        const waiting = (await admin('PUT', '/users/profile', newUser({ firstName: 'Nora' }))).body as Row;
        await new Promise<void>((resolve) => server.close(() => resolve()));
        const failed = await admin('POST', '/users/profile/invitations', [{ id: waiting.id }]);
        expect(failed.body.errors).toEqual([
          { id: waiting.id, message: 'The invitation e-mail could not be sent. Try again later.' },
        ]);
        expect((await admin('GET', `/users/profile/${waiting.id}`)).body.status).toBe('INACTIVE');
      } finally {
        await mailing.close();
        server.close();
      }
    });
  });
});
