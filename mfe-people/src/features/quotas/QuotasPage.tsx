import { useCallback, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import type { PageProps } from '@accrue/remote-runtime';
import { Link, PageBody, PageHeader } from '@accrue/ui-kit';
import { DataTable, type DataTableColumn, type PaginatedQuery } from '@accrue/ui-kit/table';
import { planBadge } from './model';
import { useQuotas, type Quota } from './queries';

/**
 * `/quotas` (doc 3 §2): the company's quotas (a scoped admin: their scope's), paged and searched
 * on the server, each with the plans that use it: 'Not used in any plan' or 'Used in N plan(s)'.
 * A quota's name opens its values.
 */
export default function QuotasPage({ title }: PageProps) {
  const intl = useIntl();
  const [query, setQuery] = useState<{ page: number; limit: number; search?: string } | null>(null);
  const quotas = useQuotas(query);
  const onQueryChange = useCallback(
    (next: PaginatedQuery) =>
      setQuery({ page: next.page, limit: next.limit, ...(next.search ? { search: next.search } : {}) }),
    [],
  );

  const columns = useMemo(
    (): DataTableColumn<Quota>[] => [
      {
        id: 'name',
        header: intl.formatMessage({ id: 'quotas.column.name' }),
        isSortable: false,
        isHidable: false,
        accessor: 'name',
        cell: ({ row }) => (
          <span>
            <Link href={`/quotas/values/${row.id}`}>{row.name}</Link>
            <br />
            <small>{row.machineName}</small>
          </span>
        ),
      },
      {
        id: 'type',
        header: intl.formatMessage({ id: 'quotas.column.type' }),
        isSortable: false,
        size: { width: 120 },
        accessor: (row) => intl.formatMessage({ id: `quotas.type.${row.type}` }),
      },
      {
        id: 'frequency',
        header: intl.formatMessage({ id: 'quotas.column.frequency' }),
        isSortable: false,
        size: { width: 130 },
        accessor: (row) => intl.formatMessage({ id: `quotas.frequency.${row.frequency}` }),
      },
      {
        id: 'format',
        header: intl.formatMessage({ id: 'quotas.column.format' }),
        isSortable: false,
        size: { width: 120 },
        accessor: (row) => intl.formatMessage({ id: `quotas.format.${row.format}` }),
      },
      {
        id: 'isQuotaRequired',
        header: intl.formatMessage({ id: 'quotas.column.required' }),
        isSortable: false,
        size: { width: 110 },
        accessor: (row) => intl.formatMessage({ id: row.isQuotaRequired ? 'quotas.yes' : 'quotas.no' }),
      },
      {
        id: 'assignedPlans',
        header: intl.formatMessage({ id: 'quotas.column.plans' }),
        isSortable: false,
        size: { width: 200 },
        accessor: (row) => row.assignedPlans.length,
        cell: ({ row }) => {
          const badge = planBadge(row.assignedPlans);
          const text = intl.formatMessage({ id: badge.id }, { count: badge.count });
          return (
            <span>
              {text}
              {row.assignedPlans.length ? (
                <>
                  <br />
                  <small>{row.assignedPlans.map((p) => p.name).join(', ')}</small>
                </>
              ) : null}
            </span>
          );
        },
      },
    ],
    [intl],
  );

  return (
    <section>
      <PageHeader title={intl.formatMessage({ id: title })} />
      <PageBody>
        <DataTable<Quota>
          aria-label={intl.formatMessage({ id: 'quotas.tableLabel' })}
          columns={columns}
          result={
            quotas.data
              ? {
                  items: quotas.data.items,
                  totalItems: quotas.data.total,
                  currentPage: query?.page ?? 0,
                  pageCount: Math.max(1, Math.ceil(quotas.data.total / (query?.limit ?? 50))),
                }
              : { items: [], totalItems: 0, currentPage: 0, pageCount: 1 }
          }
          onQueryChange={onQueryChange}
          isLoading={quotas.isPending || quotas.isPlaceholderData}
          alert={quotas.error ? { tone: 'error', title: quotas.error.message } : undefined}
          getRowId={(row) => String(row.id)}
          emptyState={intl.formatMessage({ id: 'quotas.empty' })}
        />
      </PageBody>
    </section>
  );
}
