import type { Gate } from '@accrue/remote-runtime';
import type { Plan, PlanFrequency } from './queries';

/** Doc 2 §5, §9: plan names are 2 to 100 characters; a copy defaults to the name plus ' (copy)'. */
export const PLAN_NAME_MIN = 2;
export const PLAN_NAME_MAX = 100;
export const COPY_SUFFIX = ' (copy)';

export function copyName(name: string): string {
  return `${name}${COPY_SUFFIX}`.slice(0, PLAN_NAME_MAX);
}

/** The message id of what is wrong with a plan name, if anything. */
export function nameError(name: string): string | undefined {
  const length = name.trim().length;
  return length < PLAN_NAME_MIN || length > PLAN_NAME_MAX ? 'plans.form.nameLength' : undefined;
}

/** Doc 2 §5: the effective-from date cannot be later than the until date (either may be empty). */
export function datesError(asOf: string | null, until: string | null): string | undefined {
  return asOf && until && asOf > until ? 'plans.form.startAfterEnd' : undefined;
}

/** Doc 2 §3: a month company allows month or quarter plans, a quarter company quarter only. */
export function allowedFrequencies(statementFrequency: string | undefined): PlanFrequency[] {
  return statementFrequency === 'quarter' ? ['quarter'] : ['month', 'quarter'];
}

/** Active plans, then the archived ones (the list's collapsed group). */
export function splitPlans<P extends { archived: boolean; name: string }>(plans: readonly P[]) {
  const byName = (a: P, b: P) => a.name.localeCompare(b.name);
  return {
    active: plans.filter((p) => !p.archived).sort(byName),
    archived: plans.filter((p) => p.archived).sort(byName),
  };
}

export function todayIso(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The file name a definition downloads as: the plan's name, made safe for a file system. */
export function definitionFileName(name: string): string {
  const base = name
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .toLowerCase();
  return `${base || 'plan'}.plan.yaml`;
}

/** The hub's tabs (doc 2 §2 /plans/{planId}/{tab?}); the first is the default. */
export const HUB_TABS = ['assignments', 'rules', 'customization', 'definition', 'history'] as const;
export type HubTab = (typeof HUB_TABS)[number];

/** What the hub gives each tab: the plan, whether the user may change it, and its snackbar. */
export interface HubTabProps {
  plan: Plan;
  canModify: boolean;
  notify: (tone: 'success' | 'error', message: string) => void;
}

export function hubTab(tab: string | undefined): HubTab {
  return (HUB_TABS as readonly string[]).includes(tab ?? '') ? (tab as HubTab) : 'assignments';
}

/**
 * Who may open the rule designer in forecast mode (doc 2 §2 PLAN_HUB_RULE_FORECAST): whoever may
 * open the rule designer, in a company with the forecast feature.
 */
export const forecastDesignerGate: Gate = (session) =>
  session.can('VIEW_RULE_DESIGNER') && session.subject.featureFlags.FORECAST === true;

/** The accepted plan files: the engine reads YAML and JSON. */
export const PLAN_FILE_TYPES = [
  '.yaml',
  '.yml',
  '.json',
  'application/json',
  'application/yaml',
  'text/yaml',
];
export const PLAN_FILE_MAX_BYTES = 1_000_000;

/** A field error of the server as "path: message" (paths are the file's, e.g. rules.bonus.formula). */
export function describeProblem(problem: { field: string; message: string }): string {
  return `${problem.field.replace(/^definition\./, '')}: ${problem.message}`;
}
