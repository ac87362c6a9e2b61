/**
 * The plan definition: the versionable text format documented in docs/plan-format.md. These are
 * the types after parsing and validation (parsePlan); names follow the spec (doc 2 §3).
 */
import type { Frequency } from '../core/dates.js';

export const FORMATS = [
  'number',
  'currency',
  'percent',
  'text',
  'date',
  'date-time',
  'boolean',
  'table',
] as const;
export type Format = (typeof FORMATS)[number];

export const OPERATORS = [
  'CONTAINS',
  'MATCHES',
  'IN',
  'STARTS_WITH',
  'ENDS_WITH',
  'EXISTS',
  'GREATER_STRICT',
  'LOWER_STRICT',
  'GREATER_OR_EQUAL',
  'LOWER_OR_EQUAL',
  'EQUALS',
  'KEYWORD',
] as const;
export type Operator = (typeof OPERATORS)[number];

const ORDERED: Operator[] = [
  'EXISTS',
  'EQUALS',
  'GREATER_STRICT',
  'LOWER_STRICT',
  'GREATER_OR_EQUAL',
  'LOWER_OR_EQUAL',
];
/** Filter operators allowed per format (spec doc 2 §3, Tokens). */
export const OPERATORS_BY_FORMAT: Record<Format, readonly Operator[]> = {
  boolean: ['EXISTS', 'EQUALS'],
  date: ORDERED,
  'date-time': ORDERED,
  currency: ORDERED,
  number: ORDERED,
  percent: ORDERED,
  text: ['EXISTS', 'MATCHES', 'CONTAINS', 'STARTS_WITH', 'ENDS_WITH', 'KEYWORD', 'IN'],
  table: [],
};

export const AGGREGATIONS = [
  'sum',
  'avg',
  'weighted_average',
  'min',
  'max',
  'concat',
  'concat_distinct',
  'first',
  'all',
  'some',
] as const;
export type Aggregation = (typeof AGGREGATIONS)[number];

/** Aggregations allowed per format of the aggregated value (spec doc 2 §3). */
export const AGGREGATIONS_BY_FORMAT: Record<Format, readonly Aggregation[]> = {
  boolean: ['all', 'some'],
  currency: ['sum', 'avg', 'min', 'max', 'weighted_average'],
  number: ['sum', 'avg', 'min', 'max', 'weighted_average'],
  percent: ['avg', 'sum', 'min', 'max', 'weighted_average'],
  date: ['first', 'min', 'max'],
  'date-time': ['first', 'min', 'max'],
  text: ['concat_distinct', 'first', 'concat'],
  table: ['first'],
};

export const PAYMENT_TYPES = [
  'PAYOUT',
  'NON_PAYOUT',
  'SPLIT',
  'HOLD_AND_RELEASE',
  'LINE_PAYOUT',
  'CHALLENGE',
] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];
/** The payout-like types: their results are paid (spec doc 2 §3, Statement). */
export const PAYOUT_LIKE: readonly PaymentType[] = ['PAYOUT', 'SPLIT', 'HOLD_AND_RELEASE', 'LINE_PAYOUT'];

export const PAYMENT_CATEGORIES = ['achievement', 'hold', 'paid', 'adjustments'] as const;
export type PaymentCategory = (typeof PAYMENT_CATEGORIES)[number];

export interface PlanDefinition {
  /** Format version of this file; only 1 exists. */
  version: 1;
  plan: PlanSettings;
  models: Record<string, ModelDef>;
  links: Record<string, LinkDef>;
  filters: Record<string, FilterDef>;
  fields: Record<string, FieldDef>;
  variables: Record<string, VariableDef>;
  quotas: Record<string, QuotaDef>;
  /** Per-user values set on the plan assignment (a target incentive, a draw, a personal rate). */
  parameters: Record<string, ParameterDef>;
  rateTables: Record<string, RateTableDef>;
  rules: Record<string, RuleDef>;
}

export interface PlanSettings {
  id: string;
  name: string;
  frequency: Frequency;
  categories: string[];
  /** Rule machine names in display order; rules not listed follow in file order. */
  rulesOrder: string[];
  /** Variables (or rules) shown as the plan's highlighted KPIs. */
  highlightedKpis: string[];
  forecasting: ForecastingDef;
}

export interface ForecastingDef {
  enabled: boolean;
  /** Token machine name -> the formula used in forecasts instead of the actual one. */
  formulas: Record<string, string>;
}

export interface ModelDef {
  label: string;
  /** The field that identifies a record (its external id). */
  key: string;
  fields: Record<string, { format: Exclude<Format, 'table'>; label: string }>;
}

export interface LinkDef {
  label: string;
  /** Model holding the reference. */
  from: string;
  /** Field of `from` holding the referenced key. */
  field: string;
  /** Model referenced; matched on its key field. */
  to: string;
}

export interface ConditionDef {
  field: string;
  operator: Operator;
  /** Literal compared with; a list for IN. Unused by EXISTS. */
  value?: string | number | boolean | (string | number)[];
  /** Negates the condition (e.g. "not EXISTS"). */
  not: boolean;
}

export interface FilterDef {
  label: string;
  model: string;
  conditions: ConditionDef[];
  /** Period join: the date field that places a row in a period. */
  periodField: string;
  /** User join: owner fields; a row belongs to every user named in any of them. */
  userFields: string[];
  /**
   * `self`: rows owned by the user. `team`: rows owned by members of the teams the user manages
   * (and their sub-teams), as assigned on the row's date.
   */
  userScope: 'self' | 'team';
  sort: { field: string; direction: 'ASC' | 'DESC' }[];
  uniqueBy: string[];
  /** Shown on the statement as a dataset (spec: "on display"). */
  display: boolean;
}

export interface FieldDef {
  label: string;
  /** The filter (table) whose rows this calculated column extends. */
  table: string;
  format: Exclude<Format, 'table'>;
  formula: string;
  display: boolean;
}

export interface VariableDef {
  label: string;
  format: Format;
  formula: string;
  display: boolean;
}

export interface QuotaDef {
  label: string;
  type: 'user' | 'team' | 'plan';
  frequency: Frequency;
  format: 'number' | 'currency' | 'percent';
  /** When true (default) a missing value is an engine error of type "missing quota". */
  required: boolean;
}

/**
 * A per-user plan parameter: its value comes with the user's plan assignment (the one in force at
 * the period end), and formulas read it by its machine name, as a quota.
 */
export interface ParameterDef {
  label: string;
  format: Exclude<Format, 'table'>;
  /** Used when the assignment gives no value (the plan file's spelling, checked for the format). */
  default?: string;
  /** When true a missing value is an engine error of type "missing parameter" (and counts as 0). */
  required: boolean;
}

export type RateTableDef =
  | { label: string; kind: 'tiers'; tiers: { from: string; to: string | null; rate: string }[] }
  | { label: string; kind: 'points'; points: { x: string; y: string }[] };

export interface SplitPartDef {
  /** Owner field naming the user credited by this part. */
  user: string;
  /** Row formula: the share (0..1) of the whole; omitted on the remainder part. */
  share?: string;
  /** This part receives the whole minus the other parts, so parts always sum to the whole. */
  remainder: boolean;
}

export type ReleaseDef =
  { kind: 'condition'; when: string } | { kind: 'installments'; count: number; delay: number };

export interface RuleDef {
  label: string;
  type: PaymentType;
  category: string;
  /** PAYOUT, NON_PAYOUT, CHALLENGE: statement formula. LINE_PAYOUT, SPLIT, HOLD_AND_RELEASE: row formula. */
  formula: string;
  /** Format of a NON_PAYOUT result (payout-like rules are currency). */
  format: Format;
  /** The table a row-level rule iterates. */
  table?: string;
  kpis: string[];
  split?: SplitPartDef[];
  release?: ReleaseDef;
  /**
   * HOLD_AND_RELEASE: a row condition on the held record; once it holds in a period, what is
   * still held for the record is forfeited (never released).
   */
  forfeit?: { when: string };
  ranking?: { order: 'ASC' | 'DESC'; prizes: string[] };
}
