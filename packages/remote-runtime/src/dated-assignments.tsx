// What the pages of dated assignments share (a team's members and managers in people, a plan's
// users in plans): the status views with their counts and the date and status columns. A subpath
// of its own (`@accrue/remote-runtime/dated-assignments`), not the index every first load reads.
import { Tabs } from '@accrue/ui-kit/display';
import type { DataTableColumn, DataTableProps, PaginatedResult } from '@accrue/ui-kit/table';

/** The views of a list of assignments: those in force today, ended, starting later, or all. */
export type AssignmentStatus = 'ACTIVE' | 'EXPIRED' | 'FUTURE' | 'ALL';

/** One tab per status, labelled with its count; a status with no assignment is disabled unless shown. */
export function AssignmentStatusTabs({
  label,
  statuses,
  status,
  counts,
  labelOf,
  onChange,
}: {
  label: string;
  /** The views in the order the page shows them. */
  statuses: readonly AssignmentStatus[];
  status: AssignmentStatus;
  /** The API's count per view; unknown until the first page is read. */
  counts: Readonly<Record<AssignmentStatus, number>> | undefined;
  labelOf: (status: AssignmentStatus, count: number) => string;
  onChange: (status: AssignmentStatus) => void;
}) {
  return (
    <Tabs
      aria-label={label}
      selectedKey={status}
      onSelectionChange={(key) => onChange(key as AssignmentStatus)}
      items={statuses.map((s) => ({
        id: s,
        label: labelOf(s, counts?.[s] ?? 0),
        isDisabled: counts !== undefined && counts[s] === 0 && s !== status,
      }))}
    />
  );
}

interface DatedAssignment {
  effectiveAsOf: string;
  effectiveUntil: string | null;
  status: Exclude<AssignmentStatus, 'ALL'>;
}

/** An assignment's start, end (`noEnd` when open-ended) and status columns, unsortable. */
export function datedColumns<Row extends DatedAssignment>(options: {
  start: string;
  end: string;
  noEnd: string;
  status: string;
  statusOf: (status: Row['status']) => string;
  dateWidth: number;
}): DataTableColumn<Row>[] {
  return [
    {
      id: 'effectiveAsOf',
      header: options.start,
      isSortable: false,
      size: { width: options.dateWidth },
      accessor: 'effectiveAsOf',
    },
    {
      id: 'effectiveUntil',
      header: options.end,
      isSortable: false,
      size: { width: options.dateWidth },
      accessor: (row) => row.effectiveUntil ?? options.noEnd,
    },
    {
      id: 'status',
      header: options.status,
      isSortable: false,
      size: { width: 110 },
      accessor: (row) => options.statusOf(row.status),
    },
  ];
}

/** A read of a page of assignments, as react-query answers it. */
interface AssignmentsRead<Row> {
  data?: PaginatedResult<Row>;
  isPending: boolean;
  isPlaceholderData: boolean;
  error: Error | null;
}

const NO_ASSIGNMENTS = { items: [], totalItems: 0, currentPage: 0, pageCount: 1 };

/**
 * The server-paged table of a read of assignments: its page (an empty one until the first
 * arrives), loading while a page is on its way, the failed read as its alert, no search, and
 * rows known by their id.
 */
export function assignmentsTable<Row extends { id: number }>(
  read: AssignmentsRead<Row>,
): Pick<DataTableProps<Row>, 'result' | 'isLoading' | 'isSearchable' | 'alert' | 'getRowId'> {
  return {
    result: read.data ?? NO_ASSIGNMENTS,
    isLoading: read.isPending || read.isPlaceholderData,
    isSearchable: false,
    alert: read.error ? { tone: 'error', title: read.error.message } : undefined,
    getRowId: (row) => String(row.id),
  };
}
