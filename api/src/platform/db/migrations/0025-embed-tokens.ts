import { DataTypes, type QueryInterface } from 'sequelize';
import { cascadingReference, ensureIndex, ensureTable, idColumn } from '../ddl.js';

/**
 * Embed tokens (issue #14): a company's server mints, with an API key holding the `embed` scope, a
 * short-lived single-use token for one user and one widget; the frame exchanges it once for a
 * session that lives only in that frame. Only the token's SHA-256 is stored (and the session
 * bearer's), beside its public id (`jti`), its expiry and when it was used. Re-runnable from any
 * point (see `ddl.ts`).
 */
export async function up(q: QueryInterface): Promise<void> {
  await ensureTable(q, 'embed_tokens', {
    id: idColumn(),
    companyId: cascadingReference('companies'),
    jti: { type: DataTypes.STRING(32), allowNull: false },
    tokenHash: { type: DataTypes.STRING(64), allowNull: false },
    userId: { type: DataTypes.INTEGER, allowNull: false },
    widget: { type: DataTypes.STRING(32), allowNull: false },
    statementId: { type: DataTypes.INTEGER, allowNull: true },
    /** The host origin the token was minted for (null: any of the company's embed origins). */
    origin: { type: DataTypes.STRING(255), allowNull: true },
    apiKeyId: { type: DataTypes.INTEGER, allowNull: true },
    createdAt: { type: DataTypes.DATE(3), allowNull: false },
    expiresAt: { type: DataTypes.DATE(3), allowNull: false },
    usedAt: { type: DataTypes.DATE(3), allowNull: true },
    /** The sign-in session the exchange opened, and the SHA-256 of the frame's bearer for it. */
    sessionId: { type: DataTypes.INTEGER, allowNull: true },
    sessionHash: { type: DataTypes.STRING(64), allowNull: true },
  });
  await ensureIndex(q, 'embed_tokens', ['tokenHash'], { unique: true });
  await ensureIndex(q, 'embed_tokens', ['sessionHash'], { unique: true });
  await ensureIndex(q, 'embed_tokens', ['companyId', 'jti'], { unique: true });
}

export async function down(q: QueryInterface): Promise<void> {
  await q.dropTable('embed_tokens');
}
