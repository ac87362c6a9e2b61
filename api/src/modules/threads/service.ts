import type { components } from '@accrue/sdk/schema';
import type { Role } from '@accrue/access';
import type { Context, UserContext } from '../../platform/context.js';
import { todayIso } from '../../platform/db/values.js';
import { Conflict, Forbidden, Invalid, MESSAGES, NotFound } from '../../platform/errors.js';
import type { Tenant } from '../../platform/db/tenancy.js';
import type { NewNotification, NotificationService } from '../notifications/index.js';
import * as people from '../people/index.js';
import * as statements from '../statements/index.js';
import * as repository from './repository.js';
import type { MessageRecord, ThreadRecord, ThreadStatus } from './repository.js';

export type StatementThread = components['schemas']['StatementThread'];
export type ThreadMessage = components['schemas']['ThreadMessage'];
export type ThreadUser = components['schemas']['ThreadUser'];

export const THREAD_MESSAGES = {
  notFound: 'Statement thread not found.',
  messageNotFound: 'Message not found.',
  // Doc 3 §5, §6: a message can be edited or deleted by its author only.
  notAuthor: 'A message can be edited or deleted by its author only.',
  unknownRule: 'This statement has no such rule.',
  externalIdWithoutRule: 'A record is named only together with its rule.',
  full: 'This thread holds as many messages as it can (1,000). Start a new thread.',
} as const;

/** The threads one statement lists (the most recent). */
export const MAX_THREADS_OF_STATEMENT = 100;
/** A thread's messages, at most (a conversation, not a log). */
export const MAX_MESSAGES_PER_THREAD = 1000;
/** The people told about a new message, at most. */
const MAX_RECIPIENTS = 100;

interface Page {
  page: number;
  limit: number;
}

const userRef = (user: people.User | undefined): ThreadUser | null =>
  user ? { id: user.id, fullName: user.fullName, role: user.role } : null;

async function usersById(context: Context, ids: Iterable<number | null>): Promise<Map<number, people.User>> {
  const wanted = [...new Set([...ids].filter((id): id is number => id !== null))];
  if (!wanted.length) return new Map();
  return new Map((await people.usersByIds(context.tenant, wanted)).map((user) => [user.id, user]));
}

function toMessage(message: MessageRecord, users: Map<number, people.User>): ThreadMessage {
  return {
    id: message.id,
    threadId: message.threadId,
    content: message.content,
    authorId: message.authorId,
    authorFullName: message.authorId === null ? '' : (users.get(message.authorId)?.fullName ?? ''),
    createdAt: message.createdAt,
    editedAt: message.editedAt,
  };
}

/** Threads as the API answers them: scope, review, counts, latest message and the statement's names. */
async function toThreads(
  context: Context,
  threads: readonly ThreadRecord[],
  names: { user: (id: number) => string; plan: (id: number) => string },
): Promise<StatementThread[]> {
  const summaries = await repository.messageSummaries(
    context.tenant,
    threads.map((thread) => thread.id),
  );
  const users = await usersById(context, [
    ...threads.flatMap((thread) => [thread.createdBy, thread.reviewedBy]),
    ...[...summaries.values()].map((summary) => summary.last.authorId),
  ]);
  return threads.map((thread) => {
    const summary = summaries.get(thread.id);
    return {
      id: thread.id,
      statementId: thread.statementId,
      computedScope: {
        kind: thread.ruleId === null ? 'STATEMENT' : thread.externalId === null ? 'RULE' : 'RECORD',
        ruleId: thread.ruleId,
        ruleLabel: thread.ruleLabel,
        externalId: thread.externalId,
      },
      thread: {
        isReviewed: thread.isReviewed,
        reviewedAt: thread.reviewedAt,
        reviewedBy: thread.reviewedBy === null ? null : userRef(users.get(thread.reviewedBy)),
        messageCount: summary?.count ?? 0,
        createdAt: thread.createdAt,
        createdBy: thread.createdBy === null ? null : userRef(users.get(thread.createdBy)),
        lastMessage: summary ? toMessage(summary.last, users) : null,
      },
      statement: {
        userId: thread.userId,
        userFullName: names.user(thread.userId),
        planId: thread.planId,
        planName: names.plan(thread.planId),
        periodId: thread.periodId,
      },
    };
  });
}

const namesOf = (statement: statements.StatementSubject) => ({
  user: () => statement.userFullName,
  plan: () => statement.planName,
});

function contentOf(text: string): string {
  const content = text.trim();
  if (!content) throw new Invalid([{ field: 'content', message: MESSAGES.required }]);
  return content;
}

/** The thread of a statement the caller may `permission`, or 404 (never another statement's). */
async function threadInReach(
  context: Context,
  statementId: number,
  threadId: number,
  permission: 'VIEW_THREADS' | 'COMMENT_STATEMENTS',
): Promise<{ statement: statements.StatementSubject; thread: ThreadRecord }> {
  const statement = await statements.statementInReach(context, statementId, permission);
  const thread = await repository.findThread(context.tenant, statementId, threadId);
  if (!thread) throw new NotFound(THREAD_MESSAGES.notFound);
  return { statement, thread };
}

/** GET /statements/{id}/statement-threads. */
export async function listStatementThreads(
  context: Context,
  statementId: number,
): Promise<{ items: StatementThread[] }> {
  const statement = await statements.statementInReach(context, statementId, 'VIEW_THREADS');
  const threads = await repository.threadsOfStatement(context.tenant, statementId, MAX_THREADS_OF_STATEMENT);
  return { items: await toThreads(context, threads, namesOf(statement)) };
}

/** POST /statements/{id}/statement-threads: a thread and its first message. */
export async function createThread(
  context: UserContext,
  statementId: number,
  input: { content: string; ruleId?: string | null; externalId?: string | null },
  notifications: NotificationService,
): Promise<StatementThread> {
  const statement = await statements.statementInReach(context, statementId, 'COMMENT_STATEMENTS');
  const content = contentOf(input.content);
  const ruleId = input.ruleId?.trim() || null;
  const externalId = input.externalId?.trim() || null;
  if (externalId !== null && ruleId === null)
    throw new Invalid([{ field: 'externalId', message: THREAD_MESSAGES.externalIdWithoutRule }]);
  const rule = ruleId === null ? null : statement.rules.find((candidate) => candidate.name === ruleId);
  if (rule === undefined) throw new Invalid([{ field: 'ruleId', message: THREAD_MESSAGES.unknownRule }]);
  const { threadId } = await repository.insertThreadWithMessage(
    context.tenant,
    {
      statementId,
      userId: statement.userId,
      planId: statement.planId,
      periodId: statement.periodId,
      ruleId,
      ruleLabel: rule?.label ?? null,
      externalId,
      createdBy: context.userId,
      createdAt: new Date(),
    },
    content,
  );
  await notifyNewMessage(context, statement, threadId, notifications);
  const thread = await repository.findThread(context.tenant, statementId, threadId);
  const [answer] = await toThreads(context, thread ? [thread] : [], namesOf(statement));
  if (!answer) throw new NotFound(THREAD_MESSAGES.notFound);
  return answer;
}

/** GET …/messages: oldest first, a page at a time. */
export async function listMessages(
  context: Context,
  statementId: number,
  threadId: number,
  { page, limit }: Page,
): Promise<{ items: ThreadMessage[]; totalItems: number; currentPage: number; pageCount: number }> {
  await threadInReach(context, statementId, threadId, 'VIEW_THREADS');
  const { rows, total } = await repository.pageMessages(context.tenant, threadId, {
    offset: (page - 1) * limit,
    limit,
  });
  const users = await usersById(
    context,
    rows.map((row) => row.authorId),
  );
  return {
    items: rows.map((row) => toMessage(row, users)),
    totalItems: total,
    currentPage: page,
    pageCount: Math.ceil(total / limit),
  };
}

/** POST …/messages: a reply, which reopens the thread. */
export async function createMessage(
  context: UserContext,
  statementId: number,
  threadId: number,
  input: { content: string },
  notifications: NotificationService,
): Promise<ThreadMessage> {
  const { statement } = await threadInReach(context, statementId, threadId, 'COMMENT_STATEMENTS');
  const content = contentOf(input.content);
  if ((await repository.countMessages(context.tenant, threadId)) >= MAX_MESSAGES_PER_THREAD)
    throw new Conflict(THREAD_MESSAGES.full);
  const id = await repository.insertReply(context.tenant, threadId, {
    authorId: context.userId,
    content,
    createdAt: new Date(),
  });
  await notifyNewMessage(context, statement, threadId, notifications);
  return ownMessage(context, threadId, id);
}

async function ownMessage(context: UserContext, threadId: number, messageId: number): Promise<ThreadMessage> {
  const message = await repository.findMessage(context.tenant, threadId, messageId);
  if (!message) throw new NotFound(THREAD_MESSAGES.messageNotFound);
  return toMessage(message, await usersById(context, [message.authorId]));
}

/** The message, if it exists in the thread: 404 otherwise, 403 when someone else wrote it. */
async function authoredMessage(
  context: UserContext,
  threadId: number,
  messageId: number,
): Promise<MessageRecord> {
  const message = await repository.findMessage(context.tenant, threadId, messageId);
  if (!message) throw new NotFound(THREAD_MESSAGES.messageNotFound);
  if (message.authorId !== context.userId) throw new Forbidden(THREAD_MESSAGES.notAuthor);
  return message;
}

/** PATCH …/messages/{id}: its author rewrites it. */
export async function updateMessage(
  context: UserContext,
  statementId: number,
  threadId: number,
  messageId: number,
  input: { content: string },
): Promise<ThreadMessage> {
  await threadInReach(context, statementId, threadId, 'COMMENT_STATEMENTS');
  await authoredMessage(context, threadId, messageId);
  const content = contentOf(input.content);
  // The author is checked again in the UPDATE itself: nobody else's words are ever rewritten.
  const updated = await repository.updateOwnMessage(
    context.tenant,
    messageId,
    context.userId,
    content,
    new Date(),
  );
  if (!updated) throw new NotFound(THREAD_MESSAGES.messageNotFound);
  return ownMessage(context, threadId, messageId);
}

/** DELETE …/messages/{id}: its author removes it (and the thread with its last message). */
export async function deleteMessage(
  context: UserContext,
  statementId: number,
  threadId: number,
  messageId: number,
): Promise<void> {
  await threadInReach(context, statementId, threadId, 'COMMENT_STATEMENTS');
  await authoredMessage(context, threadId, messageId);
  if (!(await repository.deleteOwnMessage(context.tenant, threadId, messageId, context.userId)))
    throw new NotFound(THREAD_MESSAGES.messageNotFound);
}

const SEES_EVERY_STATEMENT: ReadonlySet<Role> = new Set<Role>(['ADMIN', 'READ_ONLY_ADMIN', 'FINANCE']);
const SCOPED: ReadonlySet<Role> = new Set<Role>(['SCOPED_ADMIN', 'SCOPED_READ_ONLY_ADMIN']);
const MANAGERS: ReadonlySet<Role> = new Set<Role>(['MANAGER', 'READ_ONLY_MANAGER']);

/**
 * GET …/usersAllowedToView: the people whose role and reach show them this statement (the rule of
 * `@accrue/access` VIEW_THREADS, applied to each active person): its person, their managers, the
 * administrators and finance users, and the scoped administrators whose scope holds the plan.
 */
export async function usersAllowedToView(
  context: Context,
  statementId: number,
): Promise<{ items: ThreadUser[] }> {
  const statement = await statements.statementInReach(context, statementId, 'VIEW_THREADS');
  const [users, managerIds, scopeIds] = await Promise.all([
    people.listCompanyUsers(context.tenant),
    people.managerIdsOf(context.tenant, statement.userId, todayIso()),
    people.adminScopeIdsHolding(context.tenant, statement.planId),
  ]);
  const managers = new Set(managerIds);
  const allowed = users.filter((user) => {
    if (user.status !== 'ACTIVE') return false;
    if (SEES_EVERY_STATEMENT.has(user.role)) return user.role !== 'FINANCE' || !statement.planIsHidden;
    if (SCOPED.has(user.role)) return user.adminScopeId !== null && scopeIds.has(user.adminScopeId);
    // A hidden plan's statements are for admin-type roles only (doc 2 §6).
    if (statement.planIsHidden) return false;
    if (MANAGERS.has(user.role) && managers.has(user.id)) return true;
    return user.id === statement.userId;
  });
  return {
    items: allowed
      .sort((a, b) => a.fullName.localeCompare(b.fullName))
      .slice(0, 100)
      .map((user) => ({ id: user.id, fullName: user.fullName, role: user.role })),
  };
}

/** GET /statement-threads: the threads of every statement the caller sees, latest message first. */
export async function listThreads(
  context: Context,
  query: Page & { status?: ThreadStatus },
): Promise<{ items: StatementThread[]; totalItems: number; currentPage: number; pageCount: number }> {
  const { where, directory } = await statements.statementsReach(context, 'VIEW_THREADS');
  const { page, limit } = query;
  const { rows, total } = await repository.pageThreads(context.tenant, where, query.status, {
    offset: (page - 1) * limit,
    limit,
  });
  const items = await toThreads(context, rows, {
    user: (id) => directory.users.get(id)?.fullName ?? '',
    plan: (id) => directory.plans.get(id)?.name ?? '',
  });
  return {
    items,
    totalItems: total,
    currentPage: page,
    pageCount: limit === 0 ? 0 : Math.ceil(total / limit),
  };
}

/** PATCH /statement-threads: marks reviewed those the caller may review; the others fail alone. */
export async function reviewThreads(
  context: UserContext,
  input: { statementThreadIds: readonly number[] },
): Promise<{ reviewed: number[]; failed: { statementThreadId: number; message: string }[] }> {
  const ids = [...new Set(input.statementThreadIds)];
  const { where } = await statements.statementsReach(context, 'REVIEW_THREADS');
  const reachable = new Set(
    (await repository.threadsAmong(context.tenant, ids, where)).map((thread) => thread.id),
  );
  const reviewed = ids.filter((id) => reachable.has(id));
  if (reviewed.length) await repository.markReviewed(context.tenant, reviewed, context.userId, new Date());
  return {
    reviewed,
    failed: ids
      .filter((id) => !reachable.has(id))
      .map((statementThreadId) => ({ statementThreadId, message: THREAD_MESSAGES.notFound })),
  };
}

/**
 * Who hears of a new message: the statement's person and the thread's other authors; when the
 * person writes, their managers too (someone must answer). Never its author.
 */
export async function commentRecipients(
  tenant: Tenant,
  statement: { userId: number },
  threadId: number,
  authorId: number,
): Promise<number[]> {
  const authors = await repository.authorsOfThread(tenant, threadId, MAX_RECIPIENTS);
  const managers =
    authorId === statement.userId ? await people.managerIdsOf(tenant, statement.userId, todayIso()) : [];
  return [...new Set([statement.userId, ...authors, ...managers])]
    .filter((id) => id !== authorId)
    .slice(0, MAX_RECIPIENTS);
}

/** The NEW_COMMENT_ON_STATEMENT notification of a message, as `recipientId` reads it. */
export function commentNotification(
  statement: Pick<statements.StatementSubject, 'id' | 'userId' | 'userFullName' | 'planName' | 'periodId'>,
  threadId: number,
  author: { id: number; fullName: string },
  recipientId: number,
): NewNotification {
  const whose = recipientId === statement.userId ? 'your' : `${statement.userFullName}'s`;
  return {
    userId: recipientId,
    type: 'NEW_COMMENT_ON_STATEMENT',
    content: `${author.fullName} commented on ${whose} ${statement.periodId} statement (${statement.planName}).`,
    contentMetadata: {
      statementUserFullName: statement.userFullName,
      commentAuthorFullName: author.fullName,
    },
    link: `/statements/${statement.id}/comments/${threadId}`,
    authorId: author.id,
  };
}

async function notifyNewMessage(
  context: UserContext,
  statement: statements.StatementSubject,
  threadId: number,
  notifications: NotificationService,
): Promise<void> {
  const recipients = await commentRecipients(context.tenant, statement, threadId, context.userId);
  if (!recipients.length) return;
  const users = await usersById(context, [context.userId, ...recipients]);
  const author = { id: context.userId, fullName: users.get(context.userId)?.fullName ?? '' };
  for (const userId of recipients)
    if (users.get(userId)?.status === 'ACTIVE')
      await notifications.notify(context.tenant, commentNotification(statement, threadId, author, userId));
}
