import { assignmentStatus } from '@accrue/access';
import { parameterProblem, type PlanDefinition } from '@accrue/engine';
import type { Transaction } from 'sequelize';
import * as company from '../company/index.js';
import { recordChange, type AuditAction } from '../../platform/audit/audit-log.js';
import { calculationInputChanged } from '../../platform/calculation-inputs.js';
import type { Context } from '../../platform/context.js';
import type { ReachableUsers } from '../../platform/db/reach.js';
import { todayIso } from '../../platform/db/values.js';
import type { ExpectedVersion } from '../../platform/db/versioned.js';
import { Forbidden, Invalid, MESSAGES, NotFound, type FieldError } from '../../platform/errors.js';
import { planSight, visiblePlan, writablePlan, mayCreatePlans } from './access.js';
import { usersOf, type Author } from './people-link.js';
import {
  blankDefinition,
  checkDefinition,
  compareDefinitions,
  summarizeChange,
  withForecasting,
  withPlanFields,
  type DefinitionComparison,
} from './definitions.js';
import * as repository from './repository.js';
import type { Plan, PlanAssignment, PlanFrequency, PlanVersion } from './types.js';

/**
 * The plan list and the plan dialogs of doc 2 (§2 Plans, §4 Plan visibility and archive, §5, §7
 * Plans): list, create, duplicate, archive, unarchive, delete, publish, unpublish, rename; and plans
 * as code: the definition read and replaced whole, a plan imported from a file, and the versions
 * every saved change makes (author, date, summary, the definition as saved).
 */

export const PLAN_MESSAGES = {
  notCreator: 'Only an admin of the whole company can create plans.',
  archived: 'This plan is archived.',
  startAfterEnd: 'The effective-from date cannot be later than the until date.',
  versionNotFound: 'Plan version not found.',
  parameterStillGiven: 'Assignments still give this parameter a value ({people}): clear it there first.',
  parameterValuesRefused:
    'Assignments give this parameter values that its new definition refuses ({people}): change them there first.',
} as const;

/** How many people a message names before it says how many more there are. */
const NAMED_PEOPLE = 5;

/** A plan as the list and hub show it: without its (possibly long) definition. */
export interface PlanView extends Omit<Plan, 'definition'> {
  activeAssignmentsCount: number;
}

export interface Page<T> {
  items: T[];
  totalItems: number;
  currentPage: number;
  pageCount: number;
}

function pageOf<T>(items: T[], total: number, page: number, limit: number): Page<T> {
  return { items, totalItems: total, currentPage: page, pageCount: Math.ceil(total / limit) };
}

function viewOf(plan: Plan, assignments: readonly PlanAssignment[], users: ReachableUsers): PlanView {
  const { definition: _definition, ...rest } = plan;
  const today = todayIso();
  const reachable = users.all ? null : new Set(users.ids);
  return {
    ...rest,
    activeAssignmentsCount: assignments.filter(
      (a) =>
        a.planId === plan.id &&
        (reachable === null || reachable.has(a.userId)) &&
        assignmentStatus(a, today) === 'active',
    ).length,
  };
}

async function viewOne(context: Context, plan: Plan): Promise<PlanView> {
  const sight = await planSight(context);
  return viewOf(plan, await repository.assignmentsOfPlans(context.tenant, [plan.id]), sight.users);
}

// ------------------------------------------------------------------------------------------------
// Reading.

export interface PlanListQuery {
  userIds?: number[];
  planIds?: number[];
  periodId?: string;
  archived?: boolean;
  search?: string;
  page?: number;
  limit?: number;
}

/** `GET /plans`: active plans by name, then archived ones, as the caller may see them. */
export async function listPlansOf(context: Context, query: PlanListQuery): Promise<Page<PlanView>> {
  const page = query.page ?? 0;
  const limit = query.limit ?? 100;
  const { tenant } = context;
  const sight = await planSight(context);
  const plans = await repository.listPlans(tenant);
  const assignments = await repository.assignmentsOfPlans(
    tenant,
    plans.map((p) => p.id),
  );
  const byPlan = new Map<number, PlanAssignment[]>();
  for (const a of assignments) byPlan.set(a.planId, [...(byPlan.get(a.planId) ?? []), a]);
  const period = query.periodId ? periodRange(query.periodId) : null;
  const search = query.search?.trim().toLowerCase();
  const wantedPlans = query.planIds?.length ? new Set(query.planIds) : null;
  const wantedUsers = query.userIds?.length ? new Set(query.userIds) : null;

  const matching: Plan[] = [];
  for (const plan of plans) {
    const own = byPlan.get(plan.id) ?? [];
    if (!(await sight.sees(plan, async () => own.map((a) => a.userId)))) continue;
    if (query.archived !== undefined && plan.archived !== query.archived) continue;
    if (wantedPlans && !wantedPlans.has(plan.id)) continue;
    if (search && !plan.name.toLowerCase().includes(search)) continue;
    if (wantedUsers || period) {
      const relevant = own.filter(
        (a) =>
          (!wantedUsers || wantedUsers.has(a.userId)) &&
          (!period ||
            (a.effectiveAsOf <= period.end &&
              (a.effectiveUntil === null || a.effectiveUntil >= period.start))),
      );
      if (relevant.length === 0) continue;
    }
    matching.push(plan);
  }
  matching.sort(
    (a, b) => Number(a.archived) - Number(b.archived) || a.name.localeCompare(b.name) || a.id - b.id,
  );
  const items = matching
    .slice(page * limit, page * limit + limit)
    .map((plan) => viewOf(plan, byPlan.get(plan.id) ?? [], sight.users));
  return pageOf(items, matching.length, page, limit);
}

/** The first and last day of a period id (2026-03, 2026-Q1 or 2026). */
function periodRange(periodId: string): { start: string; end: string } {
  const year = periodId.slice(0, 4);
  const lastDay = (month: number) =>
    `${year}-${String(month).padStart(2, '0')}-${String(new Date(Date.UTC(Number(year), month, 0)).getUTCDate()).padStart(2, '0')}`;
  const quarter = /-Q([1-4])$/.exec(periodId);
  if (quarter) {
    const first = (Number(quarter[1]) - 1) * 3 + 1;
    return { start: `${year}-${String(first).padStart(2, '0')}-01`, end: lastDay(first + 2) };
  }
  const month = /-(\d{2})$/.exec(periodId);
  if (month) return { start: `${periodId}-01`, end: lastDay(Number(month[1])) };
  return { start: `${year}-01-01`, end: `${year}-12-31` };
}

export async function getPlanOf(context: Context, planId: number): Promise<PlanView> {
  return viewOne(context, await visiblePlan(context, planId));
}

/** `GET /plans/{id}/definition`: the plan file and the version it is at. */
export async function getDefinitionOf(
  context: Context,
  planId: number,
): Promise<{ planId: number; version: number; definition: string }> {
  const plan = await visiblePlan(context, planId);
  return { planId: plan.id, version: plan.version, definition: plan.definition };
}

/** `GET /plans/{id}/versions`: the saved changes, newest first, with their authors. */
export async function listVersionsOf(
  context: Context,
  planId: number,
  query: { page?: number; limit?: number },
): Promise<Page<Omit<PlanVersion, 'definition' | 'authorId'> & { author: Author | null }>> {
  const plan = await visiblePlan(context, planId);
  const page = query.page ?? 0;
  const limit = query.limit ?? 20;
  const { items, total } = await repository.pageOfPlanVersions(context.tenant, plan.id, { page, limit });
  const authors = await authorsOf(
    context,
    items.flatMap((v) => (v.authorId === null ? [] : [v.authorId])),
  );
  return pageOf(
    items.map(({ definition: _d, authorId, ...version }) => ({
      ...version,
      author: authorId === null ? null : (authors.get(authorId) ?? null),
    })),
    total,
    page,
    limit,
  );
}

async function versionOf(context: Context, plan: Plan, version: number): Promise<PlanVersion> {
  const found = await repository.findPlanVersion(context.tenant, plan.id, version);
  if (!found) throw new NotFound(PLAN_MESSAGES.versionNotFound);
  return found;
}

/** `GET /plans/{id}/versions/{from}/compare/{to}`: what changed in the file, entry by entry. */
export async function compareVersionsOf(
  context: Context,
  planId: number,
  fromVersion: number,
  toVersion: number,
): Promise<DefinitionComparison & { fromVersion: number; toVersion: number; summary: string }> {
  const plan = await visiblePlan(context, planId);
  const [from, to] = await Promise.all([
    versionOf(context, plan, fromVersion),
    versionOf(context, plan, toVersion),
  ]);
  return {
    fromVersion,
    toVersion,
    summary: summarizeChange(from.definition, to.definition),
    ...compareDefinitions(from.definition, to.definition),
  };
}

function authorsOf(context: Context, ids: number[]): Promise<Map<number, Author>> {
  return usersOf(context.tenant, ids);
}

// ------------------------------------------------------------------------------------------------
// Writing: every saved change of a plan makes a version in the same transaction.

interface Change {
  values: Parameters<typeof repository.updatePlanRow>[2];
  /** What the audit log calls this change. */
  action: AuditAction;
  summary: string;
  expected?: ExpectedVersion;
  nameField?: string;
}

async function save(context: Context, plan: Plan, change: Change, t: Transaction): Promise<Plan> {
  const saved = await repository.updatePlanRow(
    context.tenant,
    plan.id,
    change.values,
    change.expected,
    t,
    change.nameField,
  );
  await repository.insertPlanVersion(
    context.tenant,
    {
      planId: saved.id,
      version: saved.version,
      authorId: context.userId,
      summary: change.summary,
      definition: saved.definition,
    },
    t,
  );
  await recordPlanChange(context, change.action, saved, change.summary, t);
  // A new definition changes what the plan's statements and forecasts are: they are recalculated
  // (statements module), on commit.
  if (saved.definition !== plan.definition)
    await calculationInputChanged(
      context.tenant,
      { kind: 'planDefinition', planId: saved.id, createdBy: context.userId },
      t,
    );
  return saved;
}

async function created(context: Context, plan: Plan, summary: string, t: Transaction): Promise<void> {
  await repository.insertPlanVersion(
    context.tenant,
    {
      planId: plan.id,
      version: plan.version,
      authorId: context.userId,
      summary,
      definition: plan.definition,
    },
    t,
  );
  await recordPlanChange(context, 'plan.created', plan, summary, t);
}

function recordPlanChange(
  context: Context,
  action: AuditAction,
  plan: Plan,
  summary: string,
  t: Transaction,
): Promise<void> {
  return recordChange(
    context,
    {
      action,
      target: { type: 'plan', id: plan.id, label: plan.name },
      details: { version: plan.version, summary },
    },
    t,
  );
}

/** The frequencies a company allows (doc 2 §3): month companies month or quarter, quarter ones quarter. */
async function allowedFrequencies(context: Context): Promise<PlanFrequency[]> {
  const found = await company.companyById(context.tenant.db, context.tenant.companyId);
  return found?.statementFrequency === 'quarter' ? ['quarter'] : ['month', 'quarter'];
}

async function checkFrequency(context: Context, frequency: string, field: string): Promise<void> {
  const allowed = await allowedFrequencies(context);
  if (!allowed.includes(frequency as PlanFrequency))
    throw new Invalid([{ field, message: MESSAGES.oneOf(allowed) }]);
}

async function checkNameFree(
  context: Context,
  name: string,
  field: string,
  exceptId?: number,
): Promise<void> {
  const taken = await repository.findPlanNamed(context.tenant, name);
  if (taken && taken.id !== exceptId) throw new repository.PlanNameTaken(field);
}

function checkName(name: string, field: string): string {
  const trimmed = name.trim();
  if (trimmed.length < 2) throw new Invalid([{ field, message: MESSAGES.minLength(2) }]);
  if (trimmed.length > 100) throw new Invalid([{ field, message: MESSAGES.maxLength(100) }]);
  return trimmed;
}

/** `POST /plans`: a hidden plan with a name and a frequency, and no rules yet. */
export async function createPlanOf(
  context: Context,
  input: { name: string; frequency: PlanFrequency },
): Promise<Plan> {
  if (!mayCreatePlans(context)) throw new Forbidden(PLAN_MESSAGES.notCreator);
  const name = checkName(input.name, 'name');
  await checkFrequency(context, input.frequency, 'frequency');
  await checkNameFree(context, name, 'name');
  return context.tenant.transaction(async (t) => {
    const plan = await repository.insertPlan(
      context.tenant,
      {
        name,
        frequency: input.frequency,
        definition: blankDefinition(name, input.frequency),
        isHidden: true,
      },
      t,
    );
    await created(context, plan, 'Created.', t);
    return plan;
  });
}

/** `POST /plans/import`: a hidden plan from a plan file, checked whole first. */
export async function importPlanOf(context: Context, input: { definition: string }): Promise<Plan> {
  if (!mayCreatePlans(context)) throw new Forbidden(PLAN_MESSAGES.notCreator);
  const parsed = checkDefinition(input.definition);
  await checkFrequency(context, parsed.plan.frequency, 'definition.plan.frequency');
  await checkNameFree(context, parsed.plan.name, 'definition.plan.name');
  return context.tenant.transaction(async (t) => {
    const plan = await repository.insertPlan(
      context.tenant,
      {
        name: parsed.plan.name,
        frequency: parsed.plan.frequency,
        definition: input.definition,
        isHidden: true,
      },
      t,
      'definition.plan.name',
    );
    await created(context, plan, 'Imported from a plan file.', t);
    return plan;
  });
}

/** `PATCH /plans/{id}`: a new name or frequency, written into the definition. */
export async function updatePlanOf(
  context: Context,
  planId: number,
  input: { name?: string; frequency?: PlanFrequency },
  expected: ExpectedVersion,
): Promise<Plan> {
  const plan = await writablePlan(context, planId);
  const name = input.name === undefined ? undefined : checkName(input.name, 'name');
  if (input.frequency !== undefined) await checkFrequency(context, input.frequency, 'frequency');
  if (name !== undefined) await checkNameFree(context, name, 'name', plan.id);
  const definition = withPlanFields(plan.definition, { name, frequency: input.frequency });
  return context.tenant.transaction((t) =>
    save(
      context,
      plan,
      {
        values: {
          definition,
          ...(name === undefined ? {} : { name }),
          ...(input.frequency === undefined ? {} : { frequency: input.frequency }),
        },
        action: 'plan.updated',
        summary: summarizeChange(plan.definition, definition),
        expected,
      },
      t,
    ),
  );
}

/** `PUT /plans/{id}/definition`: the whole file, checked first; nothing is written on a problem. */
export async function replaceDefinitionOf(
  context: Context,
  planId: number,
  definition: string,
  expected: ExpectedVersion,
): Promise<Plan> {
  const plan = await writablePlan(context, planId);
  return replaceDefinition(context, plan, definition, expected, summarizeChange(plan.definition, definition));
}

/**
 * `PATCH /plans/{id}/forecasting-configuration`: forecasting on or off and its forecast formulas,
 * written into the definition (`plan.forecasting`), checked and saved as any definition is. Its
 * problems name this call's fields (`formulas.<token>`), not the file's path.
 */
export async function setForecastingOf(
  context: Context,
  planId: number,
  input: { enabled?: boolean; formulas?: Record<string, string | null> },
  expected: ExpectedVersion,
): Promise<Plan> {
  const plan = await writablePlan(context, planId);
  const definition = withForecasting(plan.definition, input);
  try {
    return await replaceDefinition(
      context,
      plan,
      definition,
      expected,
      summarizeChange(plan.definition, definition),
    );
  } catch (error) {
    if (!(error instanceof Invalid)) throw error;
    throw new Invalid(
      error.errors.map((problem) => ({
        ...problem,
        field: problem.field.replace(/^definition\.plan\.forecasting\./, ''),
      })),
    );
  }
}

/**
 * `POST /plans/{id}/versions/{version}/restore`: that version's file becomes the definition again,
 * checked as any file is (today's models and names), saved as a new version that says so.
 */
export async function restoreVersionOf(
  context: Context,
  planId: number,
  version: number,
  expected: ExpectedVersion,
): Promise<Plan> {
  const plan = await writablePlan(context, planId);
  const restored = await versionOf(context, plan, version);
  const changed = summarizeChange(plan.definition, restored.definition);
  return replaceDefinition(
    context,
    plan,
    restored.definition,
    expected,
    `Restored version ${version}. ${changed}`.slice(0, 500),
  );
}

async function replaceDefinition(
  context: Context,
  plan: Plan,
  definition: string,
  expected: ExpectedVersion,
  summary: string,
): Promise<Plan> {
  const parsed = checkDefinition(definition);
  await checkFrequency(context, parsed.plan.frequency, 'definition.plan.frequency');
  await checkNameFree(context, parsed.plan.name, 'definition.plan.name', plan.id);
  await checkStoredParameters(context, plan, parsed);
  return context.tenant.transaction((t) =>
    save(
      context,
      plan,
      {
        values: { definition, name: parsed.plan.name, frequency: parsed.plan.frequency },
        action: 'plan.definitionReplaced',
        summary,
        expected,
        nameField: 'definition.plan.name',
      },
      t,
    ),
  );
}

/**
 * The values the plan's assignments hold for its parameters, against the new file's parameters: a
 * parameter removed while an assignment still gives it a value, or given a format that a stored
 * value does not fit, is refused on `definition.parameters.<name>` with the people concerned, as
 * deleting a token still used is. Saved, the file would make every calculation of the plan fail
 * on those values.
 */
async function checkStoredParameters(context: Context, plan: Plan, parsed: PlanDefinition): Promise<void> {
  const holders = new Map<string, number[]>();
  for (const assignment of await repository.listPlanAssignments(context.tenant, plan.id)) {
    for (const [name, value] of Object.entries(assignment.parameters)) {
      const def = parsed.parameters[name];
      if (def && parameterProblem(value, def) === null) continue;
      holders.set(name, [...(holders.get(name) ?? []), assignment.userId]);
    }
  }
  if (holders.size === 0) return;
  const users = await usersOf(context.tenant, [...holders.values()].flat());
  const namesOf = (userIds: number[]) => {
    const names = [...new Set(userIds)].map((id) => {
      const user = users.get(id);
      return user ? `${user.firstName} ${user.lastName}`.trim() : `#${id}`;
    });
    const more = names.length - NAMED_PEOPLE;
    return names.slice(0, NAMED_PEOPLE).join(', ') + (more > 0 ? ` and ${more} more` : '');
  };
  throw new Invalid(
    [...holders].map(([name, userIds]) => ({
      field: `definition.parameters.${name}`,
      message: (parsed.parameters[name]
        ? PLAN_MESSAGES.parameterValuesRefused
        : PLAN_MESSAGES.parameterStillGiven
      ).replace('{people}', namesOf(userIds)),
    })),
  );
}

/** `PATCH /plans/{id}/visibility`: live publishes, hidden unpublishes (doc 2 §4). */
export async function setVisibilityOf(
  context: Context,
  planId: number,
  visibility: 'live' | 'hidden',
): Promise<Plan> {
  const plan = await writablePlan(context, planId);
  const isHidden = visibility === 'hidden';
  if (plan.isHidden === isHidden) return plan;
  return context.tenant.transaction((t) =>
    save(
      context,
      plan,
      {
        values: { isHidden },
        action: isHidden ? 'plan.unpublished' : 'plan.published',
        summary: isHidden ? 'Unpublished.' : 'Published.',
      },
      t,
    ),
  );
}

/**
 * `PUT /plans/archive/{id}`: archiving ends the assignments active today on today's date;
 * unarchiving gives the assignments the archive ended the dates the user chose, if any.
 */
export async function archivePlanOf(
  context: Context,
  planId: number,
  input: {
    archived: boolean;
    assignmentsEffectiveAsOf?: string | null;
    assignmentsEffectiveUntil?: string | null;
  },
): Promise<Plan> {
  const plan = await writablePlan(context, planId);
  const { tenant } = context;
  if (input.archived) {
    if (plan.archived) return plan;
    const today = todayIso();
    return tenant.transaction(async (t) => {
      await repository.endActiveAssignments(tenant, plan.id, today, t);
      return save(
        context,
        plan,
        { values: { archived: true, archivedOn: today }, action: 'plan.archived', summary: 'Archived.' },
        t,
      );
    });
  }
  if (!plan.archived) return plan;
  const asOf = input.assignmentsEffectiveAsOf ?? undefined;
  const until = input.assignmentsEffectiveUntil;
  checkDates(asOf, until ?? null, 'assignmentsEffectiveAsOf');
  return tenant.transaction(async (t) => {
    if (plan.archivedOn && (asOf !== undefined || until !== undefined)) {
      const ended = await repository.planAssignmentsWhere(
        tenant,
        plan.id,
        { effectiveUntil: plan.archivedOn },
        t,
      );
      const all = await repository.planAssignmentsWhere(tenant, plan.id, {}, t);
      const changed = new Map(
        ended.map((a) => [
          a.id,
          {
            ...a,
            effectiveAsOf: asOf ?? a.effectiveAsOf,
            effectiveUntil: until === undefined ? a.effectiveUntil : until,
          },
        ]),
      );
      const errors = datesAndOverlaps(
        all.map((a) => changed.get(a.id) ?? a),
        (a) => a.id !== undefined && changed.has(a.id),
        () => 'assignmentsEffectiveAsOf',
      );
      if (errors.length) throw new Invalid(errors);
      for (const a of changed.values())
        await repository.updatePlanAssignment(
          tenant,
          a.id,
          { effectiveAsOf: a.effectiveAsOf, effectiveUntil: a.effectiveUntil },
          t,
        );
    }
    return save(
      context,
      plan,
      { values: { archived: false, archivedOn: null }, action: 'plan.unarchived', summary: 'Unarchived.' },
      t,
    );
  });
}

/**
 * `POST /plans/{id}/duplicate`: a hidden, active copy under a new name, with the assignments active
 * today when asked (each with the given dates; a null start keeps the original one).
 */
export async function duplicatePlanOf(
  context: Context,
  planId: number,
  input: {
    newPlanName: string;
    shouldImportAssignments?: boolean;
    assignmentsEffectiveAsOf?: string | null;
    assignmentsEffectiveUntil?: string | null;
  },
): Promise<Plan> {
  const source = await visiblePlan(context, planId);
  if (!mayCreatePlans(context)) throw new Forbidden(PLAN_MESSAGES.notCreator);
  const name = checkName(input.newPlanName, 'newPlanName');
  const asOf = input.assignmentsEffectiveAsOf ?? null;
  const until = input.assignmentsEffectiveUntil ?? null;
  checkDates(asOf ?? undefined, until, 'assignmentsEffectiveAsOf');
  await checkNameFree(context, name, 'newPlanName');
  const definition = withPlanFields(source.definition, { name });
  const today = todayIso();
  return context.tenant.transaction(async (t) => {
    const copy = await repository.insertPlan(
      context.tenant,
      { name, frequency: source.frequency, definition, isHidden: true },
      t,
      'newPlanName',
    );
    await created(context, copy, `Duplicated from “${source.name}”.`, t);
    if (input.shouldImportAssignments) {
      const active = (await repository.planAssignmentsWhere(context.tenant, source.id, {}, t)).filter(
        (a) => assignmentStatus(a, today) === 'active',
      );
      const copies = active.map((a) => ({
        planId: copy.id,
        userId: a.userId,
        effectiveAsOf: asOf ?? a.effectiveAsOf,
        effectiveUntil: input.assignmentsEffectiveUntil === undefined ? a.effectiveUntil : until,
      }));
      const errors = copies.flatMap((a) =>
        a.effectiveUntil !== null && a.effectiveAsOf > a.effectiveUntil
          ? [{ field: 'assignmentsEffectiveUntil', message: PLAN_MESSAGES.startAfterEnd }]
          : [],
      );
      if (errors.length) throw new Invalid(errors.slice(0, 1));
      await repository.insertPlanAssignments(context.tenant, copies, t);
    }
    return copy;
  });
}

/** `DELETE /plans/{id}`: the plan, its assignments and versions (its statements go with it). */
export async function deletePlanOf(context: Context, planId: number): Promise<void> {
  const plan = await writablePlan(context, planId);
  await context.tenant.transaction(async (t) => {
    await repository.deletePlanRows(context.tenant, plan.id, t);
    await recordPlanChange(context, 'plan.deleted', plan, 'Deleted.', t);
  });
}

// ------------------------------------------------------------------------------------------------
// Dates of assignments (shared with assignments.ts).

export function checkDates(asOf: string | undefined, until: string | null, field: string): void {
  if (asOf !== undefined && until !== null && asOf > until)
    throw new Invalid([{ field, message: PLAN_MESSAGES.startAfterEnd }]);
}

export const OVERLAP_MESSAGE = 'This user already has an assignment to this plan over these dates.';

/**
 * The problems of a plan's assignments as they would be: a start after the end, or two assignments
 * of one user overlapping. Only the assignments in `checked` are reported, on `fieldOf(assignment)`.
 */
export interface DatedAssignment {
  id?: number;
  userId: number;
  effectiveAsOf: string;
  effectiveUntil: string | null;
}

export function datesAndOverlaps(
  assignments: readonly DatedAssignment[],
  checked: (assignment: DatedAssignment, index: number) => boolean,
  fieldOf: (assignment: DatedAssignment, index: number) => string,
): FieldError[] {
  const errors: FieldError[] = [];
  assignments.forEach((a, index) => {
    if (!checked(a, index)) return;
    if (a.effectiveUntil !== null && a.effectiveAsOf > a.effectiveUntil) {
      errors.push({ field: fieldOf(a, index), message: PLAN_MESSAGES.startAfterEnd });
      return;
    }
    const overlaps = assignments.some(
      (b, other) =>
        other !== index &&
        b.userId === a.userId &&
        (b.effectiveUntil === null || b.effectiveUntil >= a.effectiveAsOf) &&
        (a.effectiveUntil === null || a.effectiveUntil >= b.effectiveAsOf),
    );
    if (overlaps) errors.push({ field: fieldOf(a, index), message: OVERLAP_MESSAGE });
  });
  return errors;
}
