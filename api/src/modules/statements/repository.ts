import type { WhereOptions } from 'sequelize';
import type { NewRow, Tenant } from '../../platform/db/tenancy.js';
import { toDateOnly, toIso, toStringOrNull } from '../../platform/db/values.js';
import { replaceForecastsIn, replaceStatementsIn } from './calculation/persist.js';
import { toStatement } from './mappers.js';
import type { Provenance } from './versions.js';
import { forecastsTable, statementsTable, type ForecastRow, type StatementRow } from './tables.js';
import type { Statement } from './types.js';

/**
 * Replaces the plan's statements of these periods by `rows`, in one transaction: a reader sees
 * the previous calculation or the new one, never a mix. Rows go in as multi-row INSERTs; ids are
 * kept and versions written as a calculation job does (calculation/persist.ts), and the plan's
 * forecasts (when it has forecasting) replaced beside them.
 */
export async function replaceStatements(
  tenant: Tenant,
  planId: number,
  periodIds: readonly string[],
  rows: readonly NewRow<StatementRow>[],
  provenance: Provenance | null = null,
  forecasts: readonly NewRow<ForecastRow>[] | null = null,
): Promise<void> {
  const scope = { planId, periodIds, userIds: null };
  await tenant.transaction(async (t) => {
    await replaceStatementsIn(tenant, t, scope, rows, provenance);
    if (forecasts) await replaceForecastsIn(tenant, t, scope, forecasts);
  });
}

export interface StatementFilter {
  planId?: number;
  userId?: number;
  periodIds?: readonly string[];
}

export async function listStatements(tenant: Tenant, filter: StatementFilter = {}): Promise<Statement[]> {
  const where: WhereOptions = {
    ...(filter.planId !== undefined ? { planId: filter.planId } : {}),
    ...(filter.userId !== undefined ? { userId: filter.userId } : {}),
    ...(filter.periodIds ? { periodId: [...filter.periodIds] } : {}),
  };
  return (
    await tenant.findAll(statementsTable, {
      where,
      order: [
        ['periodId', 'ASC'],
        ['userId', 'ASC'],
      ],
    })
  ).map(toStatement);
}

/** A statement without its content: what a list shows. */
export type StatementHead = Omit<Statement, 'content'>;

const HEAD_COLUMNS = [
  'id',
  'planId',
  'userId',
  'periodId',
  'periodStart',
  'periodEnd',
  'total',
  'currency',
  'status',
  'calculatedAt',
];

/**
 * The statements matching `where` (already narrowed to the caller's reach), without their content:
 * at most one per plan and user for one period, so the caller sorts and pages them.
 */
export async function listStatementHeads(tenant: Tenant, where: WhereOptions): Promise<StatementHead[]> {
  const rows = await tenant.findAll(statementsTable, { where, attributes: HEAD_COLUMNS });
  return rows.map((row) => {
    const { content: _content, ...head } = toStatement({ ...row, content: '{}' });
    return head;
  });
}

/** A page of the statements matching `where`, latest period first, then by plan. */
export async function pageStatementHeads(
  tenant: Tenant,
  where: WhereOptions,
  page: { offset: number; limit: number },
): Promise<{ items: StatementHead[]; total: number }> {
  const [rows, total] = await Promise.all([
    tenant.findAll(statementsTable, {
      where,
      attributes: HEAD_COLUMNS,
      order: [
        ['periodStart', 'DESC'],
        ['planId', 'ASC'],
        ['id', 'ASC'],
      ],
      offset: page.offset,
      limit: page.limit,
    }),
    tenant.count(statementsTable, where),
  ]);
  return {
    items: rows.map((row) => {
      const { content: _content, ...head } = toStatement({ ...row, content: '{}' });
      return head;
    }),
    total,
  };
}

/**
 * The distinct periods of the statements (or forecasts) matching `where`, latest first (at most `limit`). The
 * tenancy layer has no GROUP BY, so the three period columns of the matching rows are read (one
 * row per plan, user and period) and reduced here.
 */
export async function listPeriods(
  tenant: Tenant,
  where: WhereOptions,
  limit: number,
  of: 'statements' | 'forecasts' = 'statements',
): Promise<{ id: string; startDate: string; endDate: string }[]> {
  const options = {
    where,
    attributes: ['periodId', 'periodStart', 'periodEnd'],
    order: [
      ['periodStart', 'DESC'],
      ['periodId', 'ASC'],
    ] as [string, 'ASC' | 'DESC'][],
  };
  const rows =
    of === 'forecasts'
      ? await tenant.findAll(forecastsTable, options)
      : await tenant.findAll(statementsTable, options);
  const periods = new Map<string, { id: string; startDate: string; endDate: string }>();
  for (const row of rows) {
    if (periods.size >= limit) break;
    const id = String(row.periodId);
    if (!periods.has(id))
      periods.set(id, { id, startDate: toDateOnly(row.periodStart)!, endDate: toDateOnly(row.periodEnd)! });
  }
  return [...periods.values()];
}

export async function findStatement(tenant: Tenant, id: number): Promise<Statement | null> {
  const row = await tenant.findById(statementsTable, id);
  return row ? toStatement(row) : null;
}

/** A forecast as a statement list shows it beside the statement (GET /userStatements?isForecast). */
export interface ForecastSummary {
  id: number;
  total: string | null;
  calculatedAt: string;
}

/** The key a forecast shares with its statement. */
export const forecastKeyOf = (row: { planId: number; userId: number; periodId: string }) =>
  `${Number(row.planId)}|${Number(row.userId)}|${row.periodId}`;

/** The id of the statement's forecast, or null when its plan computed none for it. */
export async function forecastIdOf(
  tenant: Tenant,
  statement: Pick<Statement, 'planId' | 'userId' | 'periodId'>,
): Promise<number | null> {
  const [row] = await tenant.findAll(forecastsTable, {
    where: { planId: statement.planId, userId: statement.userId, periodId: statement.periodId },
    attributes: ['id'],
    limit: 1,
  });
  return row ? Number(row.id) : null;
}

/**
 * The forecasts of the statements matching `where` (already narrowed to the caller's reach), by
 * the key they share with their statement.
 */
export async function forecastSummaries(
  tenant: Tenant,
  where: WhereOptions,
): Promise<(statement: { planId: number; userId: number; periodId: string }) => ForecastSummary | undefined> {
  const rows = await tenant.findAll(forecastsTable, {
    where,
    attributes: ['id', 'planId', 'userId', 'periodId', 'total', 'calculatedAt'],
  });
  const byKey = new Map(
    rows.map((row) => [
      forecastKeyOf(row),
      { id: Number(row.id), total: toStringOrNull(row.total), calculatedAt: toIso(row.calculatedAt)! },
    ]),
  );
  return (statement) => byKey.get(forecastKeyOf(statement));
}
