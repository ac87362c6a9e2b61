/** Tables: FILTER, and the year-to-date / quarter-to-date windows over a filter's rows. */
import { errorAt, expectType } from '../compiler.js';
import type { TableInstance, WindowKind } from '../runtime-api.js';
import { arg, compileRowArg, compileTable, eachRow } from './helpers.js';
import type { FunctionFamily, FunctionSpec } from './types.js';

function windowTable(name: string, kind: WindowKind, description: string): FunctionSpec {
  return {
    name,
    signatures: [{ params: [{ name: 'filter', type: 'filter name' }], returns: 'table' }],
    description,
    compile: (node, s) => {
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
    },
  };
}

export const TABLES: FunctionFamily = {
  title: 'Tables',
  functions: [
    {
      name: 'FILTER',
      signatures: [
        {
          params: [
            { name: 't', type: 'table' },
            { name: 'cond', type: 'boolean', perRow: true },
          ],
          returns: 'table',
        },
      ],
      description: 'The rows of t where the row condition holds.',
      compile: (node, s) => {
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
    },
    windowTable(
      'YTD_ROWS',
      'ytd',
      "The filter's rows for this user from the start of the (fiscal) year to the period end.",
    ),
    windowTable(
      'QTD_ROWS',
      'qtd',
      "The filter's rows for this user from the start of the (fiscal) quarter to the period end.",
    ),
    windowTable(
      'PRIOR_YTD_ROWS',
      'prior_ytd',
      "The filter's rows for this user from the start of the (fiscal) year to the end of the previous period.",
    ),
  ],
};
