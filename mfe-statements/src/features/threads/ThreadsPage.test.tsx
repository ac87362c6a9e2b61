import { describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Session } from '@accrue/remote-runtime';
import type { Permission } from '@accrue/access';
import { threadMessages } from '../../i18n/threads';
import ThreadsPage from './ThreadsPage';
import type { StatementThread, ThreadReviewResult, ThreadsQuery } from './queries';
import { loadLabelsBeforeAll, renderInRemote } from '../../test/render';

loadLabelsBeforeAll(threadMessages);

const EMMA = { id: 7, fullName: 'Emma Employee', role: 'EMPLOYEE' };
const ELI = { id: 8, fullName: 'Eli Employee', role: 'EMPLOYEE' };
const MANON = { id: 3, fullName: 'Manon Manager', role: 'MANAGER' };

const thread = (
  id: number,
  owner: typeof EMMA,
  scope: StatementThread['computedScope'],
  last: { by: typeof EMMA; content: string; at: string },
  { count = 1, reviewed = false, periodId = '2026-02' } = {},
): StatementThread => ({
  id,
  statementId: id * 10,
  computedScope: scope,
  thread: {
    isReviewed: reviewed,
    reviewedAt: reviewed ? '2026-03-03T10:00:00.000Z' : null,
    reviewedBy: reviewed ? MANON : null,
    messageCount: count,
    createdAt: '2026-03-01T09:00:00.000Z',
    createdBy: owner,
    lastMessage: {
      id: id * 100,
      threadId: id,
      content: last.content,
      authorId: last.by.id,
      authorFullName: last.by.fullName,
      createdAt: last.at,
      editedAt: null,
    },
  },
  statement: {
    userId: owner.id,
    userFullName: owner.fullName,
    planId: 1,
    planName: 'Account Executives 2026',
    periodId,
  },
});

const ON_COMMISSION = {
  kind: 'RULE',
  ruleId: 'commission',
  ruleLabel: 'Commission',
  externalId: null,
} as const;

/** Emma's question on her commission, answered by Manon (open). */
const COMMISSION = thread(
  31,
  EMMA,
  ON_COMMISSION,
  {
    by: MANON,
    content: 'The deal that crosses 100% is paid at 7%, every deal after it at 10%: sort by close date.',
    at: '2026-03-02T09:05:00.000Z',
  },
  { count: 2 },
);
/** Eli's missing deal, unanswered (open). */
const MISSING_DEAL = thread(
  32,
  ELI,
  { kind: 'STATEMENT', ruleId: null, ruleLabel: null, externalId: null },
  { by: ELI, content: 'A deal I closed this week is not on my statement.', at: '2026-03-04T15:00:00.000Z' },
  { periodId: '2026-Q1' },
);
/** A record of Emma's, answered and reviewed. */
const RECORD = thread(
  33,
  EMMA,
  { kind: 'RECORD', ruleId: 'commission', ruleLabel: 'Commission', externalId: 'D-17' },
  { by: MANON, content: 'Fixed in the CRM.', at: '2026-02-20T12:00:00.000Z' },
  { reviewed: true },
);

/**
 * A session whose API lists, as GET /statement-threads does, the threads of `threads()` in the
 * status asked (a page of them; `total` counts more than given), and answers the review with
 * `review`, recording the list's queries and what was sent.
 */
function sessionWith(options: {
  threads: () => StatementThread[];
  review?: (ids: number[]) => ThreadReviewResult | Response;
  permissions?: readonly Permission[];
  total?: number;
}) {
  const asked: ThreadsQuery[] = [];
  const patches: { path: string; body: unknown }[] = [];
  const ok = (data: unknown) => ({ data, response: new Response(null, { status: 200 }) });
  const GET = vi.fn(async (path: string, init: { params?: { query?: ThreadsQuery } } = {}) => {
    if (path !== '/statement-threads') throw new Error(`unexpected GET ${path}`);
    const query = init.params!.query!;
    asked.push(query);
    const matching = options
      .threads()
      .filter(
        (item) => query.status === undefined || item.thread.isReviewed === (query.status === 'REVIEWED'),
      );
    const totalItems = options.total ?? matching.length;
    return ok({
      items: matching.slice(0, query.limit),
      totalItems,
      currentPage: query.page,
      pageCount: Math.ceil(totalItems / query.limit),
    });
  });
  const PATCH = vi.fn(async (path: string, init: { body?: unknown } = {}) => {
    patches.push({ path, body: init.body });
    const answer = options.review!((init.body as { statementThreadIds: number[] }).statementThreadIds);
    return answer instanceof Response ? { error: await answer.json(), response: answer } : ok(answer);
  });
  const permissions = options.permissions ?? ['VIEW_THREADS', 'REVIEW_THREADS'];
  const session = {
    api: { GET, PATCH },
    can: (permission: Permission) => permissions.includes(permission),
    me: { user: { id: MANON.id, firstName: 'Manon', lastName: 'Manager' } },
    subject: { role: 'MANAGER', userId: MANON.id, featureFlags: {} },
  } as unknown as Session;
  return { session, asked, patches };
}

function renderPage(session: Session) {
  return renderInRemote(<ThreadsPage title="page.threads" params={{}} />, session);
}

const grid = () => screen.findByRole('grid', { name: 'Statement threads' });
const rowOf = (table: HTMLElement, person: string) =>
  within(table).getByText(person).closest('[role="row"]') as HTMLElement;
const cellsOf = (row: HTMLElement) =>
  [...row.querySelectorAll('[role="rowheader"], [role="gridcell"]')].map((cell) => cell.textContent);

describe('the threads page', () => {
  it('lists the open threads, latest message first, each opening its thread beside its statement', async () => {
    const { session, asked } = sessionWith({ threads: () => [MISSING_DEAL, COMMISSION, RECORD] });
    renderPage(session);
    expect(await screen.findByRole('heading', { name: 'Threads', level: 1 })).toBeTruthy();
    const table = await grid();
    await within(table).findByText('Eli Employee', {}, { timeout: 30_000 });
    expect(asked[0]).toEqual({ status: 'OPEN', page: 1, limit: 25 });
    // The first cell is the row's selection box.
    expect(cellsOf(rowOf(table, 'Eli Employee')).slice(1)).toEqual([
      'Eli Employee',
      'Account Executives 2026',
      'Q1 2026',
      'Whole statement',
      expect.stringMatching(/^A deal I closed this week is not on my statement\.Eli Employee, Mar 4, 2026/),
      '1',
      'Open',
    ]);
    const emma = rowOf(table, 'Emma Employee');
    expect(cellsOf(emma).slice(1, 4)).toEqual(['Emma Employee', 'Account Executives 2026', 'February 2026']);
    expect(within(emma).getByRole('link', { name: 'Commission' }).getAttribute('href')).toBe(
      '/statements/310/comments/31',
    );
    // The latest message cut to a line, with who wrote it.
    expect(emma.textContent).toContain(
      'The deal that crosses 100% is paid at 7%, every deal after it at 10%: sort by…',
    );
    expect(emma.textContent).toContain('Manon Manager, Mar 2, 2026');
    expect(within(table).queryByText('Fixed in the CRM.')).toBeNull();
  }, 30000);

  it('asks for the status chosen, and for both without one', async () => {
    const { session, asked } = sessionWith({ threads: () => [MISSING_DEAL, COMMISSION, RECORD] });
    renderPage(session);
    await within(await grid()).findByText('Eli Employee', {}, { timeout: 30_000 });

    fireEvent.click(screen.getByRole('button', { name: /Status/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Reviewed' }));
    await waitFor(() => expect(asked.at(-1)).toEqual({ status: 'REVIEWED', page: 1, limit: 25 }));
    const reviewed = await grid();
    const record = await within(reviewed).findByText('Commission · record D-17', {}, { timeout: 30_000 });
    expect(record.closest('[role="row"]')!.textContent).toContain('Reviewed');
    // A reviewed thread has nothing left to review: its box is disabled.
    expect(
      within(record.closest('[role="row"]') as HTMLElement)
        .getByRole('checkbox')
        .hasAttribute('disabled'),
    ).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: /Status/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'All' }));
    await waitFor(() => expect(asked.at(-1)).toEqual({ page: 1, limit: 25 }));
    await within(await grid()).findByText('Eli Employee', {}, { timeout: 30_000 });
  }, 30000);

  it('reads the next page from the API, which counts pages from 1', async () => {
    const { session, asked } = sessionWith({ threads: () => [MISSING_DEAL, COMMISSION], total: 60 });
    renderPage(session);
    await within(await grid()).findByText('Eli Employee', {}, { timeout: 30_000 });
    expect(screen.getByText('1 - 25 of 60')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(asked.at(-1)).toEqual({ status: 'OPEN', page: 2, limit: 25 }));
    expect(await screen.findByText('26 - 50 of 60')).toBeTruthy();
  }, 30000);

  it('marks the selected threads reviewed, and says which could not be with the API’s reason', async () => {
    let reviewedIds: number[] = [];
    const { session, asked, patches } = sessionWith({
      threads: () => [MISSING_DEAL, COMMISSION].filter((item) => !reviewedIds.includes(item.id)),
      review: (ids) => {
        reviewedIds = [31];
        return {
          reviewed: [31],
          failed: ids
            .filter((id) => id !== 31)
            .map((statementThreadId) => ({
              statementThreadId,
              message: 'This statement is out of your reach.',
            })),
        };
      },
    });
    renderPage(session);
    const table = await grid();
    await within(table).findByText('Eli Employee', {}, { timeout: 30_000 });
    expect(screen.queryByRole('toolbar', { name: 'Bulk actions' })).toBeNull();

    for (const person of ['Eli Employee', 'Emma Employee'])
      fireEvent.click(within(rowOf(table, person)).getByRole('checkbox'));
    const bulkBar = await screen.findByRole('toolbar', { name: 'Bulk actions' });
    expect(bulkBar.textContent).toContain('2 selected');
    const readsBefore = asked.length;
    fireEvent.click(within(bulkBar).getByRole('button', { name: 'Mark as reviewed' }));

    expect(await screen.findByText('1 thread marked as reviewed.')).toBeTruthy();
    expect(
      await screen.findByText('Could not review 1 statement thread(s): This statement is out of your reach.'),
    ).toBeTruthy();
    expect(patches).toHaveLength(1);
    expect(patches[0]!.path).toBe('/statement-threads');
    expect([...(patches[0]!.body as { statementThreadIds: number[] }).statementThreadIds].sort()).toEqual([
      31, 32,
    ]);
    // Read again: the reviewed one has left the open threads, and nothing stays selected.
    await waitFor(() => expect(asked.length).toBeGreaterThan(readsBefore));
    await waitFor(() => expect(within(table).queryByText('Emma Employee')).toBeNull());
    expect(within(table).getByText('Eli Employee')).toBeTruthy();
    expect(screen.queryByRole('toolbar', { name: 'Bulk actions' })).toBeNull();
  }, 30000);

  it('says why a review was refused as a whole', async () => {
    const { session } = sessionWith({
      threads: () => [MISSING_DEAL, COMMISSION],
      review: () => new Response(JSON.stringify({ message: 'You may not review threads.' }), { status: 403 }),
    });
    renderPage(session);
    const table = await grid();
    await within(table).findByText('Eli Employee', {}, { timeout: 30_000 });
    fireEvent.click(within(table).getByRole('checkbox', { name: 'Select all' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Mark as reviewed' }));
    expect(
      await screen.findByText('Could not review 2 statement thread(s): You may not review threads.'),
    ).toBeTruthy();
  }, 30000);

  it('offers no selection to whoever does not review threads, and says when none is open', async () => {
    const { session } = sessionWith({ threads: () => [COMMISSION], permissions: ['VIEW_THREADS'] });
    renderPage(session);
    const table = await grid();
    await within(table).findByText('Emma Employee', {}, { timeout: 30_000 });
    expect(within(table).queryByRole('checkbox')).toBeNull();
    expect(cellsOf(rowOf(table, 'Emma Employee'))[0]).toBe('Emma Employee');
    cleanup();

    renderPage(sessionWith({ threads: () => [RECORD] }).session);
    expect(
      await screen.findByText('No open thread: every question has been reviewed.', {}, { timeout: 30_000 }),
    ).toBeTruthy();
  }, 30000);
});
