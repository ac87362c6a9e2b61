/** Logic: IF, AND, OR, NOT, EXISTS, COALESCE. */
import { compileNode, errorAt, expectType, isDateLike, isNumeric, type Compiled } from '../compiler.js';
import { arg } from './helpers.js';
import type { FunctionFamily } from './types.js';

export const LOGIC: FunctionFamily = {
  title: 'Logic',
  functions: [
    {
      name: 'IF',
      signatures: [
        {
          params: [
            { name: 'cond', type: 'boolean' },
            { name: 'a', type: 'any' },
            { name: 'b', type: 'any', optional: true },
          ],
          returns: 'format of a',
        },
      ],
      description: '`a` when `cond` is true, else `b` (NULL when omitted).',
      compile: (node, s) => {
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
        if (!same)
          throw errorAt(node, s.source, `IF branches have different formats: ${a.ty.f} and ${b.ty.f}`);
        const cf = cond.fn;
        const af = a.fn;
        const bf = b.fn;
        const ty = a.ty.f === 'null' ? b.ty : a.ty.f === 'currency' || b.ty.f !== 'currency' ? a.ty : b.ty;
        return { ty, fn: (c) => (cf(c) === true ? af(c) : bf(c)) };
      },
    },
    {
      name: 'AND',
      signatures: [
        {
          params: [
            { name: 'a', type: 'boolean' },
            { name: 'b', type: 'boolean', repeated: true },
          ],
          returns: 'boolean',
        },
      ],
      description: 'True when every argument is true (also the operator).',
      compile: (node, s) => {
        const fns = node.args.map((a) => {
          const c = compileNode(a, s);
          expectType(c, 'boolean', a, s, 'AND');
          return c.fn;
        });
        return { ty: { f: 'boolean' }, fn: (c) => fns.every((f) => f(c) === true) };
      },
    },
    {
      name: 'OR',
      signatures: [
        {
          params: [
            { name: 'a', type: 'boolean' },
            { name: 'b', type: 'boolean', repeated: true },
          ],
          returns: 'boolean',
        },
      ],
      description: 'True when any argument is true (also the operator).',
      compile: (node, s) => {
        const fns = node.args.map((a) => {
          const c = compileNode(a, s);
          expectType(c, 'boolean', a, s, 'OR');
          return c.fn;
        });
        return { ty: { f: 'boolean' }, fn: (c) => fns.some((f) => f(c) === true) };
      },
    },
    {
      name: 'NOT',
      signatures: [{ params: [{ name: 'a', type: 'boolean' }], returns: 'boolean' }],
      description: 'The negation of `a` (also the operator).',
      compile: (node, s) => {
        const a = compileNode(arg(node, 0), s);
        expectType(a, 'boolean', arg(node, 0), s, 'NOT');
        const fn = a.fn;
        return { ty: { f: 'boolean' }, fn: (c) => fn(c) !== true };
      },
    },
    {
      name: 'EXISTS',
      signatures: [{ params: [{ name: 'x', type: 'any' }], returns: 'boolean' }],
      description: '`x` is neither empty nor NULL.',
      compile: (node, s) => {
        const fn = compileNode(arg(node, 0), s).fn;
        return {
          ty: { f: 'boolean' },
          fn: (c) => {
            const v = fn(c);
            return v !== null && v !== '';
          },
        };
      },
    },
    {
      name: 'COALESCE',
      signatures: [
        {
          params: [
            { name: 'a', type: 'any' },
            { name: 'b', type: 'any', repeated: true },
          ],
          returns: 'format of a',
        },
      ],
      description: 'The first non-empty value.',
      compile: (node, s) => {
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
    },
  ],
};
