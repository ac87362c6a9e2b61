import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, Link } from '@accrue/ui-kit';
import { formatShortDate } from '@accrue/ui-kit/format';
import { DataTable, type DataTableColumn } from '@accrue/ui-kit/table';
import { assignmentHref } from './links';
import { canRegenerate, canRemove, canSend, hasDocument } from './model';
import type { AgreementAssignment, PlanAgreement } from './queries';
import { AssignmentStatusBadge } from './StatusBadge';

export type AssignmentAction = 'send' | 'regenerate' | 'download' | 'remove';

export interface AssignmentsTableProps {
  agreement: PlanAgreement;
  /** Administrators act on each row; anyone else only views. */
  canModify: boolean;
  /** Whether a row's action is under way (its button is then disabled). */
  isBusy: (action: AssignmentAction, assignment: AgreementAssignment) => boolean;
  onAction: (action: AssignmentAction, assignment: AgreementAssignment) => void;
}

/**
 * The agreement's people (doc 3 §3 assignment): their status, when their document was generated,
 * sent and confirmed, and what went wrong. Each row opens the person's agreement; administrators
 * send it, generate it again, download its PDF or remove the person, each only when doc 3 §4
 * allows it (an action not allowed is not shown).
 */
export function AssignmentsTable({ agreement, canModify, isBusy, onAction }: AssignmentsTableProps) {
  const intl = useIntl();

  const columns = useMemo((): DataTableColumn<AgreementAssignment>[] => {
    const date = (value: string | null) => (value ? formatShortDate(value, intl.locale) : '');
    const dateColumn = (
      id: 'sentDate' | 'generatedAt' | 'confirmedAt',
      header: string,
    ): DataTableColumn<AgreementAssignment> => ({
      id,
      header: intl.formatMessage({ id: header }),
      isSortable: true,
      size: { width: 120 },
      accessor: (row) => row[id] ?? '',
      cell: ({ row }) => date(row[id]),
    });
    const action = (kind: AssignmentAction, row: AgreementAssignment) => (
      <Button
        key={kind}
        variant="ghost"
        size="small"
        isDisabled={isBusy(kind, row)}
        onPress={() => onAction(kind, row)}
        aria-label={intl.formatMessage({ id: `agreements.row.${kind}Of` }, { name: row.userFullName })}
      >
        <FormattedMessage id={`agreements.row.${kind}`} />
      </Button>
    );
    return [
      {
        id: 'person',
        header: intl.formatMessage({ id: 'agreements.column.person' }),
        isHidable: false,
        accessor: 'userFullName',
      },
      {
        id: 'status',
        header: intl.formatMessage({ id: 'agreements.column.status' }),
        size: { width: 150 },
        accessor: (row) => intl.formatMessage({ id: `agreements.assignmentStatus.${row.status}` }),
        cell: ({ row }) => <AssignmentStatusBadge status={row.status} />,
      },
      dateColumn('sentDate', 'agreements.column.sent'),
      dateColumn('generatedAt', 'agreements.column.generated'),
      dateColumn('confirmedAt', 'agreements.column.confirmed'),
      {
        id: 'error',
        header: intl.formatMessage({ id: 'agreements.column.error' }),
        isSortable: false,
        accessor: (row) =>
          row.error ??
          (row.errorType ? intl.formatMessage({ id: `agreements.assignmentError.${row.errorType}` }) : ''),
      },
      {
        id: 'actions',
        header: intl.formatMessage({ id: 'agreements.column.actions' }),
        isSortable: false,
        isHidable: false,
        size: { width: canModify ? 380 : 100 },
        cell: ({ row }) => (
          <span style={{ display: 'flex', gap: 4, alignItems: 'center', flexWrap: 'wrap' }}>
            <Link
              href={assignmentHref(agreement.id, row.id)}
              aria-label={intl.formatMessage({ id: 'agreements.row.viewOf' }, { name: row.userFullName })}
            >
              <FormattedMessage id="agreements.row.view" />
            </Link>
            {canModify && canSend(agreement, row) ? action('send', row) : null}
            {canModify && canRegenerate(agreement, row) ? action('regenerate', row) : null}
            {canModify && hasDocument(row) ? action('download', row) : null}
            {canModify && canRemove(agreement) ? action('remove', row) : null}
          </span>
        ),
      },
    ];
  }, [intl, agreement, canModify, isBusy, onAction]);

  return (
    <DataTable<AgreementAssignment>
      aria-label={intl.formatMessage({ id: 'agreements.people' })}
      columns={columns}
      data={agreement.assignments}
      getRowId={(row) => String(row.id)}
      initialState={{ pageSize: 50 }}
      hasColumnMenu={false}
      emptyState={intl.formatMessage({ id: 'agreements.people.empty' })}
    />
  );
}
