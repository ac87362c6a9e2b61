import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  AppProviders,
  commonMessages,
  createAppState,
  messagesIn,
  type Session,
} from '@accrue/remote-runtime';
import remote from '../../remote';
import HistoryTab from './HistoryTab';
import type { Plan, PlanVersion, PlanVersionComparison } from './queries';

beforeAll(async () => {
  await messagesIn(remote.messages, commonMessages, 'en');
});

afterEach(cleanup);

const PLAN = { id: 4, name: 'Account Executives 2026', version: 5 } as Plan;

const ADA = { id: 1, firstName: 'Ada', lastName: 'Admin', email: 'ada@example.com' };

/** Versions 5 (the current one) down to 1, newest first as the API lists them. */
const VERSIONS: PlanVersion[] = [5, 4, 3, 2, 1].map((version) => ({
  id: 100 + version,
  planId: PLAN.id,
  version,
  author: version === 1 ? null : ADA,
  summary: version === 1 ? 'Created the plan.' : `Change number ${version}.`,
  createdAt: `2026-0${version}-01T10:00:00Z`,
}));

const COMMISSION_BEFORE = 'label: Commission\ntype: LINE_PAYOUT\nformula: amount * 1%\n';
const COMMISSION_AFTER = 'label: Commission\ntype: LINE_PAYOUT\nformula: amount * 2%\n';

/** What the server answers for each comparison the tests ask for. */
const COMPARISONS: Record<string, PlanVersionComparison> = {
  '3-5': {
    fromVersion: 3,
    toVersion: 5,
    summary: 'Changed the rule commission; added the variable bonusRate.',
    settings: null,
    sections: [
      {
        section: 'rules',
        changes: [
          { name: 'commission', change: 'changed', before: COMMISSION_BEFORE, after: COMMISSION_AFTER },
        ],
      },
      {
        section: 'variables',
        changes: [
          { name: 'bonusRate', change: 'added', before: null, after: 'format: percent\nformula: 5%\n' },
        ],
      },
    ],
  },
  '4-5': {
    fromVersion: 4,
    toVersion: 5,
    summary: 'Renamed the plan.',
    settings: {
      before: 'name: AE 2026\nfrequency: month\n',
      after: 'name: Account Executives 2026\nfrequency: month\n',
    },
    sections: [],
  },
  '2-4': { fromVersion: 2, toVersion: 4, summary: 'No change.', settings: null, sections: [] },
};

type Init = { params?: { path?: Record<string, unknown>; header?: Record<string, string> }; body?: unknown };
type Restore = 'saved' | 'conflict' | 'invalid';

/** A session whose API serves the plan's versions and comparisons, and records the restores. */
function server(options: { restore?: Restore; canModify?: boolean } = {}) {
  const ok = (data: unknown) => ({ data, response: new Response(null, { status: 200 }) });
  const refused = (status: number, error: unknown) => ({ error, response: new Response(null, { status }) });
  const restores: { path: string; params?: Init['params'] }[] = [];
  const GET = vi.fn(async (path: string, init: Init) => {
    if (path === '/plans/{planId}/versions')
      return ok({ items: VERSIONS, totalItems: VERSIONS.length, currentPage: 0, pageCount: 1 });
    if (path === '/plans/{planId}/versions/{fromVersion}/compare/{toVersion}') {
      const { fromVersion, toVersion } = init.params!.path!;
      const comparison = COMPARISONS[`${String(fromVersion)}-${String(toVersion)}`];
      return comparison ? ok(comparison) : refused(404, { message: 'No such version' });
    }
    return refused(404, { message: 'not here' });
  });
  const POST = vi.fn(async (path: string, init: Init) => {
    restores.push({ path, params: init.params });
    if (options.restore === 'conflict')
      return refused(409, {
        message: 'This record has been changed by someone else since you loaded it. Reload it and try again.',
      });
    if (options.restore === 'invalid')
      return refused(422, {
        message: 'The plan file has problems.',
        errors: [
          { field: 'definition.rules.commission.formula', message: 'Unknown name “deals”.' },
          { field: 'definition.rules.bonus.formula', message: 'Unknown name “quota”.' },
        ],
      });
    return ok({ planId: PLAN.id, version: 6, definition: 'plan: {}\n' });
  });
  const canModify = options.canModify ?? true;
  const session = {
    api: { GET, POST },
    can: (permission: string) => permission !== 'MODIFY_PLANS' || canModify,
    subject: { role: canModify ? 'ADMIN' : 'MANAGER', userId: 1, featureFlags: {} },
  } as unknown as Session;
  return { session, GET, POST, restores };
}

function renderTab(session: Session, notify = vi.fn()) {
  const state = createAppState({ locale: 'en', persist: false });
  render(
    <AppProviders {...state} session={session} messages={remote.messages}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <HistoryTab plan={PLAN} canModify={session.can('MODIFY_PLANS')} notify={notify} />
      </QueryClientProvider>
    </AppProviders>,
  );
  return notify;
}

const row = (version: number) => document.querySelector<HTMLElement>(`li[data-version="${version}"]`)!;

const comparisonsAsked = (GET: ReturnType<typeof server>['GET']) =>
  GET.mock.calls
    .filter(([path]) => path === '/plans/{planId}/versions/{fromVersion}/compare/{toVersion}')
    .map(([, init]) => init.params!.path);

describe('the history tab', () => {
  it('lists each version with when, who and what changed', async () => {
    renderTab(server().session);
    const list = await screen.findByRole('list', { name: 'Versions of the plan' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    expect(row(4).textContent).toContain('Version 4');
    expect(row(4).textContent).toContain('Ada Admin');
    expect(row(4).textContent).toContain('Change number 4.');
    expect(row(1).textContent).toContain('Set up by Accrue');
    // The current version is marked, and has nothing to compare with or restore.
    expect(within(row(5)).getByText('Current version')).toBeTruthy();
    expect(within(row(5)).queryAllByRole('button')).toEqual([]);
  });

  it('compares a version with the current one, each change’s YAML before and after', async () => {
    const { session, GET } = server();
    renderTab(session);
    fireEvent.click(
      await screen.findByRole('button', { name: 'Compare version 3 with the current version' }),
    );

    const panel = await screen.findByRole('region', { name: 'Version 3 → version 5' });
    expect(comparisonsAsked(GET)).toEqual([{ planId: 4, fromVersion: 3, toVersion: 5 }]);
    await within(panel).findByText('Changed the rule commission; added the variable bonusRate.');

    const rules = within(panel).getByRole('region', { name: 'Rules' });
    const commission = rules.querySelector<HTMLElement>('[data-entry="commission"]')!;
    expect(commission.getAttribute('data-change')).toBe('changed');
    expect(within(commission).getByText('commission')).toBeTruthy();
    expect(within(commission).getByText('Changed')).toBeTruthy();
    const [before, after] = within(commission).getAllByRole('figure');
    expect(within(before!).getByText('Before')).toBeTruthy();
    expect(before!.querySelector('pre')!.textContent).toBe(COMMISSION_BEFORE);
    expect(within(after!).getByText('After')).toBeTruthy();
    expect(after!.querySelector('pre')!.textContent).toBe(COMMISSION_AFTER);

    // An added entry has no "before".
    const variables = within(panel).getByRole('region', { name: 'Variables' });
    const added = variables.querySelector<HTMLElement>('[data-entry="bonusRate"]')!;
    expect(within(added).getByText('Added')).toBeTruthy();
    expect(
      within(added)
        .getAllByRole('figure')
        .map((figure) => figure.querySelector('figcaption')!.textContent),
    ).toEqual(['After']);
    expect(within(panel).queryByRole('region', { name: 'Plan settings' })).toBeNull();

    fireEvent.click(within(panel).getByRole('button', { name: 'Close the comparison' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Version 3 → version 5' })).toBeNull());
  });

  it('compares any two versions chosen, from the previous and the current one by default', async () => {
    const { session, GET } = server();
    renderTab(session);
    const form = await screen.findByRole('form', { name: 'Compare two versions' });
    await within(form).findByRole('button', { name: /Version 4.*From version|From version.*Version 4/ });
    await within(form).findByRole('button', { name: /Version 5.*To version|To version.*Version 5/ });

    fireEvent.click(within(form).getByRole('button', { name: 'Compare' }));
    const settings = await screen.findByRole('region', { name: 'Version 4 → version 5' });
    expect(comparisonsAsked(GET)).toEqual([{ planId: 4, fromVersion: 4, toVersion: 5 }]);
    const plan = await within(settings).findByRole('region', { name: 'Plan settings' });
    expect(within(plan).getByText(/name: AE 2026/)).toBeTruthy();
    expect(within(plan).getByText(/name: Account Executives 2026/)).toBeTruthy();

    fireEvent.click(within(form).getByRole('button', { name: /From version/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Version 2' }));
    fireEvent.click(within(form).getByRole('button', { name: /To version/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Version 4' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Compare' }));

    const same = await screen.findByRole('region', { name: 'Version 2 → version 4' });
    await within(same).findByText('These versions are the same.');
    expect(comparisonsAsked(GET).at(-1)).toEqual({ planId: 4, fromVersion: 2, toVersion: 4 });
    expect(screen.queryByRole('region', { name: 'Version 4 → version 5' })).toBeNull();
  });

  it('restores a version after confirming, from the current version (If-Match)', async () => {
    const { session, GET, restores } = server();
    const notify = renderTab(session);
    fireEvent.click(await screen.findByRole('button', { name: 'Restore version 3' }));
    const dialog = await screen.findByRole('dialog', { name: 'Restore version 3?' });
    expect(dialog.textContent).toContain(
      'The plan’s definition becomes that version’s again, saved as a new version. Statements are recalculated only when you calculate.',
    );
    const listed = GET.mock.calls.filter(([path]) => path === '/plans/{planId}/versions').length;

    fireEvent.click(within(dialog).getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('success', 'Version 3 restored as version 6.'));
    expect(restores).toEqual([
      {
        path: '/plans/{planId}/versions/{version}/restore',
        params: { path: { planId: 4, version: 3 }, header: { 'If-Match': '"5"' } },
      },
    ]);
    // The history is read again (with the plan and its definition).
    await waitFor(() =>
      expect(GET.mock.calls.filter(([path]) => path === '/plans/{planId}/versions').length).toBe(listed + 1),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('restores nothing when cancelled', async () => {
    const { session, restores } = server();
    renderTab(session);
    fireEvent.click(await screen.findByRole('button', { name: 'Restore version 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Restore version 2?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(restores).toEqual([]);
  });

  it('says the plan changed meanwhile when the restore is refused (409)', async () => {
    const { session, restores } = server({ restore: 'conflict' });
    const notify = renderTab(session);
    fireEvent.click(await screen.findByRole('button', { name: 'Restore version 3' }));
    const dialog = await screen.findByRole('dialog', { name: 'Restore version 3?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Restore' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(
        'error',
        'This plan changed since you opened it. Reload to see its latest version.',
      ),
    );
    expect(restores).toHaveLength(1);
  });

  it('names the first problem of a version that no longer compiles (422)', async () => {
    const { session } = server({ restore: 'invalid' });
    const notify = renderTab(session);
    fireEvent.click(await screen.findByRole('button', { name: 'Restore version 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Restore version 2?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Restore' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(
        'error',
        'Version 2 could not be restored: rules.commission.formula: Unknown name “deals”.',
      ),
    );
  });

  it('offers no restore to a user who may not modify plans, only comparisons', async () => {
    const { session, POST } = server({ canModify: false });
    renderTab(session);
    await screen.findByRole('button', { name: 'Compare version 3 with the current version' });
    expect(screen.queryAllByRole('button', { name: /Restore/ })).toEqual([]);
    expect(POST).not.toHaveBeenCalled();
  });
});
