/**
 * The function library of the formula language, assembled from its families (one module each,
 * in the order of docs/formulas.md). Every call is checked against the arity its signatures
 * declare, then compiled by its family's handler. registry.test.ts holds docs/formulas.md to
 * this registry.
 *
 * The compiler and the families import each other (a call compiles its arguments); that is safe
 * because neither uses the other while loading. Import the families through this module (or the
 * compiler), never one family first: this module reads them all as it loads.
 */
import { errorAt, type Compiled, type Scope } from '../compiler.js';
import { AGGREGATES } from './aggregates.js';
import { CURRENCY } from './currency.js';
import { DATES } from './dates.js';
import { DRAWS } from './draws.js';
import { checkArity } from './helpers.js';
import { HISTORY } from './history.js';
import { LOGIC } from './logic.js';
import { MATH } from './math.js';
import { RATE_TABLES } from './rate-tables.js';
import { ROWS } from './rows.js';
import { TABLES } from './tables.js';
import { TEXT } from './text.js';
import {
  functionArity,
  type Arity,
  type CallNode,
  type FunctionFamily,
  type FunctionSpec,
  type Signature,
} from './types.js';

export const FUNCTION_FAMILIES: readonly FunctionFamily[] = [
  LOGIC,
  MATH,
  DATES,
  TEXT,
  AGGREGATES,
  TABLES,
  ROWS,
  RATE_TABLES,
  CURRENCY,
  HISTORY,
  DRAWS,
];

/** What the library says about a function, without its implementation (help texts, the designer). */
export interface FunctionInfo {
  name: string;
  /** The title of its family (its section of docs/formulas.md). */
  family: string;
  signatures: readonly Signature[];
  arity: Arity;
  description: string;
}

interface Entry {
  info: FunctionInfo;
  compile: FunctionSpec['compile'];
}

const LIBRARY = new Map<string, Entry>();
for (const family of FUNCTION_FAMILIES) {
  for (const { name, signatures, description, compile } of family.functions) {
    if (LIBRARY.has(name)) throw new Error(`Formula function ${name} is declared twice`);
    const info = {
      name,
      family: family.title,
      signatures,
      arity: functionArity({ signatures }),
      description,
    };
    LIBRARY.set(name, { info, compile });
  }
}

export const FUNCTIONS: readonly FunctionInfo[] = [...LIBRARY.values()].map((e) => e.info);
export const FUNCTION_NAMES: string[] = FUNCTIONS.map((f) => f.name);

export function callFunction(node: CallNode, s: Scope): Compiled {
  const entry = LIBRARY.get(node.name);
  if (!entry) throw errorAt(node, s.source, `Unknown function ${node.name}`);
  checkArity(node, s, entry.info.arity);
  return entry.compile(node, s);
}
