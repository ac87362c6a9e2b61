import { useCallback, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button, Heading } from '@accrue/ui-kit';
import { DataTable, type DataTableColumn, type PaginatedQuery } from '@accrue/ui-kit/table';
import { cellValue, type DatasetColumn, type DatasetRow, type Figures, type RowEdit } from './api';
import { useDatasetRows, type DatasetRowsQuery } from './queries';
import { OverwrittenMark, StatementValue } from './StatementValue';

type Dataset = Figures['datasets'][number];

/** The most rows a dataset page asks for (the rows call's limit). */
const MAX_PAGE_SIZE = 100;
/** The search text the rows call accepts at most. */
const SEARCH_MAX = 100;

/** A calculated field a user who may overwrite opens from a row. */
export type OnFieldOverwrite = (dataset: Dataset, row: DatasetRow, column: DatasetColumn) => void;

/** What a user who may overwrite does to a dataset's rows: leave one out, add a record. */
export interface RowEditing {
  onExclude: (dataset: Dataset, row: DatasetRow) => void;
  onAdd: (dataset: Dataset) => void;
}

/** What the datasets show of a statement: its figures, when computed, and its rows edited by hand. */
type Shown = Figures & { calculatedAt: string; rowEdits?: RowEdit[] };

/**
 * The records (deals) of each displayed table of the plan, as they fed the rules: a kit DataTable
 * per dataset, paged and searched on the server (GET …/datasets/{table}/rows; `forecasted`: the
 * forecast's rows), with overwritten fields marked; a user who may overwrite opens a row's
 * calculated fields from its action.
 */
export function DatasetsSection({
  statement,
  statementId,
  forecasted = false,
  onOverwrite,
  rowEditing = null,
}: {
  statement: Shown;
  statementId: number;
  forecasted?: boolean;
  onOverwrite: OnFieldOverwrite | null;
  rowEditing?: RowEditing | null;
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
        <DatasetTable
          key={dataset.table}
          dataset={dataset}
          statement={statement}
          statementId={statementId}
          forecasted={forecasted}
          onOverwrite={onOverwrite}
          rowEditing={rowEditing}
        />
      ))}
    </section>
  );
}

function DatasetTable({
  dataset,
  statement,
  statementId,
  forecasted,
  onOverwrite,
  rowEditing,
}: {
  dataset: Dataset;
  statement: Shown;
  statementId: number;
  forecasted: boolean;
  onOverwrite: OnFieldOverwrite | null;
  rowEditing: RowEditing | null;
}) {
  const intl = useIntl();
  // The table asks for its first page once mounted (onQueryChange), then for each page and search.
  const [query, setQuery] = useState<DatasetRowsQuery | null>(null);
  const onQueryChange = useCallback(
    ({ page, limit, search }: PaginatedQuery) =>
      setQuery({
        page,
        limit: Math.min(limit, MAX_PAGE_SIZE),
        ...(search ? { search: search.slice(0, SEARCH_MAX) } : {}),
      }),
    [],
  );
  const rows = useDatasetRows(statementId, dataset.table, query, {
    forecasted,
    calculatedAt: statement.calculatedAt,
  });
  const empty = useMemo(() => emptyPage(dataset), [dataset]);
  // The page's columns name the people of its rows; the statement's columns until it arrived.
  const shownColumns = rows.data?.columns ?? dataset.columns;

  // The value the engine computed before a field was overwritten, from the overwrite records.
  const originals = useMemo(() => {
    const map = new Map<string, string>();
    for (const overwrite of statement.overwrites ?? [])
      if (overwrite.kind === 'field' && overwrite.datasetId === dataset.table)
        map.set(`${overwrite.recordKey}|${overwrite.token}`, String(overwrite.oldValue ?? '—'));
    return map;
  }, [statement.overwrites, dataset.table]);

  // The records added to this dataset by hand, marked as such (forecasts have none).
  const added = useMemo(
    () =>
      new Set(
        forecasted
          ? []
          : (statement.rowEdits ?? [])
              .filter((edit) => edit.kind === 'include' && edit.datasetId === dataset.table)
              .map((edit) => edit.recordKey),
      ),
    [statement.rowEdits, dataset.table, forecasted],
  );

  const columns = useMemo(
    (): DataTableColumn<DatasetRow>[] => [
      ...shownColumns.map((column): DataTableColumn<DatasetRow> => ({
        id: column.name,
        header: column.label,
        // Sorted and searched by the server: the table sorts nothing itself.
        isSortable: false,
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
      ...(rowEditing || added.size
        ? [
            {
              id: 'rowEdit',
              header: intl.formatMessage({ id: 'statement.rowEdit.column' }),
              isSortable: false,
              cell: ({ row }: { row: DatasetRow }) =>
                added.has(row.key) ? (
                  <span data-testid="row-added" style={{ fontSize: 12, fontStyle: 'italic', opacity: 0.8 }}>
                    {intl.formatMessage({ id: 'statement.rowEdit.addedMark' })}
                  </span>
                ) : rowEditing ? (
                  <Button
                    size="small"
                    variant="secondary"
                    aria-label={intl.formatMessage(
                      { id: 'statement.rowEdit.excludeOne' },
                      { record: row.key },
                    )}
                    onPress={() => rowEditing.onExclude(dataset, row)}
                  >
                    {intl.formatMessage({ id: 'statement.rowEdit.exclude' })}
                  </Button>
                ) : null,
            } satisfies DataTableColumn<DatasetRow>,
          ]
        : []),
    ],
    [shownColumns, dataset, intl, onOverwrite, originals, statement.currency, rowEditing, added],
  );

  return (
    <article aria-label={dataset.label} style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 8 }}>
        <Heading level={3}>{dataset.label}</Heading>
        {rowEditing ? (
          <Button
            size="small"
            variant="secondary"
            aria-label={intl.formatMessage({ id: 'statement.rowEdit.addTo' }, { dataset: dataset.label })}
            onPress={() => rowEditing.onAdd(dataset)}
          >
            {intl.formatMessage({ id: 'statement.rowEdit.add' })}
          </Button>
        ) : null}
      </div>
      <DataTable<DatasetRow>
        aria-label={dataset.label}
        columns={columns}
        result={rows.data ?? empty}
        onQueryChange={onQueryChange}
        // Skeleton rows until the first page arrived (and before the table asked for it).
        isLoading={rows.isPending}
        getRowId={(row) => row.key}
        isSearchable
        initialState={{ pageSize: 10 }}
        alert={
          rows.error
            ? {
                tone: 'error',
                title: intl.formatMessage({ id: 'statements.loadError' }, { message: rows.error.message }),
              }
            : undefined
        }
      />
    </article>
  );
}

/** The table's result before its first page arrived: no rows yet, the count the statement gave. */
const emptyPage = (dataset: Dataset) => ({
  items: [],
  totalItems: dataset.rowCount ?? 0,
  currentPage: 0,
  pageCount: 1,
});
