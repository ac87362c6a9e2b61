import { describe, expect, it } from 'vitest';
import { describeOnEachDatabase } from '../../platform/test/suite.js';
import { todayIso } from '../../platform/db/values.js';

const ADMIN = 'admin@demo.accrue.local';
const READONLY_ADMIN = 'readonly-admin@demo.accrue.local';
const SCOPED_ADMIN = 'scoped-admin@demo.accrue.local';
const FINANCE = 'finance@demo.accrue.local';
const MANAGER = 'manager@demo.accrue.local';
const EMPLOYEE = 'employee@demo.accrue.local';
const EMPLOYEE_2 = 'employee-2@demo.accrue.local';
const OTHER_ADMIN = 'admin@other.accrue.local';
const OTHER_EMPLOYEE = 'employee@other.accrue.local';
const DEMO_PLAN = 'Account Executives 2026';

interface PlanBody {
  id: number;
  name: string;
  frequency: string;
  isHidden: boolean;
  archived: boolean;
  archivedOn: string | null;
  version: number;
  activeAssignmentsCount: number;
}

interface AssignmentBody {
  id: number;
  userId: number;
  effectiveAsOf: string;
  effectiveUntil: string | null;
  status: string;
  user: { firstName: string };
}

const unique = (prefix: string) => `${prefix} ${Math.random().toString(36).slice(2, 8)}`;
const shift = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const DEFINITION = (name: string, formula = 'amount * 10%') =>
  [
    '# A plan kept as a file.',
    'version: 1',
    'plan:',
    '  id: spiff',
    `  name: ${name}`,
    '  frequency: month',
    'models:',
    '  deal:',
    '    key: id',
    '    fields: { id: text, ownerId: text, amount: currency, closeDate: date }',
    'filters:',
    '  deals: { model: deal, period: closeDate, user: ownerId }',
    'rules:',
    `  commission: { type: LINE_PAYOUT, table: deals, formula: "${formula}" }`,
    '',
  ].join('\n');

describeOnEachDatabase('plans over HTTP', (suite) => {
  const { as, idOf, tokenOf } = suite;

  /** A request with headers (If-Match), answering status, body and ETag. */
  async function send(email: string, method: string, path: string, body?: unknown, ifMatch?: string) {
    const response = await fetch(`${suite.harness().url}/api${path}`, {
      method,
      headers: {
        authorization: `Bearer ${await tokenOf(email)}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(ifMatch === undefined ? {} : { 'if-match': ifMatch }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    return {
      status: response.status,
      etag: response.headers.get('etag'),
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- test helper: bodies are checked by the tests
      body: (text ? JSON.parse(text) : undefined) as any,
    };
  }

  async function plansOf(email: string, query = ''): Promise<PlanBody[]> {
    const answer = await (await as(email))('GET', `/plans${query}`);
    expect(answer.status).toBe(200);
    return answer.body.items;
  }
  async function demoPlan(): Promise<PlanBody> {
    return (await plansOf(ADMIN)).find((p) => p.name === DEMO_PLAN)!;
  }
  async function newPlan(name = unique('Plan')): Promise<PlanBody> {
    const answer = await (await as(ADMIN))('POST', '/plans', { name, frequency: 'month' });
    expect(answer.status).toBe(201);
    return answer.body;
  }

  describe('the list', () => {
    it('shows admin-type roles hidden plans, others live plans they reach, and never another company', async () => {
      const hidden = await newPlan(unique('Hidden'));
      expect(hidden).toMatchObject({
        isHidden: true,
        archived: false,
        version: 1,
        activeAssignmentsCount: 0,
      });
      const adminNames = (await plansOf(ADMIN)).map((p) => p.name);
      expect(adminNames).toContain(DEMO_PLAN);
      expect(adminNames).toContain(hidden.name);
      expect((await plansOf(READONLY_ADMIN)).map((p) => p.name)).toContain(hidden.name);
      // The demo scope holds no plan.
      expect(await plansOf(SCOPED_ADMIN)).toEqual([]);

      for (const email of [FINANCE, MANAGER, EMPLOYEE]) {
        const names = (await plansOf(email)).map((p) => p.name);
        expect(names, email).toContain(DEMO_PLAN);
        expect(names, email).not.toContain(hidden.name);
        expect((await (await as(email))('GET', `/plans/${hidden.id}`)).status, email).toBe(404);
      }
      expect((await plansOf(OTHER_ADMIN)).map((p) => p.name)).not.toContain(DEMO_PLAN);
      expect((await (await as(OTHER_ADMIN))('GET', `/plans/${hidden.id}`)).status).toBe(404);
      // Hidden from non-admins once unpublished.
      const demo = await demoPlan();
      expect(demo.isHidden).toBe(false);
    });

    it('filters by user, period, archived and search, and pages', async () => {
      const demo = await demoPlan();
      const employee = await idOf(EMPLOYEE);
      expect((await plansOf(ADMIN, `?userIds=${employee}`)).map((p) => p.id)).toContain(demo.id);
      expect((await plansOf(ADMIN, `?userIds=${employee}&periodId=2025-Q1`)).map((p) => p.id)).not.toContain(
        demo.id,
      );
      expect((await plansOf(ADMIN, '?periodId=2026-03')).map((p) => p.id)).toContain(demo.id);
      expect((await plansOf(ADMIN, `?planIds=${demo.id}`)).map((p) => p.id)).toEqual([demo.id]);
      expect((await plansOf(ADMIN, '?search=executives')).map((p) => p.id)).toContain(demo.id);
      expect(await plansOf(ADMIN, '?archived=true&search=executives')).toEqual([]);
      const page = await (await as(ADMIN))('GET', '/plans?limit=1&page=0');
      expect(page.body.items).toHaveLength(1);
      expect(page.body.pageCount).toBe(page.body.totalItems);
      expect((await (await as(ADMIN))('GET', '/plans?limit=501')).status).toBe(422);
    });
  });

  describe('the plan dialogs', () => {
    it('creates a hidden plan, refusing a taken name on the field, bad bounds and frequencies', async () => {
      const admin = await as(ADMIN);
      const name = unique('Create');
      const created = await admin('POST', '/plans', { name, frequency: 'quarter' });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({ name, frequency: 'quarter', isHidden: true });

      for (const taken of [name, name.toUpperCase(), ` ${name} `]) {
        const again = await admin('POST', '/plans', { name: taken, frequency: 'month' });
        expect(again.status).toBe(409);
        expect(again.body.errors).toEqual([
          { field: 'name', message: 'A plan with this name already exists.' },
        ]);
      }
      expect((await admin('POST', '/plans', { name: 'X', frequency: 'month' })).status).toBe(422);
      expect((await admin('POST', '/plans', { name: 'x'.repeat(101), frequency: 'month' })).status).toBe(422);
      const yearly = await admin('POST', '/plans', { name: unique('Yearly'), frequency: 'year' });
      expect(yearly.status).toBe(422);
      expect(yearly.body.errors[0].field).toBe('frequency');
      // A quarter company allows quarter plans only (doc 2 §3).
      const monthly = await (
        await as(OTHER_ADMIN)
      )('POST', '/plans', { name: unique('M'), frequency: 'month' });
      expect(monthly.status).toBe(422);
      expect(monthly.body.errors).toEqual([
        { field: 'frequency', message: 'This field must be one of the following values: quarter' },
      ]);
      expect((await plansOf(ADMIN)).filter((p) => p.name.toLowerCase() === name.toLowerCase())).toHaveLength(
        1,
      );
    });

    it('lets admins only write, per the permissions of doc 2 §6', async () => {
      const plan = await newPlan();
      for (const email of [READONLY_ADMIN, FINANCE, MANAGER, EMPLOYEE]) {
        const caller = await as(email);
        expect(
          (await caller('POST', '/plans', { name: unique('No'), frequency: 'month' })).status,
          email,
        ).toBe(403);
        expect(
          (await caller('PATCH', `/plans/${plan.id}/visibility`, { visibility: 'live' })).status,
          email,
        ).toBe(403);
        expect((await caller('DELETE', `/plans/${plan.id}`)).status, email).toBe(403);
        expect(
          (
            await caller('POST', `/plans/${plan.id}/assignments`, {
              assignments: [{ userId: await idOf(EMPLOYEE), effectiveAsOf: '2026-01-01' }],
            })
          ).status,
          email,
        ).toBe(403);
      }
      // A scoped admin changes only the plans of its scope, and creates none.
      const scoped = await as(SCOPED_ADMIN);
      expect((await scoped('PATCH', `/plans/${plan.id}/visibility`, { visibility: 'live' })).status).toBe(
        404,
      );
      expect((await scoped('POST', '/plans', { name: unique('Scoped'), frequency: 'month' })).status).toBe(
        403,
      );
      expect((await (await as(ADMIN))('GET', `/plans/${plan.id}`)).body.isHidden).toBe(true);
    });

    it('publishes and unpublishes, which decides what non-admins see', async () => {
      const admin = await as(ADMIN);
      const plan = await newPlan();
      await admin('POST', `/plans/${plan.id}/assignments`, {
        assignments: [{ userId: await idOf(EMPLOYEE_2), effectiveAsOf: '2026-01-01' }],
      });
      expect((await plansOf(EMPLOYEE_2)).map((p) => p.id)).not.toContain(plan.id);
      const live = await admin('PATCH', `/plans/${plan.id}/visibility`, { visibility: 'live' });
      expect(live.status).toBe(200);
      expect(live.body).toMatchObject({ isHidden: false, activeAssignmentsCount: 1 });
      expect((await plansOf(EMPLOYEE_2)).map((p) => p.id)).toContain(plan.id);
      // Not assigned: another employee does not see it.
      expect((await plansOf(EMPLOYEE)).map((p) => p.id)).not.toContain(plan.id);
      expect(
        (await admin('PATCH', `/plans/${plan.id}/visibility`, { visibility: 'hidden' })).body.isHidden,
      ).toBe(true);
      expect((await plansOf(EMPLOYEE_2)).map((p) => p.id)).not.toContain(plan.id);
      expect((await admin('PATCH', `/plans/${plan.id}/visibility`, { visibility: 'gone' })).status).toBe(422);
    });

    it('duplicates with the active assignments and the dates given, as a hidden active plan', async () => {
      const admin = await as(ADMIN);
      const source = await newPlan();
      const [e1, e2] = [await idOf(EMPLOYEE), await idOf(EMPLOYEE_2)];
      await admin('POST', `/plans/${source.id}/assignments`, {
        assignments: [
          { userId: e1, effectiveAsOf: '2026-01-01', effectiveUntil: null },
          { userId: e2, effectiveAsOf: '2025-01-01', effectiveUntil: '2025-12-31' },
        ],
      });
      await admin('PUT', `/plans/archive/${source.id}`, { archived: true });
      const copy = await admin('POST', `/plans/${source.id}/duplicate`, {
        planId: source.id,
        newPlanName: `${source.name} (copy)`,
        shouldImportAssignments: true,
        assignmentsEffectiveAsOf: null,
        assignmentsEffectiveUntil: null,
      });
      expect(copy.status).toBe(201);
      expect(copy.body).toMatchObject({ name: `${source.name} (copy)`, isHidden: true, archived: false });
      // The archive ended e1's assignment today; it was still active today, so it is copied.
      const copied = (await admin('GET', `/plans/${copy.body.id}/assignments`)).body
        .items as AssignmentBody[];
      expect(copied.map((a) => [a.userId, a.effectiveAsOf, a.effectiveUntil])).toEqual([
        [e1, '2026-01-01', null],
      ]);

      const taken = await admin('POST', `/plans/${source.id}/duplicate`, { newPlanName: source.name });
      expect(taken.status).toBe(409);
      expect(taken.body.errors).toEqual([
        { field: 'newPlanName', message: 'A plan with this name already exists.' },
      ]);
      const backwards = await admin('POST', `/plans/${source.id}/duplicate`, {
        newPlanName: unique('Backwards'),
        shouldImportAssignments: true,
        assignmentsEffectiveAsOf: '2026-06-01',
        assignmentsEffectiveUntil: '2026-05-31',
      });
      expect(backwards.status).toBe(422);
      const dated = await admin('POST', `/plans/${source.id}/duplicate`, {
        newPlanName: unique('Dated'),
        shouldImportAssignments: true,
        assignmentsEffectiveAsOf: '2026-02-01',
        assignmentsEffectiveUntil: '2026-12-31',
      });
      const datedAssignments = (await admin('GET', `/plans/${dated.body.id}/assignments`)).body.items;
      expect(datedAssignments.map((a: AssignmentBody) => [a.effectiveAsOf, a.effectiveUntil])).toEqual([
        ['2026-02-01', '2026-12-31'],
      ]);
    });

    it('archives (ending active assignments today) and unarchives with the dates chosen', async () => {
      const admin = await as(ADMIN);
      const plan = await newPlan();
      const today = todayIso();
      const [e1, e2] = [await idOf(EMPLOYEE), await idOf(EMPLOYEE_2)];
      await admin('POST', `/plans/${plan.id}/assignments`, {
        assignments: [
          { userId: e1, effectiveAsOf: shift(-30), effectiveUntil: null },
          { userId: e2, effectiveAsOf: shift(-400), effectiveUntil: shift(-200) },
        ],
      });
      const archived = await admin('PUT', `/plans/archive/${plan.id}`, { archived: true });
      expect(archived.body).toMatchObject({ archived: true, archivedOn: today });
      const after = (await admin('GET', `/plans/${plan.id}/assignments`)).body.items as AssignmentBody[];
      expect(after.find((a) => a.userId === e1)!.effectiveUntil).toBe(today);
      expect(after.find((a) => a.userId === e2)!.effectiveUntil).toBe(shift(-200));
      // Archived plans come after the active ones, and take no new assignment.
      const names = (await plansOf(ADMIN)).map((p) => p.name);
      expect(names.indexOf(plan.name)).toBeGreaterThan(names.indexOf(DEMO_PLAN));
      const refused = await admin('POST', `/plans/${plan.id}/assignments`, {
        assignments: [{ userId: await idOf(MANAGER), effectiveAsOf: today }],
      });
      expect(refused.status).toBe(409);

      const bad = await admin('PUT', `/plans/archive/${plan.id}`, {
        archived: false,
        assignmentsEffectiveAsOf: '2026-05-01',
        assignmentsEffectiveUntil: '2026-04-01',
      });
      expect(bad.status).toBe(422);
      const unarchived = await admin('PUT', `/plans/archive/${plan.id}`, {
        archived: false,
        assignmentsEffectiveUntil: null,
      });
      expect(unarchived.body).toMatchObject({ archived: false, archivedOn: null });
      const reopened = (await admin('GET', `/plans/${plan.id}/assignments`)).body.items as AssignmentBody[];
      expect(reopened.find((a) => a.userId === e1)).toMatchObject({ effectiveUntil: null, status: 'ACTIVE' });
      expect(reopened.find((a) => a.userId === e2)!.effectiveUntil).toBe(shift(-200));
    });

    it('deletes a plan with its assignments and versions, in its own company only', async () => {
      const admin = await as(ADMIN);
      const plan = await newPlan();
      await admin('POST', `/plans/${plan.id}/assignments`, {
        assignments: [{ userId: await idOf(EMPLOYEE), effectiveAsOf: '2026-01-01' }],
      });
      expect((await (await as(OTHER_ADMIN))('DELETE', `/plans/${plan.id}`)).status).toBe(404);
      expect((await admin('DELETE', `/plans/${plan.id}`)).status).toBe(204);
      expect((await admin('GET', `/plans/${plan.id}`)).status).toBe(404);
      expect((await admin('GET', `/plans/${plan.id}/versions`)).status).toBe(404);
      expect((await admin('DELETE', `/plans/${plan.id}`)).status).toBe(404);
    });
  });

  describe('assignments', () => {
    it('adds in bulk, edits dates, removes, refusing overlaps and unknown users whole', async () => {
      const admin = await as(ADMIN);
      const plan = await newPlan();
      const [e1, e2, other] = [await idOf(EMPLOYEE), await idOf(EMPLOYEE_2), await idOf(OTHER_EMPLOYEE)];
      const added = await admin('POST', `/plans/${plan.id}/assignments`, {
        assignments: [
          { userId: e1, effectiveAsOf: shift(-10) },
          { userId: e2, effectiveAsOf: shift(10), effectiveUntil: shift(40) },
        ],
      });
      expect(added.status).toBe(201);
      expect(added.body.items.map((a: AssignmentBody) => a.status).sort()).toEqual(['ACTIVE', 'FUTURE']);

      const foreign = await admin('POST', `/plans/${plan.id}/assignments`, {
        assignments: [
          { userId: e2, effectiveAsOf: shift(100) },
          { userId: other, effectiveAsOf: shift(-10) },
        ],
      });
      expect(foreign.status).toBe(422);
      expect(foreign.body.errors).toEqual([{ field: 'assignments.1.userId', message: 'User not found.' }]);
      const overlap = await admin('POST', `/plans/${plan.id}/assignments`, {
        assignments: [{ userId: e1, effectiveAsOf: shift(5) }],
      });
      expect(overlap.status).toBe(422);
      expect(overlap.body.errors[0].field).toBe('assignments.0.effectiveAsOf');
      const twice = await admin('POST', `/plans/${plan.id}/assignments`, {
        assignments: [
          { userId: e2, effectiveAsOf: shift(100), effectiveUntil: shift(120) },
          { userId: e2, effectiveAsOf: shift(110) },
        ],
      });
      expect(twice.status).toBe(422);

      const page = (await admin('GET', `/plans/${plan.id}/assignments?status=ACTIVE`)).body;
      expect(page.counts).toEqual({ ACTIVE: 1, FUTURE: 1, EXPIRED: 0, ALL: 2 });
      expect(page.items.map((a: AssignmentBody) => a.userId)).toEqual([e1]);
      const active = page.items[0] as AssignmentBody;

      const ended = await admin('PATCH', `/plans/${plan.id}/assignments/${active.id}`, {
        effectiveUntil: shift(-1),
      });
      expect(ended.body).toMatchObject({ status: 'EXPIRED', effectiveUntil: shift(-1) });
      const backwards = await admin('PATCH', `/plans/${plan.id}/assignments/${active.id}`, {
        effectiveUntil: shift(-20),
      });
      expect(backwards.status).toBe(422);
      const future = added.body.items.find((a: AssignmentBody) => a.userId === e2) as AssignmentBody;
      expect(
        (
          await (
            await as(OTHER_ADMIN)
          )('PATCH', `/plans/${plan.id}/assignments/${future.id}`, {
            effectiveUntil: null,
          })
        ).status,
      ).toBe(404);
      // An assignment of another plan is not found under this one.
      const demo = await demoPlan();
      expect((await admin('DELETE', `/plans/${demo.id}/assignments/${future.id}`)).status).toBe(404);
      expect((await admin('DELETE', `/plans/${plan.id}/assignments/${future.id}`)).status).toBe(204);
      expect((await admin('GET', `/plans/${plan.id}/assignments`)).body.counts.ALL).toBe(1);
    });

    it("gives each assignment the plan's parameter values, checked by name and format, which formulas read", async () => {
      const admin = await as(ADMIN);
      const name = unique('Parameters');
      const definition = [
        DEFINITION(name, 'amount * personalRate'),
        '  bonus: { type: PAYOUT, formula: "targetIncentive" }',
        'parameters:',
        '  personalRate: { format: percent, label: Personal rate, default: 5% }',
        '  targetIncentive: { format: currency, label: Target incentive, required: true }',
        '',
      ].join('\n');
      const plan = (await send(ADMIN, 'POST', '/plans/import', { definition })).body as PlanBody;
      const emma = await idOf(EMPLOYEE);
      const refused = await admin('POST', `/plans/${plan.id}/assignments`, {
        assignments: [
          {
            userId: emma,
            effectiveAsOf: '2026-01-01',
            parameters: { personalRate: 'high', territory: 'EMEA', targetIncentive: '1500' },
          },
        ],
      });
      expect(refused.status).toBe(422);
      expect(refused.body.errors).toEqual([
        {
          field: 'assignments.0.parameters.personalRate',
          message: 'The value is not a valid percent ("high")',
        },
        { field: 'assignments.0.parameters.territory', message: 'The plan declares no such parameter.' },
      ]);
      const added = await admin('POST', `/plans/${plan.id}/assignments`, {
        assignments: [
          {
            userId: emma,
            effectiveAsOf: '2026-01-01',
            parameters: { personalRate: '8%', targetIncentive: '1500' },
          },
        ],
      });
      expect(added.status).toBe(201);
      const assignment = added.body.items[0];
      expect(assignment.parameters).toEqual({ personalRate: '8%', targetIncentive: '1500' });

      // The formulas read the value in force: the bonus is her target incentive.
      const preview = async () =>
        (
          await admin('POST', `/plans/${plan.id}/preview`, {
            definition,
            ruleId: 'bonus',
            userId: emma,
            periodId: '2026-03',
          })
        ).body;
      expect((await preview()).rule.value).toBe('1500');

      // A new set replaces the old one whole; an empty value is none.
      const changed = await admin('PATCH', `/plans/${plan.id}/assignments/${assignment.id}`, {
        parameters: { targetIncentive: '2000.50', personalRate: '' },
      });
      expect(changed.body.parameters).toEqual({ targetIncentive: '2000.50' });
      expect((await admin('GET', `/plans/${plan.id}/assignments`)).body.items[0].parameters).toEqual({
        targetIncentive: '2000.50',
      });
      expect((await preview()).rule.value).toBe('2000.5');
      expect(
        (
          await admin('PATCH', `/plans/${plan.id}/assignments/${assignment.id}`, {
            parameters: { targetIncentive: 'x' },
          })
        ).body.errors,
      ).toEqual([
        { field: 'parameters.targetIncentive', message: 'The value is not a valid currency ("x")' },
      ]);

      // A new file that drops the parameter, or gives it a format her value does not fit, would make
      // every calculation of the plan fail on her value: it is refused, naming her, and not saved.
      const replaced = async (parameter: string) =>
        admin('PUT', `/plans/${plan.id}/definition`, {
          definition: [
            DEFINITION(name, 'amount * personalRate'),
            '  bonus: { type: PAYOUT, formula: "100" }',
            'parameters:',
            '  personalRate: { format: percent, label: Personal rate, default: 5% }',
            ...(parameter ? [`  targetIncentive: ${parameter}`] : []),
            '',
          ].join('\n'),
        });
      const dropped = await replaced('');
      expect(dropped.status).toBe(422);
      expect(dropped.body.errors).toEqual([
        {
          field: 'definition.parameters.targetIncentive',
          message: 'Assignments still give this parameter a value (Emma Schultz): clear it there first.',
        },
      ]);
      expect((await replaced('{ format: boolean, label: Target incentive }')).body.errors).toEqual([
        {
          field: 'definition.parameters.targetIncentive',
          message:
            'Assignments give this parameter values that its new definition refuses (Emma Schultz): change them there first.',
        },
      ]);
      expect((await admin('GET', `/plans/${plan.id}/definition`)).body.definition).toBe(definition);
      // A format her value fits is saved.
      expect((await replaced('{ format: number, label: Target incentive }')).status).toBe(200);
    });

    it("shows the demo renewals plan's assignments in every status", async () => {
      const renewals = (await plansOf(ADMIN)).find((p) => p.name === 'Renewals & Expansion 2026')!;
      expect(renewals).toMatchObject({ frequency: 'quarter', isHidden: false, activeAssignmentsCount: 3 });
      const page = (await (await as(ADMIN))('GET', `/plans/${renewals.id}/assignments?status=EXPIRED`)).body;
      expect(page.counts).toEqual({ ACTIVE: 3, FUTURE: 1, EXPIRED: 1, ALL: 5 });
      expect(page.items.map((a: AssignmentBody) => a.userId)).toEqual([await idOf(EMPLOYEE_2)]);
    });

    it('shows employees their own assignment and managers their people only', async () => {
      const demo = await demoPlan();
      const all = (await (await as(ADMIN))('GET', `/plans/${demo.id}/assignments`)).body;
      expect(all.totalItems).toBeGreaterThan(2);
      const own = (await (await as(EMPLOYEE))('GET', `/plans/${demo.id}/assignments`)).body;
      expect(own.items.map((a: AssignmentBody) => a.userId)).toEqual([await idOf(EMPLOYEE)]);
      const managed = (await (await as(MANAGER))('GET', `/plans/${demo.id}/assignments`)).body;
      expect(managed.totalItems).toBeGreaterThan(1);
      expect(managed.totalItems).toBeLessThanOrEqual(all.totalItems);
      const searched = (await (await as(ADMIN))('GET', `/plans/${demo.id}/assignments?search=emma`)).body;
      expect(searched.items.map((a: AssignmentBody) => a.user.firstName)).toEqual(['Emma']);
    });
  });

  describe('plans as code', () => {
    it('sets the forecasting configuration into the definition, checked, versioned and scoped', async () => {
      const plan = await newPlan();
      const coded = await send(ADMIN, 'PUT', `/plans/${plan.id}/definition`, {
        definition: DEFINITION(plan.name),
      });
      expect(coded.status).toBe(200);
      const path = `/plans/${plan.id}/forecasting-configuration`;

      const on = await send(
        ADMIN,
        'PATCH',
        path,
        { enabled: true, formulas: { commission: 'amount * 12%' } },
        coded.etag!,
      );
      expect(on.status).toBe(200);
      expect(on.etag).toBe('"3"');
      const file = (await send(ADMIN, 'GET', `/plans/${plan.id}/definition`)).body.definition as string;
      expect(file).toContain('# A plan kept as a file.');
      expect(file).toMatch(/forecasting:\n\s+enabled: true\n\s+formulas:\n\s+commission: amount \* 12%/);

      // A forecast formula that does not compile, or of no token: 422 on this call's fields, nothing written.
      const broken = await send(ADMIN, 'PATCH', path, { formulas: { commission: 'amount *' } });
      expect(broken.status).toBe(422);
      expect(broken.body.errors.map((e: { field: string }) => e.field)).toEqual(['formulas.commission']);
      const unknown = await send(ADMIN, 'PATCH', path, { formulas: { nothing: '1' } });
      expect(unknown.status).toBe(422);
      expect(unknown.body.errors[0]).toMatchObject({
        field: 'formulas',
        message: expect.stringContaining('nothing'),
      });
      expect((await send(ADMIN, 'GET', `/plans/${plan.id}`)).body.version).toBe(3);
      expect((await send(ADMIN, 'PATCH', path, { enabled: false }, '"2"')).status).toBe(409);
      expect((await send(ADMIN, 'PATCH', path, {})).status).toBe(422);

      // null removes a formula; the history says what changed.
      const off = await send(ADMIN, 'PATCH', path, { enabled: false, formulas: { commission: null } }, '"3"');
      expect(off.status).toBe(200);
      const after = (await send(ADMIN, 'GET', `/plans/${plan.id}/definition`)).body.definition as string;
      expect(after).toContain('enabled: false');
      expect(after).not.toContain('12%');
      const versions = (await send(ADMIN, 'GET', `/plans/${plan.id}/versions`)).body.items;
      expect(versions[0]).toMatchObject({ version: 4, summary: 'Plan settings changed.' });

      // Who may: plan editors of the company only.
      expect((await send(MANAGER, 'PATCH', path, { enabled: true })).status).toBe(403);
      expect((await send(OTHER_ADMIN, 'PATCH', path, { enabled: true })).status).toBe(404);
    });

    it('reads the definition, replaces it whole with If-Match, and keeps every change as a version', async () => {
      const plan = await newPlan();
      const read = await send(ADMIN, 'GET', `/plans/${plan.id}/definition`);
      expect(read.status).toBe(200);
      expect(read.etag).toBe('"1"');
      expect(read.body.definition).toContain(`name: ${plan.name}`);

      const name = unique('Coded');
      const saved = await send(
        ADMIN,
        'PUT',
        `/plans/${plan.id}/definition`,
        { definition: DEFINITION(name) },
        read.etag!,
      );
      expect(saved.status).toBe(200);
      expect(saved.body).toMatchObject({ version: 2, definition: DEFINITION(name) });
      expect((await send(ADMIN, 'GET', `/plans/${plan.id}`)).body).toMatchObject({ name, version: 2 });

      const stale = await send(
        ADMIN,
        'PUT',
        `/plans/${plan.id}/definition`,
        { definition: DEFINITION(name, 'amount') },
        '"1"',
      );
      expect(stale.status).toBe(409);
      expect((await send(ADMIN, 'GET', `/plans/${plan.id}/definition`)).body.definition).toBe(
        DEFINITION(name),
      );

      // A rename from the list is written into the file, comments kept.
      const renamed = await send(ADMIN, 'PATCH', `/plans/${plan.id}`, { name: `${name} v2` }, '"2"');
      expect(renamed.status).toBe(200);
      const after = (await send(ADMIN, 'GET', `/plans/${plan.id}/definition`)).body.definition as string;
      expect(after).toContain('# A plan kept as a file.');
      expect(after).toContain(`name: ${name} v2`);
      await send(ADMIN, 'PATCH', `/plans/${plan.id}/visibility`, { visibility: 'live' });

      const versions = await send(ADMIN, 'GET', `/plans/${plan.id}/versions`);
      expect(
        versions.body.items.map((v: { version: number; summary: string }) => [v.version, v.summary]),
      ).toEqual([
        [4, 'Published.'],
        [3, `Renamed from “${name}” to “${name} v2”.`],
        [
          2,
          `Renamed from “${plan.name}” to “${name}”. Plan settings changed. Rules added: commission. Tables added: deals. Models added: deal.`,
        ],
        [1, 'Created.'],
      ]);
      expect(versions.body.items[0].author).toMatchObject({ firstName: 'Ada', lastName: 'Moreau' });
      expect((await send(ADMIN, 'GET', `/plans/${plan.id}/versions?limit=1`)).body).toMatchObject({
        totalItems: 4,
        pageCount: 4,
      });
      for (const email of [FINANCE, MANAGER, EMPLOYEE])
        expect((await send(email, 'GET', `/plans/${plan.id}/definition`)).status, email).toBe(403);
      expect((await send(READONLY_ADMIN, 'GET', `/plans/${plan.id}/definition`)).status).toBe(200);
      expect((await send(OTHER_ADMIN, 'GET', `/plans/${plan.id}/definition`)).status).toBe(404);
    });

    it('compares any two versions entry by entry, and restores an earlier one as a new version', async () => {
      const plan = await newPlan();
      const name = unique('Versioned');
      const first = await send(
        ADMIN,
        'PUT',
        `/plans/${plan.id}/definition`,
        { definition: DEFINITION(name) },
        '"1"',
      );
      expect(first.body.version).toBe(2);
      const second = await send(
        ADMIN,
        'PUT',
        `/plans/${plan.id}/definition`,
        { definition: DEFINITION(name, 'amount * 12%') },
        '"2"',
      );
      expect(second.body.version).toBe(3);

      const compared = await send(ADMIN, 'GET', `/plans/${plan.id}/versions/2/compare/3`);
      expect(compared.status).toBe(200);
      expect(compared.body).toMatchObject({
        fromVersion: 2,
        toVersion: 3,
        summary: 'Rules changed: commission.',
        settings: null,
        sections: [
          {
            section: 'rules',
            changes: [
              { name: 'commission', change: 'changed', before: expect.stringContaining('amount * 10%') },
            ],
          },
        ],
      });
      expect(compared.body.sections[0].changes[0].after).toContain('amount * 12%');
      // From the blank plan: the settings, and each entry added.
      const fromBlank = (await send(ADMIN, 'GET', `/plans/${plan.id}/versions/1/compare/3`)).body;
      expect(fromBlank.settings.after).toContain(`name: ${name}`);
      expect(fromBlank.sections.map((s: { section: string }) => s.section)).toEqual([
        'rules',
        'filters',
        'models',
      ]);
      expect(fromBlank.sections[0].changes[0]).toMatchObject({ change: 'added', before: null });
      expect((await send(ADMIN, 'GET', `/plans/${plan.id}/versions/3/compare/3`)).body.sections).toEqual([]);
      expect((await send(ADMIN, 'GET', `/plans/${plan.id}/versions/2/compare/9`)).status).toBe(404);
      expect((await send(OTHER_ADMIN, 'GET', `/plans/${plan.id}/versions/2/compare/3`)).status).toBe(404);
      expect((await send(EMPLOYEE, 'GET', `/plans/${plan.id}/versions/2/compare/3`)).status).toBe(403);

      // Restore version 2: a new version 4 with its file, saying so; a stale If-Match writes nothing.
      expect(
        (await send(ADMIN, 'POST', `/plans/${plan.id}/versions/2/restore`, undefined, '"2"')).status,
      ).toBe(409);
      expect(
        (await send(READONLY_ADMIN, 'POST', `/plans/${plan.id}/versions/2/restore`, undefined, '"3"')).status,
      ).toBe(403);
      expect(
        (await send(OTHER_ADMIN, 'POST', `/plans/${plan.id}/versions/2/restore`, undefined, '"3"')).status,
      ).toBe(404);
      expect(
        (await send(ADMIN, 'POST', `/plans/${plan.id}/versions/7/restore`, undefined, '"3"')).status,
      ).toBe(404);
      const restored = await send(ADMIN, 'POST', `/plans/${plan.id}/versions/2/restore`, undefined, '"3"');
      expect(restored.status).toBe(200);
      expect(restored.etag).toBe('"4"');
      expect(restored.body).toMatchObject({ version: 4, definition: DEFINITION(name) });
      const versions = (await send(ADMIN, 'GET', `/plans/${plan.id}/versions?limit=1`)).body.items;
      expect(versions[0]).toMatchObject({
        version: 4,
        summary: 'Restored version 2. Rules changed: commission.',
      });
      expect((await send(ADMIN, 'GET', `/plans/${plan.id}/versions/2/compare/4`)).body.sections).toEqual([]);
    });

    it('reports every structural and formula problem at once with its path, and writes nothing', async () => {
      const plan = await newPlan();
      const structural = await send(ADMIN, 'PUT', `/plans/${plan.id}/definition`, {
        definition: DEFINITION('Y')
          .replace('frequency: month', 'frequency: weekly')
          .replace('model: deal', 'model: nope'),
      });
      expect(structural.status).toBe(422);
      expect(structural.body.errors.map((e: { field: string }) => e.field).sort()).toEqual([
        'definition.filters.deals.model',
        'definition.plan.frequency',
        'definition.plan.name',
      ]);
      const formulas = await send(ADMIN, 'PUT', `/plans/${plan.id}/definition`, {
        definition: DEFINITION(unique('F'), 'amount * nothing').replace(
          'rules:',
          'variables:\n  broken: { format: number, formula: "SUM(" }\nrules:',
        ),
      });
      expect(formulas.status).toBe(422);
      expect(formulas.body.errors.map((e: { field: string }) => e.field).sort()).toEqual([
        'definition.rules.commission.formula',
        'definition.variables.broken.formula',
      ]);
      const unreadable = await send(ADMIN, 'PUT', `/plans/${plan.id}/definition`, { definition: 'plan: [' });
      expect(unreadable.status).toBe(422);
      const taken = await send(ADMIN, 'PUT', `/plans/${plan.id}/definition`, {
        definition: DEFINITION(DEMO_PLAN),
      });
      expect(taken.status).toBe(409);
      expect(taken.body.errors[0].field).toBe('definition.plan.name');
      const now = await send(ADMIN, 'GET', `/plans/${plan.id}`);
      expect(now.body).toMatchObject({ name: plan.name, version: 1 });
      expect((await send(ADMIN, 'GET', `/plans/${plan.id}/versions`)).body.totalItems).toBe(1);
    });

    it('imports a plan from a file, checked the same way', async () => {
      const name = unique('Imported');
      const imported = await send(ADMIN, 'POST', '/plans/import', { definition: DEFINITION(name) });
      expect(imported.status).toBe(201);
      expect(imported.body).toMatchObject({ name, frequency: 'month', isHidden: true, version: 1 });
      const exported = await send(ADMIN, 'GET', `/plans/${imported.body.id}/definition`);
      expect(exported.body.definition).toBe(DEFINITION(name));
      const again = await send(ADMIN, 'POST', '/plans/import', { definition: DEFINITION(name) });
      expect(again.status).toBe(409);
      const broken = await send(ADMIN, 'POST', '/plans/import', {
        definition: DEFINITION(unique('B'), 'SUM('),
      });
      expect(broken.status).toBe(422);
      expect(broken.body.errors[0].field).toBe('definition.rules.commission.formula');
      expect(
        (await send(FINANCE, 'POST', '/plans/import', { definition: DEFINITION(unique('N')) })).status,
      ).toBe(403);
      expect((await plansOf(ADMIN, `?search=${encodeURIComponent(name)}`)).map((p) => p.name)).toEqual([
        name,
      ]);
    });
  });
});
