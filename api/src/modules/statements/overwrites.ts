import type { WhereOptions } from 'sequelize';
import type { Context } from '../../platform/context.js';
import type { Tenant } from '../../platform/db/tenancy.js';
import { toIso, toJson } from '../../platform/db/values.js';
import { Invalid, MESSAGES, NotFound } from '../../platform/errors.js';
import {
  createdByOf,
  deleteStatementEdit,
  editInputs,
  editsOfStatement,
  listStatementEdits,
  storeStatementEdit,
  recordStatementChange,
  statementToChange,
  type Author,
  type EditsPage,
  type ListedEdit,
  type StatementIdentity,
} from './statement-edits.js';
import { overwritesTable, type OverwriteRow } from './tables.js';
import type { StatementDetail } from './types.js';

/**
 * Statement overwrites (doc 2 §3, §7): a value given by hand for a rule's result, a KPI, or a
 * calculated field of one dataset row, replacing what the engine computed. The engine applies
 * them itself (its input's `overwrites`: the overwritten value feeds every formula after it, and
 * the statement JSON keeps the original), so each change enqueues a calculation of that one
 * statement. An overwrite keeps the value shown before it, its author and date; a new overwrite
 * of the same figure replaces the previous one.
 */

export const OVERWRITE_MESSAGES = {
  notFound: 'Overwrite not found.',
  notAllowed: 'You may not overwrite this statement.',
  noRule: (name: string) => `No rule "${name}" on this statement.`,
  noKpi: (name: string) => `No KPI "${name}" on this statement.`,
  noDataset: (name: string) => `No dataset "${name}" on this statement.`,
  noRow: (key: string) => `No row "${key}" in this dataset.`,
  notCalculated: (name: string) => `"${name}" is not a calculated field of this dataset.`,
  holdAndRelease: 'A hold-and-release result cannot be overwritten; adjust the statement instead',
  conflict: 'This figure was overwritten at the same time; try again.',
} as const;

export type OverwriteKind = 'rule' | 'kpi' | 'field';
type JsonValue = string | boolean | null;

/** An overwrite as the API shows it. */
export interface Overwrite {
  id: number;
  statementId: number;
  kind: OverwriteKind;
  /** The rule, KPI or calculated field's machine name. */
  token: string;
  /** For a field: the dataset (table) and the row's record key. */
  datasetId: string | null;
  recordKey: string | null;
  /** The value shown before, as its format prints it. */
  oldValue: JsonValue | { rows: number };
  value: JsonValue;
  createdBy: Author | null;
  createdAt: string;
}

function toOverwrite(row: OverwriteRow, authors: ReadonlyMap<number, Author>): Overwrite {
  return {
    id: Number(row.id),
    statementId: Number(row.statementId),
    kind: row.kind,
    token: String(row.token),
    datasetId: row.tableName === null ? null : String(row.tableName),
    recordKey: row.recordKey === null ? null : String(row.recordKey),
    oldValue: toJson(row.oldValue, null),
    value: toJson(row.value, null),
    createdBy: createdByOf(row, authors),
    createdAt: toIso(row.createdAt)!,
  };
}

const DECIMAL = /^-?\d{1,15}(\.\d{1,10})?$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The value checked against the figure's format (doc 2 §3 formats), as the engine reads it. */
function checkedValue(value: unknown, format: string): JsonValue {
  if (value === null) return null;
  switch (format) {
    case 'number':
    case 'currency':
    case 'percent':
      if (typeof value !== 'string' || !DECIMAL.test(value))
        throw new Invalid([{ field: 'value', message: MESSAGES.pattern(DECIMAL.source) }]);
      return value;
    case 'boolean':
      if (typeof value !== 'boolean') throw new Invalid([{ field: 'value', message: MESSAGES.boolean }]);
      return value;
    case 'date':
      if (typeof value !== 'string' || !DATE.test(value))
        throw new Invalid([{ field: 'value', message: MESSAGES.dateFormat }]);
      if (Number.isNaN(Date.parse(`${value}T00:00:00Z`)))
        throw new Invalid([{ field: 'value', message: MESSAGES.invalidDate }]);
      return value;
    default:
      if (typeof value !== 'string')
        throw new Invalid([{ field: 'value', message: MESSAGES.type('string') }]);
      return value;
  }
}

interface Target {
  kind: OverwriteKind;
  token: string;
  table: string | null;
  recordKey: string | null;
  format: string;
  current: JsonValue | { rows: number };
}

/** The figure a rule or KPI overwrite names on the statement, or 422. */
function tokenTarget(statement: StatementDetail, kind: 'rule' | 'kpi', token: string): Target {
  if (kind === 'rule') {
    const rule = statement.rules.find((r) => r.name === token);
    if (!rule) throw new Invalid([{ field: 'token', message: OVERWRITE_MESSAGES.noRule(token) }]);
    if (rule.type === 'HOLD_AND_RELEASE')
      throw new Invalid([{ field: 'token', message: OVERWRITE_MESSAGES.holdAndRelease }]);
    return { kind, token, table: null, recordKey: null, format: rule.format, current: rule.value };
  }
  const kpi = statement.kpis.find((k) => k.name === token);
  if (!kpi) throw new Invalid([{ field: 'token', message: OVERWRITE_MESSAGES.noKpi(token) }]);
  return { kind, token, table: null, recordKey: null, format: kpi.format, current: kpi.value };
}

/** The calculated field of a dataset row a field overwrite names, or 404 / 422. */
function fieldTarget(statement: StatementDetail, table: string, recordKey: string, field: string): Target {
  const dataset = statement.datasets.find((d) => d.table === table);
  if (!dataset) throw new NotFound(OVERWRITE_MESSAGES.noDataset(table));
  const column = dataset.columns.find((c) => c.name === field);
  if (!column?.calculated)
    throw new Invalid([{ field: 'field', message: OVERWRITE_MESSAGES.notCalculated(field) }]);
  const row = dataset.rows.find((r) => r.key === recordKey);
  if (!row) throw new Invalid([{ field: 'recordKey', message: OVERWRITE_MESSAGES.noRow(recordKey) }]);
  return {
    kind: 'field',
    token: field,
    table,
    recordKey,
    format: column.format,
    current: row.values[field] ?? null,
  };
}

/** The statement `statementId` if the caller may overwrite it and edit its rows (see statementToChange). */
export function statementToOverwrite(context: Context, statementId: number): Promise<StatementDetail> {
  return statementToChange(context, statementId, 'OVERWRITE_STATEMENTS', OVERWRITE_MESSAGES.notAllowed);
}

const targetKey = (t: Pick<Target, 'kind' | 'table' | 'recordKey' | 'token'>) =>
  JSON.stringify([t.kind, t.table, t.recordKey, t.token]);

export interface OverwriteWrite {
  overwrite: Overwrite;
  calculationId: number | null;
}

/** Stores the overwrite in place of any earlier one of the same figure, then recalculates. */
async function writeOverwrite(
  context: Context,
  statement: StatementDetail,
  target: Target,
  rawValue: unknown,
): Promise<OverwriteWrite> {
  const value = checkedValue(rawValue, target.format);
  const key = targetKey(target);
  const { edit, calculationId } = await storeStatementEdit(
    context,
    statement,
    overwritesTable,
    async (transaction) => {
      await context.tenant.destroy(
        overwritesTable,
        { planId: statement.plan.id, userId: statement.userId, periodId: statement.period.id, target: key },
        transaction,
      );
      const inserted = await context.tenant.insert(
        overwritesTable,
        {
          statementId: statement.id,
          planId: statement.plan.id,
          userId: statement.userId,
          periodId: statement.period.id,
          kind: target.kind,
          token: target.token,
          tableName: target.table,
          recordKey: target.recordKey,
          target: key,
          oldValue: JSON.stringify(target.current),
          value: JSON.stringify(value),
          createdBy: context.userId ?? null,
          createdAt: new Date(),
        },
        transaction,
      );
      await recordStatementChange(
        context,
        'overwrite.created',
        statement,
        { overwriteId: inserted, target: key, from: target.current, value },
        transaction,
      );
      return inserted;
    },
    OVERWRITE_MESSAGES.conflict,
    toOverwrite,
  );
  return { overwrite: edit, calculationId };
}

/** POST /statements/{id}/overwrites: a rule's result or a KPI. */
export async function createOverwrite(
  context: Context,
  statementId: number,
  input: { kind: 'rule' | 'kpi'; token: string; value: unknown },
): Promise<OverwriteWrite> {
  const statement = await statementToOverwrite(context, statementId);
  return writeOverwrite(context, statement, tokenTarget(statement, input.kind, input.token), input.value);
}

/** POST /statements/{id}/datasets/{datasetId}/overwrites: a calculated field of one row. */
export async function createDatasetOverwrite(
  context: Context,
  statementId: number,
  datasetId: string,
  input: { recordKey: string; field: string; value: unknown },
): Promise<OverwriteWrite> {
  const statement = await statementToOverwrite(context, statementId);
  const target = fieldTarget(statement, datasetId, input.recordKey, input.field);
  return writeOverwrite(context, statement, target, input.value);
}

/** DELETE /statements/{id}/overwrites/{overwriteId}: the engine's value comes back. */
export async function deleteOverwrite(
  context: Context,
  statementId: number,
  overwriteId: number,
): Promise<void> {
  const statement = await statementToOverwrite(context, statementId);
  await deleteStatementEdit(context, statement, overwritesTable, overwriteId, {
    notFound: OVERWRITE_MESSAGES.notFound,
    change: (row) => ({ action: 'overwrite.deleted', details: { overwriteId, target: String(row.target) } }),
  });
}

/** A statement's overwrites (by its plan, user and period), oldest first. */
export function overwritesOfStatement(
  tenant: Tenant,
  /** The statement's plan, user and period, or its id. */
  statement: StatementIdentity | number,
): Promise<Overwrite[]> {
  return editsOfStatement(tenant, overwritesTable, statement, toOverwrite, 1000);
}

/** What the engine applies to a plan's statements of these periods. */
export function overwriteInputs(tenant: Tenant, planId: number, periodIds: readonly string[]) {
  return editInputs(tenant, overwritesTable, planId, periodIds, (row) => ({
    kind: row.kind,
    token: String(row.token),
    ...(row.tableName === null ? {} : { table: String(row.tableName) }),
    ...(row.recordKey === null ? {} : { recordKey: String(row.recordKey) }),
    value: toJson<JsonValue>(row.value, null),
  }));
}

/** An overwrite in the /overwrites list: with its statement's user, plan and period. */
export interface OverwriteListItem extends Overwrite, ListedEdit {}

export interface OverwriteQuery {
  periodId?: string;
  planIds?: readonly number[];
  userIds?: readonly number[];
  kind?: OverwriteKind;
  page?: number;
  limit?: number;
}

/** GET /overwrites: the overwrites of the statements in the caller's reach, latest first, paged. */
export function listOverwrites(
  context: Context,
  query: OverwriteQuery,
): Promise<EditsPage<OverwriteListItem>> {
  const narrowedBy: WhereOptions[] = [];
  if (query.planIds?.length) narrowedBy.push({ planId: [...query.planIds] });
  if (query.userIds?.length) narrowedBy.push({ userId: [...query.userIds] });
  if (query.kind) narrowedBy.push({ kind: query.kind });
  return listStatementEdits(context, overwritesTable, query, narrowedBy, toOverwrite);
}
