import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SequelizeStorage, Umzug } from 'umzug';
import { QueryTypes, type QueryInterface } from 'sequelize';
import type { Database } from './database.js';

const MIGRATIONS = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** A migration given in code rather than read from migrations/ (tests of the runner). */
export interface Migration {
  name: string;
  up(q: QueryInterface): Promise<void>;
  down?(q: QueryInterface): Promise<void>;
}

/**
 * The lock two instances starting at once take turns on. MySQL's GET_LOCK names are server-wide:
 * the database's name is added (within the 64 characters a name may have) so that databases on one
 * server (the test suite's, say) migrate side by side.
 */
const LOCK_NAME_SQL = "LEFT(CONCAT('accrue_migrations.', IFNULL(DATABASE(), '')), 64)";
/** How long a start waits for another instance's migrations before giving up. */
const LOCK_WAIT_SECONDS = 600;

/**
 * The schema comes only from versioned migrations (never sequelize.sync()), run at start-up on both
 * dialects. Each migration is a module exporting `up` (and `down`) over Sequelize's QueryInterface,
 * written with the idempotent helpers of ddl.ts (see there why), and must not open a transaction
 * of its own (on SQLite it would get another connection and wait on the runner's lock).
 */
export function migrator(db: Database, migrations?: Migration[]) {
  return new Umzug<QueryInterface>({
    migrations: migrations
      ? migrations.map((m) => ({
          name: m.name,
          up: ({ context }: { context: QueryInterface }) => m.up(context),
          down: ({ context }: { context: QueryInterface }) => m.down?.(context) ?? Promise.resolve(),
        }))
      : {
          glob: ['*.{js,ts}', { cwd: MIGRATIONS, ignore: ['*.d.ts', '*.test.ts', '*.map'] }],
          resolve: ({ name, path: file, context }) => ({
            // The name without its extension, so the compiled .js and the source .ts are the same migration.
            name: name.replace(/\.(js|ts)$/, ''),
            up: async () => (await import(file!)).up(context),
            down: async () => (await import(file!)).down(context),
          }),
        },
    context: db.sequelize.getQueryInterface(),
    storage: new SequelizeStorage({ sequelize: db.sequelize, tableName: 'schema_migrations' }),
    logger: undefined,
  });
}

/**
 * Runs the pending migrations so that a crash at any point (kill -9, power loss) leaves a database
 * the next start migrates to completion, and two instances starting at once run them once:
 * - SQLite: the whole run (the migrations, their schema_migrations rows, the read of which ones
 *   ran) is one BEGIN IMMEDIATE transaction. SQLite's DDL is transactional, so a crash rolls it all
 *   back, and a second instance waits for the write lock, then finds nothing pending.
 * - MySQL/MariaDB: DDL commits on its own, so the migrations are idempotent (ddl.ts) and re-run
 *   from the start after a crash; GET_LOCK serialises instances (the server frees the lock when
 *   the connection of a killed process closes).
 */
export async function migrate(db: Database, migrations?: Migration[]): Promise<void> {
  const umzug = migrator(db, migrations);
  const run = async () => {
    await umzug.up();
  };
  if (db.dialect === 'sqlite') await inOneSqliteTransaction(db, run);
  else await underMysqlLock(db, run);
}

/**
 * sequelize's SQLite dialect runs every query given no `transaction` on one shared connection and
 * opens a separate connection per sequelize transaction. umzug and the QueryInterface pass none,
 * so a sequelize transaction would not contain them: the transaction is opened with plain
 * BEGIN/COMMIT on that shared connection instead, which every statement of the run then goes
 * through (migrate-kill.test.ts checks a failing migration leaves nothing behind).
 */
async function inOneSqliteTransaction(db: Database, run: () => Promise<void>): Promise<void> {
  const deadline = Date.now() + LOCK_WAIT_SECONDS * 1000;
  for (;;) {
    try {
      await db.sequelize.query('BEGIN IMMEDIATE');
      break;
    } catch (error) {
      // Another instance holds the write lock (the driver already waited its busy timeout): retry.
      if (!isSqliteBusy(error) || Date.now() > deadline) throw error;
    }
  }
  try {
    await run();
    await db.sequelize.query('COMMIT');
  } catch (error) {
    // A failed COMMIT (readers still busy after the driver's wait) leaves the transaction open too.
    await db.sequelize.query('ROLLBACK').catch(() => {
      // SQLite may have rolled back on its own (e.g. a full disk); the migration's error is the news.
    });
    throw error;
  }
}

function isSqliteBusy(error: unknown): boolean {
  const parent = (error as { parent?: { code?: string } }).parent;
  return parent?.code === 'SQLITE_BUSY' || /SQLITE_BUSY/.test(String((error as Error).message));
}

/**
 * GET_LOCK belongs to a connection: a sequelize transaction holds one pool connection for the
 * lock while the migrations run on the others (the transaction itself writes nothing).
 */
async function underMysqlLock(db: Database, run: () => Promise<void>): Promise<void> {
  const holder = await db.sequelize.transaction();
  try {
    const row = await db.sequelize.query<{ acquired: number | null }>(
      `SELECT GET_LOCK(${LOCK_NAME_SQL}, ?) AS acquired`,
      {
        replacements: [LOCK_WAIT_SECONDS],
        type: QueryTypes.SELECT,
        plain: true,
        transaction: holder,
      },
    );
    if (Number(row?.acquired) !== 1) {
      throw new Error(`Another instance has been running the migrations for ${LOCK_WAIT_SECONDS} s`);
    }
    try {
      await run();
    } finally {
      await db.sequelize.query(`SELECT RELEASE_LOCK(${LOCK_NAME_SQL})`, {
        type: QueryTypes.SELECT,
        transaction: holder,
      });
    }
  } finally {
    await holder.rollback();
  }
}

/** One table as the database reports it, normalised per dialect (for comparing two migrated databases). */
export interface TableSchema {
  definition: unknown;
  indexes: unknown;
  foreignKeys: unknown;
  rows: number;
}

/**
 * The schema a database holds: every table's columns, indexes and foreign keys, read from the
 * database's own catalogue (sqlite_master; MySQL's information_schema), and each table's row count
 * (a data migration that ran twice shows there). Two databases migrated by the same migrations
 * answer the same.
 */
export async function describeSchema(db: Database): Promise<Record<string, TableSchema>> {
  const select = <T extends object>(sql: string, replacements: unknown[] = []) =>
    db.sequelize.query<T>(sql, { type: QueryTypes.SELECT, replacements });
  const schema: Record<string, TableSchema> = {};
  if (db.dialect === 'sqlite') {
    const tables = await select<{ name: string; sql: string }>(
      "SELECT name, sql FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name",
    );
    for (const { name, sql } of tables) {
      const indexes = await select<{ name: string; sql: string | null }>(
        "SELECT name, sql FROM sqlite_master WHERE type = 'index' AND tbl_name = ? ORDER BY name",
        [name],
      );
      const foreignKeys = await select(`PRAGMA foreign_key_list(\`${name}\`)`);
      const [count] = await select<{ n: number }>(`SELECT COUNT(*) AS n FROM \`${name}\``);
      schema[name] = { definition: sql, indexes, foreignKeys, rows: Number(count!.n) };
    }
    return schema;
  }
  // A few catalogue queries for the whole database (information_schema is slow per query), grouped here.
  const tables = await select<{ name: string; engine: string; collation: string }>(
    `SELECT TABLE_NAME AS name, ENGINE AS engine, TABLE_COLLATION AS collation FROM information_schema.TABLES
     WHERE TABLE_SCHEMA = DATABASE() ORDER BY TABLE_NAME`,
  );
  if (!tables.length) return schema;
  const byTable = async (sql: string) => {
    const rows = await select<{ tableName: string }>(sql);
    return (name: string) =>
      rows.filter((r) => r.tableName === name).map(({ tableName: _, ...rest }) => rest);
  };
  const columns = await byTable(
    `SELECT TABLE_NAME AS tableName, COLUMN_NAME AS name, COLUMN_TYPE AS type, IS_NULLABLE AS nullable,
            COLUMN_DEFAULT AS defaultValue, COLUMN_KEY AS \`key\`, EXTRA AS extra, COLLATION_NAME AS collation
     FROM information_schema.COLUMNS WHERE TABLE_SCHEMA = DATABASE() ORDER BY TABLE_NAME, ORDINAL_POSITION`,
  );
  const indexes = await byTable(
    `SELECT TABLE_NAME AS tableName, INDEX_NAME AS name, NON_UNIQUE AS nonUnique, SEQ_IN_INDEX AS seq,
            COLUMN_NAME AS \`column\`
     FROM information_schema.STATISTICS WHERE TABLE_SCHEMA = DATABASE()
     ORDER BY TABLE_NAME, INDEX_NAME, SEQ_IN_INDEX`,
  );
  const foreignKeys = await byTable(
    `SELECT k.TABLE_NAME AS tableName, k.CONSTRAINT_NAME AS name, k.COLUMN_NAME AS \`column\`,
            k.REFERENCED_TABLE_NAME AS referencedTable, k.REFERENCED_COLUMN_NAME AS referencedColumn,
            r.UPDATE_RULE AS onUpdate, r.DELETE_RULE AS onDelete
     FROM information_schema.KEY_COLUMN_USAGE k
     JOIN information_schema.REFERENTIAL_CONSTRAINTS r
       ON r.CONSTRAINT_SCHEMA = k.CONSTRAINT_SCHEMA AND r.TABLE_NAME = k.TABLE_NAME
       AND r.CONSTRAINT_NAME = k.CONSTRAINT_NAME
     WHERE k.TABLE_SCHEMA = DATABASE() ORDER BY k.TABLE_NAME, k.CONSTRAINT_NAME, k.ORDINAL_POSITION`,
  );
  const counts = await select<{ tableName: string; n: number }>(
    tables
      .map(({ name }) => `SELECT '${name}' AS tableName, COUNT(*) AS n FROM \`${name}\``)
      .join(' UNION ALL '),
  );
  for (const { name, engine, collation } of tables) {
    schema[name] = {
      definition: { engine, collation, columns: columns(name) },
      indexes: indexes(name),
      foreignKeys: foreignKeys(name),
      rows: Number(counts.find((c) => c.tableName === name)?.n),
    };
  }
  return schema;
}
