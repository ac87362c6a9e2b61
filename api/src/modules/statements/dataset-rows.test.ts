import { expect, it } from 'vitest';
import { describeOnEachDatabase } from '../../platform/test/suite.js';
import { DATASET_MESSAGES } from './dataset-rows.js';
import { FORECAST_MESSAGES } from './forecasts.js';

const email = (key: string) => `${key}@demo.accrue.local`;
const ADMIN = email('admin');
const EMPLOYEE = email('employee');

interface Row {
  key: string;
  values: Record<string, unknown>;
}

describeOnEachDatabase('a statement dataset’s rows', (suite) => {
  const { as, idOf } = suite;

  async function statementOf(rep: string, periodId: string) {
    const admin = await as(ADMIN);
    const list = await admin('GET', `/userStatements?periodId=${periodId}&userIds=${await idOf(email(rep))}`);
    const item = list.body.items.find(
      (s: { plan: { name: string } }) => s.plan.name === 'Account Executives 2026',
    );
    return (await admin('GET', `/statements/${item.id}`)).body;
  }

  it('pages the rows the calculation stored, searches them and names their people', async () => {
    const statement = await statementOf('employee', '2026-03');
    // The statement's read counts the rows; every row, whole, comes from the rows call.
    const summary = statement.datasets.find((d: { table: string }) => d.table === 'wonDeals');
    const path = `/statements/${statement.id}/datasets/wonDeals/rows`;
    const all = await (await as(ADMIN))('GET', `${path}?limit=100`);
    expect(all.body.totalItems).toBe(summary.rowCount);
    expect(all.body.totalItems).toBeLessThanOrEqual(100);
    const stored = { label: summary.label as string, rows: all.body.items as Row[] };
    expect(stored.rows.length).toBeGreaterThan(2);
    const emma = await as(EMPLOYEE);

    const first = await emma('GET', `${path}?limit=2`);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      table: 'wonDeals',
      label: stored.label,
      totalItems: stored.rows.length,
      currentPage: 0,
      pageCount: Math.ceil(stored.rows.length / 2),
    });
    expect((first.body.items as Row[]).map((row) => row.key)).toEqual(
      stored.rows.slice(0, 2).map((row: Row) => row.key),
    );
    const second = await emma('GET', `${path}?limit=2&page=1`);
    expect((second.body.items as Row[]).map((row) => row.key)).toEqual(
      stored.rows.slice(2, 4).map((row: Row) => row.key),
    );
    // The owner column names the rep, as the statement's own datasets do.
    const owner = (first.body.columns as { name: string; people?: Record<string, string> }[]).find(
      (column) => column.people,
    );
    expect(Object.values(owner?.people ?? {})).toContain('Emma Schultz');

    const wanted = stored.rows.at(-1) as Row;
    const found = await emma('GET', `${path}?search=${encodeURIComponent(wanted.key.toUpperCase())}`);
    expect((found.body.items as Row[]).map((row) => row.key)).toContain(wanted.key);
    expect(found.body.totalItems).toBeLessThan(stored.rows.length);
    const none = await emma('GET', `${path}?search=no-such-deal-anywhere`);
    expect(none.body).toMatchObject({ items: [], totalItems: 0, pageCount: 1 });
  });

  it('refuses a dataset the statement lacks, a forecast it has not, another rep and another company', async () => {
    const statement = await statementOf('employee', '2026-03');
    const path = `/statements/${statement.id}/datasets/wonDeals/rows`;
    const emma = await as(EMPLOYEE);
    const unknown = await emma('GET', `/statements/${statement.id}/datasets/nope/rows`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(DATASET_MESSAGES.notFound);
    // The Account Executives plan has no forecasting.
    const forecast = await (await as(ADMIN))('GET', `${path}?forecasted=true`);
    expect(forecast.status).toBe(404);
    expect(forecast.body.message).toBe(FORECAST_MESSAGES.notFound);
    expect((await (await as(email('employee-2')))('GET', path)).status).toBe(403);
    expect((await (await as('admin@other.accrue.local'))('GET', path)).status).toBe(404);
    expect((await emma('GET', `${path}?limit=101`)).status).toBe(422);
    expect((await emma('GET', `${path}?forecasted=maybe`)).status).toBe(422);
  });
});
