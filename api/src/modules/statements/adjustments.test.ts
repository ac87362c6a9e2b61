import { Decimal } from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { describeOnEachDatabase } from '../../platform/test/suite.js';
import { ADJUSTMENT_MESSAGES } from './adjustments.js';
import { adjustmentsTable } from './tables.js';
import { drainJobs } from './test/jobs.js';

const email = (key: string) => `${key}@demo.accrue.local`;
const ADMIN = email('admin');
const OTHER_ADMIN = 'admin@other.accrue.local';

interface StatementBody {
  id: number;
  total: string | null;
  payments: {
    adjustments: string;
    paid: string;
    lines: { type: string; category: string; amount: string; label?: string }[];
  };
  adjustments: { id: number; amount: string; reason: string; createdBy: { id: number; fullName: string } }[];
}

describeOnEachDatabase('statement adjustments', (suite) => {
  const { as, idOf, tenantOf } = suite;

  /** Runs every job waiting (the calculations the writes enqueued) on a worker of the API's kind. */
  const drain = async () => drainJobs(suite.harness().db, await tenantOf(ADMIN));

  /** The demo statement of a rep for a month, as the admin reads it. */
  async function statementOf(rep: string, periodId: string): Promise<StatementBody> {
    const admin = await as(ADMIN);
    const list = await admin('GET', `/userStatements?periodId=${periodId}&userIds=${await idOf(email(rep))}`);
    expect(list.body.items).toHaveLength(1);
    const detail = await admin('GET', `/statements/${list.body.items[0].id}`);
    expect(detail.status).toBe(200);
    return detail.body;
  }

  /** Once the waiting jobs have run, an admin adjusts a rep's statement for a month. */
  async function adjustAsAdmin(
    rep: string,
    periodId: string,
    adjustment: { amount: string; reason: string },
  ) {
    await drain();
    const statement = await statementOf(rep, periodId);
    const admin = await as(ADMIN);
    const created = await admin('POST', '/statements_adjustments', {
      statementId: statement.id,
      ...adjustment,
    });
    return { statement, admin, created };
  }

  const countRows = async () => (await tenantOf(ADMIN)).count(adjustmentsTable);

  describe('the demo', () => {
    it("holds an adjustment and an overwrite on the rep's January statement, applied by the engine", async () => {
      const statement = (await statementOf('employee', '2026-01')) as StatementBody & {
        kpis: { name: string; value: string; overwritten?: { original: string } }[];
        overwrites: { token: string; oldValue: string; value: string; statementId: number }[];
      };
      expect(statement.adjustments).toEqual([
        expect.objectContaining({
          statementId: statement.id,
          amount: '250',
          reason: 'Spiff: Globex renewal signed before the quarter',
          createdBy: expect.objectContaining({ id: await idOf(ADMIN) }),
        }),
      ]);
      expect(new Decimal(statement.payments.adjustments).equals(250)).toBe(true);
      const attainment = statement.kpis.find((kpi) => kpi.name === 'attainment')!;
      expect(attainment.value).toBe('1');
      expect(statement.overwrites).toEqual([
        expect.objectContaining({
          statementId: statement.id,
          token: 'attainment',
          value: '1',
          oldValue: attainment.overwritten!.original,
        }),
      ]);
      expect(attainment.overwritten!.original).not.toBeNull();
    });
  });

  describe('POST /statements_adjustments', () => {
    it('stores an admin adjustment with its author, and the recalculated statement adds it exactly', async () => {
      const {
        statement: before,
        admin,
        created,
      } = await adjustAsAdmin('employee', '2026-02', {
        amount: '0150.10',
        reason: '  Spiff for the Globex renewal ',
      });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({
        adjustment: {
          statementId: before.id,
          amount: '150.1',
          reason: 'Spiff for the Globex renewal',
          createdBy: { id: await idOf(ADMIN) },
          version: 1,
        },
        calculationId: expect.any(Number),
      });
      expect(created.body.adjustment.createdBy.fullName).not.toBe('');

      // Shown with the statement at once; the figures follow the calculation.
      const listed = await statementOf('employee', '2026-02');
      expect(listed.adjustments.map((a) => a.id)).toEqual([created.body.adjustment.id]);
      const ongoing = await admin('GET', '/calculations/ongoing');
      expect(ongoing.body).toContainEqual(
        expect.objectContaining({ id: created.body.calculationId, userIds: [await idOf(email('employee'))] }),
      );

      await drain();
      const after = await statementOf('employee', '2026-02');
      expect(after.id).toBe(before.id);
      expect(
        new Decimal(after.payments.adjustments).equals(
          new Decimal(before.payments.adjustments).plus('150.1'),
        ),
      ).toBe(true);
      expect(new Decimal(after.total!).minus(before.total!).toFixed(2)).toBe('150.10');
      expect(after.payments.lines).toContainEqual(
        expect.objectContaining({
          type: 'ADJUSTMENT',
          category: 'adjustments',
          label: 'Spiff for the Globex renewal',
        }),
      );
    });

    it('lets a manager adjust a managee, and refuses a rep, finance and a read-only admin (403, nothing written)', async () => {
      const statement = await statementOf('employee-2', '2026-03');
      const manager = await as(email('manager'));
      const byManager = await manager('POST', '/statements_adjustments', {
        statementId: statement.id,
        amount: '-20',
        reason: 'Clawback',
      });
      expect(byManager.status).toBe(201);
      expect(byManager.body.adjustment.amount).toBe('-20');

      const own = await statementOf('employee', '2026-03');
      const rows = await countRows();
      for (const [account, id] of [
        [email('employee'), own.id],
        [email('finance'), statement.id],
        [email('readonly-admin'), statement.id],
      ] as const) {
        const refused = await (
          await as(account)
        )('POST', '/statements_adjustments', {
          statementId: id,
          amount: '10',
          reason: 'Please',
        });
        expect(refused.status, account).toBe(403);
      }
      expect(await countRows()).toBe(rows);
    });

    it("answers 404 for another company's statement and adjustment, and writes nothing", async () => {
      const statement = await statementOf('employee', '2026-04');
      const admin = await as(ADMIN);
      const mine = await admin('POST', '/statements_adjustments', {
        statementId: statement.id,
        amount: '5',
        reason: 'Ours',
      });
      const rows = await countRows();
      const other = await as(OTHER_ADMIN);
      const create = await other('POST', '/statements_adjustments', {
        statementId: statement.id,
        amount: '1000',
        reason: 'Theirs',
      });
      expect(create.status).toBe(404);
      expect(create.body.message).toBe('Statement not found.');
      const patch = await other('PATCH', `/statements_adjustments/${mine.body.adjustment.id}`, {
        amount: '1',
      });
      expect(patch.status).toBe(404);
      expect(patch.body.message).toBe(ADJUSTMENT_MESSAGES.notFound);
      const remove = await other('DELETE', `/statements_adjustments/${mine.body.adjustment.id}`);
      expect(remove.status).toBe(404);
      expect(await countRows()).toBe(rows);
      const kept = await admin('GET', `/statements/${statement.id}`);
      expect(kept.body.adjustments).toContainEqual(expect.objectContaining({ amount: '5', reason: 'Ours' }));
    });

    it('refuses bad input with the field and the message, writing nothing', async () => {
      const statement = await statementOf('employee', '2026-05');
      const admin = await as(ADMIN);
      const rows = await countRows();
      const cases: [object, string, string][] = [
        [
          { statementId: statement.id, amount: '12.5.1', reason: 'x' },
          'amount',
          'This field must match the following',
        ],
        [
          { statementId: statement.id, amount: 12, reason: 'x' },
          'amount',
          'This field must be of type string',
        ],
        [{ statementId: statement.id, amount: '0.000', reason: 'x' }, 'amount', ADJUSTMENT_MESSAGES.zero],
        [{ statementId: statement.id, amount: '10', reason: '   ' }, 'reason', 'This field is required.'],
        [{ statementId: statement.id, amount: '10' }, 'reason', 'This field is required.'],
      ];
      for (const [body, field, message] of cases) {
        const answer = await admin('POST', '/statements_adjustments', body);
        expect(answer.status, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
        expect(answer.status, JSON.stringify(body)).toBeLessThan(500);
        expect(JSON.stringify(answer.body), JSON.stringify(body)).toContain(field);
        expect(JSON.stringify(answer.body), JSON.stringify(body)).toContain(message);
      }
      expect(await countRows()).toBe(rows);
      const missing = await admin('POST', '/statements_adjustments', {
        statementId: 99999999,
        amount: '1',
        reason: 'x',
      });
      expect(missing.status).toBe(404);
    });
  });

  describe('PATCH and DELETE /statements_adjustments/{id}', () => {
    it('changes an adjustment under its version (409 when stale), then removes it, recalculating each time', async () => {
      const { statement, admin, created } = await adjustAsAdmin('employee-3', '2026-02', {
        amount: '100',
        reason: 'Advance',
      });
      const id = created.body.adjustment.id;
      const changed = await admin('PATCH', `/statements_adjustments/${id}`, { amount: '250.5' });
      expect(changed.status).toBe(200);
      expect(changed.body.adjustment).toMatchObject({ amount: '250.5', reason: 'Advance', version: 2 });
      expect(changed.body.calculationId).toEqual(expect.any(Number));

      // If-Match naming the first version: someone changed it since.
      const token = await suite.tokenOf(ADMIN);
      const stale = await fetch(`${suite.harness().url}/api/statements_adjustments/${id}`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', 'if-match': '"1"', authorization: `Bearer ${token}` },
        body: JSON.stringify({ amount: '999' }),
      });
      expect(stale.status).toBe(409);
      const fresh = await fetch(`${suite.harness().url}/api/statements_adjustments/${id}`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', 'if-match': '"2"', authorization: `Bearer ${token}` },
        body: JSON.stringify({ reason: 'Advance on Q1' }),
      });
      expect(fresh.status).toBe(200);
      expect(fresh.headers.get('etag')).toBe('"3"');
      expect(await fresh.json()).toMatchObject({
        adjustment: { amount: '250.5', reason: 'Advance on Q1' },
        calculationId: null,
      });

      await drain();
      const adjusted = await statementOf('employee-3', '2026-02');
      expect(new Decimal(adjusted.total!).minus(statement.total!).toFixed(2)).toBe('250.50');

      const removed = await admin('DELETE', `/statements_adjustments/${id}`);
      expect(removed.status).toBe(204);
      await drain();
      const back = await statementOf('employee-3', '2026-02');
      expect(back.total).toBe(statement.total);
      expect(back.adjustments).toEqual([]);
      expect((await admin('DELETE', `/statements_adjustments/${id}`)).status).toBe(404);
    });
  });
});
