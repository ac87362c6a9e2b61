import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
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
import { TextField } from '@accrue/ui-kit/forms';
import { FormModal } from '@accrue/ui-kit/overlays';
import { Select } from '@accrue/ui-kit/select';
import remote from '../../remote';
import RecordModelsPage from './RecordModelsPage';
import type { ModelDetails, ModelPatch } from './model';

beforeAll(async () => {
  await messagesIn(remote.messages, commonMessages, 'en');
  // The model dialogs' code (the kit's form modal, select and text field, each loaded on first use)
  // took over 30 s to transform on a loaded CI machine. Load it once here, through the kit's public
  // entries, so the tests below wait for the page, not for the transform.
  const state = createAppState({ locale: 'en', persist: false });
  await act(async () => {
    render(
      <AppProviders {...state} session={serve(deals()).session} messages={remote.messages}>
        <FormModal
          title="Warm-up"
          onClose={() => {}}
          cancelLabel="Cancel"
          actionLabel="Save"
          onAction={() => {}}
        >
          <TextField label="Warm-up name" value="" onChange={() => {}} />
          <Select label="Warm-up key" options={[{ value: 'id', label: 'id' }]} value={null} />
        </FormModal>
      </AppProviders>,
    );
  });
  await screen.findByRole('button', { name: /Warm-up key/ }, { timeout: 100_000 });
  await screen.findByRole('textbox', { name: /Warm-up name/ }, { timeout: 100_000 });
  cleanup();
}, 120_000);

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const deals = (extra: Partial<ModelDetails> = {}): ModelDetails => ({
  id: 1,
  machineName: 'deal',
  name: 'Deals',
  keyField: 'id',
  fields: [
    { identifier: 'id', label: 'Deal id', format: 'text' },
    { identifier: 'amount', label: 'Amount', format: 'currency' },
    { identifier: 'closeDate', label: 'Close date', format: 'date' },
  ],
  sort: [],
  uniqueBy: [],
  version: 3,
  updatedAt: '2026-11-21T06:00:00.000Z',
  recordCount: 0,
  plans: [],
  linkedFrom: [],
  ...extra,
});

const accounts: ModelDetails = {
  ...deals(),
  id: 2,
  machineName: 'account',
  name: 'Accounts',
  keyField: 'name',
  fields: [{ identifier: 'name', label: 'Account', format: 'text' }],
};

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });

/**
 * The API behind a real SDK client (as the shell builds it), holding one model: a PATCH applies
 * the patch and moves the version on, unless `refuse` answers it first; `edit` changes the model
 * as someone else would.
 */
function serve(
  model: ModelDetails,
  options: { canModify?: boolean; refuse?: () => Response | undefined } = {},
) {
  let current = model;
  const patches: { body: ModelPatch; ifMatch: string | null }[] = [];
  const created: unknown[] = [];
  const recordQueries: URLSearchParams[] = [];
  const fetchImpl = vi.fn(async (request: Request) => {
    const url = new URL(request.url);
    if (url.pathname === '/api/objects-definitions' && request.method === 'GET')
      return json({ items: [current, accounts], total: 2 });
    if (url.pathname === '/api/objects-definitions' && request.method === 'POST') {
      const body = (await request.json()) as ModelDetails;
      created.push(body);
      return json({ ...deals(), ...body, id: 2, version: 1 }, 201);
    }
    if (url.pathname === '/api/objects-definitions/deal' && request.method === 'GET')
      return json(current, 200, { ETag: `"${current.version}"` });
    if (url.pathname === '/api/objects-definitions/deal' && request.method === 'PATCH') {
      const body = (await request.json()) as ModelPatch;
      patches.push({ body, ifMatch: request.headers.get('If-Match') });
      const refused = options.refuse?.();
      if (refused) return refused;
      current = { ...current, ...body, version: current.version + 1 };
      return json(current, 200, { ETag: `"${current.version}"` });
    }
    if (url.pathname === '/api/objects-definitions/deal/records') {
      recordQueries.push(url.searchParams);
      return json({ items: [], total: 0, totalCapped: false });
    }
    if (url.pathname === '/api/data-imports') return json({ items: [], total: 0 });
    throw new Error(`unexpected ${request.method} ${request.url}`);
  });
  const api = createAccrueClient({
    baseUrl: 'https://accrue.test',
    token: 'tok',
    fetch: fetchImpl as typeof fetch,
  });
  const session = {
    api,
    can: (permission: string) => options.canModify !== false || permission !== 'MODIFY_DATA_CONNECTORS',
    me: { user: { firstName: 'Ada' } },
    company: { currency: 'EUR' },
    subject: { role: 'ADMIN', userId: 1, featureFlags: {} },
  } as unknown as Session;
  return {
    session,
    patches,
    created,
    recordQueries,
    edit: (change: Partial<ModelDetails>) => {
      current = { ...current, ...change, version: current.version + 1 };
    },
  };
}

async function renderPage(session: Session, modelMachineName: string | null = 'deal') {
  const state = createAppState({ locale: 'en', persist: false });
  await act(async () => {
    render(
      <AppProviders {...state} session={session} messages={remote.messages}>
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <RecordModelsPage title="page.recordModel" params={modelMachineName ? { modelMachineName } : {}} />
        </QueryClientProvider>
      </AppProviders>,
    );
  });
  if (modelMachineName) await screen.findByRole('heading', { name: 'Deals', level: 1 }, { timeout: 30_000 });
  else await screen.findByRole('link', { name: 'Deals' }, { timeout: 30_000 });
}

async function openEditor() {
  fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit the record model' }, { timeout: 30_000 });
  // The kit's fields and selects load on first use.
  await within(dialog).findByRole('button', { name: /Key field/ }, { timeout: 30_000 });
  await within(dialog).findByRole('textbox', { name: /^Name/ }, { timeout: 30_000 });
  return dialog;
}

const isDisabled = (element: HTMLElement) =>
  element.hasAttribute('disabled') || element.getAttribute('aria-disabled') === 'true';

/**
 * Chooses an option of a select (by its trigger's name) inside `scope`; the trigger is awaited, as
 * a select whose options follow the fields typed above is mounted again when they change.
 */
async function choose(scope: HTMLElement, select: RegExp, option: string) {
  // As long as the other awaits here: a loaded CI machine takes seconds to mount the select again.
  fireEvent.click(await within(scope).findByRole('button', { name: select }, { timeout: 30_000 }));
  fireEvent.click(await screen.findByRole('option', { name: option }, { timeout: 30_000 }));
}

describe('creating a record model by hand', () => {
  it('creates it with its fields, key, sort rows and unique-by rows, and drops the rows of a removed field', async () => {
    const { session, created } = serve(deals());
    await renderPage(session, null);
    fireEvent.click(screen.getByRole('button', { name: 'New record model' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create a record model' }, { timeout: 30_000 });
    const type = async (scope: HTMLElement, label: RegExp, value: string) =>
      fireEvent.change(await within(scope).findByRole('textbox', { name: label }, { timeout: 30_000 }), {
        target: { value },
      });
    await type(dialog, /^Name/, 'Invoices');
    await type(dialog, /^Machine name/, 'invoice');
    expect(isDisabled(within(dialog).getByRole('button', { name: 'Add a sort row' }))).toBe(true);
    const field = (n: number) => within(dialog).getByRole('group', { name: `Field ${n}` });
    await type(field(1), /Identifier/, 'number');
    await type(field(1), /Label/, 'Invoice number');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add a field' }));
    await type(field(2), /Identifier/, 'paidOn');
    await type(field(2), /Label/, 'Paid on');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add a field' }));
    await type(field(3), /Identifier/, 'note');
    await choose(dialog, /Key field/, 'number');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add a sort row' }));
    const sortRow = await within(dialog).findByRole('group', { name: 'Sort row 1' });
    await choose(sortRow, /Field/, 'Paid on');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add a sort row' }));
    const noteRow = await within(dialog).findByRole('group', { name: 'Sort row 2' });
    await choose(noteRow, /Field/, 'note');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add a unique-by row' }));
    await within(dialog).findByRole('group', { name: 'Unique-by row 1' });
    // The third field goes, and its sort row with it.
    fireEvent.click(within(field(3)).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(within(dialog).queryByRole('group', { name: 'Sort row 2' })).toBeNull());
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));

    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]).toEqual({
      name: 'Invoices',
      machineName: 'invoice',
      keyField: 'number',
      fields: [
        { identifier: 'number', label: 'Invoice number', format: 'text' },
        { identifier: 'paidOn', label: 'Paid on', format: 'text' },
      ],
      sort: [{ fieldMachineName: 'paidOn', direction: 'ASC' }],
      uniqueBy: [{ fieldMachineName: 'number' }],
    });
  });
});

describe('editing a record model from its page', () => {
  it('offers no Edit to a user who may not change data models', async () => {
    const { session } = serve(deals(), { canModify: false });
    await renderPage(session);
    expect(screen.getAllByText('Deal id').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
  });

  it('adds sort rows only while the model has a field', async () => {
    const { session } = serve(deals({ fields: [{ identifier: 'id', label: 'Deal id', format: 'text' }] }));
    await renderPage(session);
    const dialog = await openEditor();
    const addSort = within(dialog).getByRole('button', { name: 'Add a sort row' });
    expect(isDisabled(addSort)).toBe(false);
    fireEvent.click(
      within(within(dialog).getByRole('group', { name: 'Field 1' })).getByRole('button', { name: 'Remove' }),
    );
    await waitFor(() => expect(within(dialog).queryByRole('group', { name: 'Field 1' })).toBeNull());
    expect(isDisabled(within(dialog).getByRole('button', { name: 'Add a sort row' }))).toBe(true);
    expect(isDisabled(within(dialog).getByRole('button', { name: 'Add a unique-by row' }))).toBe(true);
    expect(within(dialog).getAllByText('Add a field first.')).toHaveLength(2);
  });

  it('keeps the key while the model has records, and existing identifiers as they are', async () => {
    const { session } = serve(deals({ recordCount: 12 }));
    await renderPage(session);
    const dialog = await openEditor();
    expect(within(dialog).getByText('The key field cannot change while the model has records.')).toBeTruthy();
    expect(isDisabled(within(dialog).getByRole('button', { name: /Key field/ }))).toBe(true);
    const key = within(dialog).getByRole('group', { name: 'Field 1' });
    expect(isDisabled(within(key).getByRole('button', { name: 'Remove' }))).toBe(true);
    expect(
      within(key)
        .getByRole('textbox', { name: /Identifier/ })
        .hasAttribute('readonly'),
    ).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add a field' }));
    const added = await within(dialog).findByRole('group', { name: 'Field 4' });
    expect(
      within(added)
        .getByRole('textbox', { name: /Identifier/ })
        .hasAttribute('readonly'),
    ).toBe(false);
  });

  it("starts a new sort row ascending, its directions worded by the field's format", async () => {
    const { session } = serve(deals());
    await renderPage(session);
    const dialog = await openEditor();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add a sort row' }));
    const row = await within(dialog).findByRole('group', { name: 'Sort row 1' });
    // The first field, ascending: text reads A to Z.
    expect(within(row).getByRole('button', { name: /Field/ }).textContent).toContain('Deal id');
    expect(within(row).getByRole('button', { name: /Direction/ }).textContent).toContain('A to Z');
    await choose(row, /Field/, 'Close date');
    await waitFor(() =>
      expect(within(row).getByRole('button', { name: /Direction/ }).textContent).toContain(
        'Oldest to newest',
      ),
    );
    await choose(row, /Field/, 'Amount');
    await waitFor(() =>
      expect(within(row).getByRole('button', { name: /Direction/ }).textContent).toContain(
        'Lowest to highest',
      ),
    );
    fireEvent.click(within(row).getByRole('button', { name: /Direction/ }));
    expect(await screen.findByRole('option', { name: 'Highest to lowest' })).toBeTruthy();
  });

  it('saves only what changed, from the version read, and shows the new definition', async () => {
    const { session, patches } = serve(deals({ uniqueBy: [{ fieldMachineName: 'id' }] }));
    await renderPage(session);
    const dialog = await openEditor();
    const save = within(dialog).getByRole('button', { name: 'Save' });
    expect(isDisabled(save)).toBe(true);
    const amount = within(dialog).getByRole('group', { name: 'Field 2' });
    fireEvent.change(within(amount).getByRole('textbox', { name: /Label/ }), {
      target: { value: 'Amount (net)' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add a sort row' }));
    const first = await within(dialog).findByRole('group', { name: 'Sort row 1' });
    await choose(first, /Field/, 'Close date');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add a sort row' }));
    const second = await within(dialog).findByRole('group', { name: 'Sort row 2' });
    await choose(second, /Direction/, 'Z to A');
    // Reordered: the key first, then the close date.
    fireEvent.click(within(second).getByRole('button', { name: 'Move up' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    await screen.findByText('Record model saved.', {}, { timeout: 5000 });
    expect(patches).toEqual([
      {
        ifMatch: '"3"',
        body: {
          fields: [
            { identifier: 'id', label: 'Deal id', format: 'text' },
            { identifier: 'amount', label: 'Amount (net)', format: 'currency' },
            { identifier: 'closeDate', label: 'Close date', format: 'date' },
          ],
          sort: [
            { fieldMachineName: 'id', direction: 'DESC' },
            { fieldMachineName: 'closeDate', direction: 'ASC' },
          ],
        },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((await screen.findAllByText('Amount (net)')).length).toBeGreaterThan(0);
    expect(screen.getByText('Deal id (Z to A), Close date (Oldest to newest)')).toBeTruthy();
  });

  it('shows the links both ways, and keeps a link when another field is edited', async () => {
    const { session, patches } = serve(
      deals({
        fields: [
          { identifier: 'id', label: 'Deal id', format: 'text' },
          { identifier: 'account', label: 'Account', format: 'text', link: 'account' },
        ],
        linkedFrom: [{ machineName: 'invoice', name: 'Invoices', field: 'dealId', fieldLabel: 'Deal' }],
      }),
    );
    await renderPage(session);
    expect(screen.getByRole('link', { name: 'Invoices · Deal' }).getAttribute('href')).toBe(
      '/data/record-models/invoice',
    );
    const dialog = await openEditor();
    // (Choosing a link in the form is driven in Chromium: e2e/src/data.e2e.test.ts.)
    const id = within(dialog).getByRole('group', { name: 'Field 1' });
    fireEvent.change(within(id).getByRole('textbox', { name: /Label/ }), {
      target: { value: 'Deal number' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByText('Record model saved.', {}, { timeout: 5000 });
    expect(patches.map((patch) => patch.body)).toEqual([
      {
        fields: [
          { identifier: 'id', label: 'Deal number', format: 'text' },
          { identifier: 'account', label: 'Account', format: 'text', link: 'account' },
        ],
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const fields = screen.getByRole('table', { name: 'Fields' });
    expect(within(fields).getByRole('link', { name: 'account' }).getAttribute('href')).toBe(
      '/data/record-models/account',
    );
  });

  it('says when someone else changed the model meanwhile, and edits it afresh once reloaded', async () => {
    let stale = true;
    const server = serve(deals(), {
      refuse: () =>
        stale
          ? json({ message: 'The record was changed by someone else.', statusCode: 409 }, 409)
          : undefined,
    });
    await renderPage(server.session);
    const dialog = await openEditor();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Name/ }), {
      target: { value: 'Won deals' },
    });
    server.edit({ name: 'Deals 2026' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText(
        'Someone else changed this record model since you opened it. Reload it to see their changes, then edit again.',
      ),
    ).toBeTruthy();
    expect(server.patches[0]).toEqual({ ifMatch: '"3"', body: { name: 'Won deals' } });

    stale = false;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reload' }));
    await waitFor(() =>
      expect((within(dialog).getByRole('textbox', { name: /^Name/ }) as HTMLInputElement).value).toBe(
        'Deals 2026',
      ),
    );
    expect(within(dialog).queryByText(/Someone else changed/)).toBeNull();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Name/ }), {
      target: { value: 'Won deals' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByText('Record model saved.', {}, { timeout: 5000 });
    expect(server.patches[1]).toEqual({ ifMatch: '"4"', body: { name: 'Won deals' } });
  });

  it("shows the server's field errors on their fields, and the others in an alert", async () => {
    const { session } = serve(deals({ sort: [{ fieldMachineName: 'closeDate', direction: 'DESC' }] }), {
      refuse: () =>
        json(
          {
            message: 'fields.1.label: This field is invalid. sort.0.fieldMachineName: ...',
            statusCode: 422,
            errors: [
              { field: 'fields.1.label', message: 'This field is invalid.' },
              {
                field: 'sort.0.fieldMachineName',
                message: 'This field must be one of the following values: id',
              },
              { field: 'body', message: 'This field has unknown keys: color' },
            ],
          },
          422,
        ),
    });
    await renderPage(session);
    const dialog = await openEditor();
    fireEvent.change(
      within(within(dialog).getByRole('group', { name: 'Field 2' })).getByRole('textbox', { name: /Label/ }),
      { target: { value: 'Amount!' } },
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(within(dialog).getByRole('group', { name: 'Field 2' })).findByText(
        'This field is invalid.',
      ),
    ).toBeTruthy();
    expect(
      within(within(dialog).getByRole('group', { name: 'Sort row 1' })).getByText(
        'This field must be one of the following values: id',
      ),
    ).toBeTruthy();
    expect(within(dialog).getByText('body: This field has unknown keys: color')).toBeTruthy();
    expect(screen.queryByText('Record model saved.')).toBeNull();
  });

  it('sends the filters of the filter bar to the server, by field format, and starts at the first page', async () => {
    const server = serve(deals({ recordCount: 3 }));
    await renderPage(server.session);
    const lastFilters = () => server.recordQueries.at(-1)?.getAll('filter') ?? [];
    await waitFor(() => expect(server.recordQueries.length).toBeGreaterThan(0));
    expect(lastFilters()).toEqual([]);

    const addFilter = async (name: string) => {
      fireEvent.click(screen.getByRole('button', { name: 'Add filters' }));
      const menu = await screen.findByRole('menu', { name: 'Add filter on' });
      fireEvent.click(within(menu).getByRole('menuitem', { name }));
    };
    await addFilter('Amount');
    fireEvent.change(await screen.findByRole('textbox', { name: 'Amount: minimum' }, { timeout: 30_000 }), {
      target: { value: '500' },
    });
    await waitFor(() => expect(lastFilters()).toEqual(['amount:min:500']));
    expect(server.recordQueries.at(-1)?.get('page')).toBe('0');

    await addFilter('Close date');
    fireEvent.change(await screen.findByRole('textbox', { name: 'Close date: to' }, { timeout: 30_000 }), {
      target: { value: '2026-03-31' },
    });
    await waitFor(() => expect(lastFilters()).toEqual(['amount:min:500', 'closeDate:to:2026-03-31']));

    await addFilter('Deal id');
    fireEvent.change(await screen.findByRole('textbox', { name: 'Deal id equals' }, { timeout: 30_000 }), {
      target: { value: 'D-7' },
    });
    await waitFor(() =>
      expect(lastFilters()).toEqual(['id:eq:D-7', 'amount:min:500', 'closeDate:to:2026-03-31']),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(lastFilters()).toEqual([]));
  }, 60_000);
});
