import { column, companyTable, type DbBoolean, type DbDate } from '../../platform/db/tables.js';

/**
 * A statement as the commission engine computed it: one per plan, user and period. `content` is
 * the engine's statement JSON; `total` its total as exact decimal text (null when unfinished).
 */
export interface StatementRow {
  id: number;
  companyId: number;
  planId: number;
  userId: number;
  periodId: string;
  periodStart: DbDate;
  periodEnd: DbDate;
  total: string | null;
  currency: string;
  status: string | null;
  content: string;
  calculatedAt: DbDate;
  /** The current version's number (statement_versions); 0 before the first version was kept. */
  version?: number;
  /** A hash of the current figures: a calculation writes a version only when it changes. */
  figuresHash?: string | null;
  /** The payments per category (doc 2 §3), copied from the content for the payments page. */
  paymentAchievement: string | null;
  paymentHold: string | null;
  paymentPaid: string | null;
  paymentAdjustments: string | null;
  paymentHeldBalance: string | null;
}

export const statementsTable = companyTable<StatementRow>('statements', {
  id: column.id,
  companyId: column.companyId,
  planId: column.integer,
  userId: column.integer,
  periodId: column.string,
  periodStart: column.dateOnly,
  periodEnd: column.dateOnly,
  total: column.string,
  currency: column.string,
  status: column.string,
  content: column.text,
  calculatedAt: column.date,
  version: column.integer,
  figuresHash: column.string,
  paymentAchievement: column.string,
  paymentHold: column.string,
  paymentPaid: column.string,
  paymentAdjustments: column.string,
  paymentHeldBalance: column.string,
});

/** One immutable version of a statement (migration 0023): written once, never updated. */
export interface StatementVersionRow {
  id: number;
  companyId: number;
  statementId: number;
  version: number;
  planId: number;
  userId: number;
  periodId: string;
  createdAt: DbDate;
  jobId: number | null;
  planVersion: number | null;
  total: string | null;
  status: string | null;
  /** JSON `VersionInputs`. */
  inputs: string;
  /** The engine's statement JSON of this version. */
  content: string;
}

export const statementVersionsTable = companyTable<StatementVersionRow>('statement_versions', {
  id: column.id,
  companyId: column.companyId,
  statementId: column.integer,
  version: column.integer,
  planId: column.integer,
  userId: column.integer,
  periodId: column.string,
  createdAt: column.date,
  jobId: column.integer,
  planVersion: column.integer,
  total: column.string,
  status: column.string,
  inputs: column.text,
  content: column.text,
});

/** When a user last opened /home (migration 0023): "what changed since your last visit". */
export interface HomeVisitRow {
  id: number;
  companyId: number;
  userId: number;
  visitAt: DbDate;
  seenAt: DbDate;
  previousVisitAt: DbDate | null;
}

export const homeVisitsTable = companyTable<HomeVisitRow>('home_visits', {
  id: column.id,
  companyId: column.companyId,
  userId: column.integer,
  visitAt: column.date,
  seenAt: column.date,
  previousVisitAt: column.date,
});

/** A statement adjustment (doc 2 §7): see adjustments.ts. */
export interface AdjustmentRow {
  id: number;
  companyId: number;
  statementId: number;
  planId: number;
  userId: number;
  periodId: string;
  amount: string;
  reason: string;
  createdBy: number | null;
  createdAt: DbDate;
  updatedAt: DbDate;
  version: number;
}

export const adjustmentsTable = companyTable<AdjustmentRow>('statement_adjustments', {
  id: column.id,
  companyId: column.companyId,
  statementId: column.integer,
  planId: column.integer,
  userId: column.integer,
  periodId: column.string,
  amount: column.string,
  reason: column.string,
  createdBy: column.integer,
  createdAt: column.date,
  updatedAt: column.date,
  version: column.integer,
});

/** A statement overwrite (doc 2 §7): see overwrites.ts. */
export interface OverwriteRow {
  id: number;
  companyId: number;
  statementId: number;
  planId: number;
  userId: number;
  periodId: string;
  kind: 'rule' | 'kpi' | 'field';
  token: string;
  tableName: string | null;
  recordKey: string | null;
  target: string;
  oldValue: string;
  value: string;
  createdBy: number | null;
  createdAt: DbDate;
}

export const overwritesTable = companyTable<OverwriteRow>('statement_overwrites', {
  id: column.id,
  companyId: column.companyId,
  statementId: column.integer,
  planId: column.integer,
  userId: column.integer,
  periodId: column.string,
  kind: column.string,
  token: column.string,
  tableName: column.string,
  recordKey: column.string,
  target: column.string,
  oldValue: column.text,
  value: column.text,
  createdBy: column.integer,
  createdAt: column.date,
});

/** A row removed from or added to one statement's dataset by hand (migration 0039). */
export interface RowEditRow {
  id: number;
  companyId: number;
  statementId: number;
  planId: number;
  userId: number;
  periodId: string;
  tableName: string;
  recordKey: string;
  kind: 'exclude' | 'include';
  reason: string;
  createdBy: number | null;
  createdAt: DbDate;
}

export const rowEditsTable = companyTable<RowEditRow>('statement_row_edits', {
  id: column.id,
  companyId: column.companyId,
  statementId: column.integer,
  planId: column.integer,
  userId: column.integer,
  periodId: column.string,
  tableName: column.string,
  recordKey: column.string,
  kind: column.string,
  reason: column.string,
  createdBy: column.integer,
  createdAt: column.date,
});

/** A review workflow of the company (migration 0030); `steps` is JSON `WorkflowStep[]`. */
export interface WorkflowRow {
  id: number;
  companyId: number;
  name: string;
  steps: string;
  version: number;
  createdAt: DbDate;
  updatedAt: DbDate;
}

export const workflowsTable = companyTable<WorkflowRow>('workflows', {
  id: column.id,
  companyId: column.companyId,
  name: column.string,
  steps: column.text,
  version: column.integer,
  createdAt: column.date,
  updatedAt: column.date,
});

/** The workflow a plan's statements are reviewed with (at most one per plan). */
export interface PlanWorkflowRow {
  id: number;
  companyId: number;
  planId: number;
  workflowId: number;
}

export const planWorkflowsTable = companyTable<PlanWorkflowRow>('plan_workflows', {
  id: column.id,
  companyId: column.companyId,
  planId: column.integer,
  workflowId: column.integer,
});

/**
 * A statement's review: the steps it started with (JSON `WorkflowStep[]`, kept when the workflow
 * changes later), how many are validated, and who took each (JSON `ReviewedStep[]`).
 */
export interface StatementReviewRow {
  id: number;
  companyId: number;
  statementId: number;
  planId: number;
  workflowName: string;
  steps: string;
  currentStep: number;
  complete: DbBoolean;
  completedAt: DbDate | null;
  history: string;
  version: number;
  updatedAt: DbDate;
}

export const statementReviewsTable = companyTable<StatementReviewRow>('statement_reviews', {
  id: column.id,
  companyId: column.companyId,
  statementId: column.integer,
  planId: column.integer,
  workflowName: column.string,
  steps: column.text,
  currentStep: column.integer,
  complete: column.boolean,
  completedAt: column.date,
  history: column.text,
  version: column.integer,
  updatedAt: column.date,
});

/** A started review campaign: a plan's statements of a period await review (doc 2 §3). */
export interface WorkflowCampaignRow {
  id: number;
  companyId: number;
  planId: number;
  periodId: string;
  startedAt: DbDate;
  startedBy: number | null;
}

export const workflowCampaignsTable = companyTable<WorkflowCampaignRow>('workflow_campaigns', {
  id: column.id,
  companyId: column.companyId,
  planId: column.integer,
  periodId: column.string,
  startedAt: column.date,
  startedBy: column.integer,
});

/**
 * A statement's forecast (migration 0033): the plan computed with its forecast formulas, one per
 * plan, user and period, found from its statement by that key. `content` is the engine's statement
 * JSON of the forecast; `comparison` the JSON `ForecastComparison` (forecasts.ts).
 */
export interface ForecastRow {
  id: number;
  companyId: number;
  planId: number;
  userId: number;
  periodId: string;
  periodStart: DbDate;
  periodEnd: DbDate;
  total: string | null;
  actualTotal: string | null;
  currency: string;
  status: string | null;
  content: string;
  comparison: string;
  calculatedAt: DbDate;
}

export const forecastsTable = companyTable<ForecastRow>('forecasts', {
  id: column.id,
  companyId: column.companyId,
  planId: column.integer,
  userId: column.integer,
  periodId: column.string,
  periodStart: column.dateOnly,
  periodEnd: column.dateOnly,
  total: column.string,
  actualTotal: column.string,
  currency: column.string,
  status: column.string,
  content: column.text,
  comparison: column.text,
  calculatedAt: column.date,
});
