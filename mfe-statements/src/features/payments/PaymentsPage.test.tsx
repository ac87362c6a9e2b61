import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Session } from '@accrue/remote-runtime';
import PaymentsPage from './PaymentsPage';
import type { PaymentPage, PaymentQuery, PaymentRow } from './queries';
import { loadLabelsBeforeAll, renderInRemote } from '../../test/render';

loadLabelsBeforeAll();

// A period that has not started yet (a forecast's), and two past ones, latest first as the API lists them.
const LATER = { id: '2999-01', startDate: '2999-01-01', endDate: '2999-01-31' };
const FEBRUARY = { id: '2026-02', startDate: '2026-02-01', endDate: '2026-02-28' };
const JANUARY = { id: '2026-01', startDate: '2026-01-01', endDate: '2026-01-31' };

const PLANS = [
  { id: 1, name: 'Account Executives 2026', frequency: 'month' },
  { id: 2, name: 'SDR quarterly', frequency: 'quarter' },
];

const row = (statementId: number, fullName: string, amounts: PaymentRow['amounts']): PaymentRow => ({
  statementId,
  user: { id: statementId + 100, fullName },
  plan: { id: 1, name: 'Account Executives 2026' },
  periodId: '2026-02',
  currency: 'EUR',
  amounts,
});

const PAGE: PaymentPage = {
  items: [
    row(71, 'Emma Employee', {
      achievement: '4123.50',
      hold: '1000',
      paid: '3323.50',
      adjustments: '200',
      heldBalance: '1000',
    }),
    row(72, 'Eli Employee', {
      achievement: '1000',
      hold: '0',
      paid: '1500',
      adjustments: '0',
      heldBalance: '250.25',
    }),
  ],
  totalItems: 2,
  currentPage: 0,
  pageCount: 1,
  currency: 'EUR',
  totals: {
    achievement: '5123.50',
    hold: '1000',
    paid: '4823.50',
    adjustments: '200',
    heldBalance: '1250.25',
  },
};

const EMPTY: PaymentPage = {
  ...PAGE,
  items: [],
  totalItems: 0,
  pageCount: 0,
  totals: { achievement: '0', hold: '0', paid: '0', adjustments: '0', heldBalance: '0' },
};

/** A session whose API answers from fixtures, recording what it was asked. */
function sessionWith(
  answers: Record<string, (init: { params?: { query?: unknown }; parseAs?: string }) => unknown>,
) {
  const calls: { path: string; params?: { query?: unknown } }[] = [];
  const GET = vi.fn(async (path: string, init: { params?: { query?: unknown }; parseAs?: string } = {}) => {
    calls.push({ path, params: init.params });
    const answer = answers[path]?.(init);
    const status = answer instanceof Response ? answer.status : 200;
    return status === 200
      ? { data: answer, response: new Response(null, { status }) }
      : { error: { message: 'refused' }, response: new Response(null, { status }) };
  });
  const session = {
    api: { GET },
    can: () => true,
    me: { user: { firstName: 'Fiona' } },
    subject: { role: 'FINANCE', userId: 3, featureFlags: {} },
  } as unknown as Session;
  const asked = () =>
    calls.filter((call) => call.path === '/payments').map((call) => call.params?.query as PaymentQuery);
  return { session, asked };
}

const serving = (payments: (query: PaymentQuery) => unknown) =>
  sessionWith({
    '/statements/listPeriodsThatHaveStatements': () => [LATER, FEBRUARY, JANUARY],
    '/plans': () => ({ items: PLANS, totalItems: PLANS.length, currentPage: 0, pageCount: 1 }),
    '/payments': (init) => payments(init.params!.query as PaymentQuery),
  });

function renderPage(session: Session) {
  return renderInRemote(<PaymentsPage title="page.payments" params={{}} />, session);
}

describe('the payments page', () => {
  it("opens on the latest period begun and shows each person's payments and the selection's totals", async () => {
    const { session, asked } = serving(() => PAGE);
    renderPage(session);
    const grid = await screen.findByRole('grid', { name: 'Payments of February 2026' });
    const emma = await within(grid).findByRole('link', { name: 'Emma Employee' });
    expect(emma.getAttribute('href')).toBe('/statements/71');
    expect(within(grid).getByRole('link', { name: 'Eli Employee' }).getAttribute('href')).toBe(
      '/statements/72',
    );

    const emmaRow = emma.closest('[role="row"]') as HTMLElement;
    const cells = [...emmaRow.querySelectorAll('[role="rowheader"], [role="gridcell"]')].map(
      (cell) => cell.textContent,
    );
    // Person, plan, achievement, held, adjustments, to pay, still held.
    expect(cells).toEqual([
      'Emma Employee',
      'Account Executives 2026',
      '€4,123.50',
      '€1,000',
      '€200',
      '€3,323.50',
      '€1,000',
    ]);
    for (const header of ['Person', 'Plan', 'Achievement', 'Held', 'Adjustments', 'To pay', 'Still held'])
      expect(within(grid).getByRole('columnheader', { name: header })).toBeTruthy();

    expect(screen.getByRole('heading', { name: 'Totals of the selection (2 statements)' })).toBeTruthy();
    expect(screen.getByTestId('payments-total-achievement').textContent).toBe('€5,123.50');
    expect(screen.getByTestId('payments-total-hold').textContent).toBe('€1,000');
    expect(screen.getByTestId('payments-total-adjustments').textContent).toBe('€200');
    expect(screen.getByTestId('payments-total-paid').textContent).toBe('€4,823.50');
    expect(screen.getByTestId('payments-total-heldBalance').textContent).toBe('€1,250.25');

    expect(asked()).toEqual([{ periodId: '2026-02', page: 0, limit: 25 }]);
  });

  it('asks for the chosen period, plan and name, from the first page', async () => {
    const { session, asked } = serving(() => ({ ...PAGE, totalItems: 60, pageCount: 3 }));
    renderPage(session);
    const grid = await screen.findByRole('grid', { name: 'Payments of February 2026' });
    await within(grid).findByRole('link', { name: 'Emma Employee' });
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(asked().at(-1)).toEqual({ periodId: '2026-02', page: 1, limit: 25 }));

    fireEvent.click(screen.getByRole('button', { name: /Period/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'January 2026' }));
    await waitFor(() => expect(asked().at(-1)).toEqual({ periodId: '2026-01', page: 0, limit: 25 }));
    await screen.findByRole('grid', { name: 'Payments of January 2026' });

    // Only the plans of the period's frequency: a quarterly plan has no statement of a month.
    fireEvent.click(screen.getByRole('button', { name: /Plan/ }));
    const plan = await screen.findByRole('option', { name: 'Account Executives 2026' });
    expect(screen.queryByRole('option', { name: 'SDR quarterly' })).toBeNull();
    fireEvent.click(plan);
    await waitFor(() =>
      expect(asked().at(-1)).toEqual({ periodId: '2026-01', planIds: [1], page: 0, limit: 25 }),
    );

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search a person' }), {
      target: { value: '  emm ' },
    });
    await waitFor(() =>
      expect(asked().at(-1)).toEqual({
        periodId: '2026-01',
        planIds: [1],
        search: 'emm',
        page: 0,
        limit: 25,
      }),
    );
    // Never an earlier page under a new selection.
    const filtered = asked().filter((query) => query.periodId === '2026-01');
    expect(filtered.every((query) => query.page === 0)).toBe(true);

    // Another period keeps the name searched, and starts again from every plan.
    fireEvent.click(screen.getByRole('button', { name: /Period/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'February 2026' }));
    await waitFor(() =>
      expect(asked().at(-1)).toEqual({ periodId: '2026-02', search: 'emm', page: 0, limit: 25 }),
    );
  });

  it('says so when the period has no payment, and when nothing matches the filters', async () => {
    const { session } = serving(() => EMPTY);
    renderPage(session);
    await screen.findByText('No payment for this period.');
    expect(screen.queryByRole('heading', { name: /Totals/ })).toBeNull();

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search a person' }), {
      target: { value: 'nobody' },
    });
    await screen.findByText('No payment matches these filters.');
  });

  it('exports the selection as the payroll file through the signed-in client, never a tokened link', async () => {
    const file = new Blob(['person,email\n'], { type: 'text/csv' });
    const exported: unknown[] = [];
    const { session } = sessionWith({
      '/statements/listPeriodsThatHaveStatements': () => [LATER, FEBRUARY, JANUARY],
      '/plans': () => ({ items: PLANS, totalItems: PLANS.length, currentPage: 0, pageCount: 1 }),
      '/payments': () => PAGE,
      '/payments/export': (init) => {
        exported.push(init);
        return file;
      },
    });
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:payments');
    const revoked = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderPage(session);
    const button = await screen.findByRole('button', { name: 'Export CSV' });
    await waitFor(() => expect(button).not.toHaveProperty('disabled', true));
    await within(await screen.findByRole('grid')).findByRole('link', { name: 'Emma Employee' });
    fireEvent.click(button);
    await waitFor(() => expect(clicked).toHaveBeenCalled());
    expect(exported).toEqual([{ params: { query: { periodId: '2026-02' } }, parseAs: 'blob' }]);
    expect(created).toHaveBeenCalledWith(file);
    expect((clicked.mock.instances[0] as unknown as HTMLAnchorElement).download).toBe('payments-2026-02.csv');
    for (const spy of [created, revoked, clicked]) spy.mockRestore();
  });

  it('says why the payments could not be loaded', async () => {
    const { session } = serving(() => new Response(null, { status: 500 }));
    renderPage(session);
    await screen.findByText('The payments could not be loaded: refused');
  });
});
