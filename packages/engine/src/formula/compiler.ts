/**
 * Type-checks a formula against the formats of the tokens it names and turns it into a closure,
 * in one pass over the syntax tree. Formulas are compiled once per calculation; the closures are
 * what runs for every user, period and row. The function library is in functions/ (one module per family, assembled by registry.ts).
 */
import * as F from '../core/money.js';
import { DAY_MS } from '../core/dates.js';
import type { Node } from './ast.js';
import { parseFormula, FormulaSyntaxError } from './parser.js';
import type { Format, LinkDef, ModelDef, PaymentType } from '../plan/types.js';
import type { Ctx, Fn, Value, WindowKind } from './runtime-api.js';
import type { RateTable } from './rate-tables.js';
import { callFunction } from './functions/registry.js';

/** A formula that does not type-check or names something unknown. */
export class FormulaError extends Error {
  constructor(
    readonly reason: string,
    readonly position: number,
    readonly token: string,
  ) {
    super(`${reason} at position ${position} (token "${token}")`);
    this.name = 'FormulaError';
  }
}

export function errorAt(node: Node, source: string, reason: string): FormulaError {
  return new FormulaError(reason, node.start, source.slice(node.start, node.end));
}

/** Static type: a format, or null for the NULL literal (compatible with everything). */
export interface Ty {
  f: Format | 'null';
  /** For tables: the filter whose rows they hold. */
  table?: FilterInfo;
}

export interface FieldInfo {
  name: string;
  format: Format;
  slot: number;
}

export interface FilterInfo {
  name: string;
  slot: number;
  modelName: string;
  model: ModelDef;
  calcFields: Map<string, FieldInfo>;
  /**
   * Set when a formula depends on the order of this table's rows (RUNNING_SUM, FIRST, CONCAT,
   * ROW_NUMBER, uniqueBy). Tables merged from several buckets are sorted only then.
   */
  ordered: boolean;
}

export interface TokenInfo {
  name: string;
  kind: 'variable' | 'quota' | 'parameter' | 'rule';
  slot: number;
  format: Format;
  ruleType?: PaymentType;
  rowLevel?: boolean;
}

export interface LinkInfo {
  name: string;
  slot: number;
  def: LinkDef;
  target: ModelDef;
}

export interface CompileEnv {
  filters: Map<string, FilterInfo>;
  tokens: Map<string, TokenInfo>;
  links: Map<string, LinkInfo>;
  rateTables: Map<string, RateTable>;
  /** Allocates a cache slot for a RUNNING_SUM call site. */
  nextCallSlot(): number;
  /**
   * Call sites whose result carries from period to period (draws, true-ups: functions/draws.ts),
   * by their slot in StatementApi.carried. Every statement computes each of them (see
   * StatementRun.evaluateAll), so that a later period always finds the state it carries from.
   */
  carriers: Carrier[];
  /** What the plan uses that makes a period depend on earlier ones (for incremental runs). */
  usage: {
    windows: boolean;
    history: boolean;
    paidToDate: boolean;
    windowFilters: Set<string>;
    /** Token slots whose values later periods read (PREVIOUS, PREVIOUS_YTD_TOTAL). */
    historySlots: Set<number>;
  };
}

/** A carrying call site: its state on a statement, computed within its owner token's context. */
export interface Carrier {
  slot: number;
  /** The token whose formula holds the call (errors name it). */
  owner: string;
  ownerIsRule: boolean;
  /** Computes (and memoises) the call's state on the statement of the context. */
  settle: Fn;
}

export interface Compiled {
  ty: Ty;
  fn: Fn;
  /** Set when the node is a direct reference to a model field (aggregations read it directly). */
  fieldName?: string;
  /** Set when the node is a filter's table or a window of it, as is (SUM can skip its rows). */
  tableSource?: { filterSlot: number; window: WindowKind | null };
}

/** What the formula being compiled is, and what it may see. */
export interface Scope {
  env: CompileEnv;
  source: string;
  /** The table whose row is current (row formulas and aggregation arguments), else null. */
  row: FilterInfo | null;
  /** Tokens and fields this formula depends on ("token:x", "field:x"): edges for cycle checks. */
  deps: Set<string>;
  /** The token whose formula this is, when it is a variable's or a rule's. */
  owner?: TokenInfo;
}

export const NUMERIC = new Set<string>(['number', 'currency', 'percent']);
export const isNumeric = (t: Ty) => NUMERIC.has(t.f);
export const isDateLike = (t: Ty) => t.f === 'date' || t.f === 'date-time';

/** Whether a value of type `actual` may be stored in a token declared with format `declared`. */
export function compatible(declared: Format | 'null', actual: Format | 'null'): boolean {
  if (declared === 'null' || actual === 'null' || declared === actual) return true;
  if (NUMERIC.has(declared) && NUMERIC.has(actual)) return true;
  return (declared === 'date' || declared === 'date-time') && (actual === 'date' || actual === 'date-time');
}

export const num = (v: Value): F.Fixed => (v === null ? 0 : (v as F.Fixed));

export function compileFormula(source: string, scope: Omit<Scope, 'source'>): Compiled {
  let ast: Node;
  try {
    ast = parseFormula(source);
  } catch (e) {
    if (e instanceof FormulaSyntaxError) throw new FormulaError(e.reason, e.position, e.token);
    throw e;
  }
  return compileNode(ast, { ...scope, source });
}

export function compileNode(node: Node, s: Scope): Compiled {
  switch (node.type) {
    case 'number': {
      const v = F.parseFixed(node.text);
      if (v === undefined) throw errorAt(node, s.source, 'Malformed number');
      return { ty: { f: node.text.endsWith('%') ? 'percent' : 'number' }, fn: () => v };
    }
    case 'string': {
      const v = node.value;
      return { ty: { f: 'text' }, fn: () => v };
    }
    case 'boolean': {
      const v = node.value;
      return { ty: { f: 'boolean' }, fn: () => v };
    }
    case 'null':
      return { ty: { f: 'null' }, fn: () => null };
    case 'ref':
      return compileRef(node, s);
    case 'call':
      return callFunction(node, s);
    case 'unary': {
      const arg = compileNode(node.arg, s);
      const fn = arg.fn;
      if (node.op === 'NOT') {
        expectType(arg, 'boolean', node.arg, s, 'NOT');
        return { ty: { f: 'boolean' }, fn: (c) => !fn(c) };
      }
      if (!isNumeric(arg.ty) && arg.ty.f !== 'null')
        throw errorAt(node, s.source, `Cannot negate a ${arg.ty.f} value`);
      return { ty: arg.ty, fn: (c) => F.neg(num(fn(c))) };
    }
    case 'binary':
      return compileBinary(node, s);
  }
}

export function expectType(c: Compiled, want: Format, node: Node, s: Scope, what: string): void {
  if (c.ty.f === want || c.ty.f === 'null') return;
  if (want === 'number' && isNumeric(c.ty)) return;
  throw errorAt(node, s.source, `${what} expects a ${want} value, got ${c.ty.f}`);
}

function compileRef(node: Extract<Node, { type: 'ref' }>, s: Scope): Compiled {
  const [head, ...rest] = node.path as [string, ...string[]];
  const env = s.env;
  if (rest.length > 0) return compileLinkPath(node, head, rest, s);
  // Row scope first: a model field, then a calculated field of the current table.
  if (s.row) {
    const mf = s.row.model.fields[head];
    if (mf) {
      const name = head;
      if (
        mf.format !== 'number' &&
        mf.format !== 'currency' &&
        mf.format !== 'percent' &&
        mf.format !== 'date'
      )
        return { ty: { f: mf.format }, fn: (c) => c.tb!.rows[c.i]![name] ?? null, fieldName: name };
      // Numbers and dates are read from a column of the table (see StatementApi.modelColumn).
      const k = Object.keys(s.row.model.fields).indexOf(name);
      return {
        ty: { f: mf.format },
        fn: (c) => {
          const tb = c.tb!;
          let col = tb.fieldCols?.[k];
          if (col === undefined) col = c.st.modelColumn(tb, k, name);
          if (col !== null) {
            const v = col[c.i]!;
            return v === v ? v : null;
          }
          return tb.rows[c.i]![name] ?? null;
        },
        fieldName: name,
      };
    }
    const cf = s.row.calcFields.get(head);
    if (cf) {
      s.deps.add(`field:${head}`);
      const slot = cf.slot;
      return { ty: { f: cf.format }, fn: (c) => (c.tb!.cols[slot] ?? c.st.column(c.tb!, slot))[c.i]! };
    }
  }
  const tok = env.tokens.get(head);
  if (tok) {
    if (tok.ruleType === 'CHALLENGE') {
      throw errorAt(
        node,
        s.source,
        `The challenge "${head}" is ranked after every statement and cannot be referenced`,
      );
    }
    s.deps.add(`token:${head}`);
    const slot = tok.slot;
    return { ty: { f: tok.format }, fn: (c) => c.st.token(slot) };
  }
  const filter = env.filters.get(head);
  if (filter) {
    const slot = filter.slot;
    return {
      ty: { f: 'table', table: filter },
      fn: (c) => c.st.table(slot),
      tableSource: { filterSlot: slot, window: null },
    };
  }
  for (const f of env.filters.values()) {
    if (f.calcFields.has(head)) {
      throw errorAt(
        node,
        s.source,
        `"${head}" is a calculated field of table "${f.name}": use it inside an aggregation over that table`,
      );
    }
  }
  if (env.rateTables.has(head))
    throw errorAt(
      node,
      s.source,
      `The rate table "${head}" can only be used in a rate function (MARGINAL, STEP_RATE, ...)`,
    );
  if (env.links.has(head))
    throw errorAt(node, s.source, `The link "${head}" needs a field: ${head}.fieldName`);
  throw errorAt(
    node,
    s.source,
    s.row ? `Unknown field or token "${head}" (table "${s.row.name}")` : `Unknown token "${head}"`,
  );
}

function compileLinkPath(node: Node, head: string, rest: string[], s: Scope): Compiled {
  const link = s.env.links.get(head);
  if (!link) throw errorAt(node, s.source, `Unknown link "${head}"`);
  if (rest.length !== 1) throw errorAt(node, s.source, 'Only one link can be followed (link.field)');
  return compileLookup(node, link, rest[0]!, s);
}

export function compileLookup(node: Node, link: LinkInfo, field: string, s: Scope): Compiled {
  if (!s.row) throw errorAt(node, s.source, `The link "${link.name}" can only be followed in a row formula`);
  if (s.row.modelName !== link.def.from) {
    throw errorAt(
      node,
      s.source,
      `The link "${link.name}" starts from model "${link.def.from}", not "${s.row.modelName}"`,
    );
  }
  const tf = link.target.fields[field];
  if (!tf) throw errorAt(node, s.source, `Model "${link.def.to}" has no field "${field}"`);
  const from = link.def.field;
  const slot = link.slot;
  return {
    ty: { f: tf.format },
    fn: (c) => {
      const target = c.st.lookup(slot, c.tb!.rows[c.i]![from] ?? null);
      return target ? (target[field] ?? null) : null;
    },
  };
}

function arithmeticFormat(op: string, l: Ty, r: Ty): Format {
  const has = (f: string) => l.f === f || r.f === f;
  if (op === '+' || op === '-') {
    if (has('currency')) return 'currency';
    return l.f === 'percent' && (r.f === 'percent' || r.f === 'null') ? 'percent' : 'number';
  }
  if (op === '*') {
    if (has('currency')) return 'currency';
    return l.f === 'percent' && r.f === 'percent'
      ? 'percent'
      : has('percent')
        ? l.f === 'number' || r.f === 'number'
          ? 'number'
          : 'percent'
        : 'number';
  }
  // Division: currency / currency is a ratio; currency / number stays currency.
  if (l.f === 'currency') return r.f === 'currency' ? 'number' : 'currency';
  return l.f === 'percent' && r.f !== 'percent' ? 'percent' : 'number';
}

function compileBinary(node: Extract<Node, { type: 'binary' }>, s: Scope): Compiled {
  const left = compileNode(node.left, s);
  const right = compileNode(node.right, s);
  const lf = left.fn;
  const rf = right.fn;
  const L = left.ty;
  const R = right.ty;
  const bad = (why: string): never => {
    throw errorAt(node, s.source, why);
  };
  switch (node.op) {
    case 'AND':
    case 'OR': {
      expectType(left, 'boolean', node.left, s, node.op);
      expectType(right, 'boolean', node.right, s, node.op);
      return node.op === 'AND'
        ? { ty: { f: 'boolean' }, fn: (c) => lf(c) === true && rf(c) === true }
        : { ty: { f: 'boolean' }, fn: (c) => lf(c) === true || rf(c) === true };
    }
    case '&':
      return { ty: { f: 'text' }, fn: (c) => toText(lf(c), L.f) + toText(rf(c), R.f) };
    case '+':
    case '-': {
      // Date arithmetic: date ± days, date - date = days.
      if (isDateLike(L) && (isNumeric(R) || R.f === 'null')) {
        const sign = node.op === '+' ? 1 : -1;
        return { ty: L, fn: (c) => addDays(lf(c), rf(c), sign) };
      }
      if (node.op === '-' && isDateLike(L) && isDateLike(R)) {
        return {
          ty: { f: 'number' },
          fn: (c) => {
            const a = lf(c);
            const b = rf(c);
            return a === null || b === null
              ? null
              : F.fromInt(Math.floor(((a as number) - (b as number)) / DAY_MS));
          },
        };
      }
      if (!(isNumeric(L) || L.f === 'null') || !(isNumeric(R) || R.f === 'null')) {
        bad(`Cannot apply ${node.op} to ${L.f} and ${R.f}${L.f === 'text' ? ' (use & to join text)' : ''}`);
      }
      const ty: Ty = { f: arithmeticFormat(node.op, L, R) };
      return node.op === '+'
        ? { ty, fn: (c) => F.add(num(lf(c)), num(rf(c))) }
        : { ty, fn: (c) => F.sub(num(lf(c)), num(rf(c))) };
    }
    case '*':
    case '/': {
      if (!(isNumeric(L) || L.f === 'null') || !(isNumeric(R) || R.f === 'null')) {
        bad(`Cannot apply ${node.op} to ${L.f} and ${R.f}`);
      }
      const ty: Ty = { f: arithmeticFormat(node.op, L, R) };
      if (node.op === '*') return { ty, fn: (c) => F.mul(num(lf(c)), num(rf(c))) };
      return {
        ty,
        fn: (c) => {
          const d = num(rf(c));
          if (d === 0) {
            c.st.fail('calculation', 'Division by zero (the result is taken as 0)', rowKey(c));
            return 0;
          }
          return F.div(num(lf(c)), d);
        },
      };
    }
    default: {
      const comparable =
        (isNumeric(L) && isNumeric(R)) ||
        (isDateLike(L) && isDateLike(R)) ||
        L.f === R.f ||
        L.f === 'null' ||
        R.f === 'null';
      if (!comparable || L.f === 'table') bad(`Cannot compare ${L.f} with ${R.f}`);
      const ordered = node.op !== '=' && node.op !== '!=';
      if (ordered && (L.f === 'boolean' || R.f === 'boolean'))
        bad(`Cannot order boolean values with ${node.op}`);
      return { ty: { f: 'boolean' }, fn: comparator(node.op, lf, rf) };
    }
  }
}

function comparator(op: string, lf: Fn, rf: Fn): Fn {
  switch (op) {
    case '=':
      return (c) => lf(c) === rf(c);
    case '!=':
      return (c) => lf(c) !== rf(c);
    case '<':
      return (c) => {
        const a = lf(c);
        const b = rf(c);
        return a !== null && b !== null && a < b;
      };
    case '<=':
      return (c) => {
        const a = lf(c);
        const b = rf(c);
        return a !== null && b !== null && a <= b;
      };
    case '>':
      return (c) => {
        const a = lf(c);
        const b = rf(c);
        return a !== null && b !== null && a > b;
      };
    default:
      return (c) => {
        const a = lf(c);
        const b = rf(c);
        return a !== null && b !== null && a >= b;
      };
  }
}

function addDays(d: Value, n: Value, sign: number): Value {
  if (d === null) return null;
  return (d as number) + sign * F.toInt(num(n)) * DAY_MS;
}

/** The record key of the current row, for error contexts. */
export function rowKey(c: Ctx): string | undefined {
  if (!c.tb) return undefined;
  const v = c.tb.rows[c.i]?.[c.tb.filter.keyField];
  return v === null || v === undefined ? undefined : String(v);
}

export function toText(v: Value, format: Format | 'null'): string {
  if (v === null) return '';
  switch (format) {
    case 'number':
    case 'currency':
    case 'percent':
      return F.formatFixed(v as F.Fixed);
    case 'date':
      return new Date(v as number).toISOString().slice(0, 10);
    case 'date-time':
      return new Date(v as number).toISOString();
    case 'table':
      return '[table]';
    default:
      return String(v);
  }
}
