import { useCallback, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { withPageMessages, type PageProps } from '@accrue/remote-runtime';
import { reviewMessages } from '../../i18n/reviews';
import { Select } from '@accrue/ui-kit/select';
import { withSnackbar } from '@accrue/ui-kit/snackbar';
import type { DataTableColumn } from '@accrue/ui-kit/table';
import { STATEMENT_STATUSES, type StatementPeriod, type StatementStatus, type UserStatement } from './api';
import { formatted, periodLabel } from './model';
import { CalculationControl } from '../calculations/CalculationControl';
import { FILTER_STYLE, ownerColumns, PeriodListPage, StatementList, usePagedStatements } from './PeriodList';
import { ReviewCampaignNotice } from './ReviewCampaignNotice';
import { ReviewStatusBadge } from './ReviewStatusBadge';

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

/**
 * /statements and /statements/by-date/{startDate} (doc 2 §2): the period picker and the period's
 * statements the caller may see (a rep their own, a manager their team's, admins and finance
 * everyone), paged on the server and narrowed to a status (an error, a warning, or where their
 * review stands) if one is chosen. For the roles that launch review campaigns, the period's plans
 * whose reviews have not started, with a button that starts them.
 */
/** The page with the review labels, which download with it (i18n/reviews.ts). */
export default withPageMessages(reviewMessages, withSnackbar(Statements));

function Statements({ title, params }: PageProps) {
  const intl = useIntl();
  // Kept like the search (in the page, not the address), and across periods and reloads.
  const [status, setStatus] = useState<StatementStatus | null>(null);
  // Bumped when a calculation ends or reviews start, so the table reads the statements again.
  const [reloads, setReloads] = useState(0);
  const reload = useCallback(() => setReloads((n) => n + 1), []);

  return (
    <PeriodListPage
      title={title}
      startDate={params.startDate}
      list="statements"
      filters={
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
      }
    >
      {(period) => (
        <>
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
    </PeriodListPage>
  );
}

function StatementTable({ period, status }: { period: StatementPeriod; status: StatementStatus | null }) {
  const intl = useIntl();
  const list = usePagedStatements(period, status ? { statementStatus: status } : {});

  const columns = useMemo(
    (): DataTableColumn<UserStatement>[] => [
      ...ownerColumns(intl, (row) => `/statements/${row.id}`),
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
    <StatementList
      key={status ?? ALL}
      list={list}
      columns={columns}
      label={intl.formatMessage({ id: 'statements.tableLabel' }, { period: periodLabel(intl, period) })}
      loadErrorId="statements.loadError"
      emptyState={intl.formatMessage({ id: status ? 'statements.filter.noMatch' : 'statements.empty' })}
    />
  );
}
