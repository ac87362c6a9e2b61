import { DataTypes, type QueryInterface } from 'sequelize';
import { cascadingReference, ensureIndex, ensureTable, idColumn } from '../ddl.js';

/**
 * The company's audit log (platform/audit): one row per change, written in the change's own
 * transaction. Read latest first, by company, and narrowed by area or author. Re-runnable from any
 * point (see `ddl.ts`).
 */
export async function up(q: QueryInterface): Promise<void> {
  await ensureTable(q, 'audit_events', {
    id: idColumn(),
    companyId: cascadingReference('companies'),
    occurredAt: { type: DataTypes.DATE(3), allowNull: false },
    area: { type: DataTypes.STRING(16), allowNull: false },
    action: { type: DataTypes.STRING(40), allowNull: false },
    actorUserId: { type: DataTypes.INTEGER, allowNull: true },
    impersonatorUserId: { type: DataTypes.INTEGER, allowNull: true },
    apiKeyId: { type: DataTypes.INTEGER, allowNull: true },
    targetType: { type: DataTypes.STRING(24), allowNull: false },
    targetId: { type: DataTypes.STRING(100), allowNull: false },
    targetLabel: { type: DataTypes.STRING(255), allowNull: false },
    details: { type: DataTypes.TEXT, allowNull: true },
  });
  await ensureIndex(q, 'audit_events', ['companyId', 'occurredAt']);
  await ensureIndex(q, 'audit_events', ['companyId', 'area', 'occurredAt']);
  await ensureIndex(q, 'audit_events', ['companyId', 'actorUserId', 'occurredAt']);
}

export async function down(q: QueryInterface): Promise<void> {
  await q.dropTable('audit_events');
}
