import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { assignmentsTable, AssignmentStatusTabs, datedColumns } from './dated-assignments';

afterEach(cleanup);

describe('AssignmentStatusTabs', () => {
  it('labels each status with its count and disables an empty one unless it is shown', () => {
    render(
      <AssignmentStatusTabs
        label="Status"
        statuses={['ACTIVE', 'FUTURE', 'EXPIRED', 'ALL']}
        status="FUTURE"
        counts={{ ACTIVE: 2, FUTURE: 0, EXPIRED: 0, ALL: 2 }}
        labelOf={(status, count) => `${status} (${count})`}
        onChange={() => {}}
      />,
    );
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'ACTIVE (2)',
      'FUTURE (0)',
      'EXPIRED (0)',
      'ALL (2)',
    ]);
    expect(tabs.map((tab) => tab.getAttribute('aria-disabled') === 'true')).toEqual([
      false,
      false,
      true,
      false,
    ]);
  });

  it('disables nothing before the counts are known', () => {
    render(
      <AssignmentStatusTabs
        label="Status"
        statuses={['ACTIVE', 'ALL']}
        status="ACTIVE"
        counts={undefined}
        labelOf={(status, count) => `${status} (${count})`}
        onChange={() => {}}
      />,
    );
    expect(screen.getAllByRole('tab').map((tab) => tab.getAttribute('aria-disabled'))).toEqual([null, null]);
  });
});

describe('datedColumns', () => {
  it('shows an open end as `noEnd` and the status through `statusOf`', () => {
    const [, end, status] = datedColumns<{
      effectiveAsOf: string;
      effectiveUntil: string | null;
      status: 'ACTIVE' | 'EXPIRED' | 'FUTURE';
    }>({
      start: 'Start',
      end: 'End',
      noEnd: 'Indefinite',
      status: 'Status',
      statusOf: (value) => `status:${value}`,
      dateWidth: 130,
    });
    type Row = { effectiveAsOf: string; effectiveUntil: string | null; status: 'FUTURE' };
    const open: Row = { effectiveAsOf: '2026-01-01', effectiveUntil: null, status: 'FUTURE' };
    const valueOf = (column: typeof end, row: Row) => (column!.accessor as (r: Row) => unknown)(row);
    expect(valueOf(end, open)).toBe('Indefinite');
    expect(valueOf(end, { ...open, effectiveUntil: '2026-06-30' })).toBe('2026-06-30');
    expect(valueOf(status, open)).toBe('status:FUTURE');
  });
});

describe('assignmentsTable', () => {
  it('shows an empty page while loading, then the page read, and a failed read as its alert', () => {
    const loading = assignmentsTable<{ id: number }>({
      isPending: true,
      isPlaceholderData: false,
      error: null,
    });
    expect(loading.result).toEqual({ items: [], totalItems: 0, currentPage: 0, pageCount: 1 });
    expect(loading.isLoading).toBe(true);
    expect(loading.isSearchable).toBe(false);
    expect(loading.alert).toBeUndefined();

    const page = { items: [{ id: 4 }], totalItems: 1, currentPage: 0, pageCount: 1 };
    const read = assignmentsTable({ data: page, isPending: false, isPlaceholderData: false, error: null });
    expect(read.result).toBe(page);
    expect(read.isLoading).toBe(false);
    expect(read.getRowId?.({ id: 4 }, 0)).toBe('4');

    const failed = assignmentsTable<{ id: number }>({
      isPending: false,
      isPlaceholderData: false,
      error: new Error('HTTP 500'),
    });
    expect(failed.alert).toEqual({ tone: 'error', title: 'HTTP 500' });
  });

  it('is loading while the next page replaces a shown one', () => {
    expect(assignmentsTable({ isPending: false, isPlaceholderData: true, error: null }).isLoading).toBe(true);
  });
});
