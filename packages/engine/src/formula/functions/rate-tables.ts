/**
 * Rate tables: tiered payouts and rates, and interpolation between points. The first argument is
 * always a rate table's name; the arithmetic lives in ../rate-tables.ts.
 */
import type * as F from '../../core/money.js';
import type { Format } from '../../plan/types.js';
import { compileNode, errorAt, expectType, num, type Scope } from '../compiler.js';
import type { Fn } from '../runtime-api.js';
import {
  blendedRate,
  flat,
  interpolate,
  marginal,
  stepRate,
  type RateTable,
  type Tier,
} from '../rate-tables.js';
import { arg } from './helpers.js';
import type { CallNode, FunctionFamily, FunctionSpec, Param } from './types.js';

const X: Param = { name: 'x', type: 'number' };

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
  name: string,
  op: (tiers: Tier[], x: F.Fixed, start: F.Fixed) => F.Fixed,
  result: Format,
  description: string,
  withStart = false,
): FunctionSpec {
  const params: Param[] = [{ name: 'tiers', type: 'rate table name' }, X];
  if (withStart) params.push({ name: 'start', type: 'number', optional: true });
  return {
    name,
    signatures: [{ params, returns: result }],
    description,
    compile: (node, s) => {
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
      return { ty: { f: result }, fn: (c) => op(tiers, num(xf(c)), num(startFn(c))) };
    },
  };
}

export const RATE_TABLES: FunctionFamily = {
  title: 'Rate tables',
  functions: [
    tierFunction(
      'MARGINAL',
      marginal,
      'currency',
      "Graduated payout: each slice of [start, start + x) at its tier's rate.",
      true,
    ),
    tierFunction(
      'STEP_RATE',
      (t, x) => stepRate(t, x),
      'percent',
      'The rate of the tier containing x (0 below the first tier).',
    ),
    tierFunction(
      'FLAT',
      (t, x) => flat(t, x),
      'currency',
      'x × STEP_RATE(tiers, x): the whole amount at the tier reached.',
    ),
    tierFunction(
      'BLENDED_RATE',
      (t, x) => blendedRate(t, x),
      'percent',
      'MARGINAL(tiers, x) / x: the single rate paying the same.',
    ),
    {
      name: 'INTERPOLATE',
      signatures: [{ params: [{ name: 'points', type: 'rate table name' }, X], returns: 'currency' }],
      description: 'Linear interpolation between points (one rounding), flat outside them.',
      compile: (node, s) => {
        const rt = rateTableArg(node, s, 'points') as Extract<RateTable, { kind: 'points' }>;
        const x = compileNode(arg(node, 1), s);
        expectType(x, 'number', arg(node, 1), s, 'INTERPOLATE');
        const { xs, ys } = rt;
        const xf = x.fn;
        return { ty: { f: 'currency' }, fn: (c) => interpolate(xs, ys, num(xf(c))) };
      },
    },
  ],
};
