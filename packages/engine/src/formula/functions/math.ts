/** Math: absolute value, roundings, MIN/MAX (of values, or over a table), CLAMP, SAFE_DIVIDE, POWER. */
import * as F from '../../core/money.js';
import {
  compileNode,
  errorAt,
  expectType,
  isDateLike,
  isNumeric,
  num,
  type Compiled,
  type Ty,
} from '../compiler.js';
import type { Fn, Value } from '../runtime-api.js';
import { aggregation, tableSignature } from './aggregates.js';
import { arg, checkOverloadArity } from './helpers.js';
import type { FunctionFamily, FunctionSpec, Handler, Signature } from './types.js';

const X = { name: 'x', type: 'number' } as const;

function numeric1(name: string, op: (x: F.Fixed) => F.Fixed, keepFormat = true): Handler {
  return (node, s) => {
    const a = compileNode(arg(node, 0), s);
    expectType(a, 'number', arg(node, 0), s, name);
    const fn = a.fn;
    return { ty: keepFormat ? a.ty : { f: 'number' }, fn: (c) => op(num(fn(c))) };
  };
}

function rounding(name: string, mode: F.RoundingMode, description: string): FunctionSpec {
  return {
    name,
    signatures: [{ params: [X, { name: 'digits', type: 'number', optional: true }], returns: 'format of x' }],
    description,
    compile: (node, s) => {
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
    },
  };
}

/** MIN/MAX of their arguments, or over a table (the aggregation overload). */
function minMax(name: 'MIN' | 'MAX', description: string): FunctionSpec {
  const isMin = name === 'MIN';
  const overTable: Signature = tableSignature('number or date', 'format of x');
  const agg = aggregation(isMin ? 'min' : 'max');
  return {
    name,
    signatures: [
      {
        params: [
          { name: 'a', type: 'number or date' },
          { name: 'b', type: 'number or date', repeated: true },
        ],
        returns: 'format of a',
      },
      overTable,
    ],
    description,
    compile: (node, s) => {
      const first = compileNode(arg(node, 0), s);
      if (first.ty.f === 'table') {
        checkOverloadArity(node, s, overTable);
        return agg(node, s);
      }
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
    },
  };
}

export const MATH: FunctionFamily = {
  title: 'Math',
  functions: [
    {
      name: 'ABS',
      signatures: [{ params: [X], returns: 'format of x' }],
      description: 'The absolute value of x.',
      compile: numeric1('ABS', F.abs),
    },
    rounding('ROUND', 'half-up', 'x rounded half away from zero to `digits` decimals (negative: tens…).'),
    rounding('ROUND_HALF_EVEN', 'half-even', 'x rounded half to even to `digits` decimals.'),
    rounding('FLOOR', 'floor', 'x rounded down to `digits` decimals.'),
    rounding('CEIL', 'ceil', 'x rounded up to `digits` decimals.'),
    rounding('TRUNC', 'trunc', 'x rounded towards zero to `digits` decimals.'),
    minMax('MIN', 'The smallest value (numbers or dates); over a table, the smallest x.'),
    minMax('MAX', 'The largest value (numbers or dates); over a table, the largest x.'),
    {
      name: 'CLAMP',
      signatures: [
        {
          params: [X, { name: 'low', type: 'number' }, { name: 'high', type: 'number' }],
          returns: 'format of x',
        },
      ],
      description: 'x limited to [low, high].',
      compile: (node, s) => {
        const [x, lo, hi] = node.args.map((a, i) => {
          const c = compileNode(a, s);
          expectType(c, 'number', arg(node, i), s, 'CLAMP');
          return c;
        }) as [Compiled, Compiled, Compiled];
        return { ty: x.ty, fn: (c) => F.min(F.max(num(x.fn(c)), num(lo.fn(c))), num(hi.fn(c))) };
      },
    },
    {
      name: 'SAFE_DIVIDE',
      signatures: [
        {
          params: [
            { name: 'a', type: 'number' },
            { name: 'b', type: 'number' },
            { name: 'fallback', type: 'number', optional: true },
          ],
          returns: 'format of a / b',
        },
      ],
      description: 'a / b, or `fallback` (0) when b is 0, without an error.',
      compile: (node, s) => {
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
    },
    {
      name: 'POWER',
      signatures: [{ params: [X, { name: 'n', type: 'number' }], returns: 'number' }],
      description: 'x to the whole power n.',
      compile: (node, s) => {
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
    },
  ],
};
