import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { hasPermission, type PermissionSubject } from '@accrue/access';
import {
  AppProviders,
  commonMessages,
  createAppState,
  messagesIn,
  type Session,
} from '@accrue/remote-runtime';
import remote from '../../remote';
import ProfilePage from './ProfilePage';
import { squareCrop } from './model';

beforeAll(async () => {
  await messagesIn(remote.messages, commonMessages, 'en');
});

afterEach(cleanup);

/** waitFor with room for a busy machine. */
const eventually = (check: () => void) => waitFor(check, { timeout: 5000 });

const me = (role: string) => ({
  user: {
    id: 7,
    email: 'emma@demo.test',
    firstName: 'Emma',
    lastName: 'Employee',
    fullName: 'Emma Employee',
    role,
    status: 'ACTIVE',
    language: 'en',
    currency: 'EUR',
    pictureURL: null,
    joinedAt: '2026-01-05T10:00:00.000Z',
    createdAt: '2026-01-01T10:00:00.000Z',
    company: { id: 1, slug: 'demo', name: 'Demo Company' },
  },
  login: { previousLastConnection: '2026-03-01T08:00:00.000Z' },
  impersonation: null,
});

function sessionAs(role: PermissionSubject['role']) {
  const calls: { method: string; path: string; body?: unknown }[] = [];
  const subject: PermissionSubject = { role, userId: 7, featureFlags: {}, impersonating: false };
  const answer = (method: string) =>
    vi.fn(async (path: string, init: { body?: { firstName?: string; lastName?: string } } = {}) => {
      calls.push({ method, path, body: init.body });
      const data =
        path === '/users/me'
          ? me(role)
          : path === '/users/settings'
            ? { ...me(role).user, ...init.body, fullName: `${init.body?.firstName} ${init.body?.lastName}` }
            : { url: '/api/avatars/1/0123456789abcdef0123456789abcdef' };
      return { data, response: new Response(null, { status: 200 }) };
    });
  const session = {
    api: { GET: answer('GET'), PATCH: answer('PATCH') },
    can: (permission: Parameters<typeof hasPermission>[1]) => hasPermission(subject, permission),
    me: me(role),
    company: { currency: 'EUR', symbols: [] },
    subject,
  } as unknown as Session;
  return { session, calls };
}

async function renderAs(session: Session) {
  const state = createAppState({ locale: 'en', persist: false });
  await act(async () => {
    render(
      <AppProviders {...state} session={session} messages={remote.messages}>
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <ProfilePage title="page.profile" params={{}} />
        </QueryClientProvider>
      </AppProviders>,
    );
  });
}

describe('the profile page', () => {
  it('lets an employee change their own name and avatar, and shows the account’s facts', async () => {
    const { session, calls } = sessionAs('EMPLOYEE');
    await renderAs(session);
    await screen.findByRole('heading', { name: 'Emma Employee', level: 2 }, { timeout: 30_000 });
    expect(screen.getByText('Demo Company')).toBeTruthy();
    expect(screen.getByText('2026-03-01')).toBeTruthy();
    const first = await screen.findByRole('textbox', { name: /First name/ });
    fireEvent.change(first, { target: { value: 'Emmy' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save name' }));
    await eventually(() =>
      expect(calls.find((c) => c.method === 'PATCH' && c.path === '/users/settings')?.body).toEqual({
        firstName: 'Emmy',
        lastName: 'Employee',
      }),
    );
    expect(screen.getByRole('button', { name: 'Upload' }).getAttribute('disabled')).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Random avatar' }));
    await eventually(() => expect(calls.some((c) => c.path === '/users/avatar/randomize')).toBe(true));
  });

  it('offers a read-only employee no name change (their avatar, as EDIT_OWN_AVATAR holds, and their language)', async () => {
    const { session } = sessionAs('READ_ONLY_EMPLOYEE');
    await renderAs(session);
    await screen.findByRole('heading', { name: 'Emma Employee', level: 2 }, { timeout: 30_000 });
    expect(screen.queryByRole('textbox', { name: /First name/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Random avatar' })).toBeTruthy();
    // The language select is a lazy part of the kit: it renders once its code has loaded.
    expect((await screen.findAllByText('Language', {}, { timeout: 30_000 })).length).toBeGreaterThan(0);
  });
});

describe('the avatar crop', () => {
  it('takes the largest middle square (aspect 1)', () => {
    expect(squareCrop(400, 300)).toEqual({ x: 50, y: 0, size: 300 });
    expect(squareCrop(300, 401)).toEqual({ x: 0, y: 50, size: 300 });
    expect(squareCrop(64, 64)).toEqual({ x: 0, y: 0, size: 64 });
  });
});
