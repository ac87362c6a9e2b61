import pg from 'pg';
import type { Connection as RawMysqlConnection } from 'mysql2';
import mysql from 'mysql2/promise';
import type { Cell } from './xlsx.js';

/**
 * Reading a customer's PostgreSQL or MySQL/MariaDB database (doc 3 §3 "database connection"):
 * every session is read-only (a READ ONLY transaction), bounded in time (a statement timeout and a
 * connect timeout) and in rows (`MAX_SOURCE_ROWS`); identifiers are quoted by the driver's own
 * escaping, and a table is read only after it was found in the database's catalogue.
 */
export type SqlKind = 'postgresql' | 'mysql';
export const SQL_KINDS: readonly SqlKind[] = ['postgresql', 'mysql'];

export interface SqlSettings {
  host: string;
  port: number;
  database: string;
  user: string;
}

export interface SqlTable {
  schema: string;
  name: string;
  /** What a person calls it when its name is an id (a HubSpot custom object's plural label). */
  label?: string;
}

export interface SqlColumn {
  name: string;
  type: string;
}

/**
 * Why a source could not be read (doc 3 §3 failure causes): said to the user as is. `token`: a
 * CRM's authorization was refused or could not be renewed (crm-source.ts).
 */
export type SourceFailure = 'token' | 'connection' | 'configuration' | 'other';

export class SourceError extends Error {
  constructor(
    message: string,
    readonly failure: SourceFailure,
  ) {
    super(message);
  }
}

/** Doc 3 §9: a sync reads at most 1,000,000 rows. */
export const MAX_SOURCE_ROWS = 1_000_000;
export const STATEMENT_TIMEOUT_MS = 30_000;
const CONNECT_TIMEOUT_MS = 5_000;
const MAX_TABLES = 500;
const FETCH_ROWS = 5_000;

/** The clear message of a driver's error (never the password: drivers do not repeat it). */
export function describeSourceError(error: unknown, settings: SqlSettings): SourceError {
  if (error instanceof SourceError) return error;
  const e = error as { code?: string; errno?: number; message?: string };
  const code = String(e.code ?? '');
  const where = `${settings.host}:${settings.port}`;
  if (
    code === '28P01' ||
    code === '28000' ||
    code === 'ER_ACCESS_DENIED_ERROR' ||
    code === 'ER_DBACCESS_DENIED_ERROR'
  )
    return new SourceError(
      `The database at ${where} refused the user name or password (user "${settings.user}").`,
      'configuration',
    );
  if (code === '3D000' || code === 'ER_BAD_DB_ERROR')
    return new SourceError(
      `The database "${settings.database}" does not exist at ${where}.`,
      'configuration',
    );
  if (['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ETIMEDOUT', 'EHOSTUNREACH', 'ECONNRESET'].includes(code))
    return new SourceError(`Cannot reach the database server at ${where} (${code}).`, 'connection');
  if (code === '57014' || code === 'ER_STATEMENT_TIMEOUT' || e.errno === 1969 || e.errno === 3024)
    return new SourceError(
      `The query ran longer than ${STATEMENT_TIMEOUT_MS / 1000} seconds and was stopped.`,
      'other',
    );
  if (/timeout/i.test(String(e.message)))
    return new SourceError(`Cannot reach the database server at ${where} (timed out).`, 'connection');
  return new SourceError(`The database answered: ${e.message ?? String(error)}`, 'other');
}

/** One read-only session: catalogue reads and a table's rows, identifiers quoted by the driver. */
interface Session {
  tables(): Promise<SqlTable[]>;
  columns(table: SqlTable): Promise<SqlColumn[]>;
  /** The rows of these columns of a table, `batch` at a time, at most `limit`. */
  rows(table: SqlTable, columns: readonly string[], limit: number): AsyncGenerator<Cell[][]>;
  close(): Promise<void>;
}

/** Dates as YYYY-MM-DD text (a DATE has no time zone); timestamps as Dates; big numbers as text. */
const DATE_OID = 1082;
const pgTypes = {
  getTypeParser: ((oid: number, format?: string) =>
    oid === DATE_OID
      ? (value: string) => value
      : pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
};

function cellOf(value: unknown): Cell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value === 'bigint') return value.toString();
  if (Buffer.isBuffer(value)) return value.toString('utf8');
  return JSON.stringify(value);
}

async function postgresSession(settings: SqlSettings, password: string): Promise<Session> {
  const client = new pg.Client({
    host: settings.host,
    port: settings.port,
    database: settings.database,
    user: settings.user,
    password,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    statement_timeout: STATEMENT_TIMEOUT_MS,
    query_timeout: STATEMENT_TIMEOUT_MS + 5_000,
    application_name: 'accrue',
    types: pgTypes,
  });
  client.on('error', () => undefined);
  await client.connect();
  try {
    await client.query('BEGIN TRANSACTION READ ONLY');
  } catch (error) {
    await client.end().catch(() => undefined);
    throw error;
  }
  const quoted = (table: SqlTable) =>
    `${client.escapeIdentifier(table.schema)}.${client.escapeIdentifier(table.name)}`;
  return {
    async tables() {
      const result = await client.query<{ schema: string; name: string }>(
        `SELECT table_schema AS schema, table_name AS name FROM information_schema.tables
         WHERE table_schema NOT IN ('pg_catalog', 'information_schema') AND table_schema NOT LIKE 'pg\\_%'
           AND table_type IN ('BASE TABLE', 'VIEW')
         ORDER BY table_schema, table_name LIMIT $1`,
        [MAX_TABLES],
      );
      return result.rows.map((row) => ({ schema: row.schema, name: row.name }));
    },
    async columns(table) {
      const result = await client.query<{ name: string; type: string }>(
        `SELECT column_name AS name, data_type AS type FROM information_schema.columns
         WHERE table_schema = $1 AND table_name = $2 ORDER BY ordinal_position`,
        [table.schema, table.name],
      );
      return result.rows;
    },
    async *rows(table, columns, limit) {
      const list = columns.map((c) => client.escapeIdentifier(c)).join(', ');
      // A server-side cursor: the rows come FETCH_ROWS at a time, never all at once.
      await client.query(
        `DECLARE accrue_rows NO SCROLL CURSOR FOR SELECT ${list} FROM ${quoted(table)} LIMIT ${Number(limit)}`,
      );
      try {
        for (;;) {
          const result = await client.query({
            text: `FETCH ${FETCH_ROWS} FROM accrue_rows`,
            rowMode: 'array',
          });
          if (result.rows.length === 0) break;
          yield (result.rows as unknown[][]).map((row) => row.map(cellOf));
        }
      } finally {
        await client.query('CLOSE accrue_rows').catch(() => undefined);
      }
    },
    async close() {
      await client.query('ROLLBACK').catch(() => undefined);
      await client.end().catch(() => undefined);
    },
  };
}

async function mysqlSession(settings: SqlSettings, password: string): Promise<Session> {
  const connection = await mysql.createConnection({
    host: settings.host,
    port: settings.port,
    database: settings.database,
    user: settings.user,
    password,
    connectTimeout: CONNECT_TIMEOUT_MS,
    dateStrings: ['DATE'],
    supportBigNumbers: true,
    bigNumberStrings: true,
    decimalNumbers: false,
    timezone: 'Z',
    multipleStatements: false,
  });
  connection.on('error', () => undefined);
  try {
    // MariaDB counts seconds, MySQL milliseconds.
    await connection
      .query(`SET SESSION max_statement_time = ${STATEMENT_TIMEOUT_MS / 1000}`)
      .catch(() => connection.query(`SET SESSION max_execution_time = ${STATEMENT_TIMEOUT_MS}`));
    await connection.query('START TRANSACTION READ ONLY');
  } catch (error) {
    await connection.end().catch(() => undefined);
    throw error;
  }
  const quoted = (table: SqlTable) =>
    `${connection.escapeId(table.schema)}.${connection.escapeId(table.name)}`;
  return {
    async tables() {
      const [rows] = await connection.query(
        `SELECT TABLE_SCHEMA AS \`schema\`, TABLE_NAME AS name FROM information_schema.TABLES
         WHERE TABLE_SCHEMA = DATABASE() ORDER BY TABLE_NAME LIMIT ?`,
        [MAX_TABLES],
      );
      return (rows as { schema: string; name: string }[]).map((row) => ({
        schema: String(row.schema),
        name: String(row.name),
      }));
    },
    async columns(table) {
      const [rows] = await connection.query(
        `SELECT COLUMN_NAME AS name, DATA_TYPE AS type FROM information_schema.COLUMNS
         WHERE TABLE_SCHEMA = ? AND TABLE_NAME = ? ORDER BY ORDINAL_POSITION`,
        [table.schema, table.name],
      );
      return (rows as { name: string; type: string }[]).map((row) => ({
        name: String(row.name),
        type: String(row.type),
      }));
    },
    async *rows(table, columns, limit) {
      const list = columns.map((c) => connection.escapeId(c)).join(', ');
      // Streamed from the server row by row (mysql2's callback connection underneath).
      const raw = (connection as unknown as { connection: RawMysqlConnection }).connection;
      const stream = raw
        .query({ sql: `SELECT ${list} FROM ${quoted(table)} LIMIT ${Number(limit)}`, rowsAsArray: true })
        .stream({ highWaterMark: FETCH_ROWS });
      let batch: Cell[][] = [];
      for await (const row of stream as AsyncIterable<unknown[]>) {
        batch.push(row.map(cellOf));
        if (batch.length >= FETCH_ROWS) {
          yield batch;
          batch = [];
        }
      }
      if (batch.length) yield batch;
    },
    async close() {
      // Read-only: nothing to keep. Closing the socket also ends a result stream left half-read
      // (a scan that stopped at a faulty row), which a polite end() would first read to its end.
      connection.destroy();
    },
  };
}

/** Opens a read-only session, runs `work` and closes it; a driver's error becomes a SourceError. */
export async function withSource<T>(
  kind: SqlKind,
  settings: SqlSettings,
  password: string,
  work: (session: Session) => Promise<T>,
): Promise<T> {
  let session: Session;
  try {
    session = await (kind === 'postgresql' ? postgresSession : mysqlSession)(settings, password);
  } catch (error) {
    throw describeSourceError(error, settings);
  }
  try {
    return await work(session);
  } catch (error) {
    throw describeSourceError(error, settings);
  } finally {
    await session.close();
  }
}

export function listSourceTables(
  kind: SqlKind,
  settings: SqlSettings,
  password: string,
): Promise<SqlTable[]> {
  return withSource(kind, settings, password, (session) => session.tables());
}

/** The table as the catalogue has it (its columns), or a SourceError naming it. */
async function checkedColumns(session: Session, table: SqlTable): Promise<SqlColumn[]> {
  const columns = await session.columns(table);
  if (columns.length === 0)
    throw new SourceError(
      `The table "${table.schema}.${table.name}" does not exist or has no columns.`,
      'configuration',
    );
  return columns;
}

export function sourceColumns(
  kind: SqlKind,
  settings: SqlSettings,
  password: string,
  table: SqlTable,
): Promise<SqlColumn[]> {
  return withSource(kind, settings, password, (session) => checkedColumns(session, table));
}

/**
 * A table's rows as an import scans them (header first, as a file's), a fetch at a time, read in
 * one read-only session that closes when the scan ends. More than `limit` rows is refused.
 */
export async function* sourceRows(
  kind: SqlKind,
  settings: SqlSettings,
  password: string,
  table: SqlTable,
  limit = MAX_SOURCE_ROWS,
): AsyncGenerator<{ row: number; cells: Cell[] }[]> {
  let session: Session;
  try {
    session = await (kind === 'postgresql' ? postgresSession : mysqlSession)(settings, password);
  } catch (error) {
    throw describeSourceError(error, settings);
  }
  try {
    const columns = await checkedColumns(session, table);
    yield [{ row: 1, cells: columns.map((c) => c.name) }];
    let row = 1;
    for await (const batch of session.rows(
      table,
      columns.map((c) => c.name),
      limit + 1,
    )) {
      if (row - 1 + batch.length > limit)
        throw new SourceError(
          `The table "${table.schema}.${table.name}" has more than ${limit.toLocaleString('en-US')} rows.`,
          'configuration',
        );
      yield batch.map((cells) => ({ row: ++row, cells }));
    }
  } catch (error) {
    throw describeSourceError(error, settings);
  } finally {
    await session.close();
  }
}
