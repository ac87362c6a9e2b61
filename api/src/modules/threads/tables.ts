import { column, companyTable, type DbBoolean, type DbDate } from '../../platform/db/tables.js';

/**
 * A conversation about a statement (migration 0031). `ruleId` (a rule's name) and `externalId`
 * narrow it to a rule or one record of the rule. The statement's user, plan and period are copied
 * so that the list across statements filters by reach on this table alone.
 */
export interface ThreadRow {
  id: number;
  companyId: number;
  statementId: number;
  userId: number;
  planId: number;
  periodId: string;
  ruleId: string | null;
  /** The rule's label when the thread started (the list shows it without reading statements). */
  ruleLabel: string | null;
  externalId: string | null;
  isReviewed: DbBoolean;
  reviewedAt: DbDate | null;
  reviewedBy: number | null;
  createdBy: number | null;
  createdAt: DbDate;
  /** When the latest message was written: the lists' order. */
  lastMessageAt: DbDate;
}

export const threadsTable = companyTable<ThreadRow>('statement_threads', {
  id: column.id,
  companyId: column.companyId,
  statementId: column.integer,
  userId: column.integer,
  planId: column.integer,
  periodId: column.string,
  ruleId: column.string,
  ruleLabel: column.string,
  externalId: column.string,
  isReviewed: column.boolean,
  reviewedAt: column.date,
  reviewedBy: column.integer,
  createdBy: column.integer,
  createdAt: column.date,
  lastMessageAt: column.date,
});

export interface MessageRow {
  id: number;
  companyId: number;
  threadId: number;
  /** Null once its author's account is gone. */
  authorId: number | null;
  content: string;
  createdAt: DbDate;
  editedAt: DbDate | null;
}

export const messagesTable = companyTable<MessageRow>('statement_thread_messages', {
  id: column.id,
  companyId: column.companyId,
  threadId: column.integer,
  authorId: column.integer,
  content: column.text,
  createdAt: column.date,
  editedAt: column.date,
});
