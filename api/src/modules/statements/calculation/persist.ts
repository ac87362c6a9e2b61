import { Op, type Transaction } from 'sequelize';
import type { NewRow, Tenant } from '../../../platform/db/tenancy.js';
import {
  forecastsTable,
  statementsTable,
  type ForecastRow,
  type StatementRow,
  type StatementVersionRow,
} from '../tables.js';
import { frozenStatementIds } from '../review-state.js';
import { insertVersions, versioned, versionRow, type Provenance } from '../versions.js';

/** Which statements one batch replaces: a plan's, of some periods, of every user or of some. */
export interface StatementScope {
  planId: number;
  periodIds: readonly string[];
  /** null: every user (a user no longer assigned loses the statements of those periods). */
  userIds: readonly number[] | null;
}

/** The rows of a scope (statements or forecasts: the same columns name it). */
const whereOf = (scope: StatementScope) => ({
  planId: scope.planId,
  periodId: [...scope.periodIds],
  ...(scope.userIds ? { userId: [...scope.userIds] } : {}),
});

/** A row's place in its plan's scope: its user and period. */
const keyOf = (row: { userId: number; periodId: string }) => `${Number(row.userId)}|${row.periodId}`;

/**
 * Replaces the statements of `scope` by `rows` inside the caller's transaction (a calculation
 * job's batch, committed with its fence): a reader sees every statement of the scope as it was or
 * as the job computed it, never a mix, and a worker killed mid-batch leaves the old ones whole.
 * Rows outside the scope are dropped, so a job asked for some users never touches the others.
 * A statement keeps its id from one calculation to the next (the same user, plan and period): its
 * address (`/statements/{id}`) is what people bookmark and send each other.
 * In the same transaction, a statement whose figures changed (or a new one) gets a new immutable
 * version (statement_versions) holding its content (with its figures) and `provenance`; an unchanged one
 * keeps its version, so a recalculation that changes nothing writes no history. A fully reviewed
 * statement is left as it is (frozen until its review is reset).
 */
export async function replaceStatementsIn(
  tenant: Tenant,
  transaction: Transaction,
  scope: StatementScope,
  rows: readonly NewRow<StatementRow>[],
  provenance: Provenance | null = null,
): Promise<number> {
  const periods = new Set(scope.periodIds);
  const users = scope.userIds ? new Set(scope.userIds) : null;
  const computed = rows
    .filter(
      (row) =>
        row.planId === scope.planId && periods.has(row.periodId) && (users === null || users.has(row.userId)),
    )
    .map(versioned);
  const where = whereOf(scope);
  const before = new Map(
    (
      await tenant.findAll(statementsTable, {
        where,
        attributes: ['id', 'userId', 'periodId', 'version', 'figuresHash'],
        transaction,
      })
    ).map((row) => [
      keyOf(row),
      { id: Number(row.id), version: Number(row.version ?? 0), hash: row.figuresHash ?? null },
    ]),
  );
  // A fully reviewed statement stays as it was reviewed until its review is reset (doc 2 §5).
  const frozen = await frozenStatementIds(tenant, { planId: scope.planId }, transaction);
  const frozenKeys = new Set([...before].filter(([, prior]) => frozen.has(prior.id)).map(([key]) => key));
  for (const key of frozenKeys) before.delete(key);
  const kept = computed.filter((entry) => !frozenKeys.has(keyOf(entry.row)));
  // Statements stored before versions existed: their figures become version 1 when they change.
  const unversioned = [...before.values()].filter((prior) => prior.version === 0).map((prior) => prior.id);
  const versions: NewRow<StatementVersionRow>[] = [];
  if (unversioned.length) {
    const old = await tenant.findAll(statementsTable, { where: { id: unversioned }, transaction });
    for (const row of old) {
      const prior = versioned(row);
      const next = kept.find((candidate) => keyOf(candidate.row) === keyOf(row));
      if (next && next.hash === prior.hash) continue;
      versions.push(versionRow(Number(row.id), 1, prior, null));
      before.set(keyOf(row), { id: Number(row.id), version: 1, hash: prior.hash });
    }
  }
  // Each statement keeps its version when its figures did not change, or takes the next one.
  const written = kept.map((entry) => {
    const prior = before.get(keyOf(entry.row));
    const unchanged = prior !== undefined && prior.version > 0 && prior.hash === entry.hash;
    const version = unchanged ? prior.version : (prior?.version ?? 0) + 1;
    return { ...entry, id: prior?.id, version, isNew: !unchanged };
  });
  await tenant.destroy(
    statementsTable,
    frozen.size ? { ...where, id: { [Op.notIn]: [...frozen] } } : where,
    transaction,
  );
  const rowOf = (entry: (typeof written)[number]) => ({
    ...entry.row,
    version: entry.version,
    figuresHash: entry.hash,
  });
  // The tenancy layer's NewRow leaves the id to the database; here it is the statement's own.
  await tenant.loadMany(
    statementsTable,
    written
      .filter((entry) => entry.id !== undefined)
      .map((entry) => ({ ...rowOf(entry), id: entry.id! })) as NewRow<StatementRow>[],
    transaction,
  );
  const fresh = written.filter((entry) => entry.id === undefined);
  await tenant.loadMany(statementsTable, fresh.map(rowOf), transaction);
  if (fresh.length) {
    const idOf = new Map(
      (
        await tenant.findAll(statementsTable, {
          where,
          attributes: ['id', 'userId', 'periodId'],
          transaction,
        })
      ).map((row) => [keyOf(row), Number(row.id)]),
    );
    for (const entry of fresh) entry.id = idOf.get(keyOf(entry.row));
  }
  for (const entry of written)
    if (entry.isNew) versions.push(versionRow(entry.id!, entry.version, entry, provenance));
  await insertVersions(tenant, transaction, versions);
  return kept.length;
}

/**
 * Replaces the forecasts of `scope` by `rows` inside the caller's transaction, as
 * replaceStatementsIn does for statements (after it, in a statement calculation's batch): a
 * forecast is stored only beside a stored statement (a forecast is opened from its statement), and
 * keeps its id from one calculation to the next. Answers how many it stored.
 */
export async function replaceForecastsIn(
  tenant: Tenant,
  transaction: Transaction,
  scope: StatementScope,
  rows: readonly NewRow<ForecastRow>[],
): Promise<number> {
  const where = whereOf(scope);
  const [statements, prior] = await Promise.all([
    tenant.findAll(statementsTable, { where, attributes: ['userId', 'periodId'], transaction }),
    tenant.findAll(forecastsTable, { where, attributes: ['id', 'userId', 'periodId'], transaction }),
  ]);
  const withStatement = new Set(statements.map(keyOf));
  const idOf = new Map(prior.map((row) => [keyOf(row), Number(row.id)]));
  const kept = rows.filter((row) => row.planId === scope.planId && withStatement.has(keyOf(row)));
  await tenant.destroy(forecastsTable, where, transaction);
  // The tenancy layer's NewRow leaves the id to the database; a known forecast keeps its own.
  const known = kept.filter((row) => idOf.has(keyOf(row)));
  await tenant.insertMany(
    forecastsTable,
    known.map((row) => ({ ...row, id: idOf.get(keyOf(row))! })) as NewRow<ForecastRow>[],
    transaction,
  );
  await tenant.insertMany(
    forecastsTable,
    kept.filter((row) => !idOf.has(keyOf(row))),
    transaction,
  );
  return kept.length;
}

/** How many statements of a plan are stored in each of some periods (counted on the index). */
export async function storedStatementCounts(
  tenant: Tenant,
  planId: number,
  periodIds: readonly string[],
): Promise<Map<string, number>> {
  const counts = await tenant.countBy(statementsTable, 'periodId', { planId, periodId: [...periodIds] });
  return new Map(counts.map(({ value, count }) => [String(value), count]));
}

/** The stored statements of a plan in some periods, as `userId|periodId`. */
export async function storedStatementKeys(
  tenant: Tenant,
  planId: number,
  periodIds: readonly string[],
): Promise<Set<string>> {
  if (periodIds.length === 0) return new Set();
  const rows = await tenant.findAll(statementsTable, {
    where: { planId, periodId: [...periodIds] },
    attributes: ['userId', 'periodId'],
  });
  return new Set(rows.map(keyOf));
}

/**
 * The earliest period a plan has a stored statement of, or null. A plan's periods are of one
 * frequency, whose ids sort as their dates do ('2025-12' < '2026-01', '2025-Q4' < '2026-Q1'): the
 * order is the index's (companyId, planId, periodId).
 */
export async function earliestStoredPeriod(
  tenant: Tenant,
  planId: number,
  transaction?: Transaction,
): Promise<string | null> {
  const [row] = await tenant.findAll(statementsTable, {
    where: { planId },
    attributes: ['periodId'],
    order: [['periodId', 'ASC']],
    limit: 1,
    transaction,
  });
  return row ? String(row.periodId) : null;
}
