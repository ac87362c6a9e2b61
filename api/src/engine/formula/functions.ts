/**
 * The function library of the formula language. Each entry type-checks its arguments and returns
 * a closure. docs/formulas.md lists every function with its signature; keep both in step.
 */
import * as F from '../money/fixed.js';
import * as D from '../calc/dates.js';
import type { Node } from './ast.js';
import { AGGREGATIONS_BY_FORMAT, type Aggregation, type Format } from '../plan/types.js';
import {
  compileLookup,
  compileNode,
  errorAt,
  expectType,
  isDateLike,
  isNumeric,
  num,
  rowKey,
  toText,
  type Compiled,
  type FilterInfo,
  type Scope,
  type Ty,
} from './compiler.js';
import {
  isTable,
  type Ctx,
  type Fn,
  type TableInstance,
  type Value,
  type WindowKind,
} from './runtime-api.js';
import {
  blendedRate,
  flat,
  interpolate,
  marginal,
  stepRate,
  type RateTable,
  type Tier,
} from './rate-tables.js';

type CallNode = Extract<Node, { type: 'call' }>;
type Handler = (node: CallNode, s: Scope) => Compiled;

function arity(node: CallNode, s: Scope, min: number, max = min): void {
  const n = node.args.length;
  if (n < min || n > max) {
    const want = min === max ? `${min}` : max === Infinity ? `at least ${min}` : `${min} to ${max}`;
    throw errorAt(node, s.source, `${node.name} takes ${want} argument${want === '1' ? '' : 's'}, got ${n}`);
  }
}

const arg = (node: CallNode, i: number): Node => node.args[i]!;

function compileTable(node: Node, s: Scope, fname: string): Compiled & { table: FilterInfo } {
  const c = compileNode(node, s);
  if (c.ty.f !== 'table' || !c.ty.table)
    throw errorAt(node, s.source, `${fname} expects a table (a filter) first, got ${c.ty.f}`);
  return { ...c, table: c.ty.table };
}

/** Compiles an argument evaluated once per row of `table`. */
function compileRowArg(node: Node, s: Scope, table: FilterInfo): Compiled {
  return compileNode(node, { ...s, row: table });
}

function checkAggregation(agg: Aggregation, ty: Ty, node: Node, s: Scope): void {
  if (ty.f === 'null') return;
  const allowed = AGGREGATIONS_BY_FORMAT[ty.f];
  if (!allowed.includes(agg)) {
    throw errorAt(
      node,
      s.source,
      `${agg.toUpperCase()} is not allowed on ${ty.f} values (${ty.f} allows ${allowed.join(', ')})`,
    );
  }
}

/** Loops over the rows of a table with a reused row context: no allocation per row. */
function eachRow(c: Ctx, tb: TableInstance, visit: (v: Value, i: number) => void, fn: Fn): void {
  const rc: Ctx = { st: c.st, tb, i: 0 };
  const rows = tb.rows;
  for (let i = 0; i < rows.length; i++) {
    rc.i = i;
    visit(fn(rc), i);
  }
}

function sumFn(t: Compiled, expr: Compiled): Fn {
  const table = t.fn;
  const field = expr.fieldName;
  const fn = expr.fn;
  const source = t.tableSource;
  if (field !== undefined && source) {
    // Fastest path: a model field over a filter or a window is summed per bucket by the statement,
    // without building the rows (team tables, year-to-date windows).
    const { filterSlot, window } = source;
    return (c) => c.st.sumField(filterSlot, window, field);
  }
  if (field !== undefined) {
    // Fast path: summing a model field reads the records directly.
    return (c) => {
      const rows = (table(c) as TableInstance).rows;
      let acc: F.Fixed = 0;
      for (let i = 0; i < rows.length; i++) {
        const v = rows[i]![field];
        if (v !== null && v !== undefined) acc = F.add(acc, v as F.Fixed);
      }
      return acc;
    };
  }
  return (c) => {
    const tb = table(c) as TableInstance;
    const rc: Ctx = { st: c.st, tb, i: 0 };
    let acc: F.Fixed = 0;
    for (let i = 0; i < tb.rows.length; i++) {
      rc.i = i;
      const v = fn(rc);
      if (v !== null) acc = F.add(acc, v as F.Fixed);
    }
    return acc;
  };
}

function aggregation(agg: Aggregation | 'count'): Handler {
  return (node, s) => {
    const name = node.name;
    if (agg === 'count') arity(node, s, 1, 2);
    else if (agg === 'weighted_average') arity(node, s, 3);
    else if (agg === 'concat' || agg === 'concat_distinct') arity(node, s, 2, 3);
    else arity(node, s, 2);
    const t = compileTable(arg(node, 0), s, name);
    const table = t.fn;
    if (agg === 'count') {
      if (node.args.length === 1)
        return { ty: { f: 'number' }, fn: (c) => F.fromInt((table(c) as TableInstance).rows.length) };
      const cond = compileRowArg(arg(node, 1), s, t.table);
      expectType(cond, 'boolean', arg(node, 1), s, 'COUNT condition');
      return {
        ty: { f: 'number' },
        fn: (c) => {
          let n = 0;
          eachRow(c, table(c) as TableInstance, (v) => (n += v === true ? 1 : 0), cond.fn);
          return F.fromInt(n);
        },
      };
    }
    const expr = compileRowArg(arg(node, 1), s, t.table);
    checkAggregation(agg, expr.ty, arg(node, 1), s);
    if (agg === 'first' || agg === 'concat' || agg === 'concat_distinct') t.table.ordered = true;
    const fn = expr.fn;
    const ty: Ty = { f: expr.ty.f };
    switch (agg) {
      case 'sum':
        return { ty, fn: sumFn(t, expr) };
      case 'avg':
        return {
          ty,
          fn: (c) => {
            let acc: F.Fixed = 0;
            let n = 0;
            eachRow(
              c,
              table(c) as TableInstance,
              (v) => {
                if (v !== null) {
                  acc = F.add(acc, v as F.Fixed);
                  n++;
                }
              },
              fn,
            );
            return n === 0 ? null : F.divInt(acc, n);
          },
        };
      case 'weighted_average': {
        const w = compileRowArg(arg(node, 2), s, t.table);
        if (!isNumeric(w.ty))
          throw errorAt(arg(node, 2), s.source, 'WEIGHTED_AVERAGE weights must be numbers');
        const wf = w.fn;
        return {
          ty,
          fn: (c) => {
            const tb = table(c) as TableInstance;
            const rc: Ctx = { st: c.st, tb, i: 0 };
            let sum: F.Fixed = 0;
            let weights: F.Fixed = 0;
            for (let i = 0; i < tb.rows.length; i++) {
              rc.i = i;
              const v = fn(rc);
              if (v === null) continue;
              const wt = num(wf(rc));
              sum = F.add(sum, F.mul(v as F.Fixed, wt));
              weights = F.add(weights, wt);
            }
            return weights === 0 ? null : F.div(sum, weights);
          },
        };
      }
      case 'min':
      case 'max': {
        const wantMin = agg === 'min';
        return {
          ty,
          fn: (c) => {
            let best: Value = null;
            eachRow(
              c,
              table(c) as TableInstance,
              (v) => {
                if (v !== null && (best === null || (wantMin ? v < best : v > best))) best = v;
              },
              fn,
            );
            return best;
          },
        };
      }
      case 'first':
        return {
          ty,
          fn: (c) => {
            const tb = table(c) as TableInstance;
            return tb.rows.length === 0 ? null : fn({ st: c.st, tb, i: 0 });
          },
        };
      case 'all':
      case 'some': {
        const all = agg === 'all';
        return {
          ty: { f: 'boolean' },
          fn: (c) => {
            const tb = table(c) as TableInstance;
            const rc: Ctx = { st: c.st, tb, i: 0 };
            for (let i = 0; i < tb.rows.length; i++) {
              rc.i = i;
              const v = fn(rc) === true;
              if (all && !v) return false;
              if (!all && v) return true;
            }
            return all;
          },
        };
      }
      case 'concat':
      case 'concat_distinct': {
        const distinct = agg === 'concat_distinct';
        let sepFn: Fn = () => ', ';
        if (node.args.length === 3) {
          const sep = compileNode(arg(node, 2), s);
          expectType(sep, 'text', arg(node, 2), s, `${name} separator`);
          sepFn = sep.fn;
        }
        const f = expr.ty.f;
        return {
          ty: { f: 'text' },
          fn: (c) => {
            const parts: string[] = [];
            const seen = new Set<string>();
            eachRow(
              c,
              table(c) as TableInstance,
              (v) => {
                if (v === null || v === '') return;
                const text = toText(v, f);
                if (distinct) {
                  if (seen.has(text)) return;
                  seen.add(text);
                }
                parts.push(text);
              },
              fn,
            );
            return parts.join(String(sepFn(c) ?? ''));
          },
        };
      }
    }
  };
}

/** MIN/MAX over a table, or of their arguments. */
function minMax(isMin: boolean): Handler {
  const agg = aggregation(isMin ? 'min' : 'max');
  return (node, s) => {
    arity(node, s, 1, Infinity);
    const first = compileNode(arg(node, 0), s);
    if (first.ty.f === 'table') return agg(node, s);
    const args = node.args.map((a) => compileNode(a, s));
    const ty = args.find((a) => a.ty.f !== 'null')?.ty ?? { f: 'number' };
    args.forEach((a, i) => {
      if (
        !(isNumeric(a.ty) || isDateLike(a.ty) || a.ty.f === 'null') ||
        (isNumeric(a.ty) !== isNumeric(ty) && a.ty.f !== 'null')
      ) {
        throw errorAt(arg(node, i), s.source, `${node.name} compares numbers or dates, got ${a.ty.f}`);
      }
    });
    const fns = args.map((a) => a.fn);
    return {
      ty,
      fn: (c) => {
        let best: Value = null;
        for (const f of fns) {
          const v = f(c);
          if (v !== null && (best === null || (isMin ? v < best : v > best))) best = v;
        }
        return best;
      },
    };
  };
}

function numeric1(name: string, op: (x: F.Fixed) => F.Fixed, keepFormat = true): Handler {
  return (node, s) => {
    arity(node, s, 1);
    const a = compileNode(arg(node, 0), s);
    expectType(a, 'number', arg(node, 0), s, name);
    const fn = a.fn;
    return { ty: keepFormat ? a.ty : { f: 'number' }, fn: (c) => op(num(fn(c))) };
  };
}

function rounding(mode: F.RoundingMode): Handler {
  return (node, s) => {
    arity(node, s, 1, 2);
    const a = compileNode(arg(node, 0), s);
    expectType(a, 'number', arg(node, 0), s, node.name);
    const fn = a.fn;
    let digits: Fn = () => 0;
    if (node.args.length === 2) {
      const d = compileNode(arg(node, 1), s);
      expectType(d, 'number', arg(node, 1), s, `${node.name} digits`);
      digits = d.fn;
    }
    return { ty: a.ty, fn: (c) => F.round(num(fn(c)), F.toInt(num(digits(c))), mode) };
  };
}

function rateTableArg(node: CallNode, s: Scope, kind: RateTable['kind']): RateTable {
  const a = arg(node, 0);
  const name = a.type === 'ref' && a.path.length === 1 ? a.path[0]! : undefined;
  const rt = name === undefined ? undefined : s.env.rateTables.get(name);
  if (!rt) throw errorAt(a, s.source, `${node.name} expects the name of a rate table first`);
  if (rt.kind !== kind) {
    throw errorAt(
      a,
      s.source,
      `${node.name} needs a rate table with ${kind === 'tiers' ? 'tiers' : 'points'}; "${name}" has ${rt.kind}`,
    );
  }
  return rt;
}

function tierFunction(
  op: (tiers: Tier[], x: F.Fixed, start: F.Fixed) => F.Fixed,
  maxArgs: number,
  resultFormat: (x: Ty) => Format,
): Handler {
  return (node, s) => {
    arity(node, s, 2, maxArgs);
    const rt = rateTableArg(node, s, 'tiers') as Extract<RateTable, { kind: 'tiers' }>;
    const x = compileNode(arg(node, 1), s);
    expectType(x, 'number', arg(node, 1), s, node.name);
    const xf = x.fn;
    const tiers = rt.tiers;
    let startFn: Fn = () => 0;
    if (node.args.length === 3) {
      const st = compileNode(arg(node, 2), s);
      expectType(st, 'number', arg(node, 2), s, `${node.name} start`);
      startFn = st.fn;
    }
    return { ty: { f: resultFormat(x.ty) }, fn: (c) => op(tiers, num(xf(c)), num(startFn(c))) };
  };
}

function windowTable(kind: WindowKind): Handler {
  return (node, s) => {
    arity(node, s, 1);
    const a = arg(node, 0);
    const filter = a.type === 'ref' && a.path.length === 1 ? s.env.filters.get(a.path[0]!) : undefined;
    if (!filter) throw errorAt(a, s.source, `${node.name} expects the name of a filter (table)`);
    s.env.usage.windows = true;
    s.env.usage.windowFilters.add(filter.name);
    const slot = filter.slot;
    return {
      ty: { f: 'table', table: filter },
      fn: (c) => c.st.window(slot, kind),
      tableSource: { filterSlot: slot, window: kind },
    };
  };
}

function tokenArg(node: CallNode, s: Scope): { slot: number; ty: Ty; name: string } {
  const a = arg(node, 0);
  const tok = a.type === 'ref' && a.path.length === 1 ? s.env.tokens.get(a.path[0]!) : undefined;
  if (!tok || tok.ruleType === 'CHALLENGE')
    throw errorAt(a, s.source, `${node.name} expects the name of a variable, quota or rule`);
  return { slot: tok.slot, ty: { f: tok.format }, name: tok.name };
}

function textFn(
  name: string,
  min: number,
  max: number,
  f: (args: Value[]) => Value,
  result: Format,
): Handler {
  return (node, s) => {
    arity(node, s, min, max);
    const args = node.args.map((a) => compileNode(a, s));
    const fns = args.map((a) => a.fn);
    const formats = args.map((a) => a.ty.f);
    return { ty: { f: result }, fn: (c) => f(fns.map((fn, i) => (formats[i] === 'text' ? fn(c) : fn(c)))) };
  };
}

function dateOf(v: Value): Date | null {
  return v === null ? null : new Date(v as number);
}

const LIBRARY: Record<string, Handler> = {
  // Logic
  IF: (node, s) => {
    arity(node, s, 2, 3);
    const cond = compileNode(arg(node, 0), s);
    expectType(cond, 'boolean', arg(node, 0), s, 'IF condition');
    const a = compileNode(arg(node, 1), s);
    const b: Compiled =
      node.args.length === 3 ? compileNode(arg(node, 2), s) : { ty: { f: 'null' }, fn: () => null };
    const same =
      a.ty.f === b.ty.f ||
      a.ty.f === 'null' ||
      b.ty.f === 'null' ||
      (isNumeric(a.ty) && isNumeric(b.ty)) ||
      (isDateLike(a.ty) && isDateLike(b.ty));
    if (!same) throw errorAt(node, s.source, `IF branches have different formats: ${a.ty.f} and ${b.ty.f}`);
    const cf = cond.fn;
    const af = a.fn;
    const bf = b.fn;
    const ty = a.ty.f === 'null' ? b.ty : a.ty.f === 'currency' || b.ty.f !== 'currency' ? a.ty : b.ty;
    return { ty, fn: (c) => (cf(c) === true ? af(c) : bf(c)) };
  },
  AND: (node, s) => {
    arity(node, s, 1, Infinity);
    const fns = node.args.map((a) => {
      const c = compileNode(a, s);
      expectType(c, 'boolean', a, s, 'AND');
      return c.fn;
    });
    return { ty: { f: 'boolean' }, fn: (c) => fns.every((f) => f(c) === true) };
  },
  OR: (node, s) => {
    arity(node, s, 1, Infinity);
    const fns = node.args.map((a) => {
      const c = compileNode(a, s);
      expectType(c, 'boolean', a, s, 'OR');
      return c.fn;
    });
    return { ty: { f: 'boolean' }, fn: (c) => fns.some((f) => f(c) === true) };
  },
  NOT: (node, s) => {
    arity(node, s, 1);
    const a = compileNode(arg(node, 0), s);
    expectType(a, 'boolean', arg(node, 0), s, 'NOT');
    const fn = a.fn;
    return { ty: { f: 'boolean' }, fn: (c) => fn(c) !== true };
  },
  EXISTS: (node, s) => {
    arity(node, s, 1);
    const fn = compileNode(arg(node, 0), s).fn;
    return {
      ty: { f: 'boolean' },
      fn: (c) => {
        const v = fn(c);
        return v !== null && v !== '';
      },
    };
  },
  COALESCE: (node, s) => {
    arity(node, s, 1, Infinity);
    const args = node.args.map((a) => compileNode(a, s));
    const fns = args.map((a) => a.fn);
    return {
      ty: args.find((a) => a.ty.f !== 'null')?.ty ?? { f: 'null' },
      fn: (c) => {
        for (const f of fns) {
          const v = f(c);
          if (v !== null && v !== '') return v;
        }
        return null;
      },
    };
  },
  // Math
  ABS: numeric1('ABS', F.abs),
  ROUND: rounding('half-up'),
  ROUND_HALF_EVEN: rounding('half-even'),
  FLOOR: rounding('floor'),
  CEIL: rounding('ceil'),
  TRUNC: rounding('trunc'),
  MIN: minMax(true),
  MAX: minMax(false),
  CLAMP: (node, s) => {
    arity(node, s, 3);
    const [x, lo, hi] = node.args.map((a, i) => {
      const c = compileNode(a, s);
      expectType(c, 'number', arg(node, i), s, 'CLAMP');
      return c;
    }) as [Compiled, Compiled, Compiled];
    return { ty: x.ty, fn: (c) => F.min(F.max(num(x.fn(c)), num(lo.fn(c))), num(hi.fn(c))) };
  },
  SAFE_DIVIDE: (node, s) => {
    arity(node, s, 2, 3);
    const [a, b, fb] = node.args.map((x, i) => {
      const c = compileNode(x, s);
      expectType(c, 'number', arg(node, i), s, 'SAFE_DIVIDE');
      return c;
    }) as [Compiled, Compiled, Compiled | undefined];
    const fallback = fb?.fn ?? (() => 0);
    const ty: Ty = { f: a.ty.f === 'currency' && b.ty.f !== 'currency' ? 'currency' : 'number' };
    return {
      ty,
      fn: (c) => {
        const d = num(b.fn(c));
        return d === 0 ? fallback(c) : F.div(num(a.fn(c)), d);
      },
    };
  },
  POWER: (node, s) => {
    arity(node, s, 2);
    const base = compileNode(arg(node, 0), s);
    const exp = compileNode(arg(node, 1), s);
    expectType(base, 'number', arg(node, 0), s, 'POWER');
    expectType(exp, 'number', arg(node, 1), s, 'POWER');
    return {
      ty: { f: 'number' },
      fn: (c) => {
        const n = F.toInt(num(exp.fn(c)));
        const b = num(base.fn(c));
        let r: F.Fixed = F.ONE;
        for (let i = 0; i < Math.abs(n); i++) r = F.mul(r, b);
        return n < 0 ? (r === 0 ? 0 : F.div(F.ONE, r)) : r;
      },
    };
  },
  // Dates
  DATE: (node, s) => {
    arity(node, s, 1);
    const a = arg(node, 0);
    if (a.type !== 'string') throw errorAt(a, s.source, 'DATE expects a literal "YYYY-MM-DD"');
    const t = D.parseDate(a.value);
    if (t === undefined) throw errorAt(a, s.source, 'Date is not in YYYY-MM-DD format');
    return { ty: { f: 'date' }, fn: () => t };
  },
  PERIOD_START: (node, s) => (arity(node, s, 0), { ty: { f: 'date' }, fn: (c) => c.st.periodStart }),
  PERIOD_END: (node, s) => (arity(node, s, 0), { ty: { f: 'date' }, fn: (c) => c.st.periodEndDate }),
  YEAR_START: (node, s) => (
    arity(node, s, 0),
    { ty: { f: 'date' }, fn: (c) => D.startOfYear(c.st.periodStart) }
  ),
  QUARTER_START: (node, s) => (
    arity(node, s, 0),
    { ty: { f: 'date' }, fn: (c) => D.startOfQuarter(c.st.periodStart) }
  ),
  MONTH_OF_YEAR: (node, s) => (
    arity(node, s, 0),
    { ty: { f: 'number' }, fn: (c) => F.fromInt(new Date(c.st.periodEnd).getUTCMonth() + 1) }
  ),
  DAYS_BETWEEN: dateDiff('DAYS_BETWEEN', D.daysBetween),
  MONTHS_BETWEEN: dateDiff('MONTHS_BETWEEN', D.monthsBetween),
  ADD_DAYS: dateShift((t, n) => t + n * D.DAY_MS),
  ADD_MONTHS: dateShift(D.addMonths),
  YEAR: datePart((d) => d.getUTCFullYear()),
  MONTH: datePart((d) => d.getUTCMonth() + 1),
  DAY: datePart((d) => d.getUTCDate()),
  // Text
  CONCATENATE: (node, s) => {
    arity(node, s, 1, Infinity);
    const args = node.args.map((a) => compileNode(a, s));
    return { ty: { f: 'text' }, fn: (c) => args.map((a) => toText(a.fn(c), a.ty.f)).join('') };
  },
  TEXT: (node, s) => {
    arity(node, s, 1);
    const a = compileNode(arg(node, 0), s);
    return { ty: { f: 'text' }, fn: (c) => toText(a.fn(c), a.ty.f) };
  },
  LOWER: textFn('LOWER', 1, 1, ([t]) => String(t ?? '').toLowerCase(), 'text'),
  UPPER: textFn('UPPER', 1, 1, ([t]) => String(t ?? '').toUpperCase(), 'text'),
  LEN: textFn('LEN', 1, 1, ([t]) => F.fromInt(String(t ?? '').length), 'number'),
  LEFT: textFn('LEFT', 2, 2, ([t, n]) => String(t ?? '').slice(0, F.toInt(num(n ?? 0))), 'text'),
  RIGHT: textFn(
    'RIGHT',
    2,
    2,
    ([t, n]) => {
      const k = F.toInt(num(n ?? 0));
      return k <= 0 ? '' : String(t ?? '').slice(-k);
    },
    'text',
  ),
  CONTAINS: textFn('CONTAINS', 2, 2, ([t, x]) => String(t ?? '').includes(String(x ?? '')), 'boolean'),
  STARTS_WITH: textFn(
    'STARTS_WITH',
    2,
    2,
    ([t, x]) => String(t ?? '').startsWith(String(x ?? '')),
    'boolean',
  ),
  ENDS_WITH: textFn('ENDS_WITH', 2, 2, ([t, x]) => String(t ?? '').endsWith(String(x ?? '')), 'boolean'),
  // Aggregations over tables (allowed per format as in the spec)
  SUM: aggregation('sum'),
  AVG: aggregation('avg'),
  WEIGHTED_AVERAGE: aggregation('weighted_average'),
  CONCAT: aggregation('concat'),
  CONCAT_DISTINCT: aggregation('concat_distinct'),
  FIRST: aggregation('first'),
  ALL: aggregation('all'),
  SOME: aggregation('some'),
  COUNT: aggregation('count'),
  // Tables
  FILTER: (node, s) => {
    arity(node, s, 2);
    const t = compileTable(arg(node, 0), s, 'FILTER');
    const cond = compileRowArg(arg(node, 1), s, t.table);
    expectType(cond, 'boolean', arg(node, 1), s, 'FILTER condition');
    const tf = t.fn;
    const cf = cond.fn;
    return {
      ty: t.ty,
      fn: (c) => {
        const tb = tf(c) as TableInstance;
        const kept: TableInstance['rows'] = [];
        eachRow(
          c,
          tb,
          (v, i) => {
            if (v === true) kept.push(tb.rows[i]!);
          },
          cf,
        );
        return c.st.subset(tb, kept);
      },
    };
  },
  YTD_ROWS: windowTable('ytd'),
  QTD_ROWS: windowTable('qtd'),
  PRIOR_YTD_ROWS: windowTable('prior_ytd'),
  // Row context
  RUNNING_SUM: (node, s) => {
    arity(node, s, 1);
    if (!s.row)
      throw errorAt(node, s.source, 'RUNNING_SUM needs a row: use it in a calculated field or row rule');
    s.row.ordered = true;
    const e = compileNode(arg(node, 0), s);
    expectType(e, 'number', arg(node, 0), s, 'RUNNING_SUM');
    const slot = s.env.nextCallSlot();
    const fn = e.fn;
    return { ty: e.ty, fn: (c) => (c.tb!.running?.[slot] ?? c.st.running(c.tb!, slot, fn))[c.i]! };
  },
  ROW_NUMBER: (node, s) => {
    arity(node, s, 0);
    if (!s.row) throw errorAt(node, s.source, 'ROW_NUMBER needs a row');
    s.row.ordered = true;
    return { ty: { f: 'number' }, fn: (c) => F.fromInt(c.i + 1) };
  },
  LOOKUP: (node, s) => {
    arity(node, s, 2);
    const [l, f] = [arg(node, 0), arg(node, 1)];
    const link = l.type === 'ref' && l.path.length === 1 ? s.env.links.get(l.path[0]!) : undefined;
    if (!link) throw errorAt(l, s.source, 'LOOKUP expects the name of a link first');
    if (f.type !== 'ref' || f.path.length !== 1)
      throw errorAt(f, s.source, 'LOOKUP expects a field name second');
    return compileLookup(node, link, f.path[0]!, s);
  },
  USER_ID: (node, s) => (arity(node, s, 0), { ty: { f: 'text' }, fn: (c) => c.st.userId }),
  // Rate tables
  MARGINAL: tierFunction(marginal, 3, () => 'currency'),
  STEP_RATE: tierFunction(
    (t, x) => stepRate(t, x),
    2,
    () => 'percent',
  ),
  FLAT: tierFunction(
    (t, x) => flat(t, x),
    2,
    () => 'currency',
  ),
  BLENDED_RATE: tierFunction(
    (t, x) => blendedRate(t, x),
    2,
    () => 'percent',
  ),
  INTERPOLATE: (node, s) => {
    arity(node, s, 2);
    const rt = rateTableArg(node, s, 'points') as Extract<RateTable, { kind: 'points' }>;
    const x = compileNode(arg(node, 1), s);
    expectType(x, 'number', arg(node, 1), s, 'INTERPOLATE');
    const { xs, ys } = rt;
    const xf = x.fn;
    return { ty: { f: 'currency' }, fn: (c) => interpolate(xs, ys, num(xf(c))) };
  },
  // Currency
  CONVERT: (node, s) => {
    arity(node, s, 2, 3);
    const amount = compileNode(arg(node, 0), s);
    expectType(amount, 'number', arg(node, 0), s, 'CONVERT amount');
    const cur = compileNode(arg(node, 1), s);
    expectType(cur, 'text', arg(node, 1), s, 'CONVERT currency');
    let dateFn: Fn = (c) => c.st.periodEnd;
    if (node.args.length === 3) {
      const d = compileNode(arg(node, 2), s);
      if (!isDateLike(d.ty)) throw errorAt(arg(node, 2), s.source, 'CONVERT expects a date third');
      dateFn = d.fn;
    }
    const af = amount.fn;
    const cf = cur.fn;
    return {
      ty: { f: 'currency' },
      fn: (c) =>
        c.st.convert(num(af(c)), String(cf(c) ?? ''), (dateFn(c) as number | null) ?? c.st.periodEnd),
    };
  },
  // History across periods
  PREVIOUS: (node, s) => {
    arity(node, s, 1, 2);
    const t = tokenArg(node, s);
    s.env.usage.history = true;
    const fallback = node.args.length === 2 ? compileNode(arg(node, 1), s).fn : () => null;
    return {
      ty: t.ty,
      fn: (c) => {
        const v = c.st.previous(t.slot);
        return v === undefined ? fallback(c) : v;
      },
    };
  },
  PREVIOUS_YTD_TOTAL: (node, s) => {
    arity(node, s, 1);
    const t = tokenArg(node, s);
    if (!isNumeric(t.ty)) throw errorAt(arg(node, 0), s.source, 'PREVIOUS_YTD_TOTAL needs a numeric token');
    s.env.usage.history = true;
    return { ty: t.ty, fn: (c) => c.st.previousYtdTotal(t.slot) };
  },
  PAID_TO_DATE: (node, s) => {
    arity(node, s, 1);
    const a = arg(node, 0);
    const tok = a.type === 'ref' && a.path.length === 1 ? s.env.tokens.get(a.path[0]!) : undefined;
    if (!tok || !tok.rowLevel)
      throw errorAt(
        a,
        s.source,
        'PAID_TO_DATE expects the name of a row-level rule (LINE_PAYOUT, SPLIT, HOLD_AND_RELEASE)',
      );
    if (!s.row)
      throw errorAt(node, s.source, 'PAID_TO_DATE needs a row (the record whose payments are summed)');
    s.env.usage.history = true;
    s.env.usage.paidToDate = true;
    const rule = tok.name;
    return {
      ty: { f: 'currency' },
      fn: (c) => {
        const key = rowKey(c);
        return key === undefined ? 0 : c.st.paidToDate(rule, key);
      },
    };
  },
};

function dateDiff(name: string, diff: (a: number, b: number) => number): Handler {
  return (node, s) => {
    arity(node, s, 2);
    const [a, b] = [compileNode(arg(node, 0), s), compileNode(arg(node, 1), s)];
    if (!isDateLike(a.ty) && a.ty.f !== 'null')
      throw errorAt(arg(node, 0), s.source, `${name} expects dates`);
    if (!isDateLike(b.ty) && b.ty.f !== 'null')
      throw errorAt(arg(node, 1), s.source, `${name} expects dates`);
    return {
      ty: { f: 'number' },
      fn: (c) => {
        const x = a.fn(c);
        const y = b.fn(c);
        return x === null || y === null ? null : F.fromInt(diff(x as number, y as number));
      },
    };
  };
}

function dateShift(shift: (t: number, n: number) => number): Handler {
  return (node, s) => {
    arity(node, s, 2);
    const [d, n] = [compileNode(arg(node, 0), s), compileNode(arg(node, 1), s)];
    if (!isDateLike(d.ty)) throw errorAt(arg(node, 0), s.source, `${node.name} expects a date first`);
    expectType(n, 'number', arg(node, 1), s, node.name);
    return {
      ty: d.ty,
      fn: (c) => {
        const t = d.fn(c);
        return t === null ? null : shift(t as number, F.toInt(num(n.fn(c))));
      },
    };
  };
}

function datePart(part: (d: Date) => number): Handler {
  return (node, s) => {
    arity(node, s, 1);
    const d = compileNode(arg(node, 0), s);
    if (!isDateLike(d.ty)) throw errorAt(arg(node, 0), s.source, `${node.name} expects a date`);
    return {
      ty: { f: 'number' },
      fn: (c) => {
        const x = dateOf(d.fn(c));
        return x === null ? null : F.fromInt(part(x));
      },
    };
  };
}

export const FUNCTION_NAMES = Object.keys(LIBRARY);

export function callFunction(node: CallNode, s: Scope): Compiled {
  const handler = LIBRARY[node.name];
  if (!handler) throw errorAt(node, s.source, `Unknown function ${node.name}`);
  return handler(node, s);
}

export { isTable };
