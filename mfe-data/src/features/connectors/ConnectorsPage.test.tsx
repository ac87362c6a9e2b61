import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  AppProviders,
  commonMessages,
  createAppState,
  messagesIn,
  type Session,
} from '@accrue/remote-runtime';
import remote from '../../remote';
import ConnectorsPage from './ConnectorsPage';
import type { Connector, DataImport } from './queries';

beforeAll(async () => {
  await messagesIn(remote.messages, commonMessages, 'en');
});

afterEach(cleanup);

const connector = (key: string, name: string, category: 'data' | 'user', extra: Partial<Connector> = {}) => ({
  key,
  name,
  type: key.toUpperCase(),
  category,
  authentication: 'OAuth2 authorization code',
  maxFilters: null,
  available: false,
  configured: true,
  ...extra,
});

const dealsImport: DataImport = {
  id: 4,
  objectName: 'deal',
  modelName: 'Deals',
  connectionId: 1,
  fileName: 'deals-2026.csv',
  fileSize: 1000,
  fileType: 'csv',
  delimiter: ',',
  encoding: 'UTF-8',
  scope: 'FULL',
  status: 'SUCCESS',
  rowCount: 312,
  columns: [],
  rows: [],
  counts: { added: 312, changed: 0, removed: 0, unchanged: 0 },
  changeSet: { id: 9, added: 312, changed: 0, removed: 0, createdAt: '2026-11-21T06:00:00.000Z' },
  error: null,
  createdBy: 'Ada Admin',
  createdAt: '2026-11-21T06:00:00.000Z',
  appliedAt: '2026-11-21T06:00:00.000Z',
};

const refreshment = {
  id: 12,
  connectionId: 3,
  objectName: null,
  status: 'SUCCESS',
  scope: 'full',
  cause: null,
  error: null,
  progress: { done: 1, total: 1 },
  models: [{ objectName: 'deal', importId: 5, added: 0, changed: 2, removed: 0 }],
  createdAt: '2026-11-22T00:00:00.000Z',
  startedAt: '2026-11-22T00:00:01.000Z',
  finishedAt: '2026-11-22T00:00:05.000Z',
};

const POST = vi.fn(async (path: string, init: { body: { connectionId: number } }) => ({
  data: { ...refreshment, id: 13, status: 'PENDING', connectionId: init.body.connectionId, finishedAt: null },
  response: new Response(null, { status: 202 }),
}));

const PATCH = vi.fn(async () => ({
  data: { ...refreshment, id: 14, status: 'STOPPING', finishedAt: null },
  response: new Response(null, { status: 200 }),
}));

function sessionWith(canModify: boolean, lastRefresh: object = refreshment) {
  const GET = vi.fn(async (path: string) => {
    const data =
      path === '/connectors'
        ? {
            connectors: [
              connector('file', 'File upload (CSV, XLSX)', 'data', {
                authentication: null,
                maxFilters: 0,
                available: true,
              }),
              connector('hubspot', 'HubSpot', 'data', { maxFilters: 2 }),
              connector('workday', 'Workday', 'user'),
              connector('postgresql', 'PostgreSQL', 'data', {
                authentication: 'database connection',
                available: true,
              }),
            ],
            fileLimitMb: 1200,
            connections: [
              {
                id: 1,
                connectorKey: 'file',
                name: 'Files',
                status: 'ACTIVE',
                error: null,
                lastImportAt: '2026-11-21T06:00:00.000Z',
                updatedAt: '2026-11-21T06:00:00.000Z',
              },
              {
                id: 2,
                connectorKey: 'hubspot',
                name: 'HubSpot EU',
                status: 'ERROR',
                error: 'token',
                lastImportAt: null,
                updatedAt: '2026-11-21T06:00:00.000Z',
                settings: null,
                hasPassword: true,
                schedule: 'DAILY',
                version: 1,
              },
              {
                id: 3,
                connectorKey: 'postgresql',
                name: 'Warehouse',
                status: 'ACTIVE',
                error: null,
                lastImportAt: '2026-11-21T06:00:00.000Z',
                updatedAt: '2026-11-21T06:00:00.000Z',
                settings: { host: 'db', port: 5432, database: 'sales', user: 'reader' },
                hasPassword: true,
                schedule: 'DAILY',
                version: 1,
              },
            ],
          }
        : path === '/connectors/refreshments/last'
          ? { items: [lastRefresh] }
          : { items: [dealsImport], total: 1 };
    return { data, response: new Response(null, { status: 200 }) };
  });
  return {
    api: { GET, POST, PATCH },
    can: (permission: string) => canModify || permission !== 'MODIFY_DATA_CONNECTORS',
    me: { user: { firstName: 'Ada' } },
    subject: { role: 'ADMIN', userId: 1, featureFlags: {} },
  } as unknown as Session;
}

/** Rendered inside an awaited act(), so the kit's lazily loaded parts are replayed once they arrive. */
async function renderPage(session: Session) {
  const state = createAppState({ locale: 'en', persist: false });
  await act(async () => {
    render(
      <AppProviders {...state} session={session} messages={remote.messages}>
        {/* The shell's lazily loaded client is the runtime's business: a plain one stands in. */}
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <ConnectorsPage title="page.connectors" params={{}} />
        </QueryClientProvider>
      </AppProviders>,
    );
  });
}

describe('the connectors page', () => {
  it('lists the connections with their status, the imports and the catalogue by category', async () => {
    await renderPage(sessionWith(true));
    const connections = await screen.findByRole('table', { name: 'Connections' }, { timeout: 30_000 });
    expect(await within(connections).findByText('HubSpot EU')).toBeTruthy();
    expect(within(connections).getByText(/Error/)).toBeTruthy();
    expect(within(connections).getAllByText('Active')).toHaveLength(2);
    const imports = await screen.findByRole('table', { name: 'Imports' });
    expect(await within(imports).findByText('deals-2026.csv')).toBeTruthy();
    expect(within(imports).getByText('Ada Admin')).toBeTruthy();
    const data = screen.getByRole('list', { name: 'Data connectors' });
    expect(within(data).getByText('HubSpot')).toBeTruthy();
    expect(within(data).getByText(/Up to 2 filters/)).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'User connectors' })).getByText('Workday')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Import a file' }).length).toBe(2);
  });

  it("shows a database connection's schedule and last refresh, and refreshes it now", async () => {
    await renderPage(sessionWith(true));
    const connections = await screen.findByRole('table', { name: 'Connections' }, { timeout: 30_000 });
    expect(await within(connections).findByText(/Refreshed/)).toBeTruthy();
    expect(
      (await within(connections).findByRole('button', { name: /Schedule of Warehouse/ })).textContent,
    ).toContain('Daily at midnight');
    expect(within(connections).getAllByRole('link', { name: 'Map a table to a record model' })).toHaveLength(
      2,
    );
    fireEvent.click(within(connections).getByRole('button', { name: 'Refresh Warehouse now' }));
    await waitFor(() => expect(POST).toHaveBeenCalledWith('/refreshments', { body: { connectionId: 3 } }));
    expect(screen.getByRole('button', { name: 'Connect' })).toBeTruthy();
  });

  it('shows a running refresh with its progress, and stops it', async () => {
    await renderPage(
      sessionWith(true, {
        ...refreshment,
        id: 14,
        status: 'STARTED',
        progress: { done: 1, total: 3 },
        finishedAt: null,
      }),
    );
    const connections = await screen.findByRole('table', { name: 'Connections' }, { timeout: 30_000 });
    expect(await within(connections).findByText(/Refreshing \(1 of 3 models\)/)).toBeTruthy();
    const refreshNow = within(connections).getByRole('button', { name: 'Refresh Warehouse now' });
    expect(refreshNow.hasAttribute('disabled') || refreshNow.getAttribute('aria-disabled') === 'true').toBe(
      true,
    );
    fireEvent.click(within(connections).getByRole('button', { name: 'Stop' }));
    await waitFor(() =>
      expect(PATCH).toHaveBeenCalledWith('/refreshments/{refreshmentId}/{operation}', {
        params: { path: { refreshmentId: 14, operation: 'stop' } },
      }),
    );
  });

  it("states the installation's file limit in the upload help", async () => {
    await renderPage(sessionWith(true));
    await screen.findByRole('table', { name: 'Connections' }, { timeout: 30_000 });
    fireEvent.click(screen.getAllByRole('button', { name: 'Import a file' })[0]!);
    const dialog = await screen.findByRole('dialog', {}, { timeout: 30_000 });
    expect(
      await within(dialog).findByText(
        'A header row, then one row per record; any delimiter; UTF-8; at most 1,200 MB.',
        {},
        { timeout: 30_000 },
      ),
    ).toBeTruthy();
    expect(within(dialog).queryByText(/50 MB/)).toBeNull();
  });

  it("changes a CRM connection's schedule from the version read, and says why a stale one is refused", async () => {
    PATCH.mockClear();
    await renderPage(sessionWith(true));
    const connections = await screen.findByRole('table', { name: 'Connections' }, { timeout: 30_000 });
    const choose = async () => {
      fireEvent.click(await within(connections).findByRole('button', { name: /Schedule of HubSpot EU/ }));
      fireEvent.click(await screen.findByRole('option', { name: 'Manually' }, { timeout: 30_000 }));
    };
    await choose();
    await waitFor(() =>
      expect(PATCH).toHaveBeenCalledWith('/data-connections/{connectionId}', {
        params: { path: { connectionId: 2 }, header: { 'If-Match': '"1"' } },
        body: { schedule: 'MANUAL' },
      }),
    );
    // Changed meanwhile by someone else: the API's 409 is said, nothing else happens.
    PATCH.mockImplementationOnce((async () => ({
      error: {
        message: 'This record has been changed by someone else since you loaded it. Reload it and try again.',
      },
      response: new Response(null, { status: 409 }),
    })) as unknown as typeof PATCH);
    await choose();
    expect(
      await screen.findByText(
        'This record has been changed by someone else since you loaded it. Reload it and try again.',
        {},
        { timeout: 30_000 },
      ),
    ).toBeTruthy();
  });

  it('offers no import to a read-only admin', async () => {
    await renderPage(sessionWith(false));
    await screen.findByRole('table', { name: 'Connections' }, { timeout: 30_000 });
    expect(screen.queryByRole('button', { name: /Schedule of/ })).toBeNull();
    expect(screen.getAllByText(/Daily at midnight/).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Import a file' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Refresh Warehouse now' })).toBeNull();
  });
});

describe('connecting a CRM', () => {
  /** The channel the shell's callback page posts on, as the page under test sees it. */
  const channels: { name: string; onmessage: ((event: MessageEvent) => void) | null }[] = [];
  class FakeChannel {
    onmessage: ((event: MessageEvent) => void) | null = null;
    constructor(readonly name: string) {
      channels.push(this);
    }
    close() {
      channels.splice(channels.indexOf(this), 1);
    }
  }

  function crmSession(post: ReturnType<typeof vi.fn>) {
    const GET = vi.fn(async (path: string) => {
      const data =
        path === '/connectors'
          ? {
              connectors: [
                connector('hubspot', 'HubSpot', 'data', { maxFilters: 2, available: true }),
                connector('salesforce', 'Salesforce', 'data', { configured: false }),
              ],
              connections: [],
              fileLimitMb: 50,
            }
          : path === '/connectors/refreshments/last'
            ? { items: [] }
            : { items: [], total: 0 };
      return { data, response: new Response(null, { status: 200 }) };
    });
    return {
      api: { GET, POST: post, PATCH },
      can: () => true,
      me: { user: { firstName: 'Ada' } },
      subject: { role: 'ADMIN', userId: 1, featureFlags: {} },
    } as unknown as Session;
  }

  afterEach(() => {
    vi.unstubAllGlobals();
    channels.length = 0;
  });

  it('says a CRM without its app is not set up here, and connects HubSpot through its window', async () => {
    vi.stubGlobal('BroadcastChannel', FakeChannel);
    const popup = { location: { href: '' }, close: vi.fn() };
    const open = vi.fn(() => popup);
    vi.stubGlobal('open', open);
    const post = vi.fn(
      async (path: string, init: { params: { path: { integration: string } }; body?: object }) => ({
        data:
          path === '/integrations/{integration}/authorize'
            ? { url: 'https://crm.example/oauth/authorize?state=s1' }
            : { id: 7, connectorKey: init.params.path.integration, name: 'HubSpot', status: 'ACTIVE' },
        response: new Response(null, { status: 200 }),
      }),
    );
    await renderPage(crmSession(post));
    const data = await screen.findByRole('list', { name: 'Data connectors' }, { timeout: 30_000 });
    expect(
      await within(data).findByText(
        'Connecting Salesforce needs the Salesforce app of this installation, which is not set up.',
      ),
    ).toBeTruthy();
    expect(within(data).getByText('Not set up here')).toBeTruthy();
    expect(within(data).queryByRole('button', { name: 'Connect Salesforce' })).toBeNull();

    fireEvent.click(within(data).getByRole('button', { name: 'Connect HubSpot' }));
    expect(open).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(popup.location.href).toBe('https://crm.example/oauth/authorize?state=s1'));
    expect(await screen.findByText('Finish signing in to HubSpot in the window that opened.')).toBeTruthy();
    // The callback page posts the provider's answer; the page registers the code with the API.
    const channel = channels.find((c) => c.name === 'connectors-oauth-callback')!;
    act(() => channel.onmessage!({ data: '?code=c0de&state=s1' } as MessageEvent));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/integrations/{integration}/register', {
        params: { path: { integration: 'hubspot' } },
        body: { code: 'c0de', state: 's1' },
      }),
    );
    expect(
      await screen.findByText('HubSpot is connected: map one of its objects to a record model.'),
    ).toBeTruthy();
  });

  it('says why the provider refused, and that a blocked window must be allowed', async () => {
    vi.stubGlobal('BroadcastChannel', FakeChannel);
    vi.stubGlobal(
      'open',
      vi.fn(() => ({ location: { href: '' }, close: vi.fn() })),
    );
    const post = vi.fn(async () => ({
      data: { url: 'https://crm.example/oauth/authorize' },
      response: new Response(null, { status: 200 }),
    }));
    await renderPage(crmSession(post));
    const data = await screen.findByRole('list', { name: 'Data connectors' }, { timeout: 30_000 });
    fireEvent.click(await within(data).findByRole('button', { name: 'Connect HubSpot' }));
    await screen.findByText('Finish signing in to HubSpot in the window that opened.');
    act(() =>
      channels[0]!.onmessage!({
        data: '?error=access_denied&error_description=The+user+denied',
      } as MessageEvent),
    );
    expect(await screen.findByText('HubSpot could not be connected: The user denied')).toBeTruthy();
    expect(post).toHaveBeenCalledTimes(1);

    vi.stubGlobal(
      'open',
      vi.fn(() => null),
    );
    fireEvent.click(within(data).getByRole('button', { name: 'Connect HubSpot' }));
    expect(
      await screen.findByText(
        'The browser blocked the HubSpot sign-in window: allow pop-ups for this site, then connect again.',
      ),
    ).toBeTruthy();
  });
});
