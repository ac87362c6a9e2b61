import { DataTypes, type QueryInterface } from 'sequelize';
import {
  dropColumnIfPresent,
  dropIndexIfPresent,
  ensureColumn,
  ensureIndex,
  ensureTable,
  idColumn,
} from '../ddl.js';

/**
 * The directory (doc 3 §2): a version on users so an edit made from a stale form answers 409
 * instead of overwriting a newer one, and the indexes its default listing (a company's users by
 * status, sorted by name) uses; invitations (one-time links, kept only as a hash) and the outbox
 * of messages kept for the admin when no SMTP server is configured.
 */
export async function up(q: QueryInterface): Promise<void> {
  await ensureColumn(q, 'users', 'version', { type: DataTypes.INTEGER, allowNull: false, defaultValue: 1 });
  await ensureIndex(q, 'users', ['companyId', 'status', 'lastName', 'firstName'], {
    name: 'users_directory_status_name',
  });
  await ensureIndex(q, 'users', ['companyId', 'lastName', 'firstName'], { name: 'users_directory_name' });

  await ensureTable(q, 'user_invitations', {
    id: idColumn(),
    companyId: { type: DataTypes.INTEGER, allowNull: false },
    userId: { type: DataTypes.INTEGER, allowNull: false },
    tokenHash: { type: DataTypes.STRING(64), allowNull: false, unique: true },
    expiresAt: { type: DataTypes.DATE(3), allowNull: false },
    usedAt: { type: DataTypes.DATE(3), allowNull: true },
    createdById: { type: DataTypes.INTEGER, allowNull: true },
    createdAt: { type: DataTypes.DATE(3), allowNull: false },
  });
  await ensureIndex(q, 'user_invitations', ['companyId', 'userId']);

  await ensureTable(q, 'mail_outbox', {
    id: idColumn(),
    companyId: { type: DataTypes.INTEGER, allowNull: false },
    userId: { type: DataTypes.INTEGER, allowNull: true },
    recipient: { type: DataTypes.STRING(255), allowNull: false },
    subject: { type: DataTypes.STRING(255), allowNull: false },
    body: { type: DataTypes.TEXT, allowNull: false },
    link: { type: DataTypes.STRING(1000), allowNull: true },
    createdAt: { type: DataTypes.DATE(3), allowNull: false },
  });
  await ensureIndex(q, 'mail_outbox', ['companyId', 'createdAt']);
}

export async function down(q: QueryInterface): Promise<void> {
  if (await q.tableExists('mail_outbox')) await q.dropTable('mail_outbox');
  if (await q.tableExists('user_invitations')) await q.dropTable('user_invitations');
  await dropIndexIfPresent(q, 'users', 'users_directory_name');
  await dropIndexIfPresent(q, 'users', 'users_directory_status_name');
  await dropColumnIfPresent(q, 'users', 'version');
}
