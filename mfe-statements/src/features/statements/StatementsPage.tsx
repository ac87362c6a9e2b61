import { useCallback, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { withPageMessages, type PageProps } from '@accrue/remote-runtime';
import { reviewMessages } from '../../i18n/reviews';
import { Link, PageBody, PageHeader } from '@accrue/ui-kit';
import { Select } from '@accrue/ui-kit/select';
import { SnackbarProvider } from '@accrue/ui-kit/snackbar';
import { DataTable, type DataTableColumn, type PaginatedQuery, type TableState } from '@accrue/ui-kit/table';
import {
  STATEMENT_STATUSES,
  usePeriods,
  useStatementPage,
  type StatementPage,
  type StatementPeriod,
  type StatementStatus,
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
/** The status filter's option for every statement (no `statementStatus` asked). */
const ALL = 'all';
/** The status filter's labels: the engine's states, and the review statuses' own labels. */
const STATUS_LABELS: Record<StatementStatus, string> = {
  error: 'statements.filter.status.error',
  warning: 'statements.filter.status.warning',
  unreviewed: 'statement.review.status.unreviewed',
  underReview: 'statement.review.status.underReview',
  reviewed: 'statement.review.status.reviewed',
};
const FILTER_STYLE = { flex: '1 1 200px', maxWidth: 280 };

/**
 * /statements and /statements/by-date/{startDate} (doc 2 §2): the period picker and the period's
 * statements the caller may see (a rep their own, a manager their team's, admins and finance
 * everyone), paged on the server and narrowed to a status (an error, a warning, or where their
 * review stands) if one is chosen. For the roles that launch review campaigns, the period's plans
 * whose reviews have not started, with a button that starts them.
 */
/** The page with the review labels, which download with it (i18n/reviews.ts). */
export default withPageMessages(reviewMessages, StatementsPage);

function StatementsPage(props: PageProps) {
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
  // Kept like the search (in the page, not the address), and across periods and reloads.
  const [status, setStatus] = useState<StatementStatus | null>(null);
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
              <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap', alignItems: 'flex-end' }}>
                <div style={FILTER_STYLE}>
                  <Select
                    label={intl.formatMessage({ id: 'statements.period' })}
                    options={(periods.data ?? []).map((p) => ({ value: p.id, label: periodLabel(intl, p) }))}
                    value={period.id}
                    isClearable={false}
                    onChange={(value) => value !== null && choose(String(value))}
                  />
                </div>
                <div style={FILTER_STYLE}>
                  <Select
                    label={intl.formatMessage({ id: 'statements.filter.status' })}
                    options={[
                      { value: ALL, label: intl.formatMessage({ id: 'statements.filter.status.all' }) },
                      ...STATEMENT_STATUSES.map((s) => ({
                        value: s,
                        label: intl.formatMessage({ id: STATUS_LABELS[s] }),
                      })),
                    ]}
                    value={status ?? ALL}
                    isClearable={false}
                    onChange={(value) => setStatus(STATEMENT_STATUSES.find((s) => s === value) ?? null)}
                  />
                </div>
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
              <StatementTable key={`${period.id} ${reloads}`} period={period} status={status} />
            </>
          )}
        </PeriodGate>
      </PageBody>
    </section>
  );
}

function StatementTable({ period, status }: { period: StatementPeriod; status: StatementStatus | null }) {
  const intl = useIntl();
  // A query the table reported belongs to the status it was shown for: another status never reads
  // the page the previous one was on.
  const [reported, setReported] = useState<{ status: StatementStatus | null; query: PaginatedQuery } | null>(
    null,
  );
  const query = reported?.status === status ? reported.query : null;
  const page = useStatementPage(
    query && {
      periodId: period.id,
      page: query.page,
      limit: query.limit,
      desc: query.desc,
      ...(query.sort && SORTS.has(query.sort) ? { sort: query.sort as 'user' | 'plan' | 'total' } : {}),
      ...(query.search ? { search: query.search.slice(0, 100) } : {}),
      ...(status ? { statementStatus: status } : {}),
    },
  );
  const onQueryChange = useCallback((next: PaginatedQuery) => setReported({ status, query: next }), [status]);
  // The table starts again from the first page when the status changes (a new key), keeping the
  // search, the sort, the page size and the columns it had.
  const tableState = useRef<Partial<TableState>>({ pageSize: 24 });
  const onStateChange = useCallback((state: TableState) => {
    tableState.current = state;
  }, []);

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
      key={status ?? ALL}
      aria-label={intl.formatMessage({ id: 'statements.tableLabel' }, { period: periodLabel(intl, period) })}
      columns={columns}
      result={page.data ?? NO_STATEMENTS}
      onQueryChange={onQueryChange}
      isLoading={page.isLoading}
      // Read once, when the table (re)mounts.
      initialState={{ ...tableState.current, page: 0 }}
      onStateChange={onStateChange}
      pageSizeOptions={PAGE_SIZES}
      alert={
        page.error
          ? {
              tone: 'error',
              title: intl.formatMessage({ id: 'statements.loadError' }, { message: page.error.message }),
            }
          : undefined
      }
      emptyState={intl.formatMessage({ id: status ? 'statements.filter.noMatch' : 'statements.empty' })}
    />
  );
}
