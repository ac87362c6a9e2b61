import { Decimal } from 'decimal.js';
import { beforeAll, expect, it } from 'vitest';
import { parseDocument } from 'yaml';
import { DEMO_PLAN } from '../../demo-commissions.js';
import { describeOnEachDatabase } from '../../platform/test/suite.js';
import * as plans from '../plans/index.js';
import { PREVIEW_MESSAGES } from './preview.js';
import { listStatements } from './service.js';

const email = (key: string) => `${key}@demo.accrue.local`;
const ADMIN = email('admin');
const MARCH = '2026-03';

describeOnEachDatabase('the rule preview', (suite) => {
  const { as, idOf, tenantOf } = suite;
  let planId: number;
  let definition: string;

  beforeAll(async () => {
    const plan = (await plans.listPlans(await tenantOf(ADMIN))).find(
      (p) => p.name === 'Account Executives 2026',
    )!;
    planId = plan.id;
    definition = plan.definition;
  });

  const preview = async (body: Record<string, unknown>, account = ADMIN) =>
    (await as(account))('POST', `/plans/${planId}/preview`, {
      definition,
      ruleId: 'commission',
      userId: await idOf(email('employee')),
      periodId: MARCH,
      ...body,
    });

  it('calculates a rule of the saved plan as the stored statement has it, with its records', async () => {
    const answer = await preview({});
    expect(answer.status).toBe(200);
    const [stored] = await listStatements(
      { tenant: await tenantOf(ADMIN) },
      { planId, userId: await idOf(email('employee')), periodIds: [MARCH] },
    );
    const storedRule = stored!.content.rules.find((rule) => rule.name === 'commission')!;
    expect(answer.body).toMatchObject({
      rule: { name: 'commission', label: 'Commission', value: storedRule.value },
      user: { id: await idOf(email('employee')), fullName: 'Emma Schultz' },
      period: { id: MARCH, startDate: '2026-03-01', endDate: '2026-03-31' },
      currency: 'EUR',
      durationMs: expect.any(Number),
    });
    // Its lines add up to it, and its table's rows are the records that made it.
    const lines = answer.body.rule.lines as { recordKey: string; value: string }[];
    expect(lines.length).toBeGreaterThan(0);
    expect(
      lines.reduce((sum, line) => sum.plus(line.value), new Decimal(0)).equals(answer.body.rule.value),
    ).toBe(true);
    expect(answer.body.dataset.table).toBe('wonDeals');
    expect(answer.body.dataset.rows.map((row: { key: string }) => row.key).sort()).toEqual(
      lines.map((line) => line.recordKey).sort(),
    );
    expect(answer.body.kpis.map((kpi: { name: string }) => kpi.name)).toContain('bookings');
  });

  it('calculates the draft as typed, and writes nothing', async () => {
    const tenant = await tenantOf(ADMIN);
    const before = await listStatements({ tenant }, { planId, periodIds: [MARCH] });
    const draft = DEMO_PLAN.replace('formula: dealCommission', 'formula: "amountEur * 1%"');
    expect(draft).not.toBe(DEMO_PLAN);
    const answer = await preview({ definition: draft });
    expect(answer.status).toBe(200);
    const bookings = answer.body.kpis.find((kpi: { name: string }) => kpi.name === 'bookings')
      .value as string;
    expect(new Decimal(answer.body.rule.value).equals(new Decimal(bookings).times('0.01'))).toBe(true);
    expect(await listStatements({ tenant }, { planId, periodIds: [MARCH] })).toEqual(before);
    expect((await plans.findPlan(tenant, planId))!.definition).toBe(definition);
  });

  it("calculates the rule's forecast with the draft's forecast formula, and refuses a plan that does not forecast", async () => {
    expect((await preview({ forecast: true })).body).toMatchObject({
      errors: [{ field: 'forecast', message: PREVIEW_MESSAGES.noForecasting }],
    });
    const draft = parseDocument(definition);
    draft.setIn(['plan', 'forecasting'], { enabled: true, formulas: { commission: 'amountEur * 1%' } });
    const actual = await preview({ definition: draft.toString() });
    const forecast = await preview({ definition: draft.toString(), forecast: true });
    expect(forecast.status).toBe(200);
    // The actual figure keeps the rule's own formula; the forecast pays 1 % of the bookings.
    expect(actual.body.rule.value).toBe((await preview({})).body.rule.value);
    const bookings = forecast.body.kpis.find((kpi: { name: string }) => kpi.name === 'bookings')
      .value as string;
    expect(new Decimal(forecast.body.rule.value).equals(new Decimal(bookings).times('0.01'))).toBe(true);
    expect(new Decimal(forecast.body.rule.value).equals(actual.body.rule.value)).toBe(false);
  });

  it("follows the company's fiscal year: March is the twelfth month of a year starting in April", async () => {
    const draft = parseDocument(definition);
    draft.setIn(['rules', 'fiscalMonth'], {
      type: 'NON_PAYOUT',
      label: 'Fiscal month',
      category: 'Commissions',
      format: 'number',
      formula: 'MONTH_OF_YEAR()',
    });
    const month = async () =>
      (await preview({ definition: draft.toString(), ruleId: 'fiscalMonth' })).body.rule.value;
    expect(await month()).toBe('3');
    const admin = await as(ADMIN);
    expect((await admin('PATCH', '/companies', { customization: { fiscalYearStartMonth: 4 } })).status).toBe(
      200,
    );
    try {
      expect(await month()).toBe('12');
      expect(
        (await admin('PATCH', '/companies', { customization: { fiscalYearStartMonth: 13 } })).status,
      ).toBe(422);
    } finally {
      await admin('PATCH', '/companies', { customization: { fiscalYearStartMonth: 1 } });
    }
  });

  it('answers 422 for a draft that does not compile, a rule it lacks, a period of another frequency, a user off the plan', async () => {
    const broken = await preview({
      definition: definition.replace('formula: "amountEur * 1%"', 'formula: "amountEur * * 1%"'),
    });
    expect(broken.status).toBe(422);
    expect(broken.body.errors.map((e: { field: string }) => e.field)).toEqual([
      'definition.rules.heldBonus.formula',
    ]);
    const noRule = await preview({ ruleId: 'nothing' });
    expect(noRule.status).toBe(422);
    expect(noRule.body.errors).toEqual([{ field: 'ruleId', message: PREVIEW_MESSAGES.noRule('nothing') }]);
    const quarter = await preview({ periodId: '2026-Q1' });
    expect(quarter.status).toBe(422);
    expect(quarter.body.errors[0].field).toBe('periodId');
    const admin = await preview({ userId: await idOf(ADMIN) });
    expect(admin.status).toBe(422);
    expect(admin.body.errors).toEqual([{ field: 'userId', message: PREVIEW_MESSAGES.notOnPlan }]);
  });

  it("answers 404 for another company's user, and 403 to whoever may not design plans", async () => {
    const foreign = await preview({ userId: await idOf('employee@other.accrue.local') });
    expect(foreign.status).toBe(404);
    expect((await preview({}, email('manager'))).status).toBe(403);
    expect((await preview({}, email('employee'))).status).toBe(403);
    // Another company's admin does not find this plan.
    expect(
      (await preview({ userId: await idOf('employee@other.accrue.local') }, 'admin@other.accrue.local'))
        .status,
    ).toBe(404);
  });
});
