import { Decimal } from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { demoMonths } from '../../demo-commissions.js';
import { todayIso } from '../../platform/db/values.js';
import { FROZEN_MESSAGE } from './review-state.js';
import { describeOnEachDatabase } from '../../platform/test/suite.js';
import { OVERWRITE_MESSAGES } from './overwrites.js';
import { overwritesTable } from './tables.js';
import { drainJobs } from './test/jobs.js';

const email = (key: string) => `${key}@demo.accrue.local`;
const ADMIN = email('admin');
const OTHER_ADMIN = 'admin@other.accrue.local';

interface PaymentLineBody {
  type: string;
  rule?: string;
  amount: string;
  recordKey?: string;
  earnedPeriodId?: string;
}

const months = demoMonths(todayIso());

interface StatementBody {
  id: number;
  total: string | null;
  rules: { name: string; value: string | null; overwritten?: { original: string } }[];
  kpis: { name: string; value: string | null; overwritten?: { original: string } }[];
  datasets: {
    table: string;
    rows: { key: string; values: Record<string, string>; overwritten?: string[] }[];
  }[];
  payments: { lines: PaymentLineBody[] } | null;
  overwrites: {
    id: number;
    kind: string;
    token: string;
    oldValue: unknown;
    value: unknown;
    createdBy: { id: number };
  }[];
}

describeOnEachDatabase('statement overwrites', (suite) => {
  const { as, idOf, tenantOf } = suite;

  const drain = async () => drainJobs(suite.harness().db, await tenantOf(ADMIN));

  async function statementOf(rep: string, periodId: string): Promise<StatementBody> {
    const admin = await as(ADMIN);
    const list = await admin('GET', `/userStatements?periodId=${periodId}&userIds=${await idOf(email(rep))}`);
    const detail = await admin('GET', `/statements/${list.body.items[0].id}`);
    expect(detail.status).toBe(200);
    return detail.body;
  }

  const countRows = async () => (await tenantOf(ADMIN)).count(overwritesTable);

  describe('POST /statements/{id}/overwrites', () => {
    it('overwrites a rule with its old value and author; the engine recalculates the total from it', async () => {
      await drain();
      const before = await statementOf('employee', '2026-02');
      const commission = before.rules.find((r) => r.name === 'commission')!;
      const admin = await as(ADMIN);
      const created = await admin('POST', `/statements/${before.id}/overwrites`, {
        kind: 'rule',
        token: 'commission',
        value: '1234.56',
      });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({
        overwrite: {
          statementId: before.id,
          kind: 'rule',
          token: 'commission',
          oldValue: commission.value,
          value: '1234.56',
          datasetId: null,
          createdBy: { id: await idOf(ADMIN) },
        },
        calculationId: expect.any(Number),
      });
      await drain();
      const after = await statementOf('employee', '2026-02');
      const rule = after.rules.find((r) => r.name === 'commission')!;
      expect(rule.value).toBe('1234.56');
      expect(rule.overwritten).toEqual({ original: commission.value });
      expect(
        new Decimal(after.total!)
          .minus(before.total!)
          .equals(new Decimal('1234.56').minus(commission.value!)),
      ).toBe(true);
      expect(after.overwrites).toHaveLength(1);

      // A second overwrite of the same rule replaces the first.
      const again = await admin('POST', `/statements/${before.id}/overwrites`, {
        kind: 'rule',
        token: 'commission',
        value: '1000',
      });
      expect(again.body.overwrite.oldValue).toBe('1234.56');
      await drain();
      const replaced = await statementOf('employee', '2026-02');
      expect(replaced.overwrites.map((o) => o.value)).toEqual(['1000']);
      expect(replaced.rules.find((r) => r.name === 'commission')!.value).toBe('1000');

      // Removing it brings the engine's value back.
      const removed = await admin('DELETE', `/statements/${before.id}/overwrites/${again.body.overwrite.id}`);
      expect(removed.status).toBe(204);
      await drain();
      const back = await statementOf('employee', '2026-02');
      expect(back.total).toBe(before.total);
      expect(back.overwrites).toEqual([]);
    });

    it('overwrites a KPI and a dataset field, and lists them on /overwrites with filters', async () => {
      const statement = await statementOf('employee-2', '2026-03');
      const admin = await as(ADMIN);
      const kpi = await admin('POST', `/statements/${statement.id}/overwrites`, {
        kind: 'kpi',
        token: 'bookings',
        value: '99999',
      });
      expect(kpi.status).toBe(201);
      // The statement's read names its rows; their calculated fields come from the rows call.
      const rowsOf = async (id: number): Promise<StatementBody['datasets'][number]['rows']> =>
        (await admin('GET', `/statements/${id}/datasets/wonDeals/rows?limit=100`)).body.items;
      const row = (await rowsOf(statement.id))[0]!;
      const field = await admin('POST', `/statements/${statement.id}/datasets/wonDeals/overwrites`, {
        recordKey: row.key,
        field: 'dealCommission',
        value: '42',
      });
      expect(field.status).toBe(201);
      expect(field.body.overwrite).toMatchObject({
        kind: 'field',
        token: 'dealCommission',
        datasetId: 'wonDeals',
        recordKey: row.key,
        oldValue: row.values.dealCommission,
        value: '42',
      });
      await drain();
      const after = await statementOf('employee-2', '2026-03');
      expect(after.kpis.find((k) => k.name === 'bookings')).toMatchObject({ value: '99999' });
      const overwrittenRow = (await rowsOf(after.id)).find((r) => r.key === row.key)!;
      expect(overwrittenRow.values.dealCommission).toBe('42');
      expect(overwrittenRow.overwritten).toEqual(['dealCommission']);

      const userId = await idOf(email('employee-2'));
      const listed = await admin('GET', `/overwrites?periodId=2026-03&userIds=${userId}`);
      expect(listed.status, JSON.stringify(listed.body)).toBe(200);
      expect(listed.body.items.map((o: { kind: string }) => o.kind).sort()).toEqual(['field', 'kpi']);
      expect(listed.body.items[0]).toMatchObject({
        user: { id: userId },
        plan: { name: 'Account Executives 2026' },
        periodId: '2026-03',
      });
      const fields = await admin('GET', '/overwrites?kind=field');
      expect(fields.body.items.every((o: { kind: string }) => o.kind === 'field')).toBe(true);
      // A rep does not see the overwrites page; a manager sees their managees'.
      expect((await (await as(email('employee')))('GET', '/overwrites')).status).toBe(403);
      const byManager = await (await as(email('manager')))('GET', `/overwrites?userIds=${userId}`);
      expect(byManager.body.totalItems).toBe(2);
      // Another company sees none of them.
      expect((await (await as(OTHER_ADMIN))('GET', '/overwrites')).body.totalItems).toBe(0);
    });

    it("moves a later period's release when a held amount's field is overwritten", async () => {
      await drain();
      const admin = await as(ADMIN);
      // A bonus held on a deal and released in a later, unreviewed month (the last three are in review).
      const open = months.slice(0, -3);
      let found: { release: PaymentLineBody; releasedIn: string; rep: string } | undefined;
      for (const rep of ['employee-3', 'employee-2', 'employee']) {
        for (const periodId of open.slice(1)) {
          const release = (await statementOf(rep, periodId)).payments?.lines.find(
            (line) => line.rule === 'heldBonus' && line.earnedPeriodId && line.earnedPeriodId !== periodId,
          );
          if (release && open.includes(release.earnedPeriodId!))
            found = { release, releasedIn: periodId, rep };
          if (found) break;
        }
        if (found) break;
      }
      expect(found, 'a demo bonus earned and released in two unreviewed months').toBeDefined();
      const { release, releasedIn, rep } = found!;
      const earned = await statementOf(rep, release.earnedPeriodId!);
      const overwrite = await admin('POST', `/statements/${earned.id}/datasets/wonDeals/overwrites`, {
        recordKey: release.recordKey,
        field: 'amountEur',
        value: '123456',
      });
      expect(overwrite.status, JSON.stringify(overwrite.body)).toBe(201);
      await drain();
      // The bonus is 1% of the deal's amount in euros: the overwritten one, in the month it is paid.
      const after = (await statementOf(rep, releasedIn)).payments!.lines.find(
        (line) => line.rule === 'heldBonus' && line.recordKey === release.recordKey,
      );
      expect(after?.amount).toBe('1234.56');
      expect(after?.amount).not.toBe(release.amount);
    });

    it('refuses bad targets and values (4xx, the message, nothing written), a rep (403) and another company (404)', async () => {
      const statement = await statementOf('employee-3', '2026-04');
      const admin = await as(ADMIN);
      const rows = await countRows();
      const cases: [string, object, number, string][] = [
        ['overwrites', { kind: 'rule', token: 'nope', value: '1' }, 422, OVERWRITE_MESSAGES.noRule('nope')],
        ['overwrites', { kind: 'kpi', token: 'nope', value: '1' }, 422, OVERWRITE_MESSAGES.noKpi('nope')],
        [
          'overwrites',
          { kind: 'rule', token: 'heldBonus', value: '1' },
          422,
          OVERWRITE_MESSAGES.holdAndRelease,
        ],
        [
          'overwrites',
          { kind: 'rule', token: 'commission', value: 'lots' },
          422,
          'This field must match the following',
        ],
        [
          'overwrites',
          { kind: 'rule', token: 'commission', value: true },
          422,
          'This field must match the following',
        ],
        [
          'overwrites',
          { kind: 'other', token: 'commission', value: '1' },
          422,
          'This field must be one of the following values',
        ],
        ['overwrites', { kind: 'rule', token: 'commission' }, 422, 'This field is required.'],
        [
          'datasets/nope/overwrites',
          { recordKey: 'x', field: 'dealCommission', value: '1' },
          404,
          OVERWRITE_MESSAGES.noDataset('nope'),
        ],
        [
          'datasets/wonDeals/overwrites',
          { recordKey: 'x', field: 'amount', value: '1' },
          422,
          OVERWRITE_MESSAGES.notCalculated('amount'),
        ],
        [
          'datasets/wonDeals/overwrites',
          { recordKey: 'nope', field: 'dealCommission', value: '1' },
          422,
          OVERWRITE_MESSAGES.noRow('nope'),
        ],
      ];
      for (const [path, body, status, message] of cases) {
        const answer = await admin('POST', `/statements/${statement.id}/${path}`, body);
        expect(answer.status, JSON.stringify(body)).toBe(status);
        expect(JSON.stringify(answer.body), JSON.stringify(body)).toContain(
          JSON.stringify(message).slice(1, -1),
        );
      }
      const own = await statementOf('employee', '2026-04');
      const rep = await (
        await as(email('employee'))
      )('POST', `/statements/${own.id}/overwrites`, {
        kind: 'rule',
        token: 'commission',
        value: '1000000',
      });
      expect(rep.status).toBe(403);
      const other = await as(OTHER_ADMIN);
      const foreign = await other('POST', `/statements/${statement.id}/overwrites`, {
        kind: 'rule',
        token: 'commission',
        value: '1',
      });
      expect(foreign.status).toBe(404);
      const foreignField = await other('POST', `/statements/${statement.id}/datasets/wonDeals/overwrites`, {
        recordKey: 'x',
        field: 'dealCommission',
        value: '1',
      });
      expect(foreignField.status).toBe(404);
      expect(await countRows()).toBe(rows);

      const mine = await admin('POST', `/statements/${statement.id}/overwrites`, {
        kind: 'kpi',
        token: 'attainment',
        value: '0.5',
      });
      expect(
        (await other('DELETE', `/statements/${statement.id}/overwrites/${mine.body.overwrite.id}`)).status,
      ).toBe(404);
      // An overwrite id of another statement is not found on this one.
      expect(
        (await admin('DELETE', `/statements/${own.id}/overwrites/${mine.body.overwrite.id}`)).status,
      ).toBe(404);
      expect(await countRows()).toBe(rows + 1);
    });
  });

  it('marks the overwrites of a fully reviewed (frozen) statement on /overwrites, and keeps them', async () => {
    const currentMonth = months.at(-1)!;
    const statement = await statementOf('employee-4', currentMonth);
    const admin = await as(ADMIN);
    const written = await admin('POST', `/statements/${statement.id}/overwrites`, {
      kind: 'kpi',
      token: 'attainment',
      value: '0.75',
    });
    expect(written.status).toBe(201);
    const userId = await idOf(email('employee-4'));
    const listed = async () =>
      (await admin('GET', `/overwrites?periodId=${currentMonth}&userIds=${userId}`)).body.items as {
        id: number;
        statementFrozen: boolean;
      }[];
    expect(await listed()).toEqual([
      expect.objectContaining({ id: written.body.overwrite.id, statementFrozen: false }),
    ]);

    const reviewed = await admin('PATCH', `/statements/${statement.id}/fully-review`);
    expect(reviewed.status, JSON.stringify(reviewed.body)).toBe(200);
    expect(await listed()).toEqual([
      expect.objectContaining({ id: written.body.overwrite.id, statementFrozen: true }),
    ]);
    // Frozen: the overwrite stays until the review is reset.
    const removed = await admin(
      'DELETE',
      `/statements/${statement.id}/overwrites/${written.body.overwrite.id}`,
    );
    expect(removed.status).toBe(409);
    expect(removed.body.message).toBe(FROZEN_MESSAGE);
    expect(await listed()).toHaveLength(1);
  });
});
