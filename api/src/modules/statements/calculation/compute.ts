import { calculate, compilePlan, PlanCompileError, type CompiledPlan } from '@accrue/engine';
import type { NewRow, Tenant } from '../../../platform/db/tenancy.js';
import { Invalid } from '../../../platform/errors.js';
import type * as plans from '../../plans/index.js';
import type { StatementRow } from '../tables.js';
import { loadCalculation } from './load-input.js';
import { statementRows } from './statement-rows.js';

/**
 * One plan's statements for some periods, computed but not stored: load the plan and its data,
 * compile it (formula problems are `Invalid` with their paths), run the engine, map the rows back
 * to database ids. A calculation job stores them batch by batch (persist.ts).
 */
export async function computePlanStatements(
  tenant: Tenant,
  plan: plans.Plan,
  periodIds: readonly string[],
  calculatedAt = new Date(),
): Promise<NewRow<StatementRow>[]> {
  const loaded = await loadCalculation(tenant, plan, periodIds);
  let compiled: CompiledPlan;
  try {
    compiled = compilePlan(loaded.definition);
  } catch (error) {
    if (error instanceof PlanCompileError)
      throw new Invalid(
        error.issues.map((issue) => ({ field: `definition.${issue.path}`, message: issue.message })),
      );
    throw error;
  }
  return await statementRows(calculate(compiled, loaded.input), {
    planId: plan.id,
    ids: loaded.ids,
    currency: loaded.currency,
    calculatedAt,
  });
}
