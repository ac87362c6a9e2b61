/**
 * Draws and true-ups: pay that depends on what earlier periods paid, as one call instead of a
 * chain of PREVIOUS variables. A carrying call keeps a state on each statement (the draw balance
 * still to recover, the year-to-date figure already paid on) that the same user's next statement
 * carries on from; every statement computes it, whether or not its formula uses the result that
 * period (StatementRun.evaluateAll), so the chain never has a hole. Definitions and worked
 * examples: docs/formulas.md, "Draws and true-ups".
 */
import * as F from '../../core/money.js';
import { compileNode, errorAt, expectType, num, type Compiled, type Scope } from '../compiler.js';
import type { CarryState, Ctx, Fn, StatementApi } from '../runtime-api.js';
import { arg } from './helpers.js';
import type { CallNode, FunctionFamily, FunctionSpec, Param } from './types.js';

const EARNED: Param = { name: 'earned', type: 'number' };
const DRAW: Param = { name: 'draw', type: 'number' };
const RESET: Param = { name: 'reset', type: 'text', optional: true };

/** Computes a call's state on one statement from the state carried from the earlier one. */
type Step = (c: Ctx, carried: CarryState | undefined) => CarryState;

/**
 * Registers a carrying call site and returns its state on any statement, memoised per statement.
 * `withinYear`: nothing is carried from a statement of another fiscal year.
 */
function carrier(
  node: CallNode,
  s: Scope,
  withinYear: boolean,
  step: Step,
): (st: StatementApi) => CarryState {
  if (s.row || !s.owner)
    throw errorAt(
      node,
      s.source,
      `${node.name} is computed once per statement: use it in a variable or a rule formula, not per row`,
    );
  s.env.usage.history = true;
  const slot = s.env.carriers.length;
  const stateOn = (st: StatementApi): CarryState => {
    const known = st.carried(slot);
    if (known) return known;
    const earlier = st.earlierStatement();
    const from =
      earlier && (!withinYear || earlier.fiscal.yearKey === st.fiscal.yearKey) ? stateOn(earlier) : undefined;
    const state = step({ st, tb: null, i: 0 }, from);
    st.keepCarried(slot, state);
    return state;
  };
  s.env.carriers.push({
    slot,
    owner: s.owner.name,
    ownerIsRule: s.owner.kind === 'rule',
    settle: (c) => {
      stateOn(c.st);
      return null;
    },
  });
  return stateOn;
}

function numericArg(node: CallNode, i: number, s: Scope): Fn {
  const c = compileNode(arg(node, i), s);
  expectType(c, 'number', arg(node, i), s, node.name);
  return c.fn;
}

/** The optional `reset` argument: "never" (the default) or "year" (written off at the fiscal year's end). */
function resetsEachYear(node: CallNode, s: Scope): boolean {
  if (node.args.length < 3) return false;
  const a = arg(node, 2);
  if (a.type !== 'string' || (a.value !== 'year' && a.value !== 'never'))
    throw errorAt(
      a,
      s.source,
      `${node.name}'s reset is "year" (recovered within the fiscal year) or "never" (carried on)`,
    );
  return a.value === 'year';
}

/**
 * A recoverable draw: the period pays at least the draw; a shortfall (draw - earned) is advanced
 * and added to the balance, and later earnings above the draw recover it, never paying less than
 * the draw.
 */
function drawStep(earned: Fn, draw: Fn): Step {
  return (c, carried) => {
    const before = carried?.state ?? 0;
    const e = num(earned(c));
    const d = num(draw(c));
    if (e < d) return { result: d, state: F.add(before, F.sub(d, e)) };
    const room = F.sub(e, d);
    const recovery = before < room ? before : room;
    return { result: F.sub(e, recovery), state: F.sub(before, recovery) };
  };
}

function drawFunction(name: string, shows: 'result' | 'state', description: string): FunctionSpec {
  return {
    name,
    signatures: [{ params: [EARNED, DRAW, RESET], returns: 'currency' }],
    description,
    compile: (node, s): Compiled => {
      const step = drawStep(numericArg(node, 0, s), numericArg(node, 1, s));
      const stateOn = carrier(node, s, resetsEachYear(node, s), step);
      return { ty: { f: 'currency' }, fn: (c) => stateOn(c.st)[shows] };
    },
  };
}

export const DRAWS: FunctionFamily = {
  title: 'Draws and true-ups',
  functions: [
    drawFunction(
      'RECOVERABLE_DRAW',
      'result',
      'Pays at least the draw; the shortfall is carried and recovered from later earnings above it.',
    ),
    drawFunction(
      'DRAW_BALANCE',
      'state',
      'The recoverable draw balance still to recover at the end of the period.',
    ),
    {
      name: 'GUARANTEE',
      signatures: [{ params: [EARNED, { name: 'minimum', type: 'number' }], returns: 'currency' }],
      description: 'A non-recoverable draw: the larger of earned and the minimum; nothing is carried.',
      compile: (node, s) => {
        const earned = numericArg(node, 0, s);
        const minimum = numericArg(node, 1, s);
        return {
          ty: { f: 'currency' },
          fn: (c) => {
            const e = num(earned(c));
            const m = num(minimum(c));
            return e < m ? m : e;
          },
        };
      },
    },
    {
      name: 'YTD_TRUE_UP',
      signatures: [{ params: [{ name: 'ytdEarned', type: 'number' }], returns: 'format of ytdEarned' }],
      description: 'Year-to-date earned minus what this call paid in the earlier periods of the fiscal year.',
      compile: (node, s) => {
        const ytd = compileNode(arg(node, 0), s);
        expectType(ytd, 'number', arg(node, 0), s, node.name);
        const ytdFn = ytd.fn;
        // What the earlier periods paid telescopes: it is the year-to-date figure they paid on.
        const stateOn = carrier(node, s, true, (c, carried) => {
          const now = num(ytdFn(c));
          return { result: F.sub(now, carried?.state ?? 0), state: now };
        });
        return { ty: ytd.ty, fn: (c) => stateOn(c.st).result };
      },
    },
  ],
};
