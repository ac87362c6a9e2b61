import type { Context } from '../../platform/context.js';
import type { Tenant } from '../../platform/db/tenancy.js';
import { toIso } from '../../platform/db/values.js';
import { Conflict, Invalid, MESSAGES, NotFound } from '../../platform/errors.js';
import * as data from '../data/index.js';
import * as plans from '../plans/index.js';
import { OVERWRITE_MESSAGES, statementToOverwrite } from './overwrites.js';
import {
  createdByOf,
  deleteStatementEdit,
  editInputs,
  editsOfStatement,
  listStatementEdits,
  storeStatementEdit,
  recordStatementChange,
  type Author,
  type EditsPage,
  type ListedEdit,
  type StatementIdentity,
} from './statement-edits.js';
import { rowEditsTable, type RowEditRow } from './tables.js';
import type { StatementDetail } from './types.js';

/**
 * Rows removed from or added to one statement's dataset by hand (doc 2 §7: DELETE
 * /statements/{id}/datasets/{datasetId}/rows/{rowId} and POST …/rows, each with a body). What a
 * commission admin means by them: "this deal should not count on this statement" (credited by
 * mistake, disputed) or "this deal should count here too" (a record of the table's model its filter
 * did not pick). Neither touches the record nor any other statement: the engine applies the edits
 * to that statement's table before anything reads it (its input's `rowEdits`), so each change
 * enqueues a calculation of that one statement. An edit is stored like an overwrite (author, date,
 * and a reason), one per statement, table and key; removing it restores the row. Same permission as
 * overwrites; refused on a fully reviewed statement.
 */

export const ROW_EDIT_MESSAGES = {
  notFound: 'Row edit not found.',
  noRecord: (key: string) => `No record "${key}" in this dataset's model.`,
  alreadyShown: (key: string) => `Row "${key}" is already in this dataset.`,
  alreadyEdited: (key: string) =>
    `Row "${key}" was already left out or added by hand on this statement: remove that edit first.`,
} as const;

export type RowEditKind = 'exclude' | 'include';

/** A row edit as the API shows it. */
export interface RowEdit {
  id: number;
  statementId: number;
  datasetId: string;
  recordKey: string;
  kind: RowEditKind;
  reason: string;
  createdBy: Author | null;
  createdAt: string;
}

export interface RowEditWrite {
  rowEdit: RowEdit;
  calculationId: number | null;
}

function toRowEdit(row: RowEditRow, authors: ReadonlyMap<number, Author>): RowEdit {
  return {
    id: Number(row.id),
    statementId: Number(row.statementId),
    datasetId: String(row.tableName),
    recordKey: String(row.recordKey),
    kind: row.kind,
    reason: String(row.reason),
    createdBy: createdByOf(row, authors),
    createdAt: toIso(row.createdAt)!,
  };
}

/** The reason, trimmed; a blank one is refused as a missing one. */
function reasonOf(input: { reason?: unknown }): string {
  const reason = typeof input.reason === 'string' ? input.reason.trim() : '';
  if (!reason) throw new Invalid([{ field: 'reason', message: MESSAGES.required }]);
  return reason;
}

function datasetOf(statement: StatementDetail, table: string) {
  const dataset = statement.datasets.find((d) => d.table === table);
  if (!dataset) throw new NotFound(OVERWRITE_MESSAGES.noDataset(table));
  return dataset;
}

/** Stores the edit (one per statement, table and key: a second one at once answers 409), then recalculates. */
async function writeRowEdit(
  context: Context,
  statement: StatementDetail,
  edit: { table: string; recordKey: string; kind: RowEditKind; reason: string },
): Promise<RowEditWrite> {
  const identity = { planId: statement.plan.id, userId: statement.userId, periodId: statement.period.id };
  const { edit: rowEdit, calculationId } = await storeStatementEdit(
    context,
    statement,
    rowEditsTable,
    async (transaction) => {
      const existing = await context.tenant.findOne(
        rowEditsTable,
        { ...identity, tableName: edit.table, recordKey: edit.recordKey },
        transaction,
      );
      if (existing) throw new Conflict(ROW_EDIT_MESSAGES.alreadyEdited(edit.recordKey));
      const inserted = await context.tenant.insert(
        rowEditsTable,
        {
          statementId: statement.id,
          ...identity,
          tableName: edit.table,
          recordKey: edit.recordKey,
          kind: edit.kind,
          reason: edit.reason,
          createdBy: context.userId ?? null,
          createdAt: new Date(),
        },
        transaction,
      );
      await recordStatementChange(
        context,
        'rowEdit.created',
        statement,
        {
          rowEditId: inserted,
          table: edit.table,
          recordKey: edit.recordKey,
          kind: edit.kind,
          reason: edit.reason,
        },
        transaction,
      );
      return inserted;
    },
    ROW_EDIT_MESSAGES.alreadyEdited(edit.recordKey),
    toRowEdit,
  );
  return { rowEdit, calculationId };
}

/** DELETE /statements/{id}/datasets/{datasetId}/rows/{rowId}: leaves a row of the dataset out. */
export async function excludeRow(
  context: Context,
  statementId: number,
  table: string,
  recordKey: string,
  input: { reason?: unknown },
): Promise<RowEditWrite> {
  const statement = await statementToOverwrite(context, statementId);
  const dataset = datasetOf(statement, table);
  const reason = reasonOf(input);
  if (!(dataset.rows ?? []).some((row) => row.key === recordKey))
    throw new Invalid([{ field: 'rowId', message: OVERWRITE_MESSAGES.noRow(recordKey) }]);
  return writeRowEdit(context, statement, { table, recordKey, kind: 'exclude', reason });
}

/** POST /statements/{id}/datasets/{datasetId}/rows: adds a record of the dataset's model. */
export async function includeRow(
  context: Context,
  statementId: number,
  table: string,
  input: { recordKey: string; reason?: unknown },
): Promise<RowEditWrite> {
  const statement = await statementToOverwrite(context, statementId);
  const dataset = datasetOf(statement, table);
  const reason = reasonOf(input);
  const recordKey = input.recordKey;
  if ((dataset.rows ?? []).some((row) => row.key === recordKey))
    throw new Invalid([{ field: 'recordKey', message: ROW_EDIT_MESSAGES.alreadyShown(recordKey) }]);
  const plan = await plans.findPlan(context.tenant, statement.plan.id);
  const model = plan && plans.parsedDefinition(plan.definition)?.filters[table]?.model;
  if (!model || !(await data.recordExists(context.tenant, model, recordKey)))
    throw new Invalid([{ field: 'recordKey', message: ROW_EDIT_MESSAGES.noRecord(recordKey) }]);
  return writeRowEdit(context, statement, { table, recordKey, kind: 'include', reason });
}

/** DELETE /statements/{id}/row-edits/{rowEditId}: the row comes back (or goes) once recalculated. */
export async function deleteRowEdit(context: Context, statementId: number, rowEditId: number): Promise<void> {
  const statement = await statementToOverwrite(context, statementId);
  await deleteStatementEdit(context, statement, rowEditsTable, rowEditId, {
    notFound: ROW_EDIT_MESSAGES.notFound,
    change: (row) => ({
      action: 'rowEdit.deleted',
      details: { rowEditId, table: String(row.tableName), recordKey: String(row.recordKey), kind: row.kind },
    }),
  });
}

/** A statement's row edits (by its plan, user and period), oldest first. */
export function rowEditsOfStatement(
  tenant: Tenant,
  statement: StatementIdentity | number,
): Promise<RowEdit[]> {
  return editsOfStatement(tenant, rowEditsTable, statement, toRowEdit, 1000);
}

/** What the engine applies to a plan's statements of these periods (its input's `rowEdits`). */
export function rowEditInputs(tenant: Tenant, planId: number, periodIds: readonly string[]) {
  return editInputs(tenant, rowEditsTable, planId, periodIds, (row) => ({
    table: String(row.tableName),
    recordKey: String(row.recordKey),
    kind: row.kind,
  }));
}

/** A row edit in the /row-edits list: with its statement's user, plan, period and frozen state. */
export interface RowEditListItem extends RowEdit, ListedEdit {}

/** GET /row-edits: the row edits of the statements in the caller's reach, latest first, paged. */
export function listRowEdits(
  context: Context,
  query: { periodId?: string; page?: number; limit?: number },
): Promise<EditsPage<RowEditListItem>> {
  return listStatementEdits(context, rowEditsTable, query, [], toRowEdit);
}
