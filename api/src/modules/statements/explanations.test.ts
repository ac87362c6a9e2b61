import { expect, it } from 'vitest';
import { demoMonths } from '../../demo-commissions.js';
import { todayIso } from '../../platform/db/values.js';
import { describeOnEachDatabase } from '../../platform/test/suite.js';
import { EXPLANATION_MESSAGES } from './explanations.js';

const email = (key: string) => `${key}@demo.accrue.local`;
const ADMIN = email('admin');
const EMPLOYEE = email('employee');
const MANAGER = email('manager');

interface Step {
  name: string;
  kind: string;
  formula: string | null;
  value: unknown;
  reads: string[];
  rateTable: { kind: string; rows: Record<string, string | null>[] } | null;
}
interface ExplainedRecord {
  key: string;
  amount: string | null;
  values: Record<string, unknown>;
  source: { via: string; kind: string; fileName: string | null; connectionName: string | null } | null;
}

/** Exact decimal text to integer millionths (the amounts have at most six decimals). */
const millionths = (text: string) => {
  const [whole, fraction = ''] = text.replace('-', '').split('.');
  const value = BigInt(whole!) * 1_000_000n + BigInt(fraction.padEnd(6, '0'));
  return text.startsWith('-') ? -value : value;
};

describeOnEachDatabase('statement explanations', (suite) => {
  const { as, idOf } = suite;

  async function statementOf(rep: string, periodId: string) {
    const admin = await as(ADMIN);
    const list = await admin('GET', `/userStatements?periodId=${periodId}&userIds=${await idOf(email(rep))}`);
    const item = list.body.items.find(
      (s: { plan: { name: string } }) => s.plan.name === 'Account Executives 2026',
    );
    return (await admin('GET', `/statements/${item.id}`)).body;
  }

  it('explains a line rule: its formula, what that reads with the values used, each deal and its source', async () => {
    const statement = await statementOf('employee', '2026-03');
    const emma = await as(EMPLOYEE);
    const path = `/statements/${statement.id}/rules/commission/explanation`;
    const explained = await emma('GET', `${path}?limit=100`);
    expect(explained.status).toBe(200);
    const rule = statement.rules.find((r: { name: string }) => r.name === 'commission');
    expect(explained.body).toMatchObject({
      statementId: statement.id,
      planVersion: 1,
      rule: { name: 'commission', label: 'Commission', type: 'LINE_PAYOUT', value: rule.value },
    });
    const steps = explained.body.steps as Step[];
    expect(steps.map((step) => [step.name, step.kind])).toEqual([
      ['commission', 'RULE'],
      ['dealCommission', 'FIELD'],
      ['amountEur', 'FIELD'],
      ['attainmentTiers', 'RATE_TABLE'],
      ['runningAttainment', 'FIELD'],
      ['amount', 'RECORD_FIELD'],
      ['currency', 'RECORD_FIELD'],
      ['monthlyQuota', 'QUOTA'],
    ]);
    expect(steps[1]).toMatchObject({
      formula: 'amountEur * STEP_RATE(attainmentTiers, runningAttainment)',
      reads: ['amountEur', 'attainmentTiers', 'runningAttainment'],
      value: null,
    });
    // The quota the calculation used in March (the first half's), and the tiers it read.
    expect(steps[7]!.value).toBe('45000');
    expect(steps[3]!.rateTable).toEqual({
      kind: 'tiers',
      rows: [
        { from: '0', to: '0.5', rate: '0.04' },
        { from: '0.5', to: '1', rate: '0.07' },
        { from: '1', to: null, rate: '0.1' },
      ],
    });

    // Every won deal of the month, with its line: together they are the rule's value, to the cent.
    const records = explained.body.records as { table: string; totalItems: number; items: ExplainedRecord[] };
    const dataset = (await emma('GET', `/statements/${statement.id}/datasets/wonDeals/rows?limit=100`)).body;
    dataset.rows = dataset.items;
    expect(records).toMatchObject({ table: 'wonDeals', keyField: 'id', totalItems: dataset.totalItems });
    expect(records.items.map((item) => item.key)).toEqual(
      dataset.rows.map((row: { key: string }) => row.key),
    );
    const sum = records.items.reduce((total, item) => total + millionths(item.amount!), 0n);
    expect(sum).toBe(millionths(rule.value));
    // Each deal down to the import that brought it.
    expect(records.items[0]!.source).toMatchObject({
      via: 'IMPORT',
      kind: 'ADDED',
      fileName: 'deals-2026.csv',
      connectionName: 'Files',
    });

    // Search and pages.
    const account = String(records.items[0]!.values.account);
    const found = await emma('GET', `${path}?search=${encodeURIComponent(account.toUpperCase())}`);
    expect(found.body.records.items.length).toBeGreaterThan(0);
    expect(found.body.records.items.every((item: ExplainedRecord) => item.values.account === account)).toBe(
      true,
    );
    const second = await emma('GET', `${path}?limit=2&page=1`);
    expect(second.body.records.items.map((item: ExplainedRecord) => item.key)).toEqual(
      records.items.slice(2, 4).map((item) => item.key),
    );
  });

  it('traces the deal the CRM corrected to its push, and explains a count over a table', async () => {
    const months = demoMonths(todayIso());
    const emma = await as(EMPLOYEE);
    let pushed: ExplainedRecord | undefined;
    for (const month of [...months].reverse()) {
      const statement = await statementOf('employee', month);
      const explained = await emma(
        'GET',
        `/statements/${statement.id}/rules/commission/explanation?limit=100`,
      );
      pushed = (explained.body.records?.items as ExplainedRecord[] | undefined)?.find(
        (item) => item.source?.via === 'API',
      );
      if (pushed) break;
    }
    expect(pushed?.source).toMatchObject({ via: 'API', kind: 'CHANGED', fileName: null });

    const statement = await statementOf('employee', '2026-03');
    const count = await emma('GET', `/statements/${statement.id}/rules/dealsClosed/explanation`);
    const rows = statement.datasets.find((d: { table: string }) => d.table === 'wonDeals').rowCount;
    expect(count.body.steps.map((step: Step) => [step.name, step.kind, step.value])).toEqual([
      ['dealsClosed', 'RULE', String(rows)],
      ['wonDeals', 'TABLE', { rows }],
    ]);
    expect(count.body.records.items[0].amount).toBeNull();
  });

  it('explains a KPI as a rule: attainment reads bookings and the quota, bookings the won deals', async () => {
    const statement = await statementOf('employee', '2026-03');
    const emma = await as(EMPLOYEE);
    const kpi = statement.kpis.find((k: { name: string }) => k.name === 'attainment');
    const explained = await emma('GET', `/statements/${statement.id}/kpis/attainment/explanation?limit=100`);
    expect(explained.status).toBe(200);
    expect(explained.body).toMatchObject({
      statementId: statement.id,
      planVersion: 1,
      kpi: { name: 'attainment', label: 'Attainment', format: 'percent', value: kpi.value },
    });
    const steps = explained.body.steps as Step[];
    expect(steps.slice(0, 2).map((step) => [step.name, step.kind, step.formula])).toEqual([
      ['attainment', 'VARIABLE', 'bookings / monthlyQuota'],
      ['bookings', 'VARIABLE', 'SUM(wonDeals, amountEur)'],
    ]);
    const bookings = statement.kpis.find((k: { name: string }) => k.name === 'bookings');
    expect(steps[1]!.value).toBe(bookings.value);
    expect(steps.map((step) => step.name)).toContain('monthlyQuota');
    // The won deals that fed it, without amounts (a KPI has no line per deal).
    const rows = statement.datasets.find((d: { table: string }) => d.table === 'wonDeals').rowCount;
    expect(explained.body.records).toMatchObject({ table: 'wonDeals', totalItems: rows });
    expect((explained.body.records.items as ExplainedRecord[]).every((item) => item.amount === null)).toBe(
      true,
    );
  });

  it('refuses a KPI the statement does not show, another rep and another company', async () => {
    const statement = await statementOf('employee', '2026-03');
    const path = `/statements/${statement.id}/kpis/bookings/explanation`;
    const unknown = await (
      await as(EMPLOYEE)
    )('GET', `/statements/${statement.id}/kpis/commission/explanation`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(EXPLANATION_MESSAGES.kpiNotFound);
    expect((await (await as(email('employee-2')))('GET', path)).status).toBe(403);
    expect((await (await as('admin@other.accrue.local'))('GET', path)).status).toBe(404);
    expect((await (await as(MANAGER))('GET', path)).status).toBe(200);
  });

  it('refuses a rule the statement lacks, another rep, another company and bad paging', async () => {
    const statement = await statementOf('employee', '2026-03');
    const path = `/statements/${statement.id}/rules/commission/explanation`;
    const unknown = await (await as(EMPLOYEE))('GET', `/statements/${statement.id}/rules/nope/explanation`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(EXPLANATION_MESSAGES.ruleNotFound);
    expect((await (await as(email('employee-2')))('GET', path)).status).toBe(403);
    expect((await (await as('admin@other.accrue.local'))('GET', path)).status).toBe(404);
    expect((await (await as(EMPLOYEE))('GET', `${path}?limit=101`)).status).toBe(422);
  });
});
