import { Decimal } from 'decimal.js';
import { afterEach, expect, it } from 'vitest';
import { createWorker } from '../../job-handlers.js';
import { todayIso } from '../../platform/db/values.js';
import { describeOnEachDatabase } from '../../platform/test/suite.js';
import { demoMonths } from '../../demo-commissions.js';
import * as plans from '../plans/index.js';
import { parseContent } from './content-codec.js';
import { statementsTable } from './tables.js';
import { stopCalculations } from './test/jobs.js';

const email = (key: string) => `${key}@demo.accrue.local`;

/**
 * Incremental recalculation (issue #13 point 4): after a full calculation in this process, a
 * pushed deal or a quota value recalculates only the statements it touches, and what it stores is
 * exactly what a full calculation stores (a full one afterwards writes no new version).
 */
describeOnEachDatabase('incremental recalculation', (suite) => {
  const { as, idOf, tenantOf } = suite;
  const worker = () => createWorker(suite.harness().db, { renewMs: 50, pollMs: 10, schedules: [] });

  afterEach(async () => stopCalculations([await tenantOf(email('admin'))]));

  async function demoPlan() {
    const all = await plans.listPlans(await tenantOf(email('admin')));
    return all.find((plan) => plan.name === 'Account Executives 2026')!;
  }

  /** Every stored statement of the plan: its version, figures and content, by user and period. */
  async function stored(planId: number) {
    const rows = await (
      await tenantOf(email('admin'))
    ).findAll(statementsTable, {
      where: { planId },
      attributes: ['id', 'userId', 'periodId', 'version', 'total', 'content', 'calculatedAt'],
    });
    return new Map(rows.map((row) => [`${row.userId}|${row.periodId}`, row]));
  }

  /** Runs the jobs waiting, one at a time, until none is left. */
  async function runAll() {
    while (await worker().runOnce());
  }

  /** A full calculation of the plan over its stored months, as someone asks for it. */
  async function calculateInFull(planId: number) {
    const admin = await as(email('admin'));
    const months = demoMonths(todayIso());
    const asked = await admin('POST', '/calculations', { planIds: [planId], periodIds: months });
    expect(asked.status).toBe(202);
    await runAll();
  }

  type Stored = Awaited<ReturnType<typeof stored>>;
  /** The statements whose version moved between two readings. */
  const versionsMoved = (before: Stored, after: Stored) =>
    [...after].filter(([key, row]) => before.get(key)?.version !== row.version).map(([key]) => key);
  /**
   * The statements written again between two readings: a full calculation writes every one (with
   * its calculation time), an incremental one only those it recomputed.
   */
  const rewritten = (before: Stored, after: Stored) =>
    [...after].filter(([key, row]) => String(before.get(key)?.calculatedAt) !== String(row.calculatedAt))
      .length;

  it('stores only what a pushed deal changes, exactly as a full calculation would', async () => {
    const plan = await demoPlan();
    const admin = await as(email('admin'));
    await calculateInFull(plan.id);
    const before = await stored(plan.id);

    const key = (await admin('POST', '/company/api-keys', { name: 'CRM', scopes: ['data:push'] })).body.key;
    const employee = await idOf(email('employee'));
    const march = [...before.values()].find((row) => row.userId === employee && row.periodId === '2026-03')!;
    const content = parseContent(march.content) as unknown as {
      datasets: { table: string; rows: { key: string }[] }[];
    };
    const dealKey = content.datasets.find((dataset) => dataset.table === 'wonDeals')!.rows[0]!.key;
    const found = await admin(
      'GET',
      `/objects-definitions/deal/records?limit=10&search=${encodeURIComponent(dealKey)}`,
    );
    const record = found.body.items.find((item: { key: string }) => item.key === dealKey);
    const raised = { ...record.data, amount: new Decimal(String(record.data.amount)).plus(5000).toFixed() };
    const pushed = await fetch(`${suite.harness().url}/api/objects-definitions/deal/records`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ records: [raised] }),
    });
    expect(pushed.status).toBe(200);
    await runAll();

    const afterPush = await stored(plan.id);
    const moved = versionsMoved(before, afterPush);
    // The rep's March statement changed; most statements were not written at all.
    expect(moved).toContain(`${employee}|2026-03`);
    expect(afterPush.get(`${employee}|2026-03`)!.total).not.toBe(march.total);
    expect(rewritten(before, afterPush)).toBeLessThan(before.size / 2);

    // A full calculation now finds nothing to change: the incremental one stored the same figures.
    await calculateInFull(plan.id);
    const afterFull = await stored(plan.id);
    expect(versionsMoved(afterPush, afterFull)).toEqual([]);
    expect([...afterFull.keys()].sort()).toEqual([...afterPush.keys()].sort());
    for (const [statementKey, row] of afterFull)
      expect(afterPush.get(statementKey)!.content).toBe(row.content);
  });

  it('recalculates what a quota value changes, as a full calculation would', async () => {
    const plan = await demoPlan();
    const admin = await as(email('admin'));
    await calculateInFull(plan.id);
    const before = await stored(plan.id);
    const quotas = (
      await admin('POST', '/quotas-with-assigned-plans/searches?limit=100', { search: 'monthlyQuota' })
    ).body.items as { id: number; machineName: string }[];
    const monthly = quotas.find((quota) => quota.machineName === 'monthlyQuota')!;
    const employee = await idOf(email('employee'));
    const set = await admin('POST', '/quotas-assignments', {
      quotaId: monthly.id,
      quotaType: 'user',
      userId: employee,
      date: '2026-02-01',
      value: '12345',
    });
    expect(set.status).toBeLessThan(300);
    await runAll();
    const afterQuota = await stored(plan.id);
    const moved = versionsMoved(before, afterQuota);
    expect(moved.length).toBeGreaterThan(0);
    expect(rewritten(before, afterQuota)).toBeLessThan(before.size / 2);

    await calculateInFull(plan.id);
    const afterFull = await stored(plan.id);
    // (all but the fully reviewed ones, which stay as reviewed)
    expect(rewritten(afterQuota, afterFull)).toBeGreaterThan(afterFull.size / 2);
    expect(versionsMoved(afterQuota, afterFull)).toEqual([]);
  });

  it('recalculates only the statement whose rows were edited by hand, as a full calculation would', async () => {
    const plan = await demoPlan();
    const admin = await as(email('admin'));
    await calculateInFull(plan.id);
    const before = await stored(plan.id);
    const employee = await idOf(email('employee'));
    const march = [...before.values()].find((row) => row.userId === employee && row.periodId === '2026-03')!;
    const rows = await admin('GET', `/statements/${march.id}/datasets/wonDeals/rows?limit=1`);
    const left = await admin(
      'DELETE',
      `/statements/${march.id}/datasets/wonDeals/rows/${encodeURIComponent(rows.body.items[0].key)}`,
      { reason: 'Disputed' },
    );
    expect(left.status).toBe(200);
    await runAll();

    const afterEdit = await stored(plan.id);
    // The edit is one more change list of the warm calculation: that statement, and the rep's later
    // ones that depend on it (the bonus it held, released in a later month, is no longer paid there).
    expect(versionsMoved(before, afterEdit)).toContain(`${employee}|2026-03`);
    expect(afterEdit.get(`${employee}|2026-03`)!.total).not.toBe(march.total);
    expect(rewritten(before, afterEdit)).toBeLessThan(before.size / 2);

    await calculateInFull(plan.id);
    const afterFull = await stored(plan.id);
    expect(versionsMoved(afterEdit, afterFull)).toEqual([]);
    for (const [statementKey, row] of afterFull)
      expect(afterEdit.get(statementKey)!.content).toBe(row.content);
  });
});
