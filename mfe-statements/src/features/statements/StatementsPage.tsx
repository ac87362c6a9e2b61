import { useCallback, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import type { PageProps } from '@accrue/remote-runtime';
import { Link, PageBody, PageHeader } from '@accrue/ui-kit';
import { Select } from '@accrue/ui-kit/select';
import { SnackbarProvider } from '@accrue/ui-kit/snackbar';
import { DataTable, type DataTableColumn, type PaginatedQuery } from '@accrue/ui-kit/table';
import {
  usePeriods,
  useStatementPage,
  type StatementPage,
  type StatementPeriod,
  type UserStatement,
} from './api';
import { formatted, initialPeriod, periodLabel } from './model';
import { CalculationControl } from '../calculations/CalculationControl';
import { PeriodGate } from './PeriodGate';
import { ReviewCampaignNotice } from './ReviewCampaignNotice';
import { ReviewStatusBadge } from './ReviewStatusBadge';

const SORTS = new Set(['user', 'plan', 'total']);
const PAGE_SIZES = [24, 48, 96];
const NO_STATEMENTS: StatementPage = { items: [], totalItems: 0, currentPage: 0, pageCount: 1 };

/**
 * /statements and /statements/by-date/{startDate} (doc 2 §2): the period picker and the period's
 * statements the caller may see (a rep their own, a manager their team's, admins and finance
 * everyone), paged on the server. For the roles that launch review campaigns, the period's plans
 * whose reviews have not started, with a button that starts them.
 */
export default function StatementsPage(props: PageProps) {
  return (
    <SnackbarProvider>
      <Statements {...props} />
    </SnackbarProvider>
  );
}

function Statements({ title, params }: PageProps) {
  const intl = useIntl();
  const periods = usePeriods();
  const [chosen, setChosen] = useState<string | null>(null);
  // Bumped when a calculation ends or reviews start, so the table reads the statements again.
  const [reloads, setReloads] = useState(0);
  const reload = useCallback(() => setReloads((n) => n + 1), []);
  const today = new Date().toISOString().slice(0, 10);
  const period: StatementPeriod | undefined = useMemo(() => {
    const list = periods.data ?? [];
    return list.find((p) => p.id === chosen) ?? initialPeriod(list, params.startDate, today);
  }, [periods.data, chosen, params.startDate, today]);

  const choose = (id: string) => {
    setChosen(id);
    const next = periods.data?.find((p) => p.id === id);
    // The address names the period, so it can be shared and reopened.
    if (next) window.history.replaceState(window.history.state, '', `/statements/by-date/${next.startDate}`);
  };

  return (
    <section style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <PageHeader title={intl.formatMessage({ id: title })} />
      <PageBody>
        <PeriodGate
          periods={periods}
          period={period}
          loadErrorId="statements.loadError"
          noPeriodsId="statements.noPeriods"
        >
          {(period) => (
            <>
              <div style={{ maxWidth: 280 }}>
                <Select
                  label={intl.formatMessage({ id: 'statements.period' })}
                  options={(periods.data ?? []).map((p) => ({ value: p.id, label: periodLabel(intl, p) }))}
                  value={period.id}
                  isClearable={false}
                  onChange={(value) => value !== null && choose(String(value))}
                />
              </div>
              <CalculationControl
                periodId={period.id}
                periodLabel={periodLabel(intl, period)}
                onFinished={reload}
              />
              <ReviewCampaignNotice
                periodId={period.id}
                periodLabel={periodLabel(intl, period)}
                onStarted={reload}
              />
              <StatementTable key={`${period.id} ${reloads}`} period={period} />
            </>
          )}
        </PeriodGate>
      </PageBody>
    </section>
  );
}

function StatementTable({ period }: { period: StatementPeriod }) {
  const intl = useIntl();
  const [query, setQuery] = useState<PaginatedQuery | null>(null);
  const page = useStatementPage(
    query && {
      periodId: period.id,
      page: query.page,
      limit: query.limit,
      desc: query.desc,
      ...(query.sort && SORTS.has(query.sort) ? { sort: query.sort as 'user' | 'plan' | 'total' } : {}),
      ...(query.search ? { search: query.search.slice(0, 100) } : {}),
    },
  );
  const onQueryChange = useCallback((next: PaginatedQuery) => setQuery(next), []);

  const columns = useMemo(
    (): DataTableColumn<UserStatement>[] => [
      {
        id: 'user',
        header: intl.formatMessage({ id: 'statements.column.user' }),
        accessor: (row) => row.user.fullName,
        isHidable: false,
        cell: ({ row }) => <Link href={`/statements/${row.id}`}>{row.user.fullName}</Link>,
      },
      {
        id: 'plan',
        header: intl.formatMessage({ id: 'statements.column.plan' }),
        accessor: (row) => row.plan.name,
      },
      {
        id: 'total',
        header: intl.formatMessage({ id: 'statements.column.total' }),
        accessor: (row) => row.total,
        isNumeric: true,
        cell: ({ row }) => formatted(row.total, intl.locale, row.currency),
      },
      {
        id: 'status',
        header: intl.formatMessage({ id: 'statements.column.status' }),
        isSortable: false,
        accessor: (row) => row.status,
        cell: ({ row }) => intl.formatMessage({ id: `statements.status.${row.status ?? 'clean'}` }),
      },
      {
        // Where its review stands; empty when its plan has no workflow.
        id: 'review',
        header: intl.formatMessage({ id: 'statements.column.review' }),
        isSortable: false,
        accessor: (row) =>
          row.reviewStatus ? intl.formatMessage({ id: `statement.review.status.${row.reviewStatus}` }) : null,
        cell: ({ row }) => (row.reviewStatus ? <ReviewStatusBadge status={row.reviewStatus} /> : null),
      },
    ],
    [intl],
  );

  return (
    <DataTable<UserStatement>
      aria-label={intl.formatMessage({ id: 'statements.tableLabel' }, { period: periodLabel(intl, period) })}
      columns={columns}
      result={page.data ?? NO_STATEMENTS}
      onQueryChange={onQueryChange}
      isLoading={page.isLoading}
      initialState={{ pageSize: 24 }}
      pageSizeOptions={PAGE_SIZES}
      alert={
        page.error
          ? {
              tone: 'error',
              title: intl.formatMessage({ id: 'statements.loadError' }, { message: page.error.message }),
            }
          : undefined
      }
      emptyState={intl.formatMessage({ id: 'statements.empty' })}
    />
  );
}
