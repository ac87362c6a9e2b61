import type { IntlShape } from 'react-intl';
import { Link } from '@accrue/ui-kit';
import type { DataTableColumn } from '@accrue/ui-kit/table';
import { FrozenMark } from '../statements/FrozenMark';
import type { RowEditListItem } from './queries';

/** What an overwrite and a row edit in these lists both have: when, whose statement, by whom. */
type ListedEdit = Pick<
  RowEditListItem,
  'createdAt' | 'createdBy' | 'statementId' | 'statementFrozen' | 'user' | 'plan' | 'periodId'
>;

/**
 * The columns of a list of statement edits: its date and statement's user (a link to the
 * statement, marked when frozen), then `own` (what the edit changed), then author, plan and period.
 */
export function editColumns<Row extends ListedEdit>(
  intl: IntlShape,
  own: DataTableColumn<Row>[],
): DataTableColumn<Row>[] {
  return [
    {
      id: 'date',
      header: intl.formatMessage({ id: 'overwrites.column.date' }),
      isSortable: false,
      cell: ({ row }) => intl.formatDate(row.createdAt, { dateStyle: 'medium', timeStyle: 'short' }),
    },
    {
      id: 'user',
      header: intl.formatMessage({ id: 'overwrites.column.user' }),
      isSortable: false,
      cell: ({ row }) => (
        <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
          <Link href={`/statements/${row.statementId}`}>{row.user.fullName}</Link>
          {row.statementFrozen ? <FrozenMark /> : null}
        </span>
      ),
    },
    ...own,
    {
      id: 'author',
      header: intl.formatMessage({ id: 'overwrites.column.author' }),
      isSortable: false,
      cell: ({ row }) => row.createdBy?.fullName ?? '—',
    },
    {
      id: 'plan',
      header: intl.formatMessage({ id: 'overwrites.column.plan' }),
      isSortable: false,
      cell: ({ row }) => row.plan.name,
    },
    {
      id: 'period',
      header: intl.formatMessage({ id: 'overwrites.column.period' }),
      isSortable: false,
      cell: ({ row }) => row.periodId,
    },
  ];
}

/** The table's alert when a list of edits could not be read. */
export function loadErrorOf(intl: IntlShape, error: Error | null) {
  return error
    ? {
        tone: 'error' as const,
        title: intl.formatMessage({ id: 'overwrites.loadError' }, { message: error.message }),
      }
    : undefined;
}
