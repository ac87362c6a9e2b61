/**
 * What a calculation reads: everything comes in as plain data, so the engine never does I/O.
 * Dates are YYYY-MM-DD text; amounts are decimal text (or JSON numbers, read by their decimal
 * spelling). See docs/plan-format.md, "Bundle".
 */
import type { Rec } from '../formula/runtime-api.js';

export type RawValue = string | number | boolean | null | undefined;
export type RawRecord = Record<string, RawValue>;

export interface UserInput {
  id: string;
  name?: string;
  currency?: string;
}

export interface TeamInput {
  id: string;
  name?: string;
  parentId?: string | null;
}

export interface TeamAssignmentInput {
  teamId: string;
  userId: string;
  role: 'TEAM_MANAGER' | 'TEAM_EMPLOYEE';
  /** Inclusive; null or absent: since always. */
  effectiveAsOf?: string | null;
  /** Inclusive; null or absent: indefinite. */
  effectiveUntil?: string | null;
}

/** A per-user plan parameter's value: decimal text or a JSON number, text, YYYY-MM-DD, true/false. */
export type ParameterValue = string | number | boolean;

export interface PlanAssignmentInput {
  userId: string;
  effectiveAsOf?: string | null;
  effectiveUntil?: string | null;
  /**
   * Values of the plan's `parameters` for this user while this assignment is in force (machine
   * name -> value). A statement reads the assignment in force at its period end. Names the plan
   * does not declare are ignored; an empty value is no value.
   */
  parameters?: Record<string, ParameterValue | null | undefined>;
}

export interface QuotaValueInput {
  /** Quota machine name in the plan. */
  quota: string;
  userId?: string;
  teamId?: string;
  /** The value applies from this date until the next value's date. */
  date: string;
  value: string | number;
}

export interface CurrencyRateInput {
  /** 1 unit of `currency` is worth `rate` units of the company currency. */
  currency: string;
  rate: string | number;
  /** Effective from this date (absent: always). */
  date?: string;
}

export interface AdjustmentInput {
  id?: string;
  userId: string;
  periodId: string;
  amount: string | number;
  label?: string;
}

export interface OverwriteInput {
  id?: string;
  userId: string;
  periodId: string;
  /** rule: a rule's result; kpi: a variable; field: a calculated field of one dataset row. */
  kind: 'rule' | 'kpi' | 'field';
  token: string;
  /** For kind field: the filter (table) and the record key of the row. */
  table?: string;
  recordKey?: string;
  value: string | number | boolean | null;
}

/**
 * A row removed from or added to one statement's dataset by hand (doc 2 §7): `exclude` leaves the
 * record with key `recordKey` out of the table `table` (a filter of the plan) of that statement,
 * `include` adds the record of the filter's model with that key although the filter did not pick
 * it. Applied to the table before anything reads it (its aggregates, rule lines and dataset), in
 * list order, the last edit of a key winning; an included key the table already holds, or that no
 * record of the model has, changes nothing.
 */
export interface RowEditInput {
  id?: string;
  userId: string;
  periodId: string;
  table: string;
  recordKey: string;
  kind: 'exclude' | 'include';
}

export interface CalculationInput {
  company: { currency: string; precision?: number };
  /**
   * The month the company's fiscal year starts in: 1 (January, the default: the calendar year) to
   * 12. Year-to-date windows and functions, quarters and draws follow it; period ids keep their
   * calendar meaning (docs/plan-format.md, "Fiscal year").
   */
  fiscalYearStartMonth?: number;
  users: UserInput[];
  teams?: TeamInput[];
  teamAssignments?: TeamAssignmentInput[];
  /** Who is on the plan and when; absent: every user, always. */
  planAssignments?: PlanAssignmentInput[];
  /** Model machine name -> rows (raw values, converted by the model's formats). */
  records: Record<string, RawRecord[]>;
  /** Model machine name -> rows already in engine representation (skips conversion; benchmarks). */
  preparedRecords?: Record<string, Rec[]>;
  quotas?: QuotaValueInput[];
  rates?: CurrencyRateInput[];
  /** Period ids (2025-01, 2025-Q1, 2025) or a date range. */
  periods: string[] | { from: string; to: string };
  adjustments?: AdjustmentInput[];
  overwrites?: OverwriteInput[];
  /** Rows removed from or added to one statement's dataset (RowEditInput). */
  rowEdits?: RowEditInput[];
}

export interface CalculationOptions {
  /** Build dataset rows for displayed filters (default true). */
  datasets?: boolean;
  /** Stop after this many milliseconds; statements not reached get a timeout error. */
  timeLimitMs?: number;
}
