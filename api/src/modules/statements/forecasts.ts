import type { Context } from '../../platform/context.js';
import { toDateOnly, toIso, toJson, toStringOrNull } from '../../platform/db/values.js';
import { NotFound } from '../../platform/errors.js';
import type { ForecastComparison } from './calculation/statement-rows.js';
import { parseContent } from './content-codec.js';
import { withPeopleNames } from './dataset-people.js';
import { datasetSummaries } from './dataset-summaries.js';
import { planRef, reachableStatement, userRef } from './reading.js';
import { forecastKeyOf } from './repository.js';
import { forecastsTable, type ForecastRow } from './tables.js';
import type { Statement, StatementDetail, StatementPeriod } from './types.js';

/**
 * Forecasts (doc 2 §Forecasts, §3): a statement's simulated counterpart, computed by its plan's
 * calculation when the plan has forecasting (calculation/compute.ts) and stored beside it
 * (calculation/persist.ts). A forecast is found from its statement by plan, user and period, and
 * read with the statement's reach (VIEW_FORECASTS).
 */

export const FORECAST_MESSAGES = {
  notFound: 'Forecast not found.',
} as const;

/** GET /statements/{statementId}/forecasts/{forecastId}. */
export interface Forecast extends Omit<
  StatementDetail,
  'adjustments' | 'overwrites' | 'reviewStatus' | 'forecastId' | 'forecast'
> {
  statementId: number;
  actualTotal: string | null;
  comparison: ForecastComparison;
}

/**
 * GET /statements/{statementId}/forecasts/{forecastId}: 404 when the company has no such statement
 * or the forecast is not that statement's, 403 when the statement is out of the caller's reach.
 */
export async function getStatementForecast(
  context: Context,
  statementId: number,
  forecastId: number,
  options: { withObjectsToDisplay?: boolean } = {},
): Promise<Forecast> {
  const { statement, plan, directory } = await reachableStatement(context, statementId, 'VIEW_FORECASTS');
  const row = await context.tenant.findById(forecastsTable, forecastId);
  if (!row || forecastKeyOf(row) !== forecastKeyOf(statement)) throw new NotFound(FORECAST_MESSAGES.notFound);
  const content = parseContent(row.content);
  return {
    id: Number(row.id),
    statementId: statement.id,
    plan: planRef(directory, statement.planId),
    user: userRef(directory, statement.userId),
    userId: statement.userId,
    period: periodOf(row),
    total: toStringOrNull(row.total),
    actualTotal: toStringOrNull(row.actualTotal),
    currency: String(row.currency),
    status: toStringOrNull(row.status) as Statement['status'],
    incomplete: content.incomplete ?? false,
    calculatedAt: toIso(row.calculatedAt)!,
    rules: content.rules ?? [],
    kpis: content.kpis ?? [],
    datasets:
      options.withObjectsToDisplay === false
        ? []
        : await withPeopleNames(
            context.tenant,
            plan.definition,
            datasetSummaries(content.datasets ?? [], content.rules ?? []),
          ),
    payments: content.payments ?? null,
    errors: content.errors ?? [],
    comparison: toJson<ForecastComparison>(row.comparison, {
      rules: [],
      total: { actual: '0', forecast: '0', difference: '0' },
    }),
  };
}

const periodOf = (row: Pick<ForecastRow, 'periodId' | 'periodStart' | 'periodEnd'>): StatementPeriod => ({
  id: String(row.periodId),
  startDate: toDateOnly(row.periodStart)!,
  endDate: toDateOnly(row.periodEnd)!,
});
