import { describe, expect, it } from 'vitest';
import { DEMO_PLAN_MEMBERS, demoMonths } from '../../demo-commissions.js';
import { todayIso } from '../../platform/db/values.js';
import { describeOnEachDatabase } from '../../platform/test/suite.js';
import * as plans from '../plans/index.js';
import { NAMING_FIELDS } from './dataset-summaries.js';
import { compareDecimals, STATEMENT_MESSAGES } from './reading.js';
import { listStatements } from './service.js';
import { currentAndPreviousPeriods } from './calculation/periods.js';

const email = (key: string) => `${key}@demo.accrue.local`;
const ADMIN = email('admin');
const OTHER_ADMIN = 'admin@other.accrue.local';
const months = demoMonths(todayIso());
/** The renewals plan's quarters, calculated at first start as the nightly calculation keeps them. */
const renewalsQuarters = currentAndPreviousPeriods('quarter', todayIso());
const JANUARY = '2026-01';

interface Item {
  id: number;
  user: { id: number; fullName: string; lastName: string };
  plan: { id: number; name: string };
  period: { id: string };
  total: string | null;
  currency: string;
}

describeOnEachDatabase('reading statements', (suite) => {
  const { as, idOf, tenantOf } = suite;

  /** Every statement of a period the caller's list holds, page after page. */
  async function listed(account: string, query = ''): Promise<Item[]> {
    const caller = await as(account);
    const items: Item[] = [];
    for (let page = 0; ; page++) {
      const answer = await caller('GET', `/userStatements?periodId=${JANUARY}&limit=3&page=${page}${query}`);
      expect(answer.status).toBe(200);
      items.push(...answer.body.items);
      if (page + 1 >= answer.body.pageCount) return items;
    }
  }

  const idsOf = (keys: readonly string[]) => Promise.all(keys.map((key) => idOf(email(key))));

  describe('GET /userStatements', () => {
    it('lists every payee of the period to the admin, finance and the read-only admin, paged and exact', async () => {
      const demo = await tenantOf(ADMIN);
      const stored = await listStatements({ tenant: demo }, { periodIds: [JANUARY] });
      const members = (await idsOf(DEMO_PLAN_MEMBERS)).sort((a, b) => a - b);
      expect(stored.map((s) => s.userId).sort((a, b) => a - b)).toEqual(members);
      for (const account of [ADMIN, email('finance'), email('readonly-admin')]) {
        const items = await listed(account);
        expect(items.map((item) => item.user.id).sort((a, b) => a - b)).toEqual(members);
        for (const item of items) {
          const row = stored.find((s) => s.id === item.id)!;
          expect(item).toMatchObject({ total: row.total, currency: 'EUR', period: { id: JANUARY } });
          expect(item.plan.name).toBe('Account Executives 2026');
          expect(item.user.fullName).not.toBe('');
        }
      }
    });

    it('shows a rep only their own, a manager their managees and themself, a scoped admin their scope', async () => {
      expect((await listed(email('employee'))).map((item) => item.user.id)).toEqual(
        await idsOf(['employee']),
      );
      // manager manages Sales (and so its sub-teams); readonly-manager manages Sales North.
      const managerSees = (await listed(email('manager'))).map((item) => item.user.id).sort((a, b) => a - b);
      expect(managerSees).toEqual((await idsOf(DEMO_PLAN_MEMBERS)).sort((a, b) => a - b));
      const northSees = (await listed(email('readonly-manager')))
        .map((item) => item.user.id)
        .sort((a, b) => a - b);
      expect(northSees).toEqual(
        (await idsOf(['readonly-manager', 'employee-2', 'employee-3'])).sort((a, b) => a - b),
      );
      // The demo scope holds no plan.
      expect(await listed(email('scoped-admin'))).toEqual([]);
      // Filters never widen the reach.
      const otherRep = await idOf(email('employee-2'));
      expect(await listed(email('employee'), `&userIds=${otherRep}`)).toEqual([]);
    });

    it('never lists another company’s statements, even asked by id', async () => {
      const demoPlan = (await plans.listPlans(await tenantOf(ADMIN)))[0]!;
      const otherItems = await listed(OTHER_ADMIN, '');
      expect(otherItems).toEqual([]); // the other company's statements are quarterly
      const other = await as(OTHER_ADMIN);
      const quarter = await other('GET', `/userStatements?periodId=2026-Q1`);
      expect(quarter.status).toBe(200);
      expect(quarter.body.items.length).toBeGreaterThan(0);
      expect(quarter.body.items.every((item: Item) => item.plan.id !== demoPlan.id)).toBe(true);
      const asked = await other('GET', `/userStatements?periodId=${JANUARY}&planIds=${demoPlan.id}`);
      expect(asked.body).toMatchObject({ items: [], totalItems: 0 });
    });

    it('filters by plan, user and name, sorts by exact total', async () => {
      const [employee2] = await idsOf(['employee-2']);
      expect((await listed(ADMIN, `&userIds=${employee2}`)).map((item) => item.user.id)).toEqual([employee2]);
      const eli = await listed(ADMIN, '&search=eli%20cohen');
      expect(eli.map((item) => item.user.id)).toEqual([employee2]);
      const byTotal = await listed(ADMIN, '&sort=total&desc=true');
      const totals = byTotal.map((item) => item.total!);
      expect([...totals].sort((a, b) => compareDecimals(b, a))).toEqual(totals);
      expect(byTotal).toHaveLength(DEMO_PLAN_MEMBERS.length);
    });

    it('refuses an unbounded page, a missing or malformed period with a 4xx', async () => {
      const admin = await as(ADMIN);
      for (const query of [
        '',
        '?periodId=january',
        `?periodId=${JANUARY}&limit=1000`,
        `?periodId=${JANUARY}&page=-1`,
      ]) {
        const answer = await admin('GET', `/userStatements${query}`);
        expect(answer.status).toBeGreaterThanOrEqual(400);
        expect(answer.status).toBeLessThan(500);
      }
    });
  });

  describe('GET /statements/listPeriodsThatHaveStatements and /statements/list-mine', () => {
    it('lists the periods in reach, latest first', async () => {
      const periods = (
        await (
          await as(email('employee'))
        )('GET', '/statements/listPeriodsThatHaveStatements')
      ).body;
      // The sales plan's months and, for a rep also on the quarterly renewals plan, its quarters.
      const ids = periods.map((p: { id: string }) => p.id);
      expect(ids.filter((id: string) => !id.includes('Q'))).toEqual([...months].reverse());
      expect(ids.filter((id: string) => id.includes('Q'))).toEqual([...renewalsQuarters].reverse());
      expect(periods.at(-1)).toEqual({ id: '2026-01', startDate: '2026-01-01', endDate: '2026-01-31' });
      expect(
        (await (await as(email('scoped-admin')))('GET', '/statements/listPeriodsThatHaveStatements')).body,
      ).toEqual([]);
    });

    it('gives a rep their own statements, latest first, paged', async () => {
      const me = await idOf(email('employee-3'));
      const answer = await (await as(email('employee-3')))('GET', '/statements/list-mine?limit=2');
      expect(answer.status).toBe(200);
      expect(answer.body.totalItems).toBe(months.length + renewalsQuarters.length);
      expect(answer.body.items.map((item: Item) => item.period.id)).toEqual(
        [...months].reverse().slice(0, 2),
      );
      expect(answer.body.items.every((item: Item) => item.user.id === me)).toBe(true);
      // An admin has no statement of their own.
      expect((await (await as(ADMIN))('GET', '/statements/list-mine')).body.totalItems).toBe(0);
    });
  });

  describe('GET /statements/{id}', () => {
    async function statementOf(key: string, periodId = JANUARY) {
      const demo = await tenantOf(ADMIN);
      const [statement] = await listStatements(
        { tenant: demo },
        { userId: await idOf(email(key)), periodIds: [periodId] },
      );
      return statement!;
    }

    it('answers the stored statement with its rules, lines, payments and exact total', async () => {
      const stored = await statementOf('employee');
      const answer = await (await as(email('employee')))('GET', `/statements/${stored.id}`);
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({
        id: stored.id,
        userId: stored.userId,
        user: { id: stored.userId, fullName: 'Emma Schultz' },
        plan: { id: stored.planId, name: 'Account Executives 2026' },
        period: { id: JANUARY, startDate: '2026-01-01', endDate: '2026-01-31' },
        total: stored.total,
        currency: 'EUR',
        status: null,
        incomplete: false,
      });
      expect(answer.body.rules).toEqual(stored.content.rules);
      expect(answer.body.payments).toEqual(stored.content.payments);
      // The records: every column and how many rows, but of the rows only those a rule's line
      // names, with the own fields that name them (the page reads the rows a page at a time); the
      // column naming their owner (the table's user join) says who that is.
      const ownerColumn = { name: 'ownerId', people: { [String(stored.userId)]: 'Emma Schultz' } };
      const named = new Set(
        stored.content.rules.flatMap((rule) => (rule.lines ?? []).map((line) => line.recordKey)),
      );
      expect(answer.body.datasets).toEqual(
        stored.content.datasets.map((dataset) => {
          const fields = dataset.columns
            .filter((column) => !column.calculated)
            .slice(0, NAMING_FIELDS)
            .map((column) => column.name);
          return {
            table: dataset.table,
            label: dataset.label,
            rowCount: dataset.rows.length,
            columns: dataset.columns.map((column) =>
              column.name === ownerColumn.name ? { ...column, people: ownerColumn.people } : column,
            ),
            rows: dataset.rows
              .filter((row) => named.has(row.key))
              .map((row) => ({
                key: row.key,
                values: Object.fromEntries(
                  Object.entries(row.values).filter(([field]) => fields.includes(field)),
                ),
              })),
          };
        }),
      );
      const won = answer.body.datasets.find((d: { table: string }) => d.table === 'wonDeals');
      expect(won.rowCount).toBeGreaterThan(0);
      expect(won.rows.length).toBeGreaterThan(0);
      // No calculated field travels with the statement: it is the rows call's.
      for (const row of won.rows as { values: Record<string, unknown> }[])
        for (const field of Object.keys(row.values))
          expect(won.columns.find((c: { name: string }) => c.name === field).calculated).toBe(false);
      expect(
        answer.body.datasets[0].columns.find((c: { name: string }) => c.name === 'ownerId').people,
      ).toEqual(ownerColumn.people);
      expect(answer.body.rules.some((rule: { lines?: unknown[] }) => (rule.lines?.length ?? 0) > 0)).toBe(
        true,
      );
    });

    it('lets a manager and the read-only admin read a managee’s statement', async () => {
      const stored = await statementOf('employee-4');
      for (const account of [email('manager'), email('readonly-admin'), email('finance')])
        expect((await (await as(account))('GET', `/statements/${stored.id}`)).status).toBe(200);
    });

    it('answers 403 for another user’s statement and 404 for another company’s or an unknown id', async () => {
      const others = await statementOf('employee-2');
      const rep = await as(email('employee'));
      expect(await rep('GET', `/statements/${others.id}`)).toMatchObject({
        status: 403,
        body: { message: STATEMENT_MESSAGES.notReachable },
      });
      // Sales South is not Sales North's.
      const south = await statementOf('employee-4');
      expect((await (await as(email('readonly-manager')))('GET', `/statements/${south.id}`)).status).toBe(
        403,
      );
      expect((await (await as(email('scoped-admin')))('GET', `/statements/${south.id}`)).status).toBe(403);

      const otherCompany = await as(OTHER_ADMIN);
      expect(await otherCompany('GET', `/statements/${others.id}`)).toMatchObject({
        status: 404,
        body: { message: STATEMENT_MESSAGES.notFound },
      });
      expect((await rep('GET', '/statements/2147483647')).status).toBe(404);
      expect((await rep('GET', '/statements/0')).status).toBeLessThan(500);
    });
  });
});

describe('compareDecimals', () => {
  it('orders exact decimals as numbers, beyond a float’s precision', () => {
    const values = [
      '10',
      '-2.5',
      '0',
      '9.99',
      '-0.00',
      '9007199254740993.01',
      '9007199254740993',
      '-10.1',
      '0.001',
    ];
    const sorted = [...values].sort(compareDecimals);
    expect(sorted).toEqual([
      '-10.1',
      '-2.5',
      '0',
      '-0.00',
      '0.001',
      '9.99',
      '10',
      '9007199254740993',
      '9007199254740993.01',
    ]);
    expect(compareDecimals('0', '-0.00')).toBe(0);
    expect(compareDecimals('007.50', '7.5')).toBe(0);
  });
});
