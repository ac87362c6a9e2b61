/** Rows: what a row formula knows about its row (running sums, position, links) and the statement's user. */
import * as F from '../../core/money.js';
import { compileLookup, compileNode, errorAt, expectType } from '../compiler.js';
import { arg } from './helpers.js';
import type { FunctionFamily } from './types.js';

export const ROWS: FunctionFamily = {
  title: 'Rows',
  functions: [
    {
      name: 'RUNNING_SUM',
      signatures: [{ params: [{ name: 'x', type: 'number', perRow: true }], returns: 'format of x' }],
      description: "Sum of x over the rows up to and including this one, in the table's sort.",
      compile: (node, s) => {
        if (!s.row)
          throw errorAt(node, s.source, 'RUNNING_SUM needs a row: use it in a calculated field or row rule');
        s.row.ordered = true;
        const e = compileNode(arg(node, 0), s);
        expectType(e, 'number', arg(node, 0), s, 'RUNNING_SUM');
        const slot = s.env.nextCallSlot();
        const fn = e.fn;
        return { ty: e.ty, fn: (c) => (c.tb!.running?.[slot] ?? c.st.running(c.tb!, slot, fn))[c.i]! };
      },
    },
    {
      name: 'ROW_NUMBER',
      signatures: [{ params: [], returns: 'number' }],
      description: 'The 1-based position of the row in the table.',
      compile: (node, s) => {
        if (!s.row) throw errorAt(node, s.source, 'ROW_NUMBER needs a row');
        s.row.ordered = true;
        return { ty: { f: 'number' }, fn: (c) => F.fromInt(c.i + 1) };
      },
    },
    {
      name: 'LOOKUP',
      signatures: [
        {
          params: [
            { name: 'link', type: 'link name' },
            { name: 'field', type: 'field name' },
          ],
          returns: 'format of field',
        },
      ],
      description: 'The field of the record the link points to (same as `link.field`).',
      compile: (node, s) => {
        const [l, f] = [arg(node, 0), arg(node, 1)];
        const link = l.type === 'ref' && l.path.length === 1 ? s.env.links.get(l.path[0]!) : undefined;
        if (!link) throw errorAt(l, s.source, 'LOOKUP expects the name of a link first');
        if (f.type !== 'ref' || f.path.length !== 1)
          throw errorAt(f, s.source, 'LOOKUP expects a field name second');
        return compileLookup(node, link, f.path[0]!, s);
      },
    },
    {
      name: 'USER_ID',
      signatures: [{ params: [], returns: 'text' }],
      description: "The statement's user.",
      compile: () => ({ ty: { f: 'text' }, fn: (c) => c.st.userId }),
    },
  ],
};
