import { createHash } from 'node:crypto';
import type { StatementJson } from '@accrue/engine';
import type { Transaction } from 'sequelize';
import type { NewRow, Tenant } from '../../platform/db/tenancy.js';
import * as data from '../data/index.js';
import { adjustmentInputs } from './adjustments.js';
import { parseContent } from './content-codec.js';
import { overwriteInputs } from './overwrites.js';
import { rowEditInputs } from './row-edits.js';
import { statementVersionsTable, type StatementRow, type StatementVersionRow } from './tables.js';

/**
 * Statement versions (issue #13 point 5): what one calculation of a statement was computed from
 * and what it gave, kept whenever its figures change. The `statements` row is the current version.
 */

/** What a calculation was computed from, stored with each version it writes. */
export interface Provenance {
  /** The calculation job; null for a calculation outside jobs (the demo seeding). */
  jobId: number | null;
  /** The plan's version when it was computed. */
  planVersion: number | null;
  /** The last change set of the company's data when the calculation loaded it (0: none yet). */
  changeSetId: number | null;
  /** The adjustments and overwrites applied to each statement. */
  edits?: AppliedEdits;
}

export interface VersionInputs {
  changeSetId: number | null;
  adjustmentIds: number[];
  overwriteIds: number[];
  /**
   * The row edits (row-edits.ts) with what each did, so that a comparison still names one removed
   * since; absent from versions written before them.
   */
  rowEdits?: AppliedRowEdit[];
}

/**
 * The figures one version is compared on: rules and KPIs with their values and lines, read from its
 * content (`figuresOf`); a statement keeps their hash to know whether a calculation changed them.
 */
export interface VersionFigures {
  total: string | null;
  status: string | null;
  rules: {
    name: string;
    label: string;
    format: string;
    value: unknown;
    overwritten?: { original: unknown };
    lines?: { recordKey: string; value: string }[];
  }[];
  kpis: {
    name: string;
    label: string;
    format: string;
    value: unknown;
    overwritten?: { original: unknown };
  }[];
  payments: StatementJson['payments'] | null;
}

export function figuresOf(content: StatementJson): VersionFigures {
  return {
    total: content.total ?? null,
    status: content.status ?? null,
    rules: (content.rules ?? []).map((rule) => ({
      name: rule.name,
      label: rule.label,
      format: rule.format,
      value: rule.value,
      ...(rule.overwritten ? { overwritten: rule.overwritten } : {}),
      ...(rule.lines
        ? { lines: rule.lines.map((line) => ({ recordKey: line.recordKey, value: line.value })) }
        : {}),
    })),
    kpis: (content.kpis ?? []).map((kpi) => ({
      name: kpi.name,
      label: kpi.label,
      format: kpi.format,
      value: kpi.value,
      ...(kpi.overwritten ? { overwritten: kpi.overwritten } : {}),
    })),
    payments: content.payments ?? null,
  };
}

/** The hash a statement row keeps of its figures (the same figures give the same hash). */
export function hashOfFigures(figures: VersionFigures): string {
  return createHash('sha256').update(JSON.stringify(figures)).digest('hex');
}

/**
 * The last change set id of the company's data, read before a calculation loads its records: a
 * version computed after it saw every change set up to this one (0 when the company has none).
 */
export function lastChangeSetId(tenant: Tenant): Promise<number> {
  // One read on the (companyId, id) index: paging through every change set from the first grew
  // with each push (a company pushing all day writes thousands a day).
  return data.newestChangeSet(tenant);
}

/** A row edit a version was computed with: which row of which table, left out or added. */
export interface AppliedRowEdit {
  id: number;
  table: string;
  recordKey: string;
  kind: 'exclude' | 'include';
}

/** The edits applied to one statement, by `${userId}|${periodId}`. */
export type AppliedEdits = Map<
  string,
  { adjustmentIds: number[]; overwriteIds: number[]; rowEdits: AppliedRowEdit[] }
>;

/**
 * What a calculation of a plan is computed from (read just before it loads its input): the plan's
 * version, the data's last change set, and the adjustments and overwrites of those periods.
 */
export async function provenanceOf(
  tenant: Tenant,
  plan: { id: number; version: number },
  jobId: number | null,
  periodIds: readonly string[],
): Promise<Provenance> {
  const [changeSetId, adjustments, overwrites, rowEdits] = await Promise.all([
    lastChangeSetId(tenant),
    adjustmentInputs(tenant, plan.id, periodIds),
    overwriteInputs(tenant, plan.id, periodIds),
    rowEditInputs(tenant, plan.id, periodIds),
  ]);
  const edits: AppliedEdits = new Map();
  const entry = (userId: number, periodId: string) => {
    const key = `${userId}|${periodId}`;
    if (!edits.has(key)) edits.set(key, { adjustmentIds: [], overwriteIds: [], rowEdits: [] });
    return edits.get(key)!;
  };
  for (const adjustment of adjustments)
    entry(adjustment.userId, adjustment.periodId).adjustmentIds.push(Number(adjustment.id));
  for (const overwrite of overwrites)
    entry(overwrite.userId, overwrite.periodId).overwriteIds.push(Number(overwrite.id));
  for (const edit of rowEdits)
    entry(edit.userId, edit.periodId).rowEdits.push({
      id: Number(edit.id),
      table: edit.table,
      recordKey: edit.recordKey,
      kind: edit.kind,
    });
  return { jobId, planVersion: plan.version, changeSetId, edits };
}

/** A statement row about to be written, with the version bookkeeping persist needs. */
export interface VersionedRow {
  row: NewRow<StatementRow>;
  figures: VersionFigures;
  hash: string;
}

export function versioned(row: NewRow<StatementRow>): VersionedRow {
  const figures = serializedFigures.get(row) ?? figuresOf(parseContent(row.content));
  return { row, figures, hash: hashOfFigures(figures) };
}

/**
 * The figures of rows a calculation just serialized, taken from the object it serialized: parsing
 * each statement's content again only to hash its figures was about a fifth of a large job's
 * processor time (bench:calc's profile).
 */
const serializedFigures = new WeakMap<object, VersionFigures>();

/** A statement row serialized from `content`, its figures remembered for `versioned`. */
export function withFigures<Row extends NewRow<StatementRow>>(row: Row, content: StatementJson): Row {
  serializedFigures.set(row, figuresOf(content));
  return row;
}

/**
 * A version row of `statementId` from a statement row: its content (which holds its figures) and
 * its provenance.
 */
export function versionRow(
  statementId: number,
  version: number,
  source: {
    row: Pick<StatementRow, 'planId' | 'userId' | 'periodId' | 'total' | 'status' | 'content'> & {
      calculatedAt: Date | string;
    };
  },
  provenance: Provenance | null,
): NewRow<StatementVersionRow> {
  const edits = provenance?.edits?.get(`${Number(source.row.userId)}|${source.row.periodId}`);
  const inputs: VersionInputs = {
    changeSetId: provenance?.changeSetId ?? null,
    adjustmentIds: [...(edits?.adjustmentIds ?? [])],
    overwriteIds: [...(edits?.overwriteIds ?? [])],
    rowEdits: [...(edits?.rowEdits ?? [])],
  };
  return {
    statementId,
    version,
    planId: source.row.planId,
    userId: source.row.userId,
    periodId: source.row.periodId,
    createdAt: source.row.calculatedAt,
    jobId: provenance?.jobId ?? null,
    planVersion: provenance?.planVersion ?? null,
    total: source.row.total,
    status: source.row.status,
    inputs: JSON.stringify(inputs),
    content: source.row.content,
  };
}

export async function insertVersions(
  tenant: Tenant,
  transaction: Transaction,
  rows: readonly NewRow<StatementVersionRow>[],
): Promise<void> {
  await tenant.loadMany(statementVersionsTable, rows, transaction);
}
