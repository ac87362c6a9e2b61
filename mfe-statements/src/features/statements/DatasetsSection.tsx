import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { Button, Heading } from '@accrue/ui-kit';
import { DataTable, type DataTableColumn } from '@accrue/ui-kit/table';
import { cellValue, type Figures } from './api';
import { OverwrittenMark, StatementValue } from './StatementValue';

type Dataset = Figures['datasets'][number];
type Row = Dataset['rows'][number];

/**
 * The records (deals) of each displayed table of the plan, as they fed the rules: a kit DataTable
 * per dataset, searchable and paged, with overwritten fields marked; a user who may overwrite
 * opens a row's calculated fields from its action.
 */
export function DatasetsSection({
  statement,
  onOverwrite,
}: {
  statement: Figures;
  onOverwrite: ((dataset: Dataset, row: Row, column: Dataset['columns'][number]) => void) | null;
}) {
  const intl = useIntl();
  if (!statement.datasets.length) return null;
  return (
    <section
      aria-labelledby="statement-datasets"
      style={{ display: 'flex', flexDirection: 'column', gap: 16 }}
    >
      <Heading level={2} id="statement-datasets">
        {intl.formatMessage({ id: 'statement.datasets' })}
      </Heading>
      {statement.datasets.map((dataset) => (
        <DatasetTable key={dataset.table} dataset={dataset} statement={statement} onOverwrite={onOverwrite} />
      ))}
    </section>
  );
}

function DatasetTable({
  dataset,
  statement,
  onOverwrite,
}: {
  dataset: Dataset;
  statement: Figures;
  onOverwrite: ((dataset: Dataset, row: Row, column: Dataset['columns'][number]) => void) | null;
}) {
  const intl = useIntl();
  // The value the engine computed before a field was overwritten, from the overwrite records.
  const originals = useMemo(() => {
    const map = new Map<string, string>();
    for (const overwrite of statement.overwrites ?? [])
      if (overwrite.kind === 'field' && overwrite.datasetId === dataset.table)
        map.set(`${overwrite.recordKey}|${overwrite.token}`, String(overwrite.oldValue ?? '—'));
    return map;
  }, [statement.overwrites, dataset.table]);

  const columns = useMemo(
    (): DataTableColumn<Row>[] =>
      dataset.columns.map((column): DataTableColumn<Row> => ({
        id: column.name,
        header: column.label,
        accessor: (row) => {
          const value = cellValue(column, row.values[column.name]);
          return typeof value === 'string' ? value : value === null ? null : String(value);
        },
        cell: ({ row }) => {
          const overwritten = row.overwritten?.includes(column.name);
          return (
            <span style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
              <StatementValue
                value={cellValue(column, row.values[column.name])}
                format={column.people ? 'text' : column.format}
                currency={statement.currency}
              />
              {overwritten ? (
                <OverwrittenMark original={originals.get(`${row.key}|${column.name}`) ?? '—'} />
              ) : null}
              {column.calculated && onOverwrite ? (
                <Button
                  size="small"
                  variant="secondary"
                  aria-label={intl.formatMessage(
                    { id: 'statement.overwrite.field' },
                    { field: column.label, record: row.key },
                  )}
                  onPress={() => onOverwrite(dataset, row, column)}
                >
                  ✎
                </Button>
              ) : null}
            </span>
          );
        },
      })),
    [dataset, intl, onOverwrite, originals, statement.currency],
  );

  return (
    <article aria-label={dataset.label} style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      <Heading level={3}>{dataset.label}</Heading>
      <DataTable<Row>
        aria-label={dataset.label}
        columns={columns}
        data={dataset.rows}
        getRowId={(row) => row.key}
        isSearchable
        initialState={{ pageSize: 10 }}
      />
    </article>
  );
}
