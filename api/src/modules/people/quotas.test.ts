import { describe, expect, it } from 'vitest';
import { describeOnEachDatabase } from '../../platform/test/suite.js';
import * as plans from '../plans/index.js';
import { canonicalDecimal } from './quotas.js';

const ADMIN = 'admin@demo.accrue.local';
const READONLY_ADMIN = 'readonly-admin@demo.accrue.local';
const SCOPED_ADMIN = 'scoped-admin@demo.accrue.local';
const FINANCE = 'finance@demo.accrue.local';
const MANAGER = 'manager@demo.accrue.local';
const READONLY_MANAGER = 'readonly-manager@demo.accrue.local';
const EMPLOYEE = 'employee@demo.accrue.local';
const OTHER_ADMIN = 'admin@other.accrue.local';
const OTHER_EMPLOYEE = 'employee@other.accrue.local';

interface QuotaBody {
  id: number;
  machineName: string;
  name: string;
  type: 'user' | 'team' | 'plan';
  assignedPlans: { id: number; name: string }[];
}
interface ValueBody {
  id: number;
  quotaId: number;
  variableId: number;
  userId: number | null;
  teamId: number | null;
  planId: number | null;
  date: string;
  value: string;
  user: { email: string } | null;
  team: { name: string } | null;
}

const YEAR = { startDate: '2026-01-01', endDate: '2026-12-31' };

describe('canonicalDecimal', () => {
  it('keeps the digits exactly and refuses what is not a decimal', () => {
    expect(canonicalDecimal('0045000.50')).toBe('45000.50');
    expect(canonicalDecimal('12345678901234.5678901234')).toBe('12345678901234.5678901234');
    expect(canonicalDecimal(' 45 000 ')).toBe('45000');
    expect(canonicalDecimal('-0')).toBe('0');
    expect(canonicalDecimal('1e5')).toBeNull();
    expect(canonicalDecimal('12,5')).toBeNull();
    expect(canonicalDecimal('')).toBeNull();
  });
});

describeOnEachDatabase('quotas and admin scopes', (suite) => {
  const { as, idOf, tenantOf } = suite;

  async function quotas(email: string, body: object = {}): Promise<QuotaBody[]> {
    const answer = await (
      await as(email)
    )('POST', '/quotas-with-assigned-plans/searches?limit=100', {
      search: '',
      ...body,
    });
    expect(answer.status).toBe(200);
    return answer.body.items;
  }
  async function quotaNamed(machineName: string): Promise<QuotaBody> {
    const found = (await quotas(ADMIN)).find((q) => q.machineName === machineName);
    if (!found) throw new Error(`no quota ${machineName}`);
    return found;
  }
  async function values(email: string, quotaId: number, body: object = YEAR): Promise<ValueBody[]> {
    const answer = await (await as(email))('POST', `/quotas/${quotaId}/assignments/searches?limit=100`, body);
    expect(answer.status).toBe(200);
    return answer.body.items;
  }
  async function demoPlanId(): Promise<number> {
    return (await plans.listPlans(await tenantOf(ADMIN)))[0]!.id;
  }

  describe('the quota list', () => {
    it('lists the quotas with the plans that use them, never another company’s', async () => {
      const all = await quotas(ADMIN);
      expect(all.map((q) => q.machineName).sort()).toEqual(
        ['commissionBudget', 'monthlyQuota', 'newLogos', 'quarterlyBookings', 'teamQuarterlyTarget'].sort(),
      );
      const monthly = all.find((q) => q.machineName === 'monthlyQuota')!;
      expect(monthly.assignedPlans).toEqual([{ id: await demoPlanId(), name: expect.any(String) }]);
      expect(all.find((q) => q.machineName === 'newLogos')!.assignedPlans).toEqual([]);
      expect((await quotas(ADMIN, { type: 'team' })).map((q) => q.machineName)).toEqual([
        'teamQuarterlyTarget',
      ]);
      expect((await quotas(ADMIN, { search: 'logo' })).map((q) => q.machineName)).toEqual(['newLogos']);
      const paged = await (
        await as(ADMIN)
      )('POST', '/quotas-with-assigned-plans/searches?limit=2&page=1', {
        search: '',
      });
      expect(paged.body).toMatchObject({ total: 5 });
      expect(paged.body.items).toHaveLength(2);

      // Another company sees none of them, and not one by id.
      expect((await quotas(OTHER_ADMIN)).map((q) => q.machineName)).not.toContain('newLogos');
      expect((await (await as(OTHER_ADMIN))('GET', `/quotas-with-assigned-plans/${monthly.id}`)).status).toBe(
        404,
      );
      expect(
        (await (await as(ADMIN))('GET', `/quotas-with-assigned-plans/${monthly.id}`)).body,
      ).toMatchObject({
        machineName: 'monthlyQuota',
        assignedPlans: [{ id: await demoPlanId() }],
      });
    });

    it('shows a scoped admin the quotas of their scope only; every other role the list', async () => {
      expect((await quotas(SCOPED_ADMIN)).map((q) => q.machineName).sort()).toEqual([
        'newLogos',
        'quarterlyBookings',
      ]);
      const monthly = await quotaNamed('monthlyQuota');
      expect(
        (await (await as(SCOPED_ADMIN))('GET', `/quotas-with-assigned-plans/${monthly.id}`)).status,
      ).toBe(404);
      for (const email of [READONLY_ADMIN, FINANCE, MANAGER, EMPLOYEE])
        expect(await quotas(email)).toHaveLength(5);
    });
  });

  describe('reading values', () => {
    it('gives each role exactly the values it may see', async () => {
      const bookings = await quotaNamed('quarterlyBookings');
      const emails = async (email: string) =>
        [...new Set((await values(email, bookings.id)).map((v) => v.user!.email))].sort();
      const reps = [
        'employee-2@demo.accrue.local',
        'employee-3@demo.accrue.local',
        'employee-4@demo.accrue.local',
        'employee@demo.accrue.local',
        'readonly-employee@demo.accrue.local',
      ];
      expect(await emails(ADMIN)).toEqual(reps);
      expect(await emails(FINANCE)).toEqual(reps);
      expect(await emails(MANAGER)).toEqual(reps);
      expect(await emails(READONLY_MANAGER)).toEqual([
        'employee-2@demo.accrue.local',
        'employee-3@demo.accrue.local',
      ]);
      expect(await emails(EMPLOYEE)).toEqual(['employee@demo.accrue.local']);
      // The demo scope holds no plan: no user's values.
      expect(await emails(SCOPED_ADMIN)).toEqual([]);

      const mine = await values(EMPLOYEE, bookings.id);
      expect(mine.map((v) => [v.date, v.value])).toEqual([
        ['2026-01-01', '135000'],
        ['2026-04-01', '135000'],
        ['2026-07-01', '150000'],
        ['2026-10-01', '150000'],
      ]);
      expect(mine[0]).toMatchObject({
        variableId: bookings.id,
        quotaId: bookings.id,
        teamId: null,
        planId: null,
      });
      // The dates bound the search; a reversed range is refused.
      expect(
        await values(ADMIN, bookings.id, { startDate: '2026-04-01', endDate: '2026-06-30' }),
      ).toHaveLength(5);
      const reversed = await (
        await as(ADMIN)
      )('POST', `/quotas/${bookings.id}/assignments/searches`, {
        startDate: '2026-12-31',
        endDate: '2026-01-01',
      });
      expect(reversed.status).toBe(422);
      const missing = await (
        await as(ADMIN)
      )('POST', `/quotas/${bookings.id}/assignments/searches`, {
        startDate: '2026-01-01',
      });
      expect(missing.status).toBe(422);
      expect(missing.body.errors).toEqual([{ field: 'endDate', message: 'This field is required.' }]);
      // Another company's caller does not find the quota.
      expect(
        (await (await as(OTHER_ADMIN))('POST', `/quotas/${bookings.id}/assignments/searches`, YEAR)).status,
      ).toBe(404);
    });

    it('shows team values to admins, to managers of the team and to its members', async () => {
      const target = await quotaNamed('teamQuarterlyTarget');
      const teams = async (email: string) =>
        [...new Set((await values(email, target.id)).map((v) => v.team!.name))].sort();
      expect(await teams(ADMIN)).toEqual(['Sales', 'Sales North', 'Sales South']);
      expect(await teams(MANAGER)).toEqual(['Sales', 'Sales North', 'Sales South']);
      expect(await teams(READONLY_MANAGER)).toEqual(['Sales North']);
      expect(await teams(EMPLOYEE)).toEqual(['Sales']);
      // Not a quota of the demo scope: not found for the scoped admin.
      const scoped = await (
        await as(SCOPED_ADMIN)
      )('POST', `/quotas/${target.id}/assignments/searches`, YEAR);
      expect(scoped.status).toBe(404);
      expect(await values(ADMIN, target.id, { ...YEAR, search: 'north' })).toHaveLength(4);
    });

    it('answers a user’s values between two dates, within reach', async () => {
      const employee = await idOf(EMPLOYEE);
      const path = (id: number) =>
        `/users/${id}/quota-assignments?effectiveBetween.start=2026-01-01&effectiveBetween.end=2026-03-31`;
      const own = await (await as(EMPLOYEE))('GET', path(employee));
      expect(own.status).toBe(200);
      // Bookings for Q1, new logos for three months, the plan's monthly quota from January.
      expect(own.body.total).toBe(1 + 3 + 1);
      expect((await (await as(EMPLOYEE))('GET', path(await idOf(ADMIN)))).status).toBe(403);
      expect((await (await as(ADMIN))('GET', path(await idOf(OTHER_EMPLOYEE)))).status).toBe(404);
      expect((await (await as(MANAGER))('GET', path(employee))).body.total).toBe(5);
      const bad = await (
        await as(ADMIN)
      )(
        'GET',
        `/users/${employee}/quota-assignments?effectiveBetween.start=2026-13-01&effectiveBetween.end=2026-12-31`,
      );
      expect(bad.status).toBe(422);
    });
  });

  describe('setting values', () => {
    it('creates, then changes a value in place, keeping every digit', async () => {
      const bookings = await quotaNamed('quarterlyBookings');
      const userId = await idOf('employee-2@demo.accrue.local');
      const admin = await as(ADMIN);
      const body = {
        quotaId: bookings.id,
        quotaType: 'user',
        userId,
        date: '2027-01-01',
        value: '12345678901234.5678901234',
      };
      const created = await admin('POST', '/quotas-assignments', body);
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({ userId, date: '2027-01-01', value: '12345678901234.5678901234' });
      const changed = await admin('POST', '/quotas-assignments', { ...body, value: '160000.10' });
      expect(changed.status).toBe(200);
      expect(changed.body.id).toBe(created.body.id);
      const after = await values(ADMIN, bookings.id, { startDate: '2027-01-01', endDate: '2027-12-31' });
      expect(after.map((v) => v.value)).toEqual(['160000.10']);
      expect((await admin('DELETE', `/quotas-assignments/${created.body.id}`)).status).toBe(204);
      expect((await admin('DELETE', `/quotas-assignments/${created.body.id}`)).status).toBe(404);
    });

    it('refuses bad input with the field and writes nothing', async () => {
      const bookings = await quotaNamed('quarterlyBookings');
      const target = await quotaNamed('teamQuarterlyTarget');
      const userId = await idOf('employee-2@demo.accrue.local');
      const admin = await as(ADMIN);
      const base = { quotaId: bookings.id, quotaType: 'user', userId, date: '2028-01-01', value: '10' };
      const refused = async (body: object, status: number, field?: string, message?: string) => {
        const answer = await admin('POST', '/quotas-assignments', body);
        expect(answer.status).toBe(status);
        if (field)
          expect(answer.body.errors).toContainEqual({ field, message: message ?? expect.any(String) });
      };
      await refused({ ...base, value: '1e5' }, 422, 'value');
      await refused({ ...base, value: 12 }, 422, 'value');
      await refused({ ...base, date: '2028-02-30' }, 422, 'date', 'Invalid date');
      await refused({ ...base, date: '01/02/2028' }, 422, 'date', 'Date is not in YYYY-MM-DD format');
      await refused({ ...base, quotaType: 'team' }, 422, 'quotaType', 'This quota is a user quota.');
      await refused(
        { quotaId: bookings.id, quotaType: 'user', date: '2028-01-01', value: '1' },
        422,
        'userId',
        'This field is required.',
      );
      await refused({ ...base, userId: await idOf(OTHER_EMPLOYEE) }, 404);
      await refused({ ...base, quotaId: target.id, quotaType: 'team', teamId: 999999 }, 404);
      await refused({ ...base, quotaId: 999999 }, 404);
      expect(await values(ADMIN, bookings.id, { startDate: '2028-01-01', endDate: '2028-12-31' })).toEqual(
        [],
      );
      // Another company's admin cannot write on this company's quota.
      expect((await (await as(OTHER_ADMIN))('POST', '/quotas-assignments', base)).status).toBe(404);
    });

    it('lets a manager set their managees’ and their teams’ values only; read-only roles none', async () => {
      const bookings = await quotaNamed('quarterlyBookings');
      const target = await quotaNamed('teamQuarterlyTarget');
      const budget = await quotaNamed('commissionBudget');
      const manager = await as(MANAGER);
      const value = { quotaId: bookings.id, quotaType: 'user', date: '2029-01-01', value: '1000' };
      const managee = await idOf('employee-3@demo.accrue.local');
      const set = await manager('POST', '/quotas-assignments', { ...value, userId: managee });
      expect(set.status).toBe(201);
      expect(
        (await manager('POST', '/quotas-assignments', { ...value, userId: await idOf(MANAGER) })).status,
      ).toBe(403);
      expect(
        (await manager('POST', '/quotas-assignments', { ...value, userId: await idOf(ADMIN) })).status,
      ).toBe(403);
      const sales = (await values(ADMIN, target.id))[0]!.teamId!;
      expect(
        (
          await manager('POST', '/quotas-assignments', {
            quotaId: target.id,
            quotaType: 'team',
            teamId: sales,
            date: '2029-01-01',
            value: '5',
          })
        ).status,
      ).toBe(201);
      expect(
        (
          await manager('POST', '/quotas-assignments', {
            quotaId: budget.id,
            quotaType: 'plan',
            planId: await demoPlanId(),
            date: '2029-01-01',
            value: '5',
          })
        ).status,
      ).toBe(403);
      for (const email of [READONLY_MANAGER, READONLY_ADMIN, FINANCE, EMPLOYEE])
        expect(
          (await (await as(email))('POST', '/quotas-assignments', { ...value, userId: managee })).status,
        ).toBe(403);
      // A manager cannot delete a value out of reach: it is not found for them.
      const adminValue = await (
        await as(ADMIN)
      )('POST', '/quotas-assignments', { ...value, userId: await idOf(ADMIN) });
      expect((await manager('DELETE', `/quotas-assignments/${adminValue.body.id}`)).status).toBe(404);
      expect((await (await as(OTHER_ADMIN))('DELETE', `/quotas-assignments/${set.body.id}`)).status).toBe(
        404,
      );
      const both = await (
        await as(ADMIN)
      )('DELETE', '/quotas-assignments', {
        assignments: [{ id: set.body.id }, { id: adminValue.body.id }],
      });
      expect(both.body).toEqual({ deleted: 2 });
    });
  });

  describe('bulk', () => {
    it('checks every row, refuses the whole list naming the bad row, then writes all in one go', async () => {
      const logos = await quotaNamed('newLogos');
      const target = await quotaNamed('teamQuarterlyTarget');
      const admin = await as(ADMIN);
      const rows = [
        {
          quotaId: logos.id,
          quotaType: 'user',
          userEmail: 'EMPLOYEE-2@demo.accrue.local',
          date: '2030-01-01',
          value: '4',
        },
        {
          quotaId: logos.id,
          quotaType: 'user',
          userEmail: 'employee-3@demo.accrue.local',
          date: '2030-01-01',
          value: '5',
        },
        {
          quotaId: target.id,
          quotaType: 'team',
          teamName: 'sales north',
          date: '2030-01-01',
          value: '800000.25',
        },
      ];
      const bad = [...rows, { ...rows[0]!, value: 'four' }];
      const refused = await admin('POST', '/quotas-assignments/bulk', { quotas: bad });
      expect(refused.status).toBe(422);
      expect(refused.body.errors).toEqual([
        {
          field: 'quotas.3.value',
          message: 'Row 4: This field must be a decimal number, such as 45000 or 45000.50.',
        },
      ]);
      const duplicate = await admin('POST', '/quotas-assignments/bulk', { quotas: [...rows, rows[1]] });
      expect(duplicate.body.errors).toEqual([
        { field: 'quotas.3.date', message: 'Row 4: The same quota, owner and date as row 2.' },
      ]);
      const unknown = await admin('POST', '/quotas-assignments/bulk', {
        quotas: [{ ...rows[0]!, userEmail: 'employee@other.accrue.local' }],
      });
      expect(unknown.body.errors).toEqual([
        { field: 'quotas.0.userEmail', message: 'Row 1: User not found.' },
      ]);
      expect(await values(ADMIN, logos.id, { startDate: '2030-01-01', endDate: '2030-12-31' })).toEqual([]);

      const dry = await admin('POST', '/quotas-assignments/bulk', { quotas: rows, dryRun: true });
      expect(dry.body).toEqual({ dryRun: true, rowCount: 3, created: 3, updated: 0 });
      expect(await values(ADMIN, logos.id, { startDate: '2030-01-01', endDate: '2030-12-31' })).toEqual([]);
      const done = await admin('POST', '/quotas-assignments/bulk', { quotas: rows });
      expect(done.body).toEqual({ dryRun: false, rowCount: 3, created: 3, updated: 0 });
      const again = await admin('POST', '/quotas-assignments/bulk', {
        quotas: [{ ...rows[0]!, value: '6' }],
      });
      expect(again.body).toMatchObject({ created: 0, updated: 1 });
      const written = await values(ADMIN, logos.id, { startDate: '2030-01-01', endDate: '2030-12-31' });
      expect(written.map((v) => [v.user!.email, v.value]).sort()).toEqual([
        ['employee-2@demo.accrue.local', '6'],
        ['employee-3@demo.accrue.local', '5'],
      ]);
      // A manager's bulk with one row out of reach is refused whole.
      const managerRows = [rows[1]!, { ...rows[1]!, userEmail: ADMIN }].map((r) => ({
        ...r,
        date: '2031-01-01',
      }));
      const managerBulk = await (
        await as(MANAGER)
      )('POST', '/quotas-assignments/bulk', { quotas: managerRows });
      expect(managerBulk.status).toBe(422);
      expect(managerBulk.body.errors).toEqual([
        {
          field: 'quotas.1.userId',
          message: 'Row 2: You do not have the permission to assign this quota value.',
        },
      ]);
      expect((await (await as(EMPLOYEE))('POST', '/quotas-assignments/bulk', { quotas: rows })).status).toBe(
        403,
      );
    });
  });

  describe('admin scopes', () => {
    it('creates, changes and deletes scopes; refuses a plan assignment outside the scope’s plans', async () => {
      const admin = await as(ADMIN);
      const planId = await demoPlanId();
      const assignments = await plans.planAssignmentsOf(await tenantOf(ADMIN), planId);
      const logos = await quotaNamed('newLogos');
      const outside = await admin('POST', '/admin-scopes', {
        name: 'North America',
        planIds: [],
        quotaIds: [logos.id],
        planAssignmentIds: [assignments[0]!.id],
      });
      expect(outside.status).toBe(422);
      expect(outside.body.errors).toEqual([
        {
          field: 'planAssignmentIds',
          message: `Invalid plan assignment ${assignments[0]!.id} not part of plans of scope`,
        },
      ]);
      expect(
        (await admin('POST', '/admin-scopes', { name: 'X', planIds: [999999], quotaIds: [] })).status,
      ).toBe(422);
      const created = await admin('POST', '/admin-scopes', {
        name: 'North America',
        planIds: [planId],
        quotaIds: [logos.id],
        planAssignmentIds: [assignments[0]!.id],
      });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({
        name: 'North America',
        planIds: [planId],
        quotaIds: [logos.id],
        planAssignments: [{ id: assignments[0]!.id, planId, user: { id: assignments[0]!.userId } }],
        usersCount: 0,
        version: 1,
      });
      const id = created.body.id as number;
      // Removing the plan while keeping its assignment is refused the same way.
      const narrowed = await admin('PATCH', `/admin-scopes/${id}`, { planIds: [] });
      expect(narrowed.status).toBe(422);
      expect(narrowed.body.errors[0].message).toBe(
        `Invalid plan assignment ${assignments[0]!.id} not part of plans of scope`,
      );
      const renamed = await admin('PATCH', `/admin-scopes/${id}`, { name: 'Americas' });
      expect(renamed.body).toMatchObject({ name: 'Americas', version: 2 });
      // A stale If-Match is refused.
      const stale = await fetch(`${suite.harness().url}/api/admin-scopes/${id}`, {
        method: 'PATCH',
        headers: {
          authorization: `Bearer ${await suite.tokenOf(ADMIN)}`,
          'content-type': 'application/json',
          'if-match': '"1"',
        },
        body: JSON.stringify({ name: 'Late' }),
      });
      expect(stale.status).toBe(409);

      expect((await (await as(OTHER_ADMIN))('PATCH', `/admin-scopes/${id}`, { name: 'Theirs' })).status).toBe(
        404,
      );
      for (const email of [READONLY_ADMIN, SCOPED_ADMIN, MANAGER])
        expect(
          (await (await as(email))('POST', '/admin-scopes', { name: 'Y', planIds: [], quotaIds: [] })).status,
        ).toBe(403);

      const listed = (await admin('GET', '/admin-scopes')).body as { name: string }[];
      expect(listed.map((s) => s.name)).toEqual(['Americas', 'EMEA plans']);
      // The scope a user holds cannot be deleted; a free one can.
      const held = listed.find((s) => s.name === 'EMEA plans') as unknown as {
        id: number;
        usersCount: number;
      };
      expect(held.usersCount).toBe(1);
      const heldDelete = await admin('DELETE', `/admin-scopes/${held.id}`);
      expect(heldDelete.status).toBe(409);
      expect(heldDelete.body.message).toContain('given to 1 user(s)');
      expect((await admin('DELETE', `/admin-scopes/${id}`)).status).toBe(204);
      expect((await admin('DELETE', `/admin-scopes/${id}`)).status).toBe(404);
    });

    it('gives a scoped admin exactly the users, plans and quotas of the scope, value by value at its dates', async () => {
      const admin = await as(ADMIN);
      const demo = await tenantOf(ADMIN);
      const planId = await demoPlanId();
      const scopeId = (await (await as(SCOPED_ADMIN))('GET', '/users/me')).body.user.adminScopeId as number;
      const bookings = await quotaNamed('quarterlyBookings');
      const budget = await quotaNamed('commissionBudget');
      // Finance is on the plan for the second quarter only.
      const finance = await idOf(FINANCE);
      await plans.assignUserToPlan(demo, {
        planId,
        userId: finance,
        effectiveAsOf: '2026-04-01',
        effectiveUntil: '2026-06-30',
      });
      for (const date of ['2026-01-01', '2026-04-01', '2026-07-01'])
        await admin('POST', '/quotas-assignments', {
          quotaId: bookings.id,
          quotaType: 'user',
          userId: finance,
          date,
          value: '1',
        });

      const patched = await admin('PATCH', `/admin-scopes/${scopeId}`, {
        planIds: [planId],
        quotaIds: [bookings.id, budget.id],
      });
      expect(patched.status).toBe(200);
      const scoped = await as(SCOPED_ADMIN);
      expect((await quotas(SCOPED_ADMIN)).map((q) => q.machineName).sort()).toEqual([
        'commissionBudget',
        'quarterlyBookings',
      ]);
      const seen = await values(SCOPED_ADMIN, bookings.id);
      const financeDates = seen.filter((v) => v.userId === finance).map((v) => v.date);
      expect(financeDates).toEqual(['2026-04-01']);
      // The five reps on the plan, and finance for the quarter on it.
      expect(new Set(seen.map((v) => v.user!.email)).size).toBe(6);
      expect((await values(SCOPED_ADMIN, budget.id)).length).toBe(12);
      // The directory follows the scope: the plan's members and themselves.
      const directory = await scoped('GET', '/users/profile?limit=100');
      expect(directory.body.items.map((u: { email: string }) => u.email)).toContain(
        'employee@demo.accrue.local',
      );
      expect(directory.body.items.map((u: { email: string }) => u.email)).not.toContain(ADMIN);
      // Writes follow the same dates.
      const write = (date: string) =>
        scoped('POST', '/quotas-assignments', {
          quotaId: bookings.id,
          quotaType: 'user',
          userId: finance,
          date,
          value: '2',
        });
      expect((await write('2026-05-01')).status).toBe(201);
      expect((await write('2026-08-01')).status).toBe(403);
      const monthly = await quotaNamed('monthlyQuota');
      expect(
        (
          await scoped('POST', '/quotas-assignments', {
            quotaId: monthly.id,
            quotaType: 'user',
            userId: finance,
            date: '2026-05-01',
            value: '2',
          })
        ).status,
      ).toBe(404);
      await admin('PATCH', `/admin-scopes/${scopeId}`, {
        planIds: [],
        quotaIds: [await quotaNamed('newLogos').then((q) => q.id), bookings.id],
      });
    });
  });
});
