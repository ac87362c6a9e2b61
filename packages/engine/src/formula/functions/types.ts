/**
 * The shape of the formula function library: every function declares its signatures as data next
 * to its implementation. The compiler checks the arity from this data (so the two cannot drift),
 * the plan designer can offer it as help, and a test holds docs/formulas.md to it.
 */
import type { Format } from '../../plan/types.js';
import type { Node } from '../ast.js';
import type { Compiled, Scope } from '../compiler.js';

export type CallNode = Extract<Node, { type: 'call' }>;

/** Type-checks a call's arguments and returns its closure (arity is already checked). */
export type Handler = (node: CallNode, s: Scope) => Compiled;

/**
 * What an argument must be. Value types follow the checker: `number` is any of number, currency
 * and percent; `date` is date or date-time. The `… name` types are names written in the formula
 * (a filter, a rate table, a link, a token), not values.
 */
export type ParamType =
  | 'any'
  | 'boolean'
  | 'date'
  | 'date literal'
  | 'field name'
  | 'filter name'
  | 'link name'
  | 'number'
  | 'number or date'
  | 'rate table name'
  | 'row-level rule name'
  | 'table'
  | 'text'
  | 'token name';

export interface Param {
  name: string;
  type: ParamType;
  /** May be left out (only trailing parameters). */
  optional?: true;
  /** May be repeated any number of times, including none (the last parameter only). */
  repeated?: true;
  /** Evaluated once per row of the table argument (a row formula). */
  perRow?: true;
}

/** A format, `any`, or the format of one of the arguments (`format of x`). */
export type ReturnType = Format | 'any' | `format of ${string}`;

export interface Signature {
  params: readonly Param[];
  returns: ReturnType;
}

export interface FunctionSpec {
  name: string;
  /** One per overload: MIN(a, ...) compares values, MIN(t, x) aggregates a table. */
  signatures: readonly Signature[];
  /** One line, for help texts. */
  description: string;
  compile: Handler;
}

/** A family of functions, titled as its section of docs/formulas.md. */
export interface FunctionFamily {
  title: string;
  functions: readonly FunctionSpec[];
}

export interface Arity {
  min: number;
  /** Infinity when the last parameter repeats. */
  max: number;
}

export function signatureArity(sig: Signature): Arity {
  const min = sig.params.filter((p) => !p.optional && !p.repeated).length;
  const max = sig.params.some((p) => p.repeated) ? Infinity : sig.params.length;
  return { min, max };
}

/** The arity over every overload of a function. */
export function functionArity(spec: Pick<FunctionSpec, 'signatures'>): Arity {
  const each = spec.signatures.map(signatureArity);
  return { min: Math.min(...each.map((a) => a.min)), max: Math.max(...each.map((a) => a.max)) };
}

/** `ROUND(x[, digits])`, `AND(a, ...)`: how docs/formulas.md writes a signature. */
export function formatSignature(name: string, sig: Signature): string {
  let text = '';
  for (const [i, p] of sig.params.entries()) {
    const sep = i === 0 ? '' : ', ';
    if (p.repeated) text += `${sep}...`;
    else if (p.optional) text += `[${sep}${p.name}]`;
    else text += `${sep}${p.name}`;
  }
  return `${name}(${text})`;
}
