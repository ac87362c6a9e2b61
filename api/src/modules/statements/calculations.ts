import { grantOf, hasPermission, type Permission } from '@accrue/access';
import type { Context } from '../../platform/context.js';
import type { Transaction } from 'sequelize';
import type { Tenant } from '../../platform/db/tenancy.js';
import { todayIso } from '../../platform/db/values.js';
import { Conflict, Forbidden, Invalid, NotFound } from '../../platform/errors.js';
import * as jobs from '../../platform/jobs/index.js';
import { onCalculationInputChanged, type CalculationInputChange } from '../../platform/calculation-inputs.js';
import * as people from '../people/index.js';
import * as plans from '../plans/index.js';
import {
  CALCULATION_JOB,
  type CalculationPayload,
  type CalculationResult,
  type CalculationTarget,
  type CalculationType,
} from './calculation/job.js';
import { earliestStoredPeriod } from './calculation/persist.js';
import { currentAndPreviousPeriods, periodRange, periodsOfFrequency } from './calculation/periods.js';

/**
 * Calculation jobs (doc 2 §4 "Calculation jobs", §7): asking for one, the ongoing ones (polled
 * every 10 s and pushed over the event stream), the last ones, and stop / forcestop. The job runs
 * on a worker (calculation/job.ts); this file decides what a caller may ask for and see.
 */

export const CALCULATION_MESSAGES = {
  notFound: 'Calculation not found.',
  notRunning: 'This calculation is not running any more.',
  planNotFound: 'Plan not found.',
  userNotFound: 'User not found.',
  planOutOfScope: 'You may not calculate the statements of this plan.',
  userOutOfReach: 'You may not calculate the statements of this user.',
  noPlan: 'No plan to calculate for these periods.',
  noPeriodOfPlan: (name: string) => `None of these periods is of the frequency of plan "${name}".`,
  forbidden: 'You do not have the permission to do this.',
  noForecastPlan: 'No plan of these has forecasting.',
  forecastPlanOutOfScope: 'You may not calculate the forecasts of this plan.',
  forecastUserOutOfReach: 'You may not calculate the forecasts of this user.',
} as const;

/** A calculation as the API shows it. */
export interface Calculation {
  id: number;
  status: jobs.JobStatus;
  type: CalculationType;
  target: CalculationTarget;
  planIds: number[];
  periodIds: string[];
  userIds: number[] | null;
  createdBy: { id: number; fullName: string } | null;
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
  progress: { done: number; total: number };
  statements: number | null;
  inError: number | null;
  errors: { planId: number | null; message: string }[];
  attempts: number;
}

export interface CalculationPage {
  items: Calculation[];
  totalItems: number;
  currentPage: number;
  pageCount: number;
}

export interface CalculationRequest {
  planIds?: readonly number[];
  periodIds: readonly string[];
  userIds?: readonly number[];
  target?: CalculationTarget;
}

/** At most this many ongoing calculations are listed (a company rarely has more than a few). */
export const MAX_ONGOING = 100;

/** Roles whose grant reaches every user see every calculation; the others see the ones they asked for. */
function seesEveryCalculation(context: Pick<Context, 'kind' | 'subject'>): boolean {
  return context.kind === 'apiKey' || grantOf(context.subject, 'CALCULATE_STATEMENTS')?.reach === 'ALL';
}

export function toCalculation(job: jobs.Job, users: ReadonlyMap<number, { fullName: string }>): Calculation {
  const payload = job.payload as CalculationPayload;
  const result = job.result as CalculationResult | null;
  const creator = job.createdBy === null ? undefined : users.get(job.createdBy);
  const errors = result?.errors ?? [];
  return {
    id: job.id,
    status: job.status,
    type: payload.type,
    target: payload.target,
    planIds: payload.plans.map((plan) => plan.planId),
    periodIds: [...new Set(payload.plans.flatMap((plan) => plan.periodIds))].sort(),
    userIds: payload.userIds,
    createdBy: job.createdBy === null ? null : { id: job.createdBy, fullName: creator?.fullName ?? '' },
    createdAt: job.createdAt,
    startedAt: job.startedAt,
    finishedAt: job.finishedAt,
    progress: job.progress,
    statements: result?.statements ?? null,
    inError: result?.inError ?? null,
    errors: errors.length || !job.error ? errors : [{ planId: null, message: job.error }],
    attempts: job.attempts,
  };
}

async function usersById(tenant: Tenant): Promise<Map<number, { fullName: string; role: string }>> {
  return new Map((await people.listCompanyUsers(tenant)).map((user) => [user.id, user]));
}

/**
 * POST /calculations: checks what the caller may calculate (a scoped admin the plans of their
 * scope, a manager their managees), resolves each plan's periods, and enqueues the job.
 */
export async function startCalculation(context: Context, input: CalculationRequest): Promise<Calculation> {
  const tenant = context.tenant;
  const target: CalculationTarget = input.target ?? 'statement';
  const forecasts = target === 'forecast';
  // Who may ask depends on the target (the contract's x-permission is AUTHENTICATED; a mutating
  // call while impersonating is refused before it reaches here).
  const permission: Permission = forecasts ? 'SIMULATE_FORECAST' : 'CALCULATE_STATEMENTS';
  if (!hasPermission(context.subject, permission)) throw new Forbidden(CALCULATION_MESSAGES.forbidden);

  const chosen = input.planIds ? [...new Set(input.planIds)] : null;
  let candidates: plans.Plan[];
  if (chosen) {
    candidates = [];
    for (const planId of chosen) {
      const plan = await plans.findPlan(tenant, planId);
      if (!plan) throw new NotFound(CALCULATION_MESSAGES.planNotFound);
      candidates.push(plan);
    }
    const allowed = new Set(context.reach.planIds(permission, chosen));
    if (chosen.some((id) => !allowed.has(id)))
      throw new Forbidden(
        forecasts ? CALCULATION_MESSAGES.forecastPlanOutOfScope : CALCULATION_MESSAGES.planOutOfScope,
      );
  } else {
    const all = (await plans.listPlans(tenant)).filter((plan) => !plan.archived);
    const allowed = new Set(
      context.reach.planIds(
        permission,
        all.map((plan) => plan.id),
      ),
    );
    candidates = all.filter((plan) => allowed.has(plan.id));
  }
  // A forecast calculation is of the plans that have forecasting (doc 2 §Forecasts).
  if (forecasts) {
    candidates = candidates.filter(plans.hasForecasting);
    if (!candidates.length)
      throw new Invalid([{ field: 'planIds', message: CALCULATION_MESSAGES.noForecastPlan }]);
  }

  const planPeriods: CalculationPayload['plans'] = [];
  for (const plan of candidates) {
    const periodIds = periodsOfFrequency(plan.frequency, input.periodIds);
    if (periodIds.length) planPeriods.push({ planId: plan.id, periodIds });
    else if (chosen)
      throw new Invalid([{ field: 'periodIds', message: CALCULATION_MESSAGES.noPeriodOfPlan(plan.name) }]);
  }
  if (!planPeriods.length) throw new Invalid([{ field: 'periodIds', message: CALCULATION_MESSAGES.noPlan }]);

  const users = await usersById(tenant);
  let userIds: number[] | null;
  if (input.userIds) {
    userIds = [...new Set(input.userIds)].sort((a, b) => a - b);
    if (userIds.some((id) => !users.has(id))) throw new NotFound(CALCULATION_MESSAGES.userNotFound);
    for (const id of userIds)
      if (!(await context.reach.canReachUser(permission, id)))
        throw new Forbidden(
          forecasts ? CALCULATION_MESSAGES.forecastUserOutOfReach : CALCULATION_MESSAGES.userOutOfReach,
        );
  } else {
    const reachable = await context.reach.users(permission);
    userIds = reachable.all ? null : [...reachable.ids].sort((a, b) => a - b);
  }

  const payload: CalculationPayload = { type: 'MANUAL', target, plans: planPeriods, userIds };
  const id = await jobs.enqueue(tenant, { kind: CALCULATION_JOB, payload, createdBy: context.userId });
  const job = await jobs.findJob(tenant, id!, [CALCULATION_JOB]);
  return toCalculation(job!, users);
}

/** GET /calculations/ongoing: the running calculations the caller may see, latest first. */
export async function listOngoingCalculations(context: Context): Promise<Calculation[]> {
  const { items } = await jobs.listJobs(context.tenant, {
    kinds: [CALCULATION_JOB],
    statuses: jobs.RUNNING_STATUSES,
    ...visibleTo(context),
    offset: 0,
    limit: MAX_ONGOING,
  });
  const users = await usersById(context.tenant);
  return items.map((job) => toCalculation(job, users));
}

/** GET /calculations/last: the finished calculations the caller may see, latest first, paged. */
export async function listLastCalculations(
  context: Context,
  query: { page?: number; limit?: number; filterErrors?: boolean },
): Promise<CalculationPage> {
  const page = query.page ?? 0;
  const limit = query.limit ?? 18;
  const { items, total } = await jobs.listJobs(context.tenant, {
    kinds: [CALCULATION_JOB],
    statuses: query.filterErrors ? ['ERROR', 'INCOMPLETE'] : jobs.FINAL_STATUSES,
    ...visibleTo(context),
    offset: page * limit,
    limit,
  });
  const users = await usersById(context.tenant);
  return {
    items: items.map((job) => toCalculation(job, users)),
    totalItems: total,
    currentPage: page,
    pageCount: Math.ceil(total / limit),
  };
}

function visibleTo(context: Context): { createdBy?: number } {
  return seesEveryCalculation(context) ? {} : { createdBy: context.userId ?? -1 };
}

/**
 * PATCH /calculations/operation/{id}/{operation}: stop (ends after the batch being written) or
 * forcestop (ends now; the batch being written rolls back). 404 for a calculation the caller
 * cannot see, 409 for one that already ended.
 */
export async function operateCalculation(
  context: Context,
  id: number,
  operation: 'stop' | 'forcestop',
): Promise<Calculation> {
  const job = await jobs.findJob(context.tenant, id, [CALCULATION_JOB]);
  const visible = visibleTo(context);
  if (!job || (visible.createdBy !== undefined && job.createdBy !== visible.createdBy))
    throw new NotFound(CALCULATION_MESSAGES.notFound);
  if (!(await jobs.stopJob(context.tenant, id, operation === 'forcestop')))
    throw new Conflict(CALCULATION_MESSAGES.notRunning);
  const users = await usersById(context.tenant);
  return toCalculation((await jobs.findJob(context.tenant, id, [CALCULATION_JOB]))!, users);
}

/**
 * The nightly calculation of one company for `day`: every active plan, its current and previous
 * period. Enqueued at most once per company and day (the job's unique key), whichever workers run
 * the schedule; a company without plans gets none.
 */
export async function enqueueNightlyCalculation(tenant: Tenant, day: string): Promise<number | null> {
  const active = (await plans.listPlans(tenant)).filter((plan) => !plan.archived);
  if (!active.length) return null;
  const payload: CalculationPayload = {
    type: 'NIGHTLY_CALCULATION',
    target: 'statement',
    plans: active.map((plan) => ({
      planId: plan.id,
      periodIds: currentAndPreviousPeriods(plan.frequency, day),
    })),
    userIds: null,
  };
  return jobs.enqueue(tenant, { kind: CALCULATION_JOB, payload, uniqueKey: `nightly:${day}` });
}

/** How many periods back a recalculation after a change of its inputs reaches, at most (two years of months). */
const MAX_REFRESH_PERIODS = 24;

/**
 * The active plans a change of calculation inputs touches, read inside the writer's transaction:
 * on SQLite a read beside it, on another connection, could queue behind a statement waiting for
 * that very transaction (a worker's lease renewal, say) and never come back.
 */
async function plansTouchedBy(
  tenant: Tenant,
  change: CalculationInputChange,
  t: Transaction,
): Promise<plans.Plan[]> {
  let touched: plans.Plan[];
  if (change.kind === 'records') touched = await plans.plansDeclaring(tenant, 'models', change.model, t);
  else if (change.kind === 'quotaValues')
    touched = await plans.plansDeclaring(tenant, 'quotas', change.quota, t);
  else if (change.kind === 'planAssignments' || change.kind === 'planDefinition') {
    const plan = await plans.findPlan(tenant, change.planId, t);
    touched = plan ? [plan] : [];
  }
  // Any plan may reach through teams (team scopes, managers' overrides).
  else touched = await plans.listPlans(tenant, t);
  return touched.filter((plan) => !plan.archived);
}

/**
 * The recalculation after what statements are calculated from changed (doc 2 §3 job kind "data
 * refreshment"; issue: records, quota values, assignments and plan changes recalculate automatically,
 * debounced): inside the transaction of the change, one job per active plan it touches, over the
 * plan's stored periods up to the current one. A job still waiting for the same plan absorbs the
 * change (its pending key), so a burst of imports, pushes and edits costs one run per plan, plus
 * one for what arrives while that run works. The job recomputes the plan and stores a new version
 * only of the statements whose figures changed (persist.ts), each naming its causes (versions.ts).
 */
async function queueRecalculation(
  tenant: Tenant,
  change: CalculationInputChange,
  transaction: Transaction,
  now = new Date(),
): Promise<void> {
  for (const plan of await plansTouchedBy(tenant, change, transaction)) {
    const current = currentAndPreviousPeriods(plan.frequency, todayIso(now))[1]!;
    const earliest = await earliestStoredPeriod(tenant, plan.id, transaction);
    const from = earliest !== null && earliest < current ? earliest : current;
    const payload: CalculationPayload = {
      type: 'DATA_REFRESHMENT',
      target: 'statement',
      plans: [
        { planId: plan.id, periodIds: periodRange(plan.frequency, from, current, MAX_REFRESH_PERIODS) },
      ],
      userIds: null,
    };
    await jobs.enqueue(
      tenant,
      { kind: CALCULATION_JOB, payload, createdBy: change.createdBy, pendingKey: `plan:${plan.id}` },
      now,
      transaction,
    );
  }
}

onCalculationInputChanged((tenant, change, transaction) => queueRecalculation(tenant, change, transaction));
