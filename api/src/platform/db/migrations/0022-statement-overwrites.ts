import { DataTypes, type QueryInterface } from 'sequelize';
import { cascadingReference, ensureIndex, ensureTable, idColumn } from '../ddl.js';

/**
 * Statement overwrites (doc 2 §3 "Statement overwrite", §7 /statements/{id}/overwrites and dataset
 * overwrites): a value that replaces what the engine computed for a rule, a KPI or a calculated
 * field of one dataset row of one statement, with the value shown before, its author and date.
 * `target` (kind, table, record key and token) is unique per statement: a new overwrite of the
 * same figure replaces the previous one. No foreign key to the statement, for the reason given in
 * 0021. Re-runnable from any point (see `ddl.ts`).
 */
export async function up(q: QueryInterface): Promise<void> {
  await ensureTable(q, 'statement_overwrites', {
    id: idColumn(),
    companyId: cascadingReference('companies'),
    statementId: { type: DataTypes.INTEGER, allowNull: false },
    planId: { type: DataTypes.INTEGER, allowNull: false },
    userId: { type: DataTypes.INTEGER, allowNull: false },
    periodId: { type: DataTypes.STRING(16), allowNull: false },
    kind: { type: DataTypes.STRING(8), allowNull: false },
    token: { type: DataTypes.STRING(100), allowNull: false },
    tableName: { type: DataTypes.STRING(100), allowNull: true },
    recordKey: { type: DataTypes.STRING(255), allowNull: true },
    target: { type: DataTypes.STRING(500), allowNull: false },
    /** JSON: the value before, and the value given. */
    oldValue: { type: DataTypes.TEXT, allowNull: false },
    value: { type: DataTypes.TEXT, allowNull: false },
    createdBy: { type: DataTypes.INTEGER, allowNull: true },
    createdAt: { type: DataTypes.DATE(3), allowNull: false },
  });
  await ensureIndex(q, 'statement_overwrites', ['companyId', 'statementId', 'target'], {
    unique: true,
    name: 'statement_overwrites_target',
  });
  await ensureIndex(q, 'statement_overwrites', ['companyId', 'planId', 'periodId']);
  await ensureIndex(q, 'statement_overwrites', ['companyId', 'createdAt']);
}

export async function down(q: QueryInterface): Promise<void> {
  await q.dropTable('statement_overwrites');
}
