import { Decimal } from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { DEMO_QUOTAS } from '../../demo-commissions.js';
import { DEMO_CORRECTION } from '../../demo-history.js';
import { describeOnEachDatabase } from '../../platform/test/suite.js';
import * as plans from '../plans/index.js';
import { listStatements } from './service.js';
import { statementVersionsTable } from './tables.js';
import { drainJobs } from './test/jobs.js';

const email = (key: string) => `${key}@demo.accrue.local`;
const ADMIN = email('admin');
const OTHER_ADMIN = 'admin@other.accrue.local';
const JANUARY = '2026-01';

/** Statement versions, "why did my number change" and the rep's home (issue #13 points 5, 6, 11). */
describeOnEachDatabase('statement versions and the home summary', (suite) => {
  const { as, idOf, tenantOf, tokenOf } = suite;

  async function demoPlan() {
    return (await plans.listPlans(await tenantOf(ADMIN))).find(
      (plan) => plan.name === 'Account Executives 2026',
    )!;
  }

  /** The stored statement of a demo account for the demo plan and a month. */
  async function statementOf(key: string, month = JANUARY) {
    const plan = await demoPlan();
    const [statement] = await listStatements(
      { tenant: await tenantOf(ADMIN) },
      { planId: plan.id, userId: await idOf(email(key)), periodIds: [month] },
    );
    return statement!;
  }

  /** A calculation job of the demo plan for these months, run to its end by a worker. */
  async function recalculate(periodIds: string[]): Promise<number> {
    const plan = await demoPlan();
    const started = await (await as(ADMIN))('POST', '/calculations', { planIds: [plan.id], periodIds });
    expect(started.status).toBe(202);
    await drainJobs(suite.harness().db, await tenantOf(ADMIN));
    return started.body.id;
  }

  /** The recalculation a change of records queued for the demo plan, run to its end. */
  async function queuedRecalculation(): Promise<number> {
    const plan = await demoPlan();
    const ongoing = (await (await as(ADMIN))('GET', '/calculations/ongoing')).body as {
      id: number;
      type: string;
      planIds: number[];
    }[];
    const queued = ongoing.find((c) => c.type === 'DATA_REFRESHMENT' && c.planIds.includes(plan.id));
    expect(queued).toBeDefined();
    await drainJobs(suite.harness().db, await tenantOf(ADMIN));
    return queued!.id;
  }

  /** Uploads a CSV of deals (PARTIAL) and applies it as the admin: one change set. */
  async function importDeals(csv: string): Promise<number> {
    const query = new URLSearchParams({ objectName: 'deal', fileName: 'deals.csv', scope: 'PARTIAL' });
    const response = await fetch(`${suite.harness().url}/api/data-imports?${query}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await tokenOf(ADMIN)}`, 'content-type': 'text/csv' },
      body: csv,
    });
    const uploaded = (await response.json()) as { id: number; counts: Record<string, number> };
    expect(response.status, JSON.stringify(uploaded)).toBe(201);
    expect(uploaded.counts).toMatchObject({ added: 0, changed: 1, removed: 0 });
    const applied = await (await as(ADMIN))('POST', `/data-imports/${uploaded.id}/apply`);
    expect(applied.status).toBe(200);
    return applied.body.changeSet.id;
  }

  describe('versions', () => {
    it('seeds the demo rep a second version: the deal correction the CRM pushed explains it', async () => {
      const employeeId = await idOf(email('employee'));
      const [second] = await (
        await tenantOf(ADMIN)
      ).findAll(statementVersionsTable, {
        where: { userId: employeeId, version: 2 },
      });
      expect(second).toBeDefined();
      const rep = await as(email('employee'));
      const compared = await rep('GET', `/statements/${second!.statementId}/versions/1/compare/2`);
      expect(compared.status).toBe(200);
      const record = compared.body.causes.find((cause: { kind: string }) => cause.kind === 'record');
      expect(record.fields).toEqual([
        expect.objectContaining({ field: 'amount', to: expect.any(String), from: expect.any(String) }),
      ]);
      const field = record.fields[0];
      expect(new Decimal(field.to).minus(field.from).toFixed()).toBe(DEMO_CORRECTION.by);
      expect(compared.body.causes).toContainEqual(
        expect.objectContaining({ kind: 'changeSet', changeSetId: record.changeSetId, importId: null }),
      );
    });

    it('keeps one version per statement while nothing changes, with what computed it', async () => {
      const statement = await statementOf('employee');
      const plan = await demoPlan();
      const listed = await (await as(ADMIN))('GET', `/statements/${statement.id}/versions`);
      expect(listed.status).toBe(200);
      expect(listed.body).toMatchObject({ totalItems: 1, currentPage: 0, pageCount: 1 });
      expect(listed.body.items[0]).toMatchObject({
        version: 1,
        planVersion: plan.version,
        total: statement.total,
        jobId: null,
      });
      // A calculation that changes nothing writes no version, and the statement keeps its id.
      await recalculate([JANUARY]);
      expect((await statementOf('employee')).id).toBe(statement.id);
      const again = await (await as(ADMIN))('GET', `/statements/${statement.id}/versions`);
      expect(again.body.items.map((v: { version: number }) => v.version)).toEqual([1]);
    });

    it("names the record a data import changed, with its old and new amounts, and the job's new version", async () => {
      const statement = await statementOf('employee');
      const wonDeals = statement.content.datasets.find((dataset) => dataset.table === 'wonDeals')!;
      const key = wonDeals.rows[0]!.key;
      const admin = await as(ADMIN);
      const found = await admin(
        'GET',
        `/objects-definitions/deal/records?limit=10&search=${encodeURIComponent(key)}`,
      );
      const record = found.body.items.find((item: { key: string }) => item.key === key);
      expect(record).toBeDefined();
      // Amounts as the statement prints them (exact decimal text without trailing zeros).
      const oldAmount = new Decimal(String(record.data.amount)).toFixed();
      const newAmount = new Decimal(oldAmount).plus(1000).toFixed();
      const fields = [
        'id',
        'name',
        'account',
        'ownerId',
        'amount',
        'currency',
        'stage',
        'closeDate',
        'invoicePaidDate',
      ];
      const cell = (value: unknown) => `"${String(value ?? '').replaceAll('"', '""')}"`;
      const csv = `${fields.join(',')}\n${fields
        .map((field) => cell(field === 'amount' ? newAmount : record.data[field]))
        .join(',')}\n`;
      const changeSetId = await importDeals(csv);
      // The import queued the recalculation of the plans reading deals by itself.
      const jobId = await queuedRecalculation();

      const versions = (await admin('GET', `/statements/${statement.id}/versions`)).body.items;
      expect(versions.map((v: { version: number }) => v.version)).toEqual([2, 1]);
      expect(versions[0]).toMatchObject({ jobId, changeSetId: expect.any(Number) });
      expect(versions[0].changeSetId).toBeGreaterThanOrEqual(changeSetId);
      expect(versions[0].total).not.toBe(versions[1].total);

      const compared = await admin('GET', `/statements/${statement.id}/versions/1/compare/2`);
      expect(compared.status).toBe(200);
      const recordCause = {
        kind: 'record',
        table: 'wonDeals',
        key,
        change: 'changed',
        changeSetId,
        fields: [expect.objectContaining({ field: 'amount', from: oldAmount, to: newAmount })],
      };
      expect(compared.body.causes).toContainEqual(expect.objectContaining(recordCause));
      expect(compared.body.causes).toContainEqual(
        expect.objectContaining({ kind: 'changeSet', changeSetId, keys: [key] }),
      );
      const total = compared.body.changes.find((change: { kind: string }) => change.kind === 'total');
      expect(total).toMatchObject({ from: versions[1].total, to: versions[0].total });
      const commission = compared.body.changes.find(
        (change: { name: string }) => change.name === 'commission',
      );
      expect(commission.causes).toContainEqual(expect.objectContaining(recordCause));
      const bookings = compared.body.changes.find((change: { name: string }) => change.name === 'bookings');
      expect(new Decimal(bookings.to).minus(bookings.from).toFixed()).toBe('1000');
      // The plan did not change: no plan version cause.
      expect(compared.body.causes.some((cause: { kind: string }) => cause.kind === 'planVersion')).toBe(
        false,
      );
      // Asked the other way round, the values swap.
      const back = await admin('GET', `/statements/${statement.id}/versions/2/compare/1`);
      expect(back.body.changes.find((change: { kind: string }) => change.kind === 'total')).toMatchObject({
        from: versions[0].total,
        to: versions[1].total,
      });
    });

    it('names the adjustment and the overwrite that changed a statement, with their authors', async () => {
      const statement = await statementOf('employee-3', '2026-03');
      const admin = await as(ADMIN);
      const added = await admin('POST', '/statements_adjustments', {
        statementId: statement.id,
        amount: '125.50',
        reason: 'Spiff for the March launch',
      });
      expect(added.status).toBeLessThan(300);
      await drainJobs(suite.harness().db, await tenantOf(ADMIN));
      const overwritten = await admin('POST', `/statements/${statement.id}/overwrites`, {
        kind: 'kpi',
        token: 'bookings',
        value: '1',
      });
      expect(overwritten.status).toBeLessThan(300);
      await drainJobs(suite.harness().db, await tenantOf(ADMIN));
      const versions = (await admin('GET', `/statements/${statement.id}/versions`)).body.items;
      expect(versions.map((v: { version: number }) => v.version)).toEqual([3, 2, 1]);
      const adjusted = (await admin('GET', `/statements/${statement.id}/versions/1/compare/2`)).body;
      expect(adjusted.causes).toContainEqual(
        expect.objectContaining({
          kind: 'adjustment',
          adjustmentId: added.body.adjustment.id,
          amount: '125.5',
          reason: 'Spiff for the March launch',
          author: expect.stringMatching(/\S/),
        }),
      );
      expect(adjusted.changes.find((change: { kind: string }) => change.kind === 'total')).toMatchObject({
        from: versions[2].total,
        to: versions[1].total,
      });
      const edited = (await admin('GET', `/statements/${statement.id}/versions/2/compare/3`)).body;
      const bookings = edited.changes.find((change: { name: string }) => change.name === 'bookings');
      expect(bookings.to).toBe('1');
      expect(bookings.causes).toContainEqual(
        expect.objectContaining({
          kind: 'overwrite',
          overwriteId: overwritten.body.overwrite.id,
          target: 'kpi',
          name: 'bookings',
          to: '1',
        }),
      );
    });

    it("shows a rep their own versions only, a manager their managees', and never another company's", async () => {
      const mine = await statementOf('employee');
      const theirs = await statementOf('employee-2');
      const rep = await as(email('employee'));
      expect((await rep('GET', `/statements/${mine.id}/versions`)).status).toBe(200);
      expect((await rep('GET', `/statements/${mine.id}/versions/1/compare/2`)).status).toBe(200);
      expect((await rep('GET', `/statements/${theirs.id}/versions`)).status).toBe(403);
      expect((await rep('GET', `/statements/${theirs.id}/versions/1/compare/1`)).status).toBe(403);
      expect((await (await as(email('manager')))('GET', `/statements/${theirs.id}/versions`)).status).toBe(
        200,
      );
      const other = await as(OTHER_ADMIN);
      expect((await other('GET', `/statements/${mine.id}/versions`)).status).toBe(404);
      expect((await other('GET', `/statements/${mine.id}/versions/1/compare/2`)).status).toBe(404);
      const missing = await rep('GET', `/statements/${mine.id}/versions/1/compare/9`);
      expect(missing.status).toBe(404);
      expect(missing.body.message).toBe('Statement version not found.');
      expect((await rep('GET', `/statements/${mine.id}/versions?limit=1000`)).status).toBe(422);
    });
  });

  describe('a plan change', () => {
    it('names the plan version that changed a rule, old and new values', async () => {
      const plan = await demoPlan();
      const admin = await as(ADMIN);
      const read = await admin('GET', `/plans/${plan.id}/definition`);
      expect(read.status).toBe(200);
      const definition = String(read.body.definition);
      expect(definition).toContain('teamBookings * 1.5%');
      const saved = await admin('PUT', `/plans/${plan.id}/definition`, {
        definition: definition.replace('teamBookings * 1.5%', 'teamBookings * 2%'),
      });
      expect(saved.status).toBe(200);
      const after = await demoPlan();
      expect(after.version).toBe(plan.version + 1);
      await recalculate(['2026-02']);
      const statement = await statementOf('manager', '2026-02');
      const versions = (await admin('GET', `/statements/${statement.id}/versions`)).body.items;
      expect(versions[0]).toMatchObject({ planVersion: after.version });
      const compared = (
        await admin(
          'GET',
          `/statements/${statement.id}/versions/${versions[1].version}/compare/${versions[0].version}`,
        )
      ).body;
      const override = compared.changes.find((change: { name: string }) => change.name === 'managerOverride');
      expect(new Decimal(override.to).dividedBy(override.from).toFixed(4)).toBe(
        new Decimal(2).dividedBy(1.5).toFixed(4),
      );
      expect(override.causes).toContainEqual({ kind: 'planVersion', from: plan.version, to: after.version });
      // No record changed: the plan alone explains it.
      expect(override.causes.some((cause: { kind: string }) => cause.kind === 'record')).toBe(false);
    });
  });

  describe('GET /home/summary', () => {
    it("gives a rep this period's total, the change since the last, quota progress and what changed", async () => {
      const rep = await as(email('employee'));
      const answer = await rep('GET', '/home/summary');
      expect(answer.status).toBe(200);
      const summary = answer.body;
      const mine = (await rep('GET', '/statements/list-mine?limit=100')).body.items;
      const current = mine.filter((item: { period: { id: string } }) => item.period.id === summary.period.id);
      expect(current.length).toBeGreaterThan(0);
      expect(summary.statements[0].statement.period.id).toBe(summary.period.id);
      expect(summary.total).toBe(
        summary.statements
          .filter(
            (entry: { statement: { period: { id: string } } }) =>
              entry.statement.period.id === summary.period.id,
          )
          .reduce(
            (sum: Decimal, entry: { statement: { total: string } }) => sum.plus(entry.statement.total),
            new Decimal(0),
          )
          .toFixed(),
      );
      expect(summary.previousPeriod).not.toBeNull();
      const quota = summary.statements[0].quota;
      const half = summary.period.startDate < '2026-07-01' ? 'h1' : 'h2';
      expect(quota).toMatchObject({
        name: 'monthlyQuota',
        target: DEMO_QUOTAS.employee![half],
        achievedLabel: 'Bookings',
      });
      expect(new Decimal(quota.progress).toFixed(4)).toBe(
        new Decimal(quota.achieved).dividedBy(quota.target).toDecimalPlaces(4).toFixed(4),
      );
      expect(summary.latest.length).toBeGreaterThan(0);
      expect(summary.team).toBeNull();
      // A first visit: every change so far is new, the January one among them.
      expect(summary.lastVisitAt).toBeNull();
      const january = await statementOf('employee');
      expect(summary.changes).toContainEqual(
        expect.objectContaining({ statementId: january.id, version: 2, to: january.total }),
      );
      // Opening it again within the visit answers the same.
      expect((await rep('GET', '/home/summary')).body.changes).toEqual(summary.changes);
    });

    it("gives a manager their team's totals; another company's rep sees only their own", async () => {
      const manager = (await (await as(email('manager')))('GET', '/home/summary')).body;
      expect(manager.team).not.toBeNull();
      const employeeId = await idOf(email('employee'));
      const member = manager.team.members.find((m: { user: { id: number } }) => m.user.id === employeeId);
      expect(member).toBeDefined();
      const listed = (
        await (
          await as(ADMIN)
        )('GET', `/userStatements?periodId=${manager.period.id}&userIds=${employeeId}`)
      ).body.items;
      expect(member.total).toBe(
        listed
          .reduce((sum: Decimal, item: { total: string }) => sum.plus(item.total), new Decimal(0))
          .toFixed(),
      );
      const managerId = await idOf(email('manager'));
      expect(manager.team.members.some((m: { user: { id: number } }) => m.user.id === managerId)).toBe(false);
      const other = (await (await as('employee@other.accrue.local'))('GET', '/home/summary')).body;
      const demoIds = new Set((await listStatements({ tenant: await tenantOf(ADMIN) })).map((s) => s.id));
      expect(other.latest.length).toBeGreaterThan(0);
      for (const item of other.latest) expect(demoIds.has(item.id)).toBe(false);
      for (const change of other.changes) expect(demoIds.has(change.statementId)).toBe(false);
    });
  });
});
