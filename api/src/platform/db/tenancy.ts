import {
  col,
  DataTypes,
  fn,
  type IndexHints,
  literal,
  type Model,
  type ModelAttributeColumnOptions,
  type ModelStatic,
  QueryTypes,
  type Transaction,
  type WhereOptions,
} from 'sequelize';
import { Readable } from 'node:stream';
import type { Database } from './database.js';
import { modelOf, type CompanyTable, type PlatformTable, type Table } from './tables.js';

export interface FindOptions {
  where?: WhereOptions;
  /** Only these columns (the rest of the row is then absent), or SQL expressions with a name. */
  attributes?: (string | [ReturnType<typeof literal>, string])[];
  order?: [string, 'ASC' | 'DESC'][];
  limit?: number;
  offset?: number;
  /** Index hints (sequelize's `indexHints`): MariaDB reads them, SQLite's generator leaves them out. */
  indexHints?: { type: IndexHints; values: string[] }[];
  transaction?: Transaction;
}

const INSERT_BATCH_ROWS = 1000;
const INSERT_BATCH_CHARS = 4_000_000;

/** What a row is written with: every column but the id (and the companyId a tenant adds). */
export type NewRow<Row> = Omit<Row, 'id' | 'companyId'>;

/** What a read asks for, as sequelize's query generator takes it. */
interface SelectOptions {
  where: WhereOptions;
  attributes?: (string | [ReturnType<typeof literal>, string])[];
  order?: [string, 'ASC' | 'DESC'][];
  limit?: number;
  offset?: number;
}

/** Sequelize's SQL builder (typed in its sources, not in its public types). */
interface QueryGenerator {
  selectQuery(
    table: ReturnType<ModelStatic<Model>['getTableName']>,
    options: SelectOptions,
    model: ModelStatic<Model>,
  ): string;
  whereQuery(where: WhereOptions, options: { model: ModelStatic<Model>; prefix: string }): string;
  quoteTable(table: ReturnType<ModelStatic<Model>['getTableName']>): string;
  quoteIdentifier(identifier: string): string;
}

/** The mysql2 connection sequelize lends out (the callback API it runs its own queries on). */
interface DriverConnection {
  config: { typeCast?: TypeCast };
  query(
    options: { sql: string; typeCast?: TypeCast },
    callback: (error: Error | null, rows: unknown) => void,
  ): unknown;
}
type TypeCast = (field: { type: string; string(): string | null }, next: () => unknown) => unknown;

/** The driver connection a transaction holds, as `loadMany` streams rows on it. */
interface LoadingConnection {
  query(
    options: { sql: string; infileStreamFactory: () => Readable },
    callback: (error: Error | null, answer: unknown) => void,
  ): unknown;
}

/** A value as a LOAD DATA field (tab-separated, backslash escapes, \N for NULL, dates in UTC). */
function loadText(value: unknown): string {
  if (value === null || value === undefined) return '\\N';
  if (value instanceof Date) return value.toISOString().slice(0, 23).replace('T', ' ');
  if (typeof value === 'boolean') return value ? '1' : '0';
  const text = String(value);
  return /[\\\t\n\r\0]/.test(text) ? text.replace(/[\\\t\n\r\0]/g, (c) => LOAD_ESCAPES[c]!) : text;
}
const LOAD_ESCAPES: Record<string, string> = {
  '\\': '\\\\',
  '\t': '\\t',
  '\n': '\\n',
  '\r': '\\r',
  '\0': '\\0',
};

/**
 * LOAD DATA LOCAL refused before any row: ER_NOT_ALLOWED_COMMAND (MySQL, local_infile off on the
 * server), ER_CLIENT_LOCAL_FILES_DISABLED (MySQL 8, off on the client), and
 * ER_LOAD_INFILE_CAPABILITY_DISABLED (MariaDB 10.5+, off on either side: what MariaDB 10.11 answers).
 */
const LOCAL_INFILE_REFUSED = new Set([1148, 3948, 4166]);

const keepingTimestamps = new WeakMap<TypeCast, TypeCast>();

/**
 * Sequelize's own conversions of a connection, except for timestamps, which stay the text MariaDB
 * sends ('2026-11-24 09:30:00.000', UTC): sequelize would build a Date of each (a string parse) for
 * the mappers to turn back into text (`toIso` reads either). One wrapper per connection's
 * conversion, so mysql2 reuses the row parser it compiled for it.
 */
function timestampsAsText(original: TypeCast | undefined): TypeCast | undefined {
  if (!original) return undefined;
  let wrapped = keepingTimestamps.get(original);
  if (!wrapped) {
    wrapped = (field, next) =>
      field.type === 'DATETIME' || field.type === 'TIMESTAMP' ? field.string() : original(field, next);
    keepingTimestamps.set(original, wrapped);
  }
  return wrapped;
}

/**
 * Every read of the tenancy layer: the SQL is sequelize's own (its query generator, with its
 * escaping and operators), the rows are what `findAll({ raw: true })` answers. On MySQL/MariaDB
 * the statement goes straight to the driver on a pooled connection (or the transaction's):
 * sequelize's query pipeline around it (option cloning, hooks, result formatting) cost more CPU
 * than the query itself on the API's hot reads (a session, a user, a page of 50 users: 0.29 ms
 * against 0.08 ms for a primary-key read in `bench:api`'s profile). SQLite keeps the plain path.
 */
async function selectRows<Row>(
  db: Database,
  model: ModelStatic<Model>,
  options: SelectOptions,
  transaction?: Transaction,
): Promise<Row[]> {
  if (db.dialect !== 'mysql')
    return (await model.findAll({ ...options, raw: true, transaction })) as unknown as Row[];
  const sql = generatorOf(db).selectQuery(
    model.getTableName(),
    { ...options, attributes: options.attributes ?? Object.keys(model.getAttributes()) },
    model,
  );
  return runSelect<Row>(db, sql, transaction);
}

function generatorOf(db: Database): QueryGenerator {
  return (db.sequelize.getQueryInterface() as unknown as { queryGenerator: QueryGenerator }).queryGenerator;
}

/**
 * A SELECT this layer wrote, run straight on the driver on MySQL/MariaDB (timestamps as text, as
 * `selectRows` reads them) and through sequelize, unconverted, on SQLite.
 */
async function runSelect<Row>(db: Database, sql: string, transaction?: Transaction): Promise<Row[]> {
  if (db.dialect !== 'mysql')
    return (await db.sequelize.query(sql, { type: QueryTypes.SELECT, raw: true, transaction })) as Row[];
  for (const listener of db.queryListeners) listener(sql);
  const manager = db.sequelize.connectionManager;
  const lent = (transaction as (Transaction & { connection?: unknown }) | undefined)?.connection;
  const connection = (lent ?? (await manager.getConnection({ type: 'read' }))) as DriverConnection;
  try {
    return await new Promise<Row[]>((resolve, reject) =>
      connection.query({ sql, typeCast: timestampsAsText(connection.config.typeCast) }, (error, rows) =>
        error ? reject(error) : resolve(rows as Row[]),
      ),
    );
  } finally {
    if (!lent) manager.releaseConnection(connection as never);
  }
}

/**
 * A model's date columns, for `bulkInsert`: without a column's type, sequelize writes a date to the
 * second ('2026-11-28 16:40:01'), dropping the milliseconds a DATE(3) column keeps (and that orders
 * an audit log's lines written in one second). Only the dates: typing every column would have
 * sequelize convert each value of a large import for nothing.
 */
function dateAttributesOf(model: ModelStatic<Model>): Record<string, ModelAttributeColumnOptions> {
  let known = dateAttributes.get(model);
  if (!known) {
    known = Object.fromEntries(
      Object.entries(model.getAttributes()).filter(
        ([, attribute]) => attribute.type instanceof DataTypes.DATE,
      ),
    );
    dateAttributes.set(model, known);
  }
  return known;
}
const dateAttributes = new WeakMap<ModelStatic<Model>, Record<string, ModelAttributeColumnOptions>>();

/** The SELECT … FROM … LEFT JOIN … of `findOneWithReferenced`, written once per database and tables. */
const joinedSelects = new WeakMap<Database, Map<string, JoinedSelect>>();
interface JoinedSelect {
  head: string;
  rowColumns: string[];
  otherColumns: string[];
}

function joinedSelect<Referenced>(
  db: Database,
  model: ModelStatic<Model>,
  references: readonly string[],
  referenced: Table<Referenced>,
): JoinedSelect {
  let known = joinedSelects.get(db);
  if (!known) joinedSelects.set(db, (known = new Map()));
  const key = `${model.name}|${referenced.name}|${references.join(',')}`;
  let select = known.get(key);
  if (!select) {
    const generator = generatorOf(db);
    const other = modelOf(db.sequelize, referenced);
    const q = (identifier: string) => generator.quoteIdentifier(identifier);
    // The row's columns come back under a prefix no column of either table starts with.
    const rowColumns = Object.keys(model.getAttributes());
    const otherColumns = Object.keys(other.getAttributes());
    const columns = [
      ...rowColumns.map((column) => `${q('t')}.${q(column)} AS ${q(`t$${column}`)}`),
      ...otherColumns.map((column) => `${q('r')}.${q(column)} AS ${q(column)}`),
    ].join(', ');
    const joinOn = references.map((column) => `${q('t')}.${q(column)}`).join(', ');
    const head =
      `SELECT ${columns} FROM ${generator.quoteTable(model.getTableName())} AS ${q('t')}` +
      ` LEFT JOIN ${generator.quoteTable(other.getTableName())} AS ${q('r')} ON ${q('r')}.${q('id')} IN (${joinOn})`;
    select = { head, rowColumns, otherColumns };
    known.set(key, select);
  }
  return select;
}

/**
 * The one tenancy layer: every read and write of a company-owned table goes through a `Tenant`,
 * built from the authenticated request's company (see `platform/http/authorize.ts`), which adds
 * `companyId` to every filter and every inserted row. A caller cannot widen it: a `companyId` in
 * its own filter is overwritten. Rows come back as plain objects.
 */
export class Tenant {
  constructor(
    readonly db: Database,
    readonly companyId: number,
  ) {}

  private scoped(where: WhereOptions | undefined): WhereOptions {
    return { ...(where as object | undefined), companyId: this.companyId } as WhereOptions;
  }

  async findAll<Row extends { companyId: number }>(
    table: CompanyTable<Row>,
    options: FindOptions = {},
  ): Promise<Row[]> {
    const { transaction, ...select } = options;
    return selectRows<Row>(
      this.db,
      modelOf(this.db.sequelize, table),
      { ...select, where: this.scoped(options.where) },
      transaction,
    );
  }

  /**
   * A page of rows and the number of rows the filter matches, read side by side (two pooled
   * connections). Not one query with `COUNT(*) OVER ()`: the window needs every matching row
   * before the page is cut, so the database could no longer walk an index in the page's order and
   * stop after the page (a 20,000-user directory went from milliseconds to a second, bench:people).
   */
  /**
   * A page of rows and the total of rows matching, read side by side. `total` may answer the
   * count from memory (it is handed the query that counts); index hints apply to the page only.
   */
  async findPage<Row extends { companyId: number }>(
    table: CompanyTable<Row>,
    options: FindOptions & { limit: number; offset: number },
    total: (count: () => Promise<number>) => Promise<number> = (count) => count(),
  ): Promise<{ rows: Row[]; total: number }> {
    const { transaction, ...select } = options;
    const model = modelOf(this.db.sequelize, table);
    const where = this.scoped(options.where);
    const count = async () => {
      const [counted] = await selectRows<{ total: unknown }>(
        this.db,
        model,
        { where, attributes: [[literal('COUNT(*)'), 'total']] },
        transaction,
      );
      return Number(counted?.total ?? 0);
    };
    const [rows, matching] = await Promise.all([
      selectRows<Row>(this.db, model, { ...select, where }, transaction),
      total(count),
    ]);
    return { rows, total: matching };
  }

  async findOne<Row extends { companyId: number }>(
    table: CompanyTable<Row>,
    where: WhereOptions,
    transaction?: Transaction,
  ): Promise<Row | null> {
    const [row] = await selectRows<Row>(
      this.db,
      modelOf(this.db.sequelize, table),
      { where: this.scoped(where), limit: 1 },
      transaction,
    );
    return row ?? null;
  }

  async findById<Row extends { companyId: number }>(
    table: CompanyTable<Row>,
    id: number,
    transaction?: Transaction,
  ): Promise<Row | null> {
    return this.findOne(table, { id }, transaction);
  }

  async count<Row extends { companyId: number }>(
    table: CompanyTable<Row>,
    where?: WhereOptions,
  ): Promise<number> {
    return modelOf(this.db.sequelize, table).count({ where: this.scoped(where) });
  }

  /**
   * How many rows match, counting no further than `cap` (the database stops after `cap` rows: a
   * list of a million rows answers "10,000+" instead of reading every matching row to count it).
   */
  async countUpTo<Row extends { companyId: number }>(
    table: CompanyTable<Row>,
    where: WhereOptions,
    cap: number,
  ): Promise<number> {
    const model = modelOf(this.db.sequelize, table);
    const inner = generatorOf(this.db)
      .selectQuery(
        model.getTableName(),
        { where: this.scoped(where), attributes: [[literal('1'), 'one']], limit: cap },
        model,
      )
      .replace(/;\s*$/, '');
    const [counted] = await runSelect<{ total: unknown }>(
      this.db,
      `SELECT COUNT(*) AS total FROM (${inner}) AS capped`,
    );
    return Number(counted?.total ?? 0);
  }

  /**
   * Per value of `column` among the rows `where` matches: how many rows hold it and the highest id
   * of them (a thread's message count and its latest message, in one GROUP BY).
   */
  async countBy<Row extends { companyId: number; id: number }>(
    table: CompanyTable<Row>,
    column: keyof Row & string,
    where: WhereOptions,
  ): Promise<{ value: unknown; count: number; lastId: number }[]> {
    const rows = (await modelOf(this.db.sequelize, table).findAll({
      attributes: [
        [col(column), 'value'],
        [fn('COUNT', col('id')), 'count'],
        [fn('MAX', col('id')), 'lastId'],
      ],
      where: this.scoped(where),
      group: [column],
      raw: true,
    })) as unknown as { value: unknown; count: unknown; lastId: unknown }[];
    return rows.map((row) => ({ value: row.value, count: Number(row.count), lastId: Number(row.lastId) }));
  }

  async insert<Row extends { companyId: number }>(
    table: CompanyTable<Row>,
    values: NewRow<Row>,
    transaction?: Transaction,
  ): Promise<number> {
    const created = await modelOf(this.db.sequelize, table).create(
      { ...values, companyId: this.companyId },
      { transaction },
    );
    return created.get('id') as number;
  }

  /**
   * Inserts many rows with multi-row INSERT statements, outside the ORM's per-row instances
   * (about 6x faster on MariaDB: see docs/toolchain.md). Each statement carries at most
   * `INSERT_BATCH_ROWS` rows and about `INSERT_BATCH_CHARS` characters of values, under MariaDB's
   * default 16 MB packet. Every row gets the tenant's `companyId`.
   */
  async insertMany<Row extends { companyId: number }>(
    table: CompanyTable<Row>,
    rows: readonly NewRow<Row>[],
    transaction?: Transaction,
  ): Promise<void> {
    const queries = this.db.sequelize.getQueryInterface();
    const dates = dateAttributesOf(modelOf(this.db.sequelize, table));
    let batch: Record<string, unknown>[] = [];
    let chars = 0;
    const flush = async () => {
      if (batch.length) await queries.bulkInsert(table.name, batch, { transaction }, dates);
      batch = [];
      chars = 0;
    };
    for (const row of rows) {
      const values: Record<string, unknown> = { ...(row as object), companyId: this.companyId };
      batch.push(values);
      for (const value of Object.values(values)) chars += typeof value === 'string' ? value.length : 8;
      if (batch.length >= INSERT_BATCH_ROWS || chars >= INSERT_BATCH_CHARS) await flush();
    }
    await flush();
  }

  /**
   * Inserts many rows as `insertMany` does, but on MySQL/MariaDB as one `LOAD DATA LOCAL INFILE`
   * streamed from memory on the transaction's connection (about 2x the rows per second of
   * multi-row INSERTs on this machine kind: the server parses no SQL and the client escapes
   * less; see bench:import). LOAD DATA LOCAL turns a duplicate key or a value that does not fit
   * into a warning and a skipped or cut row, so any warning, or fewer rows loaded than sent, fails
   * the write (and the transaction with it). Every row gets the tenant's `companyId`; SQLite
   * takes the multi-row INSERTs.
   */
  async loadMany<Row extends { companyId: number }>(
    table: CompanyTable<Row>,
    rows: readonly NewRow<Row>[],
    transaction: Transaction,
  ): Promise<void> {
    if (rows.length === 0) return;
    if (this.db.dialect !== 'mysql') return this.insertMany(table, rows, transaction);
    const columns = Object.keys(rows[0]!).filter((column) => column !== 'companyId');
    const generator = generatorOf(this.db);
    const sql =
      `LOAD DATA LOCAL INFILE 'rows' INTO TABLE ${generator.quoteTable(table.name)} CHARACTER SET utf8mb4 ` +
      `FIELDS TERMINATED BY '\\t' ESCAPED BY '\\\\' LINES TERMINATED BY '\\n' ` +
      `(${['companyId', ...columns].map((column) => generator.quoteIdentifier(column)).join(', ')})`;
    for (const listener of this.db.queryListeners) listener(sql);
    const companyId = String(this.companyId);
    function* lines(): Generator<Buffer> {
      let chunk = '';
      for (const row of rows) {
        let line = companyId;
        for (const column of columns) line += '\t' + loadText((row as Record<string, unknown>)[column]);
        chunk += line + '\n';
        if (chunk.length >= 1 << 20) {
          yield Buffer.from(chunk);
          chunk = '';
        }
      }
      if (chunk) yield Buffer.from(chunk);
    }
    const connection = (transaction as Transaction & { connection: LoadingConnection }).connection;
    let result: { affectedRows: number; warningStatus: number };
    try {
      result = await new Promise((resolve, reject) =>
        connection.query({ sql, infileStreamFactory: () => Readable.from(lines()) }, (error, answer) =>
          error ? reject(error) : resolve(answer as { affectedRows: number; warningStatus: number }),
        ),
      );
    } catch (error) {
      // A server with local_infile off (MySQL 8's default), or a client without the capability,
      // refuses the statement before any row: the rows go as multi-row INSERTs instead.
      if (LOCAL_INFILE_REFUSED.has(Number((error as { errno?: number }).errno)))
        return this.insertMany(table, rows, transaction);
      throw error;
    }
    if (result.affectedRows !== rows.length || result.warningStatus > 0)
      throw new Error(
        `LOAD DATA into ${table.name} loaded ${result.affectedRows} of ${rows.length} rows with ${result.warningStatus} warning(s)`,
      );
  }

  async update<Row extends { companyId: number }>(
    table: CompanyTable<Row>,
    where: WhereOptions,
    values: Partial<Row>,
    transaction?: Transaction,
  ): Promise<number> {
    const { companyId: _ignored, ...rest } = values;
    const [count] = await modelOf(this.db.sequelize, table).update(rest, {
      where: this.scoped(where),
      transaction,
    });
    return count;
  }

  async destroy<Row extends { companyId: number }>(
    table: CompanyTable<Row>,
    where: WhereOptions,
    transaction?: Transaction,
  ): Promise<number> {
    return modelOf(this.db.sequelize, table).destroy({ where: this.scoped(where), transaction });
  }

  /** The tenant's own row of the root table (the company itself: the row whose id is the tenant). */
  async root<Row extends { id: number }>(
    table: PlatformTable<Row>,
    transaction?: Transaction,
  ): Promise<Row | null> {
    const [row] = await selectRows<Row>(
      this.db,
      modelOf(this.db.sequelize, table),
      { where: { id: this.companyId }, limit: 1 },
      transaction,
    );
    return row ?? null;
  }

  async updateRoot<Row extends { id: number }>(
    table: PlatformTable<Row>,
    values: Partial<Row>,
    transaction?: Transaction,
  ): Promise<void> {
    const { id: _id, ...rest } = values;
    await modelOf(this.db.sequelize, table).update(rest, { where: { id: this.companyId }, transaction });
  }

  transaction<T>(work: (transaction: Transaction) => Promise<T>): Promise<T> {
    return this.db.sequelize.transaction(work);
  }
}

/**
 * The other door, for platform repositories only (the architecture test holds that: files under
 * `platform/` and modules' `platform-repository.ts`): queries that precede a tenant or span
 * companies, such as finding who signs in by e-mail, the company of an API key, or sessions.
 */
export class AcrossCompanies {
  constructor(readonly db: Database) {}

  async findOne<Row>(table: Table<Row>, where: WhereOptions, transaction?: Transaction): Promise<Row | null> {
    const [row] = await selectRows<Row>(
      this.db,
      modelOf(this.db.sequelize, table),
      { where, limit: 1 },
      transaction,
    );
    return row ?? null;
  }

  /**
   * The row of `table` that `where` finds (by its primary key) and the rows of `referenced` whose
   * id one of its `references` columns holds, in one query (a LEFT JOIN on the primary key): a
   * request's session and its users (signed in, impersonated) cost one round trip to the database,
   * not two. On this machine kind a round trip is about a tenth of a directory read's CPU, most of
   * it in the socket's system calls.
   */
  async findOneWithReferenced<Row, Referenced>(
    table: Table<Row>,
    where: WhereOptions,
    references: readonly (keyof Row & string)[],
    referenced: Table<Referenced>,
  ): Promise<{ row: Row; referenced: Referenced[] } | null> {
    const model = modelOf(this.db.sequelize, table);
    const { head, rowColumns, otherColumns } = joinedSelect(this.db, model, references, referenced);
    const sql = `${head} ${generatorOf(this.db).whereQuery(where, { model, prefix: 't' })}`;
    const rows = await runSelect<Record<string, unknown>>(this.db, sql);
    if (rows.length === 0) return null;
    const row = Object.fromEntries(rowColumns.map((column) => [column, rows[0]![`t$${column}`]])) as Row;
    const found = rows
      .filter((joined) => joined.id !== null && joined.id !== undefined)
      .map(
        (joined) => Object.fromEntries(otherColumns.map((column) => [column, joined[column]])) as Referenced,
      );
    return { row, referenced: found };
  }

  async findAll<Row>(table: Table<Row>, options: FindOptions = {}): Promise<Row[]> {
    const { transaction, ...select } = options;
    return selectRows<Row>(
      this.db,
      modelOf(this.db.sequelize, table),
      { ...select, where: select.where ?? {} },
      transaction,
    );
  }

  async count<Row>(table: Table<Row>, where?: WhereOptions): Promise<number> {
    return modelOf(this.db.sequelize, table).count(where ? { where } : {});
  }

  /** Inserts a row and answers its primary key. */
  async insert<Row>(table: Table<Row>, values: Partial<Row>, transaction?: Transaction): Promise<unknown> {
    const created = await modelOf(this.db.sequelize, table).create({ ...values } as Record<string, unknown>, {
      transaction,
    });
    return created.get('id');
  }

  async insertMany<Row>(table: Table<Row>, values: Partial<Row>[]): Promise<void> {
    await modelOf(this.db.sequelize, table).bulkCreate(
      values.map((row) => ({ ...row }) as Record<string, unknown>),
    );
  }

  async update<Row>(
    table: Table<Row>,
    where: WhereOptions,
    values: Partial<Row>,
    transaction?: Transaction,
  ): Promise<number> {
    const [count] = await modelOf(this.db.sequelize, table).update({ ...values } as Record<string, unknown>, {
      where,
      transaction,
    });
    return count;
  }

  async destroy<Row>(table: Table<Row>, where: WhereOptions): Promise<number> {
    return modelOf(this.db.sequelize, table).destroy({ where });
  }
}
