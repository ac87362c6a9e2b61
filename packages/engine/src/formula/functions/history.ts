/** History: the same user's earlier periods (previous values, year-to-date totals, what was paid). */
import { compileNode, errorAt, isNumeric, rowKey, type Scope, type Ty } from '../compiler.js';
import { arg } from './helpers.js';
import type { CallNode, FunctionFamily } from './types.js';

function tokenArg(node: CallNode, s: Scope): { slot: number; ty: Ty; name: string } {
  const a = arg(node, 0);
  const tok = a.type === 'ref' && a.path.length === 1 ? s.env.tokens.get(a.path[0]!) : undefined;
  if (!tok || tok.ruleType === 'CHALLENGE')
    throw errorAt(a, s.source, `${node.name} expects the name of a variable, quota or rule`);
  return { slot: tok.slot, ty: { f: tok.format }, name: tok.name };
}

export const HISTORY: FunctionFamily = {
  title: 'History',
  functions: [
    {
      name: 'PREVIOUS',
      signatures: [
        {
          params: [
            { name: 'token', type: 'token name' },
            { name: 'default', type: 'any', optional: true },
          ],
          returns: 'format of token',
        },
      ],
      description: "The token's value in the previous computed period (default, or NULL, for the first).",
      compile: (node, s) => {
        const t = tokenArg(node, s);
        s.env.usage.history = true;
        s.env.usage.historySlots.add(t.slot);
        const fallback = node.args.length === 2 ? compileNode(arg(node, 1), s).fn : () => null;
        return {
          ty: t.ty,
          fn: (c) => {
            const v = c.st.previous(t.slot);
            return v === undefined ? fallback(c) : v;
          },
        };
      },
    },
    {
      name: 'PREVIOUS_YTD_TOTAL',
      signatures: [{ params: [{ name: 'token', type: 'token name' }], returns: 'format of token' }],
      description: 'Sum of the token over the earlier periods of the same (fiscal) year.',
      compile: (node, s) => {
        const t = tokenArg(node, s);
        if (!isNumeric(t.ty))
          throw errorAt(arg(node, 0), s.source, 'PREVIOUS_YTD_TOTAL needs a numeric token');
        s.env.usage.history = true;
        s.env.usage.historySlots.add(t.slot);
        return { ty: t.ty, fn: (c) => c.st.previousYtdTotal(t.slot) };
      },
    },
    {
      name: 'PAID_TO_DATE',
      signatures: [{ params: [{ name: 'rule', type: 'row-level rule name' }], returns: 'currency' }],
      description: "What the row-level rule paid for this row's record in earlier periods.",
      compile: (node, s) => {
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
    },
  ],
};
