import { DataTypes, type QueryInterface } from 'sequelize';
import { cascadingReference, ensureIndex, ensureTable, idColumn } from '../ddl.js';

/**
 * Statement adjustments (doc 2 §3 "Statement adjustment", §7 /statements_adjustments): an amount
 * (exact decimal text) added to a statement's total in the adjustments payment category, with its
 * reason, author and dates. It names its statement and the statement's plan, user and period: the
 * calculation reads adjustments by plan and period, and a statement keeps its id from one
 * calculation to the next but is rewritten by each, so there is no foreign key to it (a cascade
 * would drop the adjustments at every recalculation). Re-runnable from any point (see `ddl.ts`).
 */
export async function up(q: QueryInterface): Promise<void> {
  await ensureTable(q, 'statement_adjustments', {
    id: idColumn(),
    companyId: cascadingReference('companies'),
    statementId: { type: DataTypes.INTEGER, allowNull: false },
    planId: { type: DataTypes.INTEGER, allowNull: false },
    userId: { type: DataTypes.INTEGER, allowNull: false },
    periodId: { type: DataTypes.STRING(16), allowNull: false },
    amount: { type: DataTypes.STRING(40), allowNull: false },
    reason: { type: DataTypes.STRING(500), allowNull: false },
    createdBy: { type: DataTypes.INTEGER, allowNull: true },
    createdAt: { type: DataTypes.DATE(3), allowNull: false },
    updatedAt: { type: DataTypes.DATE(3), allowNull: false },
    version: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 1 },
  });
  await ensureIndex(q, 'statement_adjustments', ['companyId', 'statementId']);
  await ensureIndex(q, 'statement_adjustments', ['companyId', 'planId', 'periodId']);
}

export async function down(q: QueryInterface): Promise<void> {
  await q.dropTable('statement_adjustments');
}
