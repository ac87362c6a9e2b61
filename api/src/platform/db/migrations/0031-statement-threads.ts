import { DataTypes, type QueryInterface } from 'sequelize';
import { cascadingReference, ensureIndex, ensureTable, idColumn } from '../ddl.js';

const company = cascadingReference('companies');

/**
 * Statement threads (doc 3 §3 Statement thread, §5 Threads): conversations about a statement, one
 * of its rules or one record of a rule, and their messages. A thread copies its statement's user,
 * plan and period so that the list across statements filters by the caller's reach in one query
 * (statement ids survive recalculation: a calculation rewrites a statement row under its id).
 * Re-runnable from any point (see `ddl.ts`).
 */
export async function up(q: QueryInterface): Promise<void> {
  await ensureTable(q, 'statement_threads', {
    id: idColumn(),
    companyId: company,
    statementId: { type: DataTypes.INTEGER, allowNull: false },
    userId: { type: DataTypes.INTEGER, allowNull: false },
    planId: { type: DataTypes.INTEGER, allowNull: false },
    periodId: { type: DataTypes.STRING(16), allowNull: false },
    ruleId: { type: DataTypes.STRING(200), allowNull: true },
    ruleLabel: { type: DataTypes.STRING(200), allowNull: true },
    externalId: { type: DataTypes.STRING(200), allowNull: true },
    isReviewed: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
    reviewedAt: { type: DataTypes.DATE(3), allowNull: true },
    reviewedBy: { type: DataTypes.INTEGER, allowNull: true },
    createdBy: { type: DataTypes.INTEGER, allowNull: true },
    createdAt: { type: DataTypes.DATE(3), allowNull: false },
    lastMessageAt: { type: DataTypes.DATE(3), allowNull: false },
  });
  await ensureIndex(q, 'statement_threads', ['companyId', 'statementId']);
  await ensureIndex(q, 'statement_threads', ['companyId', 'isReviewed', 'lastMessageAt']);
  await ensureIndex(q, 'statement_threads', ['companyId', 'lastMessageAt']);

  await ensureTable(q, 'statement_thread_messages', {
    id: idColumn(),
    companyId: company,
    threadId: { type: DataTypes.INTEGER, allowNull: false },
    authorId: { type: DataTypes.INTEGER, allowNull: true },
    content: { type: DataTypes.TEXT, allowNull: false },
    createdAt: { type: DataTypes.DATE(3), allowNull: false },
    editedAt: { type: DataTypes.DATE(3), allowNull: true },
  });
  await ensureIndex(q, 'statement_thread_messages', ['companyId', 'threadId', 'id']);
}

export async function down(q: QueryInterface): Promise<void> {
  await q.dropTable('statement_thread_messages');
  await q.dropTable('statement_threads');
}
