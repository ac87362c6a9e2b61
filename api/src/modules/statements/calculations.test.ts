import { Decimal } from 'decimal.js';
import { afterEach, describe, expect, it } from 'vitest';
import { createWorker } from '../../job-handlers.js';
import type { Tenant } from '../../platform/db/tenancy.js';
import {
  findJob,
  listJobs,
  RUNNING_STATUSES,
  Worker,
  type JobHandler,
  type JobRun,
} from '../../platform/jobs/index.js';
import { describeOnEachDatabase } from '../../platform/test/suite.js';
import * as data from '../data/index.js';
import * as plans from '../plans/index.js';
import { CALCULATION_JOB, calculationJobHandler, type CalculationPayload } from './calculation/job.js';
import { nightlyCalculationSchedule } from './calculation/nightly.js';
import { CalculationEvents } from './calculation-events.js';
import { listStatements } from './service.js';
import { stopCalculations } from './test/jobs.js';

const email = (key: string) => `${key}@demo.accrue.local`;
const OTHER_ADMIN = 'admin@other.accrue.local';

describeOnEachDatabase('calculation jobs', (suite) => {
  const { as, idOf, tenantOf } = suite;

  async function demoPlan() {
    const all = await plans.listPlans(await tenantOf(email('admin')));
    return all.find((plan) => plan.name === 'Account Executives 2026')!;
  }

  /** A worker of the API's kind, polling fast; the tests run it a job at a time. */
  const worker = () => createWorker(suite.harness().db, { renewMs: 50, pollMs: 10, schedules: [] });

  // Each test starts with no calculation left running (a worker claims the oldest due one).
  afterEach(async () =>
    stopCalculations(await Promise.all([email('admin'), OTHER_ADMIN].map((who) => tenantOf(who)))),
  );

  describe('POST /calculations', () => {
    it('enqueues a PENDING manual calculation for the roles that calculate', async () => {
      const plan = await demoPlan();
      for (const role of ['admin', 'finance']) {
        const answer = await (
          await as(email(role))
        )('POST', '/calculations', {
          planIds: [plan.id],
          periodIds: ['2026-03', '2026-Q1'],
        });
        expect(answer.status).toBe(202);
        expect(answer.body).toMatchObject({
          status: 'PENDING',
          type: 'MANUAL',
          target: 'statement',
          planIds: [plan.id],
          // A monthly plan takes the months among the periods.
          periodIds: ['2026-03'],
          userIds: null,
          createdBy: { id: await idOf(email(role)) },
          progress: { done: 0, total: 0 },
        });
      }
    });

    it("limits a manager to their managees, and refuses anyone else's", async () => {
      const plan = await demoPlan();
      const manager = await as(email('manager'));
      const own = await manager('POST', '/calculations', { planIds: [plan.id], periodIds: ['2026-03'] });
      expect(own.status).toBe(202);
      expect(own.body.userIds).toContain(await idOf(email('employee')));
      expect(own.body.userIds).not.toContain(await idOf(email('admin')));

      const notManaged = await manager('POST', '/calculations', {
        planIds: [plan.id],
        periodIds: ['2026-03'],
        userIds: [await idOf(email('admin'))],
      });
      expect(notManaged.status).toBe(403);
    });

    it('refuses the roles that may not calculate, and a scoped admin out of scope', async () => {
      const plan = await demoPlan();
      const body = { planIds: [plan.id], periodIds: ['2026-03'] };
      for (const role of ['employee', 'readonly-admin', 'readonly-manager', 'readonly-employee']) {
        expect((await (await as(email(role)))('POST', '/calculations', body)).status).toBe(403);
      }
      // The demo scope "EMEA plans" holds no plan.
      const scoped = await as(email('scoped-admin'));
      expect((await scoped('POST', '/calculations', body)).status).toBe(403);
      expect((await scoped('POST', '/calculations', { periodIds: ['2026-03'] })).status).toBe(422);
    });

    it("answers 404 for another company's plan or user, and writes nothing", async () => {
      const plan = await demoPlan();
      const other = await as(OTHER_ADMIN);
      const before = (await other('GET', '/calculations/ongoing')).body.length;
      expect(
        (await other('POST', '/calculations', { planIds: [plan.id], periodIds: ['2026-Q1'] })).status,
      ).toBe(404);
      const [otherPlan] = await plans.listPlans(await tenantOf(OTHER_ADMIN));
      const foreignUser = await other('POST', '/calculations', {
        planIds: [otherPlan!.id],
        periodIds: ['2026-Q1'],
        userIds: [await idOf(email('employee'))],
      });
      expect(foreignUser.status).toBe(404);
      expect((await other('GET', '/calculations/ongoing')).body).toHaveLength(before);
    });

    it('answers 422 for periods of no frequency of the plan, and for a forecast target', async () => {
      const plan = await demoPlan();
      const admin = await as(email('admin'));
      const quarter = await admin('POST', '/calculations', { planIds: [plan.id], periodIds: ['2026-Q1'] });
      expect(quarter.status).toBe(422);
      expect(quarter.body.message).toContain('Account Executives 2026');
      const forecast = await admin('POST', '/calculations', {
        planIds: [plan.id],
        periodIds: ['2026-03'],
        target: 'forecast',
      });
      expect(forecast.status).toBe(422);
      expect((await admin('POST', '/calculations', { planIds: [plan.id], periodIds: [] })).status).toBe(422);
      expect((await admin('GET', '/calculations/ongoing')).body).toEqual([]);
    });
  });

  describe('running on a worker', () => {
    it('stores for one period exactly what the full calculation stored, under the same ids', async () => {
      const plan = await demoPlan();
      const tenant = await tenantOf(email('admin'));
      // September: year-to-date windows and bonuses held since earlier months shape it. The ids
      // stay: a statement's address is bookmarked and shared.
      const read = async () =>
        (await listStatements({ tenant }, { planId: plan.id, periodIds: ['2026-09'] })).map(
          (s) => `${s.id} ${s.userId} ${s.total}`,
        );
      const seeded = await read();
      expect(seeded.length).toBeGreaterThan(0);
      await (
        await as(email('admin'))
      )('POST', '/calculations', { planIds: [plan.id], periodIds: ['2026-09'] });
      expect(await worker().runOnce()).toBe(true);
      expect(await read()).toEqual(seeded);
    });

    it('recalculates a statement after a record changes, and lists the job as last', async () => {
      const plan = await demoPlan();
      const tenant = await tenantOf(email('admin'));
      const repId = await idOf(email('employee'));
      const [before] = await listStatements(
        { tenant },
        { planId: plan.id, userId: repId, periodIds: ['2026-03'] },
      );

      // A new won deal of the rep in March, as a connector would push it.
      const [deal] = await data.findRecordModels(tenant, ['deal']);
      await data.addRecords(tenant, deal!, [
        {
          id: `calc-test-${suite.dialect}`,
          name: 'Calculation test',
          account: 'Test account',
          ownerId: String(repId),
          amount: '100000',
          currency: 'EUR',
          stage: 'won',
          closeDate: '2026-03-15',
          invoicePaidDate: null,
        },
      ]);

      const admin = await as(email('admin'));
      const started = await admin('POST', '/calculations', { planIds: [plan.id], periodIds: ['2026-03'] });
      expect((await admin('GET', '/calculations/ongoing')).body.map((c: { id: number }) => c.id)).toContain(
        started.body.id,
      );
      expect(await worker().runOnce()).toBe(true);

      const [after] = await listStatements(
        { tenant },
        { planId: plan.id, userId: repId, periodIds: ['2026-03'] },
      );
      expect(new Decimal(after!.total!).greaterThan(new Decimal(before!.total!))).toBe(true);
      expect(
        after!.content.datasets.some((d) => d.rows.some((r) => r.key === `calc-test-${suite.dialect}`)),
      ).toBe(true);

      const last = await admin('GET', '/calculations/last?limit=5');
      expect(last.status).toBe(200);
      expect(last.body.items[0]).toMatchObject({
        id: started.body.id,
        status: 'SUCCESS',
        progress: { done: 1, total: 1 },
        errors: [],
        attempts: 1,
      });
      expect(last.body.items[0].statements).toBeGreaterThan(0);
      expect((await admin('GET', '/calculations/ongoing')).body).toEqual([]);
      // Only errors: none of these.
      const errors = await admin('GET', '/calculations/last?filterErrors=true');
      expect(errors.body.items.map((c: { id: number }) => c.id)).not.toContain(started.body.id);
    });

    it("replaces only the asked users' statements", async () => {
      const plan = await demoPlan();
      const tenant = await tenantOf(email('admin'));
      const repId = await idOf(email('employee'));
      const otherRepId = await idOf(email('employee-2'));
      const read = () => listStatements({ tenant }, { planId: plan.id, periodIds: ['2026-02'] });
      const before = new Map((await read()).map((s) => [s.userId, s.calculatedAt]));
      const admin = await as(email('admin'));
      await admin('POST', '/calculations', { planIds: [plan.id], periodIds: ['2026-02'], userIds: [repId] });
      await worker().runOnce();
      const after = new Map((await read()).map((s) => [s.userId, s.calculatedAt]));
      expect(after.get(repId)).not.toBe(before.get(repId));
      expect(after.get(otherRepId)).toBe(before.get(otherRepId));
      expect(after.size).toBe(before.size);
    });

    it('pushes its progress to the streams of those who may see it', async () => {
      const plan = await demoPlan();
      const harness = suite.harness();
      const relay = new CalculationEvents(harness.db, harness.platform.hub);
      const received: { admin: unknown[]; employee: unknown[] } = { admin: [], employee: [] };
      const adminId = await idOf(email('admin'));
      const employeeId = await idOf(email('employee'));
      const companyId = (await tenantOf(email('admin'))).companyId;
      const unsubscribe = [
        harness.platform.hub.subscribe(companyId, adminId, (m) => received.admin.push(m)),
        harness.platform.hub.subscribe(companyId, employeeId, (m) => received.employee.push(m)),
      ];
      try {
        await relay.tick();
        const started = await (
          await as(email('admin'))
        )('POST', '/calculations', {
          planIds: [plan.id],
          periodIds: ['2026-01'],
        });
        await worker().runOnce();
        await relay.tick();
        const mine = received.admin.filter(
          (m) => (m as { type: string; data: { id: number } }).data.id === started.body.id,
        ) as { type: string; data: { status: string } }[];
        expect(mine.at(-1)).toMatchObject({ type: 'calculation', data: { status: 'SUCCESS' } });
        // A rep may not see calculations: nothing reaches their stream.
        expect(received.employee).toEqual([]);
      } finally {
        for (const stop of unsubscribe) stop();
      }
    });
  });

  describe('PATCH /calculations/operation/{id}/{operation}', () => {
    it('stops a pending calculation at once, then answers 409', async () => {
      const plan = await demoPlan();
      const admin = await as(email('admin'));
      const started = await admin('POST', '/calculations', { planIds: [plan.id], periodIds: ['2026-04'] });
      const stopped = await admin('PATCH', `/calculations/operation/${started.body.id}/stop`);
      expect(stopped.status).toBe(200);
      expect(stopped.body.status).toBe('STOPPED');
      expect((await admin('PATCH', `/calculations/operation/${started.body.id}/forcestop`)).status).toBe(409);
      expect(await worker().runOnce()).toBe(false);
    });

    it('force-stops a running calculation: the batch in hand rolls back, nothing more is written', async () => {
      const plan = await demoPlan();
      const tenant = await tenantOf(email('admin'));
      const periods = ['2026-05', '2026-06'];
      const read = async (period: string) =>
        (await listStatements({ tenant }, { planId: plan.id, periodIds: [period] }))
          .map((s) => `${s.userId} ${s.calculatedAt}`)
          .sort();
      const before = { may: await read('2026-05'), june: await read('2026-06') };
      const admin = await as(email('admin'));
      const started = await admin('POST', '/calculations', { planIds: [plan.id], periodIds: periods });
      let forced: { status: number; body: { status: string } } | undefined;
      // The real handler, force-stopped from the API between its first and its second batch.
      let batches = 0;
      const interrupted: JobHandler<never, unknown> = {
        kind: CALCULATION_JOB,
        run: (run) =>
          calculationJobHandler.run({
            ...(run as unknown as JobRun<CalculationPayload>),
            commit: async (work, progress) => {
              batches += 1;
              if (batches === 2)
                forced = await admin('PATCH', `/calculations/operation/${started.body.id}/forcestop`);
              return run.commit(work, progress);
            },
          }),
      };
      await new Worker(suite.harness().db, { handlers: [interrupted], renewMs: 50 }).runOnce();
      expect(forced).toMatchObject({ status: 200, body: { status: 'STOPPED' } });
      expect((await admin('GET', '/calculations/last')).body.items[0]).toMatchObject({
        id: started.body.id,
        status: 'STOPPED',
      });
      // May was written whole before the stop; June, whose batch the stop interrupted, is as it was.
      const may = await read('2026-05');
      expect(may).toHaveLength(before.may.length);
      expect(may.filter((line) => before.may.includes(line))).toEqual([]);
      expect(await read('2026-06')).toEqual(before.june);
    });

    it('stops only calculations the caller may stop and see', async () => {
      const plan = await demoPlan();
      const started = await (
        await as(email('admin'))
      )('POST', '/calculations', {
        planIds: [plan.id],
        periodIds: ['2026-07'],
      });
      const path = `/calculations/operation/${started.body.id}/stop`;
      // A manager may calculate but not stop; another company's admin does not find it.
      expect((await (await as(email('manager')))('PATCH', path)).status).toBe(403);
      expect((await (await as(email('employee')))('PATCH', path)).status).toBe(403);
      expect((await (await as(OTHER_ADMIN))('PATCH', path)).status).toBe(404);
      expect((await (await as(email('finance')))('PATCH', path)).status).toBe(200);
    });

    it('lists for a manager only the calculations they asked for; a rep none', async () => {
      const plan = await demoPlan();
      await (
        await as(email('admin'))
      )('POST', '/calculations', { planIds: [plan.id], periodIds: ['2026-08'] });
      const manager = await as(email('manager'));
      expect((await manager('GET', '/calculations/ongoing')).body).toEqual([]);
      await manager('POST', '/calculations', { planIds: [plan.id], periodIds: ['2026-08'] });
      const ongoing = (await manager('GET', '/calculations/ongoing')).body as { createdBy: { id: number } }[];
      expect(ongoing.map((c) => c.createdBy.id)).toEqual([await idOf(email('manager'))]);
      expect((await (await as(email('employee')))('GET', '/calculations/ongoing')).status).toBe(403);
      expect((await (await as(email('employee')))('GET', '/calculations/last')).status).toBe(403);
    });
  });

  describe('the recalculation after records changed', () => {
    /** A call with a company API key, as a CRM's integration pushes deals. */
    async function withKey(key: string, method: string, path: string, body?: unknown) {
      const response = await fetch(`${suite.harness().url}/api${path}`, {
        method,
        headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const text = await response.text();
      return { status: response.status, body: text ? JSON.parse(text) : undefined };
    }

    /** The demo rep's statement of the demo plan for a month, as stored. */
    async function repStatement(month: string) {
      const plan = await demoPlan();
      const [statement] = await listStatements(
        { tenant: await tenantOf(email('admin')) },
        { planId: plan.id, userId: await idOf(email('employee')), periodIds: [month] },
      );
      return statement!;
    }

    type Listed = { id: number; type: string; periodIds: string[] };
    const queuedRefreshes = async (who: string) =>
      ((await (await as(who))('GET', '/calculations/ongoing')).body as Listed[]).filter(
        (calculation) => calculation.type === 'DATA_REFRESHMENT',
      );

    it('queues one job per plan reading the pushed model, absorbs pushes while it waits, and changes the statement', async () => {
      const plan = await demoPlan();
      const admin = await as(email('admin'));
      const key = (await admin('POST', '/company/api-keys', { name: 'CRM', scopes: ['data:push'] })).body.key;
      const march = await repStatement('2026-03');
      const deal = march.content.datasets.find((dataset) => dataset.table === 'wonDeals')!.rows[0]!;
      const found = await admin(
        'GET',
        `/objects-definitions/deal/records?limit=10&search=${encodeURIComponent(deal.key)}`,
      );
      const record = found.body.items.find((item: { key: string }) => item.key === deal.key);
      const raised = (by: number) => ({
        records: [{ ...record.data, amount: new Decimal(String(record.data.amount)).plus(by).toFixed() }],
      });

      // The same batch again changes nothing and queues nothing.
      expect(
        (await withKey(key, 'PUT', '/objects-definitions/deal/records', { records: [record.data] })).status,
      ).toBe(200);
      expect(await queuedRefreshes(email('admin'))).toEqual([]);

      expect((await withKey(key, 'PUT', '/objects-definitions/deal/records', raised(1000))).status).toBe(200);
      const [queued, ...more] = await queuedRefreshes(email('admin'));
      expect(more).toEqual([]);
      const today = new Date().toISOString().slice(0, 7);
      expect(queued).toMatchObject({ status: 'PENDING', planIds: [plan.id], userIds: null, createdBy: null });
      // From the plan's first stored month to the current one.
      expect(queued!.periodIds[0]).toBe('2026-01');
      expect(queued!.periodIds.at(-1)).toBe(today);
      // A second push while it waits joins it.
      await withKey(key, 'PUT', '/objects-definitions/deal/records', raised(2000));
      expect((await queuedRefreshes(email('admin'))).map((c) => c.id)).toEqual([queued!.id]);
      // Another company's admin sees none of it.
      expect(await queuedRefreshes(OTHER_ADMIN)).toEqual([]);

      // Jobs run oldest due first: another kind's job that fell due meanwhile (a slow machine lets
      // a later-dated one come due) runs before it, so run them until the queued one has run.
      const tenant = await tenantOf(email('admin'));
      const running = worker();
      while (RUNNING_STATUSES.includes((await findJob(tenant, queued!.id, [CALCULATION_JOB]))!.status))
        expect(await running.runOnce()).toBe(true);
      const after = await repStatement('2026-03');
      expect(after.id).toBe(march.id);
      const amountOf = (statement: typeof march) =>
        statement.content.datasets
          .find((dataset) => dataset.table === 'wonDeals')!
          .rows.find((row) => row.key === deal.key)!.values.amount as string;
      expect(new Decimal(amountOf(after)).minus(amountOf(march)).toFixed()).toBe('2000');
      expect(after.total).not.toBe(march.total);
      // Once a worker took the job, a change queues the next one.
      expect(await queuedRefreshes(email('admin'))).toEqual([]);
      await withKey(key, 'PUT', '/objects-definitions/deal/records', { records: [record.data] });
      expect(await queuedRefreshes(email('admin'))).toHaveLength(1);
    });
  });

  describe('the recalculation after quota values and assignments changed', () => {
    const queuedFor = async (planId: number) =>
      (
        (await (await as(email('admin')))('GET', '/calculations/ongoing')).body as {
          type: string;
          planIds: number[];
          createdBy: { id: number } | null;
        }[]
      ).filter((c) => c.type === 'DATA_REFRESHMENT' && c.planIds.includes(planId));

    it("queues the plans reading a quota when its values change, and a plan's when its assignments do", async () => {
      const plan = await demoPlan();
      const admin = await as(email('admin'));
      const quotas = (
        await admin('POST', '/quotas-with-assigned-plans/searches?limit=100', { search: 'monthlyQuota' })
      ).body.items as { id: number; machineName: string }[];
      const monthly = quotas.find((quota) => quota.machineName === 'monthlyQuota')!;
      const set = await admin('POST', '/quotas-assignments', {
        quotaId: monthly.id,
        quotaType: 'user',
        userId: await idOf(email('employee')),
        date: '2026-06-01',
        value: '41000',
      });
      expect(set.status).toBeLessThan(300);
      const [queued] = await queuedFor(plan.id);
      expect(queued).toMatchObject({ createdBy: { id: await idOf(email('admin')) } });
      // Run, then a change of who is on the plan queues the next one.
      expect(await worker().runOnce()).toBe(true);
      expect(await queuedFor(plan.id)).toEqual([]);
      const assignments = (await admin('GET', `/plans/${plan.id}/assignments?limit=100`)).body.items as {
        id: number;
        userId: number;
        effectiveUntil: string | null;
      }[];
      const employeeId = await idOf(email('employee'));
      const mine = assignments.find((a) => a.userId === employeeId)!;
      const moved = await admin('PATCH', `/plans/${plan.id}/assignments/${mine.id}`, {
        effectiveUntil: mine.effectiveUntil ?? '2030-12-31',
      });
      expect(moved.status).toBe(200);
      expect(await queuedFor(plan.id)).toHaveLength(1);
    });

    it("queues a plan's recalculation when its definition changes, not when only its visibility does", async () => {
      const plan = await demoPlan();
      const admin = await as(email('admin'));
      expect(await queuedFor(plan.id)).toEqual([]);
      const hidden = await admin('PATCH', `/plans/${plan.id}/visibility`, { visibility: 'live' });
      expect(hidden.status).toBe(200);
      expect(await queuedFor(plan.id)).toEqual([]);
      // A forecast formula is part of the definition: the plan's forecasts follow it.
      const changed = await admin('PATCH', `/plans/${plan.id}/forecasting-configuration`, {
        formulas: { bookings: 'SUM(wonDeals, amountEur) * 110%' },
      });
      expect(changed.status).toBe(200);
      const [queued] = await queuedFor(plan.id);
      expect(queued).toMatchObject({ createdBy: { id: await idOf(email('admin')) } });
      expect(await worker().runOnce()).toBe(true);
      expect(await queuedFor(plan.id)).toEqual([]);
    });
  });

  describe('the nightly calculation', () => {
    it('is enqueued once per company and day, however many workers run the schedule', async () => {
      const db = suite.harness().db;
      const day = '2030-01-15';
      await Promise.all([nightlyCalculationSchedule.run(db, day), nightlyCalculationSchedule.run(db, day)]);
      await nightlyCalculationSchedule.run(db, day);
      for (const who of [email('admin'), OTHER_ADMIN]) {
        const tenant: Tenant = await tenantOf(who);
        const { items } = await listJobs(tenant, {
          kinds: [CALCULATION_JOB],
          statuses: RUNNING_STATUSES,
          offset: 0,
          limit: 100,
        });
        const nightly = items.filter(
          (job) => (job.payload as { type: string }).type === 'NIGHTLY_CALCULATION',
        );
        expect(nightly).toHaveLength(1);
        // The current and the previous period of each plan.
        const periods = (nightly[0]!.payload as { plans: { periodIds: string[] }[] }).plans.map(
          (plan) => plan.periodIds,
        );
        expect(periods).toContainEqual(who === OTHER_ADMIN ? ['2029-Q4', '2030-Q1'] : ['2029-12', '2030-01']);
      }
      // A worker runs it like any calculation.
      expect(await worker().runOnce()).toBe(true);
    });
  });
});
