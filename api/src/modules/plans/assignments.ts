import { assignmentStatus } from '@accrue/access';
import type { components } from '@accrue/sdk/schema';
import { parameterProblem } from '@accrue/engine';
import type { Transaction } from 'sequelize';
import { MAX_NAMED_USERS, recordChange } from '../../platform/audit/audit-log.js';
import { calculationInputChanged } from '../../platform/calculation-inputs.js';
import type { Context } from '../../platform/context.js';
import { todayIso } from '../../platform/db/values.js';
import { Conflict, Invalid, NotFound, type FieldError } from '../../platform/errors.js';
import { planSight, visiblePlan, writablePlan } from './access.js';
import { usersOf, type Author } from './people-link.js';
import { checkDates, datesAndOverlaps, PLAN_MESSAGES, type Page } from './plan-actions.js';
import * as repository from './repository.js';
import { parsedDefinition } from './service.js';
import type { Plan, PlanAssignment } from './types.js';

/**
 * The hub's assignments tab (doc 2 §2, §3: effectiveAsOf, effectiveUntil; active, future or expired
 * as of today): who is on the plan and when. Reading follows the plan's sight (admin-type roles every
 * assignment, others those of the users they reach); writing needs MODIFY_PLANS on the plan. Writes
 * are all or nothing, and a user's assignments to one plan never overlap.
 */

export const ASSIGNMENT_MESSAGES = {
  notFound: 'Plan assignment not found.',
  userNotFound: 'User not found.',
  undeclaredParameter: 'The plan declares no such parameter.',
} as const;

type DeclaredParameter = components['schemas']['PlanAssignmentPage']['parameters'][number];

/** The per-user parameters the plan's file declares, in file order (what its assignments may give). */
function declaredParameters(plan: Plan): DeclaredParameter[] {
  return Object.entries(parsedDefinition(plan.definition)?.parameters ?? {}).map(([name, def]) => ({
    name,
    label: def.label,
    format: def.format,
    required: def.required,
    default: def.default ?? null,
  }));
}

/**
 * An assignment's parameter values checked against the plan's declared parameters (names, and each
 * value in its format, as the engine reads it); an empty value is no value. Problems on
 * `<prefix>parameters.<name>`.
 */
function checkedParameters(
  plan: Plan,
  given: Record<string, string> | undefined,
  prefix: string,
  errors: FieldError[],
): Record<string, string> | undefined {
  if (given === undefined) return undefined;
  const declared = parsedDefinition(plan.definition)?.parameters ?? {};
  const values: Record<string, string> = {};
  for (const [name, raw] of Object.entries(given)) {
    const value = raw.trim();
    if (value === '') continue;
    const def = declared[name];
    const problem = def ? parameterProblem(value, def) : ASSIGNMENT_MESSAGES.undeclaredParameter;
    if (problem) errors.push({ field: `${prefix}parameters.${name}`, message: problem });
    else values[name] = value;
  }
  return values;
}

type Status = 'ACTIVE' | 'FUTURE' | 'EXPIRED';
type StatusFilter = Status | 'ALL';

export interface PlanAssignmentView extends PlanAssignment {
  status: Status;
  user: Author;
}

const statusOf = (a: PlanAssignment, today: string): Status =>
  assignmentStatus(a, today).toUpperCase() as Status;

async function viewsOf(context: Context, assignments: PlanAssignment[]): Promise<PlanAssignmentView[]> {
  const users = await usersOf(
    context.tenant,
    assignments.map((a) => a.userId),
  );
  const today = todayIso();
  return assignments.flatMap((a) => {
    const user = users.get(a.userId);
    return user ? [{ ...a, status: statusOf(a, today), user }] : [];
  });
}

/** `GET /plans/{id}/assignments`: by user name, filtered by status, with each status's count. */
export async function listAssignmentsOf(
  context: Context,
  planId: number,
  query: { status?: StatusFilter; search?: string; page?: number; limit?: number },
): Promise<
  Page<PlanAssignmentView> & { counts: Record<StatusFilter, number>; parameters: DeclaredParameter[] }
> {
  const plan = await visiblePlan(context, planId);
  const sight = await planSight(context);
  const page = query.page ?? 0;
  const limit = query.limit ?? 100;
  const reachable = sight.users.all ? null : new Set(sight.users.ids);
  const all = (await repository.planAssignmentsWhere(context.tenant, plan.id)).filter(
    (a) => reachable === null || reachable.has(a.userId),
  );
  const words = (query.search ?? '').trim().toLowerCase().split(/\s+/).filter(Boolean);
  const views = (await viewsOf(context, all)).filter((view) => {
    const haystack = `${view.user.firstName} ${view.user.lastName} ${view.user.email}`.toLowerCase();
    return words.every((word) => haystack.includes(word));
  });
  const counts: Record<StatusFilter, number> = { ACTIVE: 0, FUTURE: 0, EXPIRED: 0, ALL: views.length };
  for (const view of views) counts[view.status]++;
  const status = query.status ?? 'ALL';
  const matching = views
    .filter((view) => status === 'ALL' || view.status === status)
    .sort(
      (a, b) =>
        a.user.lastName.localeCompare(b.user.lastName) ||
        a.user.firstName.localeCompare(b.user.firstName) ||
        a.effectiveAsOf.localeCompare(b.effectiveAsOf) ||
        a.id - b.id,
    );
  return {
    items: matching.slice(page * limit, page * limit + limit),
    counts,
    parameters: declaredParameters(plan),
    totalItems: matching.length,
    currentPage: page,
    pageCount: Math.ceil(matching.length / limit),
  };
}

/** `POST /plans/{id}/assignments`: one or many users at once, all or nothing. */
export async function createAssignmentsOf(
  context: Context,
  planId: number,
  input: {
    assignments: {
      userId: number;
      effectiveAsOf: string;
      effectiveUntil?: string | null;
      parameters?: Record<string, string>;
    }[];
  },
): Promise<{ items: PlanAssignmentView[] }> {
  const plan = await writablePlan(context, planId);
  if (plan.archived) throw new Conflict(PLAN_MESSAGES.archived);
  const { tenant } = context;
  const invalid: FieldError[] = [];
  const wanted = input.assignments.map((a, index) => ({
    planId: plan.id,
    userId: a.userId,
    effectiveAsOf: a.effectiveAsOf,
    effectiveUntil: a.effectiveUntil ?? null,
    parameters: checkedParameters(plan, a.parameters, `assignments.${index}.`, invalid) ?? {},
  }));
  if (invalid.length) throw new Invalid(invalid);
  const users = await usersOf(
    tenant,
    wanted.map((a) => a.userId),
  );
  const unknown: FieldError[] = wanted.flatMap((a, index) =>
    users.has(a.userId)
      ? []
      : [{ field: `assignments.${index}.userId`, message: ASSIGNMENT_MESSAGES.userNotFound }],
  );
  if (unknown.length) throw new Invalid(unknown);
  const created = await tenant.transaction(async (t) => {
    const existing = await repository.planAssignmentsWhere(tenant, plan.id, {}, t);
    const together = [...wanted, ...existing];
    const errors = datesAndOverlaps(
      together,
      (_a, index) => index < wanted.length,
      (a, index) =>
        `assignments.${index}.${a.effectiveUntil !== null && a.effectiveAsOf > a.effectiveUntil ? 'effectiveUntil' : 'effectiveAsOf'}`,
    );
    if (errors.length) throw new Invalid(errors);
    const inserted = await repository.insertPlanAssignments(tenant, wanted, t);
    await assignmentsChanged(context, plan, t);
    await recordChange(
      context,
      {
        action: 'plan.assignmentsAdded',
        target: { type: 'plan', id: plan.id, label: plan.name },
        details: {
          count: wanted.length,
          // A bulk add may name thousands: the log keeps the first ones, the count says the rest.
          users: wanted.slice(0, MAX_NAMED_USERS).map((a) => ({
            id: a.userId,
            fullName: fullNameOf(users.get(a.userId)),
            effectiveAsOf: a.effectiveAsOf,
            effectiveUntil: a.effectiveUntil,
          })),
        },
      },
      t,
    );
    return inserted;
  });
  return { items: await viewsOf(context, created) };
}

/**
 * `PATCH /plans/{id}/assignments/{assignmentId}`: new dates, checked against the user's others,
 * and/or the assignment's parameter values (the whole set: a name left out has no value any more).
 */
export async function updateAssignmentOf(
  context: Context,
  planId: number,
  assignmentId: number,
  input: { effectiveAsOf?: string; effectiveUntil?: string | null; parameters?: Record<string, string> },
): Promise<PlanAssignmentView> {
  const plan = await writablePlan(context, planId);
  const invalid: FieldError[] = [];
  const parameters = checkedParameters(plan, input.parameters, '', invalid);
  if (invalid.length) throw new Invalid(invalid);
  const { tenant } = context;
  const updated = await tenant.transaction(async (t) => {
    const current = await repository.findPlanAssignment(tenant, plan.id, assignmentId, t);
    if (!current) throw new NotFound(ASSIGNMENT_MESSAGES.notFound);
    const next = {
      ...current,
      effectiveAsOf: input.effectiveAsOf ?? current.effectiveAsOf,
      effectiveUntil: input.effectiveUntil === undefined ? current.effectiveUntil : input.effectiveUntil,
      parameters: parameters ?? current.parameters,
    };
    checkDates(next.effectiveAsOf, next.effectiveUntil, 'effectiveUntil');
    const others = await repository.planAssignmentsWhere(tenant, plan.id, { userId: current.userId }, t);
    const errors = datesAndOverlaps(
      others.map((a) => (a.id === current.id ? next : a)),
      (a) => a.id === current.id,
      () => 'effectiveAsOf',
    );
    if (errors.length) throw new Invalid(errors);
    await repository.updatePlanAssignment(
      tenant,
      current.id,
      { effectiveAsOf: next.effectiveAsOf, effectiveUntil: next.effectiveUntil, parameters },
      t,
    );
    await recordAssignmentChange(context, 'plan.assignmentChanged', plan, current, next, t);
    return next;
  });
  const [view] = await viewsOf(context, [updated]);
  if (!view) throw new NotFound(ASSIGNMENT_MESSAGES.notFound);
  return view;
}

/** `DELETE /plans/{id}/assignments/{assignmentId}`. */
export async function deleteAssignmentOf(
  context: Context,
  planId: number,
  assignmentId: number,
): Promise<void> {
  const plan = await writablePlan(context, planId);
  await context.tenant.transaction(async (t) => {
    const current = await repository.findPlanAssignment(context.tenant, plan.id, assignmentId, t);
    if (!current) throw new NotFound(ASSIGNMENT_MESSAGES.notFound);
    await repository.deletePlanAssignment(context.tenant, current.id, t);
    await recordAssignmentChange(context, 'plan.assignmentRemoved', plan, current, null, t);
  });
}

/** Who is on the plan changed: its statements are recalculated (statements module), on commit. */
function assignmentsChanged(context: Context, plan: Plan, t: Transaction): Promise<void> {
  return calculationInputChanged(
    context.tenant,
    { kind: 'planAssignments', planId: plan.id, createdBy: context.userId },
    t,
  );
}

const fullNameOf = (user: Author | undefined) => (user ? `${user.firstName} ${user.lastName}`.trim() : '');

/** One assignment changed or removed, in the audit log: whose, and its dates before and after. */
async function recordAssignmentChange(
  context: Context,
  action: 'plan.assignmentChanged' | 'plan.assignmentRemoved',
  plan: Plan,
  before: PlanAssignment,
  after: PlanAssignment | null,
  t: Transaction,
): Promise<void> {
  await assignmentsChanged(context, plan, t);
  const user = (await usersOf(context.tenant, [before.userId])).get(before.userId);
  // The parameter values, when the assignment gives any (most plans declare none).
  const dates = (a: PlanAssignment) => ({
    effectiveAsOf: a.effectiveAsOf,
    effectiveUntil: a.effectiveUntil,
    ...(Object.keys(a.parameters).length ? { parameters: a.parameters } : {}),
  });
  await recordChange(
    context,
    {
      action,
      target: { type: 'plan', id: plan.id, label: plan.name },
      details: {
        user: { id: before.userId, fullName: fullNameOf(user) },
        from: dates(before),
        ...(after ? { to: dates(after) } : {}),
      },
    },
    t,
  );
}
