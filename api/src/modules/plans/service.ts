import { parsePlan, PlanValidationError, type PlanDefinition } from '@accrue/engine';
import type { Transaction } from 'sequelize';
import type { Tenant } from '../../platform/db/tenancy.js';
import { Invalid } from '../../platform/errors.js';
import * as repository from './repository.js';
import type { NewPlanAssignment, Plan, PlanAssignment } from './types.js';

/**
 * The users assigned to any of these plans, at any date: the reach of a scoped admin whose scope
 * holds these plans (a scope is about plans, not periods, so past and future assignments count).
 */
export function userIdsAssignedTo(tenant: Tenant, planIds: readonly number[]): Promise<number[]> {
  return repository.userIdsAssignedTo(tenant, planIds);
}

/** Assigns a user of the tenant to a plan (seeding and tests until the plan routes exist). */
export function assignUserToPlan(
  tenant: Tenant,
  assignment: NewPlanAssignment,
  t?: Transaction,
): Promise<PlanAssignment> {
  return repository.insertPlanAssignment(tenant, assignment, t);
}

/** Every assignment of a plan of the tenant (past, current and future). */
export function planAssignmentsOf(tenant: Tenant, planId: number): Promise<PlanAssignment[]> {
  return repository.listPlanAssignments(tenant, planId);
}

/** The people assigned to the plan at some point between two days (YYYY-MM-DD, inclusive), by id. */
export async function userIdsAssignedDuring(
  tenant: Tenant,
  planId: number,
  period: { start: string; end: string },
): Promise<number[]> {
  const assignments = await repository.listPlanAssignments(tenant, planId);
  const during = assignments.filter(
    (a) => a.effectiveAsOf <= period.end && (a.effectiveUntil === null || a.effectiveUntil >= period.start),
  );
  return [...new Set(during.map((a) => a.userId))].sort((a, b) => a - b);
}

/** Every plan assignment of one user of the tenant (past, current and future; at most 1,000). */
export function planAssignmentsOfUser(tenant: Tenant, userId: number): Promise<PlanAssignment[]> {
  return repository.planAssignmentsOfUser(tenant, userId);
}

/** With `t`, read inside that transaction (a writer's: on SQLite a read beside it could wait on it). */
export function findPlan(tenant: Tenant, planId: number, t?: Transaction): Promise<Plan | null> {
  return repository.findPlan(tenant, planId, t);
}

/**
 * The plan file a statement was calculated with: the version `version`, or the current definition
 * when that version is unknown (statements calculated before plans kept versions).
 */
export async function definitionAt(
  tenant: Tenant,
  planId: number,
  version: number | null,
): Promise<string | null> {
  const kept = version === null ? null : await repository.findPlanVersion(tenant, planId, version);
  return kept?.definition ?? (await repository.findPlan(tenant, planId))?.definition ?? null;
}

export function listPlans(tenant: Tenant, t?: Transaction): Promise<Plan[]> {
  return repository.listPlans(tenant, t);
}

/**
 * The plans of the tenant whose definition declares this record model or quota (by machine name;
 * archived plans included: callers filter). A plan whose definition no longer parses declares
 * nothing.
 */
export async function plansDeclaring(
  tenant: Tenant,
  section: 'models' | 'quotas',
  machineName: string,
  t?: Transaction,
): Promise<Plan[]> {
  return (await repository.listPlans(tenant, t)).filter((plan) => {
    const parsed = parsedDefinition(plan.definition);
    return parsed !== null && Object.hasOwn(parsed[section], machineName);
  });
}

/** Parsed plan files by their text (a plan's text changes with each version), at most PARSED_MAX. */
const parsedFiles = new Map<string, PlanDefinition | null>();
const PARSED_MAX = 100;

/**
 * A plan file's structure (the engine's `parsePlan`), null when it does not parse, remembered by
 * its text: the questions asked of a saved plan on every read (which models and quotas it
 * declares, whether it forecasts, which columns name people) need not parse it each time. The
 * answer is shared: read it, never change it.
 */
export function parsedDefinition(text: string): PlanDefinition | null {
  let parsed = parsedFiles.get(text);
  if (parsed === undefined) {
    try {
      parsed = parsePlan(text);
    } catch {
      parsed = null;
    }
    if (parsedFiles.size >= PARSED_MAX) parsedFiles.delete(parsedFiles.keys().next().value!);
    parsedFiles.set(text, parsed);
  }
  return parsed;
}

/**
 * Whether the plan has forecasting (plan.forecasting.enabled in its definition): its statements
 * get forecasts (doc 2 §Forecasts). A definition that no longer parses has none.
 */
export function hasForecasting(plan: Plan): boolean {
  return parsedDefinition(plan.definition)?.plan.forecasting.enabled ?? false;
}

/** Whether an active plan of the tenant has forecasting (the Forecasts menu entry needs one). */
export async function hasForecastedPlans(tenant: Tenant): Promise<boolean> {
  return (await repository.listPlans(tenant)).some((plan) => !plan.archived && hasForecasting(plan));
}

/**
 * The structure of a plan definition (the engine's `parsePlan`), or `Invalid` naming every
 * problem with its path in the file. Formulas are compiled by the calculation, which first
 * completes the definition with the company's record models and quotas.
 */
export function readPlanDefinition(definition: string | object): PlanDefinition {
  try {
    return parsePlan(definition);
  } catch (error) {
    if (error instanceof PlanValidationError)
      throw new Invalid(
        error.issues.map((issue) => ({ field: `definition.${issue.path}`, message: issue.message })),
      );
    throw error;
  }
}

/**
 * Creates a plan from its definition (seeding and tests until the plan designer's routes exist);
 * its name and frequency are the definition's.
 */
export async function createPlan(
  tenant: Tenant,
  input: { definition: string; isHidden?: boolean },
  t?: Transaction,
): Promise<Plan> {
  const { plan } = readPlanDefinition(input.definition);
  const created = await repository.insertPlan(
    tenant,
    {
      name: plan.name,
      definition: input.definition,
      frequency: plan.frequency,
      isHidden: input.isHidden ?? true,
    },
    t,
  );
  await repository.insertPlanVersion(
    tenant,
    {
      planId: created.id,
      version: created.version,
      authorId: null,
      summary: 'Created.',
      definition: created.definition,
    },
    t,
  );
  return created;
}
