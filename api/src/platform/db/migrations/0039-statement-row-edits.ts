import { DataTypes, type QueryInterface } from 'sequelize';
import { cascadingReference, ensureIndex, ensureTable, idColumn } from '../ddl.js';

/**
 * Rows removed from or added to one statement's dataset by hand (doc 2 §7: DELETE
 * /statements/{id}/datasets/{datasetId}/rows/{rowId}, POST …/rows): `kind` exclude leaves the record
 * `recordKey` out of the statement's table `tableName`, include adds the record of the table's model
 * with that key although the filter did not pick it. Stored like an overwrite (author, date, reason),
 * one edit per statement, table and key (the unique index: two admins editing the same row at once
 * write one); removing the edit restores the row. No foreign key to the statement, for the reason
 * given in 0021. Re-runnable from any point (see `ddl.ts`).
 */
export async function up(q: QueryInterface): Promise<void> {
  await ensureTable(q, 'statement_row_edits', {
    id: idColumn(),
    companyId: cascadingReference('companies'),
    statementId: { type: DataTypes.INTEGER, allowNull: false },
    planId: { type: DataTypes.INTEGER, allowNull: false },
    userId: { type: DataTypes.INTEGER, allowNull: false },
    periodId: { type: DataTypes.STRING(16), allowNull: false },
    tableName: { type: DataTypes.STRING(100), allowNull: false },
    recordKey: { type: DataTypes.STRING(255), allowNull: false },
    kind: { type: DataTypes.STRING(8), allowNull: false },
    reason: { type: DataTypes.STRING(500), allowNull: false },
    createdBy: { type: DataTypes.INTEGER, allowNull: true },
    createdAt: { type: DataTypes.DATE(3), allowNull: false },
  });
  await ensureIndex(q, 'statement_row_edits', ['companyId', 'statementId', 'tableName', 'recordKey'], {
    unique: true,
    name: 'statement_row_edits_row',
  });
  await ensureIndex(q, 'statement_row_edits', ['companyId', 'planId', 'periodId']);
  await ensureIndex(q, 'statement_row_edits', ['companyId', 'createdAt']);
}

export async function down(q: QueryInterface): Promise<void> {
  await q.dropTable('statement_row_edits');
}
