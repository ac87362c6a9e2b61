import { AsyncLocalStorage } from 'node:async_hooks';
import fs from 'node:fs';
import path from 'node:path';
import { Sequelize, Transaction } from 'sequelize';
import type { Config } from '../../config.js';

export type Dialect = 'sqlite' | 'mysql';

export interface Database {
  sequelize: Sequelize;
  dialect: Dialect;
  /** Called with every SQL statement run (tests count the queries a request costs). */
  queryListeners: Set<(sql: string) => void>;
}

/**
 * MySQL/MariaDB through mysql2 when DATABASE_URL is a mysql:// URL, otherwise an embedded SQLite
 * file under DATA_DIR.
 */
export function openDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir'>): Database {
  const queryListeners = new Set<(sql: string) => void>();
  const logging = (sql: string) => {
    for (const listener of queryListeners) listener(sql);
  };
  if (config.databaseUrl) {
    const url = parseDatabaseUrl(config.databaseUrl);
    // The parts, not the URL: sequelize keeps what it is given in its options and errors, and the
    // URL carries the password.
    return {
      sequelize: new Sequelize({
        dialect: 'mysql',
        host: url.hostname.replace(/^\[(.*)\]$/, '$1'),
        port: url.port ? Number(url.port) : 3306,
        username: decodeURIComponent(url.username),
        password: decodeURIComponent(url.password),
        database: decodeURIComponent(url.pathname.replace(/^\//, '')),
        logging,
        // Sequelize's default of 5 connections queues a 10-connection load on the pool, not the server.
        pool: { max: 20, min: 0, idle: 10_000, acquire: 30_000 },
        dialectOptions: {
          ...Object.fromEntries(url.searchParams),
          dateStrings: true,
          // An UPDATE answers the rows it matched, as on SQLite, not only those whose values it
          // changed (sequelize turns FOUND_ROWS off): a lease renewed or a batch fenced twice in one
          // millisecond writes the same values, and a count of 0 read as a lost claim. Flags the
          // URL names (`?flags=-LOCAL_FILES`) still apply.
          flags: ['FOUND_ROWS', url.searchParams.get('flags')].filter(Boolean).join(','),
        },
      }),
      dialect: 'mysql',
      queryListeners,
    };
  }
  fs.mkdirSync(config.dataDir, { recursive: true });
  return {
    sequelize: oneTransactionAtATime(
      writeAheadLogged(
        new Sequelize({
          dialect: 'sqlite',
          storage: path.join(config.dataDir, 'accrue.sqlite'),
          logging,
          // SQLite has one writer at a time, and sequelize gives each transaction a connection of its
          // own. Begun DEFERRED, two that read and then write deadlock (each holds the shared lock the
          // other's write waits on). So this process's transactions take turns (below), each begun
          // IMMEDIATE (the write lock first); an autocommit write meanwhile, or a COMMIT waiting for
          // readers, answers SQLITE_BUSY after the driver's wait and is retried.
          transactionType: Transaction.TYPES.IMMEDIATE,
          retry: { match: [/SQLITE_BUSY/], max: 10 },
        }),
      ),
    ),
    dialect: 'sqlite',
    queryListeners,
  };
}

function parseDatabaseUrl(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    // Node's own error would carry the whole URL (its `input`), password included.
    throw new Error('DATABASE_URL is not a valid URL: expected mysql://user:password@host:3306/database');
  }
  if (url.protocol !== 'mysql:' && url.protocol !== 'mariadb:') {
    throw new Error(`DATABASE_URL must be a mysql:// URL, got ${url.protocol}`);
  }
  if (!url.pathname.replace(/^\//, '')) {
    throw new Error('DATABASE_URL names no database: expected mysql://user:password@host:3306/database');
  }
  return url;
}

/** DATABASE_URL fit for a log line: the password replaced by `***`. */
export function redactDatabaseUrl(raw: string): string {
  try {
    const url = new URL(raw);
    if (url.password) url.password = '***';
    return url.toString();
  } catch {
    return '(an invalid URL)';
  }
}

/**
 * Text (an error's message or stack) with the password of DATABASE_URL taken out, in any of the
 * forms it can take there (as typed, percent-decoded) and the URL itself redacted.
 */
export function withoutDatabaseSecrets(text: string, databaseUrl: string | undefined): string {
  if (!databaseUrl) return text;
  let out = text.split(databaseUrl).join(redactDatabaseUrl(databaseUrl));
  const password = /^[a-z0-9+.-]+:\/\/[^:/@]*:([^@/]*)@/i.exec(databaseUrl)?.[1];
  if (password) {
    let decoded = password;
    try {
      decoded = decodeURIComponent(password);
    } catch {
      // not percent-encoded text: the raw form is the one to hide
    }
    for (const secret of new Set([password, decoded])) out = out.split(secret).join('***');
  }
  return out;
}

/** Answers whether the database takes a query right now. */
export async function pingDatabase(db: Database): Promise<boolean> {
  try {
    await db.sequelize.query('SELECT 1');
    return true;
  } catch {
    return false;
  }
}

/** The part of a node-sqlite3 connection used here. */
interface SqliteConnection {
  run(sql: string, callback: (error: Error | null) => void): void;
}

/**
 * Puts every SQLite connection sequelize opens (one per transaction, plus its default one) in
 * write-ahead-log mode with NORMAL sync. In the default rollback-journal mode every commit costs
 * several fsyncs and a reader blocks the writer; a server of many small transactions (every edit
 * writes its row and its audit line) was bound by the disk, ten times slower on a busy machine. WAL
 * with NORMAL sync stays consistent through a killed process or a crash of the program; only a
 * power cut may lose the last commits (sqlite.org/wal.html), the trade every embedded server makes.
 */
function writeAheadLogged(sequelize: Sequelize): Sequelize {
  const manager = sequelize.connectionManager as unknown as {
    getConnection(options?: unknown): Promise<SqliteConnection>;
  };
  const open = manager.getConnection.bind(manager);
  const tuned = new WeakSet<SqliteConnection>();
  const run = (connection: SqliteConnection, sql: string) =>
    new Promise<void>((resolve, reject) =>
      connection.run(sql, (error) => (error ? reject(error) : resolve())),
    );
  manager.getConnection = async (options?: unknown) => {
    const connection = await open(options);
    if (!tuned.has(connection)) {
      tuned.add(connection);
      // Persistent in the file once set, a no-op on every later connection. Only the switch of a new
      // file needs the file to itself: a second process starting at that instant is told BUSY and
      // uses WAL anyway, from the file's header, once the first has switched.
      await run(connection, 'PRAGMA journal_mode=WAL').catch((error: Error) => {
        if (!/SQLITE_(BUSY|LOCKED)/.test(error.message)) throw error;
      });
      await run(connection, 'PRAGMA synchronous=NORMAL');
    }
    return connection;
  };
  return sequelize;
}

/**
 * Queues this process's managed transactions (`sequelize.transaction(work)`), first come first
 * served, so that on SQLite they never wait on each other's locks by polling. A transaction opened
 * inside another's work (a separate connection on SQLite) is not queued behind its own parent.
 */
function oneTransactionAtATime(sequelize: Sequelize): Sequelize {
  const inside = new AsyncLocalStorage<true>();
  const begin = sequelize.transaction.bind(sequelize) as (...args: unknown[]) => Promise<unknown>;
  let last: Promise<unknown> = Promise.resolve();
  sequelize.transaction = ((...args: unknown[]) => {
    const managed = args.some((arg) => typeof arg === 'function');
    if (!managed || inside.getStore()) return begin(...args);
    const turn = last.then(() => inside.run(true, () => begin(...args)));
    last = turn.catch(() => undefined);
    return turn;
  }) as Sequelize['transaction'];
  return sequelize;
}
