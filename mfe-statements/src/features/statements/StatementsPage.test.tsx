import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import {
  AppProviders,
  commonMessages,
  createAppState,
  messagesIn,
  type Session,
} from '@accrue/remote-runtime';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import remote from '../../remote';
import StatementsPage from './StatementsPage';
import StatementPage from './StatementPage';
import type { StatementDetail, UserStatement } from './api';

// The labels download before the first render: a render suspended inside act() is not replayed.
beforeAll(async () => {
  await messagesIn(remote.messages, commonMessages, 'en');
});

afterEach(cleanup);

const JANUARY = { id: '2026-01', startDate: '2026-01-01', endDate: '2026-01-31' };
const FEBRUARY = { id: '2026-02', startDate: '2026-02-01', endDate: '2026-02-28' };

const row = (id: number, fullName: string, total: string): UserStatement => ({
  id,
  plan: { id: 1, name: 'Account Executives 2026' },
  user: { id, firstName: fullName.split(' ')[0]!, lastName: fullName.split(' ')[1]!, fullName },
  period: FEBRUARY,
  total,
  currency: 'EUR',
  status: null,
  calculatedAt: '2026-03-01T00:00:00.000Z',
});

/** A session whose API answers the statements calls from fixtures, recording what it was asked. */
function sessionWith(answers: Record<string, (init: { params?: unknown }) => unknown>) {
  const calls: { path: string; params?: unknown }[] = [];
  const GET = vi.fn(async (path: string, init: { params?: unknown } = {}) => {
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
    me: { user: { firstName: 'Emma' } },
    subject: { role: 'EMPLOYEE', userId: 7, featureFlags: {} },
  } as unknown as Session;
  return { session, calls };
}

function renderWith(session: Session, page: React.ReactNode) {
  const state = createAppState({ locale: 'en', persist: false });
  return render(
    <AppProviders {...state} session={session} messages={remote.messages}>
      <QueryClientProvider client={new QueryClient()}>{page}</QueryClientProvider>
    </AppProviders>,
  );
}

describe('the statements list', () => {
  it('opens on the period asked for and lists its statements with their exact totals', async () => {
    const { session, calls } = sessionWith({
      '/statements/listPeriodsThatHaveStatements': () => [FEBRUARY, JANUARY],
      '/userStatements': () => ({
        items: [row(7, 'Emma Employee', '4123.50'), row(8, 'Eli Employee', '1000')],
        totalItems: 2,
        currentPage: 0,
        pageCount: 1,
      }),
    });
    renderWith(session, <StatementsPage title="page.statements" params={{ startDate: '2026-02-01' }} />);
    await screen.findByRole('link', { name: 'Emma Employee' }, { timeout: 10000 });
    expect(screen.getByText('€4,123.50')).toBeTruthy();
    expect(screen.getByText('€1,000')).toBeTruthy();
    const asked = calls.find((call) => call.path === '/userStatements')!;
    expect(asked.params).toMatchObject({ query: { periodId: '2026-02', page: 0, limit: 24 } });
    expect(screen.getByRole('link', { name: 'Emma Employee' }).getAttribute('href')).toBe('/statements/7');
  }, 20000);

  it("shows where each statement's review stands, and nothing for a plan without workflow", async () => {
    const { session } = sessionWith({
      '/statements/listPeriodsThatHaveStatements': () => [FEBRUARY],
      '/userStatements': () => ({
        items: [
          { ...row(7, 'Emma Employee', '4123.50'), reviewStatus: 'underReview' },
          { ...row(8, 'Eli Employee', '1000'), reviewStatus: 'reviewed' },
          { ...row(9, 'Eva Employee', '10'), reviewStatus: null },
        ],
        totalItems: 3,
        currentPage: 0,
        pageCount: 1,
      }),
    });
    renderWith(session, <StatementsPage title="page.statements" params={{ startDate: '2026-02-01' }} />);
    const grid = await screen.findByRole('grid', { name: 'Statements of February 2026' }, { timeout: 10000 });
    await within(grid).findByRole('link', { name: 'Emma Employee' });
    expect(within(grid).getByRole('columnheader', { name: 'Review' })).toBeTruthy();
    const reviewOf = (name: string) => {
      const cells = within(grid)
        .getByRole('link', { name })
        .closest('[role="row"]')!
        .querySelectorAll('[role="gridcell"]');
      return cells[cells.length - 1]!.textContent;
    };
    expect(reviewOf('Emma Employee')).toBe('Under review');
    expect(reviewOf('Eli Employee')).toBe('Reviewed');
    expect(reviewOf('Eva Employee')).toBe('');
  }, 20000);

  it('says so when no statement was calculated', async () => {
    const { session } = sessionWith({ '/statements/listPeriodsThatHaveStatements': () => [] });
    renderWith(session, <StatementsPage title="page.statements" params={{}} />);
    await screen.findByText('No statement has been calculated yet.', {}, { timeout: 10000 });
  });
});

describe('the statement page', () => {
  const detail: StatementDetail = {
    ...row(7, 'Emma Employee', '4123.50'),
    userId: 7,
    incomplete: false,
    rules: [
      {
        name: 'commission',
        label: 'Commission on won deals',
        type: 'PAYOUT',
        category: 'Commissions',
        format: 'currency',
        value: '4123.50',
        lines: [{ recordKey: 'D-1', value: '4123.50' }],
        kpis: [],
      },
    ],
    kpis: [],
    datasets: [
      {
        table: 'won',
        label: 'Won deals',
        columns: [{ name: 'name', label: 'Deal', format: 'text', calculated: false }],
        rows: [{ key: 'D-1', values: { name: 'Acme renewal' } }],
      },
    ],
    payments: null,
    errors: [],
    adjustments: [],
    overwrites: [],
  };

  it('shows who, the plan, the period, the total and the deals behind each rule', async () => {
    const { session } = sessionWith({ '/statements/{statementId}': () => detail });
    renderWith(session, <StatementPage title="page.statement" params={{ id: '7' }} />);
    await screen.findByRole('heading', { name: 'Commission on won deals', level: 3 }, { timeout: 10000 });
    expect(screen.getByTestId('statement-total').textContent).toBe('€4,123.50');
    expect(screen.getAllByText('February 2026').length).toBeGreaterThan(0);
    await waitFor(() => expect(screen.getAllByText('Acme renewal').length).toBeGreaterThan(0));
  });

  it('says "not allowed" on a 403 and "not found" on a 404', async () => {
    const refused = sessionWith({ '/statements/{statementId}': () => new Response(null, { status: 403 }) });
    renderWith(refused.session, <StatementPage title="page.statement" params={{ id: '8' }} />);
    await screen.findByText('You are not allowed to see this statement.', {}, { timeout: 10000 });
    cleanup();
    const missing = sessionWith({ '/statements/{statementId}': () => new Response(null, { status: 404 }) });
    renderWith(missing.session, <StatementPage title="page.statement" params={{ id: '9' }} />);
    await screen.findByText('Statement not found.', {}, { timeout: 10000 });
  });
});
