/**
 * What a figure is made of: the plan's definitions a token's formula reads, and theirs in turn,
 * down to quotas, parameters, rate tables, tables and record fields. A statement's explanation lists them with
 * the values the calculation used (doc 2 §2: the focused rule view; issue: every figure opens its
 * explanation). Pure: it reads the definition only.
 */
import type { Node } from '../formula/ast.js';
import { parseFormula } from '../formula/parser.js';
import type { Format, PlanDefinition } from './types.js';

export type DependencyKind =
  'RULE' | 'VARIABLE' | 'QUOTA' | 'PARAMETER' | 'FIELD' | 'RECORD_FIELD' | 'TABLE' | 'RATE_TABLE';

export interface Dependency {
  name: string;
  kind: DependencyKind;
  label: string;
  format: Format | null;
  /** The formula (a rule's, a variable's or a calculated field's); null for data and quotas. */
  formula: string | null;
  /** The table whose rows a row-level rule, a calculated field or a record field belongs to. */
  table: string | null;
  /** The names this one reads directly (in the order they first appear in its formula). */
  reads: string[];
}

/** The first part of every name a formula refers to, in order of first appearance. */
export function formulaReferences(formula: string): string[] {
  const names: string[] = [];
  const visit = (node: Node): void => {
    switch (node.type) {
      case 'ref':
        if (!names.includes(node.path[0]!)) names.push(node.path[0]!);
        return;
      case 'call':
        node.args.forEach(visit);
        return;
      case 'unary':
        visit(node.arg);
        return;
      case 'binary':
        visit(node.left);
        visit(node.right);
        return;
      default:
        return;
    }
  };
  visit(parseFormula(formula));
  return names;
}

/**
 * `root` and everything it reads, transitively: `root` first, then each dependency once, in the
 * order a reader meets them (breadth first). Unknown names (functions' keywords, a link's fields)
 * are left out. A row-level name is resolved against the formula's table (a rule's or field's
 * table, or the table it aggregates), so a row formula's `amount` is that table's record field.
 */
export function dependenciesOf(plan: PlanDefinition, root: string): Dependency[] {
  const found = new Map<string, Dependency>();
  const queue: { name: string; table: string | null }[] = [{ name: root, table: null }];
  while (queue.length) {
    const { name, table } = queue.shift()!;
    if (found.has(name)) continue;
    const dependency = describe(plan, name, table);
    if (!dependency) continue;
    found.set(name, dependency);
    // Row names resolve against the formula's own table, or the table it aggregates (SUM(won, amount)).
    const rows = dependency.table ?? dependency.reads.find((read) => read in plan.filters) ?? table;
    for (const read of dependency.reads) queue.push({ name: read, table: rows });
  }
  return [...found.values()];
}

function describe(plan: PlanDefinition, name: string, table: string | null): Dependency | null {
  const rule = plan.rules[name];
  if (rule)
    return {
      name,
      kind: 'RULE',
      label: rule.label,
      format: rule.type === 'NON_PAYOUT' ? rule.format : 'currency',
      formula: rule.formula,
      table: rule.table ?? null,
      reads: readsOf(rule.formula),
    };
  const variable = plan.variables[name];
  if (variable)
    return {
      name,
      kind: 'VARIABLE',
      label: variable.label,
      format: variable.format,
      formula: variable.formula,
      table: null,
      reads: readsOf(variable.formula),
    };
  const field = plan.fields[name];
  if (field)
    return {
      name,
      kind: 'FIELD',
      label: field.label,
      format: field.format,
      formula: field.formula,
      table: field.table,
      reads: readsOf(field.formula),
    };
  const quota = plan.quotas[name];
  if (quota)
    return {
      name,
      kind: 'QUOTA',
      label: quota.label,
      format: quota.format,
      formula: null,
      table: null,
      reads: [],
    };
  // A per-user value set on the plan assignment (docs/plan-format.md, "Parameters").
  const parameter = plan.parameters[name];
  if (parameter)
    return {
      name,
      kind: 'PARAMETER',
      label: parameter.label,
      format: parameter.format,
      formula: null,
      table: null,
      reads: [],
    };
  const rateTable = plan.rateTables[name];
  if (rateTable)
    return {
      name,
      kind: 'RATE_TABLE',
      label: rateTable.label,
      format: null,
      formula: null,
      table: null,
      reads: [],
    };
  const filter = plan.filters[name];
  if (filter)
    return {
      name,
      kind: 'TABLE',
      label: filter.label,
      format: 'table',
      formula: null,
      table: name,
      reads: [],
    };
  const model = table ? plan.models[plan.filters[table]?.model ?? ''] : undefined;
  const recordField = model?.fields[name];
  if (recordField)
    return {
      name,
      kind: 'RECORD_FIELD',
      label: recordField.label,
      format: recordField.format,
      formula: null,
      table,
      reads: [],
    };
  return null;
}

function readsOf(formula: string): string[] {
  try {
    return formulaReferences(formula);
  } catch {
    // A plan that parsed has formulas that parse; a stored older one may not: it reads nothing known.
    return [];
  }
}
