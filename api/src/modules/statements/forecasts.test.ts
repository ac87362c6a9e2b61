import { Decimal } from 'decimal.js';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createWorker } from '../../job-handlers.js';
import { describeOnEachDatabase } from '../../platform/test/suite.js';
import * as plans from '../plans/index.js';
import { CALCULATION_MESSAGES } from './calculations.js';
import { FORECAST_MESSAGES } from './forecasts.js';
import { stopCalculations } from './test/jobs.js';

const email = (key: string) => `${key}@demo.accrue.local`;
const ADMIN = email('admin');
const OTHER_ADMIN = 'admin@other.accrue.local';
/** The demo's subscriptions renewing after 2026-11-24 are still open: this quarter's forecast counts them. */
const QUARTER = '2026-Q4';
/** Every subscription of the third quarter was renewed or churned: its forecast is its actual. */
const CLOSED_QUARTER = '2026-Q3';

interface ListItem {
  id: number;
  user: { id: number };
  plan: { id: number };
  total: string | null;
  forecast?: { id: number; total: string | null; calculatedAt: string };
}

describeOnEachDatabase('forecasts', (suite) => {
  const { as, idOf, tenantOf } = suite;
  const worker = () => createWorker(suite.harness().db, { renewMs: 50, pollMs: 10, schedules: [] });
  let renewalsId: number;
  let demoPlanId: number;

  async function listed(account: string, periodId = QUARTER): Promise<ListItem[]> {
    const answer = await (
      await as(account)
    )('GET', `/userStatements?periodId=${periodId}&isForecast=true&limit=100`);
    expect(answer.status).toBe(200);
    return answer.body.items;
  }

  /** The rep's statement of the quarter and its forecast, read as `account`. */
  async function repForecast(account = ADMIN, periodId = QUARTER) {
    const repId = await idOf(email('employee'));
    const caller = await as(account);
    const list = await (
      await as(ADMIN)
    )('GET', `/userStatements?periodId=${periodId}&userIds=${repId}&planIds=${renewalsId}`);
    const statementId = list.body.items[0].id as number;
    const statement = await caller('GET', `/statements/${statementId}`);
    return { statementId, statement, caller };
  }

  // The renewals plan (forecasting on) is calculated by the nightly job in the product; here once.
  beforeAll(async () => {
    const all = await plans.listPlans(await tenantOf(ADMIN));
    renewalsId = all.find((plan) => plan.name === 'Renewals & Expansion 2026')!.id;
    demoPlanId = all.find((plan) => plan.name === 'Account Executives 2026')!.id;
    const started = await (
      await as(ADMIN)
    )('POST', '/calculations', {
      planIds: [renewalsId],
      periodIds: [CLOSED_QUARTER, QUARTER],
    });
    expect(started.status).toBe(202);
    expect(await worker().runOnce()).toBe(true);
  }, 120_000);

  afterEach(async () =>
    stopCalculations(await Promise.all([ADMIN, OTHER_ADMIN].map((who) => tenantOf(who)))),
  );

  describe('a statement calculation of a plan with forecasting', () => {
    it('stores each statement a forecast that counts the open subscriptions, compared rule by rule', async () => {
      const { statementId, statement, caller } = await repForecast();
      expect(statement.status).toBe(200);
      expect(statement.body.forecastId).toEqual(expect.any(Number));
      const forecast = await caller(
        'GET',
        `/statements/${statementId}/forecasts/${statement.body.forecastId}`,
      );
      expect(forecast.status).toBe(200);
      const body = forecast.body;
      expect(body).toMatchObject({
        id: statement.body.forecastId,
        statementId,
        plan: { id: renewalsId, name: 'Renewals & Expansion 2026' },
        userId: await idOf(email('employee')),
        period: { id: QUARTER },
        actualTotal: statement.body.total,
        currency: 'EUR',
      });
      // The open subscriptions raise the renewed ARR, so the renewal commission and the total.
      const renewal = body.comparison.rules.find(
        (rule: { rule: string }) => rule.rule === 'renewalCommission',
      );
      expect(renewal).toMatchObject({
        actual: expect.any(String),
        forecast: expect.any(String),
        same: false,
        formulaDiffers: false,
      });
      expect(new Decimal(renewal.forecast).greaterThan(new Decimal(renewal.actual))).toBe(true);
      expect(
        new Decimal(renewal.difference).equals(new Decimal(renewal.forecast).minus(renewal.actual)),
      ).toBe(true);
      const actualRule = statement.body.rules.find(
        (rule: { name: string }) => rule.name === 'renewalCommission',
      );
      expect(new Decimal(renewal.actual).equals(new Decimal(actualRule.value))).toBe(true);
      const forecastRule = body.rules.find((rule: { name: string }) => rule.name === 'renewalCommission');
      expect(new Decimal(forecastRule.value).equals(new Decimal(renewal.forecast))).toBe(true);
      expect(new Decimal(body.total).greaterThan(new Decimal(body.actualTotal))).toBe(true);
      expect(
        new Decimal(body.comparison.total.difference).equals(new Decimal(body.total).minus(body.actualTotal)),
      ).toBe(true);
      // The expansion commission has no forecast formula and the same records: the same figure.
      expect(
        body.comparison.rules.find((rule: { rule: string }) => rule.rule === 'expansionCommission'),
      ).toMatchObject({
        same: true,
      });
      // withObjectsToDisplay=false leaves the records out.
      const bare = await caller(
        'GET',
        `/statements/${statementId}/forecasts/${body.id}?withObjectsToDisplay=false`,
      );
      expect(bare.body.datasets).toEqual([]);
      expect(body.datasets.length).toBeGreaterThan(0);
    });

    it('forecasts a closed quarter at its actual figures', async () => {
      const { statementId, statement, caller } = await repForecast(ADMIN, CLOSED_QUARTER);
      const forecast = await caller(
        'GET',
        `/statements/${statementId}/forecasts/${statement.body.forecastId}`,
      );
      expect(forecast.body.total).toBe(forecast.body.actualTotal);
      expect(forecast.body.comparison.rules.every((rule: { same: boolean }) => rule.same)).toBe(true);
    });

    it('keeps a forecast id from one calculation to the next', async () => {
      const before = await listed(ADMIN);
      await (
        await as(ADMIN)
      )('POST', '/calculations', { planIds: [renewalsId], periodIds: [QUARTER] });
      expect(await worker().runOnce()).toBe(true);
      const after = await listed(ADMIN);
      expect(after.map((item) => `${item.id}:${item.forecast!.id}`).sort()).toEqual(
        before.map((item) => `${item.id}:${item.forecast!.id}`).sort(),
      );
    });

    it('gives a plan without forecasting no forecast', async () => {
      const repId = await idOf(email('employee'));
      const list = await (
        await as(ADMIN)
      )('GET', `/userStatements?periodId=2026-03&userIds=${repId}&planIds=${demoPlanId}`);
      const statement = await (await as(ADMIN))('GET', `/statements/${list.body.items[0].id}`);
      expect(statement.body.forecastId).toBeNull();
      expect((await listed(ADMIN, '2026-03')).length).toBe(0);
    });
  });

  describe('GET /userStatements?isForecast and the periods', () => {
    it('lists the statements that have a forecast within each role’s reach, with the forecast beside', async () => {
      const admin = await listed(ADMIN);
      expect(admin.length).toBeGreaterThanOrEqual(3);
      for (const item of admin) {
        expect(item.plan.id).toBe(renewalsId);
        expect(item.forecast).toMatchObject({ id: expect.any(Number), total: expect.any(String) });
      }
      const repId = await idOf(email('employee'));
      expect((await listed(email('employee'))).map((item) => item.user.id)).toEqual([repId]);
      const managed = (await listed(email('manager'))).map((item) => item.user.id);
      expect(managed).toContain(repId);
      expect(managed.length).toBeLessThan(admin.length + 1);
      expect(await listed(OTHER_ADMIN)).toEqual([]);
    });

    it('lists the periods that hold forecasts, latest first', async () => {
      const periods = await (
        await as(ADMIN)
      )('GET', '/statements/listPeriodsThatHaveStatements?isForecast=true');
      expect(periods.status).toBe(200);
      expect(periods.body.map((period: { id: string }) => period.id)).toEqual([QUARTER, CLOSED_QUARTER]);
      const other = await (
        await as(OTHER_ADMIN)
      )('GET', '/statements/listPeriodsThatHaveStatements?isForecast=true');
      expect(other.body).toEqual([]);
    });
  });

  describe('GET /statements/{statementId}/forecasts/{forecastId}', () => {
    it("answers 404 for another company's statement or a forecast of another statement, 403 out of reach", async () => {
      const { statementId, statement } = await repForecast();
      const forecastId = statement.body.forecastId as number;
      // Another company: its statement ids are not found, and neither is this forecast.
      const other = await as(OTHER_ADMIN);
      const foreign = await other('GET', `/statements/${statementId}/forecasts/${forecastId}`);
      expect(foreign.status).toBe(404);
      // Another statement of the same company with this forecast's id: not its forecast.
      const others = (await listed(ADMIN)).filter((item) => item.id !== statementId);
      const mismatched = await (
        await as(ADMIN)
      )('GET', `/statements/${others[0]!.id}/forecasts/${forecastId}`);
      expect(mismatched.status).toBe(404);
      expect(mismatched.body.message).toBe(FORECAST_MESSAGES.notFound);
      // Another rep may not read this one's forecast.
      const peer = await (
        await as(email('employee-3'))
      )('GET', `/statements/${statementId}/forecasts/${forecastId}`);
      expect(peer.status).toBe(403);
      // The rep reads their own.
      const own = await (
        await as(email('employee'))
      )('GET', `/statements/${statementId}/forecasts/${forecastId}`);
      expect(own.status).toBe(200);
    });
  });

  describe('POST /calculations with the forecast target', () => {
    it('lets a rep recalculate their own forecast, not their statements nor a peer’s forecast', async () => {
      const rep = await as(email('employee'));
      const repId = await idOf(email('employee'));
      const own = await rep('POST', '/calculations', {
        planIds: [renewalsId],
        periodIds: [QUARTER],
        userIds: [repId],
        target: 'forecast',
      });
      expect(own.status).toBe(202);
      expect(own.body).toMatchObject({ target: 'forecast', userIds: [repId], planIds: [renewalsId] });
      const { statement: before } = await repForecast();
      const forecastBefore = await (
        await as(ADMIN)
      )('GET', `/statements/${before.body.id}/forecasts/${before.body.forecastId}`);
      expect(await worker().runOnce()).toBe(true);
      const forecastAfter = await (
        await as(ADMIN)
      )('GET', `/statements/${before.body.id}/forecasts/${before.body.forecastId}`);
      // The same forecast, computed again; the statement itself was left as it was.
      expect(forecastAfter.body.total).toBe(forecastBefore.body.total);
      const last = await (await as(ADMIN))('GET', '/calculations/last?limit=1');
      expect(last.body.items[0]).toMatchObject({ id: own.body.id, status: 'SUCCESS', statements: 1 });
      const { statement: after } = await repForecast();
      expect(after.body.calculatedAt).toBe(before.body.calculatedAt);

      const statements = await rep('POST', '/calculations', {
        planIds: [renewalsId],
        periodIds: [QUARTER],
        userIds: [repId],
      });
      expect(statements.status).toBe(403);
      const peer = await rep('POST', '/calculations', {
        planIds: [renewalsId],
        periodIds: [QUARTER],
        userIds: [await idOf(email('employee-3'))],
        target: 'forecast',
      });
      expect(peer.status).toBe(403);
      expect(peer.body.message).toBe(CALCULATION_MESSAGES.forecastUserOutOfReach);
    });

    it('answers 422 when none of the plans has forecasting, and 404 for another company’s plan', async () => {
      const admin = await as(ADMIN);
      const none = await admin('POST', '/calculations', {
        planIds: [demoPlanId],
        periodIds: ['2026-03'],
        target: 'forecast',
      });
      expect(none.status).toBe(422);
      expect(none.body.message).toContain(CALCULATION_MESSAGES.noForecastPlan);
      const foreign = await (
        await as(OTHER_ADMIN)
      )('POST', '/calculations', {
        planIds: [renewalsId],
        periodIds: [QUARTER],
        target: 'forecast',
      });
      expect(foreign.status).toBe(404);
      // Without planIds: the plans with forecasting the caller may calculate.
      const all = await admin('POST', '/calculations', { periodIds: [QUARTER], target: 'forecast' });
      expect(all.status).toBe(202);
      expect(all.body.planIds).toEqual([renewalsId]);
    });
  });
});
