import { DataTypes, type QueryInterface } from 'sequelize';
import { ensureIndex, ensureTable, idColumn } from '../ddl.js';

/** The security event log (platform/audit): sign-ins, sign-outs, impersonation, API keys, roles. */
export async function up(q: QueryInterface): Promise<void> {
  await ensureTable(q, 'security_events', {
    id: idColumn(),
    occurredAt: { type: DataTypes.DATE(3), allowNull: false },
    type: { type: DataTypes.STRING(40), allowNull: false },
    companyId: { type: DataTypes.INTEGER, allowNull: true },
    actorUserId: { type: DataTypes.INTEGER, allowNull: true },
    subjectUserId: { type: DataTypes.INTEGER, allowNull: true },
    apiKeyId: { type: DataTypes.INTEGER, allowNull: true },
    ip: { type: DataTypes.STRING(64), allowNull: true },
    userAgent: { type: DataTypes.STRING(255), allowNull: true },
    detail: { type: DataTypes.TEXT, allowNull: true },
  });
  await ensureIndex(q, 'security_events', ['companyId', 'occurredAt']);
}

export async function down(q: QueryInterface): Promise<void> {
  await q.dropTable('security_events');
}
