import { DataTypes, type QueryInterface } from 'sequelize';
import { cascadingReference, ensureIndex, ensureTable, idColumn, longText } from '../ddl.js';

/**
 * Plans (doc 2 §3 Plan): the plan definition is kept as text in the engine's YAML plan format
 * (docs/plan-format.md), the file a team versions and diffs; name and frequency are copied out of
 * it so lists need not parse it. `version` guards concurrent edits (optimistic concurrency).
 */
export async function up(q: QueryInterface): Promise<void> {
  await ensureTable(q, 'plans', {
    id: idColumn(),
    companyId: cascadingReference('companies'),
    name: { type: DataTypes.STRING(100), allowNull: false },
    definition: { type: longText(q), allowNull: false },
    frequency: { type: DataTypes.STRING(16), allowNull: false },
    isHidden: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: true },
    archived: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
    version: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 1 },
    createdAt: { type: DataTypes.DATE(3), allowNull: false },
    updatedAt: { type: DataTypes.DATE(3), allowNull: false },
  });
  await ensureIndex(q, 'plans', ['companyId']);
}

export async function down(q: QueryInterface): Promise<void> {
  await q.dropTable('plans');
}
