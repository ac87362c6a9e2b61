import { useCallback, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import type { PageProps } from '@accrue/remote-runtime';
import { Heading, PageBody, PageHeader } from '@accrue/ui-kit';
import { Select } from '@accrue/ui-kit/select';
import { DataTable, type PaginatedQuery } from '@accrue/ui-kit/table';
import { editColumns, loadErrorOf } from './edit-columns';
import { usePeriods } from '../statements/api';
import { periodLabel } from '../statements/model';
import {
  useOverwrites,
  useRowEdits,
  type OverwriteKind,
  type OverwriteListItem,
  type RowEditListItem,
} from './queries';

const KINDS: readonly OverwriteKind[] = ['rule', 'kpi', 'field'];
const ALL = 'all';
const text = (value: unknown) => (value === null || value === undefined ? '—' : String(value));
const NO_ITEMS = { items: [], totalItems: 0, currentPage: 0, pageCount: 0 };

/**
 * /overwrites (doc 2 §2): every overwrite of the statements the caller may see (a rule's result,
 * a KPI, a dataset field), latest first, with who gave it, when, the value before and after,
 * filtered by period and kind; each opens its statement, marked when fully reviewed (frozen: its
 * overwrites stay until its review is reset). Below them, the rows left out of or added to a
 * statement's dataset by hand (GET /row-edits), filtered by the same period.
 */
export default function OverwritesPage({ title }: PageProps) {
  const intl = useIntl();
  const periods = usePeriods();
  const [periodId, setPeriodId] = useState<string>(ALL);
  const [kind, setKind] = useState<string>(ALL);
  const [paging, setPaging] = useState<Pick<PaginatedQuery, 'page' | 'limit'> | null>(null);
  const overwrites = useOverwrites(
    paging && {
      ...paging,
      ...(periodId !== ALL ? { periodId } : {}),
      ...(kind !== ALL ? { kind: kind as OverwriteKind } : {}),
    },
  );

  const onQueryChange = useCallback(
    (query: PaginatedQuery) => setPaging({ page: query.page, limit: query.limit }),
    [],
  );
  const columns = useMemo(
    () =>
      editColumns<OverwriteListItem>(intl, [
        {
          id: 'kind',
          header: intl.formatMessage({ id: 'overwrites.column.kind' }),
          isSortable: false,
          cell: ({ row }) => intl.formatMessage({ id: `statement.overwrite.kind.${row.kind}` }),
        },
        {
          id: 'figure',
          header: intl.formatMessage({ id: 'overwrites.column.figure' }),
          isSortable: false,
          cell: ({ row }) =>
            row.kind === 'field' ? `${row.datasetId} · ${row.recordKey} · ${row.token}` : row.token,
        },
        {
          id: 'old',
          header: intl.formatMessage({ id: 'overwrites.column.old' }),
          isSortable: false,
          cell: ({ row }) => text(typeof row.oldValue === 'object' && row.oldValue ? '—' : row.oldValue),
        },
        {
          id: 'new',
          header: intl.formatMessage({ id: 'overwrites.column.new' }),
          isSortable: false,
          cell: ({ row }) => text(typeof row.value === 'object' && row.value ? '—' : row.value),
        },
      ]),
    [intl],
  );

  const periodOptions = [
    { value: ALL, label: intl.formatMessage({ id: 'overwrites.filter.all' }) },
    ...(periods.data ?? []).map((period) => ({ value: period.id, label: periodLabel(intl, period) })),
  ];
  const kindOptions = [
    { value: ALL, label: intl.formatMessage({ id: 'overwrites.filter.all' }) },
    ...KINDS.map((k) => ({ value: k, label: intl.formatMessage({ id: `statement.overwrite.kind.${k}` }) })),
  ];

  return (
    <section style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <PageHeader title={intl.formatMessage({ id: title })} />
      <PageBody>
        <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }}>
          <Select
            label={intl.formatMessage({ id: 'overwrites.filter.period' })}
            options={periodOptions}
            value={periodId}
            onChange={(value) => setPeriodId(String(value ?? ALL))}
          />
          <Select
            label={intl.formatMessage({ id: 'overwrites.filter.kind' })}
            options={kindOptions}
            value={kind}
            onChange={(value) => setKind(String(value ?? ALL))}
          />
        </div>
        <DataTable<OverwriteListItem>
          key={`${periodId}|${kind}`}
          aria-label={intl.formatMessage({ id: 'overwrites.tableLabel' })}
          columns={columns}
          result={overwrites.data ?? NO_ITEMS}
          isLoading={overwrites.isLoading}
          onQueryChange={onQueryChange}
          getRowId={(row) => String(row.id)}
          isSearchable={false}
          emptyState={intl.formatMessage({ id: 'overwrites.empty' })}
          alert={loadErrorOf(intl, overwrites.error)}
          initialState={{ pageSize: 25 }}
        />
        <RowEditsTable periodId={periodId === ALL ? undefined : periodId} />
      </PageBody>
    </section>
  );
}

/** The rows left out of or added to statements by hand, beside the overwrites. */
function RowEditsTable({ periodId }: { periodId: string | undefined }) {
  const intl = useIntl();
  const [paging, setPaging] = useState<Pick<PaginatedQuery, 'page' | 'limit'> | null>(null);
  const edits = useRowEdits(paging && { ...paging, ...(periodId ? { periodId } : {}) });
  const onQueryChange = useCallback(
    (query: PaginatedQuery) => setPaging({ page: query.page, limit: query.limit }),
    [],
  );
  const columns = useMemo(
    () =>
      editColumns<RowEditListItem>(intl, [
        {
          id: 'kind',
          header: intl.formatMessage({ id: 'overwrites.column.kind' }),
          isSortable: false,
          cell: ({ row }) => intl.formatMessage({ id: `overwrites.rowEdits.kind.${row.kind}` }),
        },
        {
          id: 'record',
          header: intl.formatMessage({ id: 'overwrites.rowEdits.column.record' }),
          isSortable: false,
          cell: ({ row }) => `${row.datasetId} · ${row.recordKey}`,
        },
        {
          id: 'reason',
          header: intl.formatMessage({ id: 'overwrites.rowEdits.column.reason' }),
          isSortable: false,
          cell: ({ row }) => row.reason,
        },
      ]),
    [intl],
  );
  return (
    <section aria-labelledby="row-edits-title" style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      <Heading level={2} id="row-edits-title">
        {intl.formatMessage({ id: 'overwrites.rowEdits.title' })}
      </Heading>
      <DataTable<RowEditListItem>
        key={periodId ?? ALL}
        aria-label={intl.formatMessage({ id: 'overwrites.rowEdits.title' })}
        columns={columns}
        result={edits.data ?? NO_ITEMS}
        isLoading={edits.isLoading}
        onQueryChange={onQueryChange}
        getRowId={(row) => String(row.id)}
        isSearchable={false}
        emptyState={intl.formatMessage({ id: 'overwrites.rowEdits.empty' })}
        alert={loadErrorOf(intl, edits.error)}
        initialState={{ pageSize: 25 }}
      />
    </section>
  );
}
