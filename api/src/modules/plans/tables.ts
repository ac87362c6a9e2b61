import { column, companyTable, type DbBoolean, type DbDate } from '../../platform/db/tables.js';

/** A user's assignment to a plan, effective-dated (YYYY-MM-DD bounds, inclusive). */
export interface PlanAssignmentRow {
  id: number;
  companyId: number;
  planId: number;
  userId: number;
  effectiveAsOf: DbDate;
  effectiveUntil: DbDate | null;
  /** The values of the plan's parameters for this user, as JSON text (migration 0035). */
  parameters: string | null;
  createdAt: DbDate;
  updatedAt: DbDate;
}

export const planAssignmentsTable = companyTable<PlanAssignmentRow>('plan_assignments', {
  id: column.id,
  companyId: column.companyId,
  planId: column.integer,
  userId: column.integer,
  effectiveAsOf: column.dateOnly,
  effectiveUntil: column.dateOnly,
  parameters: column.text,
  createdAt: column.date,
  updatedAt: column.date,
});

/**
 * A compensation plan (doc 2 §3 Plan). `definition` is the plan in the engine's YAML plan format;
 * `name` and `frequency` are copied from it on every write.
 */
export interface PlanRow {
  id: number;
  companyId: number;
  name: string;
  definition: string;
  frequency: string;
  isHidden: DbBoolean;
  archived: DbBoolean;
  /** The day it was archived, which is the day its active assignments were ended (null when active). */
  archivedOn: DbDate | null;
  /** Incremented by every write: an edit based on an older version is refused. */
  version: number;
  createdAt: DbDate;
  updatedAt: DbDate;
}

export const plansTable = companyTable<PlanRow>('plans', {
  id: column.id,
  companyId: column.companyId,
  name: column.string,
  definition: column.text,
  frequency: column.string,
  isHidden: column.boolean,
  archived: column.boolean,
  archivedOn: column.dateOnly,
  version: column.integer,
  createdAt: column.date,
  updatedAt: column.date,
});

/** One saved change of a plan: who, when, what (a summary), and the definition as saved. */
export interface PlanVersionRow {
  id: number;
  companyId: number;
  planId: number;
  /** The plan's version once this change was saved. */
  version: number;
  authorId: number | null;
  summary: string;
  definition: string;
  createdAt: DbDate;
}

export const planVersionsTable = companyTable<PlanVersionRow>('plan_versions', {
  id: column.id,
  companyId: column.companyId,
  planId: column.integer,
  version: column.integer,
  authorId: column.integer,
  summary: column.string,
  definition: column.text,
  createdAt: column.date,
});
