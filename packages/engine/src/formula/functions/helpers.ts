/** Argument checks and row loops shared by the function families. */
import type { Node } from '../ast.js';
import { compileNode, errorAt, type Compiled, type FilterInfo, type Scope } from '../compiler.js';
import type { Ctx, Fn, TableInstance, Value } from '../runtime-api.js';
import { signatureArity, type Arity, type CallNode, type Signature } from './types.js';

export function checkArity(node: CallNode, s: Scope, { min, max }: Arity): void {
  const n = node.args.length;
  if (n < min || n > max) {
    const want = min === max ? `${min}` : max === Infinity ? `at least ${min}` : `${min} to ${max}`;
    throw errorAt(node, s.source, `${node.name} takes ${want} argument${want === '1' ? '' : 's'}, got ${n}`);
  }
}

/** Checks the arity of one overload (the registry checks the arity over all of them first). */
export function checkOverloadArity(node: CallNode, s: Scope, sig: Signature): void {
  checkArity(node, s, signatureArity(sig));
}

export const arg = (node: CallNode, i: number): Node => node.args[i]!;

export function compileTable(node: Node, s: Scope, fname: string): Compiled & { table: FilterInfo } {
  const c = compileNode(node, s);
  if (c.ty.f !== 'table' || !c.ty.table)
    throw errorAt(node, s.source, `${fname} expects a table (a filter) first, got ${c.ty.f}`);
  return { ...c, table: c.ty.table };
}

/** Compiles an argument evaluated once per row of `table`. */
export function compileRowArg(node: Node, s: Scope, table: FilterInfo): Compiled {
  return compileNode(node, { ...s, row: table });
}

/** Loops over the rows of a table with a reused row context: no allocation per row. */
export function eachRow(c: Ctx, tb: TableInstance, visit: (v: Value, i: number) => void, fn: Fn): void {
  const rc: Ctx = { st: c.st, tb, i: 0 };
  const rows = tb.rows;
  for (let i = 0; i < rows.length; i++) {
    rc.i = i;
    visit(fn(rc), i);
  }
}
