import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { Session } from '@accrue/remote-runtime';
import { QueryClient } from '@tanstack/react-query';
import OverwritesPage from './OverwritesPage';
import type { OverwriteListItem } from './queries';
import { loadLabelsBeforeAll, renderInRemoteSettled } from '../../test/render';

loadLabelsBeforeAll();

const overwrite = (id: number, fullName: string, statementFrozen: boolean): OverwriteListItem => ({
  id,
  statementId: 100 + id,
  statementFrozen,
  kind: 'kpi',
  token: 'bookings',
  datasetId: null,
  recordKey: null,
  oldValue: '59000',
  value: '60000',
  createdBy: { id: 1, fullName: 'Ada Admin' },
  createdAt: '2026-03-02T11:00:00.000Z',
  user: { id: 10 + id, fullName },
  plan: { id: 1, name: 'Account Executives 2026' },
  periodId: '2026-02',
});

async function renderPage(items: OverwriteListItem[]) {
  const GET = vi.fn(async (path: string) => ({
    data:
      path === '/overwrites'
        ? { items, totalItems: items.length, currentPage: 0, pageCount: 1 }
        : path === '/row-edits'
          ? {
              items: [
                {
                  id: 9,
                  statementId: 101,
                  datasetId: 'wonDeals',
                  recordKey: 'D-9',
                  kind: 'exclude',
                  reason: 'Credited to the wrong rep',
                  createdBy: { id: 1, fullName: 'Ada Admin' },
                  createdAt: '2026-03-02T12:00:00.000Z',
                  user: { id: 11, fullName: 'Emma Schultz' },
                  plan: { id: 1, name: 'Account Executives 2026' },
                  periodId: '2026-02',
                  statementFrozen: true,
                },
              ],
              totalItems: 1,
              currentPage: 0,
              pageCount: 1,
            }
          : path === '/statements/listPeriodsThatHaveStatements'
            ? []
            : undefined,
    response: new Response(null, { status: 200 }),
  }));
  const session = {
    api: { GET },
    can: () => true,
    me: { user: { firstName: 'Ada', lastName: 'Admin' } },
    subject: { role: 'ADMIN', userId: 1, featureFlags: {} },
  } as unknown as Session;
  // Awaited: the kit's lazy parts suspend the first render, which an unawaited act never replays.
  await renderInRemoteSettled(
    <OverwritesPage title="page.overwrites" params={{}} />,
    session,
    new QueryClient(),
  );
}

describe('the overwrites page', () => {
  it('marks the overwrites of a fully reviewed (frozen) statement with the lock badge', async () => {
    await renderPage([overwrite(1, 'Emma Schultz', true), overwrite(2, 'Eli Employee', false)]);
    const grid = await screen.findByRole('grid', { name: /overwrites/i }, { timeout: 30_000 });
    const frozen = (await within(grid).findByRole('link', { name: 'Emma Schultz' })).closest(
      '[role="row"]',
    ) as HTMLElement;
    const mark = within(frozen).getByTestId('frozen');
    expect(mark.textContent).toBe('🔒Fully reviewed');
    expect(mark.getAttribute('title')).toBe(
      'Fully reviewed: calculations leave this statement as it is, and its overwrites stay until its review is reset.',
    );
    const open = within(grid)
      .getByRole('link', { name: 'Eli Employee' })
      .closest('[role="row"]') as HTMLElement;
    expect(within(open).queryByTestId('frozen')).toBeNull();
  }, 30000);

  it('lists the rows left out of or added to statements by hand beside the overwrites', async () => {
    await renderPage([]);
    const table = await screen.findByRole('grid', { name: 'Rows left out or added' }, { timeout: 30_000 });
    const row = (await within(table).findByText('wonDeals · D-9')).closest('[role="row"]') as HTMLElement;
    expect(within(row).getByText('Left out')).toBeTruthy();
    expect(within(row).getByText('Credited to the wrong rep')).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'Emma Schultz' }).getAttribute('href')).toBe(
      '/statements/101',
    );
    expect(within(row).getByTestId('frozen')).toBeTruthy();
  }, 30000);
});
