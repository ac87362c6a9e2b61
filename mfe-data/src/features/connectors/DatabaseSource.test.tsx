import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import {
  AppProviders,
  commonMessages,
  createAppState,
  messagesIn,
  type Session,
} from '@accrue/remote-runtime';
import remote from '../../remote';
import CreateFromSourcePage from './CreateFromSourcePage';
import { DatabaseConnection } from './DatabaseConnection';
import type { Connection, Connector, DataImport } from './queries';

beforeAll(async () => {
  await messagesIn(remote.messages, commonMessages, 'en');
});

afterEach(cleanup);

const ok = (data: unknown, status = 200) => ({ data, response: new Response(null, { status }) });
const refused = (message: string) => ({
  error: { message: `connection: ${message}`, statusCode: 422, errors: [{ field: 'connection', message }] },
  response: new Response(null, { status: 422 }),
});

const postgres: Connector = {
  key: 'postgresql',
  name: 'PostgreSQL',
  type: 'POSTGRESQL',
  category: 'data',
  authentication: 'database connection',
  maxFilters: null,
  available: true,
  configured: true,
};

const connection = (extra: Partial<Connection> = {}): Connection => ({
  id: 7,
  connectorKey: 'postgresql',
  name: 'Warehouse',
  status: 'ACTIVE',
  error: null,
  lastImportAt: null,
  updatedAt: '2026-11-24T08:00:00.000Z',
  settings: { host: 'db.example.com', port: 5432, database: 'sales', user: 'reader' },
  hasPassword: true,
  schedule: 'DAILY',
  version: 1,
  ...extra,
});

async function renderWith(session: Session, element: ReactNode) {
  const state = createAppState({ locale: 'en', persist: false });
  await act(async () => {
    render(
      <AppProviders {...state} session={session} messages={remote.messages}>
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          {element}
        </QueryClientProvider>
      </AppProviders>,
    );
  });
}

const sessionOf = (api: Record<string, unknown>) =>
  ({
    api,
    can: () => true,
    me: { user: { firstName: 'Ada' } },
    subject: { role: 'ADMIN', userId: 1, featureFlags: {} },
  }) as unknown as Session;

async function type(label: string, value: string) {
  const input = await screen.findByLabelText(label, { exact: false }, { timeout: 30_000 });
  fireEvent.change(input, { target: { value } });
}

describe('the database connection form', () => {
  it('creates the connection with its settings and password, tests it and offers to map a table', async () => {
    const POST = vi.fn(async (path: string, init?: { body?: unknown }) => {
      if (path === '/data-connections')
        return ok(connection({ name: (init!.body as { name: string }).name }), 201);
      if (path === '/data-connections/{connectionId}/test') return ok(connection());
      throw new Error(`unexpected POST ${path}`);
    });
    await renderWith(
      sessionOf({ POST }),
      <DatabaseConnection connector={postgres} onClose={() => undefined} />,
    );
    const save = await screen.findByRole('button', { name: 'Save and test' });
    expect(save.hasAttribute('disabled') || save.getAttribute('aria-disabled') === 'true').toBe(true);
    await type('Connection name', 'Warehouse');
    await type('Host', 'db.example.com');
    await type('Database', 'sales');
    await type('User', 'reader');
    await type('Password', 's3cret');
    fireEvent.click(screen.getByRole('button', { name: 'Save and test' }));
    expect(
      await screen.findByText('Connection works: the database answered.', {}, { timeout: 5000 }),
    ).toBeTruthy();
    expect(POST).toHaveBeenCalledWith('/data-connections', {
      body: {
        connectorKey: 'postgresql',
        name: 'Warehouse',
        host: 'db.example.com',
        port: 5432,
        database: 'sales',
        user: 'reader',
        password: 's3cret',
        schedule: 'DAILY',
      },
    });
    expect(POST).toHaveBeenCalledWith('/data-connections/{connectionId}/test', {
      params: { path: { connectionId: 7 } },
    });
    expect(
      screen.getByRole('link', { name: 'Map a table to a record model' }).getAttribute('href'),
    ).toContain('/data/connectors/7/record-models/create');
  });

  it('says why the test failed', async () => {
    const POST = vi.fn(async (path: string) =>
      path === '/data-connections'
        ? ok(connection(), 201)
        : refused('The database at db.example.com:5432 refused the user name or password (user "reader").'),
    );
    await renderWith(
      sessionOf({ POST }),
      <DatabaseConnection connector={postgres} onClose={() => undefined} />,
    );
    await type('Host', 'db.example.com');
    await type('Database', 'sales');
    await type('User', 'reader');
    fireEvent.click(await screen.findByRole('button', { name: 'Save and test' }));
    expect(await screen.findByText(/refused the user name or password/, {}, { timeout: 5000 })).toBeTruthy();
  });
});

describe('mapping a table to a record model', () => {
  it('creates the model from the columns and their formats, previews the import and applies it', async () => {
    const preview = {
      schema: 'public',
      table: 'deals',
      columns: [
        { name: 'deal_id', detectedFormat: 'text', samples: ['D-1', 'D-2'] },
        { name: 'amount', detectedFormat: 'number', samples: ['1200.50'] },
        { name: 'closed_on', detectedFormat: 'date', samples: ['2026-01-15'] },
      ],
      rows: [['D-1', '1200.50', '2026-01-15']],
    };
    const pending: DataImport = {
      id: 31,
      objectName: 'deals',
      modelName: 'deals',
      connectionId: 7,
      fileName: 'public.deals',
      fileSize: 0,
      fileType: 'table',
      delimiter: null,
      encoding: null,
      scope: 'FULL',
      status: 'PENDING',
      rowCount: 2,
      columns: [],
      rows: [],
      counts: { added: 2, changed: 0, removed: 0, unchanged: 0 },
      changeSet: null,
      error: null,
      createdBy: 'Ada Admin',
      createdAt: '2026-11-24T08:00:00.000Z',
      appliedAt: null,
    };
    const GET = vi.fn(async (path: string) => {
      if (path === '/data-connections/{connectionId}') return ok(connection());
      if (path === '/data-connections/{connectionId}/tables')
        return ok({
          items: [
            { schema: 'public', name: 'deals' },
            // A CRM object named by an id (a HubSpot custom object) comes with its label.
            { schema: 'hubspot', name: '2-123456', label: 'Cars' },
          ],
        });
      if (path === '/data-connections/{connectionId}/preview') return ok(preview);
      throw new Error(`unexpected GET ${path}`);
    });
    const POST = vi.fn(async (path: string, init?: { body?: unknown }) => {
      if (path === '/objects-definitions') return ok({ ...(init!.body as object), id: 3, version: 1 }, 201);
      if (path === '/data-connections/{connectionId}/imports') return ok(pending, 201);
      if (path === '/data-imports/{importId}/apply')
        return ok({
          ...pending,
          status: 'SUCCESS',
          changeSet: { id: 5, added: 2, changed: 0, removed: 0, createdAt: '2026-11-24T08:00:00.000Z' },
        });
      throw new Error(`unexpected POST ${path}`);
    });
    await renderWith(
      sessionOf({ GET, POST }),
      <CreateFromSourcePage title="page.createRecordModel" params={{ connectorId: '7' }} />,
    );
    expect(await screen.findByText('From the connection Warehouse', {}, { timeout: 30_000 })).toBeTruthy();
    // Pick the table.
    const tableButton = await screen.findByRole('button', { name: /Table/ }, { timeout: 30_000 });
    fireEvent.click(tableButton);
    expect(await screen.findByRole('option', { name: 'Cars (hubspot.2-123456)' })).toBeTruthy();
    fireEvent.click(await screen.findByRole('option', { name: 'public.deals' }));
    const mapping = await screen.findByRole('table', { name: 'Columns and fields' }, { timeout: 30_000 });
    expect(await within(mapping).findByText('1200.50')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Create the model and preview' }));
    await waitFor(() =>
      expect(POST).toHaveBeenCalledWith('/data-connections/{connectionId}/imports', expect.anything()),
    );
    expect(POST).toHaveBeenCalledWith('/objects-definitions', {
      body: {
        machineName: 'deals',
        name: 'deals',
        keyField: 'dealId',
        fields: [
          { identifier: 'dealId', label: 'deal_id', format: 'text' },
          { identifier: 'amount', label: 'amount', format: 'number' },
          { identifier: 'closedOn', label: 'closed_on', format: 'date' },
        ],
      },
    });
    expect(POST).toHaveBeenCalledWith('/data-connections/{connectionId}/imports', {
      params: { path: { connectionId: 7 } },
      body: { schema: 'public', table: 'deals', objectName: 'deals' },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Apply 2 rows' }));
    expect(await screen.findByText('Import applied: 2 added, 0 changed, 0 removed.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See the records of deals' }).getAttribute('href')).toContain(
      '/data/record-models/deals',
    );
  });
});
