import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { Link } from '@accrue/ui-kit';
import { Select } from '@accrue/ui-kit/select';
import { DataTable, type DataTableColumn, type PaginatedQuery, type TableState } from '@accrue/ui-kit/table';
import {
  usePeriods,
  useStatementPage,
  type StatementListQuery,
  type StatementPage,
  type StatementPeriod,
  type UserStatement,
} from './api';
import { initialPeriod, periodLabel } from './model';
import { PeriodGate } from './PeriodGate';

/**
 * What the lists of a period's statements share (the statements, the forecasts): the page frame
 * over the periods, the period picker that rewrites the address, and the server-paged table's query.
 */

/** A filter of the row above a list's table. */
export const FILTER_STYLE = { flex: '1 1 200px', maxWidth: 280 };
/** The row of filters above a list's table. */
const FILTERS_STYLE = { display: 'flex', gap: 16, flexWrap: 'wrap', alignItems: 'flex-end' } as const;

const SORTS = new Set(['user', 'plan', 'total']);
const PAGE_SIZES = [24, 48, 96];

/**
 * The period a list shows: the one picked, else the one its address names (…/by-date/{startDate}),
 * else the current one on `today` (none when null), else the latest. Picking one rewrites the
 * address under `path`, so it can be shared and reopened.
 */
function usePeriodChoice(
  periods: readonly StatementPeriod[] | undefined,
  startDate: string | undefined,
  path: string,
  today: string | null,
) {
  const [chosen, setChosen] = useState<string | null>(null);
  const period = useMemo(() => {
    const list = periods ?? [];
    return list.find((p) => p.id === chosen) ?? initialPeriod(list, startDate, today);
  }, [periods, chosen, startDate, today]);
  const choose = useCallback(
    (id: string) => {
      setChosen(id);
      const next = periods?.find((p) => p.id === id);
      if (next) window.history.replaceState(window.history.state, '', `${path}/by-date/${next.startDate}`);
    },
    [periods, path],
  );
  return { period, choose };
}

/**
 * A list page over the periods that have statements (`list` statements) or forecasts (`list`
 * forecasts): its title, then the period picker and `filters`, then the list of the period. The
 * statements open on the current period, the forecasts on the latest (they look ahead).
 */
export function PeriodListPage({
  title,
  startDate,
  list,
  filters,
  children,
}: {
  /** The message id of the page title. */
  title: string;
  /** The start of the period the address names (…/by-date/{startDate}). */
  startDate: string | undefined;
  list: 'statements' | 'forecasts';
  filters?: ReactNode;
  children: (period: StatementPeriod) => ReactNode;
}) {
  const periods = usePeriods({ isForecast: list === 'forecasts' });
  const today = list === 'forecasts' ? null : new Date().toISOString().slice(0, 10);
  const { period, choose } = usePeriodChoice(periods.data, startDate, `/${list}`, today);
  return (
    <PeriodGate
      title={title}
      periods={periods}
      period={period}
      loadErrorId={`${list}.loadError`}
      noPeriodsId={`${list}.noPeriods`}
    >
      {(period) => (
        <>
          <div style={FILTERS_STYLE}>
            <PeriodSelect periods={periods.data ?? []} period={period} onChange={choose} />
            {filters}
          </div>
          {children(period)}
        </>
      )}
    </PeriodGate>
  );
}

/** The period picker of a list. */
function PeriodSelect({
  periods,
  period,
  onChange,
}: {
  periods: readonly StatementPeriod[];
  period: StatementPeriod;
  onChange: (id: string) => void;
}) {
  const intl = useIntl();
  return (
    <div style={FILTER_STYLE}>
      <Select
        label={intl.formatMessage({ id: 'statements.period' })}
        options={periods.map((p) => ({ value: p.id, label: periodLabel(intl, p) }))}
        value={period.id}
        isClearable={false}
        onChange={(value) => value !== null && onChange(String(value))}
      />
    </div>
  );
}

const NO_STATEMENTS: StatementPage = { items: [], totalItems: 0, currentPage: 0, pageCount: 1 };

/**
 * A server-paged list of the period's statements narrowed by `filter` (the statuses, the
 * forecasts…, sent with each page's query): the page the table shows and the table's paging
 * props. A query the table reported belongs to the filter it was shown for: another filter never
 * reads the page the previous one was on. The table (keyed by the filter) starts again from the
 * first page, keeping the search, the sort, the page size and the columns it had.
 */
export function usePagedStatements(period: StatementPeriod, filter: Partial<StatementListQuery>) {
  const key = JSON.stringify(filter);
  const [reported, setReported] = useState<{ key: string; query: PaginatedQuery } | null>(null);
  const shown = reported?.key === key ? reported.query : null;
  const onQueryChange = useCallback((next: PaginatedQuery) => setReported({ key, query: next }), [key]);
  const tableState = useRef<Partial<TableState>>({ pageSize: 24 });
  const onStateChange = useCallback((state: TableState) => {
    tableState.current = state;
  }, []);
  const page = useStatementPage(
    shown && {
      periodId: period.id,
      page: shown.page,
      limit: shown.limit,
      desc: shown.desc,
      ...(shown.sort && SORTS.has(shown.sort) ? { sort: shown.sort as 'user' | 'plan' | 'total' } : {}),
      ...(shown.search ? { search: shown.search.slice(0, 100) } : {}),
      ...filter,
    },
  );
  return {
    page,
    table: {
      onQueryChange,
      // Read once, when the table (re)mounts.
      initialState: { ...tableState.current, page: 0 },
      onStateChange,
      pageSizeOptions: PAGE_SIZES,
    },
  };
}

/**
 * The first columns of a list of statements: who (`userId` heads it, a link to `href` of the
 * row), and which plan.
 */
export function ownerColumns(
  intl: IntlShape,
  href: (row: UserStatement) => string,
  userId = 'statements.column.user',
): DataTableColumn<UserStatement>[] {
  return [
    {
      id: 'user',
      header: intl.formatMessage({ id: userId }),
      accessor: (row) => row.user.fullName,
      isHidable: false,
      cell: ({ row }) => <Link href={href(row)}>{row.user.fullName}</Link>,
    },
    {
      id: 'plan',
      header: intl.formatMessage({ id: 'statements.column.plan' }),
      accessor: (row) => row.plan.name,
    },
  ];
}

/** The table of a paged list of statements (usePagedStatements), saying why a page could not be read. */
export function StatementList({
  list,
  columns,
  label,
  loadErrorId,
  emptyState,
}: {
  list: ReturnType<typeof usePagedStatements>;
  columns: DataTableColumn<UserStatement>[];
  label: string;
  /** The message saying the page could not be read (`{message}` is the reason). */
  loadErrorId: string;
  emptyState: string;
}) {
  const intl = useIntl();
  const { page, table } = list;
  return (
    <DataTable<UserStatement>
      aria-label={label}
      columns={columns}
      result={page.data ?? NO_STATEMENTS}
      isLoading={page.isLoading}
      {...table}
      alert={
        page.error
          ? { tone: 'error', title: intl.formatMessage({ id: loadErrorId }, { message: page.error.message }) }
          : undefined
      }
      emptyState={emptyState}
    />
  );
}
