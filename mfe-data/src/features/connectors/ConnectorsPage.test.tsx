import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, within } from '@testing-library/react';
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

function sessionWith(canModify: boolean) {
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
            ],
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
              },
            ],
          }
        : { items: [dealsImport], total: 1 };
    return { data, response: new Response(null, { status: 200 }) };
  });
  return {
    api: { GET },
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
    const connections = await screen.findByRole('grid', { name: 'Connections' }, { timeout: 10000 });
    expect(await within(connections).findByText('HubSpot EU')).toBeTruthy();
    expect(within(connections).getByText(/Error/)).toBeTruthy();
    expect(within(connections).getByText('Active')).toBeTruthy();
    const imports = await screen.findByRole('grid', { name: 'Imports' });
    expect(await within(imports).findByText('deals-2026.csv')).toBeTruthy();
    expect(within(imports).getByText('Ada Admin')).toBeTruthy();
    const data = screen.getByRole('list', { name: 'Data connectors' });
    expect(within(data).getByText('HubSpot')).toBeTruthy();
    expect(within(data).getByText(/Up to 2 filters/)).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'User connectors' })).getByText('Workday')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Import a file' }).length).toBe(2);
  });

  it('offers no import to a read-only admin', async () => {
    await renderPage(sessionWith(false));
    await screen.findByRole('grid', { name: 'Connections' }, { timeout: 10000 });
    expect(screen.queryByRole('button', { name: 'Import a file' })).toBeNull();
  });
});
