import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Session } from '@accrue/remote-runtime';
import { statementPageMessages } from '../../i18n/statement';
import { QueryClient } from '@tanstack/react-query';
import StatementPage from './StatementPage';
import type { StatementDetail } from './api';
import { loadLabelsBeforeAll, renderInRemote } from '../../test/render';

loadLabelsBeforeAll(statementPageMessages);

afterEach(() => {
  pageGate = null;
});

const FEBRUARY = { id: '2026-02', startDate: '2026-02-01', endDate: '2026-02-28' };

const detail = (): StatementDetail => ({
  id: 7,
  plan: { id: 1, name: 'Account Executives 2026' },
  user: { id: 7, firstName: 'Emma', lastName: 'Employee', fullName: 'Emma Employee' },
  userId: 7,
  period: FEBRUARY,
  total: '4173.5',
  currency: 'EUR',
  status: 'warning',
  calculatedAt: '2026-03-01T00:00:00.000Z',
  incomplete: false,
  rules: [
    {
      name: 'commission',
      label: 'Commission',
      type: 'LINE_PAYOUT',
      category: 'Commissions',
      format: 'currency',
      value: '4123.5',
      lines: [
        { recordKey: 'D-1', value: '4000' },
        { recordKey: 'D-2', value: '123.5' },
      ],
      kpis: [{ name: 'bookings', value: '60000' }],
    },
    {
      name: 'heldBonus',
      label: 'Bonus paid when the invoice is paid',
      type: 'HOLD_AND_RELEASE',
      category: 'Bonuses',
      format: 'currency',
      value: '600',
      lines: [{ recordKey: 'D-1', value: '600' }],
      kpis: [],
    },
  ],
  kpis: [
    { name: 'attainment', label: 'Attainment', format: 'percent', value: '1.2', highlighted: false },
    {
      name: 'bookings',
      label: 'Bookings',
      format: 'currency',
      value: '60000',
      highlighted: true,
      overwritten: { original: '59000' },
    },
  ],
  datasets: [
    {
      table: 'wonDeals',
      label: 'Won deals',
      columns: [
        { name: 'name', label: 'Name', format: 'text', calculated: false },
        // The table's user join: records name their owner by user id; the API names them.
        {
          name: 'ownerId',
          label: 'Owner',
          format: 'text',
          calculated: false,
          people: { '7': 'Emma Schultz' },
        },
        { name: 'dealCommission', label: 'Commission', format: 'currency', calculated: true },
      ],
      // The statement's read counts the rows and names those its rules' lines name, with their
      // own fields; every row, whole, comes a page at a time from the rows call (DEALS).
      rowCount: 12,
      rows: [
        { key: 'D-1', values: { name: 'Acme renewal', ownerId: '7' } },
        { key: 'D-2', values: { name: 'Globex upsell', ownerId: '7' } },
      ],
    },
  ],
  payments: {
    achievement: '4723.5',
    hold: '600',
    paid: '4123.5',
    adjustments: '50',
    heldBalance: '900',
    lines: [
      { type: 'LINE_PAYOUT', category: 'paid', rule: 'commission', amount: '4123.5' },
      {
        type: 'HOLD_AND_RELEASE',
        category: 'paid',
        rule: 'heldBonus',
        amount: '300',
        recordKey: 'D-0',
        earnedPeriodId: '2026-01',
      },
      { type: 'ADJUSTMENT', category: 'adjustments', amount: '50', label: 'Spiff' },
    ],
  },
  errors: [
    {
      level: 'warning',
      type: 'missing quota',
      message: 'No quota value for March',
      context: { rule: 'commission' },
    },
  ],
  adjustments: [
    {
      id: 3,
      statementId: 7,
      amount: '50',
      reason: 'Spiff',
      createdBy: { id: 1, fullName: 'Ada Admin' },
      createdAt: '2026-03-02T10:00:00.000Z',
      updatedAt: '2026-03-02T10:00:00.000Z',
      version: 1,
    },
  ],
  overwrites: [
    {
      id: 4,
      statementId: 7,
      kind: 'kpi',
      token: 'bookings',
      datasetId: null,
      recordKey: null,
      oldValue: '59000',
      value: '60000',
      createdBy: { id: 1, fullName: 'Ada Admin' },
      createdAt: '2026-03-02T11:00:00.000Z',
    },
  ],
});

/** The won deals as the rows call pages them: twelve, the first one's commission given by hand. */
const DEALS = [
  {
    key: 'D-1',
    values: { name: 'Acme renewal', ownerId: '7', dealCommission: '4000' },
    overwritten: ['dealCommission'],
  },
  { key: 'D-2', values: { name: 'Globex upsell', ownerId: '7', dealCommission: '123.5' } },
  ...Array.from({ length: 10 }, (_, index) => ({
    key: `D-${index + 3}`,
    values: { name: `Deal number ${index + 3}`, ownerId: '7', dealCommission: '10' },
  })),
];

/** GET …/datasets/{datasetId}/rows over DEALS: searched in the key and the name, then paged. */
function rowsPage(query: { page: number; limit: number; search?: string }) {
  const wanted = query.search?.toLowerCase();
  const matching = DEALS.filter(
    (row) =>
      !wanted || row.key.toLowerCase().includes(wanted) || row.values.name.toLowerCase().includes(wanted),
  );
  return {
    table: 'wonDeals',
    label: 'Won deals',
    columns: detail().datasets[0]!.columns,
    items: matching.slice(query.page * query.limit, (query.page + 1) * query.limit),
    totalItems: matching.length,
    currentPage: query.page,
    pageCount: Math.max(1, Math.ceil(matching.length / query.limit)),
  };
}

/** The GETs a session of sessionWith was asked: each path and what came with it. */
const getCalls = (session: Session) =>
  vi.mocked(session.api.GET).mock.calls as unknown as [string, unknown][];

/** Holds back the rows call of a page until what it returns resolves (null: answers at once). */
let pageGate: ((page: number) => Promise<void>) | null = null;

/** A session whose API answers from the fixture; `post` decides what a POST answers. */
function sessionWith(options: {
  can: boolean;
  post?: (path: string, body: unknown) => Promise<Response | object>;
}) {
  const posts: { path: string; body: unknown }[] = [];
  const GET = vi.fn(async (path: string, init?: { params?: { query?: object } }) => {
    // A page the test holds back: answered once `pageGate` resolves.
    if (path === '/statements/{statementId}/datasets/{datasetId}/rows' && pageGate)
      await pageGate((init!.params!.query as { page: number }).page);
    return {
      // The statement has no comment (threads are features/threads' tests); a focused rule's
      // explanation is features/explanations' (here: its rule alone, reading nothing).
      data: path.startsWith('/statements/{statementId}/statement-threads')
        ? { items: [] }
        : path === '/statements/{statementId}/datasets/{datasetId}/rows'
          ? rowsPage(init!.params!.query as { page: number; limit: number; search?: string })
          : path === '/statements/{statementId}/rules/{ruleId}/explanation'
            ? { statementId: 7, planVersion: 2, rule: detail().rules[0], steps: [], records: null }
            : path === '/statements/{statementId}/kpis/{kpiId}/explanation'
              ? {
                  statementId: 7,
                  planVersion: 2,
                  kpi: { name: 'bookings', label: 'Bookings', format: 'currency', value: '60000' },
                  steps: [
                    {
                      name: 'bookings',
                      kind: 'VARIABLE',
                      label: 'Bookings',
                      format: 'currency',
                      formula: 'SUM(wonDeals, amountEur)',
                      value: '60000',
                      reads: ['wonDeals'],
                      table: null,
                      rateTable: null,
                    },
                  ],
                  records: null,
                }
              : detail(),
      response: new Response(null, { status: 200 }),
    };
  });
  const POST = vi.fn(async (path: string, init: { body?: unknown } = {}) => {
    posts.push({ path, body: init.body });
    const answer = await options.post!(path, init.body);
    return answer instanceof Response
      ? { error: { message: 'Statement not found.' }, response: answer }
      : { data: answer, response: new Response(null, { status: 201 }) };
  });
  // A row left out: DELETE …/rows/{rowId} answers the edit it stored.
  const DELETE = vi.fn(
    async (path: string, init: { params?: { path?: { rowId?: string } }; body?: unknown } = {}) => {
      posts.push({ path, body: init.body });
      return {
        data: {
          rowEdit: {
            id: 21,
            statementId: 7,
            datasetId: 'wonDeals',
            recordKey: init.params?.path?.rowId ?? '',
            kind: 'exclude',
            reason: (init.body as { reason?: string } | undefined)?.reason ?? '',
            createdBy: { id: 1, fullName: 'Ada Admin' },
            createdAt: '2026-03-03T10:00:00.000Z',
          },
          calculationId: 14,
        },
        response: new Response(null, { status: 200 }),
      };
    },
  );
  const session = {
    api: { GET, POST, DELETE },
    can: () => options.can,
    me: { user: { firstName: 'Ada', lastName: 'Admin' } },
    subject: { role: options.can ? 'ADMIN' : 'EMPLOYEE', userId: 1, featureFlags: {} },
  } as unknown as Session;
  return { session, posts };
}

function renderWith(session: Session, params: Record<string, string>) {
  return renderInRemote(<StatementPage title="page.statement" params={params} />, session, new QueryClient());
}

describe('the statement page', () => {
  it('shows the header, KPIs, rules by category, payments with releases, adjustments, overwrites and datasets', async () => {
    const { session } = sessionWith({ can: false });
    renderWith(session, { id: '7' });
    await screen.findByRole('heading', { name: 'Payments', level: 2 }, { timeout: 30_000 });
    expect(screen.getByTestId('statement-total').textContent).toBe('€4,173.50');
    // The engine's warning with its type and a link to its rule.
    expect(screen.getByText('No quota value for March')).toBeTruthy();
    expect(screen.getByText('Missing quota')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Rule: Commission' }).getAttribute('href')).toBe(
      '/statements/7/rule/commission',
    );
    // KPIs: highlighted first, the overwritten one marked with what the engine computed.
    const bookings = screen.getByTestId('kpi-bookings');
    expect(bookings.textContent).toContain('€60,000');
    expect(within(bookings).getByTestId('overwritten').getAttribute('title')).toBe('Calculated: €59,000');
    // Rules grouped by category.
    expect(screen.getByRole('region', { name: 'Commissions' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Bonuses' })).toBeTruthy();
    // Payments per category, exact, and the release line with the period it was earned in.
    expect(screen.getByTestId('payment-achievement').textContent).toBe('€4,723.50');
    expect(screen.getByTestId('payment-hold').textContent).toBe('€600');
    expect(screen.getByTestId('payment-heldBalance').textContent).toBe('€900');
    expect(
      await screen.findByText('Released on Feb 28, 2026, earned in January 2026', {}, { timeout: 30_000 }),
    ).toBeTruthy();
    // The adjustment with its author; the overwrite with the value before and after.
    expect(screen.getByTestId('adjustment').textContent).toContain('€50 · Spiff · by Ada Admin');
    expect(screen.getByTestId('overwrite').textContent).toContain(
      'KPI Bookings: 59000 → 60000, by Ada Admin',
    );
    // A rep adds nothing and overwrites nothing.
    expect(screen.queryByRole('form', { name: 'Add an adjustment' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Overwrite Commission' })).toBeNull();
    // The dataset as a searchable table, its overwritten field marked.
    await waitFor(() => expect(screen.getByRole('grid', { name: 'Won deals' })).toBeTruthy(), {
      timeout: 30_000,
    });
    const table = screen.getByRole('grid', { name: 'Won deals' });
    await waitFor(() => expect(within(table).getByText('Globex upsell')).toBeTruthy());
    expect(within(table).getAllByTestId('overwritten')).toHaveLength(1);
    // The owner by name, not by the id the record holds: a page of ten rows.
    expect(within(table).getAllByText('Emma Schultz')).toHaveLength(10);
    expect(within(table).queryByText('7')).toBeNull();
  }, 30000);

  it('pages and searches each dataset on the server, keeping the page shown while the next loads', async () => {
    const { session } = sessionWith({ can: true });
    const rowCalls = () =>
      getCalls(session)
        .filter(([path]) => path === '/statements/{statementId}/datasets/{datasetId}/rows')
        .map(([, init]) => (init as { params: { path: object; query: object } }).params);
    renderWith(session, { id: '7' });
    const table = await screen.findByRole('grid', { name: 'Won deals' }, { timeout: 30_000 });
    // The first page from the rows call: rows the statement's read does not carry, with their
    // calculated fields, and the overwrite action on them.
    await waitFor(() => expect(within(table).getByText('Deal number 10')).toBeTruthy());
    expect(within(table).queryByText('Deal number 11')).toBeNull();
    expect(within(table).getByRole('button', { name: 'Overwrite Commission of D-10' })).toBeTruthy();
    expect(rowCalls()[0]).toEqual({
      path: { statementId: 7, datasetId: 'wonDeals' },
      query: { page: 0, limit: 10 },
    });
    // The next page is the server's, not a slice of rows the page already had; while it loads the
    // page shown stays.
    let release = () => {};
    pageGate = (page) =>
      page === 1 ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve();
    fireEvent.click(within(table.closest('article')!).getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(rowCalls().at(-1)?.query).toEqual({ page: 1, limit: 10 }));
    expect(within(table).getByText('Deal number 10')).toBeTruthy();
    pageGate = null;
    release();
    await waitFor(() => expect(within(table).getByText('Deal number 12')).toBeTruthy());
    expect(within(table).queryByText('Deal number 10')).toBeNull();
    expect(rowCalls().at(-1)).toEqual({
      path: { statementId: 7, datasetId: 'wonDeals' },
      query: { page: 1, limit: 10 },
    });
    // The search goes to the server too, from the first page.
    fireEvent.change(within(table.closest('article')!).getByRole('searchbox', { name: 'Search' }), {
      target: { value: 'globex' },
    });
    await waitFor(() =>
      expect(rowCalls().at(-1)).toEqual({
        path: { statementId: 7, datasetId: 'wonDeals' },
        query: { page: 0, limit: 10, search: 'globex' },
      }),
    );
    await waitFor(() => expect(within(table).queryByText('Deal number 12')).toBeNull());
    expect(within(table).getByText('Globex upsell')).toBeTruthy();
    // Never the forecast's rows on the statement page.
    expect(rowCalls().every((params) => !('forecasted' in params.query))).toBe(true);
  }, 30000);

  it('overwrites a field of a row of a later page, then reads that page of rows again', async () => {
    const { session, posts } = sessionWith({
      can: true,
      post: async () => ({
        overwrite: {
          id: 11,
          statementId: 7,
          kind: 'field',
          token: 'dealCommission',
          datasetId: 'wonDeals',
          recordKey: 'D-12',
          oldValue: '10',
          value: '55',
          createdBy: { id: 1, fullName: 'Ada Admin' },
          createdAt: '2026-03-03T10:00:00.000Z',
        },
        calculationId: 13,
      }),
    });
    const pageOneReads = () =>
      getCalls(session).filter(
        ([path, init]) =>
          path === '/statements/{statementId}/datasets/{datasetId}/rows' &&
          (init as { params: { query: { page: number } } }).params.query.page === 1,
      ).length;
    renderWith(session, { id: '7' });
    const table = await screen.findByRole('grid', { name: 'Won deals' }, { timeout: 30_000 });
    await waitFor(() => expect(within(table).getByText('Deal number 10')).toBeTruthy());
    fireEvent.click(within(table.closest('article')!).getByRole('button', { name: 'Next page' }));
    const edit = await within(table).findByRole('button', { name: 'Overwrite Commission of D-12' });
    const readsBefore = pageOneReads();
    fireEvent.click(edit);
    const dialog = await screen.findByRole('dialog', {}, { timeout: 30_000 });
    fireEvent.change(await within(dialog).findByRole('textbox', { name: /New value/ }, { timeout: 30_000 }), {
      target: { value: '55' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Overwrite' }));
    await waitFor(() =>
      expect(posts).toEqual([
        {
          path: '/statements/{statementId}/datasets/{datasetId}/overwrites',
          body: { recordKey: 'D-12', field: 'dealCommission', value: '55' },
        },
      ]),
    );
    // The page of rows shown is read again (the field then marked once recalculated).
    await waitFor(() => expect(pageOneReads()).toBeGreaterThan(readsBefore));
  }, 30000);

  it('leaves a row out of the statement with a reason, lists the edit and reads the rows again', async () => {
    const { session, posts } = sessionWith({ can: true });
    const rowReads = () =>
      getCalls(session).filter(([path]) => path === '/statements/{statementId}/datasets/{datasetId}/rows')
        .length;
    renderWith(session, { id: '7' });
    const table = await screen.findByRole('grid', { name: 'Won deals' }, { timeout: 30_000 });
    const leave = await within(table).findByRole('button', { name: 'Leave D-3 out of this statement' });
    const readsBefore = rowReads();
    fireEvent.click(leave);
    const dialog = await screen.findByRole('dialog', {}, { timeout: 30_000 });
    expect(within(dialog).getByRole('heading', { name: 'Leave D-3 out of Won deals' })).toBeTruthy();
    // A reason is required before anything is sent.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Leave out' }));
    expect(await within(dialog).findByText('This field is required.')).toBeTruthy();
    expect(posts).toEqual([]);
    fireEvent.change(await within(dialog).findByRole('textbox', { name: /Reason/ }), {
      target: { value: 'Credited to the wrong rep' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Leave out' }));
    await waitFor(() =>
      expect(posts).toEqual([
        {
          path: '/statements/{statementId}/datasets/{datasetId}/rows/{rowId}',
          body: { reason: 'Credited to the wrong rep' },
        },
      ]),
    );
    // The edit is listed with its reason and author, and can be undone; the rows are read again.
    const edit = await screen.findByTestId('row-edit');
    expect(edit.textContent).toContain('D-3 left out of Won deals: Credited to the wrong rep, by Ada Admin');
    expect(within(edit).getByRole('button', { name: 'Undo the change to D-3' })).toBeTruthy();
    await waitFor(() => expect(rowReads()).toBeGreaterThan(readsBefore));
  }, 30000);

  it('offers no row edit to a rep, and marks a record added by hand', async () => {
    const { session } = sessionWith({ can: false });
    vi.mocked(session.api.GET).mockImplementationOnce(
      async () =>
        ({
          data: {
            ...detail(),
            rowEdits: [
              {
                id: 22,
                statementId: 7,
                datasetId: 'wonDeals',
                recordKey: 'D-4',
                kind: 'include',
                reason: 'Co-sold',
                createdBy: { id: 1, fullName: 'Ada Admin' },
                createdAt: '2026-03-03T10:00:00.000Z',
              },
            ],
          },
          response: new Response(null, { status: 200 }),
        }) as never,
    );
    renderWith(session, { id: '7' });
    const table = await screen.findByRole('grid', { name: 'Won deals' }, { timeout: 30_000 });
    await waitFor(() => expect(within(table).getByText('Deal number 4')).toBeTruthy());
    expect(within(table).getAllByTestId('row-added')).toHaveLength(1);
    expect(within(table).queryByRole('button', { name: /out of this statement/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add a record to Won deals' })).toBeNull();
    expect(screen.getByTestId('row-edit').textContent).toContain('D-4 added to Won deals: Co-sold');
    expect(screen.queryByRole('button', { name: 'Undo the change to D-4' })).toBeNull();
  }, 30000);

  it('explains a KPI below the KPIs when asked, and hides it again', async () => {
    const { session } = sessionWith({ can: false });
    // The explanation is a lazy part of the page whose first transform (its vanilla-extract styles
    // compiled on first import) took over 30 s beside the other suites in CI: it is imported
    // before the page asks for it, within the test's own time, so the waits below are the page's.
    await import('../explanations/FigureExplanation');
    renderWith(session, { id: '7' });
    await screen.findByRole('grid', { name: 'Won deals' }, { timeout: 30_000 });
    const why = await screen.findByRole('button', { name: 'Explain Bookings' }, { timeout: 30_000 });
    expect(why.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(why);
    const explanation = await screen.findByRole(
      'region',
      { name: 'How this figure is calculated' },
      { timeout: 30_000 },
    );
    expect(
      await within(explanation).findByText('SUM(wonDeals, amountEur)', {}, { timeout: 30_000 }),
    ).toBeTruthy();
    expect(within(explanation).getByTestId('explained-bookings').textContent).toBe('€60,000');
    expect(vi.mocked(session.api.GET)).toHaveBeenCalledWith(
      '/statements/{statementId}/kpis/{kpiId}/explanation',
      {
        params: { path: { statementId: 7, kpiId: 'bookings' }, query: { page: 0, limit: 10 } },
      },
    );
    expect(why.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(why);
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'How this figure is calculated' })).toBeNull(),
    );
  });

  it('adds an adjustment at once with a temporary id, then keeps the saved one', async () => {
    let answer: (value: object) => void = () => undefined;
    const { session, posts } = sessionWith({
      can: true,
      post: () => new Promise<object>((resolve) => (answer = resolve)),
    });
    renderWith(session, { id: '7' });
    const form = await screen.findByRole('form', { name: 'Add an adjustment' }, { timeout: 30_000 });
    fireEvent.change(await within(form).findByLabelText('Amount (EUR)', {}, { timeout: 30_000 }), {
      target: { value: '-20.5' },
    });
    fireEvent.change(within(form).getByLabelText('Reason'), { target: { value: 'Clawback' } });
    fireEvent.submit(form);
    // Shown before the server answered, marked pending.
    await waitFor(() => expect(screen.getAllByTestId('adjustment')).toHaveLength(2));
    const pending = screen.getAllByTestId('adjustment')[1]!;
    expect(pending.getAttribute('data-pending')).toBe('true');
    expect(pending.textContent).toContain('-€20.50 · Clawback · saving…');
    expect(posts).toEqual([
      { path: '/statements_adjustments', body: { statementId: 7, amount: '-20.5', reason: 'Clawback' } },
    ]);
    answer({
      adjustment: {
        id: 9,
        statementId: 7,
        amount: '-20.5',
        reason: 'Clawback',
        createdBy: { id: 1, fullName: 'Ada Admin' },
        createdAt: '2026-03-03T10:00:00.000Z',
        updatedAt: '2026-03-03T10:00:00.000Z',
        version: 1,
      },
      calculationId: 12,
    });
    await waitFor(() =>
      expect(screen.getAllByTestId('adjustment')[1]!.getAttribute('data-pending')).toBeNull(),
    );
    expect(screen.getAllByTestId('adjustment')[1]!.textContent).toContain('by Ada Admin');
    expect(await screen.findByText('Recalculating the statement with the latest change…')).toBeTruthy();
  }, 30000);

  it('takes a refused adjustment back and says why; refuses a zero amount before sending', async () => {
    const { session, posts } = sessionWith({
      can: true,
      post: async () => new Response(null, { status: 403 }),
    });
    renderWith(session, { id: '7' });
    const form = await screen.findByRole('form', { name: 'Add an adjustment' }, { timeout: 30_000 });
    fireEvent.change(await within(form).findByLabelText('Amount (EUR)', {}, { timeout: 30_000 }), {
      target: { value: '0.00' },
    });
    fireEvent.change(within(form).getByLabelText('Reason'), { target: { value: 'Nothing' } });
    fireEvent.submit(form);
    expect(await screen.findByText('An adjustment cannot be zero.')).toBeTruthy();
    expect(posts).toEqual([]);
    fireEvent.change(within(form).getByLabelText('Amount (EUR)'), { target: { value: '10' } });
    fireEvent.submit(form);
    expect(await screen.findByText('The adjustment could not be saved: Statement not found.')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByTestId('adjustment')).toHaveLength(1));
  }, 30000);

  it('focuses one rule and one record on the rule route', async () => {
    const { session } = sessionWith({ can: false });
    renderWith(session, { id: '7', ruleId: 'commission', action: 'record', externalId: 'D-2' });
    await screen.findByRole('link', { name: 'Back to the whole statement' }, { timeout: 30_000 });
    expect(screen.getByRole('heading', { name: 'Commission', level: 3 })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Bonus paid when the invoice is paid' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Payments' })).toBeNull();
    const lines = await screen.findByRole(
      'grid',
      { name: 'Records that earned Commission' },
      { timeout: 30_000 },
    );
    await waitFor(() => expect(within(lines).getByText('D-2')).toBeTruthy());
    expect(within(lines).queryByText('D-1')).toBeNull();
    // Below it, how the rule came to its value (loaded with its own code and labels).
    expect(
      await screen.findByText('Calculated with version 2 of the plan.', {}, { timeout: 30_000 }),
    ).toBeTruthy();
  }, 30000);
});
