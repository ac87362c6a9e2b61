import { calculate, compilePlan, forecast, PlanCompileError, type Calculation } from '@accrue/engine';
import type { NewRow, Tenant } from '../../../platform/db/tenancy.js';
import { Invalid } from '../../../platform/errors.js';
import type * as plans from '../../plans/index.js';
import type { ForecastRow, StatementRow } from '../tables.js';
import * as data from '../../data/index.js';
import { loadCalculation } from './load-input.js';
import { keepWarm } from './warm.js';
import { forecastRows, statementRowsOf } from './statement-rows.js';

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
 * its forecast never disagree on their inputs. With `keepWarm`, a plan without forecasting stays
 * in memory for the incremental calculations that follow (warm.ts); with `stored`, only the
 * statements of those periods are serialized (the others were computed for their sake).
 * `beforeEngine` hears how many records the engine is about to go through (twice with forecasting),
 * so a job can hold its lease through that stretch.
 */
export async function computePlan(
  tenant: Tenant,
  plan: plans.Plan,
  periodIds: readonly string[],
  calculatedAt = new Date(),
  options: {
    keepWarm?: boolean;
    stored?: readonly string[];
    /** Called with the records loaded, before the engine runs on them synchronously. */
    beforeEngine?: (records: number) => Promise<void>;
  } = {},
): Promise<ComputedPlan> {
  // Read before the records, so that every change set it names is in them (warm.ts).
  const window = options.keepWarm ? await data.changeSetWindow(tenant) : null;
  const loaded = await loadCalculation(tenant, plan, periodIds);
  await options.beforeEngine?.(
    Object.values(loaded.input.records).reduce((sum, rows) => sum + rows.length, 0) *
      (loaded.definition.plan.forecasting.enabled ? 2 : 1),
  );
  const context = { planId: plan.id, ids: loaded.ids, currency: loaded.currency, calculatedAt };
  const stored = options.stored ? new Set(options.stored) : null;
  const storedOf = (calc: Calculation) =>
    stored ? calc.statements.filter((run) => stored.has(run.period.id)) : calc.statements;
  if (!loaded.definition.plan.forecasting.enabled) {
    const calc = reportingFormulaErrors(() => calculate(compilePlan(loaded.definition), loaded.input));
    if (window) keepWarm(tenant, loaded, calc, window);
    return { statements: await statementRowsOf(storedOf(calc), context), forecasts: null };
  }
  const result = reportingFormulaErrors(() => forecast(loaded.definition, loaded.input, { records: {} }));
  return {
    statements: await statementRowsOf(storedOf(result.actual), context),
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
