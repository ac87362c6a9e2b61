import { expect, it } from 'vitest';
import { demoMonths, otherQuarters } from '../../demo-commissions.js';
import { todayIso } from '../../platform/db/values.js';
import { MESSAGES } from '../../platform/errors.js';
import { describeOnEachDatabase } from '../../platform/test/suite.js';
import { THREAD_MESSAGES } from './service.js';

const email = (key: string) => `${key}@demo.accrue.local`;
const ADMIN = email('admin');
const MANAGER = email('manager');
const FINANCE = email('finance');
const EMPLOYEE = email('employee');
const EMPLOYEE_2 = email('employee-2');
const READONLY_EMPLOYEE = email('readonly-employee');
const OTHER_ADMIN = 'admin@other.accrue.local';

const months = demoMonths(todayIso());
const CURRENT_MONTH = months.at(-1)!;
const LAST_MONTH = months.at(-2)!;

interface Thread {
  id: number;
  statementId: number;
  computedScope: { kind: string; ruleId: string | null; ruleLabel: string | null; externalId: string | null };
  thread: {
    isReviewed: boolean;
    messageCount: number;
    lastMessage: { content: string; authorFullName: string } | null;
    createdBy: { fullName: string } | null;
    reviewedBy: { fullName: string } | null;
  };
  statement: { userFullName: string; planName: string; periodId: string };
}

describeOnEachDatabase('statement threads', (suite) => {
  const { as, idOf } = suite;

  async function statementIdOf(rep: string, periodId: string) {
    const admin = await as(ADMIN);
    const list = await admin('GET', `/userStatements?periodId=${periodId}&userIds=${await idOf(email(rep))}`);
    const item = list.body.items.find(
      (s: { plan: { name: string } }) => s.plan.name === 'Account Executives 2026',
    );
    expect(item, `${rep} ${periodId}`).toBeDefined();
    return item.id as number;
  }

  const threadsOf = async (who: string, query = '') =>
    (await (await as(who))('GET', `/statement-threads?limit=100${query}`)).body as {
      items: Thread[];
      totalItems: number;
    };

  it('lists the demo threads each person may see, latest message first, by status', async () => {
    if (months.length < 3) return;
    const all = await threadsOf(ADMIN);
    expect(
      all.items.map((t) => [t.statement.userFullName, t.computedScope.kind, t.thread.isReviewed]),
    ).toEqual([
      ['Eli Cohen', 'STATEMENT', false],
      ['Emma Schultz', 'RULE', false],
      ['Emma Schultz', 'RULE', true],
    ]);
    const answered = all.items[1]!;
    expect(answered).toMatchObject({
      computedScope: { ruleId: 'commission', ruleLabel: 'Commission', externalId: null },
      thread: { messageCount: 3, createdBy: { fullName: 'Emma Schultz' } },
      statement: { planName: 'Account Executives 2026', periodId: LAST_MONTH },
    });
    expect(answered.thread.lastMessage?.authorFullName).toBe('Emma Schultz');
    expect(all.items[2]!.thread.reviewedBy?.fullName).toBe('Fiona Becker');
    // The demo's answers reached Emma as the product would have told her: a link to each thread.
    const told = (await (await as(EMPLOYEE))('GET', '/notifications?limit=24')).body.items.filter(
      (n: { type: string }) => n.type === 'NEW_COMMENT_ON_STATEMENT',
    );
    expect(told.map((n: { contentMetadata: object; link: string }) => [n.contentMetadata, n.link])).toEqual([
      [
        { statementUserFullName: 'Emma Schultz', commentAuthorFullName: 'Manon Dupont' },
        `/statements/${answered.statementId}/comments/${answered.id}`,
      ],
      [
        { statementUserFullName: 'Emma Schultz', commentAuthorFullName: 'Fiona Becker' },
        `/statements/${all.items[2]!.statementId}/comments/${all.items[2]!.id}`,
      ],
    ]);

    expect((await threadsOf(ADMIN, '&status=OPEN')).totalItems).toBe(2);
    expect((await threadsOf(ADMIN, '&status=REVIEWED')).totalItems).toBe(1);
    // The header's indicator: the count alone.
    const admin = await as(ADMIN);
    const dot = await admin('GET', '/statement-threads?status=OPEN&limit=0');
    expect(dot.status).toBe(200);
    expect(dot.body).toMatchObject({ items: [], totalItems: 2, pageCount: 0 });
    // Pages never overlap.
    const first = await admin('GET', '/statement-threads?limit=2&page=1');
    const second = await admin('GET', '/statement-threads?limit=2&page=2');
    expect([...first.body.items, ...second.body.items].map((t: Thread) => t.id)).toEqual(
      all.items.map((t) => t.id),
    );

    // Each sees the threads of the statements they see: a rep their own, nobody another company's.
    expect((await threadsOf(EMPLOYEE)).items.map((t) => t.statement.userFullName)).toEqual([
      'Emma Schultz',
      'Emma Schultz',
    ]);
    expect((await threadsOf(EMPLOYEE_2)).totalItems).toBe(1);
    expect((await threadsOf(MANAGER)).totalItems).toBe(3);
    expect((await threadsOf(OTHER_ADMIN)).totalItems).toBe(0);

    for (const query of ['page=0', 'limit=101', 'status=CLOSED'])
      expect((await admin('GET', `/statement-threads?${query}`)).status).toBe(422);
  });

  it('starts a thread on a rule, refuses bad input, notifies the managers and the statement’s person', async () => {
    if (months.length < 3) return;
    const statementId = await statementIdOf('employee', CURRENT_MONTH);
    const emma = await as(EMPLOYEE);
    const path = `/statements/${statementId}/statement-threads`;

    const blank = await emma('POST', path, { content: '   ' });
    expect(blank.status).toBe(422);
    expect(blank.body.errors).toEqual([{ field: 'content', message: MESSAGES.required }]);
    const unknownRule = await emma('POST', path, { content: 'Why?', ruleId: 'nope' });
    expect(unknownRule.status).toBe(422);
    expect(unknownRule.body.errors).toEqual([{ field: 'ruleId', message: THREAD_MESSAGES.unknownRule }]);
    const recordAlone = await emma('POST', path, { content: 'Why?', externalId: 'D-1' });
    expect(recordAlone.status).toBe(422);
    expect((await emma('POST', path, { content: 'x'.repeat(5001) })).status).toBe(422);
    expect((await emma('GET', path)).body.items).toEqual([]);

    const created = await emma('POST', path, {
      content: '  Is the Initech deal counted at the new rate?  ',
      ruleId: 'commission',
      externalId: 'D-1042',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      statementId,
      computedScope: { kind: 'RECORD', ruleId: 'commission', ruleLabel: 'Commission', externalId: 'D-1042' },
      thread: {
        isReviewed: false,
        messageCount: 1,
        lastMessage: {
          content: 'Is the Initech deal counted at the new rate?',
          authorFullName: 'Emma Schultz',
        },
      },
      statement: { userFullName: 'Emma Schultz', periodId: CURRENT_MONTH },
    });
    expect((await emma('GET', path)).body.items.map((t: Thread) => t.id)).toEqual([created.body.id]);

    // Her manager hears of it, with a link to the thread; she does not hear of her own message.
    const manon = await as(MANAGER);
    const notified = (await manon('GET', '/notifications?limit=5')).body.items[0];
    expect(notified).toMatchObject({
      type: 'NEW_COMMENT_ON_STATEMENT',
      link: `/statements/${statementId}/comments/${created.body.id}`,
      contentMetadata: { statementUserFullName: 'Emma Schultz', commentAuthorFullName: 'Emma Schultz' },
    });
    const own = (await emma('GET', '/notifications?limit=5')).body.items;
    expect(own.some((n: { link: string | null }) => n.link?.includes(`/comments/${created.body.id}`))).toBe(
      false,
    );

    // Who may see it: her, her managers, the admins and finance, never another rep.
    const viewers = (await emma('GET', `${path}/usersAllowedToView`)).body.items.map(
      (user: { fullName: string }) => user.fullName,
    );
    expect(viewers).toEqual(
      expect.arrayContaining(['Emma Schultz', 'Manon Dupont', 'Ada Moreau', 'Fiona Becker']),
    );
    expect(viewers).not.toContain('Eli Cohen');

    // Another rep, a read-only rep, another company: refused, nothing written.
    const eli = await as(EMPLOYEE_2);
    expect((await eli('GET', path)).status).toBe(403);
    expect((await eli('POST', path, { content: 'Hi' })).status).toBe(403);
    expect((await (await as(READONLY_EMPLOYEE))('POST', path, { content: 'Hi' })).status).toBe(403);
    const other = await as(OTHER_ADMIN);
    expect((await other('GET', path)).status).toBe(404);
    expect((await other('POST', path, { content: 'Hi' })).status).toBe(404);
    expect((await other('GET', `${path}/usersAllowedToView`)).status).toBe(404);
    expect((await emma('GET', path)).body.items).toHaveLength(1);
  });

  it('replies reopen a reviewed thread; only authors edit or delete their messages', async () => {
    if (months.length < 3) return;
    const statementId = await statementIdOf('employee', CURRENT_MONTH);
    const path = `/statements/${statementId}/statement-threads`;
    const emma = await as(EMPLOYEE);
    const manon = await as(MANAGER);
    const started = await emma('POST', path, { content: 'My quota looks higher than agreed.' });
    const threadId = started.body.id as number;
    const messages = `${path}/${threadId}/messages`;

    const reviewed = await manon('PATCH', '/statement-threads', { statementThreadIds: [threadId] });
    expect(reviewed.body).toEqual({ reviewed: [threadId], failed: [] });
    expect((await manon('GET', path)).body.items.find((t: Thread) => t.id === threadId).thread).toMatchObject(
      {
        isReviewed: true,
        reviewedBy: { fullName: 'Manon Dupont' },
      },
    );

    const reply = await manon('POST', messages, { content: 'It was raised in July, as for the whole team.' });
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({ authorFullName: 'Manon Dupont', editedAt: null });
    expect((await manon('GET', path)).body.items.find((t: Thread) => t.id === threadId).thread).toMatchObject(
      {
        isReviewed: false,
        reviewedBy: null,
        messageCount: 2,
      },
    );
    // Emma hears of the answer.
    expect((await emma('GET', '/notifications?limit=1')).body.items[0]).toMatchObject({
      type: 'NEW_COMMENT_ON_STATEMENT',
      link: `/statements/${statementId}/comments/${threadId}`,
    });

    const listed = await emma('GET', messages);
    expect(listed.body).toMatchObject({ totalItems: 2, currentPage: 1, pageCount: 1 });
    expect(listed.body.items.map((m: { content: string }) => m.content)).toEqual([
      'My quota looks higher than agreed.',
      'It was raised in July, as for the whole team.',
    ]);
    const [first, second] = listed.body.items as { id: number }[];

    // Only the author edits or deletes; nobody's words change otherwise.
    const notMine = await emma('PATCH', `${messages}/${second!.id}`, { content: 'Changed' });
    expect(notMine.status).toBe(403);
    expect(notMine.body.message).toBe(THREAD_MESSAGES.notAuthor);
    expect((await emma('DELETE', `${messages}/${second!.id}`)).status).toBe(403);
    expect((await (await as(ADMIN))('DELETE', `${messages}/${first!.id}`)).status).toBe(403);
    expect((await emma('PATCH', `${messages}/${first!.id}`, { content: ' ' })).status).toBe(422);
    const edited = await emma('PATCH', `${messages}/${first!.id}`, {
      content: 'My quota looks higher than in my plan letter.',
    });
    expect(edited.status).toBe(200);
    expect(edited.body.content).toBe('My quota looks higher than in my plan letter.');
    expect(edited.body.editedAt).not.toBeNull();
    expect((await emma('GET', messages)).body.items[1].content).toBe(
      'It was raised in July, as for the whole team.',
    );

    // A thread is reached only under its own statement; another company never reaches it.
    const elsewhere = await statementIdOf('employee', LAST_MONTH);
    expect(
      (await emma('GET', `/statements/${elsewhere}/statement-threads/${threadId}/messages`)).status,
    ).toBe(404);
    expect(
      (await (await as(OTHER_ADMIN))('PATCH', `${messages}/${second!.id}`, { content: 'x' })).status,
    ).toBe(404);

    // Deleting the last message deletes the thread.
    expect((await manon('DELETE', `${messages}/${second!.id}`)).status).toBe(204);
    expect((await emma('DELETE', `${messages}/${first!.id}`)).status).toBe(204);
    expect((await emma('GET', messages)).status).toBe(404);
    expect((await emma('GET', path)).body.items.some((t: Thread) => t.id === threadId)).toBe(false);
  });

  it('reviews threads in bulk, each on its own; employees cannot', async () => {
    if (months.length < 3) return;
    const open = (await threadsOf(ADMIN, '&status=OPEN')).items;
    const eliThread = open.find((t) => t.statement.userFullName === 'Eli Cohen')!;
    const otherCompanyThread = await (async () => {
      const other = await as(OTHER_ADMIN);
      const list = await other('GET', `/userStatements?limit=1&periodId=${otherQuarters(todayIso())[0]}`);
      const created = await other('POST', `/statements/${list.body.items[0].id}/statement-threads`, {
        content: 'A question in the other company.',
      });
      expect(created.status).toBe(201);
      return created.body.id as number;
    })();

    const finance = await as(FINANCE);
    const result = await finance('PATCH', '/statement-threads', {
      statementThreadIds: [eliThread.id, otherCompanyThread, 2_000_000_000],
    });
    expect(result.status).toBe(200);
    expect(result.body).toEqual({
      reviewed: [eliThread.id],
      failed: [
        { statementThreadId: otherCompanyThread, message: THREAD_MESSAGES.notFound },
        { statementThreadId: 2_000_000_000, message: THREAD_MESSAGES.notFound },
      ],
    });
    const other = await as(OTHER_ADMIN);
    expect((await other('GET', '/statement-threads?status=OPEN')).body.totalItems).toBe(1);

    const emma = await as(EMPLOYEE);
    expect((await emma('PATCH', '/statement-threads', { statementThreadIds: [eliThread.id] })).status).toBe(
      403,
    );
    expect((await finance('PATCH', '/statement-threads', { statementThreadIds: [] })).status).toBe(422);
  });
});
