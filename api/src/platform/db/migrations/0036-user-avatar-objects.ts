import {
  DataTypes,
  Op,
  type ModelAttributes,
  type QueryInterface,
  type QueryOptionsWithWhere,
} from 'sequelize';
import { cascadingReference, dropColumnIfPresent, ensureColumn, ensureIndex, idColumn } from '../ddl.js';

/**
 * Avatars' bytes move to the blob store (issue #10 point 3: files under DATA_DIR or in an
 * S3-compatible bucket): a row keeps the picture's metadata and `storeKey`, the key of its object,
 * and `content` becomes optional. Rows written before keep their `content` and are still served:
 * nothing is copied out or lost. Re-runnable from any point (see `ddl.ts`).
 */
export async function up(q: QueryInterface): Promise<void> {
  await ensureColumn(q, 'user_avatars', 'storeKey', { type: DataTypes.STRING(255), allowNull: true });
  const columns = await q.describeTable('user_avatars');
  if (columns.content!.allowNull) return;
  if (q.sequelize.getDialect() === 'sqlite') await rebuildOnSqlite(q);
  else await q.changeColumn('user_avatars', 'content', { type: DataTypes.BLOB('medium'), allowNull: true });
}

export async function down(q: QueryInterface): Promise<void> {
  // `content` stays optional: the rows whose bytes are in the store have none to put back.
  await dropColumnIfPresent(q, 'user_avatars', 'storeKey');
}

/** The table as 0026 created it, `content` optional, and `storeKey`. */
const AVATARS: ModelAttributes = {
  id: idColumn(),
  companyId: cascadingReference('companies'),
  userId: { type: DataTypes.INTEGER, allowNull: false },
  token: { type: DataTypes.STRING(64), allowNull: false },
  contentType: { type: DataTypes.STRING(32), allowNull: false },
  size: { type: DataTypes.INTEGER, allowNull: false },
  content: { type: DataTypes.BLOB('medium'), allowNull: true },
  createdAt: { type: DataTypes.DATE(3), allowNull: false },
  storeKey: { type: DataTypes.STRING(255), allowNull: true },
};

/** Rows copied per statement: legacy rows carry pictures of up to 5 MB each. */
const COPY_BATCH = 20;

/**
 * SQLite cannot alter a column, so the table is rebuilt the way SQLite documents (create the new
 * table, copy, drop the old one, rename), by hand: sequelize's own changeColumn on SQLite rebuilds
 * from what describeTable reports, which loses AUTOINCREMENT and ON DELETE CASCADE and turns the
 * (companyId, token) index into a UNIQUE on token alone. On SQLite the runner holds every
 * migration in one transaction (migrate.ts), so the rebuild happens whole or not at all.
 */
async function rebuildOnSqlite(q: QueryInterface): Promise<void> {
  const rebuilt = 'user_avatars_rebuilt';
  await q.dropTable(rebuilt);
  await q.createTable(rebuilt, AVATARS);
  let lastId = 0;
  for (;;) {
    // The query generator reads `order` and `limit`, which sequelize's typings of select() leave out.
    const options = { where: { id: { [Op.gt]: lastId } }, order: [['id', 'ASC']], limit: COPY_BATCH };
    const rows = (await q.select(null, 'user_avatars', options as QueryOptionsWithWhere)) as {
      id: number;
    }[];
    if (!rows.length) break;
    await q.bulkInsert(rebuilt, rows);
    lastId = rows.at(-1)!.id;
  }
  await q.dropTable('user_avatars');
  await q.renameTable(rebuilt, 'user_avatars');
  // Index names are the database's on SQLite: they went with the old table and are made again.
  await ensureIndex(q, 'user_avatars', ['companyId', 'token'], { unique: true, name: 'user_avatars_token' });
  await ensureIndex(q, 'user_avatars', ['companyId', 'userId']);
}
