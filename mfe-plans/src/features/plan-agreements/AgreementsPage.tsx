import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSession, withPageMessages, type PageProps } from '@accrue/remote-runtime';
import { Button, Link, PageBody, PageHeader } from '@accrue/ui-kit';
import { Tabs } from '@accrue/ui-kit/display';
import { DataTable, type DataTableColumn, type PaginatedQuery } from '@accrue/ui-kit/table';
import { agreementsMessages } from '../../i18n/agreements';
import { agreementHref, assignmentHref } from './links';
import { AGREEMENT_STATUSES, PAGE_LIMIT } from './model';
import { useAgreements, type AgreementStatus, type PlanAgreementSummary } from './queries';
import { AgreementStatusBadge, AssignmentStatusBadge } from './StatusBadge';

// The dialog (its form fields and the kit's overlays) downloads on the first "New agreement".
const NewAgreementDialog = lazy(() => import('./NewAgreementDialog'));

type Filter = AgreementStatus | 'ALL';

/** The list with its labels, which download with it (i18n/agreements.ts). */
export default withPageMessages(agreementsMessages, AgreementsPage);

/**
 * The agreement list (doc 3 §2 /plan-agreements): the agreements the caller sees, newest year first,
 * 50 a page, filtered by status. Administrators (MODIFY_PLAN_AGREEMENTS) see each agreement's
 * confirmation method and progress, open its edit page and create new ones; anyone else opens their
 * own agreement (`userAssignment`), or, a manager, the agreement's page with their managees'.
 */
function AgreementsPage({ title }: PageProps) {
  const intl = useIntl();
  const session = useSession()!;
  const canModify = session.can('MODIFY_PLAN_AGREEMENTS');
  const [filter, setFilter] = useState<Filter>('ALL');
  const [query, setQuery] = useState<{ page: number; limit: number } | null>(null);
  const [tableKey, setTableKey] = useState(0);
  const [creating, setCreating] = useState(false);
  const agreements = useAgreements(filter === 'ALL' ? null : filter, query);

  const onQueryChange = useCallback(
    (next: PaginatedQuery) => setQuery({ page: next.page, limit: next.limit }),
    [],
  );

  const columns = useMemo((): DataTableColumn<PlanAgreementSummary>[] => {
    const header = (id: string) => intl.formatMessage({ id });
    const name: DataTableColumn<PlanAgreementSummary> = {
      id: 'name',
      header: header('agreements.column.name'),
      isSortable: false,
      isHidable: false,
      accessor: 'name',
      cell: ({ row }) =>
        canModify ? <Link href={agreementHref(row.id)}>{row.name}</Link> : <span>{row.name}</span>,
    };
    const year: DataTableColumn<PlanAgreementSummary> = {
      id: 'year',
      header: header('agreements.column.year'),
      isSortable: false,
      size: { width: 90 },
      // The year as written, not as a number grouped by thousands.
      accessor: (row) => String(row.year),
    };
    const plan: DataTableColumn<PlanAgreementSummary> = {
      id: 'plan',
      header: header('agreements.column.plan'),
      isSortable: false,
      accessor: (row) => row.plan.name,
    };
    const status: DataTableColumn<PlanAgreementSummary> = {
      id: 'status',
      header: header('agreements.column.status'),
      isSortable: false,
      size: { width: 120 },
      accessor: (row) => intl.formatMessage({ id: `agreements.status.${row.status}` }),
      cell: ({ row }) => <AgreementStatusBadge status={row.status} />,
    };
    if (!canModify) {
      const own: DataTableColumn<PlanAgreementSummary> = {
        id: 'own',
        header: header('agreements.column.own'),
        isSortable: false,
        isHidable: false,
        accessor: (row) => row.userAssignment?.status ?? '',
        cell: ({ row }) =>
          row.userAssignment ? (
            <span style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
              <Link
                href={assignmentHref(row.id, row.userAssignment.id)}
                aria-label={intl.formatMessage({ id: 'agreements.openOwnOf' }, { name: row.name })}
              >
                <FormattedMessage id="agreements.openOwn" />
              </Link>
              <AssignmentStatusBadge status={row.userAssignment.status} />
            </span>
          ) : (
            // A manager's view of the agreements of their managees.
            <Link
              href={agreementHref(row.id)}
              aria-label={intl.formatMessage({ id: 'agreements.openTeamOf' }, { name: row.name })}
            >
              <FormattedMessage id="agreements.openTeam" />
            </Link>
          ),
      };
      return [name, year, plan, own];
    }
    return [
      name,
      year,
      plan,
      status,
      {
        id: 'confirmationMethod',
        header: header('agreements.column.confirmationMethod'),
        isSortable: false,
        accessor: (row) => intl.formatMessage({ id: `agreements.method.${row.confirmationMethod}` }),
      },
      {
        id: 'progress',
        header: header('agreements.column.progress'),
        isSortable: false,
        size: { width: 300 },
        accessor: (row) => row.counts.total,
        cell: ({ row }) => <Progress counts={row.counts} />,
      },
    ];
  }, [intl, canModify]);

  const empty = intl.formatMessage({
    id:
      filter !== 'ALL'
        ? 'agreements.emptyFiltered'
        : canModify
          ? 'agreements.emptyAdmin'
          : 'agreements.empty',
  });

  return (
    <section>
      <PageHeader
        title={<FormattedMessage id={title} />}
        actions={
          canModify ? (
            <Button variant="primary" onPress={() => setCreating(true)}>
              <FormattedMessage id="agreements.new" />
            </Button>
          ) : null
        }
      />
      <PageBody>
        <Tabs
          aria-label={intl.formatMessage({ id: 'agreements.filter' })}
          selectedKey={filter}
          onSelectionChange={(key) => {
            setFilter(key as Filter);
            // Back to the first page.
            setTableKey((k) => k + 1);
          }}
          items={(['ALL', ...AGREEMENT_STATUSES] as const).map((status) => ({
            id: status,
            label: intl.formatMessage({
              id: status === 'ALL' ? 'agreements.filter.all' : `agreements.status.${status}`,
            }),
          }))}
        />
        <DataTable<PlanAgreementSummary>
          key={tableKey}
          aria-label={intl.formatMessage({ id: 'agreements.list' })}
          columns={columns}
          result={agreements.data ?? { items: [], totalItems: 0, currentPage: 0, pageCount: 1 }}
          onQueryChange={onQueryChange}
          initialState={{ pageSize: PAGE_LIMIT }}
          isLoading={agreements.isPending || agreements.isPlaceholderData}
          isSearchable={false}
          hasColumnMenu={false}
          emptyState={empty}
          alert={agreements.error ? { tone: 'error', title: agreements.error.message } : undefined}
          getRowId={(row) => String(row.id)}
        />
      </PageBody>
      {creating ? (
        <Suspense fallback={null}>
          <NewAgreementDialog onClose={() => setCreating(false)} />
        </Suspense>
      ) : null}
    </section>
  );
}

/** How far an agreement's documents went: generated, sent and confirmed of all of them. */
function Progress({ counts }: { counts: PlanAgreementSummary['counts'] }) {
  const intl = useIntl();
  return (
    <span data-progress="" style={{ display: 'grid', gap: 2 }}>
      <span>
        <FormattedMessage
          id="agreements.progress"
          values={{
            generated: counts.generated,
            sent: counts.sent,
            confirmed: counts.confirmed,
            total: counts.total,
          }}
        />
      </span>
      {counts.toGenerate || counts.error ? (
        <small>
          {[
            counts.toGenerate
              ? intl.formatMessage({ id: 'agreements.progressToGenerate' }, { count: counts.toGenerate })
              : null,
            counts.error
              ? intl.formatMessage({ id: 'agreements.progressError' }, { count: counts.error })
              : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        </small>
      ) : null}
    </span>
  );
}
