import type { JobHandler, JobOutcome, JobRun } from '../../../platform/jobs/index.js';
import { DomainError, Invalid, NotFound } from '../../../platform/errors.js';
import * as company from '../../company/index.js';
import * as plans from '../../plans/index.js';
import { computePlan, type ComputedPlan } from './compute.js';
import { forgetWarmPlan, oneAtATime, recalculateWarm } from './warm.js';
import type { Tenant } from '../../../platform/db/tenancy.js';
import { earliestStoredPeriod, replaceForecastsIn, replaceStatementsIn } from './persist.js';
import { currentAndPreviousPeriods, firstOfYear, PERIOD_PATTERN, periodRange } from './periods.js';
import { todayIso } from '../../../platform/db/values.js';
import { provenanceOf, type Provenance } from '../versions.js';

/** The job kind of a calculation (platform/jobs). */
export const CALCULATION_JOB = 'statements.calculation';

/** Job kinds of a calculation (doc 2 §3): after a data refreshment, asked by someone, or nightly. */
export const CALCULATION_TYPES = ['DATA_REFRESHMENT', 'MANUAL', 'NIGHTLY_CALCULATION'] as const;
export type CalculationType = (typeof CALCULATION_TYPES)[number];
export type CalculationTarget = 'statement' | 'forecast';

/** What a calculation job is given, resolved when it was asked for (plans and their periods). */
export interface CalculationPayload {
  type: CalculationType;
  target: CalculationTarget;
  /** Each plan with the periods of its frequency to calculate. */
  plans: { planId: number; periodIds: string[] }[];
  /** Only these users' statements are replaced; null for every assigned user. */
  userIds: number[] | null;
}

/**
 * A generous bound of the engine's time per record on a loaded machine (bench:calc: 8.5 µs at a
 * million deals under a load average of 9; 1.6 µs quiet), to hold a job's lease through it.
 */
const ENGINE_MS_PER_RECORD_BOUND = 0.05;

/** Why a forecast calculation skipped a plan (doc 2 §Forecasts: only forecasted plans have one). */
export const NO_FORECAST = (planName: string) => `The plan ${planName} has no forecasting.`;

/** What a finished calculation job holds. */
export interface CalculationResult {
  /** Statements written (forecasts, for a forecast calculation). */
  statements: number;
  /** Of them, statements the engine flagged with an error. */
  inError: number;
  /** Plans that could not be calculated (their statements were left as they were). */
  errors: { planId: number | null; message: string }[];
}

/**
 * Runs a calculation job: plan by plan, compute (load, compile, calculate), then store one batch
 * per period, each in one transaction fenced by the job's claim (platform/jobs): a statement is
 * either as it was or as this job computed it, never half-written, and a force-stopped or
 * taken-over worker writes nothing more. A stop asked for ends the job after the batch in hand.
 * A plan that cannot be calculated (a formula error, a missing quota) is reported in the result
 * and the job ends ERROR; the other plans are still calculated.
 */
export async function runCalculation(
  run: JobRun<CalculationPayload>,
): Promise<JobOutcome<CalculationResult>> {
  const { payload } = run.job;
  const total = payload.plans.reduce((sum, plan) => sum + plan.periodIds.length, 0);
  const result: CalculationResult = { statements: 0, inError: 0, errors: [] };
  let done = 0;
  await run.progress({ done, total });
  for (const { planId, periodIds } of payload.plans) {
    run.throwIfStopping();
    // One calculation of a plan at a time in this process: a warm plan changes in place (warm.ts).
    done = await oneAtATime(run.tenant, planId, async () => {
      try {
        return await calculatePlan(run, { planId, periodIds }, result, { done, total });
      } catch (error) {
        // Stopped, lost or failed: what the warm plan holds may not have been stored.
        forgetWarmPlan(run.tenant, planId);
        throw error;
      }
    });
  }
  return result.errors.length
    ? { status: 'ERROR', result, error: result.errors[0]!.message }
    : { status: 'SUCCESS', result };
}

/**
 * Calculates one plan of a job and stores its statements period by period; answers the progress
 * after it. After a change of its inputs (DATA_REFRESHMENT), a plan kept warm by an earlier full
 * calculation in this process recomputes only the statements the change touches and stores only
 * those (warm.ts); otherwise the plan is computed in full and kept warm for the next change.
 */
async function calculatePlan(
  run: JobRun<CalculationPayload>,
  { planId, periodIds }: { planId: number; periodIds: string[] },
  result: CalculationResult,
  progress: { done: number; total: number },
): Promise<number> {
  const { payload } = run.job;
  // A forecast calculation (SIMULATE_FORECAST) writes forecasts only: the statements stay as they are.
  const forecastsOnly = payload.target === 'forecast';
  let { done } = progress;
  const { total } = progress;
  let computed: ComputedPlan;
  /** By period, the users an incremental calculation recomputed; null after a full one. */
  let recomputedUsers: Map<string, number[]> | null = null;
  let provenance: Provenance | null = null;
  try {
    const plan = await plans.findPlan(run.tenant, planId);
    if (!plan) throw new NotFound('Plan not found.');
    // What the statements are computed from, read before their input (their versions keep it).
    if (!forecastsOnly) provenance = await provenanceOf(run.tenant, plan, run.job.id, periodIds);
    const periods = await periodsToCompute(run.tenant, plan, periodIds);
    const calculatedAt = new Date();
    const recalculated =
      payload.type === 'DATA_REFRESHMENT' && !forecastsOnly
        ? await recalculateWarm(run.tenant, plan, { computed: periods, stored: periodIds }, calculatedAt)
        : null;
    if (recalculated) {
      computed = { statements: recalculated.statements, forecasts: null };
      recomputedUsers = recalculated.users;
    } else {
      computed = await computePlan(run.tenant, plan, periods, calculatedAt, {
        keepWarm: !forecastsOnly,
        stored: periodIds,
        // The engine holds this event loop for the whole plan: the lease must outlast it.
        beforeEngine: (records) => run.holdFor(records * ENGINE_MS_PER_RECORD_BOUND),
      });
    }
    if (forecastsOnly && !computed.forecasts)
      throw new Invalid([{ field: 'planIds', message: NO_FORECAST(plan.name) }]);
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    result.errors.push({ planId, message: error.message });
    done += periodIds.length;
    await run.progress({ done, total });
    return done;
  }
  const users = payload.userIds ? new Set(payload.userIds) : null;
  const end = done + periodIds.length;
  // One batch per period; an incremental calculation's few statements go in one batch for all
  // (many, the first after a full job of fewer periods: per period, the first shown soonest).
  const incremental = recomputedUsers ? incrementalBatch(periodIds, recomputedUsers, users) : null;
  const batches =
    incremental && computed.statements.length <= ONE_BATCH_STATEMENTS
      ? [incremental]
      : (incremental ?? periodIds.map((periodId) => ({ periodId, userIds: payload.userIds }))).map((part) => [
          part,
        ]);
  for (const batch of batches) {
    run.throwIfStopping();
    done = batch === incremental ? end : Math.min(end, done + 1);
    const parts = batch.map(({ periodId, userIds }) => ({
      scope: { planId, periodIds: [periodId], userIds },
      written: computed.statements.filter((row) => row.periodId === periodId),
      forecasts: computed.forecasts?.filter((row) => row.periodId === periodId) ?? null,
    }));
    // A statement calculation refreshes the forecasts beside the statements, in one batch.
    const count = await run.commit(
      async (transaction) => {
        let stored = 0;
        for (const { scope, written, forecasts } of parts) {
          const statements = forecastsOnly
            ? 0
            : await replaceStatementsIn(run.tenant, transaction, scope, written, provenance);
          const forecasted = forecasts
            ? await replaceForecastsIn(run.tenant, transaction, scope, forecasts)
            : 0;
          stored += forecastsOnly ? forecasted : statements;
        }
        return stored;
      },
      { done, total },
    );
    result.statements += count;
    if (!forecastsOnly)
      for (const { written } of parts)
        result.inError += written.filter(
          (row) => row.status === 'error' && (users === null || users.has(row.userId)),
        ).length;
  }
  // An incremental calculation's batches cover only the periods it changed.
  if (done < end) await run.progress({ done: end, total });
  return end;
}

/** Up to this many statements, an incremental calculation stores them in one transaction. */
const ONE_BATCH_STATEMENTS = 500;

/**
 * The one batch of an incremental calculation: each period with the users whose statements it
 * recomputed (of those asked, when the job names users).
 */
function incrementalBatch(
  periodIds: readonly string[],
  recomputed: Map<string, number[]>,
  asked: Set<number> | null,
): { periodId: string; userIds: number[] }[] {
  return periodIds
    .map((periodId) => {
      const userIds = recomputed.get(periodId) ?? [];
      return { periodId, userIds: asked ? userIds.filter((id) => asked.has(id)) : userIds };
    })
    .filter(({ userIds }) => userIds.length > 0);
}

/**
 * The periods a plan is computed over to store `periodIds` right: a statement depends on the
 * plan's earlier periods (year-to-date windows, PREVIOUS, PAID_TO_DATE, amounts held and released
 * later), so the engine runs from the plan's first stored period (or the year's first, whichever
 * is earlier); only the asked ones are stored. It runs up to the current period at least, as the
 * recalculation after a change does (calculations.ts), so that the calculation kept warm after
 * any job serves the next change (warm.ts).
 */
async function periodsToCompute(
  tenant: Tenant,
  plan: plans.Plan,
  periodIds: readonly string[],
): Promise<string[]> {
  const asked = [...periodIds].sort();
  const owner = await company.companyById(tenant.db, tenant.companyId);
  const fiscalStart = owner?.customization.fiscalYearStartMonth ?? 1;
  const starts = [
    firstOfYear(plan.frequency, asked[0]!, fiscalStart),
    await earliestStoredPeriod(tenant, plan.id),
  ];
  const from = starts
    .filter((id): id is string => id !== null && PERIOD_PATTERN[plan.frequency].test(id))
    .sort()[0]!;
  const current = currentAndPreviousPeriods(plan.frequency, todayIso())[1]!;
  return periodRange(plan.frequency, from, [asked.at(-1)!, current].sort().at(-1)!);
}

export const calculationJobHandler: JobHandler<CalculationPayload, CalculationResult> = {
  kind: CALCULATION_JOB,
  run: runCalculation,
};
