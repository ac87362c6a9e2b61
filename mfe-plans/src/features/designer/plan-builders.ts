import YAML from 'yaml';
import type { ConditionDef, ModelDef, PlanDefinition, RateTableDef, RuleDef } from '@accrue/engine';
import { machineNameFor, setIn, SINGLE_RATE, takenNames } from './plan-model';

/**
 * What the rule designer adds to a plan file when a plan is built from nothing (docs/plan-format.md):
 * a table on a record model (the model declared in the file when it is not yet), a rate table with
 * its tiers, a split's parts and a held amount's release. Each answers the new file, written with
 * the YAML document API as the designer's other edits are (comments and layout kept).
 */

type Path = (string | number)[];

/** A record model as the company defines it (GET /objects-definitions), or as the plan declares it. */
export interface ModelChoice {
  machineName: string;
  label: string;
  key: string;
  fields: { identifier: string; label: string; format: ModelDef['fields'][string]['format'] }[];
}

/** The models a new table may read: the plan's own, then the company's it does not declare yet. */
export function modelChoices(def: PlanDefinition, company: readonly ModelChoice[]): ModelChoice[] {
  const own = Object.entries(def.models).map(([machineName, model]): ModelChoice => ({
    machineName,
    label: model.label,
    key: model.key,
    fields: Object.entries(model.fields).map(([identifier, field]) => ({ identifier, ...field })),
  }));
  return [...own, ...company.filter((model) => !(model.machineName in def.models))];
}

/** The date fields of a model: what a table's period join may be. */
export function dateFields(model: ModelChoice): ModelChoice['fields'] {
  return model.fields.filter((field) => field.format === 'date' || field.format === 'date-time');
}

export interface NewTable {
  label: string;
  model: ModelChoice;
  /** The period join: a date field of the model. */
  period: string;
  /** The user join: the fields naming the people a row is credited to. */
  user: string[];
}

/**
 * The file with a new table (filter) on a model, shown on the statement, its model declared as the
 * company defines it when the plan does not declare it yet; answers the file and the table's name.
 */
export function addTable(text: string, def: PlanDefinition, table: NewTable): { text: string; name: string } {
  const name = machineNameFor(table.label, takenNames(def));
  let next = text;
  const { model } = table;
  if (!(model.machineName in def.models))
    next = setIn(next, ['models', model.machineName], {
      label: model.label,
      key: model.key,
      fields: Object.fromEntries(
        model.fields.map((field) => [field.identifier, { format: field.format, label: field.label }]),
      ),
    });
  next = setIn(next, ['filters', name], {
    label: table.label,
    model: model.machineName,
    period: table.period,
    user: table.user.length === 1 ? table.user[0] : table.user,
    display: true,
  });
  return { text: next, name };
}

/** The file with a new rate table of one open tier (from 0, at the single-rate template's rate). */
export function addRateTable(
  text: string,
  def: PlanDefinition,
  label: string,
): { text: string; name: string } {
  const name = machineNameFor(label, takenNames(def));
  return {
    text: setIn(text, ['rateTables', name], { label, tiers: [{ from: 0, rate: SINGLE_RATE }] }),
    name,
  };
}

type Tiers = Extract<RateTableDef, { kind: 'tiers' }>['tiers'];

/** A number of the file as it is written there: plain digits as a YAML number, else text. */
function numberOf(text: string): number | string {
  return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : text;
}

/**
 * Where a new last tier starts: the last tier's end when it has one, else a bound above its start
 * (twice it, or 1 from 0) that the person then changes.
 */
export function nextBound(tiers: Tiers): string {
  const last = tiers[tiers.length - 1];
  if (!last) return '0';
  if (last.to !== null) return last.to;
  const from = Number(last.from);
  return Number.isFinite(from) && from > 0 ? String(from * 2) : '1';
}

/**
 * The file with one more tier after the last: it starts where the last one now ends (an open last
 * tier is closed at that bound) and keeps its rate, so the tiers still follow each other.
 */
export function addTier(text: string, name: string, tiers: Tiers): string {
  const bound = nextBound(tiers);
  const last = tiers.length - 1;
  const document = YAML.parseDocument(text);
  const at = (...path: Path) => ['rateTables', name, 'tiers', ...path];
  if (last >= 0 && tiers[last]!.to === null) document.setIn(at(last, 'to'), numberOf(bound));
  // The rate as the file writes it (10%, not the 0.1 it means).
  const rate = last >= 0 ? (document.getIn(at(last, 'rate')) ?? numberOf(tiers[last]!.rate)) : SINGLE_RATE;
  document.addIn(at(), document.createNode({ from: numberOf(bound), rate }, { flow: true }));
  return document.toString({ lineWidth: 0 });
}

/**
 * The file without a tier: the tier before it then ends where the removed one did (open when that
 * one was), so the others still follow each other. The only tier is not removed.
 */
export function removeTier(text: string, name: string, tiers: Tiers, index: number): string {
  if (tiers.length < 2 || !tiers[index]) return text;
  const document = YAML.parseDocument(text);
  const removed = tiers[index]!;
  if (index > 0) {
    const before: Path = ['rateTables', name, 'tiers', index - 1, 'to'];
    if (removed.to === null) document.deleteIn(before);
    else document.setIn(before, numberOf(removed.to));
  } else document.setIn(['rateTables', name, 'tiers', 1, 'from'], numberOf(removed.from));
  document.deleteIn(['rateTables', name, 'tiers', index]);
  return document.toString({ lineWidth: 0 });
}

/**
 * A condition's value once its operator is `operator`: none for EXISTS, a list for IN (the value
 * it had, as its one entry), text for the others (a list's values joined), so that the table still
 * reads (the engine refuses an IN without a list and any other operator without a value) and its
 * value field shows.
 */
export function valueForOperator(
  value: ConditionDef['value'],
  operator: ConditionDef['operator'],
): ConditionDef['value'] {
  if (operator === 'EXISTS') return undefined;
  if (operator === 'IN')
    return Array.isArray(value) ? value : value === undefined || value === '' ? [] : [String(value)];
  if (Array.isArray(value)) return value.join(', ');
  return value ?? '';
}

/** The share a new split gives its first part. */
export const DEFAULT_SHARE = '50%';

/**
 * A new split's parts on a table (docs/plan-format.md SPLIT): the first user field takes a share,
 * the second (the first again when the table credits one field) the rest.
 */
export function defaultSplit(userFields: readonly string[]): Record<string, unknown>[] {
  const first = userFields[0] ?? '';
  return [
    { user: first, share: DEFAULT_SHARE },
    { user: userFields[1] ?? first, remainder: true },
  ];
}

/** A split's parts as the file writes them. */
function partsToFile(parts: NonNullable<RuleDef['split']>): Record<string, unknown>[] {
  return parts.map((part) =>
    part.remainder ? { user: part.user, remainder: true } : { user: part.user, share: part.share ?? '0' },
  );
}

/** The file with one more share part, before the remainder, on the table's first user field. */
export function addSplitPart(
  text: string,
  rule: string,
  parts: NonNullable<RuleDef['split']>,
  userField: string,
) {
  const remainder = parts.findIndex((part) => part.remainder);
  const next = [...parts];
  next.splice(remainder < 0 ? parts.length : remainder, 0, {
    user: userField,
    share: '0%',
    remainder: false,
  });
  return setIn(text, ['rules', rule, 'split'], partsToFile(next));
}

/** The file without a share part (a split keeps at least two parts, one of them the remainder). */
export function removeSplitPart(
  text: string,
  rule: string,
  parts: NonNullable<RuleDef['split']>,
  index: number,
) {
  if (parts.length <= 2 || parts[index]?.remainder !== false) return text;
  return setIn(text, ['rules', rule, 'split'], partsToFile(parts.filter((_, i) => i !== index)));
}

/** How a held amount is released: when a condition on its record holds, or in instalments. */
export type ReleaseKind = 'condition' | 'installments';

/** The condition a release starts with: true at once, until the person writes theirs. */
export const DEFAULT_RELEASE_WHEN = 'TRUE';

/** A release of the kind, as the file writes it. */
export function releaseOf(kind: ReleaseKind): Record<string, unknown> {
  return kind === 'condition' ? { when: DEFAULT_RELEASE_WHEN } : { installments: 1, delay: 0 };
}
