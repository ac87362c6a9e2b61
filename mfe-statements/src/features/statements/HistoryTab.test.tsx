import { describe, expect, it, vi } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import { AppProviders, createAppState, type Session } from '@accrue/remote-runtime';
import remote from '../../remote';
import { HistoryTab, type StatementVersion } from './HistoryTab';
import type { VersionComparison } from './VersionChanges';
import { loadLabelsBeforeAll } from '../../test/render';

loadLabelsBeforeAll();

const version = (n: number, total: string, jobId: number | null): StatementVersion => ({
  version: n,
  createdAt: `2026-03-0${n}T08:00:00.000Z`,
  jobId,
  planVersion: 1,
  total,
  status: null,
  changeSetId: n,
});

const record = {
  kind: 'record' as const,
  table: 'wonDeals',
  tableLabel: 'Won deals',
  key: 'D-1',
  change: 'changed' as const,
  changeSetId: 2,
  fields: [{ field: 'amount', label: 'Amount', format: 'currency' as const, from: '19650', to: '20650' }],
};

const comparison: VersionComparison = {
  statementId: 5,
  currency: 'EUR',
  from: version(1, '1000', null),
  to: version(2, '1100', 7),
  changes: [
    {
      kind: 'total',
      name: 'total',
      label: 'Total',
      format: 'currency',
      from: '1000',
      to: '1100',
      causes: [record],
    },
    {
      kind: 'rule',
      name: 'commission',
      label: 'Commission',
      format: 'currency',
      from: '1000',
      to: '1100',
      causes: [record],
    },
  ],
  causes: [
    {
      kind: 'changeSet',
      changeSetId: 2,
      importId: 2,
      createdAt: '2026-03-02T07:00:00.000Z',
      added: 0,
      changed: 1,
      removed: 0,
      keys: ['D-1'],
    },
    record,
  ],
};

function sessionWith(versions: StatementVersion[]) {
  const GET = vi.fn(async (path: string, init: { params: { path: Record<string, number> } }) => {
    const ok = (data: unknown) => ({ data, response: new Response(null, { status: 200 }) });
    if (path === '/statements/{statementId}/versions')
      return ok({ items: versions, totalItems: versions.length, currentPage: 0, pageCount: 1 });
    if (path === '/statements/{statementId}/versions/{fromVersion}/compare/{toVersion}')
      return ok(comparison);
    throw new Error(`unexpected GET ${path} ${JSON.stringify(init)}`);
  });
  const session = {
    api: { GET },
    can: () => true,
    me: { user: { firstName: 'Emma' } },
    subject: { role: 'EMPLOYEE', userId: 7, featureFlags: {} },
  } as unknown as Session;
  return { session, GET };
}

/** Rendered inside an awaited act(), so the kit's lazily loaded parts are replayed once they arrive. */
async function renderWith(session: Session) {
  const state = createAppState({ locale: 'en', persist: false });
  await act(async () => {
    render(
      <AppProviders {...state} session={session} messages={remote.messages}>
        <HistoryTab statementId={5} currency="EUR" calculatedAt="2026-03-02T08:00:00.000Z" />
      </AppProviders>,
    );
  });
}

describe('the history tab', () => {
  it('lists the versions and explains the latest change: the record, its old and new amount, the import', async () => {
    const { session, GET } = sessionWith([version(2, '1100', 7), version(1, '1000', null)]);
    await renderWith(session);
    await screen.findByText('Calculation #7', {}, { timeout: 30_000 });
    expect(screen.getByText('Initial calculation')).toBeTruthy();
    expect(screen.getByText('€1,100')).toBeTruthy();
    // The latest against the one before, by default.
    const rule = await screen.findByTestId('change-rule-commission', {}, { timeout: 30_000 });
    expect(rule.textContent).toContain('Commission: €1,000 → €1,100');
    expect(
      within(rule).getByText(
        'Record D-1 (Won deals) changed: Amount €19,650 → €20,650 (data import, change set #2).',
      ),
    ).toBeTruthy();
    expect(
      within(screen.getByTestId('version-causes')).getByText(
        'Data import (change set #2): 0 added, 1 changed, 0 removed: D-1.',
      ),
    ).toBeTruthy();
    expect(GET).toHaveBeenCalledWith('/statements/{statementId}/versions/{fromVersion}/compare/{toVersion}', {
      params: { path: { statementId: 5, fromVersion: 1, toVersion: 2 } },
    });
  });

  it('says when a statement has a single version, and compares nothing', async () => {
    const { session, GET } = sessionWith([version(1, '1000', null)]);
    await renderWith(session);
    await screen.findByText('Initial calculation', {}, { timeout: 30_000 });
    expect(screen.queryByText('Why did my number change?')).toBeNull();
    expect(GET.mock.calls.some(([path]) => String(path).includes('compare'))).toBe(false);
  });
});
