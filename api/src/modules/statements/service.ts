import type { Context } from '../../platform/context.js';
import { Invalid, MESSAGES } from '../../platform/errors.js';
import { computePlan } from './calculation/compute.js';
import { findPlanToCalculate } from './calculation/load-input.js';
import * as repository from './repository.js';
import { provenanceOf } from './versions.js';
import type { CalculationSummary, Statement } from './types.js';

/**
 * Who a calculation runs for: only the company matters here (the statement routes will check
 * permissions before calling); start-up seeding passes a bare tenant.
 */
export type CalculationContext = Pick<Context, 'tenant'>;

/** Period ids per plan frequency: 2026-03, 2026-Q1, 2026. */
const PERIOD_ID = {
  month: /^\d{4}-(0[1-9]|1[0-2])$/,
  quarter: /^\d{4}-Q[1-4]$/,
  year: /^\d{4}$/,
} as const;

/**
 * Calculates a plan for some periods and stores its statements: loads the plan and its data into
 * the engine's input (ids mapped), compiles the plan, runs the engine, and replaces the plan's
 * statements of those periods with the new ones (every assigned user × period) in one transaction.
 */
export async function calculatePlan(
  context: CalculationContext,
  input: { planId: number; periods: readonly string[] },
): Promise<CalculationSummary> {
  const started = performance.now();
  const plan = await findPlanToCalculate(context.tenant, input.planId);
  const periodIds = [...new Set(input.periods)].sort();
  const pattern = PERIOD_ID[plan.frequency];
  if (periodIds.length === 0) throw new Invalid([{ field: 'periods', message: MESSAGES.minItems(1) }]);
  if (periodIds.some((id) => !pattern.test(id)))
    throw new Invalid([{ field: 'periods', message: MESSAGES.pattern(pattern.source) }]);
  const provenance = await provenanceOf(context.tenant, plan, null, periodIds);
  const { statements: rows, forecasts } = await computePlan(context.tenant, plan, periodIds);
  // In place of the plan's statements of those periods: a rerun replaces rather than duplicates,
  // and a user no longer assigned loses the statements of those periods. Their forecasts with them.
  await repository.replaceStatements(context.tenant, input.planId, periodIds, rows, provenance, forecasts);
  return {
    planId: input.planId,
    periodIds,
    statements: rows.length,
    inError: rows.filter((row) => row.status === 'error').length,
    durationMs: Math.round(performance.now() - started),
  };
}

/** Stored statements of the tenant, by period then user (the statement routes will add reach). */
export function listStatements(
  context: CalculationContext,
  filter: repository.StatementFilter = {},
): Promise<Statement[]> {
  return repository.listStatements(context.tenant, filter);
}
