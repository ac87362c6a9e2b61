/**
 * What compiled closures see at run time. The compiler only depends on these interfaces; the
 * calculation (calc/statement.ts) implements them. Keeping the seam narrow is what lets a formula
 * be compiled once per calculation and then run for every user, period and row.
 */
import type { Fixed } from '../core/money.js';
import type { FiscalPosition } from '../core/dates.js';
import type { EngineErrorType, EngineErrorLevel } from '../core/errors.js';

/** A record: field machine name -> value in engine representation (see docs/formulas.md). */
export type Rec = Record<string, Value>;

/**
 * Runtime values: number/currency/percent are Fixed (millionths, number or bigint); date and
 * date-time are epoch milliseconds (number); text is string; boolean; table is a TableInstance.
 */
export type Value = number | bigint | string | boolean | null | TableInstance;

export interface FilterRuntime {
  slot: number;
  name: string;
  keyField: string;
}

/** The rows of a table (filter) as seen by one statement, with its lazily computed columns. */
export interface TableInstance {
  kind: 'table';
  filter: FilterRuntime;
  rows: Rec[];
  /** Calculated field columns by field slot, computed on first use. */
  cols: (Value[] | undefined)[];
  /** RUNNING_SUM columns by call-site slot (read for every row: an array, not a map). */
  running: (Value[] | undefined)[] | undefined;
  /**
   * Numeric model-field columns of these rows by the field's position in the model (NaN: empty),
   * gathered on first read; null when a field cannot be read that way (then rows are read).
   */
  fieldCols?: (number[] | null | undefined)[];
}

export type WindowKind = 'ytd' | 'qtd' | 'prior_ytd';

/** What a carrying call (a draw, a true-up) gives on one statement, and what the next carries on from. */
export interface CarryState {
  result: Fixed;
  state: Fixed;
}

export interface StatementApi {
  readonly userId: string;
  readonly periodStart: number;
  readonly periodEnd: number;
  /** The last day of the period (midnight), as PERIOD_END() gives it. */
  readonly periodEndDate: number;
  /** Where the period stands in the company's fiscal year (year and quarter starts, month). */
  readonly fiscal: FiscalPosition;
  token(slot: number): Value;
  table(filterSlot: number): TableInstance;
  window(filterSlot: number, kind: WindowKind): TableInstance;
  /** SUM of a model field over a filter's table (window null) or a window, as SUM computes it. */
  sumField(filterSlot: number, window: WindowKind | null, field: string): Fixed;
  subset(tb: TableInstance, rows: Rec[]): TableInstance;
  column(tb: TableInstance, fieldSlot: number): Value[];
  /** The model field at `fieldIndex` (named `field`) of every row of tb as numbers, or null. */
  modelColumn(tb: TableInstance, fieldIndex: number, field: string): number[] | null;
  running(tb: TableInstance, callSlot: number, fn: RowFn): Value[];
  lookup(linkSlot: number, key: Value): Rec | undefined;
  convert(amount: Fixed, currency: string, date: number): Fixed;
  previous(slot: number): Value | undefined;
  previousYtdTotal(slot: number): Fixed;
  paidToDate(ruleName: string, recordKey: string): Fixed;
  /** The same user's statement of the latest earlier computed period (undefined: none). */
  earlierStatement(): StatementApi | undefined;
  /** A carrying call site's state on this statement, once computed (functions/draws.ts). */
  carried(slot: number): CarryState | undefined;
  keepCarried(slot: number, state: CarryState): void;
  fail(type: EngineErrorType, message: string, record?: string, level?: EngineErrorLevel): void;
}

export interface Ctx {
  st: StatementApi;
  /** The table of the current row, in row formulas. */
  tb: TableInstance | null;
  /** The current row index in `tb`. */
  i: number;
}

export type Fn = (c: Ctx) => Value;
export type RowFn = Fn;

export function isTable(v: Value): v is TableInstance {
  return typeof v === 'object' && v !== null && (v as TableInstance).kind === 'table';
}
