/**
 * Turns a parsed plan into closures, once per calculation: every formula is parsed, type-checked
 * against the formats of the tokens it names and compiled; cyclic references are refused with the
 * cycle named. The result is what calculate() runs.
 */
import * as F from '../core/money.js';
import { parseDate, parseDateTime } from '../core/dates.js';
import {
  compatible,
  compileFormula,
  FormulaError,
  type Carrier,
  type CompileEnv,
  type FieldInfo,
  type FilterInfo,
  type LinkInfo,
  type TokenInfo,
} from '../formula/compiler.js';
import { buildRateTable, type RateTable } from '../formula/rate-tables.js';
import type { Fn, Rec, Value } from '../formula/runtime-api.js';
import type { Node } from '../formula/ast.js';
import { parseFormula } from '../formula/parser.js';
import { parsePlan, type PlanIssue } from './parse-plan.js';
import { compileSort } from './sort.js';
import type { ConditionDef, Format, ParameterDef, PlanDefinition, QuotaDef, RuleDef } from './types.js';

export class PlanCompileError extends Error {
  constructor(readonly issues: (PlanIssue & { position?: number; token?: string })[]) {
    super(`Plan does not compile:\n${issues.map((i) => `  - ${i.path}: ${i.message}`).join('\n')}`);
    this.name = 'PlanCompileError';
  }
}

export interface CompiledField extends FieldInfo {
  label: string;
  display: boolean;
  fn: Fn;
}

export interface CompiledFilter extends FilterInfo {
  label: string;
  keyField: string;
  display: boolean;
  periodField: string;
  userFields: string[];
  scope: 'self' | 'team';
  /** Conditions compiled to one predicate over a record. */
  matches: (r: Rec) => boolean;
  /** Sort order (the record key breaks ties, so results never depend on input order). */
  compare: (a: Rec, b: Rec) => number;
  /** Sorts rows in place in that order: rows.sort(compare), faster (plan/sort.ts). */
  sortRows: (rows: Rec[]) => void;
  /** The sort's shape when simple (plan/sort.ts): a field then the key, or the key alone. */
  simpleField: string | null | undefined;
  uniqueBy: string[];
  fields: CompiledField[];
  /** Sorted first by the period field, ascending: concatenating periods in order keeps the sort. */
  periodOrdered: boolean;
  /**
   * What decides a filter's buckets (model, conditions, period and user joins): filters with the
   * same selection hold the same rows for the same users and share them (see calc/buckets.ts).
   */
  selection: string;
}

export interface CompiledRule {
  name: string;
  def: RuleDef;
  slot: number;
  /** Statement formula (PAYOUT, NON_PAYOUT, CHALLENGE) or row formula (row-level types). */
  fn: Fn;
  filter?: CompiledFilter;
  split?: { userField: string; share: Fn | null }[];
  release?:
    | {
        kind: 'condition';
        when: Fn;
        /**
         * When the condition only goes from false to true as periods pass, by a date of the record
         * (`EXISTS(d) AND d <= PERIOD_END()`, `d <= PERIOD_END()`): that date, the condition being
         * true exactly on the statements whose PERIOD_END() is on or after it (Infinity: never;
         * undefined for a value it cannot read, which the formula decides). Resolved once per
         * held line instead of evaluating `when` every period.
         */
        releaseDate?: (r: Rec) => number | undefined;
        /** The record's date field `releaseDate` reads (read from its column when indexed). */
        releaseField?: string;
      }
    | { kind: 'installments'; count: number; delay: number };
  /**
   * HOLD_AND_RELEASE: the condition forfeiting what is still held for a record, checked before
   * its release each period; `forfeitDate` as `releaseDate` when it resolves to a date field.
   */
  forfeit?: { when: Fn; forfeitDate?: (r: Rec) => number | undefined; forfeitField?: string };
  prizes: F.Fixed[];
}

export interface CompiledToken extends TokenInfo {
  label: string;
  fn?: Fn;
  quota?: QuotaDef;
  parameter?: ParameterDef;
  /** A parameter's default, in engine representation (null: none). */
  parameterDefault?: Value;
  rule?: CompiledRule;
}

export interface CompiledPlan {
  def: PlanDefinition;
  filters: CompiledFilter[];
  filterByName: Map<string, CompiledFilter>;
  tokens: CompiledToken[];
  tokenByName: Map<string, CompiledToken>;
  links: LinkInfo[];
  rateTables: Map<string, RateTable>;
  /** In display order (plan.rulesOrder, then file order). */
  rules: CompiledRule[];
  /** Variables evaluated and shown on every statement: highlighted KPIs, rule KPIs, displayed ones. */
  kpis: CompiledToken[];
  /** Whether a period's results depend on earlier periods (drives incremental recalculation). */
  dependsOnEarlierPeriods: boolean;
  /** True when only year-to-date / quarter-to-date windows link periods (same year only). */
  windowsOnly: boolean;
  /** Filters read through YTD_ROWS / QTD_ROWS / PRIOR_YTD_ROWS: their rows reach later periods. */
  windowFilters: Set<string>;
  /** Tables of HOLD_AND_RELEASE rules: their records are settled (released, forfeited) later. */
  heldFilters: Set<string>;
  /** PAID_TO_DATE is used: statements keep what they paid per record. */
  tracksPaidPerRecord: boolean;
  /**
   * Token slots a later period reads from earlier statements (PREVIOUS, PREVIOUS_YTD_TOTAL): with
   * held items and carried states, all a recalculation compares to decide whether later periods
   * must be redone (see sameResults in calculate.ts).
   */
  historySlots: number[];
  /** Some rule is a CHALLENGE (statements are ranked per period). */
  hasChallenge: boolean;
  /** Some rule forfeits held amounts (statements then report what was forfeited). */
  hasForfeits: boolean;
  /** Carrying call sites (draws, true-ups): every statement computes their state. */
  carriers: Carrier[];
  forecast: boolean;
}

export interface CompileOptions {
  /** Compile the forecast variant: plan.forecasting.formulas replace the actual formulas. */
  forecast?: boolean;
}

export function compilePlan(
  plan: PlanDefinition | string | object,
  options: CompileOptions = {},
): CompiledPlan {
  const def = isDefinition(plan) ? plan : parsePlan(plan);
  const issues: PlanCompileError['issues'] = [];
  const forecast = options.forecast === true;
  const forecastFormulas = def.plan.forecasting.formulas;
  const formulaOf = (name: string, formula: string) =>
    forecast ? (forecastFormulas[name] ?? formula) : formula;
  /** Where a token's formula is in the file: its forecast formula's own place when that one is compiled. */
  const formulaPath = (section: 'fields' | 'variables' | 'rules', name: string) =>
    forecast && forecastFormulas[name] !== undefined
      ? `plan.forecasting.formulas.${name}`
      : `${section}.${name}.formula`;

  // 1. Token tables (names, formats, slots) so that any formula can be type-checked.
  const filters: CompiledFilter[] = [];
  const filterInfos = new Map<string, FilterInfo>();
  Object.entries(def.filters).forEach(([name, f], slot) => {
    const model = def.models[f.model]!;
    const calcFields = new Map<string, FieldInfo>();
    const info: CompiledFilter = {
      name,
      slot,
      label: f.label,
      modelName: f.model,
      model,
      calcFields,
      keyField: model.key,
      display: f.display,
      periodField: f.periodField,
      userFields: f.userFields,
      scope: f.userScope,
      matches: compileConditions(f.conditions, model.fields, `filters.${name}`, issues),
      ...compileSort(f.sort, model.key),
      uniqueBy: f.uniqueBy,
      fields: [],
      ordered: f.uniqueBy.length > 0,
      periodOrdered: f.sort[0]?.field === f.periodField && f.sort[0]?.direction === 'ASC',
      selection: JSON.stringify([f.model, f.conditions, f.periodField, f.userFields]),
    };
    filters.push(info);
    filterInfos.set(name, info);
  });
  for (const [name, fd] of Object.entries(def.fields)) {
    const filter = filterInfos.get(fd.table) as CompiledFilter;
    const field: CompiledField = {
      name,
      format: fd.format,
      slot: filter.calcFields.size,
      label: fd.label,
      display: fd.display,
      fn: () => null,
    };
    filter.calcFields.set(name, field);
    filter.fields.push(field);
  }

  const tokens: CompiledToken[] = [];
  const addToken = (t: Omit<CompiledToken, 'slot'>) => {
    const tok = { ...t, slot: tokens.length } as CompiledToken;
    tokens.push(tok);
    return tok;
  };
  for (const [name, v] of Object.entries(def.variables))
    addToken({ name, kind: 'variable', format: v.format, label: v.label });
  for (const [name, q] of Object.entries(def.quotas))
    addToken({ name, kind: 'quota', format: q.format, label: q.label, quota: q });
  for (const [name, p] of Object.entries(def.parameters)) {
    const parameterDefault = p.default === undefined ? null : literal(p.default, p.format);
    addToken({ name, kind: 'parameter', format: p.format, label: p.label, parameter: p, parameterDefault });
  }
  for (const [name, r] of Object.entries(def.rules)) {
    const rowLevel = r.type === 'LINE_PAYOUT' || r.type === 'SPLIT' || r.type === 'HOLD_AND_RELEASE';
    addToken({ name, kind: 'rule', format: r.format, label: r.label, ruleType: r.type, rowLevel });
  }
  const tokenByName = new Map(tokens.map((t) => [t.name, t]));
  const links: LinkInfo[] = Object.entries(def.links).map(([name, l], slot) => ({
    name,
    slot,
    def: l,
    target: def.models[l.to]!,
  }));
  const rateTables = new Map(Object.entries(def.rateTables).map(([n, rt]) => [n, buildRateTable(rt)]));

  let callSlots = 0;
  const env: CompileEnv = {
    filters: filterInfos,
    tokens: tokenByName as Map<string, TokenInfo>,
    links: new Map(links.map((l) => [l.name, l])),
    rateTables,
    nextCallSlot: () => callSlots++,
    carriers: [],
    usage: {
      windows: false,
      history: false,
      paidToDate: false,
      windowFilters: new Set(),
      historySlots: new Set(),
    },
  };

  // 2. Compile every formula, recording dependency edges for the cycle check.
  const edges = new Map<string, Set<string>>();
  const compileOne = (
    node: string,
    path: string,
    source: string,
    row: FilterInfo | null,
    declared: Format | null,
  ): Fn => {
    const deps = new Set<string>();
    edges.set(node, new Set([...(edges.get(node) ?? []), ...deps]));
    try {
      const owner = node.startsWith('token:') ? tokenByName.get(node.slice('token:'.length)) : undefined;
      const c = compileFormula(source, { env, row, deps, owner });
      edges.set(node, new Set([...(edges.get(node) ?? []), ...deps]));
      if (declared && !compatible(declared, c.ty.f)) {
        issues.push({ path, message: `the formula gives ${c.ty.f} but the token is declared ${declared}` });
      }
      return c.fn;
    } catch (e) {
      if (!(e instanceof FormulaError)) throw e;
      issues.push({
        path,
        message: `${e.reason} at position ${e.position} (token "${e.token}")`,
        position: e.position,
        token: e.token,
      });
      return () => null;
    }
  };

  for (const [name, fd] of Object.entries(def.fields)) {
    const filter = filterInfos.get(fd.table) as CompiledFilter;
    const field = filter.calcFields.get(name) as CompiledField;
    field.fn = compileOne(
      `field:${name}`,
      formulaPath('fields', name),
      formulaOf(name, fd.formula),
      filter,
      fd.format,
    );
  }
  for (const [name, v] of Object.entries(def.variables)) {
    tokenByName.get(name)!.fn = compileOne(
      `token:${name}`,
      formulaPath('variables', name),
      formulaOf(name, v.formula),
      null,
      v.format,
    );
  }
  const rulesByName = new Map<string, CompiledRule>();
  for (const [name, r] of Object.entries(def.rules)) {
    const tok = tokenByName.get(name)!;
    const filter = r.table ? (filterInfos.get(r.table) as CompiledFilter) : undefined;
    const declared: Format =
      r.type === 'NON_PAYOUT' ? r.format : r.type === 'CHALLENGE' ? 'number' : 'currency';
    const rule: CompiledRule = {
      name,
      def: r,
      slot: tok.slot,
      filter,
      fn: compileOne(
        `token:${name}`,
        formulaPath('rules', name),
        formulaOf(name, r.formula),
        filter ?? null,
        declared,
      ),
      prizes: (r.ranking?.prizes ?? []).map((p) => F.fixed(p)),
    };
    if (r.split && filter) {
      rule.split = r.split.map((part, i) => ({
        userField: part.user,
        share: part.remainder
          ? null
          : compileOne(
              `token:${name}`,
              `rules.${name}.split[${i}].share`,
              part.share ?? '0',
              filter,
              'number',
            ),
      }));
      for (const part of r.split) {
        if (!filter.userFields.includes(part.user)) {
          issues.push({
            path: `rules.${name}.split`,
            message: `"${part.user}" must be one of the user fields of table "${filter.name}" (${filter.userFields.join(', ')})`,
          });
        }
      }
    }
    if (r.release && filter) {
      if (r.release.kind === 'condition') {
        const when = compileOne(
          `release:${name}`,
          `rules.${name}.release.when`,
          r.release.when,
          filter,
          'boolean',
        );
        const field = releaseDateField(r.release.when, filter);
        rule.release =
          field === null
            ? { kind: 'condition', when }
            : { kind: 'condition', when, releaseDate: dateOf(field), releaseField: field };
      } else rule.release = r.release;
    }
    if (r.forfeit && filter) {
      const when = compileOne(
        `forfeit:${name}`,
        `rules.${name}.forfeit.when`,
        r.forfeit.when,
        filter,
        'boolean',
      );
      const field = releaseDateField(r.forfeit.when, filter);
      rule.forfeit = field === null ? { when } : { when, forfeitDate: dateOf(field), forfeitField: field };
    }
    tok.rule = rule;
    rulesByName.set(name, rule);
  }

  // 3. Cycles: a depth-first search over the dependency edges names the first cycle found.
  const cycle = findCycle(edges);
  if (cycle)
    issues.push({
      path: cycle[0]!.replace(':', 's.'),
      message: `cyclic reference: ${cycle.map(describeNode).join(' → ')}`,
    });
  if (issues.length) throw new PlanCompileError(issues);

  const ordered = [
    ...def.plan.rulesOrder,
    ...Object.keys(def.rules).filter((n) => !def.plan.rulesOrder.includes(n)),
  ];
  const kpiNames = new Set<string>([
    ...def.plan.highlightedKpis,
    ...Object.values(def.rules).flatMap((r) => r.kpis),
  ]);
  for (const [n, v] of Object.entries(def.variables)) if (v.display) kpiNames.add(n);
  const hasHold = Object.values(def.rules).some((r) => r.type === 'HOLD_AND_RELEASE');
  return {
    def,
    filters,
    filterByName: new Map(filters.map((f) => [f.name, f])),
    tokens,
    tokenByName,
    links,
    rateTables,
    rules: ordered.map((n) => rulesByName.get(n)!),
    kpis: [...kpiNames].map((n) => tokenByName.get(n)!).filter((t) => t.kind !== 'rule'),
    dependsOnEarlierPeriods: hasHold || env.usage.history || env.usage.windows,
    windowsOnly: !hasHold && !env.usage.history && env.usage.windows,
    windowFilters: env.usage.windowFilters,
    heldFilters: new Set(
      Object.values(def.rules).flatMap((r) => (r.type === 'HOLD_AND_RELEASE' && r.table ? [r.table] : [])),
    ),
    tracksPaidPerRecord: env.usage.paidToDate,
    historySlots: [...env.usage.historySlots].sort((a, b) => a - b),
    hasChallenge: Object.values(def.rules).some((r) => r.type === 'CHALLENGE'),
    hasForfeits: Object.values(def.rules).some((r) => r.forfeit !== undefined),
    carriers: env.carriers,
    forecast,
  };
}

/**
 * The record date a release (or forfeit) condition waits for, when the condition is `d <= PERIOD_END()`
 * (or `PERIOD_END() >= d`), alone or with `EXISTS(d)`, for a date field d of the table's model
 * (model fields come first in a row formula, so d cannot name anything else). Null otherwise.
 */
function releaseDateField(source: string, filter: CompiledFilter): string | null {
  let ast: Node;
  try {
    ast = parseFormula(source);
  } catch {
    return null;
  }
  const dateField = (n: Node): string | null => {
    if (n.type !== 'ref' || n.path.length !== 1) return null;
    const f = filter.model.fields[n.path[0]!];
    return f && (f.format === 'date' || f.format === 'date-time') ? n.path[0]! : null;
  };
  const isPeriodEnd = (n: Node) => n.type === 'call' && n.name === 'PERIOD_END' && n.args.length === 0;
  const comparison = (n: Node): string | null => {
    if (n.type !== 'binary') return null;
    if (n.op === '<=' && isPeriodEnd(n.right)) return dateField(n.left);
    if (n.op === '>=' && isPeriodEnd(n.left)) return dateField(n.right);
    return null;
  };
  const exists = (n: Node): string | null =>
    n.type === 'call' && n.name === 'EXISTS' && n.args.length === 1 ? dateField(n.args[0]!) : null;
  const direct = comparison(ast);
  if (direct) return direct;
  let parts: Node[] | null = null;
  if (ast.type === 'binary' && ast.op === 'AND') parts = [ast.left, ast.right];
  else if (ast.type === 'call' && ast.name === 'AND' && ast.args.length === 2) parts = ast.args;
  if (!parts) return null;
  const [a, b] = parts as [Node, Node];
  const f = comparison(b);
  if (f && exists(a) === f) return f;
  const g = comparison(a);
  if (g && exists(b) === g) return g;
  return null;
}

/** A record's release date: its date field (Infinity when empty; undefined when not a number). */
function dateOf(field: string): (r: Rec) => number | undefined {
  return (r) => {
    const v = r[field];
    if (typeof v === 'number') return v;
    return v === null || v === undefined ? Infinity : undefined;
  };
}

function isDefinition(p: unknown): p is PlanDefinition {
  return (
    typeof p === 'object' &&
    p !== null &&
    (p as PlanDefinition).version === 1 &&
    'rateTables' in p &&
    'models' in p
  );
}

function describeNode(n: string): string {
  const [kind, name] = n.split(':');
  const what = { token: 'token', field: 'field', release: 'release of', forfeit: 'forfeit of' }[kind!];
  return `${what ?? kind} ${name}`;
}

function findCycle(edges: Map<string, Set<string>>): string[] | null {
  const state = new Map<string, 1 | 2>();
  const stack: string[] = [];
  const visit = (n: string): string[] | null => {
    if (state.get(n) === 2) return null;
    if (state.get(n) === 1) return [...stack.slice(stack.indexOf(n)), n];
    state.set(n, 1);
    stack.push(n);
    for (const d of [...(edges.get(n) ?? [])].sort()) {
      const c = visit(d);
      if (c) return c;
    }
    stack.pop();
    state.set(n, 2);
    return null;
  };
  for (const n of [...edges.keys()].sort()) {
    const c = visit(n);
    if (c) return c;
  }
  return null;
}

/** Parses a literal from the plan file into the engine representation of `format`. */
export function literal(value: unknown, format: Format): Value {
  if (value === null || value === undefined || value === '') return null;
  switch (format) {
    case 'number':
    case 'currency':
    case 'percent':
      return typeof value === 'number' ? F.fromJsNumber(value) : F.fixed(String(value));
    case 'date':
      return parseDate(String(value)) ?? null;
    case 'date-time':
      return parseDateTime(String(value)) ?? null;
    case 'boolean':
      return value === true || value === 'true';
    default:
      return String(value);
  }
}

function compileConditions(
  conditions: ConditionDef[],
  fields: Record<string, { format: Format }>,
  path: string,
  issues: PlanIssue[],
): (r: Rec) => boolean {
  const tests = conditions.map((cond, i): ((r: Rec) => boolean) => {
    const format = fields[cond.field]!.format;
    const f = cond.field;
    let test: (v: Value) => boolean;
    try {
      test = conditionTest(cond, format);
    } catch (e) {
      issues.push({ path: `${path}.where[${i}].value`, message: (e as Error).message });
      test = () => false;
    }
    return cond.not ? (r) => !test(r[f] ?? null) : (r) => test(r[f] ?? null);
  });
  if (tests.length === 0) return () => true;
  return (r) => {
    for (const t of tests) if (!t(r)) return false;
    return true;
  };
}

function conditionTest(cond: ConditionDef, format: Format): (v: Value) => boolean {
  const text = (v: Value) => (v === null ? '' : String(v));
  switch (cond.operator) {
    case 'EXISTS':
      return (v) => v !== null && v !== '';
    case 'EQUALS': {
      const x = literal(cond.value, format);
      return (v) => v === x;
    }
    case 'GREATER_STRICT':
    case 'LOWER_STRICT':
    case 'GREATER_OR_EQUAL':
    case 'LOWER_OR_EQUAL': {
      const x = literal(cond.value, format);
      if (x === null) throw new Error(`"${String(cond.value)}" is not a ${format} value`);
      const op = cond.operator;
      return (v) =>
        v !== null &&
        (op === 'GREATER_STRICT'
          ? v > x
          : op === 'LOWER_STRICT'
            ? v < x
            : op === 'GREATER_OR_EQUAL'
              ? v >= x
              : v <= x);
    }
    case 'CONTAINS': {
      const x = String(cond.value).toLowerCase();
      return (v) => text(v).toLowerCase().includes(x);
    }
    case 'STARTS_WITH': {
      const x = String(cond.value).toLowerCase();
      return (v) => text(v).toLowerCase().startsWith(x);
    }
    case 'ENDS_WITH': {
      const x = String(cond.value).toLowerCase();
      return (v) => text(v).toLowerCase().endsWith(x);
    }
    case 'MATCHES': {
      const re = new RegExp(String(cond.value));
      return (v) => re.test(text(v));
    }
    case 'IN': {
      const set = new Set((Array.isArray(cond.value) ? cond.value : [cond.value]).map(String));
      return (v) => set.has(text(v));
    }
    case 'KEYWORD': {
      // Any of the space-separated keywords, as a whole word, ignoring case.
      const words = String(cond.value).toLowerCase().split(/\s+/).filter(Boolean);
      return (v) => {
        const have = new Set(
          text(v)
            .toLowerCase()
            .split(/[^\p{L}\p{N}]+/u),
        );
        return words.some((w) => have.has(w));
      };
    }
  }
}
