import { beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Session } from '@accrue/remote-runtime';
import type { Permission } from '@accrue/access';
import { statementPageMessages } from '../../i18n/statement';
import StatementPage from '../statements/StatementPage';
import type { StatementDetail } from '../statements/api';
import type { StatementThread, ThreadMessage } from './queries';
import { loadLabelsBeforeAll, renderInRemote } from '../../test/render';

loadLabelsBeforeAll(statementPageMessages);

const EMMA = { id: 7, fullName: 'Emma Employee', role: 'EMPLOYEE' };
const MANON = { id: 3, fullName: 'Manon Manager', role: 'MANAGER' };
const FIONA = { id: 12, fullName: 'Fiona Finance', role: 'FINANCE' };

const STATEMENT: StatementDetail = {
  id: 70,
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
    {
      name: 'heldBonus',
      label: 'Held bonus',
      type: 'HOLD_AND_RELEASE',
      category: 'Bonuses',
      format: 'currency',
      value: '600',
      kpis: [],
    },
  ],
  kpis: [],
  datasets: [],
  payments: null,
  errors: [],
  adjustments: [],
  overwrites: [],
  review: null,
};

const message = (id: number, threadId: number, author: typeof EMMA, content: string, minute: number) => ({
  id,
  threadId,
  content,
  authorId: author.id,
  authorFullName: author.fullName,
  createdAt: `2026-03-02T09:${String(minute).padStart(2, '0')}:00.000Z`,
  editedAt: null,
});

const thread = (
  id: number,
  scope: StatementThread['computedScope'],
  messages: ThreadMessage[],
  review: { by: typeof FIONA; at: string } | null = null,
): StatementThread => ({
  id,
  statementId: STATEMENT.id,
  computedScope: scope,
  thread: {
    isReviewed: review !== null,
    reviewedAt: review?.at ?? null,
    reviewedBy: review?.by ?? null,
    messageCount: messages.length,
    createdAt: messages[0]!.createdAt,
    createdBy: messages[0]!.authorId === MANON.id ? MANON : EMMA,
    lastMessage: messages.at(-1) ?? null,
  },
  statement: {
    userId: 7,
    userFullName: 'Emma Employee',
    planId: 1,
    planName: 'Account Executives 2026',
    periodId: '2026-02',
  },
});

const ON_COMMISSION = {
  kind: 'RULE',
  ruleId: 'commission',
  ruleLabel: 'Commission',
  externalId: null,
} as const;
const ON_STATEMENT = { kind: 'STATEMENT', ruleId: null, ruleLabel: null, externalId: null } as const;

interface Call {
  method: string;
  path: string;
  params?: { path?: Record<string, number>; query?: Record<string, unknown> };
  body?: unknown;
}

/**
 * The API of a statement with two threads, as the server keeps them: Emma asked about her
 * commission (Manon answered; open), and asked about the whole statement (reviewed by Fiona).
 * Writes change what later reads answer; `refuse` makes the next write of a path answer 403.
 */
function server() {
  const messages = new Map<number, ThreadMessage[]>([
    [
      31,
      [
        message(301, 31, EMMA, 'Why are my last deals at 7%?', 0),
        message(302, 31, MANON, 'The deal that crosses 100% is paid at 7%, every one after it at 10%.', 5),
      ],
    ],
    [32, [message(303, 32, EMMA, 'Is the bonus paid this month?', 10)]],
  ]);
  const reviewed = new Set([32]);
  const calls: Call[] = [];
  const refusals = new Map<string, string>();
  let nextId = 400;

  const threads = () =>
    [...messages.entries()]
      .filter(([, list]) => list.length > 0)
      .map(([id, list]) =>
        thread(
          id,
          id === 31 ? ON_COMMISSION : id === 32 ? ON_STATEMENT : ON_COMMISSION,
          list,
          reviewed.has(id) ? { by: FIONA, at: '2026-03-03T10:00:00.000Z' } : null,
        ),
      )
      .reverse();
  const ok = (data: unknown, status = 200) => ({ data, response: new Response(null, { status }) });
  const refused = (path: string) => {
    const reason = refusals.get(path);
    if (reason === undefined) return null;
    refusals.delete(path);
    return { error: { message: reason }, response: new Response(null, { status: 403 }) };
  };

  const api = {
    GET: vi.fn(async (path: string, init: Omit<Call, 'method' | 'path'> = {}) => {
      calls.push({ method: 'GET', path, ...init });
      if (path === '/statements/{statementId}') return ok(STATEMENT);
      if (path === '/statements/{statementId}/versions')
        return ok({ items: [], totalItems: 0, currentPage: 0, pageCount: 1 });
      if (path === '/statements/{statementId}/statement-threads') return ok({ items: threads() });
      if (path === '/statements/{statementId}/statement-threads/usersAllowedToView')
        return ok({ items: [EMMA, FIONA, MANON] });
      if (path === '/statements/{statementId}/statement-threads/{threadId}/messages') {
        const list = messages.get(init.params!.path!.threadId!);
        if (!list?.length)
          return {
            error: { message: 'Statement thread not found.' },
            response: new Response(null, { status: 404 }),
          };
        return ok({ items: list, totalItems: list.length, currentPage: 1, pageCount: 1 });
      }
      throw new Error(`unexpected GET ${path}`);
    }),
    POST: vi.fn(async (path: string, init: Omit<Call, 'method' | 'path'> = {}) => {
      calls.push({ method: 'POST', path, ...init });
      const refusal = refused(path);
      if (refusal) return refusal;
      const { content, ruleId } = init.body as { content: string; ruleId?: string | null };
      if (path === '/statements/{statementId}/statement-threads') {
        const id = nextId++;
        messages.set(id, [message(nextId++, id, EMMA, content, 30)]);
        return ok(thread(id, ruleId ? ON_COMMISSION : ON_STATEMENT, messages.get(id)!), 201);
      }
      const threadId = init.params!.path!.threadId!;
      const written = message(nextId++, threadId, EMMA, content, 40);
      messages.set(threadId, [...messages.get(threadId)!, written]);
      reviewed.delete(threadId);
      return ok(written, 201);
    }),
    PATCH: vi.fn(async (path: string, init: Omit<Call, 'method' | 'path'> = {}) => {
      calls.push({ method: 'PATCH', path, ...init });
      const refusal = refused(path);
      if (refusal) return refusal;
      if (path === '/statement-threads') {
        const ids = (init.body as { statementThreadIds: number[] }).statementThreadIds;
        for (const id of ids) reviewed.add(id);
        return ok({ reviewed: ids, failed: [] });
      }
      const { threadId, messageId } = init.params!.path!;
      const list = messages.get(threadId!)!;
      const edited = {
        ...list.find((candidate) => candidate.id === messageId)!,
        content: (init.body as { content: string }).content,
        editedAt: '2026-03-04T08:00:00.000Z',
      };
      messages.set(
        threadId!,
        list.map((candidate) => (candidate.id === messageId ? edited : candidate)),
      );
      return ok(edited);
    }),
    DELETE: vi.fn(async (path: string, init: Omit<Call, 'method' | 'path'> = {}) => {
      calls.push({ method: 'DELETE', path, ...init });
      const refusal = refused(path);
      if (refusal) return refusal;
      const { threadId, messageId } = init.params!.path!;
      messages.set(
        threadId!,
        messages.get(threadId!)!.filter((candidate) => candidate.id !== messageId),
      );
      return { data: undefined, response: new Response(null, { status: 204 }) };
    }),
  };
  /** What was written (every call but the reads). */
  const writes = () => calls.filter((call) => call.method !== 'GET');
  return { api, calls, writes, refuse: (path: string, reason: string) => refusals.set(path, reason) };
}

/** Emma the employee: she reads and writes comments, and reviews no thread. */
const EMPLOYEE: Permission[] = ['VIEW_STATEMENTS', 'VIEW_THREADS', 'COMMENT_STATEMENTS'];

function sessionOf(api: ReturnType<typeof server>['api'], permissions: readonly Permission[], me = EMMA) {
  return {
    api,
    can: (permission: Permission) => permissions.includes(permission),
    me: { user: { id: me.id, firstName: me.fullName.split(' ')[0], lastName: me.fullName.split(' ')[1] } },
    subject: { role: me.role, userId: me.id, featureFlags: {} },
  } as unknown as Session;
}

/** The statement page at `path` (its route's parameters as the runtime hands them). */
function renderAt(session: Session, path: string) {
  window.history.replaceState(null, '', path);
  const [, , id, section, rest] = path.split('/');
  const params: Record<string, string> = { id: id! };
  if (section === 'comments' && rest) params.stid = rest;
  if (section === 'rule') params.ruleId = rest!;
  return renderInRemote(<StatementPage title="page.statement" params={params} />, session);
}

const panel = () => screen.findByRole('complementary', { name: 'Comments' }, { timeout: 30_000 });
const messagesOf = async (region: HTMLElement) =>
  within(await within(region).findByRole('list', { name: 'Messages' }, { timeout: 30_000 })).getAllByTestId(
    'thread-message',
  );

beforeEach(() => window.history.replaceState(null, '', '/'));

describe('the statement’s comments', () => {
  it('counts the open threads on the Comments button, which opens the panel through its route', async () => {
    const { api } = server();
    renderAt(sessionOf(api, EMPLOYEE), '/statements/70');
    const button = await screen.findByRole(
      'button',
      { name: 'Comments, 1 open thread' },
      { timeout: 30_000 },
    );
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('complementary', { name: 'Comments' })).toBeNull();
    fireEvent.click(button);
    expect(window.location.pathname).toBe('/statements/70/comments');
  }, 30000);

  it('lists the threads, latest first, with what each is about, who started it, its last message and whether it was reviewed', async () => {
    const { api } = server();
    renderAt(sessionOf(api, EMPLOYEE), '/statements/70/comments');
    const region = await panel();
    await waitFor(() => expect(within(region).getAllByTestId('statement-thread')).toHaveLength(2), {
      timeout: 30_000,
    });
    const [whole, commission] = within(region).getAllByTestId('statement-thread');
    expect(within(whole!).getByRole('link', { name: 'Whole statement' }).getAttribute('href')).toBe(
      '/statements/70/comments/32',
    );
    expect(whole!.textContent).toContain('Reviewed');
    expect(whole!.textContent).toContain('Started by Emma Employee · 1 message');
    expect(within(commission!).getByRole('link', { name: 'Commission' }).getAttribute('href')).toBe(
      '/statements/70/comments/31',
    );
    expect(commission!.textContent).toContain('Open');
    expect(commission!.textContent).toContain('Started by Emma Employee · 2 messages');
    expect(commission!.textContent).toContain('The deal that crosses 100% is paid at 7%');
    expect(commission!.textContent).toMatch(/Manon Manager, Mar 2, 2026/);
    // The button says the panel is open; pressing it again closes it through the statement's route.
    const button = screen.getByRole('button', { name: 'Comments, 1 open thread' });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(button);
    expect(window.location.pathname).toBe('/statements/70');
  }, 30000);

  it('starts a thread about a rule, refusing a blank message first, then opens it', async () => {
    const { api, writes } = server();
    renderAt(sessionOf(api, EMPLOYEE), '/statements/70/comments');
    const form = await within(await panel()).findByRole('form', { name: 'New thread' }, { timeout: 30_000 });
    // The kit's fields load on first use: the form is submitted once they are there.
    const about = await within(form).findByRole('button', { name: /About/ }, { timeout: 30_000 });
    await within(form).findByLabelText('Message', {}, { timeout: 30_000 });
    fireEvent.submit(form);
    expect(await within(form).findByText('This field is required.')).toBeTruthy();
    expect(writes()).toEqual([]);

    fireEvent.click(about);
    fireEvent.click(await screen.findByRole('option', { name: 'Commission' }));
    fireEvent.change(within(form).getByLabelText('Message'), {
      target: { value: '  Is the Acme deal in this month?  ' },
    });
    fireEvent.submit(form);
    await waitFor(() => expect(window.location.pathname).toBe('/statements/70/comments/400'));
    expect(writes()).toEqual([
      {
        method: 'POST',
        path: '/statements/{statementId}/statement-threads',
        params: { path: { statementId: 70 } },
        body: { content: 'Is the Acme deal in this month?', ruleId: 'commission' },
      },
    ]);
  }, 30000);

  it('shows one thread oldest first, adds a reply, and lets its author edit and delete only their own messages', async () => {
    const { api, writes } = server();
    renderAt(sessionOf(api, EMPLOYEE), '/statements/70/comments/31');
    const region = await panel();
    expect(await within(region).findByRole('heading', { name: 'Commission', level: 3 })).toBeTruthy();
    expect(within(region).getByRole('link', { name: '← All comments' }).getAttribute('href')).toBe(
      '/statements/70/comments',
    );
    const [mine, theirs] = await messagesOf(region);
    expect(mine!.textContent).toContain('Emma Employee');
    expect(mine!.textContent).toContain('Why are my last deals at 7%?');
    expect(theirs!.textContent).toContain('Manon Manager');
    // Only her own message offers Edit and Delete.
    expect(within(mine!).getByRole('button', { name: 'Edit' })).toBeTruthy();
    expect(within(theirs!).queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(within(theirs!).queryByRole('button', { name: 'Delete' })).toBeNull();
    // Not a reviewer: nothing to mark.
    expect(within(region).queryByRole('button', { name: 'Mark as reviewed' })).toBeNull();

    // A reply, blank refused first.
    const reply = within(region).getByRole('form', { name: 'Reply' });
    await within(reply).findByLabelText('Reply', {}, { timeout: 30_000 });
    fireEvent.submit(reply);
    expect(await within(reply).findByText('This field is required.')).toBeTruthy();
    fireEvent.change(within(reply).getByLabelText('Reply'), { target: { value: 'Thanks, clear now.' } });
    fireEvent.submit(reply);
    await waitFor(async () => expect(await messagesOf(region)).toHaveLength(3));
    expect((await messagesOf(region))[2]!.textContent).toContain('Thanks, clear now.');

    // Her first message edited in place.
    fireEvent.click(within(mine!).getByRole('button', { name: 'Edit' }));
    const edit = await within(mine!).findByRole('form', { name: 'Edit your comment' });
    fireEvent.change(await within(edit).findByLabelText('Message', {}, { timeout: 30_000 }), {
      target: { value: 'Why are my last two deals at 7%?' },
    });
    fireEvent.submit(edit);
    expect(await screen.findByText('The comment has been successfully updated')).toBeTruthy();
    await waitFor(() => expect(within(region).getByText('Why are my last two deals at 7%?')).toBeTruthy());
    expect((await messagesOf(region))[0]!.textContent).toContain('(edited)');

    // Her reply deleted once she confirms.
    const last = (await messagesOf(region))[2]!;
    fireEvent.click(within(last).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole(
      'alertdialog',
      { name: 'Delete this comment?' },
      { timeout: 30_000 },
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The comment has been successfully deleted')).toBeTruthy();
    await waitFor(async () => expect(await messagesOf(region)).toHaveLength(2));

    expect(writes().map((call) => [call.method, call.path, call.params?.path, call.body])).toEqual([
      [
        'POST',
        '/statements/{statementId}/statement-threads/{threadId}/messages',
        { statementId: 70, threadId: 31 },
        { content: 'Thanks, clear now.' },
      ],
      [
        'PATCH',
        '/statements/{statementId}/statement-threads/{threadId}/messages/{messageId}',
        { statementId: 70, threadId: 31, messageId: 301 },
        { content: 'Why are my last two deals at 7%?' },
      ],
      [
        'DELETE',
        '/statements/{statementId}/statement-threads/{threadId}/messages/{messageId}',
        { statementId: 70, threadId: 31, messageId: 400 },
        undefined,
      ],
    ]);
  }, 60000);

  it('says why an edit was refused and keeps the text being edited', async () => {
    const { api, refuse } = server();
    refuse(
      '/statements/{statementId}/statement-threads/{threadId}/messages/{messageId}',
      'A message can be edited or deleted by its author only.',
    );
    renderAt(sessionOf(api, EMPLOYEE), '/statements/70/comments/31');
    const region = await panel();
    const [mine] = await messagesOf(region);
    fireEvent.click(within(mine!).getByRole('button', { name: 'Edit' }));
    const edit = await within(mine!).findByRole('form', { name: 'Edit your comment' });
    fireEvent.change(await within(edit).findByLabelText('Message', {}, { timeout: 30_000 }), {
      target: { value: 'Changed' },
    });
    fireEvent.submit(edit);
    expect(
      await screen.findByText(
        'The comment could not be updated: A message can be edited or deleted by its author only.',
      ),
    ).toBeTruthy();
    expect((within(edit).getByLabelText('Message') as HTMLTextAreaElement).value).toBe('Changed');
  }, 30000);

  it('says the thread is gone once its only message is deleted', async () => {
    const { api } = server();
    renderAt(sessionOf(api, EMPLOYEE), '/statements/70/comments/32');
    const region = await panel();
    const [only] = await messagesOf(region);
    fireEvent.click(within(only!).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole(
      'alertdialog',
      { name: 'Delete this comment?' },
      { timeout: 30_000 },
    );
    expect(dialog.textContent).toContain('as it is the only comment, the thread with it');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The comment has been successfully deleted')).toBeTruthy();
    expect(await within(region).findByText('This thread no longer exists.')).toBeTruthy();
  }, 30000);

  it('lets a reviewer mark a thread reviewed, and says who can see it', async () => {
    const { api, writes } = server();
    renderAt(sessionOf(api, [...EMPLOYEE, 'REVIEW_THREADS'], MANON), '/statements/70/comments/31');
    const region = await panel();
    // The manager's own answer is theirs to edit; Emma's question is not.
    const [question, answer] = await messagesOf(region);
    expect(within(question!).queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(within(answer!).getByRole('button', { name: 'Edit' })).toBeTruthy();

    fireEvent.click(within(region).getByRole('button', { name: 'Who can see this' }));
    const viewers = await screen.findByRole(
      'list',
      { name: 'Who can read these comments' },
      { timeout: 30_000 },
    );
    expect(
      within(viewers)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Emma Employee Employee', 'Fiona Finance Finance', 'Manon Manager Manager']);
    fireEvent.keyDown(viewers, { key: 'Escape' });
    await waitFor(() =>
      expect(screen.queryByRole('list', { name: 'Who can read these comments' })).toBeNull(),
    );

    fireEvent.click(within(region).getByRole('button', { name: 'Mark as reviewed' }));
    expect(await screen.findByText('1 thread marked as reviewed.')).toBeTruthy();
    expect(writes()).toEqual([
      { method: 'PATCH', path: '/statement-threads', body: { statementThreadIds: [31] } },
    ]);
    await waitFor(() =>
      expect(within(region).queryByRole('button', { name: 'Mark as reviewed' })).toBeNull(),
    );
    expect(within(region).getByText(/^Reviewed by Fiona Finance on Mar 3, 2026/)).toBeTruthy();
    // Nothing open any more.
    expect(await screen.findByRole('button', { name: 'Comments' })).toBeTruthy();
  }, 30000);

  it('lets whoever may not comment read the threads, with no form, no reply and no edit', async () => {
    const { api } = server();
    renderAt(sessionOf(api, ['VIEW_STATEMENTS', 'VIEW_THREADS']), '/statements/70/comments');
    const region = await panel();
    await waitFor(() => expect(within(region).getAllByTestId('statement-thread')).toHaveLength(2), {
      timeout: 30_000,
    });
    expect(within(region).queryByRole('form', { name: 'New thread' })).toBeNull();
    cleanup();

    renderAt(sessionOf(api, ['VIEW_STATEMENTS', 'VIEW_THREADS']), '/statements/70/comments/31');
    const thread = await panel();
    const [own] = await messagesOf(thread);
    expect(own!.textContent).toContain('Why are my last deals at 7%?');
    expect(within(thread).queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(within(thread).queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(within(thread).queryByRole('form', { name: 'Reply' })).toBeNull();
  }, 30000);

  it('shows neither the button nor the panel to whoever may not see threads', async () => {
    const { api, calls } = server();
    renderAt(sessionOf(api, ['VIEW_STATEMENTS']), '/statements/70/comments');
    await screen.findByRole('heading', { name: 'Rules', level: 2 }, { timeout: 30_000 });
    expect(screen.queryByRole('button', { name: /^Comments/ })).toBeNull();
    expect(screen.queryByRole('complementary', { name: 'Comments' })).toBeNull();
    expect(calls.some((call) => call.path.includes('statement-threads'))).toBe(false);
  }, 30000);

  it('comments on the rule shown from its own view, the rule chosen already', async () => {
    const { api, writes } = server();
    renderAt(sessionOf(api, EMPLOYEE), '/statements/70/rule/heldBonus');
    fireEvent.click(await screen.findByRole('button', { name: 'Comment on this rule' }, { timeout: 30_000 }));
    const form = await within(await panel()).findByRole('form', { name: 'New thread' }, { timeout: 30_000 });
    await waitFor(() =>
      expect(within(form).getByRole('button', { name: /About/ }).textContent).toContain('Held bonus'),
    );
    fireEvent.change(await within(form).findByLabelText('Message', {}, { timeout: 30_000 }), {
      target: { value: 'When is it released?' },
    });
    fireEvent.submit(form);
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]!.body).toEqual({ content: 'When is it released?', ruleId: 'heldBonus' });
  }, 30000);
});
