import type { Transaction } from 'sequelize';
import type { NewRow, Tenant } from '../../../platform/db/tenancy.js';
import { statementsTable, type StatementRow } from '../tables.js';

/** Which statements one batch replaces: a plan's, of some periods, of every user or of some. */
export interface StatementScope {
  planId: number;
  periodIds: readonly string[];
  /** null: every user (a user no longer assigned loses the statements of those periods). */
  userIds: readonly number[] | null;
}

/**
 * Replaces the statements of `scope` by `rows` inside the caller's transaction (a calculation
 * job's batch, committed with its fence): a reader sees every statement of the scope as it was or
 * as the job computed it, never a mix, and a worker killed mid-batch leaves the old ones whole.
 * Rows outside the scope are dropped, so a job asked for some users never touches the others.
 * A statement keeps its id from one calculation to the next (the same user, plan and period): its
 * address (`/statements/{id}`) is what people bookmark and send each other.
 */
export async function replaceStatementsIn(
  tenant: Tenant,
  transaction: Transaction,
  scope: StatementScope,
  rows: readonly NewRow<StatementRow>[],
): Promise<number> {
  const periods = new Set(scope.periodIds);
  const users = scope.userIds ? new Set(scope.userIds) : null;
  const kept = rows.filter(
    (row) =>
      row.planId === scope.planId && periods.has(row.periodId) && (users === null || users.has(row.userId)),
  );
  const where = {
    planId: scope.planId,
    periodId: [...scope.periodIds],
    ...(scope.userIds ? { userId: [...scope.userIds] } : {}),
  };
  const keyOf = (row: { userId: number; periodId: string }) => `${Number(row.userId)}|${row.periodId}`;
  const idOf = new Map(
    (
      await tenant.findAll(statementsTable, { where, attributes: ['id', 'userId', 'periodId'], transaction })
    ).map((row) => [keyOf(row), Number(row.id)]),
  );
  await tenant.destroy(statementsTable, where, transaction);
  const again = kept.filter((row) => idOf.has(keyOf(row)));
  const fresh = kept.filter((row) => !idOf.has(keyOf(row)));
  // The tenancy layer's NewRow leaves the id to the database; here it is the statement's own.
  await tenant.insertMany(
    statementsTable,
    again.map((row) => ({ ...row, id: idOf.get(keyOf(row))! })) as NewRow<StatementRow>[],
    transaction,
  );
  await tenant.insertMany(statementsTable, fresh, transaction);
  return kept.length;
}

/** The earliest period a plan has a stored statement of, or null. */
export async function earliestStoredPeriod(tenant: Tenant, planId: number): Promise<string | null> {
  const [row] = await tenant.findAll(statementsTable, {
    where: { planId },
    attributes: ['periodId'],
    order: [['periodStart', 'ASC']],
    limit: 1,
  });
  return row ? String(row.periodId) : null;
}
