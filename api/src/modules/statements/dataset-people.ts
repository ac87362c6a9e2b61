import type { PlanDefinition, StatementJson } from '@accrue/engine';
import type { Tenant } from '../../platform/db/tenancy.js';
import * as people from '../people/index.js';
import * as plans from '../plans/index.js';

type Dataset = StatementJson['datasets'][number];
/** A dataset whose user-join columns name their people. */
export type NamedDataset = Omit<Dataset, 'columns'> & {
  columns: (Dataset['columns'][number] & { people?: Record<string, string> })[];
};

/**
 * The datasets with, on each column that is its table's user join (`user: ownerId`: records name
 * their owner by Accrue user id), the names of the users its values hold (`people`), so a statement
 * shows "Emma Schultz" where the record says 7. The values stay as the records hold them.
 */
export async function withPeopleNames(
  tenant: Tenant,
  plan: string | PlanDefinition,
  datasets: readonly Dataset[],
): Promise<NamedDataset[]> {
  const definition = typeof plan === 'string' ? plans.parsedDefinition(plan) : plan;
  if (!definition || !datasets.length) return [...datasets];
  const joins = (dataset: Dataset) => new Set(definition.filters[dataset.table]?.userFields ?? []);
  const ids = new Set<number>();
  for (const dataset of datasets) {
    const columns = joins(dataset);
    for (const row of dataset.rows)
      for (const column of columns) {
        const value = row.values[column];
        if (typeof value === 'string' && /^\d{1,15}$/.test(value)) ids.add(Number(value));
      }
  }
  if (!ids.size) return [...datasets];
  const names = new Map(
    (await people.usersByIds(tenant, [...ids])).map((user) => [String(user.id), user.fullName]),
  );
  return datasets.map((dataset) => {
    const columns = joins(dataset);
    if (!columns.size) return dataset;
    return {
      ...dataset,
      columns: dataset.columns.map((column) => {
        if (!columns.has(column.name)) return column;
        const named: Record<string, string> = {};
        for (const row of dataset.rows) {
          const value = row.values[column.name];
          if (typeof value === 'string' && names.has(value)) named[value] = names.get(value)!;
        }
        return { ...column, people: named };
      }),
    };
  });
}
