import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { hasPermission, type PermissionSubject } from '@accrue/access';
import {
  AppProviders,
  commonMessages,
  createAppState,
  messagesIn,
  type Session,
} from '@accrue/remote-runtime';
import remote from '../../remote';
import MemberPage from './MemberPage';
import { UploadUsersModal } from './UploadUsersModal';
import { IdentifiersPopover } from './IdentifiersPopover';
import userEvent from '@testing-library/user-event';
import type { User } from './model';

beforeAll(async () => {
  await messagesIn(remote.messages, commonMessages, 'en');
});

afterEach(cleanup);

/** waitFor with room for a busy machine. */
const eventually = (check: () => void) => waitFor(check, { timeout: 5000 });

const EMMA: User = {
  id: 7,
  companyId: 1,
  email: 'emma@demo.test',
  firstName: 'Emma',
  lastName: 'Employee',
  fullName: 'Emma Employee',
  role: 'EMPLOYEE',
  status: 'ACTIVE',
  language: 'en',
  currency: 'EUR',
  externalId: 'sf-7',
  externalIdSource: 'SALESFORCE',
  hrisId: null,
  hrisIdSource: null,
  pictureURL: '/api/avatars/1/0123456789abcdef0123456789abcdef',
  adminScopeId: null,
  joinedAt: '2026-01-05T10:00:00.000Z',
  invitationSentAt: '2026-01-04T10:00:00.000Z',
  clearedAt: null,
  lastConnection: '2026-03-01T08:00:00.000Z',
  createdAt: '2026-01-01T10:00:00.000Z',
  updatedAt: '2026-01-05T10:00:00.000Z',
  version: 3,
};

type Answer = unknown | Response;

/** A session of this role whose API answers from fixtures and records every call. */
function sessionAs(
  role: PermissionSubject['role'],
  userId: number,
  answers: Record<string, (init: never) => Answer>,
) {
  const calls: { method: string; path: string; init: { params?: unknown; body?: unknown } }[] = [];
  const call = (method: string) =>
    vi.fn(async (path: string, init: { params?: unknown; body?: unknown } = {}) => {
      calls.push({ method, path, init });
      const answer = answers[`${method} ${path}`]?.(init as never);
      if (answer instanceof Response)
        return { error: await answer.json(), response: new Response(null, { status: answer.status }) };
      return { data: answer, response: new Response(null, { status: 200 }) };
    });
  const subject: PermissionSubject = { role, userId, featureFlags: {}, impersonating: false };
  const session = {
    api: { GET: call('GET'), POST: call('POST'), PATCH: call('PATCH'), PUT: call('PUT') },
    can: (permission: Parameters<typeof hasPermission>[1]) => hasPermission(subject, permission),
    me: { user: { id: userId, firstName: 'Ada' }, impersonation: null },
    company: { currency: 'EUR', symbols: ['EUR', 'USD'] },
    subject,
  } as unknown as Session;
  return { session, calls };
}

const memberAnswers = (user: User = EMMA) => ({
  'GET /users/profile/{userId}': () => user,
  'GET /admin-scopes': () => [],
  'GET /users/{userId}/team-assignments': () => [
    {
      id: 1,
      teamId: 3,
      userId: 7,
      teamRole: 'TEAM_EMPLOYEE',
      effectiveAsOf: '2025-01-01',
      effectiveUntil: null,
      status: 'ACTIVE',
      team: { id: 3, name: 'Sales France', archived: false },
    },
    {
      id: 2,
      teamId: 4,
      userId: 7,
      teamRole: 'TEAM_EMPLOYEE',
      effectiveAsOf: '2024-01-01',
      effectiveUntil: '2024-12-31',
      status: 'EXPIRED',
      team: { id: 4, name: 'Sales Benelux', archived: false },
    },
  ],
  'GET /users/{userId}/plan-assignments': () => [
    {
      id: 9,
      planId: 2,
      planName: 'Account Executives 2026',
      effectiveAsOf: '2026-01-01',
      effectiveUntil: null,
      status: 'ACTIVE',
    },
  ],
  'GET /users/{userId}/quota-assignments': () => ({
    items: [
      {
        id: 5,
        quotaId: 11,
        variableId: 11,
        quotaType: 'user',
        userId: 7,
        teamId: null,
        planId: null,
        date: '2026-01-01',
        value: '120000.50',
        user: null,
        team: null,
        plan: null,
      },
    ],
    total: 1,
  }),
  'POST /quotas-with-assigned-plans/searches': () => ({
    items: [{ id: 11, name: 'Annual target' }],
    totalItems: 1,
  }),
});

/** Rendered inside an awaited act(), so the kit's lazily loaded parts are replayed once they arrive. */
async function renderWith(session: Session, page: React.ReactNode) {
  const state = createAppState({ locale: 'en', persist: false });
  await act(async () => {
    render(
      <AppProviders {...state} session={session} messages={remote.messages}>
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          {page}
        </QueryClientProvider>
      </AppProviders>,
    );
  });
}

describe('the member page', () => {
  it('shows the member’s identity, teams with their history, plans and quota values', async () => {
    const { session, calls } = sessionAs('ADMIN', 1, memberAnswers());
    await renderWith(session, <MemberPage title="page.member" params={{ memberId: '7' }} />);
    await screen.findByRole('heading', { name: 'Emma Employee', level: 1 }, { timeout: 30_000 });
    const identity = document.querySelector<HTMLElement>('dl[aria-label="Identity"]')!;
    expect(within(identity).getByText('emma@demo.test')).toBeTruthy();
    expect(within(identity).getByText('sf-7 (Salesforce)')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Emma Employee' }).querySelector('img')?.getAttribute('src')).toBe(
      EMMA.pictureURL,
    );
    await screen.findByRole('link', { name: 'Sales France' });
    expect(screen.getByText('Sales Benelux')).toBeTruthy();
    expect(screen.getByText('Expired')).toBeTruthy();
    expect(await screen.findByText('Account Executives 2026')).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Annual target' })).toBeTruthy();
    expect(screen.getByText('120000.50')).toBeTruthy();
    expect(calls.find((c) => c.path === '/users/{userId}/team-assignments')?.init.params).toEqual({
      path: { userId: 7 },
    });
    // An admin's actions: edit, deactivate, impersonate (no invitation for an active user).
    expect(screen.getByRole('button', { name: 'Edit' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Deactivate' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send invitation' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Deactivate' }));
    await eventually(() =>
      expect(
        calls.some((c) => c.method === 'POST' && c.path === '/users/profile/{userId}/toggle-deactivation'),
      ).toBe(true),
    );
  });

  it('offers an employee no action and no directory-wide fact, and disables impersonating a deactivated user', async () => {
    const employee = sessionAs('EMPLOYEE', 7, memberAnswers());
    await renderWith(employee.session, <MemberPage title="page.member" params={{ memberId: '7' }} />);
    await screen.findByRole('heading', { name: 'Emma Employee', level: 1 }, { timeout: 30_000 });
    for (const name of ['Edit', 'Deactivate', 'Impersonate', 'Send invitation'])
      expect(screen.queryByRole('button', { name })).toBeNull();
    cleanup();

    const admin = sessionAs(
      'ADMIN',
      1,
      memberAnswers({ ...EMMA, status: 'DEACTIVATED', clearedAt: '2026-02-01T00:00:00Z' }),
    );
    await renderWith(admin.session, <MemberPage title="page.member" params={{ memberId: '7' }} />);
    const impersonate = await screen.findByRole('button', { name: 'Impersonate' }, { timeout: 30_000 });
    expect(impersonate.hasAttribute('disabled') || impersonate.getAttribute('aria-disabled') === 'true').toBe(
      true,
    );
    expect(screen.getByRole('button', { name: 'Reactivate' })).toBeTruthy();
  });

  it('shows the server’s refusal (another company’s user is not found)', async () => {
    const { session } = sessionAs('ADMIN', 1, {
      ...memberAnswers(),
      'GET /users/profile/{userId}': () =>
        new Response(JSON.stringify({ message: 'User not found.' }), { status: 404 }),
    });
    await renderWith(session, <MemberPage title="page.member" params={{ memberId: '99' }} />);
    expect(await screen.findByText('User not found.', undefined, { timeout: 30_000 })).toBeTruthy();
  });
});

describe('the CSV upload', () => {
  it('previews the file with each bad row named, and applies only a file without errors', async () => {
    let dryRuns = 0;
    const bad = {
      dryRun: true,
      rowCount: 2,
      created: 0,
      users: [
        {
          row: 2,
          firstName: 'Paula',
          lastName: 'P',
          email: 'p@x.co',
          role: 'EMPLOYEE',
          currency: 'EUR',
          language: 'en',
          externalId: null,
          hrisId: null,
        },
        {
          row: 3,
          firstName: 'Q',
          lastName: 'Q',
          email: 'q@x.co',
          role: 'CHIEF',
          currency: 'EUR',
          language: 'en',
          externalId: null,
          hrisId: null,
        },
      ],
      errors: [{ row: 3, column: 'Role', message: 'Unknown role' }],
    };
    const good = { ...bad, users: bad.users.slice(0, 1), rowCount: 1, errors: [] };
    const { session, calls } = sessionAs('ADMIN', 1, {
      'POST /users/registrations': (init: { body: { dryRun: boolean } }) => {
        if (!init.body.dryRun) return { ...good, dryRun: false, created: 1 };
        dryRuns++;
        return dryRuns === 1 ? bad : good;
      },
    });
    const onCreated = vi.fn();
    await renderWith(session, <UploadUsersModal onClose={() => {}} onCreated={onCreated} />);
    await screen.findByRole('dialog', undefined, { timeout: 30_000 });
    await eventually(() => expect(document.querySelector('input[type=file]')).not.toBeNull());
    const file = (text: string) => new File([text], 'users.csv', { type: 'text/csv' });
    fireEvent.change(document.querySelector('input[type=file]')!, {
      target: { files: [file('First Name,Last Name,Email,Role\nPaula,P,p@x.co,\nQ,Q,q@x.co,chief')] },
    });
    expect(await screen.findByText('Row 3, Role: Unknown role')).toBeTruthy();
    expect(
      screen.getByRole('button', { name: /Add 2 users/ }).getAttribute('disabled') !== null ||
        screen.getByRole('button', { name: /Add 2 users/ }).getAttribute('aria-disabled') === 'true',
    ).toBe(true);
    expect(
      calls
        .filter((c) => c.path === '/users/registrations')
        .map((c) => (c.init.body as { dryRun: boolean }).dryRun),
    ).toEqual([true]);

    fireEvent.change(document.querySelector('input[type=file]')!, {
      target: { files: [file('First Name,Last Name,Email\nPaula,P,p@x.co')] },
    });
    const apply = await screen.findByRole('button', { name: 'Add 1 user' });
    await eventually(() => expect(apply.getAttribute('disabled')).toBeNull());
    fireEvent.click(apply);
    await eventually(() => expect(onCreated).toHaveBeenCalledWith(1));
    expect(
      calls
        .filter((c) => c.path === '/users/registrations')
        .map((c) => (c.init.body as { dryRun: boolean }).dryRun),
    ).toEqual([true, true, false]);
  });
});

describe('the identifier popover', () => {
  it('asks before removing an identifier, then saves the profile with no source', async () => {
    const saved: unknown[] = [];
    const { session, calls } = sessionAs('ADMIN', 1, {
      'PUT /users/profile': (init: { body: unknown }) => {
        saved.push(init.body);
        return { ...EMMA, externalId: null, externalIdSource: null, version: 4 };
      },
    });
    const onSaved = vi.fn();
    await renderWith(session, <IdentifiersPopover user={EMMA} onSaved={onSaved} onError={() => {}} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit the identifiers of Emma Employee' }));
    const dialog = await screen.findByRole('dialog', { name: 'Identifiers' }, { timeout: 30_000 });
    expect(
      (
        (await within(dialog).findByRole(
          'textbox',
          { name: /External ID/ },
          { timeout: 30_000 },
        )) as HTMLInputElement
      ).value,
    ).toBe('sf-7');
    await user.click(
      await within(dialog).findByRole('button', { name: /External ID source/ }, { timeout: 30_000 }),
    );
    await user.click(await screen.findByRole('option', { name: 'None' }));
    // An id exists: confirmation first.
    const confirm = await screen.findByRole(
      'dialog',
      { name: 'Remove external source' },
      { timeout: 30_000 },
    );
    expect(within(confirm).getByText('The identifier sf-7 from Salesforce will be removed.')).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    const back = await screen.findByRole('dialog', { name: 'Identifiers' }, { timeout: 30_000 });
    expect(within(back).queryByRole('textbox', { name: /External ID/ })).toBeNull();
    await user.click(await within(back).findByRole('button', { name: 'Save' }, { timeout: 30_000 }));
    await eventually(() => expect(onSaved).toHaveBeenCalled());
    expect(saved).toEqual([
      expect.objectContaining({
        id: 7,
        version: 3,
        externalIdSource: null,
        externalId: null,
        hrisIdSource: null,
      }),
    ]);
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1);
  });

  it('asks before leaving with a source but no id, and leaving resets that source', async () => {
    const { session, calls } = sessionAs('ADMIN', 1, {});
    await renderWith(session, <IdentifiersPopover user={EMMA} onSaved={() => {}} onError={() => {}} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit the identifiers of Emma Employee' }));
    const dialog = await screen.findByRole('dialog', { name: 'Identifiers' }, { timeout: 30_000 });
    await user.click(
      await within(dialog).findByRole('button', { name: /HRIS ID source/ }, { timeout: 30_000 }),
    );
    await user.click(await screen.findByRole('option', { name: 'Workday' }));
    expect(within(dialog).getByRole('button', { name: 'Save' }).getAttribute('disabled')).not.toBeNull();
    await user.click(await within(dialog).findByRole('textbox', { name: /HRIS ID/ }, { timeout: 30_000 }));
    await user.keyboard('{Escape}');
    const leave = await screen.findByRole('dialog', { name: 'Leave without saving' }, { timeout: 30_000 });
    await user.click(within(leave).getByRole('button', { name: 'Leave' }));
    await eventually(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);
  });
});
