import { canReachUser, type PermissionSubject } from '@accrue/access';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, type Harness } from '../../platform/test/harness.js';
import { describeOnEachDatabase } from '../../platform/test/suite.js';
import * as plans from '../plans/index.js';
import { Reach } from '../../platform/db/reach.js';
import { manageesOf } from './hierarchy.js';
import { listUsers, updateAdminScopePlans } from './repository.js';
import { addQuotaValues, createQuota, createTeam, findQuotas, quotaValuesOf } from './service.js';
import { usersTable } from './tables.js';

const DEMO_EMAILS = [
  'admin@demo.accrue.local',
  'scoped-admin@demo.accrue.local',
  'manager@demo.accrue.local',
  'readonly-manager@demo.accrue.local',
  'employee@demo.accrue.local',
  'employee-2@demo.accrue.local',
  'employee-3@demo.accrue.local',
  'employee-4@demo.accrue.local',
  'readonly-employee@demo.accrue.local',
  'deactivated@demo.accrue.local',
];

const ROLE_ACCOUNTS = [
  { email: 'admin@demo.accrue.local', role: 'ADMIN', accessRole: 'ADMIN', company: 'demo-company' },
  {
    email: 'readonly-admin@demo.accrue.local',
    role: 'READ_ONLY_ADMIN',
    accessRole: 'READ_ONLY_ADMIN',
    company: 'demo-company',
  },
  {
    email: 'scoped-admin@demo.accrue.local',
    role: 'SCOPED_ADMIN',
    accessRole: 'SCOPED_ADMIN',
    company: 'demo-company',
  },
  { email: 'finance@demo.accrue.local', role: 'FINANCE', accessRole: 'FINANCE', company: 'demo-company' },
  { email: 'manager@demo.accrue.local', role: 'MANAGER', accessRole: 'MANAGER', company: 'demo-company' },
  {
    email: 'readonly-manager@demo.accrue.local',
    role: 'READ_ONLY_MANAGER',
    accessRole: 'READ_ONLY_MANAGER',
    company: 'demo-company',
  },
  { email: 'employee@demo.accrue.local', role: 'EMPLOYEE', accessRole: 'EMPLOYEE', company: 'demo-company' },
  {
    email: 'readonly-employee@demo.accrue.local',
    role: 'READ_ONLY_EMPLOYEE',
    accessRole: 'READ_ONLY_EMPLOYEE',
    company: 'demo-company',
  },
  {
    email: 'deactivated@demo.accrue.local',
    role: 'EMPLOYEE',
    accessRole: 'DEACTIVATED_USER',
    company: 'demo-company',
  },
  { email: 'admin@other.accrue.local', role: 'ADMIN', accessRole: 'ADMIN', company: 'other-company' },
  { email: 'superadmin@accrue.local', role: 'ADMIN', accessRole: 'ADMIN', company: 'demo-company' },
];

describeOnEachDatabase('the people module', (suite) => {
  const { as, signIn, idOf, tenantOf } = suite;
  let h: Harness;
  beforeAll(() => {
    h = suite.harness();
  });

  describe('GET /users/me for every role', () => {
    it.each(ROLE_ACCOUNTS)('$email → $accessRole', async ({ email, role, accessRole, company }) => {
      const me = await (await as(email))('GET', '/users/me');
      expect(me.status).toBe(200);
      expect(me.body.user).toMatchObject({ email, role, company: { slug: company } });
      expect(me.body.meta.accessRole).toBe(accessRole);
      expect(me.body.meta.isSuperAdmin).toBe(email === 'superadmin@accrue.local');
      expect(me.body.impersonation).toBeNull();
      expect(me.body.adminScopesContainerDehydrated === null).toBe(role !== 'SCOPED_ADMIN');
    });

    it('gives the manager the team tree below them and remembers the previous connection', async () => {
      const me = await (await as('manager@demo.accrue.local'))('GET', '/users/me');
      expect(me.body.hierarchyContextDehydrated.teams.map((t: { name: string }) => t.name).sort()).toEqual([
        'Sales',
        'Sales North',
        'Sales South',
      ]);
      const second = await signIn('manager@demo.accrue.local');
      const again = await api(h, second)('GET', '/users/me');
      expect(again.body.login.previousLastConnection).toEqual(expect.any(String));
    });
  });

  describe('reach', () => {
    it('sends the permission subject the server checks, and the browser reaches exactly who the server lets it', async () => {
      const ids = Object.fromEntries(
        await Promise.all(DEMO_EMAILS.map(async (email) => [email, await idOf(email)] as const)),
      );
      for (const email of [
        'admin@demo.accrue.local',
        'manager@demo.accrue.local',
        'readonly-manager@demo.accrue.local',
        'employee-2@demo.accrue.local',
      ]) {
        const caller = await as(email);
        const me = (await caller('GET', '/users/me')).body;
        const subject = me.subject as PermissionSubject;
        expect(subject).toMatchObject({ role: me.meta.accessRole, userId: me.user.id, impersonating: false });
        expect(subject.hierarchy).toEqual(me.hierarchyContextDehydrated);
        for (const target of DEMO_EMAILS) {
          const server = (await caller('GET', `/users/${ids[target]}/managers`)).status;
          const browser = canReachUser(subject, 'VIEW_MEMBER_PROFILE', ids[target]!) ? 200 : 403;
          expect(server, `${email} → ${target}`).toBe(browser);
        }
      }
    });

    it('turns a manager’s reach into a filter on users, at a date', async () => {
      const demo = await tenantOf('manager@demo.accrue.local');
      const subject: PermissionSubject = {
        role: 'MANAGER',
        userId: await idOf('manager@demo.accrue.local'),
        featureFlags: {},
      };
      const reach = new Reach(demo, subject, { manageesOf, userIdsAssignedTo: plans.userIdsAssignedTo });
      const reached = async (date?: string) =>
        (await listUsers(demo, await reach.userWhere('VIEW_MEMBER_PROFILE', 'id', date))).map((u) => u.email);
      // Remy co-manages below Manon (Sales North), so he is a managee; Dan left the team at the end of 2024.
      expect(await reached()).toEqual([
        'manager@demo.accrue.local',
        'readonly-manager@demo.accrue.local',
        'employee@demo.accrue.local',
        'employee-2@demo.accrue.local',
        'employee-3@demo.accrue.local',
        'employee-4@demo.accrue.local',
        'readonly-employee@demo.accrue.local',
      ]);
      expect(await reached('2024-06-01')).toContain('deactivated@demo.accrue.local');
      expect(await reached('2023-06-01')).toEqual(['manager@demo.accrue.local']);
    });

    it('lets a scoped admin reach exactly the users assigned to a plan of their scope, in their company only', async () => {
      const demo = await tenantOf('admin@demo.accrue.local');
      const other = await tenantOf('admin@other.accrue.local');
      const scoped = await as('scoped-admin@demo.accrue.local');
      const employee = await idOf('employee@demo.accrue.local');
      const inScope = await idOf('employee-4@demo.accrue.local');
      const otherEmployee = await idOf('employee@other.accrue.local');
      const scopeId = (await scoped('GET', '/users/me')).body.user.adminScopeId as number;

      // The demo scope holds no plan: a scoped admin reaches themselves only.
      expect((await scoped('GET', `/users/${inScope}/managers`)).status).toBe(403);

      const period = { effectiveAsOf: '2026-01-01', effectiveUntil: null };
      await updateAdminScopePlans(demo, scopeId, [101, 102]);
      await plans.assignUserToPlan(demo, { planId: 101, userId: inScope, ...period });
      await plans.assignUserToPlan(demo, { planId: 999, userId: employee, ...period });
      // The same plan id in another company assigns nobody of this one.
      await plans.assignUserToPlan(other, { planId: 101, userId: otherEmployee, ...period });
      try {
        const fresh = api(h, await signIn('scoped-admin@demo.accrue.local'));
        expect((await fresh('GET', `/users/${inScope}/managers`)).status).toBe(200);
        expect((await fresh('GET', `/users/${employee}/managers`)).status).toBe(403);
        expect((await fresh('GET', `/users/${otherEmployee}/managers`)).status).toBe(404);
        const me = (await fresh('GET', '/users/me')).body;
        expect(me.subject.scopedUserIds).toEqual([inScope]);
        expect(me.subject.adminScope).toMatchObject({ id: scopeId, planIds: [101, 102] });
        expect(canReachUser(me.subject, 'VIEW_MEMBER_PROFILE', inScope)).toBe(true);
        expect(canReachUser(me.subject, 'VIEW_MEMBER_PROFILE', employee)).toBe(false);
      } finally {
        await updateAdminScopePlans(demo, scopeId, []);
      }
    });

    it('resolves a caller in one query, remembering the company and the hierarchy answers', async () => {
      const count = async (email: string, path: string) => {
        const caller = await as(email);
        await caller('GET', path); // warm: the token secret, the company and the hierarchy answers
        const queries: string[] = [];
        const listen = (sql: string) => void queries.push(sql);
        h.db.queryListeners.add(listen);
        try {
          expect((await caller('GET', path)).status).toBe(200);
        } finally {
          h.db.queryListeners.delete(listen);
        }
        return queries.length;
      };
      // The session with its users, then the company read and its plans (hasForecastedPlans): the
      // caller costs one (7 before reach, 4 before the two-query caller, 3 before the join).
      expect(await count('manager@demo.accrue.local', '/companies')).toBe(3);
      expect(await count('employee@demo.accrue.local', '/companies')).toBe(3);
      // A scoped admin's scope is remembered with the company.
      expect(await count('scoped-admin@demo.accrue.local', '/companies')).toBe(3);
      // A manager's reach and the managers' lookup are remembered: the target and the managers (11 before).
      const target = await idOf('employee-2@demo.accrue.local');
      expect(await count('manager@demo.accrue.local', `/users/${target}/managers`)).toBe(3);
      expect(await count('employee-2@demo.accrue.local', `/users/${target}/managers`)).toBe(3);
    });

    it('lets a user see their managers, a manager their managees, and refuses another employee', async () => {
      const employee2 = await idOf('employee-2@demo.accrue.local');
      const employee3 = await idOf('employee-3@demo.accrue.local');
      const managers = await (
        await as('employee-2@demo.accrue.local')
      )('GET', `/users/${employee2}/managers`);
      expect(managers.status).toBe(200);
      expect(managers.body.map((u: { email: string }) => u.email).sort()).toEqual([
        'manager@demo.accrue.local',
        'readonly-manager@demo.accrue.local',
      ]);
      expect(
        (await (await as('employee-2@demo.accrue.local'))('GET', `/users/${employee3}/managers`)).status,
      ).toBe(403);
      expect(
        (await (await as('manager@demo.accrue.local'))('GET', `/users/${employee3}/managers`)).status,
      ).toBe(200);
      expect(
        (await (await as('admin@demo.accrue.local'))('GET', `/users/${employee2}/managers?date=2023-01-01`))
          .body,
      ).toEqual([]);
    });
  });

  describe('validation', () => {
    it('checks dates strictly as YYYY-MM-DD', async () => {
      const admin = await as('admin@demo.accrue.local');
      const id = await idOf('employee@demo.accrue.local');
      expect((await admin('GET', `/users/${id}/managers?date=2024/01/01`)).body.errors).toEqual([
        { field: 'date', message: 'Date is not in YYYY-MM-DD format' },
      ]);
      expect((await admin('GET', `/users/${id}/managers?date=2024-02-30`)).body.errors).toEqual([
        { field: 'date', message: 'Invalid date' },
      ]);
      expect((await admin('GET', `/users/${id}/managers?date=2024-02-29`)).status).toBe(200);
    });

    it('refuses an unknown language and accepts a known one, also from a deactivated user', async () => {
      const deactivated = await as('deactivated@demo.accrue.local');
      const wrong = await deactivated('PATCH', '/users/settings', { language: 'xx' });
      expect(wrong.status).toBe(422);
      expect(wrong.body.errors).toEqual([{ field: 'language', message: 'Unknown language: xx' }]);
      const right = await deactivated('PATCH', '/users/settings', { language: 'fr' });
      expect(right.status).toBe(200);
      expect(right.body.language).toBe('fr');
    });
  });

  describe('tenancy', () => {
    it('keeps a caller-supplied companyId from widening a tenant query', async () => {
      const other = await tenantOf('admin@other.accrue.local');
      const demoCompanyId = (await tenantOf('admin@demo.accrue.local')).companyId;
      const rows = await other.findAll(usersTable, { where: { companyId: demoCompanyId } });
      expect(rows.map((r) => r.email).sort()).toEqual([
        'admin@other.accrue.local',
        'employee@other.accrue.local',
      ]);
    });
  });

  describe('impersonation', () => {
    it('blocks every mutating call but ending it', async () => {
      const admin = api(h, await signIn('admin@demo.accrue.local'));
      const employeeId = await idOf('employee@demo.accrue.local');
      expect((await admin('PATCH', '/users/impersonate', { userIdToImpersonate: employeeId })).status).toBe(
        204,
      );
      const me = await admin('GET', '/users/me');
      expect(me.body.user.email).toBe('employee@demo.accrue.local');
      expect(me.body.impersonation.impersonator.email).toBe('admin@demo.accrue.local');

      const message = 'While impersonating, you cannot perform any action.';
      for (const [method, path, body] of [
        ['PATCH', '/users/settings', { language: 'de' }],
        ['PATCH', '/companies', { name: 'Changed' }],
        ['POST', '/company/api-keys', { name: 'Nope' }],
        ['POST', '/notifications/read-notifications', { lastCheck: new Date().toISOString() }],
        ['PATCH', '/users/impersonate', { userIdToImpersonate: employeeId }],
      ] as const) {
        const answer = await admin(method, path, body);
        expect(answer.status, `${method} ${path}`).toBe(403);
        expect(answer.body.message).toBe(message);
      }
      expect((await admin('GET', '/notifications')).status).toBe(200);
      expect((await admin('PATCH', '/users/impersonate', { userIdToImpersonate: null })).status).toBe(204);
      expect((await admin('GET', '/users/me')).body.user.email).toBe('admin@demo.accrue.local');
      expect((await admin('PATCH', '/users/settings', { language: 'en' })).status).toBe(200);
    });

    it('refuses yourself, a deactivated user and non-admins', async () => {
      const admin = await as('admin@demo.accrue.local');
      expect(
        (
          await admin('PATCH', '/users/impersonate', {
            userIdToImpersonate: await idOf('admin@demo.accrue.local'),
          })
        ).body.message,
      ).toMatch(/yourself/);
      expect(
        (
          await admin('PATCH', '/users/impersonate', {
            userIdToImpersonate: await idOf('deactivated@demo.accrue.local'),
          })
        ).status,
      ).toBe(403);
      const manager = await as('manager@demo.accrue.local');
      expect(
        (
          await manager('PATCH', '/users/impersonate', {
            userIdToImpersonate: await idOf('employee@demo.accrue.local'),
          })
        ).status,
      ).toBe(403);
    });
  });

  describe('quotas', () => {
    it("answers a company's quotas by machine name and their values as exact decimal text", async () => {
      const demo = await suite.tenantOf('admin@demo.accrue.local');
      const other = await suite.tenantOf('admin@other.accrue.local');
      const [monthly] = await findQuotas(demo, ['monthlyQuota']);
      expect(monthly).toMatchObject({
        machineName: 'monthlyQuota',
        name: 'Monthly quota',
        type: 'user',
        frequency: 'month',
        format: 'currency',
        isQuotaRequired: true,
      });
      const employee = await suite.idOf('employee@demo.accrue.local');
      const values = (await quotaValuesOf(demo, [monthly!.id])).filter((v) => v.userId === employee);
      expect(values.map(({ date, value }) => `${date} ${value}`)).toEqual([
        '2026-01-01 45000',
        '2026-07-01 50000',
      ]);
      // Other Company has no quota, and reads none of Demo Company's values by id.
      expect(await findQuotas(other)).toEqual([]);
      expect(await quotaValuesOf(other, [monthly!.id])).toEqual([]);
    });

    it('keeps a team quota value with its team and a decimal value exactly', async () => {
      const other = await suite.tenantOf('admin@other.accrue.local');
      const teamId = await createTeam(other, { name: 'Other Sales', parentTeamId: null });
      const quotaId = await createQuota(other, {
        machineName: 'teamTarget',
        name: 'Team target',
        type: 'team',
        frequency: 'quarter',
        format: 'currency',
        isQuotaRequired: false,
      });
      await addQuotaValues(other, [
        { quotaId, userId: null, teamId, planId: null, date: '2026-04-01', value: '125000.125' },
      ]);
      expect(await quotaValuesOf(other, [quotaId])).toEqual([
        expect.objectContaining({ quotaId, teamId, userId: null, date: '2026-04-01', value: '125000.125' }),
      ]);
    });
  });
});
