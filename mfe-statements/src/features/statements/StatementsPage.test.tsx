import { describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Session } from '@accrue/remote-runtime';
import { reviewMessages } from '../../i18n/reviews';
import { statementPageMessages } from '../../i18n/statement';
import { QueryClient } from '@tanstack/react-query';
import StatementsPage from './StatementsPage';
import StatementPage from './StatementPage';
import type { StatementDetail, UserStatement } from './api';
import { loadLabelsBeforeAll, renderInRemote } from '../../test/render';

loadLabelsBeforeAll(reviewMessages, statementPageMessages);

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

type Answer = (init: { params?: unknown; body?: unknown }) => unknown;

/**
 * A session whose API answers the statements calls from fixtures (a POST's answer may be a promise),
 * recording what it was asked; it holds every permission but those `denied`.
 */
function sessionWith(
  answers: Record<string, Answer>,
  { posts = {}, denied = [] }: { posts?: Record<string, Answer>; denied?: string[] } = {},
) {
  const calls: { path: string; params?: unknown }[] = [];
  const sent: { path: string; body?: unknown }[] = [];
  const GET = vi.fn(async (path: string, init: { params?: unknown } = {}) => {
    calls.push({ path, params: init.params });
    const answer = answers[path]?.(init);
    const status = answer instanceof Response ? answer.status : 200;
    return status === 200
      ? { data: answer, response: new Response(null, { status }) }
      : { error: { message: 'refused' }, response: new Response(null, { status }) };
  });
  const POST = vi.fn(async (path: string, init: { params?: unknown; body?: unknown } = {}) => {
    sent.push({ path, body: init.body });
    const answer = await posts[path]?.(init);
    return answer instanceof Response
      ? { error: await answer.json(), response: answer }
      : { data: answer, response: new Response(null, { status: 200 }) };
  });
  const session = {
    api: { GET, POST },
    can: (permission: string) => !denied.includes(permission),
    me: { user: { firstName: 'Emma' } },
    subject: { role: 'EMPLOYEE', userId: 7, featureFlags: {} },
  } as unknown as Session;
  return { session, calls, sent };
}

function renderWith(session: Session, page: React.ReactNode) {
  return renderInRemote(page, session, new QueryClient());
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
    await screen.findByRole('link', { name: 'Emma Employee' }, { timeout: 30_000 });
    expect(screen.getByText('€4,123.50')).toBeTruthy();
    expect(screen.getByText('€1,000')).toBeTruthy();
    const asked = calls.find((call) => call.path === '/userStatements')!;
    expect(asked.params).toMatchObject({ query: { periodId: '2026-02', page: 0, limit: 24 } });
    expect(screen.getByRole('link', { name: 'Emma Employee' }).getAttribute('href')).toBe('/statements/7');
  }, 60_000);

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
    const grid = await screen.findByRole(
      'grid',
      { name: 'Statements of February 2026' },
      { timeout: 30_000 },
    );
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
  }, 60_000);

  it('asks only the statements of the status chosen, from the first page, keeping the search', async () => {
    const { session, calls } = sessionWith({
      '/statements/listPeriodsThatHaveStatements': () => [FEBRUARY, JANUARY],
      '/userStatements': () => ({
        items: [row(7, 'Emma Employee', '4123.50')],
        totalItems: 60,
        currentPage: 0,
        pageCount: 3,
      }),
    });
    const asked = () =>
      calls
        .filter((call) => call.path === '/userStatements')
        .map((call) => (call.params as { query: Record<string, unknown> }).query);
    renderWith(session, <StatementsPage title="page.statements" params={{ startDate: '2026-02-01' }} />);
    const grid = await screen.findByRole(
      'grid',
      { name: 'Statements of February 2026' },
      { timeout: 30_000 },
    );
    await within(grid).findByRole('link', { name: 'Emma Employee' });
    expect(asked().every((query) => !('statementStatus' in query))).toBe(true);

    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'emm' } });
    await waitFor(() => expect(asked().at(-1)).toMatchObject({ search: 'emm', page: 0 }));
    // The pager takes a click once the searched page has arrived (a busy machine answers late).
    await waitFor(() => expect(document.querySelector('[aria-busy="true"]')).toBeNull());
    await within(grid).findByRole('link', { name: 'Emma Employee' });
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(asked().at(-1)).toMatchObject({ search: 'emm', page: 1 }));

    fireEvent.click(screen.getByRole('button', { name: /Status/ }));
    expect(await screen.findByRole('option', { name: 'All statements' })).toBeTruthy();
    for (const label of ['Errors', 'Warnings', 'Unreviewed', 'Under review'])
      expect(screen.getByRole('option', { name: label })).toBeTruthy();
    fireEvent.click(screen.getByRole('option', { name: 'Reviewed' }));
    await waitFor(() =>
      expect(asked().at(-1)).toEqual({
        periodId: '2026-02',
        page: 0,
        limit: 24,
        desc: false,
        search: 'emm',
        statementStatus: 'reviewed',
      }),
    );
    // Never the page the previous status was on.
    const reviewed = asked().filter((query) => query.statementStatus === 'reviewed');
    expect(reviewed.every((query) => query.page === 0)).toBe(true);
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('emm');

    // "All statements" asks without the parameter again.
    fireEvent.click(screen.getByRole('button', { name: /Status/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'All statements' }));
    await waitFor(() =>
      expect(asked().at(-1)).toEqual({ periodId: '2026-02', page: 0, limit: 24, desc: false, search: 'emm' }),
    );
  }, 60_000);

  describe('the reviews not started yet', () => {
    const PLANS = [
      { id: 1, name: 'Account Executives 2026' },
      { id: 2, name: 'SDR 2026' },
    ];
    const NOTICE = 'Reviews have not started for Account Executives 2026 and SDR 2026 in February 2026.';
    /** The period's statements: no review before the campaign starts, unreviewed after. */
    const statements = (started: () => boolean) => () => ({
      items: [{ ...row(7, 'Emma Employee', '4123.50'), reviewStatus: started() ? 'unreviewed' : null }],
      totalItems: 1,
      currentPage: 0,
      pageCount: 1,
    });

    it("offers an admin to start the period's plans' reviews, then lists their statements unreviewed", async () => {
      let started = false;
      let answer: (value: object) => void = () => undefined;
      const { session, calls, sent } = sessionWith(
        {
          '/statements/listPeriodsThatHaveStatements': () => [FEBRUARY, JANUARY],
          '/userStatements': statements(() => started),
          '/workflow-campaigns/to-start-for-period': () => ({ items: started ? [] : PLANS }),
        },
        {
          posts: {
            '/workflow-campaigns/start-for-plans-period': () =>
              new Promise<object>((resolve) => (answer = resolve)),
          },
        },
      );
      renderWith(session, <StatementsPage title="page.statements" params={{ startDate: '2026-02-01' }} />);
      const notice = (await screen.findByText(NOTICE, {}, { timeout: 30_000 })).closest('[role="status"]')!;
      expect(calls.find((call) => call.path === '/workflow-campaigns/to-start-for-period')!.params).toEqual({
        query: { periodId: '2026-02' },
      });
      const grid = screen.getByRole('grid', { name: 'Statements of February 2026' });
      await within(grid).findByRole('link', { name: 'Emma Employee' });
      expect(within(grid).queryByText('Unreviewed')).toBeNull();

      const button = within(notice as HTMLElement).getByRole('button', { name: 'Start reviews' });
      fireEvent.click(button);
      await waitFor(() => expect(sent).toHaveLength(1));
      expect(sent[0]).toEqual({
        path: '/workflow-campaigns/start-for-plans-period',
        body: { periodId: '2026-02', planIds: [1, 2] },
      });
      // No second start while the first runs.
      await waitFor(() => expect(button.hasAttribute('disabled')).toBe(true));

      started = true;
      answer({ startedCount: 2 });
      // The answer, the snackbar and the list read again each take a render: seconds on a busy machine.
      const slow = { timeout: 15_000 };
      expect(await screen.findByText('Reviews started for 2 plans.', {}, slow)).toBeTruthy();
      const reread = await screen.findByRole('grid', { name: 'Statements of February 2026' }, slow);
      expect(await within(reread).findByText('Unreviewed', {}, slow)).toBeTruthy();
      await waitFor(() => expect(screen.queryByText(NOTICE)).toBeNull());
    }, 60_000);

    it('says why the reviews could not be started', async () => {
      const { session } = sessionWith(
        {
          '/statements/listPeriodsThatHaveStatements': () => [FEBRUARY],
          '/userStatements': statements(() => false),
          '/workflow-campaigns/to-start-for-period': () => ({ items: PLANS.slice(0, 1) }),
        },
        {
          posts: {
            '/workflow-campaigns/start-for-plans-period': () =>
              new Response(JSON.stringify({ message: 'The period is closed.' }), { status: 409 }),
          },
        },
      );
      renderWith(session, <StatementsPage title="page.statements" params={{ startDate: '2026-02-01' }} />);
      await screen.findByText(
        'Reviews have not started for Account Executives 2026 in February 2026.',
        {},
        { timeout: 30_000 },
      );
      fireEvent.click(screen.getByRole('button', { name: 'Start reviews' }));
      expect(await screen.findByText('Reviews could not be started: The period is closed.')).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Start reviews' }).hasAttribute('disabled')).toBe(false);
    }, 60_000);

    it('offers nothing to whoever may not launch review campaigns', async () => {
      const { session, calls } = sessionWith(
        {
          '/statements/listPeriodsThatHaveStatements': () => [FEBRUARY],
          '/userStatements': statements(() => false),
          '/workflow-campaigns/to-start-for-period': () => ({ items: PLANS }),
        },
        { denied: ['LAUNCH_WORKFLOW_CAMPAIGN'] },
      );
      renderWith(session, <StatementsPage title="page.statements" params={{ startDate: '2026-02-01' }} />);
      await screen.findByRole('link', { name: 'Emma Employee' }, { timeout: 30_000 });
      expect(screen.queryByText(NOTICE)).toBeNull();
      expect(screen.queryByRole('button', { name: 'Start reviews' })).toBeNull();
      expect(calls.some((call) => call.path === '/workflow-campaigns/to-start-for-period')).toBe(false);
    }, 60_000);
  });

  it('says so when no statement was calculated', async () => {
    const { session } = sessionWith({ '/statements/listPeriodsThatHaveStatements': () => [] });
    renderWith(session, <StatementsPage title="page.statements" params={{}} />);
    await screen.findByText('No statement has been calculated yet.', {}, { timeout: 30_000 });
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
        rowCount: 1,
        rows: [{ key: 'D-1', values: { name: 'Acme renewal' } }],
      },
    ],
    payments: null,
    errors: [],
    adjustments: [],
    overwrites: [],
  };

  it('shows who, the plan, the period, the total and the deals behind each rule', async () => {
    const { session } = sessionWith({
      '/statements/{statementId}': () => detail,
      '/statements/{statementId}/statement-threads': () => ({ items: [] }),
    });
    renderWith(session, <StatementPage title="page.statement" params={{ id: '7' }} />);
    await screen.findByRole('heading', { name: 'Commission on won deals', level: 3 }, { timeout: 30_000 });
    expect(screen.getByTestId('statement-total').textContent).toBe('€4,123.50');
    expect(screen.getAllByText('February 2026').length).toBeGreaterThan(0);
    await waitFor(() => expect(screen.getAllByText('Acme renewal').length).toBeGreaterThan(0));
  });

  it('says "not allowed" on a 403 and "not found" on a 404', async () => {
    const refused = sessionWith({ '/statements/{statementId}': () => new Response(null, { status: 403 }) });
    renderWith(refused.session, <StatementPage title="page.statement" params={{ id: '8' }} />);
    await screen.findByText('You are not allowed to see this statement.', {}, { timeout: 30_000 });
    cleanup();
    const missing = sessionWith({ '/statements/{statementId}': () => new Response(null, { status: 404 }) });
    renderWith(missing.session, <StatementPage title="page.statement" params={{ id: '9' }} />);
    await screen.findByText('Statement not found.', {}, { timeout: 30_000 });
  });
});
