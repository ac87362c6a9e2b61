import { Op, type Transaction, type WhereOptions } from 'sequelize';
import type { Tenant } from '../../platform/db/tenancy.js';
import type { NewRow } from '../../platform/db/tenancy.js';
import { toBool, toIso } from '../../platform/db/values.js';
import { messagesTable, threadsTable, type MessageRow, type ThreadRow } from './tables.js';

/** A thread as the service works with it (plain values, dates as ISO text). */
export interface ThreadRecord {
  id: number;
  statementId: number;
  userId: number;
  planId: number;
  periodId: string;
  ruleId: string | null;
  ruleLabel: string | null;
  externalId: string | null;
  isReviewed: boolean;
  reviewedAt: string | null;
  reviewedBy: number | null;
  createdBy: number | null;
  createdAt: string;
  lastMessageAt: string;
}

export interface MessageRecord {
  id: number;
  threadId: number;
  authorId: number | null;
  content: string;
  createdAt: string;
  editedAt: string | null;
}

const toThread = (row: ThreadRow): ThreadRecord => ({
  id: Number(row.id),
  statementId: Number(row.statementId),
  userId: Number(row.userId),
  planId: Number(row.planId),
  periodId: String(row.periodId),
  ruleId: row.ruleId ?? null,
  ruleLabel: row.ruleLabel ?? null,
  externalId: row.externalId ?? null,
  isReviewed: toBool(row.isReviewed),
  reviewedAt: toIso(row.reviewedAt),
  reviewedBy: row.reviewedBy === null ? null : Number(row.reviewedBy),
  createdBy: row.createdBy === null ? null : Number(row.createdBy),
  createdAt: toIso(row.createdAt)!,
  lastMessageAt: toIso(row.lastMessageAt)!,
});

const toMessage = (row: MessageRow): MessageRecord => ({
  id: Number(row.id),
  threadId: Number(row.threadId),
  authorId: row.authorId === null ? null : Number(row.authorId),
  content: String(row.content),
  createdAt: toIso(row.createdAt)!,
  editedAt: toIso(row.editedAt),
});

/** Newest conversation first; the id breaks ties so that pages never overlap. */
const LATEST_FIRST: [string, 'ASC' | 'DESC'][] = [
  ['lastMessageAt', 'DESC'],
  ['id', 'DESC'],
];

export async function insertThreadWithMessage(
  tenant: Tenant,
  thread: Omit<NewRow<ThreadRow>, 'isReviewed' | 'reviewedAt' | 'reviewedBy' | 'lastMessageAt'>,
  content: string,
): Promise<{ threadId: number; messageId: number }> {
  return tenant.transaction(async (t) => {
    const threadId = await tenant.insert(
      threadsTable,
      { ...thread, isReviewed: false, reviewedAt: null, reviewedBy: null, lastMessageAt: thread.createdAt },
      t,
    );
    const messageId = await tenant.insert(
      messagesTable,
      { threadId, authorId: thread.createdBy, content, createdAt: thread.createdAt, editedAt: null },
      t,
    );
    return { threadId, messageId };
  });
}

/** A reply: stored, and its thread reopened and moved to the top of the lists, together. */
export async function insertReply(
  tenant: Tenant,
  threadId: number,
  message: { authorId: number; content: string; createdAt: Date },
): Promise<number> {
  return tenant.transaction(async (t) => {
    const id = await tenant.insert(messagesTable, { threadId, ...message, editedAt: null }, t);
    await tenant.update(
      threadsTable,
      { id: threadId },
      { isReviewed: false, reviewedAt: null, reviewedBy: null, lastMessageAt: message.createdAt },
      t,
    );
    return id;
  });
}

export async function findThread(
  tenant: Tenant,
  statementId: number,
  threadId: number,
): Promise<ThreadRecord | null> {
  const row = await tenant.findOne(threadsTable, { id: threadId, statementId });
  return row ? toThread(row) : null;
}

/** The threads of these ids that also match every filter of `where` (the caller's reach). */
export async function threadsAmong(
  tenant: Tenant,
  ids: readonly number[],
  where: readonly WhereOptions[],
): Promise<ThreadRecord[]> {
  if (!ids.length) return [];
  const filter = { [Op.and]: [...where, { id: [...ids] }] } as WhereOptions;
  return (await tenant.findAll(threadsTable, { where: filter })).map(toThread);
}

export async function threadsOfStatement(
  tenant: Tenant,
  statementId: number,
  limit: number,
): Promise<ThreadRecord[]> {
  return (await tenant.findAll(threadsTable, { where: { statementId }, order: LATEST_FIRST, limit })).map(
    toThread,
  );
}

export type ThreadStatus = 'OPEN' | 'REVIEWED';

/** A page of the threads matching every filter of `where`, latest message first. */
export async function pageThreads(
  tenant: Tenant,
  where: readonly WhereOptions[],
  status: ThreadStatus | undefined,
  page: { offset: number; limit: number },
): Promise<{ rows: ThreadRecord[]; total: number }> {
  const filters = [...where, ...(status ? [{ isReviewed: status === 'REVIEWED' }] : [])];
  const filter = { [Op.and]: filters } as WhereOptions;
  if (page.limit === 0) return { rows: [], total: await tenant.count(threadsTable, filter) };
  const { rows, total } = await tenant.findPage(threadsTable, {
    where: filter,
    order: LATEST_FIRST,
    offset: page.offset,
    limit: page.limit,
  });
  return { rows: rows.map(toThread), total };
}

/** Per thread: how many messages it holds and its latest one. */
export async function messageSummaries(
  tenant: Tenant,
  threadIds: readonly number[],
): Promise<Map<number, { count: number; last: MessageRecord }>> {
  if (!threadIds.length) return new Map();
  const counts = await tenant.countBy(messagesTable, 'threadId', { threadId: [...threadIds] });
  const lasts = await tenant.findAll(messagesTable, { where: { id: counts.map((entry) => entry.lastId) } });
  const lastById = new Map(lasts.map((row) => [Number(row.id), toMessage(row)]));
  const summaries = new Map<number, { count: number; last: MessageRecord }>();
  for (const entry of counts) {
    const last = lastById.get(entry.lastId);
    if (last) summaries.set(Number(entry.value), { count: entry.count, last });
  }
  return summaries;
}

export async function pageMessages(
  tenant: Tenant,
  threadId: number,
  page: { offset: number; limit: number },
): Promise<{ rows: MessageRecord[]; total: number }> {
  const { rows, total } = await tenant.findPage(messagesTable, {
    where: { threadId },
    order: [['id', 'ASC']],
    offset: page.offset,
    limit: page.limit,
  });
  return { rows: rows.map(toMessage), total };
}

export function countMessages(tenant: Tenant, threadId: number): Promise<number> {
  return tenant.count(messagesTable, { threadId });
}

export async function findMessage(
  tenant: Tenant,
  threadId: number,
  messageId: number,
): Promise<MessageRecord | null> {
  const row = await tenant.findOne(messagesTable, { id: messageId, threadId });
  return row ? toMessage(row) : null;
}

/** Rewrites a message only if `authorId` wrote it (checked in the same statement). */
export function updateOwnMessage(
  tenant: Tenant,
  messageId: number,
  authorId: number,
  content: string,
  editedAt: Date,
): Promise<number> {
  return tenant.update(messagesTable, { id: messageId, authorId }, { content, editedAt });
}

/**
 * Deletes a message only if `authorId` wrote it; a thread left without messages goes with it.
 * Answers how many messages were deleted (0: not the author's).
 */
export async function deleteOwnMessage(
  tenant: Tenant,
  threadId: number,
  messageId: number,
  authorId: number,
): Promise<number> {
  return tenant.transaction(async (t: Transaction) => {
    const deleted = await tenant.destroy(messagesTable, { id: messageId, threadId, authorId }, t);
    if (deleted && !(await tenant.findOne(messagesTable, { threadId }, t)))
      await tenant.destroy(threadsTable, { id: threadId }, t);
    return deleted;
  });
}

export function markReviewed(
  tenant: Tenant,
  threadIds: readonly number[],
  reviewedBy: number,
  reviewedAt: Date,
): Promise<number> {
  return tenant.update(threadsTable, { id: [...threadIds] }, { isReviewed: true, reviewedAt, reviewedBy });
}

/** Everyone who wrote in a thread (to tell them about a new message), at most `limit`. */
export async function authorsOfThread(tenant: Tenant, threadId: number, limit: number): Promise<number[]> {
  const authors = await tenant.countBy(messagesTable, 'authorId', { threadId, authorId: { [Op.ne]: null } });
  return authors.slice(0, limit).map((entry) => Number(entry.value));
}
