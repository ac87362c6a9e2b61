import type { StatementJson } from '@accrue/engine';

/** The most of a record's own fields a statement read ships to name the records its rules' lines name. */
export const NAMING_FIELDS = 5;

type StoredDataset = StatementJson['datasets'][number];
/** A dataset as a statement (or forecast) read ships it: its columns, its row count, the rows its rules name. */
export type DatasetSummary = StoredDataset & { rowCount: number };

/**
 * The datasets as GET /statements/{id} (and a forecast's read) ship them: every column and the
 * number of rows, but of the rows only those a rule's line names, with the few own (not calculated)
 * fields that name a record beside what it earned. The page reads the rows themselves a page at a
 * time (listDatasetRows), so a statement of many records no longer ships each one whole.
 */
export function datasetSummaries(
  datasets: readonly StoredDataset[],
  rules: StatementJson['rules'],
): DatasetSummary[] {
  const named = new Set<string>();
  for (const rule of rules) for (const line of rule.lines ?? []) named.add(line.recordKey);
  return datasets.map((dataset) => {
    const fields = dataset.columns
      .filter((column) => !column.calculated)
      .slice(0, NAMING_FIELDS)
      .map((column) => column.name);
    return {
      ...dataset,
      rowCount: dataset.rows.length,
      rows: dataset.rows
        .filter((row) => named.has(row.key))
        .map((row) => ({
          key: row.key,
          values: Object.fromEntries(
            fields.filter((field) => field in row.values).map((field) => [field, row.values[field]!]),
          ),
        })),
    };
  });
}
