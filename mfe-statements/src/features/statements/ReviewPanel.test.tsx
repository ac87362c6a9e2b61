import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Session } from '@accrue/remote-runtime';
import { statementPageMessages } from '../../i18n/statement';
import { QueryClient } from '@tanstack/react-query';
import StatementPage from './StatementPage';
import type { StatementDetail, StatementReview } from './api';
import { loadLabelsBeforeAll, renderInRemote } from '../../test/render';

loadLabelsBeforeAll(statementPageMessages);

const STEPS: StatementReview['steps'] = [
  { stepName: 'Self check', condition: { kind: 'OWNER' } },
  { stepName: 'Manager approval', condition: { kind: 'ROLE', role: 'MANAGER' } },
  { stepName: 'Finance sign-off', condition: { kind: 'USER', userId: 12 } },
];

/** Emma checked her statement herself on March 2; the manager's step awaits the viewer. */
const review = (overrides: Partial<StatementReview> = {}): StatementReview => ({
  statementId: 7,
  status: 'underReview',
  workflowName: 'Managers then finance',
  steps: STEPS,
  currentStep: 1,
  workflowComplete: false,
  workflowCompletedDate: null,
  workflowSteps: [
    {
      from: 0,
      to: 1,
      userId: 7,
      userName: 'Emma Employee',
      date: '2026-03-02T09:00:00.000Z',
      stepName: 'Self check',
      forcedByAdmin: false,
    },
  ],
  viewerAction: 'NEXT',
  canUndo: true,
  canReset: true,
  canFullyReview: true,
  version: 4,
  ...overrides,
});

/** Every step validated: the manager's forced by an admin, the last by Fiona Finance. */
const COMPLETE = review({
  status: 'reviewed',
  currentStep: 3,
  workflowComplete: true,
  workflowCompletedDate: '2026-03-04T10:00:00.000Z',
  workflowSteps: [
    ...review().workflowSteps,
    {
      from: 1,
      to: 2,
      userId: 1,
      userName: 'Ada Admin',
      date: '2026-03-03T10:00:00.000Z',
      stepName: 'Manager approval',
      forcedByAdmin: true,
    },
    {
      from: 2,
      to: 3,
      userId: 12,
      userName: 'Fiona Finance',
      date: '2026-03-04T10:00:00.000Z',
      stepName: 'Finance sign-off',
      forcedByAdmin: false,
    },
  ],
  viewerAction: 'UNAUTHORIZED',
  canUndo: true,
  canReset: true,
  canFullyReview: true,
  version: 6,
});

const detail = (statementReview: StatementReview | null): StatementDetail => ({
  id: 7,
  plan: { id: 1, name: 'Account Executives 2026' },
  user: { id: 7, firstName: 'Emma', lastName: 'Employee', fullName: 'Emma Employee' },
  userId: 7,
  period: { id: '2026-02', startDate: '2026-02-01', endDate: '2026-02-28' },
  total: '4123.5',
  currency: 'EUR',
  status: null,
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
      kpis: [],
    },
  ],
  kpis: [],
  datasets: [],
  payments: {
    achievement: '4123.5',
    hold: '0',
    paid: '4123.5',
    adjustments: '0',
    heldBalance: '0',
    lines: [],
  },
  errors: [],
  adjustments: [],
  overwrites: [],
  review: statementReview,
});

interface Patch {
  path: string;
  params: unknown;
  body: unknown;
}

/**
 * A session that may adjust and overwrite, whose GET answers the statement with `reviews` in turn
 * (the last one once they run out) and whose PATCH answers with `patch`, recording what it sent.
 */
function sessionWith(
  reviews: (StatementReview | null)[],
  patch?: (sent: Patch) => Promise<Response | object>,
) {
  const patches: Patch[] = [];
  let reads = 0;
  const GET = vi.fn(async (path: string) => {
    // The statement's history, below the page, has no version here.
    if (path === '/statements/{statementId}/versions')
      return {
        data: { items: [], totalItems: 0, currentPage: 0, pageCount: 1 },
        response: new Response(null, { status: 200 }),
      };
    // Nor any comment (the Comments button in its header counts them).
    if (path === '/statements/{statementId}/statement-threads')
      return { data: { items: [] }, response: new Response(null, { status: 200 }) };
    const answer = detail(reviews[Math.min(reads, reviews.length - 1)]!);
    reads += 1;
    return { data: answer, response: new Response(null, { status: 200 }) };
  });
  const PATCH = vi.fn(async (path: string, init: { params?: unknown; body?: unknown } = {}) => {
    const sent = { path, params: init.params, body: init.body };
    patches.push(sent);
    const answer = await patch!(sent);
    return answer instanceof Response
      ? { error: await answer.json(), response: answer }
      : { data: answer, response: new Response(null, { status: 200 }) };
  });
  const session = {
    api: { GET, PATCH },
    can: () => true,
    me: { user: { firstName: 'Mia', lastName: 'Manager' } },
    subject: { role: 'ADMIN', userId: 3, featureFlags: {} },
  } as unknown as Session;
  return { session, patches, reads: () => reads };
}

function renderPage(session: Session) {
  return renderInRemote(
    <StatementPage title="page.statement" params={{ id: '7' }} />,
    session,
    new QueryClient(),
  );
}

const panel = () => screen.findByRole('region', { name: 'Review' }, { timeout: 30_000 });
const buttonNames = (region: HTMLElement) =>
  within(region)
    .queryAllByRole('button')
    .map((button) => button.textContent);

describe('the review panel of a statement', () => {
  it.each([
    ['the step is theirs', review(), ['Review', 'Fully review', 'Undo last step', 'Reset review']],
    [
      'they may only force it',
      review({ viewerAction: 'FORCE', canUndo: false, canReset: false }),
      ['Force review', 'Fully review'],
    ],
    [
      'one step remains (nothing more to fully review than the step itself)',
      review({ currentStep: 2, viewerAction: 'FORCE', canUndo: false, canReset: false }),
      ['Force review'],
    ],
    [
      'they may do nothing',
      review({ viewerAction: 'UNAUTHORIZED', canUndo: false, canReset: false, canFullyReview: false }),
      [],
    ],
    ['the statement is fully reviewed', COMPLETE, ['Undo last step', 'Reset review']],
  ])('offers the actions the viewer has when %s', async (_case, given, expected) => {
    const { session } = sessionWith([given]);
    renderPage(session);
    expect(buttonNames(await panel())).toEqual(expected);
  });

  it('shows the status, each step with who validates it, who did and when, and the one awaited', async () => {
    const { session } = sessionWith([review()]);
    renderPage(session);
    const region = await panel();
    expect(within(region).getByText('Under review')).toBeTruthy();
    expect(within(region).getByText('Managers then finance: 1 of 3 steps reviewed')).toBeTruthy();
    const steps = within(region).getAllByTestId('review-step');
    expect(steps.map((step) => step.getAttribute('data-state'))).toEqual(['done', 'current', 'pending']);
    expect(steps[0]!.textContent).toContain('Self check');
    expect(steps[0]!.textContent).toContain("The statement's person (Emma Employee)");
    expect(steps[0]!.textContent).toContain('Reviewed by Emma Employee on Mar 2, 2026');
    expect(steps[1]!.textContent).toContain('Anyone with the Manager role');
    expect(steps[1]!.textContent).toContain('Awaiting review');
    expect(steps[1]!.getAttribute('aria-current')).toBe('step');
    expect(steps[2]!.textContent).toContain('User #12');
    expect(steps[2]!.textContent).toContain('Pending');
    // Not frozen: the statement may still be adjusted and overwritten.
    expect(screen.queryByText(/this statement is frozen/)).toBeNull();
    expect(screen.getByRole('form', { name: 'Add an adjustment' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Overwrite Commission' })).toBeTruthy();
  });

  it('sends the step from the version shown, disables the actions meanwhile, then shows the review it answers', async () => {
    let answer: (value: object) => void = () => undefined;
    const { session, patches } = sessionWith(
      [review()],
      () => new Promise<object>((resolve) => (answer = resolve)),
    );
    renderPage(session);
    const region = await panel();
    fireEvent.click(within(region).getByRole('button', { name: 'Review' }));
    await waitFor(() => expect(patches).toHaveLength(1));
    expect(patches[0]).toEqual({
      path: '/statements/{statementId}',
      params: { path: { statementId: 7 }, query: { isNotify: true }, header: { 'If-Match': '"4"' } },
      body: { workflowAction: 'NEXT' },
    });
    // Every action waits for the answer.
    await waitFor(() =>
      expect(
        within(region)
          .getAllByRole('button')
          .every((button) => button.hasAttribute('disabled')),
      ).toBe(true),
    );

    answer(
      review({
        currentStep: 2,
        version: 5,
        viewerAction: 'UNAUTHORIZED',
        workflowSteps: [
          ...review().workflowSteps,
          {
            from: 1,
            to: 2,
            userId: 3,
            userName: 'Mia Manager',
            date: '2026-03-03T08:00:00.000Z',
            stepName: 'Manager approval',
            forcedByAdmin: false,
          },
        ],
      }),
    );
    expect(await screen.findByText('Workflow step reviewed.')).toBeTruthy();
    const steps = within(region).getAllByTestId('review-step');
    expect(steps.map((step) => step.getAttribute('data-state'))).toEqual(['done', 'done', 'current']);
    expect(steps[1]!.textContent).toContain('Reviewed by Mia Manager on Mar 3, 2026');
    expect(buttonNames(region)).toEqual(['Undo last step', 'Reset review']);
    expect(
      within(region)
        .getAllByRole('button')
        .some((button) => button.hasAttribute('disabled')),
    ).toBe(false);
  });

  it('says when the last step completes the review, and forces a step as FORCE', async () => {
    const { session, patches } = sessionWith(
      [review({ currentStep: 2, viewerAction: 'FORCE', canFullyReview: true })],
      async () => COMPLETE,
    );
    renderPage(session);
    fireEvent.click(within(await panel()).getByRole('button', { name: 'Force review' }));
    expect(await screen.findByText('Workflow step reviewed, statement is now fully reviewed.')).toBeTruthy();
    expect(patches.map((sent) => sent.body)).toEqual([{ workflowAction: 'FORCE' }]);
  });

  it('fully reviews through its own call, from the version shown', async () => {
    const { session, patches } = sessionWith([review({ viewerAction: 'FORCE' })], async () => COMPLETE);
    renderPage(session);
    fireEvent.click(within(await panel()).getByRole('button', { name: 'Fully review' }));
    expect(await screen.findByText('Statement reviewed.')).toBeTruthy();
    expect(patches).toEqual([
      {
        path: '/statements/{statementId}/fully-review',
        params: { path: { statementId: 7 }, header: { 'If-Match': '"4"' } },
        body: undefined,
      },
    ]);
  });

  it('undoes the last step', async () => {
    const { session, patches } = sessionWith([review()], async () =>
      review({ currentStep: 0, status: 'unreviewed', canUndo: false, version: 5 }),
    );
    renderPage(session);
    fireEvent.click(within(await panel()).getByRole('button', { name: 'Undo last step' }));
    expect(await screen.findByText('Workflow step undone.')).toBeTruthy();
    expect(patches.map((sent) => sent.body)).toEqual([{ workflowAction: 'PREVIOUS' }]);
    expect(within(await panel()).getByText('Unreviewed')).toBeTruthy();
  });

  it('resets only once confirmed', async () => {
    const { session, patches } = sessionWith([COMPLETE], async () =>
      review({ currentStep: 0, status: 'unreviewed', workflowSteps: [], canUndo: false, version: 7 }),
    );
    renderPage(session);
    fireEvent.click(within(await panel()).getByRole('button', { name: 'Reset review' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Reset the review?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(patches).toEqual([]);

    fireEvent.click(within(await panel()).getByRole('button', { name: 'Reset review' }));
    const again = await screen.findByRole('alertdialog', { name: 'Reset the review?' });
    fireEvent.click(within(again).getByRole('button', { name: 'Reset review' }));
    expect(await screen.findByText('All workflow steps reset.')).toBeTruthy();
    expect(patches).toEqual([
      {
        path: '/statements/{statementId}',
        params: { path: { statementId: 7 }, query: { isNotify: true }, header: { 'If-Match': '"6"' } },
        body: { workflowAction: 'RESET' },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    // No longer frozen: it may be adjusted again.
    expect(await screen.findByRole('form', { name: 'Add an adjustment' })).toBeTruthy();
  });

  it('says why a step was refused (a review moved meanwhile) and reads the statement again', async () => {
    const moved = review({ currentStep: 2, version: 5, viewerAction: 'UNAUTHORIZED' });
    const { session, reads } = sessionWith(
      [review(), moved],
      async () =>
        new Response(JSON.stringify({ message: 'This review changed since you read it.' }), { status: 409 }),
    );
    renderPage(session);
    fireEvent.click(within(await panel()).getByRole('button', { name: 'Review' }));
    expect(
      await screen.findByText('Workflow step could not be reviewed: This review changed since you read it.'),
    ).toBeTruthy();
    await waitFor(() => expect(reads()).toBe(2));
    await waitFor(() =>
      expect(
        within(screen.getByRole('region', { name: 'Review' }))
          .getAllByTestId('review-step')
          .map((step) => step.getAttribute('data-state')),
      ).toEqual(['done', 'done', 'current']),
    );
  });

  it('marks a fully reviewed statement frozen and offers no adjustment and no overwrite', async () => {
    const { session } = sessionWith([COMPLETE]);
    renderPage(session);
    const region = await panel();
    expect(within(region).getByText('Reviewed')).toBeTruthy();
    expect(
      within(region).getByText(/^Fully reviewed on Mar 4, 2026, .+: this statement is frozen\.$/),
    ).toBeTruthy();
    const steps = within(region).getAllByTestId('review-step');
    expect(steps.map((step) => step.getAttribute('data-state'))).toEqual(['done', 'done', 'done']);
    expect(steps[1]!.textContent).toContain('Forced by Ada Admin on Mar 3, 2026');
    // A user step names its reviewer once they validated it.
    expect(steps[2]!.textContent).toContain('Fiona Finance');
    expect(steps[2]!.textContent).not.toContain('User #12');
    await screen.findByRole('heading', { name: 'Payments', level: 2 });
    expect(screen.queryByRole('form', { name: 'Add an adjustment' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Overwrite Commission' })).toBeNull();
  });

  it('shows no panel when the plan has no workflow', async () => {
    const { session } = sessionWith([null]);
    renderPage(session);
    await screen.findByRole('heading', { name: 'Payments', level: 2 }, { timeout: 30_000 });
    expect(screen.queryByRole('region', { name: 'Review' })).toBeNull();
    expect(screen.getByRole('form', { name: 'Add an adjustment' })).toBeTruthy();
  });
});

describe('a statement not under review', () => {
  /** A session whose GET answers the statement without review (`canStartReview` as given), and whose POST answers `post`. */
  function startable(canStartReview: boolean, post?: () => Promise<Response | object>) {
    const posts: { path: string; params: unknown }[] = [];
    const GET = vi.fn(async (path: string) =>
      path === '/statements/{statementId}/versions'
        ? {
            data: { items: [], totalItems: 0, currentPage: 0, pageCount: 1 },
            response: new Response(null, { status: 200 }),
          }
        : path === '/statements/{statementId}/statement-threads'
          ? { data: { items: [] }, response: new Response(null, { status: 200 }) }
          : { data: { ...detail(null), canStartReview }, response: new Response(null, { status: 200 }) },
    );
    const POST = vi.fn(async (path: string, init: { params?: unknown } = {}) => {
      posts.push({ path, params: init.params });
      const answer = await post!();
      return answer instanceof Response
        ? { error: await answer.json(), response: answer }
        : { data: answer, response: new Response(null, { status: 200 }) };
    });
    const session = {
      api: { GET, POST },
      can: () => true,
      me: { user: { firstName: 'Ada', lastName: 'Admin' } },
      subject: { role: 'ADMIN', userId: 1, featureFlags: {} },
    } as unknown as Session;
    return { session, posts };
  }

  it('starts its review on its own, then shows the review it answers', async () => {
    const { session, posts } = startable(true, async () =>
      review({ currentStep: 0, status: 'unreviewed', workflowSteps: [], canUndo: false, version: 1 }),
    );
    renderPage(session);
    const region = await panel();
    expect(within(region).getByText('This statement is not under review.')).toBeTruthy();
    expect(within(region).queryAllByTestId('review-step')).toEqual([]);
    fireEvent.click(within(region).getByRole('button', { name: 'Start review' }));
    expect(await screen.findByText('Review started.')).toBeTruthy();
    expect(posts).toEqual([
      { path: '/statements/{statementId}/enable-standalone-review', params: { path: { statementId: 7 } } },
    ]);
    const started = await panel();
    expect(within(started).getByText('Unreviewed')).toBeTruthy();
    expect(
      within(started)
        .getAllByTestId('review-step')
        .map((step) => step.getAttribute('data-state')),
    ).toEqual(['current', 'pending', 'pending']);
    expect(within(started).queryByText('This statement is not under review.')).toBeNull();
    expect(within(started).queryByRole('button', { name: 'Start review' })).toBeNull();
  });

  it('says why its review could not be started', async () => {
    const { session } = startable(
      true,
      async () => new Response(JSON.stringify({ message: 'Its plan has no workflow.' }), { status: 409 }),
    );
    renderPage(session);
    fireEvent.click(within(await panel()).getByRole('button', { name: 'Start review' }));
    expect(await screen.findByText('Review could not be started: Its plan has no workflow.')).toBeTruthy();
  });

  it('offers no start to whoever may not start it', async () => {
    const { session } = startable(false);
    renderPage(session);
    await screen.findByRole('heading', { name: 'Payments', level: 2 }, { timeout: 30_000 });
    expect(screen.queryByRole('region', { name: 'Review' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Start review' })).toBeNull();
  });
});
