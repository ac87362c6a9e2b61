import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createAccrueClient } from '@accrue/sdk';
import {
  AppProviders,
  commonMessages,
  createAppState,
  messagesIn,
  type Session,
} from '@accrue/remote-runtime';
import { DateRangePicker, EMPTY_DATE_RANGE } from '@accrue/ui-kit/dates';
import remote from '../../remote';
import AuditPage from './AuditPage';
import type { AuditEvent } from './model';

// jsdom has no object URLs: the download is observed through them and the link's click.
const objectUrls = {
  createObjectURL: vi.fn<(file: Blob) => string>(() => 'blob:audit'),
  revokeObjectURL: vi.fn(),
};
Object.assign(URL, objectUrls);

beforeAll(async () => {
  await messagesIn(remote.messages, commonMessages, 'en');
  // The days picker's code (react-aria's date fields, calendar and popover) loads on first use;
  // transforming it took over 30 s on a loaded CI machine. Load it once here, through the kit's
  // public entry, so the test below waits for the page, not for the transform.
  const state = createAppState({ locale: 'en', persist: false });
  await act(async () => {
    render(
      <AppProviders {...state} session={serve([]).session} messages={remote.messages}>
        <DateRangePicker label="Warm-up" value={EMPTY_DATE_RANGE} onChange={() => {}} />
      </AppProviders>,
    );
  });
  await screen.findByRole('group', { name: 'Warm-up' }, { timeout: 100_000 });
  cleanup();
}, 120_000);

beforeEach(() => {
  objectUrls.createObjectURL.mockClear();
  objectUrls.revokeObjectURL.mockClear();
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const TOKEN = 'tok-secret';
const ada = { id: 3, fullName: 'Ada Admin' };

const event = (id: number, fields: Partial<AuditEvent>): AuditEvent => ({
  id,
  occurredAt: '2026-11-21T06:00:00.000Z',
  area: 'plans',
  action: 'plan.created',
  actor: ada,
  impersonatedBy: null,
  apiKey: null,
  target: { type: 'plan', id: '7', label: 'Sales 2026' },
  details: null,
  ...fields,
});

const EVENTS: AuditEvent[] = [
  event(1, {
    area: 'data',
    action: 'import.applied',
    target: { type: 'recordModel', id: 'deal', label: 'Deals' },
    details: { rows: 338, added: 12, changed: 3, removed: 0 },
  }),
  event(2, {
    action: 'plan.updated',
    impersonatedBy: { id: 9, fullName: 'Sam Support' },
    details: { fields: ['name', 'currency'] },
  }),
  event(3, {
    area: 'data',
    action: 'records.pushed',
    actor: null,
    apiKey: { id: 4, name: 'CRM sync' },
    target: { type: 'recordModel', id: 'deal', label: 'Deals' },
  }),
  event(4, {
    area: 'statements',
    action: 'adjustment.created',
    target: { type: 'statement', id: '55', label: 'Bob · November 2026' },
    details: { amount: '150.5', currency: 'EUR' },
  }),
  event(5, {
    area: 'settings',
    // An action newer than this page (the contract says new ones may come).
    action: 'quota.changed' as AuditEvent['action'],
    target: { type: 'company', id: '1', label: 'Acme' },
  }),
];

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * The API behind a real SDK client (as the shell builds it, with a bearer token), so what the page
 * sends (query, Authorization header) is what the browser would send.
 */
function serve(items: AuditEvent[], totalItems = items.length, exportAnswer?: () => Response) {
  const requests: Request[] = [];
  const fetchImpl = vi.fn(async (request: Request) => {
    requests.push(request);
    const url = new URL(request.url);
    if (url.pathname === '/api/audit-events') {
      const page = Number(url.searchParams.get('page'));
      return json({ items, totalItems, currentPage: page, pageCount: Math.ceil(totalItems / 25) });
    }
    if (url.pathname === '/api/audit-events/export')
      return (
        exportAnswer?.() ?? new Response('occurredAt,area\n', { headers: { 'content-type': 'text/csv' } })
      );
    throw new Error(`unexpected ${request.method} ${request.url}`);
  });
  const api = createAccrueClient({
    baseUrl: 'https://accrue.test',
    token: TOKEN,
    fetch: fetchImpl as typeof fetch,
  });
  const session = {
    api,
    can: () => true,
    me: { user: { firstName: 'Ada' } },
    subject: { role: 'ADMIN', userId: 3, featureFlags: {} },
  } as unknown as Session;
  const lists = () =>
    requests.map((r) => new URL(r.url)).filter((url) => url.pathname === '/api/audit-events');
  return { session, requests, lists };
}

async function renderPage(session: Session) {
  const state = createAppState({ locale: 'en', persist: false });
  await act(async () => {
    render(
      <AppProviders {...state} session={session} messages={remote.messages}>
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <AuditPage title="page.audit" params={{}} />
        </QueryClientProvider>
      </AppProviders>,
    );
  });
  return screen.findByRole('grid', { name: 'Audit log' }, { timeout: 30_000 });
}

describe('the audit page', () => {
  it('shows who changed what, with the action in words, a link to the target and a summary', async () => {
    const { session, lists } = serve(EVENTS);
    const grid = await renderPage(session);
    const imported = (await within(grid).findByText('Imported a file')).closest(
      '[role="row"]',
    ) as HTMLElement;
    expect(within(imported).getByRole('button', { name: /Ada Admin/ })).toBeTruthy();
    expect(within(imported).getByText('Data')).toBeTruthy();
    expect(within(imported).getByRole('link', { name: 'Deals' }).getAttribute('href')).toBe(
      '/data/record-models/deal',
    );
    expect(within(imported).getByText('338 rows: 12 added, 3 changed, 0 removed')).toBeTruthy();

    const changed = within(grid).getByText('Changed the plan').closest('[role="row"]') as HTMLElement;
    expect(within(changed).getByText(/\(impersonated by Sam Support\)/)).toBeTruthy();
    expect(within(changed).getByRole('link', { name: 'Sales 2026' }).getAttribute('href')).toBe('/plans/7');
    expect(within(changed).getByText('name, currency')).toBeTruthy();

    const pushed = within(grid)
      .getByText('Pushed records through the API')
      .closest('[role="row"]') as HTMLElement;
    expect(within(pushed).getByText('via API key CRM sync')).toBeTruthy();

    const adjusted = within(grid).getByText('Added an adjustment').closest('[role="row"]') as HTMLElement;
    expect(within(adjusted).getByRole('link', { name: 'Bob · November 2026' }).getAttribute('href')).toBe(
      '/statements/55',
    );
    expect(within(adjusted).getByText('€150.50')).toBeTruthy();

    // An action this page does not know yet shows its code; a company has no page to link to.
    const unknown = within(grid).getByText('quota.changed').closest('[role="row"]') as HTMLElement;
    expect(within(unknown).queryByRole('link')).toBeNull();
    expect(within(unknown).getByText('Acme')).toBeTruthy();

    expect(lists()[0]!.searchParams.get('page')).toBe('0');
    expect(lists()[0]!.searchParams.get('limit')).toBe('25');
  });

  it('asks the first page of the chosen area, from whichever page was shown', async () => {
    const { session, lists } = serve(EVENTS, 60);
    const grid = await renderPage(session);
    await within(grid).findByText('Imported a file');
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(lists().at(-1)!.searchParams.get('page')).toBe('1'));

    fireEvent.click(screen.getByRole('button', { name: /Area/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Statements' }));
    await waitFor(() => expect(lists().at(-1)!.searchParams.get('area')).toBe('statements'));
    // Never the old page under the new filter.
    const withArea = lists().filter((url) => url.searchParams.has('area'));
    expect(withArea.map((url) => url.searchParams.get('page'))).toEqual(['0']);
  });

  it('loads the days picker only when asked for', async () => {
    const { session } = serve(EVENTS);
    const grid = await renderPage(session);
    await within(grid).findByText('Imported a file');
    expect(screen.queryByRole('group', { name: 'Days' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Filter by days' }));
    const days = await screen.findByRole('group', { name: 'Days' }, { timeout: 30_000 });
    expect(screen.queryByRole('button', { name: 'Filter by days' })).toBeNull();
    // The focus goes on to the field the button asked for (the button itself is gone).
    await waitFor(() => expect(days.contains(document.activeElement)).toBe(true));
  });

  it("keeps one person's changes when their name is pressed", async () => {
    const { session, lists } = serve(EVENTS);
    const grid = await renderPage(session);
    const imported = (await within(grid).findByText('Imported a file')).closest(
      '[role="row"]',
    ) as HTMLElement;
    fireEvent.click(within(imported).getByRole('button', { name: /Ada Admin/ }));
    await waitFor(() => expect(lists().at(-1)!.searchParams.get('actorUserId')).toBe('3'));
    expect(screen.getByText('Changes by Ada Admin')).toBeTruthy();
  });

  it('exports the log with the bearer token in the header, never in the address, and downloads it', async () => {
    const { session, requests } = serve(EVENTS);
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    await renderPage(session);
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));

    await waitFor(() => expect(clicked).toHaveLength(1));
    const exported = requests.find((r) => new URL(r.url).pathname === '/api/audit-events/export')!;
    expect(exported.headers.get('authorization')).toBe(`Bearer ${TOKEN}`);
    expect(exported.url).not.toContain(TOKEN);
    expect(clicked[0]!.getAttribute('download')).toBe(`audit-${new Date().toISOString().slice(0, 10)}.csv`);
    expect(clicked[0]!.getAttribute('href')).toBe('blob:audit');
    const file = objectUrls.createObjectURL.mock.calls[0]![0];
    expect(await file.text()).toBe('occurredAt,area\n');
    await waitFor(() => expect(objectUrls.revokeObjectURL).toHaveBeenCalledWith('blob:audit'));
  });

  it('says why an export failed', async () => {
    const { session } = serve(EVENTS, EVENTS.length, () =>
      json({ message: 'Too many events', statusCode: 422 }, 422),
    );
    await renderPage(session);
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('The export failed: Too many events')).toBeTruthy();
  });

  it('says when nothing was recorded yet', async () => {
    const { session } = serve([]);
    const grid = await renderPage(session);
    expect(await within(grid).findByText('No changes recorded yet')).toBeTruthy();
  });
});
