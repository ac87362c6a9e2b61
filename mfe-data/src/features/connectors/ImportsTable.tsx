import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Alert, Link } from '@accrue/ui-kit';
import { LightTable, type LightTableColumn } from '@accrue/ui-kit/table';
import { useImports, type DataImport } from './queries';

const PAGE = 10;

/**
 * The last file imports, newest first (of one record model, or all): what came in, when, from
 * whom, and the change set it left (keys added, changed, removed).
 */
export function ImportsTable({ objectName, pageSize = PAGE }: { objectName?: string; pageSize?: number }) {
  const intl = useIntl();
  const [limit, setLimit] = useState(pageSize);
  const imports = useImports(objectName, limit);
  const count = (row: DataImport, kind: 'added' | 'changed' | 'removed') =>
    row.changeSet ? intl.formatNumber(row.changeSet[kind]) : '—';
  const columns: LightTableColumn<DataImport>[] = [
    { id: 'fileName', header: intl.formatMessage({ id: 'connectors.imports.file' }), accessor: 'fileName' },
    ...(objectName
      ? []
      : [
          {
            id: 'model',
            header: intl.formatMessage({ id: 'connectors.imports.model' }),
            cell: (row: DataImport) => (
              <Link href={`/data/record-models/${row.objectName}`}>{row.modelName}</Link>
            ),
          },
        ]),
    {
      id: 'status',
      header: intl.formatMessage({ id: 'connectors.imports.status' }),
      accessor: (row) => intl.formatMessage({ id: `connectors.importStatus.${row.status}` }),
    },
    {
      id: 'rows',
      header: intl.formatMessage({ id: 'connectors.imports.rows' }),
      accessor: (row) => intl.formatNumber(row.rowCount),
      align: 'end',
    },
    {
      id: 'added',
      header: intl.formatMessage({ id: 'connectors.counts.added' }),
      accessor: (row) => count(row, 'added'),
      align: 'end',
    },
    {
      id: 'changed',
      header: intl.formatMessage({ id: 'connectors.counts.changed' }),
      accessor: (row) => count(row, 'changed'),
      align: 'end',
    },
    {
      id: 'removed',
      header: intl.formatMessage({ id: 'connectors.counts.removed' }),
      accessor: (row) => count(row, 'removed'),
      align: 'end',
    },
    {
      id: 'by',
      header: intl.formatMessage({ id: 'connectors.imports.by' }),
      accessor: (row) => row.createdBy ?? '—',
    },
    {
      id: 'date',
      header: intl.formatMessage({ id: 'connectors.imports.date' }),
      accessor: (row) =>
        intl.formatDate(row.appliedAt ?? row.createdAt, { dateStyle: 'short', timeStyle: 'short' }),
      width: 160,
    },
  ];
  return (
    <>
      {imports.error ? (
        <Alert
          tone="error"
          title={intl.formatMessage({ id: 'recordModels.loadError' }, { message: imports.error.message })}
        />
      ) : null}
      <LightTable<DataImport>
        aria-label={intl.formatMessage({ id: 'connectors.imports' })}
        columns={columns}
        rows={imports.data?.items ?? []}
        isLoading={imports.isFetching}
        totalItems={imports.data?.total}
        onLoadMore={() => setLimit((n) => Math.min(n + pageSize, 100))}
        emptyState={<FormattedMessage id="connectors.imports.empty" />}
      />
    </>
  );
}
