import type { StatementJson } from '@accrue/engine';
import { hasPermission } from '@accrue/access';
import type { components } from '@accrue/sdk/schema';
import type { Context } from '../../platform/context.js';
import { Forbidden, NotFound } from '../../platform/errors.js';
import { withPeopleNames } from './dataset-people.js';
import { parseContent } from './content-codec.js';
import { FORECAST_MESSAGES } from './forecasts.js';
import { reachableStatement } from './reading.js';
import { forecastIdOf } from './repository.js';
import { forecastsTable } from './tables.js';

export type StatementDatasetPage = components['schemas']['StatementDatasetPage'];

export const DATASET_MESSAGES = {
  notFound: 'This statement has no such dataset.',
} as const;

export interface DatasetRowsQuery {
  page: number;
  limit: number;
  search?: string;
  forecasted?: boolean;
}

/**
 * GET /statements/{id}/datasets/{datasetId}/rows (doc 2 §7): a page of one dataset's rows as the
 * calculation stored them (the statement's, or with `forecasted` its forecast's), searched in their
 * key and shown text, the people of a user-join column named for the page's rows.
 */
export async function listDatasetRows(
  context: Context,
  statementId: number,
  datasetId: string,
  query: DatasetRowsQuery,
): Promise<StatementDatasetPage> {
  const { statement, plan } = await reachableStatement(context, statementId, 'VIEW_STATEMENTS');
  let content = statement.content;
  if (query.forecasted) {
    if (!hasPermission(context.subject, 'VIEW_FORECASTS'))
      throw new Forbidden('You do not have the permission to do this.');
    const forecastId = await forecastIdOf(context.tenant, statement);
    const forecast = forecastId === null ? null : await context.tenant.findById(forecastsTable, forecastId);
    if (!forecast) throw new NotFound(FORECAST_MESSAGES.notFound);
    content = parseContent(forecast.content);
  }
  const dataset = (content.datasets ?? []).find((candidate) => candidate.table === datasetId);
  if (!dataset) throw new NotFound(DATASET_MESSAGES.notFound);
  const matching = rowsMatching(dataset.rows, query.search);
  const rows = matching.slice(query.page * query.limit, (query.page + 1) * query.limit);
  const [named] = await withPeopleNames(context.tenant, plan.definition, [{ ...dataset, rows }]);
  return {
    table: dataset.table,
    label: dataset.label,
    columns: named!.columns,
    items: named!.rows,
    totalItems: matching.length,
    currentPage: query.page,
    pageCount: Math.max(1, Math.ceil(matching.length / query.limit)),
  };
}

/** The rows whose key or a shown text contains `search` (any case); all of them without one. */
export function rowsMatching<Row extends StatementJson['datasets'][number]['rows'][number]>(
  rows: readonly Row[],
  search: string | undefined,
): readonly Row[] {
  const wanted = search?.trim().toLowerCase();
  if (!wanted) return rows;
  return rows.filter(
    (row) =>
      row.key.toLowerCase().includes(wanted) ||
      Object.values(row.values).some(
        (value) => typeof value === 'string' && value.toLowerCase().includes(wanted),
      ),
  );
}
