import { calculate, compilePlan, forecast, PlanCompileError } from '@accrue/engine';
import type { NewRow, Tenant } from '../../../platform/db/tenancy.js';
import { Invalid } from '../../../platform/errors.js';
import type * as plans from '../../plans/index.js';
import type { ForecastRow, StatementRow } from '../tables.js';
import { loadCalculation } from './load-input.js';
import { forecastRows, statementRows } from './statement-rows.js';

/** A plan's statements and, when the plan has forecasting, their forecasts (null otherwise). */
export interface ComputedPlan {
  statements: NewRow<StatementRow>[];
  forecasts: NewRow<ForecastRow>[] | null;
}

/**
 * One plan's statements for some periods, computed but not stored: load the plan and its data,
 * compile it (formula problems are `Invalid` with their paths), run the engine, map the rows back
 * to database ids. A calculation job stores them batch by batch (persist.ts). When the plan has
 * forecasting (plan.forecasting.enabled), its forecasts too: the engine's `forecast` evaluates the
 * plan once as it is and once with its forecast formulas over the same data, so a statement and
 * its forecast never disagree on their inputs.
 */
export async function computePlan(
  tenant: Tenant,
  plan: plans.Plan,
  periodIds: readonly string[],
  calculatedAt = new Date(),
): Promise<ComputedPlan> {
  const loaded = await loadCalculation(tenant, plan, periodIds);
  const context = { planId: plan.id, ids: loaded.ids, currency: loaded.currency, calculatedAt };
  if (!loaded.definition.plan.forecasting.enabled) {
    const calc = reportingFormulaErrors(() => calculate(compilePlan(loaded.definition), loaded.input));
    return { statements: await statementRows(calc, context), forecasts: null };
  }
  const result = reportingFormulaErrors(() => forecast(loaded.definition, loaded.input, { records: {} }));
  return {
    statements: await statementRows(result.actual, context),
    forecasts: await forecastRows(result, context),
  };
}

/** Runs `run`, turning the engine's formula problems into `Invalid` with their paths. */
export function reportingFormulaErrors<T>(run: () => T): T {
  try {
    return run();
  } catch (error) {
    if (error instanceof PlanCompileError)
      throw new Invalid(
        error.issues.map((issue) => ({ field: `definition.${issue.path}`, message: issue.message })),
      );
    throw error;
  }
}
