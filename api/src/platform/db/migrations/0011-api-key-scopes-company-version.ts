import { DataTypes, type QueryInterface } from 'sequelize';
import { dropColumnIfPresent, ensureColumn } from '../ddl.js';

/**
 * API keys get scopes and an optional expiry; companies get a version (optimistic concurrency of
 * whole-object edits, `db/versioned.ts`) and the origins allowed to embed the product. Re-runnable
 * from any point (MySQL commits each DDL statement on its own): see `ddl.ts`.
 */
export async function up(q: QueryInterface): Promise<void> {
  await ensureColumn(q, 'api_keys', 'scopes', {
    type: DataTypes.STRING(255),
    allowNull: false,
    defaultValue: '[]',
  });
  // Keys made before scopes acted with the company's admin rights: they keep them. No key made
  // since has no scope, so a re-run changes nothing more.
  await q.bulkUpdate('api_keys', { scopes: '["admin"]' }, { scopes: '[]' });
  await ensureColumn(q, 'api_keys', 'expiresAt', { type: DataTypes.DATE(3), allowNull: true });
  await ensureColumn(q, 'companies', 'version', {
    type: DataTypes.INTEGER,
    allowNull: false,
    defaultValue: 1,
  });
  // JSON: string[]; null when the company allows no origin.
  await ensureColumn(q, 'companies', 'embedOrigins', { type: DataTypes.TEXT, allowNull: true });
}

export async function down(q: QueryInterface): Promise<void> {
  await dropColumnIfPresent(q, 'companies', 'embedOrigins');
  await dropColumnIfPresent(q, 'companies', 'version');
  await dropColumnIfPresent(q, 'api_keys', 'expiresAt');
  await dropColumnIfPresent(q, 'api_keys', 'scopes');
}
