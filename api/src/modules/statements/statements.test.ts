import { calculate, statementToJson, type CalculationInput } from '@accrue/engine';
import { Decimal } from 'decimal.js';
import { describe, expect, it } from 'vitest';
import {
  DEMO_PLAN,
  DEMO_PLAN_MEMBERS,
  DEMO_QUOTAS,
  DEMO_RATES,
  DEMO_STATEMENT_EDITS,
  demoDeals,
  demoMonths,
  OTHER_PLAN,
  otherQuarters,
} from '../../demo-commissions.js';
import { todayIso } from '../../platform/db/values.js';
import { Invalid, NotFound } from '../../platform/errors.js';
import { describeOnEachDatabase } from '../../platform/test/suite.js';
import * as plans from '../plans/index.js';
import { findPlanToCalculate, loadCalculation } from './calculation/load-input.js';
import { calculatePlan, listStatements } from './service.js';

const email = (key: string) => `${key}@demo.accrue.local`;
const months = demoMonths(todayIso());

describeOnEachDatabase('the statements module', (suite) => {
  const { idOf, tenantOf } = suite;

  /** The demo companies' seeded plans (one each). */
  async function seeded() {
    const demo = await tenantOf('admin@demo.accrue.local');
    const other = await tenantOf('admin@other.accrue.local');
    const [demoPlan] = await plans.listPlans(demo);
    const [otherPlan] = await plans.listPlans(other);
    return { demo, other, demoPlan: demoPlan!, otherPlan: otherPlan! };
  }

  describe('calculatePlan on the demo data', () => {
    it('persists one clean statement for every assigned user × period, with database ids', async () => {
      const { demo, demoPlan } = await seeded();
      expect(demoPlan.name).toBe('Account Executives 2026');

      const summary = await calculatePlan({ tenant: demo }, { planId: demoPlan.id, periods: months });
      expect(summary).toMatchObject({
        planId: demoPlan.id,
        periodIds: months,
        statements: DEMO_PLAN_MEMBERS.length * months.length,
        inError: 0,
      });

      const memberIds = await Promise.all(DEMO_PLAN_MEMBERS.map((key) => idOf(email(key))));
      const stored = await listStatements({ tenant: demo }, { planId: demoPlan.id });
      const expected = months.flatMap((period) => memberIds.map((userId) => `${userId} ${period}`));
      expect(stored.map((s) => `${s.userId} ${s.periodId}`).sort()).toEqual(expected.sort());
      for (const statement of stored) {
        // The engine's ids map back to the database's: the row's user is the engine's user.
        expect(statement.content.userId).toBe(String(statement.userId));
        expect(statement.content.period.id).toBe(statement.periodId);
        expect(statement.content.total).toBe(statement.total);
        expect(statement).toMatchObject({ planId: demoPlan.id, currency: 'EUR', status: null });
      }
      // Real figures: every rep earned something in January.
      const repJanuary = stored.filter((s) => s.periodId === '2026-01' && s.userId === memberIds[0]);
      expect(new Decimal(repJanuary[0]!.total!).greaterThan(0)).toBe(true);
    });

    it('gives the totals the engine gives on the same data built independently (e-mails as ids)', async () => {
      const { demo, demoPlan } = await seeded();
      await calculatePlan({ tenant: demo }, { planId: demoPlan.id, periods: months });
      const stored = await listStatements({ tenant: demo }, { planId: demoPlan.id });

      // The demo team tree (README): Sales ⊃ Sales North, Sales South.
      const member = (teamId: string, userId: string, role = 'TEAM_EMPLOYEE' as const) => ({
        teamId,
        userId,
        role,
        effectiveAsOf: '2024-01-01',
      });
      const input: CalculationInput = {
        company: { currency: 'EUR', precision: 2 },
        users: DEMO_PLAN_MEMBERS.map((key) => ({ id: key })),
        teams: [{ id: 'sales' }, { id: 'north', parentId: 'sales' }, { id: 'south', parentId: 'sales' }],
        teamAssignments: [
          { ...member('sales', 'manager'), role: 'TEAM_MANAGER' },
          member('sales', 'employee'),
          { ...member('north', 'readonly-manager'), role: 'TEAM_MANAGER' },
          member('north', 'employee-2'),
          member('north', 'employee-3'),
          member('south', 'employee-4'),
          member('south', 'readonly-employee'),
        ],
        planAssignments: DEMO_PLAN_MEMBERS.map((key) => ({ userId: key, effectiveAsOf: '2026-01-01' })),
        records: { deal: demoDeals((rep) => rep) },
        quotas: DEMO_PLAN_MEMBERS.flatMap((key) => [
          { quota: 'monthlyQuota', userId: key, date: '2026-01-01', value: DEMO_QUOTAS[key]!.h1 },
          { quota: 'monthlyQuota', userId: key, date: '2026-07-01', value: DEMO_QUOTAS[key]!.h2 },
        ]),
        rates: DEMO_RATES.map((rate) => ({ ...rate, date: rate.effectiveAsOf })),
        periods: months,
        // The demo's adjustment and overwrite (DEMO_STATEMENT_EDITS), which the seed applies.
        adjustments: [
          {
            userId: DEMO_STATEMENT_EDITS.userKey,
            periodId: DEMO_STATEMENT_EDITS.periodId,
            ...DEMO_STATEMENT_EDITS.adjustment,
          },
        ],
        overwrites: [
          {
            userId: DEMO_STATEMENT_EDITS.userKey,
            periodId: DEMO_STATEMENT_EDITS.periodId,
            ...DEMO_STATEMENT_EDITS.overwrite,
          },
        ],
      };
      const independent = calculate(DEMO_PLAN, input, { datasets: false }).statements;

      const keyOf = new Map<number, string>();
      for (const key of DEMO_PLAN_MEMBERS) keyOf.set(await idOf(email(key)), key);
      const totals = (list: { user: string; period: string; total: string | null }[]) =>
        list.map((s) => `${s.user} ${s.period} ${s.total}`).sort();
      expect(
        totals(stored.map((s) => ({ user: keyOf.get(s.userId)!, period: s.periodId, total: s.total }))),
      ).toEqual(
        totals(
          independent.map((run) => ({
            user: run.userId,
            period: run.period.id,
            total: statementToJson(run, { datasets: false }).total,
          })),
        ),
      );
    });

    it("checks the manager's override by hand: 1.5 % of the team's won deals in euros", async () => {
      const { demo, demoPlan } = await seeded();
      await calculatePlan({ tenant: demo }, { planId: demoPlan.id, periods: ['2026-03'] });
      const managerId = await idOf(email('manager'));
      const [march] = await listStatements(
        { tenant: demo },
        { planId: demoPlan.id, userId: managerId, periodIds: ['2026-03'] },
      );
      // The rates in force on 31 March 2026 (CONVERT reads them at the period end).
      const rate: Record<string, string> = { EUR: '1', USD: '0.92', GBP: '1.17' };
      const teamBookings = demoDeals((rep) => rep)
        .filter((deal) => deal.stage === 'won' && String(deal.closeDate).startsWith('2026-03'))
        .reduce(
          (sum, deal) => sum.plus(new Decimal(String(deal.amount)).times(rate[String(deal.currency)]!)),
          new Decimal(0),
        );
      expect(teamBookings.greaterThanOrEqualTo(50000)).toBe(true);
      const override = teamBookings.times('0.015').toDecimalPlaces(2);
      const rule = march!.content.rules.find((r) => r.name === 'managerOverride')!;
      expect(new Decimal(String(rule.value)).toFixed(2)).toBe(override.toFixed(2));
      // The manager sells nothing: the override is the whole statement.
      expect(new Decimal(march!.total!).toFixed(2)).toBe(override.toFixed(2));
    });

    it('replaces the statements of the periods it calculates when run again, never duplicates', async () => {
      const { demo, demoPlan } = await seeded();
      const periods = ['2026-02', '2026-03'];
      await calculatePlan({ tenant: demo }, { planId: demoPlan.id, periods });
      const first = await listStatements({ tenant: demo }, { planId: demoPlan.id });
      await calculatePlan({ tenant: demo }, { planId: demoPlan.id, periods });
      const second = await listStatements({ tenant: demo }, { planId: demoPlan.id });

      expect(second).toHaveLength(first.length);
      const key = (s: { userId: number; periodId: string }) => `${s.userId} ${s.periodId}`;
      expect(new Set(second.map(key)).size).toBe(second.length);
      const rewritten = second.filter((s) => periods.includes(s.periodId));
      expect(rewritten).toHaveLength(DEMO_PLAN_MEMBERS.length * periods.length);
      // Those periods' rows are rewritten under the same ids (a statement's address is kept, and
      // its versions stay with it); the other periods' rows are untouched.
      const firstOf = new Map(first.map((s) => [s.id, s]));
      expect(second.every((s) => firstOf.has(s.id))).toBe(true);
      expect(
        second
          .filter((s) => !periods.includes(s.periodId))
          .every((s) => s.calculatedAt === firstOf.get(s.id)!.calculatedAt),
      ).toBe(true);
      expect(second.map((s) => `${key(s)} ${s.total}`).sort()).toEqual(
        first.map((s) => `${key(s)} ${s.total}`).sort(),
      );
    });

    it('refuses periods that are not the plan frequency', async () => {
      const { demo, demoPlan } = await seeded();
      await expect(
        calculatePlan({ tenant: demo }, { planId: demoPlan.id, periods: ['2026-Q1'] }),
      ).rejects.toBeInstanceOf(Invalid);
      await expect(
        calculatePlan({ tenant: demo }, { planId: demoPlan.id, periods: [] }),
      ).rejects.toBeInstanceOf(Invalid);
    });

    it('refuses a plan naming a quota the company does not have', async () => {
      const { demo } = await seeded();
      const plan = await plans.createPlan(demo, {
        definition: OTHER_PLAN.replace(
          'rules:',
          'quotas:\n  dealTarget: { type: user, frequency: quarter }\nrules:',
        ),
      });
      const failure = await calculatePlan({ tenant: demo }, { planId: plan.id, periods: ['2026-Q1'] }).catch(
        (error: unknown) => error,
      );
      expect(failure).toBeInstanceOf(Invalid);
      expect((failure as Invalid).errors).toEqual([
        { field: 'definition.quotas.dealTarget', message: 'No quota "dealTarget".' },
      ]);
    });
  });

  describe('isolation between companies', () => {
    it('loads nothing of another company: its users, teams, records and quotas stay out', async () => {
      const { demo, demoPlan } = await seeded();
      const otherIds = [await idOf('admin@other.accrue.local'), await idOf('employee@other.accrue.local')];
      const { input } = await loadCalculation(demo, demoPlan, months);

      const otherEngineIds = otherIds.map(String);
      const demoUserIds = await Promise.all(
        ['admin', 'manager', 'employee', 'deactivated'].map((key) => idOf(email(key))),
      );
      expect(input.users.map((u) => u.id)).toEqual(expect.arrayContaining(demoUserIds.map(String)));
      expect(input.users.some((u) => otherEngineIds.includes(u.id))).toBe(false);
      expect(input.teamAssignments!.some((a) => otherEngineIds.includes(a.userId))).toBe(false);
      expect(input.planAssignments!.some((a) => otherEngineIds.includes(a.userId))).toBe(false);
      // Both companies have a "deal" model; only Demo Company's rows come in.
      const deals = input.records.deal!;
      expect(deals.length).toBeGreaterThan(200);
      expect(deals.every((deal) => String(deal.id).startsWith('D-2026-'))).toBe(true);
      expect(deals.some((deal) => otherEngineIds.includes(String(deal.ownerId)))).toBe(false);
      expect(input.quotas!.every((q) => q.userId !== undefined && !otherEngineIds.includes(q.userId))).toBe(
        true,
      );
      expect(input.company.currency).toBe('EUR');
    });

    it("never reaches another company's plan, and leaves its statements alone", async () => {
      const { demo, other, demoPlan, otherPlan } = await seeded();
      await expect(findPlanToCalculate(demo, otherPlan.id)).rejects.toBeInstanceOf(NotFound);
      await expect(
        calculatePlan({ tenant: demo }, { planId: otherPlan.id, periods: ['2026-Q1'] }),
      ).rejects.toBeInstanceOf(NotFound);

      const before = await listStatements({ tenant: other });
      await calculatePlan({ tenant: demo }, { planId: demoPlan.id, periods: months });
      expect(await listStatements({ tenant: other })).toEqual(before);
      expect(before.every((s) => s.planId === otherPlan.id)).toBe(true);
    });

    it("computes Other Company's own plan: a total checked by hand", async () => {
      const { other, otherPlan } = await seeded();
      const employee = await idOf('employee@other.accrue.local');
      await calculatePlan({ tenant: other }, { planId: otherPlan.id, periods: otherQuarters(todayIso()) });
      const [q1, q2] = await listStatements({ tenant: other }, { planId: otherPlan.id, userId: employee });
      // Q1: won deals of 12,000.00 (January) and 8,500.00 (March); the lost one does not count.
      expect(q1).toMatchObject({ periodId: '2026-Q1', currency: 'USD', userId: employee });
      expect(new Decimal(q1!.total!).toFixed(2)).toBe('2050.00'); // 10 % of 20,500.00
      expect(new Decimal(q2!.total!).toFixed(2)).toBe('2000.00'); // 10 % of 20,000.00
    });
  });

  it('was seeded with statements from the first start', async () => {
    const { demo, demoPlan } = await seeded();
    const stored = await listStatements({ tenant: demo }, { planId: demoPlan.id });
    expect(new Set(stored.map((s) => s.periodId))).toEqual(new Set(months));
  });
});
