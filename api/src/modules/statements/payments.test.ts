import { Decimal } from 'decimal.js';
import { expect, it } from 'vitest';
import { migrate } from '../../platform/db/migrate.js';
import { up as fillPaymentColumns } from '../../platform/db/migrations/0029-statement-payments.js';
import { describeOnEachDatabase } from '../../platform/test/suite.js';
import * as plans from '../plans/index.js';
import { unpackContent } from './content-codec.js';
import { statementsTable } from './tables.js';

const email = (key: string) => `${key}@demo.accrue.local`;
const ADMIN = email('admin');
const OTHER_ADMIN = 'admin@other.accrue.local';
const MARCH = '2026-03';
const CATEGORIES = ['achievement', 'hold', 'paid', 'adjustments', 'heldBalance'] as const;

interface PaymentRowBody {
  statementId: number;
  user: { id: number; fullName: string };
  plan: { id: number; name: string };
  periodId: string;
  currency: string;
  amounts: Record<(typeof CATEGORIES)[number], string>;
}

/** The payments page's call (GET /payments), doc 2 §2. */
describeOnEachDatabase('payments', (suite) => {
  const { as, idOf, tenantOf } = suite;

  /** Every row of a period's payments as a caller sees them, page by page. */
  async function allRows(who: string, query = '') {
    const caller = await as(who);
    const rows: PaymentRowBody[] = [];
    for (let page = 0; ; page++) {
      const answer = await caller('GET', `/payments?periodId=${MARCH}&limit=100&page=${page}${query}`);
      expect(answer.status).toBe(200);
      rows.push(...answer.body.items);
      if (page + 1 >= answer.body.pageCount) return { rows, body: answer.body };
    }
  }

  it("lists a period's payments per person and plan, as each statement pays them, with the totals of them all", async () => {
    const { rows, body } = await allRows(ADMIN);
    expect(rows.length).toBeGreaterThan(3);
    expect(body.totalItems).toBe(rows.length);
    expect(body.currency).toMatch(/^[A-Z]{3}$/);
    // Sorted by person, then plan.
    const names = rows.map((row) => row.user.fullName);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(rows.every((row) => row.periodId === MARCH)).toBe(true);
    // Each row is its statement's payments, to the digit.
    const employeeId = await idOf(email('employee'));
    const mine = rows.find((row) => row.user.id === employeeId)!;
    expect(mine.plan.name).toBe('Account Executives 2026');
    const statement = await (await as(ADMIN))('GET', `/statements/${mine.statementId}`);
    for (const category of CATEGORIES)
      expect(mine.amounts[category]).toBe(new Decimal(statement.body.payments[category]).toFixed());
    // The totals add up every row, exactly.
    for (const category of CATEGORIES)
      expect(body.totals[category]).toBe(
        rows.reduce((sum, row) => sum.plus(row.amounts[category]), new Decimal(0)).toFixed(),
      );
    // Finance sees the same.
    expect((await allRows(email('finance'))).rows.length).toBe(rows.length);
  });

  it('pages, filters by plan and by name, and keeps the totals of the whole selection', async () => {
    const all = await allRows(ADMIN);
    const firstPage = await (await as(ADMIN))('GET', `/payments?periodId=${MARCH}&limit=2`);
    expect(firstPage.body.items).toEqual(all.rows.slice(0, 2));
    expect(firstPage.body).toMatchObject({
      totalItems: all.rows.length,
      currentPage: 0,
      totals: all.body.totals,
    });
    const plan = (await plans.listPlans(await tenantOf(ADMIN))).find(
      (p) => p.name === 'Account Executives 2026',
    )!;
    const ofPlan = await allRows(ADMIN, `&planIds=${plan.id}`);
    expect(ofPlan.rows.every((row) => row.plan.id === plan.id)).toBe(true);
    const someone = all.rows[0]!.user.fullName;
    const byName = await allRows(ADMIN, `&search=${encodeURIComponent(someone.toUpperCase())}`);
    expect(byName.rows.length).toBeGreaterThan(0);
    expect(byName.rows.every((row) => row.user.fullName === someone)).toBe(true);
    const none = await allRows(ADMIN, '&search=nobody-has-this-name');
    expect(none.body).toMatchObject({ items: [], totalItems: 0, pageCount: 0 });
    expect(none.body.totals).toEqual(Object.fromEntries(CATEGORIES.map((c) => [c, '0'])));
  });

  it("shows a manager only their managees' payments, refuses a rep, and never another company's", async () => {
    const admin = await allRows(ADMIN);
    const manager = await allRows(email('manager'));
    expect(manager.rows.length).toBeGreaterThan(0);
    expect(manager.rows.length).toBeLessThanOrEqual(admin.rows.length);
    const managerId = await idOf(email('manager'));
    const reachable = await (
      await as(email('manager'))
    )('GET', `/userStatements?periodId=${MARCH}&limit=100`);
    const theirs = new Set((reachable.body.items as { user: { id: number } }[]).map((item) => item.user.id));
    expect(manager.rows.every((row) => theirs.has(row.user.id) || row.user.id === managerId)).toBe(true);
    expect((await (await as(email('employee')))('GET', `/payments?periodId=${MARCH}`)).status).toBe(403);
    // Another company: none of the demo's statements, even by the demo's plan id.
    const plan = (await plans.listPlans(await tenantOf(ADMIN)))[0]!;
    const other = await (await as(OTHER_ADMIN))('GET', `/payments?periodId=${MARCH}&planIds=${plan.id}`);
    expect(other.status).toBe(200);
    expect(other.body.totalItems).toBe(0);
  });

  it('exports the same selection as a CSV file for the payroll, with a line of totals', async () => {
    const { rows, body } = await allRows(ADMIN);
    const token = await suite.tokenOf(ADMIN);
    const response = await fetch(`${suite.harness().url}/api/payments/export?periodId=${MARCH}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    expect(response.headers.get('content-disposition')).toContain(`payments-${MARCH}.csv`);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text.slice(1).trim().split('\n');
    expect(lines[0]).toBe(
      'person,email,employeeId,plan,period,currency,achievement,hold,adjustments,paid,heldBalance,statementId',
    );
    expect(lines).toHaveLength(rows.length + 2);
    const employee = rows[0]!;
    const line = lines.find((l) => l.endsWith(`,${employee.statementId}`))!;
    expect(line).toContain(`,${employee.amounts.paid},`);
    expect(line).toContain('@demo.accrue.local');
    expect(lines.at(-1)).toBe(
      `Total,,,,${MARCH},${body.currency},${body.totals.achievement},${body.totals.hold},${body.totals.adjustments},${body.totals.paid},${body.totals.heldBalance},`,
    );
    // A rep may not; another company's file holds only its header and an empty total.
    const rep = await fetch(`${suite.harness().url}/api/payments/export?periodId=${MARCH}`, {
      headers: { authorization: `Bearer ${await suite.tokenOf(email('employee'))}` },
    });
    expect(rep.status).toBe(403);
    const other = await fetch(`${suite.harness().url}/api/payments/export?periodId=${MARCH}`, {
      headers: { authorization: `Bearer ${await suite.tokenOf(OTHER_ADMIN)}` },
    });
    expect((await other.text()).trim().split('\n')).toHaveLength(2);
  });

  it('refuses a bad period or page size (422, naming the parameter)', async () => {
    const admin = await as(ADMIN);
    const cases: [string, string][] = [
      ['periodId=2026-13', 'periodId'],
      ['periodId=march', 'periodId'],
      ['', 'periodId'],
      [`periodId=${MARCH}&limit=101`, 'limit'],
    ];
    for (const [query, field] of cases) {
      const answer = await admin('GET', `/payments?${query}`);
      expect(answer.status, query).toBe(422);
      expect(answer.body.errors[0].field, query).toBe(field);
    }
  });

  it('fills the payment columns of statements stored before them from their content (migration 0029)', async () => {
    const tenant = await tenantOf(ADMIN);
    const employeeId = await idOf(email('employee'));
    const [stored] = await tenant.findAll(statementsTable, {
      where: { userId: employeeId, periodId: MARCH },
    });
    const blank = {
      paymentAchievement: null,
      paymentHold: null,
      paymentPaid: null,
      paymentAdjustments: null,
      paymentHeldBalance: null,
    };
    // Statements of that time kept their content as plain JSON (content-codec.ts came later).
    const content = unpackContent(stored!.content);
    await tenant.update(statementsTable, { id: stored!.id }, { ...blank, content });
    // The migration again, through the runner (under another name: 0029 has run on this database).
    await migrate(suite.harness().db, [{ name: '0029-statement-payments-again', up: fillPaymentColumns }]);
    const [filled] = await tenant.findAll(statementsTable, { where: { id: stored!.id } });
    const payments = JSON.parse(content).payments;
    expect(filled!.paymentPaid).toBe(payments.paid);
    expect(filled!.paymentHeldBalance).toBe(payments.heldBalance);
    expect(filled!.paymentAchievement).toBe(payments.achievement);
  });
});
