import type { CallResult, components, operations } from '@accrue/sdk';
import { useEffect, useState } from 'react';
import { checked, useApi } from '@accrue/remote-runtime';
import type { PaginatedResult } from '@accrue/ui-kit/table';

/** A statement in a list (GET /userStatements, GET /statements/list-mine). */
export interface UserStatement {
  id: number;
  plan: { id: number; name: string };
  user: { id: number; firstName: string; lastName: string; fullName: string };
  period: StatementPeriod;
  /** Exact decimal text in `currency`; null when the statement could not be finished. */
  total: string | null;
  currency: string;
  status: 'error' | 'warning' | null;
  /** Where its review stands; null (or absent) when its plan has no workflow. */
  reviewStatus?: ReviewStatus | null;
  /** Its forecast: in the forecasts list only (GET /userStatements?isForecast=true). */
  forecast?: ForecastSummary;
  calculatedAt: string;
}

/** A statement's forecast as a list shows it: its id, its total (exact decimal text) and when it was computed. */
export type ForecastSummary = components['schemas']['ForecastSummary'];

/** Where a statement's review stands: no step validated yet, some, or all (it is then frozen). */
export type ReviewStatus = components['schemas']['ReviewStatus'];
/** A statement's review through its plan's workflow (doc 2 §3, §5). */
export type StatementReview = components['schemas']['StatementReview'];

export interface StatementPeriod {
  id: string;
  startDate: string;
  endDate: string;
}

export type StatementPage = PaginatedResult<UserStatement>;

export type JsonValue = string | boolean | { rows: number } | null;
export type ValueFormat =
  'number' | 'currency' | 'percent' | 'date' | 'date-time' | 'boolean' | 'text' | 'table';

/** GET /statements/{id} (doc 2 §3): the figures exactly as the engine stored them. */
export interface StatementDetail extends UserStatement {
  userId: number;
  incomplete: boolean;
  rules: {
    name: string;
    label: string;
    type: string;
    category: string;
    format: ValueFormat;
    value: JsonValue;
    overwritten?: { original: JsonValue };
    lines?: { recordKey: string; value: string; whole?: string }[];
    challenge?: { score?: string; rank?: number; prize?: string };
    kpis: { name: string; value: JsonValue }[];
  }[];
  kpis: {
    name: string;
    label: string;
    format: ValueFormat;
    value: JsonValue;
    highlighted: boolean;
    overwritten?: { original: JsonValue };
  }[];
  /**
   * The plan's datasets: every column and (`rowCount`) how many rows; of the rows only those the
   * rules' lines name, with the fields naming them. The page reads the rows a page at a time
   * (GET …/datasets/{table}/rows, DatasetsSection).
   */
  datasets: {
    table: string;
    label: string;
    columns: DatasetColumn[];
    rowCount?: number;
    rows?: DatasetRow[];
  }[];
  payments: {
    achievement: string;
    hold: string;
    paid: string;
    adjustments: string;
    heldBalance: string;
    lines: PaymentLine[];
  } | null;
  errors: {
    level: 'error' | 'warning';
    type: string;
    message: string;
    context?: { userId?: string; periodId?: string; rule?: string; token?: string; record?: string };
  }[];
  adjustments: Adjustment[];
  overwrites: Overwrite[];
  /** The rows left out of or added to its datasets by hand, oldest first. */
  rowEdits?: RowEdit[];
  /** Its review through the plan's workflow; null (or absent) while it is not under review. */
  review?: StatementReview | null;
  /** Whether the viewer may start this one statement's review (its plan has a workflow, not under review yet). */
  canStartReview?: boolean;
  /** Its forecast's id (GET /statements/{id}/forecasts/{forecastId}); null when its plan has none for it. */
  forecastId?: number | null;
}

/**
 * The engine's figures, which a statement and its forecast both show (features/statements/Figures):
 * rules, KPIs, records, payments and errors, in `currency` over `period`. A statement's overwrites
 * mark the figures given by hand; a forecast has none.
 */
export type Figures = Pick<
  StatementDetail,
  'currency' | 'period' | 'rules' | 'kpis' | 'datasets' | 'payments' | 'errors'
> & { overwrites?: Overwrite[] };

export interface PaymentLine {
  type: string;
  category: string;
  rule?: string;
  amount: string;
  recordKey?: string;
  /** For a release: the period the amount was earned in. */
  earnedPeriodId?: string;
  label?: string;
}

export interface Author {
  id: number;
  fullName: string;
}

/** A statement adjustment (doc 2 §3): an exact amount added in the adjustments category. */
export interface Adjustment {
  /** Negative while it is only applied optimistically (a temporary id, doc 2 §8). */
  id: number;
  statementId: number;
  amount: string;
  reason: string;
  createdBy: Author | null;
  createdAt: string;
  updatedAt: string;
  version: number;
}

/** A statement overwrite: a rule, a KPI or a calculated field of a dataset row given by hand. */
export interface Overwrite {
  id: number;
  statementId: number;
  kind: 'rule' | 'kpi' | 'field';
  token: string;
  datasetId: string | null;
  recordKey: string | null;
  oldValue: JsonValue;
  value: string | boolean | null;
  createdBy: Author | null;
  createdAt: string;
}

/** A row left out of (`exclude`) or added to (`include`) one statement's dataset by hand. */
export type RowEdit = components['schemas']['RowEdit'];

/** An answer that is not a success: its status and the API's message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export function check<T>(answer: CallResult<T>): T {
  return checked(
    answer,
    (status, body) => new ApiError(status, (body as { message?: string }).message ?? `HTTP ${status}`),
  );
}

/** The state of one read: its data once loaded, its error, and whether a newer read is on its way. */
export interface Read<T> {
  data: T | undefined;
  error: ApiError | null;
  isLoading: boolean;
}

/** Runs `load` whenever `key` changes; the previous data stays shown while the next loads. */
export function useRead<T>(key: string | null, load: () => Promise<T>): Read<T> {
  const [state, setState] = useState<Read<T>>({ data: undefined, error: null, isLoading: key !== null });
  useEffect(() => {
    if (key === null) return;
    let current = true;
    setState((previous) => ({ ...previous, isLoading: true }));
    load().then(
      (data) => current && setState({ data, error: null, isLoading: false }),
      (error: unknown) =>
        current &&
        setState({
          data: undefined,
          // A failure that is not an answer (the network's): its own message, as any other alert shows.
          error:
            error instanceof ApiError
              ? error
              : new ApiError(0, error instanceof Error ? error.message : String(error)),
          isLoading: false,
        }),
    );
    return () => {
      current = false;
    };
    // `load` is rebuilt on every render; `key` says when what it reads changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return state;
}

/** The periods that have statements, latest first; with `isForecast`, those that have forecasts. */
export function usePeriods({ isForecast = false }: { isForecast?: boolean } = {}): Read<StatementPeriod[]> {
  const api = useApi();
  return useRead(isForecast ? 'forecast periods' : 'periods', async () =>
    check(
      await api.GET('/statements/listPeriodsThatHaveStatements', {
        params: isForecast ? { query: { isForecast } } : {},
      }),
    ),
  );
}

/**
 * A state the statements list may be narrowed to (doc 2 §3 review status values): the engine's
 * error or warning, or where their review stands.
 */
export type StatementStatus = NonNullable<
  operations['listUserStatements']['parameters']['query']['statementStatus']
>;

/** The states the statements list may be narrowed to, in the order they are offered. */
export const STATEMENT_STATUSES: readonly StatementStatus[] = [
  'error',
  'warning',
  'unreviewed',
  'underReview',
  'reviewed',
];

export interface StatementListQuery {
  periodId: string;
  page: number;
  limit: number;
  sort?: 'user' | 'plan' | 'period' | 'total';
  desc: boolean;
  search?: string;
  statementStatus?: StatementStatus;
  /** The period's forecasts instead: the statements that have one, each with its `forecast`. */
  isForecast?: boolean;
}

export function useStatementPage(query: StatementListQuery | null): Read<StatementPage> {
  const api = useApi();
  return useRead(query && JSON.stringify(query), async () =>
    check(await api.GET('/userStatements', { params: { query: query! } })),
  );
}

export function useMyStatements(limit: number): Read<StatementPage> {
  const api = useApi();
  return useRead(`mine ${limit}`, async () =>
    check(await api.GET('/statements/list-mine', { params: { query: { page: 0, limit } } })),
  );
}

export function useStatement(id: number | null): Read<StatementDetail> {
  const api = useApi();
  return useRead(
    id === null ? null : String(id),
    async () =>
      check(
        await api.GET('/statements/{statementId}', { params: { path: { statementId: id! } } }),
      ) as StatementDetail,
  );
}

/** A row of a statement's dataset: its record's key, its fields, the calculated ones given by hand. */
export interface DatasetRow {
  key: string;
  values: Record<string, JsonValue>;
  overwritten?: string[];
}

/** GET /statements/{id}/datasets/{datasetId}/rows: a page of one dataset's rows, its columns naming their people. */
export type DatasetRowPage = PaginatedResult<DatasetRow> & {
  table: string;
  label: string;
  columns: DatasetColumn[];
};

/** A column of a statement's dataset; the table's user join names its people (`people`, by id). */
export interface DatasetColumn {
  name: string;
  label: string;
  format: ValueFormat;
  calculated: boolean;
  people?: Record<string, string>;
}

/** What a dataset cell shows: the person's name where the column names people, else the value. */
export function cellValue(column: Pick<DatasetColumn, 'people'>, value: JsonValue | undefined): JsonValue {
  if (value === undefined) return null;
  return typeof value === 'string' && column.people?.[value] !== undefined ? column.people[value]! : value;
}
