import type { StatementJson } from '@accrue/engine';
import { Decimal } from 'decimal.js';
import type { Context } from '../../platform/context.js';
import { toIso, toJson } from '../../platform/db/values.js';
import { NotFound } from '../../platform/errors.js';
import * as data from '../data/index.js';
import { adjustmentsOfStatement } from './adjustments.js';
import { parseContent } from './content-codec.js';
import { overwritesOfStatement } from './overwrites.js';
import { rowEditsOfStatement } from './row-edits.js';
import { getStatement } from './reading.js';
import type { VersionInputs } from './versions.js';
import { statementVersionsTable, type StatementVersionRow } from './tables.js';

/**
 * "Why did my number change" (issue #13 point 6): a statement's versions, and between any two of
 * them, per rule and KPI the old and new values and their causes, found from what each version
 * kept (plan version, last change set, content) and the statement's adjustments and overwrites.
 */

export const VERSION_MESSAGES = {
  notFound: 'Statement version not found.',
} as const;

/** The most record causes one comparison names. */
export const MAX_RECORD_CAUSES = 200;
/** The keys a change set cause names. */
export const MAX_SET_KEYS = 20;
/** The most change sets a comparison looks into for the records they changed. */
const MAX_CHANGE_SETS = 20;

type JsonValue = StatementJson['rules'][number]['value'];
type Format = StatementJson['rules'][number]['format'];

export interface StatementVersion {
  version: number;
  createdAt: string;
  jobId: number | null;
  planVersion: number | null;
  total: string | null;
  status: 'error' | 'warning' | null;
  changeSetId: number | null;
}

export type VersionCause =
  | { kind: 'planVersion'; from: number | null; to: number | null }
  | {
      kind: 'record';
      table: string;
      tableLabel: string;
      key: string;
      change: 'added' | 'removed' | 'changed';
      changeSetId: number | null;
      fields: { field: string; label: string; format: Format; from: JsonValue; to: JsonValue }[];
    }
  | {
      kind: 'changeSet';
      changeSetId: number;
      importId: number | null;
      createdAt: string;
      added: number;
      changed: number;
      removed: number;
      /** The keys it added, changed or removed (the first MAX_SET_KEYS). */
      keys: string[];
    }
  | {
      kind: 'adjustment';
      adjustmentId: number | null;
      amount: string;
      reason: string | null;
      author: string | null;
      date: string | null;
    }
  | {
      kind: 'rowEdit';
      rowEditId: number | null;
      datasetId: string;
      recordKey: string;
      edit: 'exclude' | 'include';
      reason: string | null;
      author: string | null;
      date: string | null;
    }
  | {
      kind: 'overwrite';
      overwriteId: number | null;
      target: 'rule' | 'kpi' | 'field';
      name: string;
      from: JsonValue;
      to: JsonValue;
      author: string | null;
      date: string | null;
    };

export interface VersionFigureChange {
  kind: 'total' | 'rule' | 'kpi';
  name: string;
  label: string;
  format: Format;
  from: JsonValue;
  to: JsonValue;
  causes: VersionCause[];
}

export interface StatementVersionComparison {
  statementId: number;
  currency: string;
  from: StatementVersion;
  to: StatementVersion;
  changes: VersionFigureChange[];
  causes: VersionCause[];
}

const SUMMARY_COLUMNS = ['version', 'createdAt', 'jobId', 'planVersion', 'total', 'status', 'inputs'];

function versionOf(row: Partial<StatementVersionRow>): StatementVersion {
  const inputs = toJson<Partial<VersionInputs>>(row.inputs, {});
  return {
    version: Number(row.version),
    createdAt: toIso(row.createdAt)!,
    jobId: row.jobId === null || row.jobId === undefined ? null : Number(row.jobId),
    planVersion: row.planVersion === null || row.planVersion === undefined ? null : Number(row.planVersion),
    total: row.total ?? null,
    status: (row.status ?? null) as StatementVersion['status'],
    changeSetId: inputs.changeSetId ?? null,
  };
}

/** GET /statements/{id}/versions: latest first; 404 / 403 as GET /statements/{id}. */
export async function listStatementVersions(
  context: Context,
  statementId: number,
  query: { page?: number; limit?: number },
): Promise<{ items: StatementVersion[]; totalItems: number; currentPage: number; pageCount: number }> {
  await getStatement(context, statementId);
  const page = query.page ?? 0;
  const limit = query.limit ?? 18;
  const { rows, total } = await context.tenant.findPage(statementVersionsTable, {
    where: { statementId },
    attributes: SUMMARY_COLUMNS,
    order: [['version', 'DESC']],
    offset: page * limit,
    limit,
  });
  return {
    items: rows.map(versionOf),
    totalItems: total,
    currentPage: page,
    pageCount: Math.ceil(total / limit),
  };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The records (dataset rows) that differ between two contents, their input fields only. */
function recordChanges(
  older: StatementJson,
  newer: StatementJson,
): Extract<VersionCause, { kind: 'record' }>[] {
  const causes: Extract<VersionCause, { kind: 'record' }>[] = [];
  const tables = new Map<
    string,
    { old?: StatementJson['datasets'][number]; new?: StatementJson['datasets'][number] }
  >();
  for (const dataset of older.datasets ?? []) tables.set(dataset.table, { old: dataset });
  for (const dataset of newer.datasets ?? [])
    tables.set(dataset.table, { ...tables.get(dataset.table), new: dataset });
  for (const [table, pair] of tables) {
    const columns = (pair.new ?? pair.old)!.columns.filter((column) => !column.calculated);
    const label = (pair.new ?? pair.old)!.label;
    const oldRows = new Map((pair.old?.rows ?? []).map((row) => [row.key, row.values]));
    const newRows = new Map((pair.new?.rows ?? []).map((row) => [row.key, row.values]));
    const keys = new Set([...oldRows.keys(), ...newRows.keys()]);
    for (const key of keys) {
      const before = oldRows.get(key);
      const after = newRows.get(key);
      const fields = columns
        .filter((column) => !same(before?.[column.name], after?.[column.name]))
        .map((column) => ({
          field: column.name,
          label: column.label,
          format: column.format,
          from: before ? (before[column.name] ?? null) : null,
          to: after ? (after[column.name] ?? null) : null,
        }));
      if (before && after && fields.length === 0) continue;
      causes.push({
        kind: 'record',
        table,
        tableLabel: label,
        key,
        change: !before ? 'added' : !after ? 'removed' : 'changed',
        changeSetId: null,
        fields,
      });
      if (causes.length >= MAX_RECORD_CAUSES) return causes;
    }
  }
  return causes;
}

/** The record keys whose line under `rule` differs between two contents. */
function linesChanged(older: StatementJson, newer: StatementJson, rule: string): Set<string> {
  const linesOf = (content: StatementJson) =>
    new Map(
      (content.rules ?? [])
        .find((candidate) => candidate.name === rule)
        ?.lines?.map((line) => [line.recordKey, line.value]) ?? [],
    );
  const before = linesOf(older);
  const after = linesOf(newer);
  return new Set(
    [...new Set([...before.keys(), ...after.keys()])].filter((key) => before.get(key) !== after.get(key)),
  );
}

/**
 * GET /statements/{id}/versions/{from}/compare/{to}: per rule and KPI whose value differs, the
 * two values and their causes. 404 for a version the statement does not have.
 */
export async function compareStatementVersions(
  context: Context,
  statementId: number,
  fromVersion: number,
  toVersion: number,
): Promise<StatementVersionComparison> {
  const statement = await getStatement(context, statementId);
  const [fromRow, toRow] = await Promise.all(
    [fromVersion, toVersion].map((version) =>
      context.tenant.findOne(statementVersionsTable, { statementId, version }),
    ),
  );
  if (!fromRow || !toRow) throw new NotFound(VERSION_MESSAGES.notFound);
  const from = versionOf(fromRow);
  const to = versionOf(toRow);
  const older = parseContent(fromRow.content);
  const newer = parseContent(toRow.content);
  // Either order may be asked: the change sets between are those after the earlier one.
  const [early, late] = from.version <= to.version ? [from, to] : [to, from];

  const causes: VersionCause[] = [];
  const planCause: VersionCause | null =
    from.planVersion !== to.planVersion
      ? { kind: 'planVersion', from: from.planVersion, to: to.planVersion }
      : null;
  if (planCause) causes.push(planCause);

  const records = recordChanges(older, newer);
  const sets = await changeSetsBetween(context, early.changeSetId, late.changeSetId);
  const setCauses: Extract<VersionCause, { kind: 'changeSet' }>[] = [];
  const setOf = new Map<string, number>();
  const wanted = new Set(records.map((record) => record.key));
  for (const [index, set] of sets.entries()) {
    // The last change sets are looked into (their keys named, and matched to the records).
    const keys =
      index >= sets.length - MAX_CHANGE_SETS
        ? (await data.changedKeysOf(context.tenant, set.id, { page: 0, limit: 10_000 })).items
        : [];
    for (const item of keys) if (wanted.has(item.key)) setOf.set(item.key, set.id);
    setCauses.push({
      kind: 'changeSet',
      changeSetId: set.id,
      importId: set.importId,
      createdAt: set.createdAt,
      added: set.added,
      changed: set.changed,
      removed: set.removed,
      keys: keys.slice(0, MAX_SET_KEYS).map((item) => item.key),
    });
  }
  for (const record of records) record.changeSetId = setOf.get(record.key) ?? null;
  causes.push(...setCauses);
  causes.push(...records);

  // The edits each version was computed with (their ids), so the comparison names the ones added
  // or removed in between, whatever the clock of each database says.
  const fromInputs = toJson<Partial<VersionInputs>>(fromRow.inputs, {});
  const toInputs = toJson<Partial<VersionInputs>>(toRow.inputs, {});
  const differing = (a: readonly number[] = [], b: readonly number[] = []) => {
    const inA = new Set(a);
    const inB = new Set(b);
    return new Set([...a.filter((id) => !inB.has(id)), ...b.filter((id) => !inA.has(id))]);
  };
  const adjustmentIds = differing(fromInputs.adjustmentIds, toInputs.adjustmentIds);
  const overwriteIds = differing(fromInputs.overwriteIds, toInputs.overwriteIds);
  const appliedRowEdits = new Map(
    [...(fromInputs.rowEdits ?? []), ...(toInputs.rowEdits ?? [])].map((edit) => [edit.id, edit]),
  );
  const rowEditIds = differing(
    fromInputs.rowEdits?.map((edit) => edit.id),
    toInputs.rowEdits?.map((edit) => edit.id),
  );
  const [adjustments, overwrites, rowEdits] = await Promise.all([
    adjustmentsOfStatement(context.tenant, statementId),
    overwritesOfStatement(context.tenant, statementId),
    rowEditsOfStatement(context.tenant, statementId),
  ]);
  const adjustmentCauses: VersionCause[] = adjustments
    .filter((adjustment) => adjustmentIds.has(adjustment.id))
    .map((adjustment) => ({
      kind: 'adjustment',
      adjustmentId: adjustment.id,
      amount: adjustment.amount,
      reason: adjustment.reason,
      author: adjustment.createdBy?.fullName ?? null,
      date: adjustment.updatedAt,
    }));
  const oldAdjusted = older.payments?.adjustments ?? '0';
  const newAdjusted = newer.payments?.adjustments ?? '0';
  if (adjustmentCauses.length === 0 && !new Decimal(oldAdjusted).equals(newAdjusted))
    // An adjustment deleted since, or edited: the change of the adjustments total.
    adjustmentCauses.push({
      kind: 'adjustment',
      adjustmentId: null,
      amount: new Decimal(newAdjusted).minus(oldAdjusted).toFixed(),
      reason: null,
      author: null,
      date: null,
    });
  causes.push(...adjustmentCauses);
  const overwriteCauses = overwrites
    .filter((overwrite) => overwriteIds.has(overwrite.id))
    .map((overwrite): Extract<VersionCause, { kind: 'overwrite' }> => ({
      kind: 'overwrite',
      overwriteId: overwrite.id,
      target: overwrite.kind,
      name: overwrite.recordKey ? `${overwrite.recordKey}.${overwrite.token}` : overwrite.token,
      from: (overwrite.oldValue ?? null) as JsonValue,
      to: overwrite.value as JsonValue,
      author: overwrite.createdBy?.fullName ?? null,
      date: overwrite.createdAt,
    }));
  causes.push(...overwriteCauses);
  // The rows left out or added by hand in between; one removed since is named from the version
  // that applied it (without its reason and author, gone with it).
  const current = new Map(rowEdits.map((edit) => [edit.id, edit]));
  const rowEditCauses = [...rowEditIds].flatMap((id): Extract<VersionCause, { kind: 'rowEdit' }>[] => {
    const edit = current.get(id);
    if (edit)
      return [
        {
          kind: 'rowEdit',
          rowEditId: edit.id,
          datasetId: edit.datasetId,
          recordKey: edit.recordKey,
          edit: edit.kind,
          reason: edit.reason,
          author: edit.createdBy?.fullName ?? null,
          date: edit.createdAt,
        },
      ];
    const applied = appliedRowEdits.get(id);
    return applied
      ? [
          {
            kind: 'rowEdit',
            rowEditId: null,
            datasetId: applied.table,
            recordKey: applied.recordKey,
            edit: applied.kind,
            reason: null,
            author: null,
            date: null,
          },
        ]
      : [];
  });
  causes.push(...rowEditCauses);

  const changes: VersionFigureChange[] = [];
  if (!same(older.total, newer.total))
    changes.push({
      kind: 'total',
      name: 'total',
      label: 'Total',
      format: 'currency',
      from: older.total ?? null,
      to: newer.total ?? null,
      causes,
    });
  const overwriteOf = (
    target: 'rule' | 'kpi',
    name: string,
    before?: { overwritten?: unknown },
    after?: { overwritten?: unknown },
  ) => {
    const found = overwriteCauses.filter((cause) => cause.target === target && cause.name === name);
    if (found.length || same(before?.overwritten, after?.overwritten)) return found;
    // Overwritten in one version and not the other, by an overwrite deleted since.
    return [
      {
        kind: 'overwrite' as const,
        overwriteId: null,
        target,
        name,
        from: ((before?.overwritten ? (before as { value?: JsonValue }).value : null) ?? null) as JsonValue,
        to: ((after?.overwritten ? (after as { value?: JsonValue }).value : null) ?? null) as JsonValue,
        author: null,
        date: null,
      },
    ];
  };
  /** A figure nothing of its own explains: the data that changed in between (if any). */
  const orData = (found: VersionCause[]) => (found.length ? found : setCauses);
  const recordCausesOf = (keys: Set<string> | null) =>
    records.filter((record) => keys === null || keys.has(record.key));
  for (const rule of unionByName(older.rules ?? [], newer.rules ?? [])) {
    if (same(rule.before?.value, rule.after?.value)) continue;
    const meta = (rule.after ?? rule.before)!;
    const lines = linesChanged(older, newer, rule.name);
    const ruleRecords = lines.size ? recordCausesOf(lines) : recordCausesOf(null);
    changes.push({
      kind: 'rule',
      name: rule.name,
      label: meta.label,
      format: meta.format,
      from: rule.before?.value ?? null,
      to: rule.after?.value ?? null,
      causes: orData([
        ...(planCause ? [planCause] : []),
        ...ruleRecords,
        ...rowEditCauses.filter((cause) => !lines.size || lines.has(cause.recordKey)),
        ...overwriteOf('rule', rule.name, rule.before, rule.after),
      ]),
    });
  }
  for (const kpi of unionByName(older.kpis ?? [], newer.kpis ?? [])) {
    if (same(kpi.before?.value, kpi.after?.value)) continue;
    const meta = (kpi.after ?? kpi.before)!;
    changes.push({
      kind: 'kpi',
      name: kpi.name,
      label: meta.label,
      format: meta.format,
      from: kpi.before?.value ?? null,
      to: kpi.after?.value ?? null,
      causes: orData([
        ...(planCause ? [planCause] : []),
        ...records,
        ...rowEditCauses,
        ...overwriteOf('kpi', kpi.name, kpi.before, kpi.after),
      ]),
    });
  }
  return { statementId, currency: statement.currency, from, to, changes, causes };
}

function unionByName<T extends { name: string }>(
  before: readonly T[],
  after: readonly T[],
): { name: string; before?: T; after?: T }[] {
  const all = new Map<string, { name: string; before?: T; after?: T }>();
  for (const item of before) all.set(item.name, { name: item.name, before: item });
  for (const item of after) all.set(item.name, { ...all.get(item.name), name: item.name, after: item });
  return [...all.values()];
}

/** The data change sets applied after `afterId` up to `upTo` (both as versions kept them). */
async function changeSetsBetween(
  context: Context,
  afterId: number | null,
  upTo: number | null,
): Promise<data.ChangeSet[]> {
  if (afterId === null || upTo === null || upTo <= afterId) return [];
  const sets = await data.changeSetsSince(context.tenant, { afterId, limit: 1000 });
  return sets.filter((set) => set.id <= upTo).slice(-100);
}
