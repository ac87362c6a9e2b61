import type { StatementJson } from '@accrue/engine';
import type { NamedDataset } from './dataset-people.js';
import type { Adjustment } from './adjustments.js';
import type { Overwrite } from './overwrites.js';
import type { RowEdit } from './row-edits.js';

/** A computed statement (doc 2 §3 Statement), with database ids. */
export interface Statement {
  id: number;
  planId: number;
  userId: number;
  periodId: string;
  /** YYYY-MM-DD, inclusive. */
  periodStart: string;
  periodEnd: string;
  /** Exact decimal text in `currency`; null when the engine could not finish the statement. */
  total: string | null;
  currency: string;
  /** The engine's review status: error, warning, or null when clean. */
  status: 'error' | 'warning' | null;
  /** The engine's statement (`statementToJson`): rules, KPIs, datasets, payments, errors. */
  content: StatementJson;
  calculatedAt: string;
}

/** What one calculation of a plan did. */
export interface CalculationSummary {
  planId: number;
  periodIds: string[];
  /** Statements written (every assigned user × period). */
  statements: number;
  /** Statements the engine flagged with an error (their errors are in their content). */
  inError: number;
  durationMs: number;
}

export interface StatementPeriod {
  id: string;
  startDate: string;
  endDate: string;
}
export interface StatementPlanRef {
  id: number;
  name: string;
}
export interface StatementUserRef {
  id: number;
  firstName: string;
  lastName: string;
  fullName: string;
}

/** A statement in a list (GET /userStatements, GET /statements/list-mine). */
export interface UserStatement {
  id: number;
  plan: StatementPlanRef;
  user: StatementUserRef;
  period: StatementPeriod;
  total: string | null;
  currency: string;
  status: Statement['status'];
  /** Where its review stands (reviews); null when its plan has no workflow, absent where not read. */
  reviewStatus?: 'unreviewed' | 'underReview' | 'reviewed' | null;
  /** Its forecast, in a forecast list only. */
  forecast?: { id: number; total: string | null; calculatedAt: string };
  calculatedAt: string;
}

export interface UserStatementPage {
  items: UserStatement[];
  totalItems: number;
  currentPage: number;
  pageCount: number;
}

/** GET /statements/{id}: the statement's figures as the engine computed them, with names. */
export interface StatementDetail extends UserStatement {
  userId: number;
  incomplete: boolean;
  rules: StatementJson['rules'];
  kpis: StatementJson['kpis'];
  datasets: NamedDataset[];
  payments: StatementJson['payments'];
  errors: StatementJson['errors'];
  /** The statement's adjustments and overwrites (their own records, with author and date). */
  adjustments: Adjustment[];
  overwrites: Overwrite[];
  /** The rows removed from or added to its datasets by hand. */
  rowEdits?: RowEdit[];
  /** Its forecast's id (forecasts.ts), null when its plan computed none for it. */
  forecastId: number | null;
}
