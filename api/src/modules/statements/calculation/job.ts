import type { JobHandler, JobOutcome, JobRun } from '../../../platform/jobs/index.js';
import { DomainError, NotFound } from '../../../platform/errors.js';
import * as plans from '../../plans/index.js';
import { computePlanStatements } from './compute.js';
import type { Tenant } from '../../../platform/db/tenancy.js';
import { earliestStoredPeriod, replaceStatementsIn } from './persist.js';
import { firstOfYear, PERIOD_PATTERN, periodRange } from './periods.js';
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

/** What a finished calculation job holds. */
export interface CalculationResult {
  /** Statements written. */
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
    let rows;
    let provenance: Provenance;
    try {
      const plan = await plans.findPlan(run.tenant, planId);
      if (!plan) throw new NotFound('Plan not found.');
      // What the statements are computed from, read before their input (their versions keep it).
      provenance = await provenanceOf(run.tenant, plan, run.job.id, periodIds);
      rows = await computePlanStatements(
        run.tenant,
        plan,
        await periodsToCompute(run.tenant, plan, periodIds),
      );
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      result.errors.push({ planId, message: error.message });
      done += periodIds.length;
      await run.progress({ done, total });
      continue;
    }
    for (const periodId of periodIds) {
      run.throwIfStopping();
      const scope = { planId, periodIds: [periodId], userIds: payload.userIds };
      const written = rows.filter((row) => row.periodId === periodId);
      done += 1;
      const count = await run.commit(
        (transaction) => replaceStatementsIn(run.tenant, transaction, scope, written, provenance),
        { done, total },
      );
      result.statements += count;
      const users = payload.userIds ? new Set(payload.userIds) : null;
      result.inError += written.filter(
        (row) => row.status === 'error' && (users === null || users.has(row.userId)),
      ).length;
    }
  }
  return result.errors.length
    ? { status: 'ERROR', result, error: result.errors[0]!.message }
    : { status: 'SUCCESS', result };
}

/**
 * The periods a plan is computed over to store `periodIds` right: a statement depends on the
 * plan's earlier periods (year-to-date windows, PREVIOUS, PAID_TO_DATE, amounts held and released
 * later), so the engine runs from the plan's first stored period (or the year's first, whichever
 * is earlier) to the last one asked for; only the asked ones are stored.
 */
async function periodsToCompute(
  tenant: Tenant,
  plan: plans.Plan,
  periodIds: readonly string[],
): Promise<string[]> {
  const asked = [...periodIds].sort();
  const starts = [firstOfYear(plan.frequency, asked[0]!), await earliestStoredPeriod(tenant, plan.id)];
  const from = starts
    .filter((id): id is string => id !== null && PERIOD_PATTERN[plan.frequency].test(id))
    .sort()[0]!;
  return periodRange(plan.frequency, from, asked.at(-1)!);
}

export const calculationJobHandler: JobHandler<CalculationPayload, CalculationResult> = {
  kind: CALCULATION_JOB,
  run: runCalculation,
};
