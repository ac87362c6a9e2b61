import { DataTypes, type QueryInterface } from 'sequelize';
import { dropColumnIfPresent, ensureColumn } from '../ddl.js';

/**
 * Login states bound to the browser that started them (SHA-256 of the HttpOnly login cookie) and
 * carrying the PKCE code verifier, so a callback replayed in another browser is refused.
 */
export async function up(q: QueryInterface): Promise<void> {
  await ensureColumn(q, 'auth_states', 'browserHash', { type: DataTypes.STRING(64), allowNull: true });
  await ensureColumn(q, 'auth_states', 'codeVerifier', { type: DataTypes.STRING(128), allowNull: true });
}

export async function down(q: QueryInterface): Promise<void> {
  await dropColumnIfPresent(q, 'auth_states', 'codeVerifier');
  await dropColumnIfPresent(q, 'auth_states', 'browserHash');
}
