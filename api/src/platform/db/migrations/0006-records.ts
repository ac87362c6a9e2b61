import { DataTypes, type QueryInterface } from 'sequelize';
import { cascadingReference, ensureIndex, ensureTable, idColumn } from '../ddl.js';

/**
 * The data a plan calculates on (doc 3 §3 Data sources): record models (custom object
 * definitions: machine name, name, key field, field definitions), their records (one row of JSON
 * per external key, as a connector or an import last saw it), and currency rates to the company
 * currency (exact decimal text, effective from a date).
 */
const companyId = cascadingReference('companies');

export async function up(q: QueryInterface): Promise<void> {
  await ensureTable(q, 'record_models', {
    id: idColumn(),
    companyId,
    machineName: { type: DataTypes.STRING(64), allowNull: false },
    name: { type: DataTypes.STRING(100), allowNull: false },
    keyField: { type: DataTypes.STRING(64), allowNull: false },
    fields: { type: DataTypes.TEXT, allowNull: false },
    createdAt: { type: DataTypes.DATE(3), allowNull: false },
    updatedAt: { type: DataTypes.DATE(3), allowNull: false },
  });
  await ensureIndex(q, 'record_models', ['companyId', 'machineName'], { unique: true });

  await ensureTable(q, 'records', {
    id: idColumn(),
    companyId,
    modelId: cascadingReference('record_models'),
    externalKey: { type: DataTypes.STRING(255), allowNull: false },
    data: { type: DataTypes.TEXT, allowNull: false },
    updatedAt: { type: DataTypes.DATE(3), allowNull: false },
  });
  // One row per key in a model; its prefix is the (company, model) index the calculation reads by.
  await ensureIndex(q, 'records', ['companyId', 'modelId', 'externalKey'], { unique: true });

  await ensureTable(q, 'currency_rates', {
    id: idColumn(),
    companyId,
    currency: { type: DataTypes.STRING(3), allowNull: false },
    rate: { type: DataTypes.STRING(40), allowNull: false },
    effectiveAsOf: { type: DataTypes.DATEONLY, allowNull: false },
    createdAt: { type: DataTypes.DATE(3), allowNull: false },
    updatedAt: { type: DataTypes.DATE(3), allowNull: false },
  });
  await ensureIndex(q, 'currency_rates', ['companyId', 'currency', 'effectiveAsOf'], { unique: true });
}

export async function down(q: QueryInterface): Promise<void> {
  await q.dropTable('currency_rates');
  await q.dropTable('records');
  await q.dropTable('record_models');
}
