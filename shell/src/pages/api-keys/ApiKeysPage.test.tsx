import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Permission } from '@accrue/access';
import { commonMessages, messagesIn, type Session } from '@accrue/remote-runtime';
import { shellMessages } from '../../i18n/messages';
import { fakeSession, json, renderSettingsPage, rowOf, type Sent } from '../testing';
import ApiKeysPage from './ApiKeysPage';
import type { ApiKey } from './apiKeys';

beforeAll(async () => {
  await messagesIn(shellMessages, commonMessages, 'en');
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const KEYS: ApiKey[] = [
  {
    id: 7,
    name: 'CRM sync',
    prefix: 'acc_Ab12',
    scopes: ['read', 'data:push'],
    createdById: 3,
    createdAt: '2026-03-02T10:00:00.000Z',
    expiresAt: null,
    lastUsedAt: '2026-11-20T08:30:00.000Z',
  },
  {
    id: 8,
    name: 'Intranet embed',
    prefix: 'acc_Cd34',
    scopes: ['embed'],
    createdById: null,
    createdAt: '2026-05-10T10:00:00.000Z',
    expiresAt: '2099-12-31T22:59:59.999Z',
    lastUsedAt: null,
  },
];

const SECRET = 'acc_Ef56_this-is-the-secret-shown-once';

/** The API behind a real SDK client; `answer` decides the writes' answers. */
function serve(
  permissions: readonly Permission[],
  answer: (sent: Sent) => Response = (sent) =>
    sent.method === 'DELETE'
      ? new Response(null, { status: 204 })
      : json(
          {
            id: 9,
            prefix: 'acc_Ef56',
            scopes: ['read'],
            createdById: 3,
            createdAt: '2026-11-28T10:00:00.000Z',
            expiresAt: null,
            lastUsedAt: null,
            ...(sent.body as object),
            key: SECRET,
          },
          201,
        ),
) {
  let keys = [...KEYS];
  return fakeSession(permissions, async (call) => {
    if (call.method === 'GET' && call.path === '/company/api-keys') return json(keys);
    if (call.method === 'GET' && call.path === '/users/profile') {
      const items = [{ id: 3, fullName: 'Ada Admin', email: 'ada@acme.test' }];
      return json({ items, totalItems: 1, currentPage: 0, pageCount: 1 });
    }
    const response = answer(call);
    if (call.method === 'DELETE' && response.ok) {
      const id = Number(call.path.split('/').pop());
      keys = keys.filter((key) => key.id !== id);
    }
    if (call.method === 'POST' && response.ok) {
      const { key: _secret, ...created } = (await response.clone().json()) as ApiKey & { key: string };
      keys = [...keys, created];
    }
    return response;
  });
}

const ADMIN: Permission[] = ['VIEW_COMPANY_API', 'MODIFY_COMPANY_API', 'VIEW_MEMBER_PROFILE'];
const READ_ONLY_ADMIN: Permission[] = ['VIEW_COMPANY_API', 'VIEW_MEMBER_PROFILE'];

async function renderPage(session: Session) {
  const client = await renderSettingsPage(
    <ApiKeysPage title="page.companySettings.api" params={{}} />,
    session,
  );
  const table = await screen.findByRole('table', { name: 'API keys' });
  await within(table).findByText('CRM sync');
  return { table, client };
}

async function openCreate() {
  fireEvent.click(screen.getByRole('button', { name: 'Create API key' }));
  const dialog = await screen.findByRole('dialog', { name: 'Create an API key' });
  await within(dialog).findByRole('textbox', { name: /^Name/ });
  // The kit's checkboxes load on first render.
  await within(dialog).findByRole('checkbox', { name: 'Read only' });
  return dialog;
}

describe('the API settings page', () => {
  it('lists each key with its scopes, creation, expiry and last use', async () => {
    const { session } = serve(ADMIN);
    const { table } = await renderPage(session);
    expect(screen.getByRole('heading', { name: 'API settings' })).toBeTruthy();
    const crm = rowOf(table, 'CRM sync');
    expect(within(crm).getByText('Read only and Data push')).toBeTruthy();
    expect(await within(crm).findByText(/by Ada Admin$/)).toBeTruthy();
    expect(within(crm).getByText('Never')).toBeTruthy();
    expect(within(crm).queryByText('Never used')).toBeNull();
    const embed = rowOf(table, 'Intranet embed');
    expect(within(embed).getByText('Embed tokens')).toBeTruthy();
    expect(within(embed).getByText('Never used')).toBeTruthy();
    expect(within(embed).queryByText(/by /)).toBeNull();
    expect(within(embed).queryByText('Never')).toBeNull();
    expect(screen.getByRole('button', { name: 'Create API key' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Revoke CRM sync' })).toBeTruthy();
  });

  it('shows a read-only admin the keys without a way to change them', async () => {
    const { session } = serve(READ_ONLY_ADMIN);
    const { table } = await renderPage(session);
    expect(within(table).getByText('Intranet embed')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Create API key' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Revoke / })).toBeNull();
    expect(within(table).queryByRole('columnheader', { name: 'Actions' })).toBeNull();
  });

  it('creates a key, shows its secret once, and keeps it nowhere once closed', async () => {
    const { session, writes } = serve(ADMIN);
    const { client, table } = await renderPage(session);
    const dialog = await openCreate();
    // A name is required, and at least one scope.
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Read only' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create key' }));
    expect(await within(dialog).findByText('This field is required.')).toBeTruthy();
    expect(within(dialog).getByText('Choose at least one scope.')).toBeTruthy();
    expect(writes()).toEqual([]);

    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Name/ }), {
      target: { value: ' Data warehouse ' },
    });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Statements' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Read only' }));
    fireEvent.change(within(dialog).getByLabelText(/^Expires on/), { target: { value: '2099-06-30' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create key' }));

    await waitFor(() => expect(writes()).toHaveLength(1));
    const body = writes()[0]!.body as { name: string; scopes: string[]; expiresAt: string };
    expect(writes()[0]).toMatchObject({ method: 'POST', path: '/company/api-keys' });
    expect(body.name).toBe('Data warehouse');
    // In the contract's order, whatever the order they were ticked in.
    expect(body.scopes).toEqual(['read', 'statements']);
    expect(new Date(body.expiresAt).getTime()).toBe(new Date('2099-06-30T23:59:59.999').getTime());

    const secret = await screen.findByRole('dialog', { name: 'API key Data warehouse created' });
    const field = await within(secret).findByRole('textbox', { name: 'Your new API key' });
    expect((field as HTMLInputElement).value).toBe(SECRET);
    expect(within(secret).getByText(/will not be shown again/)).toBeTruthy();
    expect(await within(secret).findByRole('button', { name: 'Copy the API key' })).toBeTruthy();
    expect(await within(table).findByText('Data warehouse')).toBeTruthy();

    fireEvent.click(within(secret).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByDisplayValue(SECRET)).toBeNull();
    expect(document.body.textContent).not.toContain(SECRET);
    const cached = JSON.stringify([
      client
        .getQueryCache()
        .getAll()
        .map((query) => query.state.data),
      client
        .getMutationCache()
        .getAll()
        .map((mutation) => mutation.state.data),
    ]);
    expect(cached).toContain('Data warehouse');
    expect(cached).not.toContain(SECRET);
    const stored = [localStorage, sessionStorage].flatMap((storage) =>
      Object.keys(storage).map((key) => storage.getItem(key)),
    );
    expect(stored.join(' ')).not.toContain(SECRET);
  });

  it('shows the API’s field errors under their fields and its other messages above', async () => {
    const { session, writes } = serve(ADMIN, () =>
      json(
        {
          message: 'Invalid request',
          errors: [
            { field: 'name', message: 'An API key with this name already exists.' },
            { field: 'expiresAt', message: 'The expiry must be in the future.' },
          ],
        },
        422,
      ),
    );
    await renderPage(session);
    const dialog = await openCreate();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Name/ }), {
      target: { value: 'CRM sync' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create key' }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]!.body).toEqual({ name: 'CRM sync', scopes: ['read'] });
    expect(await within(dialog).findByText('An API key with this name already exists.')).toBeTruthy();
    expect(within(dialog).getByText('The expiry must be in the future.')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: /created$/ })).toBeNull();
    // Editing the name clears the API's answer about it.
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Name/ }), {
      target: { value: 'CRM sync 2' },
    });
    expect(within(dialog).queryByText('An API key with this name already exists.')).toBeNull();
  });

  it('shows the API’s message when it refuses', async () => {
    const { session } = serve(ADMIN, () =>
      json({ message: 'Only a signed-in user may create API keys.' }, 403),
    );
    await renderPage(session);
    const dialog = await openCreate();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Name/ }), {
      target: { value: 'Robot' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create key' }));
    expect(await within(dialog).findByText('Only a signed-in user may create API keys.')).toBeTruthy();
  });

  it('revokes a key after asking, and it leaves the list', async () => {
    const { session, writes } = serve(ADMIN);
    const { table } = await renderPage(session);
    fireEvent.click(screen.getByRole('button', { name: 'Revoke CRM sync' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Revoke the API key CRM sync?' });
    expect(dialog.textContent).toContain('The key stops working at once');
    expect(writes()).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke key' }));
    await waitFor(() => expect(writes()).toMatchObject([{ method: 'DELETE', path: '/company/api-keys/7' }]));
    expect(await screen.findByText('API key CRM sync revoked.')).toBeTruthy();
    await waitFor(() => expect(within(table).queryByText('CRM sync')).toBeNull());
  });

  it('says why a revoke was refused', async () => {
    const { session } = serve(ADMIN, () => json({ message: 'API key not found.' }, 404));
    await renderPage(session);
    fireEvent.click(screen.getByRole('button', { name: 'Revoke Intranet embed' }));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke key' }));
    expect(await screen.findByText('API key not found.')).toBeTruthy();
  });
});
