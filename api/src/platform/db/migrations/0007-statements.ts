import { DataTypes, type QueryInterface } from 'sequelize';
import { cascadingReference, ensureIndex, ensureTable, idColumn, longText } from '../ddl.js';

/**
 * Statements (doc 2 §3 Statement): one per company, plan, user and period, as the commission
 * engine computed it. `content` is the engine's statement JSON (`statementToJson`); `total` is
 * copied out of it as exact decimal text so lists and sums need not read the JSON.
 */
export async function up(q: QueryInterface): Promise<void> {
  await ensureTable(q, 'statements', {
    id: idColumn(),
    companyId: cascadingReference('companies'),
    planId: cascadingReference('plans'),
    userId: cascadingReference('users'),
    periodId: { type: DataTypes.STRING(16), allowNull: false },
    periodStart: { type: DataTypes.DATEONLY, allowNull: false },
    periodEnd: { type: DataTypes.DATEONLY, allowNull: false },
    // Null when the engine could not finish the statement (e.g. its time limit).
    total: { type: DataTypes.STRING(40), allowNull: true },
    currency: { type: DataTypes.STRING(3), allowNull: false },
    status: { type: DataTypes.STRING(16), allowNull: true },
    content: { type: longText(q), allowNull: false },
    calculatedAt: { type: DataTypes.DATE(3), allowNull: false },
  });
  await ensureIndex(q, 'statements', ['companyId', 'planId', 'userId', 'periodId'], { unique: true });
  await ensureIndex(q, 'statements', ['companyId', 'userId', 'periodId']);
}

export async function down(q: QueryInterface): Promise<void> {
  await q.dropTable('statements');
}
