import {
  compilePlan,
  parsePlan,
  PlanCompileError,
  PlanValidationError,
  type PlanDefinition,
} from '@accrue/engine';
import YAML from 'yaml';
import { Invalid, type FieldError } from '../../platform/errors.js';
import type { PlanFrequency } from './types.js';

/**
 * Plans as code: the definition is the plan file (docs/plan-format.md) and the source of truth; the
 * plan's name and frequency are copied out of it. Edits made from the list (rename, frequency)
 * are written into the file with the YAML document API, so comments and layout survive.
 */

/** The file of a new plan: its name and frequency, no rules yet. */
export function blankDefinition(name: string, frequency: PlanFrequency): string {
  return YAML.stringify({ version: 1, plan: { id: planSlug(name), name, frequency } });
}

/** A plan id for the file (text; lowercase words joined by hyphens). */
function planSlug(name: string): string {
  return (
    name
      .normalize('NFKD')
      .replace(/[^\w\s-]/g, '')
      .trim()
      .toLowerCase()
      .replace(/[\s_-]+/g, '-')
      .slice(0, 60) || 'plan'
  );
}

/** The definition with `plan.name` and/or `plan.frequency` replaced (the rest kept as written). */
export function withPlanFields(definition: string, fields: { name?: string; frequency?: string }): string {
  const document = YAML.parseDocument(definition);
  if (fields.name !== undefined) document.setIn(['plan', 'name'], fields.name);
  if (fields.frequency !== undefined) document.setIn(['plan', 'frequency'], fields.frequency);
  return document.toString();
}

/**
 * Checks a plan file the way the calculation will read it, and reports every problem at once,
 * each on `definition.<path in the file>`: first its structure (the engine's `parsePlan`), then,
 * when the structure holds, every formula, table and rate (`compilePlan`, which needs the token
 * tables the structure gives). Throws `Invalid`; answers the parsed definition.
 */
export function checkDefinition(definition: string): PlanDefinition {
  let parsed: PlanDefinition;
  try {
    parsed = parsePlan(definition);
  } catch (error) {
    if (error instanceof PlanValidationError) throw new Invalid(error.issues.map(toFieldError));
    throw error;
  }
  try {
    compilePlan(parsed);
  } catch (error) {
    if (error instanceof PlanCompileError) throw new Invalid(error.issues.map(toFieldError));
    throw error;
  }
  // The forecast variant: each forecast formula in place of its token's (the engine reports its
  // problems at the forecast formula's own path, plan.forecasting.formulas.<token>).
  if (Object.keys(parsed.plan.forecasting.formulas).length)
    try {
      compilePlan(parsed, { forecast: true });
    } catch (error) {
      if (error instanceof PlanCompileError) throw new Invalid(error.issues.map(toFieldError));
      throw error;
    }
  return parsed;
}

/**
 * The definition with its forecasting configuration changed (`plan.forecasting`): `enabled` set
 * when given, each formula set, or removed when null; the rest kept as written.
 */
export function withForecasting(
  definition: string,
  change: { enabled?: boolean; formulas?: Record<string, string | null> },
): string {
  const document = YAML.parseDocument(definition);
  if (change.enabled !== undefined) document.setIn(['plan', 'forecasting', 'enabled'], change.enabled);
  for (const [token, formula] of Object.entries(change.formulas ?? {})) {
    if (formula === null) document.deleteIn(['plan', 'forecasting', 'formulas', token]);
    else document.setIn(['plan', 'forecasting', 'formulas', token], formula);
  }
  return document.toString();
}

function toFieldError(issue: { path: string; message: string; position?: number }): FieldError {
  const at = issue.position === undefined ? '' : ` (at character ${issue.position + 1})`;
  return { field: `definition.${issue.path}`, message: `${issue.message}${at}` };
}

/** The sections of a plan file a summary names, with the word it uses. */
const SECTIONS = [
  ['rules', 'Rules'],
  ['filters', 'Tables'],
  ['variables', 'Variables'],
  ['fields', 'Calculated fields'],
  ['quotas', 'Quotas'],
  ['links', 'Links'],
  ['rateTables', 'Rate tables'],
  ['models', 'Models'],
] as const;

export type DefinitionSection = (typeof SECTIONS)[number][0];

/** One entry of a section added, removed or changed, as YAML on each side. */
export interface DefinitionChange {
  name: string;
  change: 'added' | 'removed' | 'changed';
  before: string | null;
  after: string | null;
}

/** What differs between two plan files: the plan's own settings, and each section's entries. */
export interface DefinitionComparison {
  settings: { before: string; after: string } | null;
  sections: { section: DefinitionSection; changes: DefinitionChange[] }[];
}

const SUMMARY_MAX = 500;

/**
 * The entries of each section that one file adds, changes or removes from the other (added in the
 * second file's order, then changed, then removed), and the `plan` settings when they differ.
 * Comments and layout are not differences.
 */
export function compareDefinitions(before: string, after: string): DefinitionComparison {
  const a = rawOf(before);
  const b = rawOf(after);
  const planA = objectOf(a.plan);
  const planB = objectOf(b.plan);
  const yaml = (value: unknown) => YAML.stringify(value);
  const sections = SECTIONS.map(([section]) => {
    const sectionA = objectOf(a[section]);
    const sectionB = objectOf(b[section]);
    const entry = (name: string, change: DefinitionChange['change']): DefinitionChange => ({
      name,
      change,
      before: change === 'added' ? null : yaml(sectionA[name]),
      after: change === 'removed' ? null : yaml(sectionB[name]),
    });
    const changes = [
      ...Object.keys(sectionB)
        .filter((name) => !(name in sectionA))
        .map((name) => entry(name, 'added')),
      ...Object.keys(sectionB)
        .filter((name) => name in sectionA && !same(sectionA[name], sectionB[name]))
        .map((name) => entry(name, 'changed')),
      ...Object.keys(sectionA)
        .filter((name) => !(name in sectionB))
        .map((name) => entry(name, 'removed')),
    ];
    return { section, changes };
  }).filter(({ changes }) => changes.length > 0);
  return { settings: same(planA, planB) ? null : { before: yaml(planA), after: yaml(planB) }, sections };
}

/**
 * What changed between two versions of a plan file, in a sentence per kind of change: the name,
 * the frequency, the other plan settings, then the tokens added, changed and removed per section
 * (`Rules added: bonus; changed: commission.`).
 */
export function summarizeChange(before: string, after: string): string {
  const planA = objectOf(rawOf(before).plan);
  const planB = objectOf(rawOf(after).plan);
  const parts: string[] = [];
  if (planA.name !== planB.name) parts.push(`Renamed from “${text(planA.name)}” to “${text(planB.name)}”.`);
  if (planA.frequency !== planB.frequency)
    parts.push(`Frequency changed from ${text(planA.frequency)} to ${text(planB.frequency)}.`);
  const { name: _n1, frequency: _f1, ...settingsA } = planA;
  const { name: _n2, frequency: _f2, ...settingsB } = planB;
  if (!same(settingsA, settingsB)) parts.push('Plan settings changed.');
  const label = new Map<string, string>(SECTIONS);
  for (const { section, changes } of compareDefinitions(before, after).sections) {
    const names = (kind: DefinitionChange['change']) =>
      changes.filter((c) => c.change === kind).map((c) => c.name);
    const said = (['added', 'changed', 'removed'] as const)
      .map((kind) => (names(kind).length ? `${kind}: ${names(kind).join(', ')}` : ''))
      .filter(Boolean);
    parts.push(`${label.get(section)} ${said.join('; ')}.`);
  }
  const summary = parts.length
    ? parts.join(' ')
    : before === after
      ? 'No change.'
      : 'Layout or comments changed.';
  return summary.length > SUMMARY_MAX ? `${summary.slice(0, SUMMARY_MAX - 1)}…` : summary;
}

type Obj = Record<string, unknown>;

function rawOf(definition: string): Obj {
  try {
    return objectOf(YAML.parse(definition));
  } catch {
    return {};
  }
}

function objectOf(value: unknown): Obj {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Obj) : {};
}

const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
