import { DataTypes, type QueryInterface } from 'sequelize';
import { cascadingReference, ensureIndex, ensureTable, idColumn } from '../ddl.js';

/**
 * Users' avatars (doc 3 §5 "Avatar", §7 PATCH /users/avatar): the picture itself, kept in the
 * database so every instance sharing it serves the same file. `token` is random (128 bits) and
 * names the picture in its URL (`/api/avatars/{companyId}/{token}`); a new picture gets a new
 * token, so a URL never changes content and may be cached for long. At most 5,000,000 bytes
 * (MEDIUMBLOB on MySQL/MariaDB). Re-runnable from any point (see `ddl.ts`).
 */
export async function up(q: QueryInterface): Promise<void> {
  await ensureTable(q, 'user_avatars', {
    id: idColumn(),
    companyId: cascadingReference('companies'),
    userId: { type: DataTypes.INTEGER, allowNull: false },
    token: { type: DataTypes.STRING(64), allowNull: false },
    contentType: { type: DataTypes.STRING(32), allowNull: false },
    size: { type: DataTypes.INTEGER, allowNull: false },
    content: { type: DataTypes.BLOB('medium'), allowNull: false },
    createdAt: { type: DataTypes.DATE(3), allowNull: false },
  });
  await ensureIndex(q, 'user_avatars', ['companyId', 'token'], { unique: true, name: 'user_avatars_token' });
  await ensureIndex(q, 'user_avatars', ['companyId', 'userId']);
}

export async function down(q: QueryInterface): Promise<void> {
  await q.dropTable('user_avatars');
}
