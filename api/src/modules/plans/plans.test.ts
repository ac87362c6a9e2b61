import { describe, expect, it } from 'vitest';
import { describeOnEachDatabase } from '../../platform/test/suite.js';
import { Invalid } from '../../platform/errors.js';
import { assignUserToPlan, createPlan, findPlan, listPlans, userIdsAssignedTo } from './service.js';

describeOnEachDatabase('the plans module', (suite) => {
  const { idOf, tenantOf } = suite;

  describe('plan assignments', () => {
    it('answers the distinct users assigned to any of the plans, at any date, in the tenant only', async () => {
      const demo = await tenantOf('admin@demo.accrue.local');
      const other = await tenantOf('admin@other.accrue.local');
      const employee2 = await idOf('employee-2@demo.accrue.local');
      const employee3 = await idOf('employee-3@demo.accrue.local');
      const otherEmployee = await idOf('employee@other.accrue.local');

      expect(await userIdsAssignedTo(demo, [7, 8])).toEqual([]);
      const created = await assignUserToPlan(demo, {
        planId: 7,
        userId: employee3,
        effectiveAsOf: '2025-01-01',
        effectiveUntil: '2025-12-31',
      });
      expect(created).toMatchObject({ planId: 7, userId: employee3, effectiveUntil: '2025-12-31' });
      await assignUserToPlan(demo, {
        planId: 8,
        userId: employee2,
        effectiveAsOf: '2026-01-01',
        effectiveUntil: null,
      });
      await assignUserToPlan(demo, {
        planId: 8,
        userId: employee3,
        effectiveAsOf: '2026-01-01',
        effectiveUntil: null,
      });
      await assignUserToPlan(other, {
        planId: 7,
        userId: otherEmployee,
        effectiveAsOf: '2026-01-01',
        effectiveUntil: null,
      });

      expect(await userIdsAssignedTo(demo, [7, 8])).toEqual([employee2, employee3].sort((a, b) => a - b));
      expect(await userIdsAssignedTo(demo, [7])).toEqual([employee3]);
      expect(await userIdsAssignedTo(demo, [])).toEqual([]);
      expect(await userIdsAssignedTo(other, [7, 8])).toEqual([otherEmployee]);
    });
  });

  describe('plans', () => {
    const definition = (name: string) =>
      [
        `plan: { id: p, name: "${name}", frequency: quarter }`,
        'models: { deal: { key: id, fields: { id: text, ownerId: text, closeDate: date } } }',
        'filters: { deals: { model: deal, period: closeDate, user: ownerId } }',
        'rules: { count: { type: NON_PAYOUT, formula: "COUNT(deals)" } }',
      ].join('\n');

    it("takes a plan's name and frequency from its definition, kept as written", async () => {
      const other = await tenantOf('admin@other.accrue.local');
      const created = await createPlan(other, { definition: definition('Quarterly count') });
      expect(created).toMatchObject({
        name: 'Quarterly count',
        frequency: 'quarter',
        definition: definition('Quarterly count'),
        isHidden: true,
        archived: false,
        version: 1,
      });
      expect(await findPlan(other, created.id)).toEqual(created);
    });

    it('refuses a definition with the path of every problem', async () => {
      const other = await tenantOf('admin@other.accrue.local');
      const failure = await createPlan(other, {
        definition: definition('X').replace('frequency: quarter', 'frequency: weekly'),
      }).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(Invalid);
      expect((failure as Invalid).errors.map((e) => e.field).sort()).toEqual([
        'definition.plan.frequency',
        'definition.plan.name',
      ]);
    });

    it("lists the tenant's plans only", async () => {
      const demo = await tenantOf('admin@demo.accrue.local');
      const other = await tenantOf('admin@other.accrue.local');
      expect((await listPlans(demo)).map((plan) => plan.name)).toEqual([
        'Account Executives 2026',
        'Renewals & Expansion 2026',
      ]);
      const demoPlanId = (await listPlans(demo))[0]!.id;
      expect(await findPlan(other, demoPlanId)).toBeNull();
      expect((await listPlans(other)).map((plan) => plan.name)).not.toContain('Account Executives 2026');
    });
  });
});
