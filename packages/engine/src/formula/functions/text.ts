/** Text: joining, converting, case, length, slices and searches. */
import * as F from '../../core/money.js';
import type { Format } from '../../plan/types.js';
import { compileNode, num, toText } from '../compiler.js';
import type { Value } from '../runtime-api.js';
import { arg } from './helpers.js';
import type { FunctionFamily, FunctionSpec, Param } from './types.js';

const T: Param = { name: 't', type: 'text' };

/** A function of its argument values (any format, read as text by `f`). */
function textFn(
  name: string,
  params: Param[],
  result: Format,
  f: (args: Value[]) => Value,
  description: string,
): FunctionSpec {
  return {
    name,
    signatures: [{ params, returns: result }],
    description,
    compile: (node, s) => {
      const fns = node.args.map((a) => compileNode(a, s).fn);
      return { ty: { f: result }, fn: (c) => f(fns.map((fn) => fn(c))) };
    },
  };
}

const SEARCH: Param[] = [T, { name: 's', type: 'text' }];
const COUNT: Param = { name: 'n', type: 'number' };

export const TEXT: FunctionFamily = {
  title: 'Text',
  functions: [
    {
      name: 'CONCATENATE',
      signatures: [
        {
          params: [
            { name: 'a', type: 'any' },
            { name: 'b', type: 'any', repeated: true },
          ],
          returns: 'text',
        },
      ],
      description: 'The arguments as text, joined (also the `&` operator).',
      compile: (node, s) => {
        const args = node.args.map((a) => compileNode(a, s));
        return { ty: { f: 'text' }, fn: (c) => args.map((a) => toText(a.fn(c), a.ty.f)).join('') };
      },
    },
    {
      name: 'TEXT',
      signatures: [{ params: [{ name: 'x', type: 'any' }], returns: 'text' }],
      description: 'x as text, written as its format shows it.',
      compile: (node, s) => {
        const a = compileNode(arg(node, 0), s);
        return { ty: { f: 'text' }, fn: (c) => toText(a.fn(c), a.ty.f) };
      },
    },
    textFn('LOWER', [T], 'text', ([t]) => String(t ?? '').toLowerCase(), 't in lower case.'),
    textFn('UPPER', [T], 'text', ([t]) => String(t ?? '').toUpperCase(), 't in upper case.'),
    textFn(
      'LEN',
      [T],
      'number',
      ([t]) => F.fromInt(String(t ?? '').length),
      'The number of characters of t.',
    ),
    textFn(
      'LEFT',
      [T, COUNT],
      'text',
      ([t, n]) => String(t ?? '').slice(0, F.toInt(num(n ?? 0))),
      'The first n characters of t.',
    ),
    textFn(
      'RIGHT',
      [T, COUNT],
      'text',
      ([t, n]) => {
        const k = F.toInt(num(n ?? 0));
        return k <= 0 ? '' : String(t ?? '').slice(-k);
      },
      'The last n characters of t.',
    ),
    textFn(
      'CONTAINS',
      SEARCH,
      'boolean',
      ([t, x]) => String(t ?? '').includes(String(x ?? '')),
      't contains s.',
    ),
    textFn(
      'STARTS_WITH',
      SEARCH,
      'boolean',
      ([t, x]) => String(t ?? '').startsWith(String(x ?? '')),
      't starts with s.',
    ),
    textFn(
      'ENDS_WITH',
      SEARCH,
      'boolean',
      ([t, x]) => String(t ?? '').endsWith(String(x ?? '')),
      't ends with s.',
    ),
  ],
};
