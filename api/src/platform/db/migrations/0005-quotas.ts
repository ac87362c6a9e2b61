import { DataTypes, type QueryInterface } from 'sequelize';
import { cascadingReference, ensureIndex, ensureTable, idColumn } from '../ddl.js';

/**
 * Quotas and their values (doc 3 §3 Quota). A quota is the company's; plans refer to it by its
 * machine name. A value belongs to a user, a team or a plan (by the quota's type) and is in force
 * from its date until the next value's date. Values are exact decimal text, never floats.
 */
const companyId = cascadingReference('companies');

export async function up(q: QueryInterface): Promise<void> {
  await ensureTable(q, 'quotas', {
    id: idColumn(),
    companyId,
    machineName: { type: DataTypes.STRING(64), allowNull: false },
    name: { type: DataTypes.STRING(100), allowNull: false },
    type: { type: DataTypes.STRING(8), allowNull: false },
    frequency: { type: DataTypes.STRING(16), allowNull: false },
    format: { type: DataTypes.STRING(16), allowNull: false },
    isQuotaRequired: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: true },
    createdAt: { type: DataTypes.DATE(3), allowNull: false },
    updatedAt: { type: DataTypes.DATE(3), allowNull: false },
  });
  await ensureIndex(q, 'quotas', ['companyId', 'machineName'], { unique: true });

  await ensureTable(q, 'quota_values', {
    id: idColumn(),
    companyId,
    quotaId: cascadingReference('quotas'),
    userId: {
      type: DataTypes.INTEGER,
      allowNull: true,
      references: { model: 'users', key: 'id' },
      onDelete: 'CASCADE',
    },
    teamId: {
      type: DataTypes.INTEGER,
      allowNull: true,
      references: { model: 'teams', key: 'id' },
      onDelete: 'CASCADE',
    },
    planId: { type: DataTypes.INTEGER, allowNull: true },
    date: { type: DataTypes.DATEONLY, allowNull: false },
    value: { type: DataTypes.STRING(40), allowNull: false },
    createdAt: { type: DataTypes.DATE(3), allowNull: false },
    updatedAt: { type: DataTypes.DATE(3), allowNull: false },
  });
  await ensureIndex(q, 'quota_values', ['companyId', 'quotaId', 'date']);
}

export async function down(q: QueryInterface): Promise<void> {
  await q.dropTable('quota_values');
  await q.dropTable('quotas');
}
