import { beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Session } from '@accrue/remote-runtime';
import { reviewMessages } from '../../i18n/reviews';
import StatementReviewsPage from './StatementReviewsPage';
import type { BulkReviewResult, StatementToReview } from './queries';
import { loadLabelsBeforeAll, renderInRemote } from '../../test/render';

loadLabelsBeforeAll(reviewMessages);

beforeAll(async () => {
  // The kit's dialog is lazy: loaded here, the reset's confirmation opens at once. Loaded on the
  // first press, it took over 30 s beside the other suites in CI (the dialog "never opened").
  await import('../../../../ui-kit/src/components/Modal/Modal');
});

const FEBRUARY = { id: '2026-02', startDate: '2026-02-01', endDate: '2026-02-28' };
const Q1 = { id: '2026-Q1', startDate: '2026-01-01', endDate: '2026-03-31' };
const AE = { id: 1, name: 'Account Executives 2026' };
const SDR = { id: 2, name: 'SDR quarterly' };

const toReview = (
  statementId: number,
  fullName: string,
  overrides: Partial<StatementToReview> = {},
): StatementToReview => ({
  statementId,
  plan: AE,
  user: {
    id: statementId + 100,
    firstName: fullName.split(' ')[0]!,
    lastName: fullName.split(' ')[1]!,
    fullName,
  },
  period: FEBRUARY,
  total: '4123.50',
  currency: 'EUR',
  status: 'underReview',
  stepName: 'Finance sign-off',
  stepNumber: 2,
  stepCount: 3,
  viewerAction: 'NEXT',
  ...overrides,
});

const EMMA = toReview(71, 'Emma Employee');
const ELI = toReview(72, 'Eli Employee', { total: '1000', currency: 'USD', viewerAction: 'FORCE' });
const SAM = toReview(73, 'Sam Seller', {
  plan: SDR,
  period: Q1,
  total: null,
  status: 'unreviewed',
  stepName: 'Manager approval',
  stepNumber: 1,
  stepCount: 2,
});

type Query = { planId?: number; periodId?: string; limit?: number };

/**
 * A session whose API lists, as GET /statements-review does, the statements of `awaiting()` that
 * match the query (at most `limit`, `totalItems` counting them all, or `total` when given), and
 * answers the bulk review with `reviews`, recording the list's queries and what was posted.
 */
function sessionWith(options: {
  awaiting: () => StatementToReview[];
  reviews?: (body: { statementIds: number[]; action: string }) => BulkReviewResult | Response;
  canReview?: boolean;
  canForce?: boolean;
  periods?: (typeof FEBRUARY)[];
  total?: number;
}) {
  const asked: Query[] = [];
  const posts: { path: string; params: unknown; body: unknown }[] = [];
  const ok = (data: unknown) => ({ data, response: new Response(null, { status: 200 }) });
  const GET = vi.fn(async (path: string, init: { params?: { query?: Query } } = {}) => {
    // February is the current period (the first listed, as none contains today).
    if (path === '/statements/listPeriodsThatHaveStatements') return ok(options.periods ?? [FEBRUARY, Q1]);
    if (path === '/statements-review') {
      const query = init.params!.query!;
      asked.push(query);
      const matching = options
        .awaiting()
        .filter(
          (item) =>
            (query.planId === undefined || item.plan.id === query.planId) &&
            (query.periodId === undefined || item.period.id === query.periodId),
        );
      return ok({ items: matching.slice(0, query.limit), totalItems: options.total ?? matching.length });
    }
    throw new Error(`unexpected GET ${path}`);
  });
  const POST = vi.fn(async (path: string, init: { params?: unknown; body?: unknown } = {}) => {
    posts.push({ path, params: init.params, body: init.body });
    const answer = options.reviews!(init.body as { statementIds: number[]; action: string });
    return answer instanceof Response ? { error: await answer.json(), response: answer } : ok(answer);
  });
  const session = {
    api: { GET, POST },
    can: (permission: string) =>
      permission === 'REVIEW_STATEMENTS'
        ? options.canReview !== false
        : permission !== 'FORCE_REVIEW_STATEMENTS' || options.canForce !== false,
    me: { user: { firstName: 'Fiona', lastName: 'Finance' } },
    subject: { role: 'FINANCE', userId: 12, featureFlags: {} },
  } as unknown as Session;
  /** The lists asked for (not the count of every period's, asked with limit 1). */
  const listed = () => asked.filter((query) => query.limit !== 1);
  return { session, asked, listed, posts };
}

function renderPage(session: Session) {
  return renderInRemote(<StatementReviewsPage title="page.statementsReviews" params={{}} />, session);
}

const grid = () => screen.findByRole('grid', { name: 'Statements to review' });
const rowOf = (table: HTMLElement, name: string) =>
  within(table).getByRole('link', { name }).closest('[role="row"]') as HTMLElement;
const cellsOf = (row: HTMLElement) =>
  [...row.querySelectorAll('[role="rowheader"], [role="gridcell"]')].map((cell) => cell.textContent);

describe('the statements to review', () => {
  it('lists what awaits the viewer in the current period, each opening its statement, and says how many more await elsewhere', async () => {
    const { session, asked } = sessionWith({ awaiting: () => [EMMA, ELI, SAM] });
    renderPage(session);
    expect(await screen.findByRole('heading', { name: 'Statements to review' })).toBeTruthy();
    const table = await grid();
    await within(table).findByRole('link', { name: 'Emma Employee' });
    expect(rowOf(table, 'Emma Employee').querySelector('a')!.getAttribute('href')).toBe('/statements/71');
    // The first cell is the row's selection box.
    expect(cellsOf(rowOf(table, 'Emma Employee')).slice(1)).toEqual([
      'Emma Employee',
      'Account Executives 2026',
      'February 2026',
      '€4,123.50',
      '2 of 3 · Finance sign-off',
    ]);
    expect(cellsOf(rowOf(table, 'Eli Employee')).slice(1)).toContain('$1,000');
    expect(within(table).queryByRole('link', { name: 'Sam Seller' })).toBeNull();
    // Nothing was asked before the period was known; then the period's list and every period's count.
    expect(asked[0]).toEqual({ periodId: '2026-02', limit: 100 });
    expect(asked).toContainEqual({ limit: 1 });

    expect(await screen.findByText('1 more statement awaits your review in other periods.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show all periods' }));
    await waitFor(() => expect(asked.at(-1)).toEqual({ limit: 100 }));
    const sam = await within(table).findByRole('link', { name: 'Sam Seller' });
    expect(sam.getAttribute('href')).toBe('/statements/73');
    expect(cellsOf(rowOf(table, 'Sam Seller')).slice(1)).toEqual([
      'Sam Seller',
      'SDR quarterly',
      'Q1 2026',
      '—',
      '1 of 2 · Manager approval',
    ]);
    expect(screen.queryByText(/await your review in other periods/)).toBeNull();
  });

  it('reviews the selected statements at once, says how many went through and why the others did not, then reads the list again', async () => {
    let round = 0;
    const { session, listed, posts } = sessionWith({
      awaiting: () => (round === 0 ? [EMMA, ELI, SAM] : [ELI, SAM]),
      reviews: () => {
        round += 1;
        return {
          reviewed: [71],
          failed: [{ statementId: 72, message: 'This statement is not awaiting your review.' }],
        };
      },
    });
    renderPage(session);
    const table = await grid();
    await within(table).findByRole('link', { name: 'Emma Employee' });
    expect(screen.queryByRole('button', { name: 'Review selected' })).toBeNull();

    for (const name of ['Emma Employee', 'Eli Employee'])
      fireEvent.click(within(rowOf(table, name)).getByRole('checkbox'));
    const bulkBar = await screen.findByRole('toolbar', { name: 'Bulk actions' });
    expect(bulkBar.textContent).toContain('2 selected');
    const readsBefore = listed().length;
    fireEvent.click(within(bulkBar).getByRole('button', { name: 'Review selected' }));

    expect(await screen.findByText('1 statement reviewed.')).toBeTruthy();
    expect(posts).toHaveLength(1);
    expect(posts[0]!.path).toBe('/statements/reviews');
    expect(posts[0]!.params).toEqual({ query: { isNotify: true } });
    const body = posts[0]!.body as { statementIds: number[]; action: string };
    expect(body.action).toBe('NEXT');
    expect([...body.statementIds].sort()).toEqual([71, 72]);

    const failures = screen.getByRole('list', { name: 'Statements not reviewed' });
    expect(
      within(failures)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Eli Employee · Account Executives 2026 · February 2026: This statement is not awaiting your review.',
    ]);
    expect(screen.getByText('Workflow steps could not be reviewed')).toBeTruthy();

    // Read again: the reviewed one is gone, and nothing stays selected.
    await waitFor(() => expect(listed().length).toBeGreaterThan(readsBefore));
    await waitFor(() => expect(within(table).queryByRole('link', { name: 'Emma Employee' })).toBeNull());
    expect(within(table).getByRole('link', { name: 'Eli Employee' })).toBeTruthy();
    expect(screen.queryByRole('toolbar', { name: 'Bulk actions' })).toBeNull();
  });

  it('selects every statement listed with the select-all box, after the list changed', async () => {
    const { session, posts } = sessionWith({
      awaiting: () => [EMMA, ELI, SAM],
      reviews: (body) => ({ reviewed: body.statementIds, failed: [] }),
    });
    renderPage(session);
    const table = await grid();
    await within(table).findByRole('link', { name: 'Emma Employee' });
    fireEvent.click(await screen.findByRole('button', { name: 'Show all periods' }));
    await within(table).findByRole('link', { name: 'Sam Seller' });
    fireEvent.click(within(table).getByRole('checkbox', { name: 'Select all' }));
    const bulkBar = await screen.findByRole('toolbar', { name: 'Bulk actions' });
    expect(bulkBar.textContent).toContain('3 selected');
    fireEvent.click(within(bulkBar).getByRole('button', { name: 'Review selected' }));
    expect(await screen.findByText('3 statements reviewed.')).toBeTruthy();
    expect([...(posts[0]!.body as { statementIds: number[] }).statementIds].sort()).toEqual([71, 72, 73]);
  });

  it('fully reviews the selected statements, and resets their steps once confirmed', async () => {
    const { session, posts, listed } = sessionWith({
      awaiting: () => [EMMA, ELI],
      reviews: (body) =>
        body.action === 'RESET'
          ? { reviewed: [72], failed: [{ statementId: 71, message: 'Only admins can reset a review.' }] }
          : { reviewed: body.statementIds, failed: [] },
    });
    renderPage(session);
    const table = await grid();
    await within(table).findByRole('link', { name: 'Emma Employee' });
    const select = (name: string) => fireEvent.click(within(rowOf(table, name)).getByRole('checkbox'));
    const bulkBar = () => screen.findByRole('toolbar', { name: 'Bulk actions' });
    /**
     * Presses the bulk bar's reset once it is enabled (not while the last review is pending) and
     * until its confirmation opens: in CI the dialog twice never opened after one press, the bar's
     * button having been replaced or still disabled under it (not reproduced alone or locally).
     */
    const askReset = async () => {
      for (let attempt = 1; ; attempt++) {
        const button = within(await bulkBar()).getByRole('button', { name: 'Reset steps' });
        await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
        fireEvent.click(button);
        const dialog = await screen
          .findByRole('dialog', { name: 'Reset the review steps?' }, { timeout: 5_000 })
          .catch(() => null);
        if (dialog) return dialog;
        if (attempt === 5) throw new Error('The reset never asked for confirmation');
      }
    };

    const readsBefore = listed().length;
    select('Emma Employee');
    fireEvent.click(within(await bulkBar()).getByRole('button', { name: 'Fully review selected' }));
    expect(await screen.findByText('1 statement fully reviewed.')).toBeTruthy();
    // The list is read again after a review: selecting before that read lands loses the selection
    // (under CI load the reset below was pressed on a bar the new list had just taken away).
    await waitFor(() => expect(listed().length).toBeGreaterThan(readsBefore));
    expect(posts.map((post) => (post.body as { action: string }).action)).toEqual(['FULLY_REVIEW_FORCE']);

    // A reset asks first; cancelled, nothing is sent.
    await waitFor(() => expect(screen.queryByRole('toolbar', { name: 'Bulk actions' })).toBeNull());
    select('Emma Employee');
    select('Eli Employee');
    let dialog = await askReset();
    expect(dialog.textContent).toContain('The reviews of 2 statements start again from their first step.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts).toHaveLength(1);

    dialog = await askReset();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reset' }));
    expect(await screen.findByText('The steps of 1 statement were reset.')).toBeTruthy();
    expect(screen.getByText('Workflow steps could not be reseted')).toBeTruthy();
    const body = posts[1]!.body as { statementIds: number[]; action: string };
    expect(body.action).toBe('RESET');
    expect([...body.statementIds].sort()).toEqual([71, 72]);
  });

  it('offers the full review only to those who may force one', async () => {
    const { session } = sessionWith({
      awaiting: () => [EMMA],
      canForce: false,
      reviews: () => ({ reviewed: [], failed: [] }),
    });
    renderPage(session);
    const table = await grid();
    await within(table).findByRole('link', { name: 'Emma Employee' });
    fireEvent.click(within(rowOf(table, 'Emma Employee')).getByRole('checkbox'));
    const bulkBar = await screen.findByRole('toolbar', { name: 'Bulk actions' });
    expect(within(bulkBar).getByRole('button', { name: 'Review selected' })).toBeTruthy();
    expect(within(bulkBar).queryByRole('button', { name: 'Fully review selected' })).toBeNull();
  });

  it('says why a bulk review was refused as a whole', async () => {
    const { session } = sessionWith({
      awaiting: () => [EMMA],
      reviews: () =>
        new Response(JSON.stringify({ message: 'You may not review statements.' }), { status: 403 }),
    });
    renderPage(session);
    const table = await grid();
    await within(table).findByRole('link', { name: 'Emma Employee' });
    fireEvent.click(within(rowOf(table, 'Emma Employee')).getByRole('checkbox'));
    fireEvent.click(await screen.findByRole('button', { name: 'Review selected' }));
    const alert = await screen.findByText('You may not review statements.');
    expect(alert.closest('[role="alert"]')!.textContent).toContain('Workflow steps could not be reviewed');
  });

  it('asks for the plan and the period chosen', async () => {
    const { session, listed } = sessionWith({ awaiting: () => [EMMA, ELI, SAM] });
    renderPage(session);
    const table = await grid();
    await within(table).findByRole('link', { name: 'Emma Employee' });

    fireEvent.click(screen.getByRole('button', { name: /Period/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'All periods' }));
    await waitFor(() => expect(listed().at(-1)).toEqual({ limit: 100 }));
    await within(table).findByRole('link', { name: 'Sam Seller' });

    fireEvent.click(screen.getByRole('button', { name: /Plan/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'SDR quarterly' }));
    await waitFor(() => expect(listed().at(-1)).toEqual({ planId: 2, limit: 100 }));
    await waitFor(() => expect(within(table).queryByRole('link', { name: 'Emma Employee' })).toBeNull());
    expect(within(table).getByRole('link', { name: 'Sam Seller' })).toBeTruthy();

    // Another period starts again from every plan.
    fireEvent.click(screen.getByRole('button', { name: /Period/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Q1 2026' }));
    await waitFor(() => expect(listed().at(-1)).toEqual({ periodId: '2026-Q1', limit: 100 }));
    await waitFor(() => expect(within(table).queryByRole('link', { name: 'Emma Employee' })).toBeNull());
    expect(within(table).getByRole('link', { name: 'Sam Seller' })).toBeTruthy();
  });

  it('says when more await the viewer than the API lists at once', async () => {
    const { session } = sessionWith({ awaiting: () => [EMMA, ELI], total: 130 });
    renderPage(session);
    expect(await screen.findByText('Showing the first 2 of 130 statements to review.')).toBeTruthy();
    cleanup();
    const all = sessionWith({ awaiting: () => [EMMA, ELI] });
    renderPage(all.session);
    await within(await grid()).findByRole('link', { name: 'Emma Employee' });
    expect(screen.queryByText(/Showing the first/)).toBeNull();
  });

  it('says when nothing awaits the viewer in the period, or at all, and offers no selection to who may not review', async () => {
    const { session } = sessionWith({ awaiting: () => [], canReview: false });
    renderPage(session);
    expect(await screen.findByText('Nothing to review in February 2026.')).toBeTruthy();
    expect(screen.queryByText(/await your review in other periods/)).toBeNull();
    expect(screen.queryByRole('checkbox', { name: 'Select all' })).toBeNull();
    cleanup();
    const never = sessionWith({ awaiting: () => [], periods: [] });
    renderPage(never.session);
    expect(await screen.findByText('Nothing to review.')).toBeTruthy();
    expect(never.asked).toEqual([{ limit: 100 }]);
  });
});
