import { DataTypes, type QueryInterface } from 'sequelize';
import { cascadingReference, ensureIndex, ensureTable, idColumn } from '../ddl.js';

/**
 * Data connections and file imports (doc 3 §3, §7): a company's connections to connector kinds
 * (ACTIVE or ERROR), the imports of a file into a record model (previewed, then applied), and
 * the change set each applied import leaves (the keys it added, changed and removed), which the
 * calculation reads to recalculate incrementally. Re-runnable from any point (see `ddl.ts`).
 */
const companyId = cascadingReference('companies');
const modelId = cascadingReference('record_models');
const id = idColumn();

export async function up(q: QueryInterface): Promise<void> {
  await ensureTable(q, 'data_connections', {
    id,
    companyId,
    connectorKey: { type: DataTypes.STRING(64), allowNull: false },
    name: { type: DataTypes.STRING(100), allowNull: false },
    status: { type: DataTypes.STRING(16), allowNull: false },
    error: { type: DataTypes.TEXT, allowNull: true },
    lastImportAt: { type: DataTypes.DATE(3), allowNull: true },
    createdAt: { type: DataTypes.DATE(3), allowNull: false },
    updatedAt: { type: DataTypes.DATE(3), allowNull: false },
  });
  await ensureIndex(q, 'data_connections', ['companyId', 'connectorKey', 'name'], { unique: true });

  await ensureTable(q, 'data_imports', {
    id,
    companyId,
    connectionId: cascadingReference('data_connections'),
    modelId,
    fileName: { type: DataTypes.STRING(255), allowNull: false },
    fileSize: { type: DataTypes.INTEGER, allowNull: false },
    fileType: { type: DataTypes.STRING(8), allowNull: false },
    /** The stored upload's name under the data directory; null once applied or discarded. */
    storedFile: { type: DataTypes.STRING(100), allowNull: true },
    delimiter: { type: DataTypes.STRING(4), allowNull: true },
    encoding: { type: DataTypes.STRING(16), allowNull: true },
    scope: { type: DataTypes.STRING(8), allowNull: false },
    status: { type: DataTypes.STRING(16), allowNull: false },
    mapping: { type: DataTypes.TEXT, allowNull: false },
    preview: { type: DataTypes.TEXT, allowNull: false },
    rowCount: { type: DataTypes.INTEGER, allowNull: false },
    error: { type: DataTypes.TEXT, allowNull: true },
    changeSetId: { type: DataTypes.INTEGER, allowNull: true },
    createdById: { type: DataTypes.INTEGER, allowNull: true },
    createdByName: { type: DataTypes.STRING(255), allowNull: true },
    createdAt: { type: DataTypes.DATE(3), allowNull: false },
    updatedAt: { type: DataTypes.DATE(3), allowNull: false },
    appliedAt: { type: DataTypes.DATE(3), allowNull: true },
  });
  await ensureIndex(q, 'data_imports', ['companyId', 'modelId', 'id']);

  await ensureTable(q, 'change_sets', {
    id,
    companyId,
    modelId,
    importId: { type: DataTypes.INTEGER, allowNull: true },
    added: { type: DataTypes.INTEGER, allowNull: false },
    changed: { type: DataTypes.INTEGER, allowNull: false },
    removed: { type: DataTypes.INTEGER, allowNull: false },
    createdAt: { type: DataTypes.DATE(3), allowNull: false },
  });
  await ensureIndex(q, 'change_sets', ['companyId', 'id']);

  await ensureTable(q, 'record_changes', {
    id,
    companyId,
    changeSetId: cascadingReference('change_sets'),
    kind: { type: DataTypes.STRING(8), allowNull: false },
    externalKey: { type: DataTypes.STRING(255), allowNull: false },
  });
  await ensureIndex(q, 'record_changes', ['companyId', 'changeSetId', 'kind']);
}

export async function down(q: QueryInterface): Promise<void> {
  await q.dropTable('record_changes');
  await q.dropTable('change_sets');
  await q.dropTable('data_imports');
  await q.dropTable('data_connections');
}
