import { DataTypes, type QueryInterface } from 'sequelize';
import { dropColumnIfPresent, ensureColumn } from '../ddl.js';

/**
 * Record models get their sort and unique-by entries (doc 3 §3) and a version, and currency rates a
 * version: both are edited by hand from now on (optimistic concurrency, `db/versioned.ts`).
 * Re-runnable from any point (MySQL commits each DDL statement on its own): see `ddl.ts`.
 */
export async function up(q: QueryInterface): Promise<void> {
  // JSON: [{ fieldMachineName, direction }] and [{ fieldMachineName }].
  await ensureColumn(q, 'record_models', 'sort', { type: DataTypes.TEXT, allowNull: true });
  await ensureColumn(q, 'record_models', 'uniqueBy', { type: DataTypes.TEXT, allowNull: true });
  await ensureColumn(q, 'record_models', 'version', {
    type: DataTypes.INTEGER,
    allowNull: false,
    defaultValue: 1,
  });
  await ensureColumn(q, 'currency_rates', 'version', {
    type: DataTypes.INTEGER,
    allowNull: false,
    defaultValue: 1,
  });
}

export async function down(q: QueryInterface): Promise<void> {
  await dropColumnIfPresent(q, 'currency_rates', 'version');
  await dropColumnIfPresent(q, 'record_models', 'version');
  await dropColumnIfPresent(q, 'record_models', 'uniqueBy');
  await dropColumnIfPresent(q, 'record_models', 'sort');
}
