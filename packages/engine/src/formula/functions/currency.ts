/** Currency: conversion to the company currency at the company's rates. */
import { compileNode, errorAt, expectType, isDateLike, num } from '../compiler.js';
import type { Fn } from '../runtime-api.js';
import { arg } from './helpers.js';
import type { FunctionFamily } from './types.js';

export const CURRENCY: FunctionFamily = {
  title: 'Currency',
  functions: [
    {
      name: 'CONVERT',
      signatures: [
        {
          params: [
            { name: 'amount', type: 'number' },
            { name: 'currency', type: 'text' },
            { name: 'date', type: 'date', optional: true },
          ],
          returns: 'currency',
        },
      ],
      description: 'amount in the company currency at the rate in force on `date` (default: period end).',
      compile: (node, s) => {
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
    },
  ],
};
