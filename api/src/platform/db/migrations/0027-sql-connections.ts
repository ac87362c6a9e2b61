import { DataTypes, type QueryInterface } from 'sequelize';
import { dropColumnIfPresent, ensureColumn } from '../ddl.js';

/**
 * Database connections (doc 3 §3 "database connection" authentication: PostgreSQL, MySQL): a
 * connection keeps its settings (host, port, database, user: JSON), its password encrypted at rest
 * (AES-256-GCM, `modules/data/connection-secrets.ts`), its sync schedule (daily at midnight or
 * manual) and a version; an import from a database names its source table (JSON). Re-runnable
 * from any point (see `ddl.ts`).
 */
export async function up(q: QueryInterface): Promise<void> {
  await ensureColumn(q, 'data_connections', 'settings', { type: DataTypes.TEXT, allowNull: true });
  await ensureColumn(q, 'data_connections', 'secret', { type: DataTypes.TEXT, allowNull: true });
  await ensureColumn(q, 'data_connections', 'schedule', {
    type: DataTypes.STRING(16),
    allowNull: false,
    defaultValue: 'MANUAL',
  });
  await ensureColumn(q, 'data_connections', 'version', {
    type: DataTypes.INTEGER,
    allowNull: false,
    defaultValue: 1,
  });
  await ensureColumn(q, 'data_imports', 'source', { type: DataTypes.TEXT, allowNull: true });
}

export async function down(q: QueryInterface): Promise<void> {
  await dropColumnIfPresent(q, 'data_imports', 'source');
  await dropColumnIfPresent(q, 'data_connections', 'version');
  await dropColumnIfPresent(q, 'data_connections', 'schedule');
  await dropColumnIfPresent(q, 'data_connections', 'secret');
  await dropColumnIfPresent(q, 'data_connections', 'settings');
}
