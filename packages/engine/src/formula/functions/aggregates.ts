/**
 * Aggregations over tables: the first argument is a table, the others are row formulas. Which
 * aggregation a value allows depends on its format (AGGREGATIONS_BY_FORMAT, as the spec lists it).
 * MIN and MAX over a table are overloads of the math family's MIN and MAX (see math.ts).
 */
import * as F from '../../core/money.js';
import { AGGREGATIONS_BY_FORMAT, type Aggregation } from '../../plan/types.js';
import type { Node } from '../ast.js';
import {
  compileNode,
  errorAt,
  expectType,
  isNumeric,
  num,
  toText,
  type Compiled,
  type Scope,
  type Ty,
} from '../compiler.js';
import type { Ctx, Fn, TableInstance, Value } from '../runtime-api.js';
import { arg, compileRowArg, compileTable, eachRow } from './helpers.js';
import type { FunctionFamily, Handler, Param, ReturnType, Signature } from './types.js';

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

/** The handler of one aggregation; the caller has checked the arity. */
export function aggregation(agg: Aggregation | 'count'): Handler {
  return (node, s) => {
    const name = node.name;
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

const TABLE: Param = { name: 't', type: 'table' };
const rowValue = (type: Param['type']): Param => ({ name: 'x', type, perRow: true });

/** `NAME(t, x)`: an aggregation of a row formula over a table. */
export function tableSignature(type: Param['type'], returns: ReturnType, ...more: Param[]): Signature {
  return { params: [TABLE, rowValue(type), ...more], returns };
}

export const AGGREGATES: FunctionFamily = {
  title: 'Aggregations over tables',
  functions: [
    {
      name: 'SUM',
      signatures: [tableSignature('number', 'format of x')],
      description: 'Sum of x over the rows (0 for no rows).',
      compile: aggregation('sum'),
    },
    {
      name: 'AVG',
      signatures: [tableSignature('number', 'format of x')],
      description: 'Mean of the non-empty values of x (NULL for none).',
      compile: aggregation('avg'),
    },
    {
      name: 'WEIGHTED_AVERAGE',
      signatures: [tableSignature('number', 'format of x', { name: 'w', type: 'number', perRow: true })],
      description: 'Σ x·w / Σ w over the rows.',
      compile: aggregation('weighted_average'),
    },
    {
      name: 'CONCAT',
      signatures: [tableSignature('text', 'text', { name: 'sep', type: 'text', optional: true })],
      description: 'The values of x joined in row order (separator ", ").',
      compile: aggregation('concat'),
    },
    {
      name: 'CONCAT_DISTINCT',
      signatures: [tableSignature('text', 'text', { name: 'sep', type: 'text', optional: true })],
      description: 'The values of x joined in row order, each value once.',
      compile: aggregation('concat_distinct'),
    },
    {
      name: 'FIRST',
      signatures: [tableSignature('any', 'format of x')],
      description: "The value of x on the first row in the table's sort.",
      compile: aggregation('first'),
    },
    {
      name: 'ALL',
      signatures: [{ params: [TABLE, { name: 'cond', type: 'boolean', perRow: true }], returns: 'boolean' }],
      description: 'True when the condition holds on every row (true for no rows).',
      compile: aggregation('all'),
    },
    {
      name: 'SOME',
      signatures: [{ params: [TABLE, { name: 'cond', type: 'boolean', perRow: true }], returns: 'boolean' }],
      description: 'True when the condition holds on any row (false for no rows).',
      compile: aggregation('some'),
    },
    {
      name: 'COUNT',
      signatures: [
        {
          params: [TABLE, { name: 'cond', type: 'boolean', perRow: true, optional: true }],
          returns: 'number',
        },
      ],
      description: 'The number of rows (matching the condition).',
      compile: aggregation('count'),
    },
  ],
};
