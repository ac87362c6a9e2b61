import {
  DataTypes,
  Utils,
  type ModelAttributeColumnOptions,
  type ModelAttributes,
  type QueryInterface,
  type QueryInterfaceCreateTableOptions,
  type QueryInterfaceIndexOptions,
  type QueryOptionsWithWhere,
} from 'sequelize';

/**
 * Idempotent DDL for migrations: each helper does its change only when the database lacks it, so
 * running a migration again after a crash half-way through finishes it instead of failing with
 * "already exists".
 *
 * Why: on SQLite the runner (migrate.ts) wraps the migrations and their schema_migrations rows in
 * one transaction, so a crash rolls everything back; but MySQL/MariaDB commit every DDL statement
 * on its own, so a kill -9 between a migration's statements (or before its schema_migrations row)
 * leaves part of it applied, and the next start runs the whole migration again. Every `up` must
 * therefore be safe to re-run from any point: use these helpers instead of the bare
 * QueryInterface calls, and make data changes re-runnable too (`insertMissing`, or an UPDATE whose
 * WHERE no longer matches once it has run).
 */

/** The name sequelize gives an unnamed index (`<table>_<fields in snake_case>`), so both agree. */
export function indexName(table: string, fields: readonly string[]): string {
  return Utils.underscoredIf(`${table}_${fields.join('_')}`, true);
}

/**
 * Column shapes most tables repeat. Each call answers a new object, as the literals they replace
 * did (sequelize normalizes attributes in place): a migration written with them creates exactly
 * the columns it did written out.
 */

/** The auto-increment integer primary key every table has as `id`. */
export function idColumn(): ModelAttributeColumnOptions {
  return { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true, allowNull: false };
}

/** A required reference to a row of `table` by its id, deleted with that row. */
export function cascadingReference(table: string): ModelAttributeColumnOptions {
  return {
    type: DataTypes.INTEGER,
    allowNull: false,
    references: { model: table, key: 'id' },
    onDelete: 'CASCADE',
  };
}

/** MEDIUMTEXT on MySQL/MariaDB (TEXT stops at 64 kB); SQLite's TEXT has no size (and warns on one). */
export function longText(q: QueryInterface) {
  return q.sequelize.getDialect() === 'mysql' ? DataTypes.TEXT('medium') : DataTypes.TEXT;
}

/** Creates the table unless it exists (a CREATE TABLE is atomic: it is there whole or not at all). */
export async function ensureTable(
  q: QueryInterface,
  table: string,
  attributes: ModelAttributes,
  options?: QueryInterfaceCreateTableOptions,
): Promise<void> {
  if (await q.tableExists(table)) return;
  await q.createTable(table, attributes, options);
}

/** Adds the index unless the table has one of that name (given, or sequelize's default name). */
export async function ensureIndex(
  q: QueryInterface,
  table: string,
  fields: string[],
  options: QueryInterfaceIndexOptions = {},
): Promise<void> {
  const name = options.name ?? indexName(table, fields);
  if (await hasIndex(q, table, name)) return;
  await q.addIndex(table, fields, { ...options, name });
}

/** Adds the column unless the table has it. */
export async function ensureColumn(
  q: QueryInterface,
  table: string,
  column: string,
  attributes: ModelAttributeColumnOptions,
): Promise<void> {
  if (await hasColumn(q, table, column)) return;
  await q.addColumn(table, column, attributes);
}

/** Removes the index if the table has it (for `down`, or a migration that replaces an index). */
export async function dropIndexIfPresent(q: QueryInterface, table: string, name: string): Promise<void> {
  if (await hasIndex(q, table, name)) await q.removeIndex(table, name);
}

/** Removes the column if the table has it. */
export async function dropColumnIfPresent(q: QueryInterface, table: string, column: string): Promise<void> {
  if (!(await hasColumn(q, table, column))) return;
  // sequelize's removeColumn on SQLite copies the table into a new one, which loses its indexes and
  // foreign keys; SQLite (3.35 on) drops a column in place, as MariaDB does. Neither can drop an
  // indexed column: drop its indexes first.
  if (q.sequelize.getDialect() === 'sqlite')
    await q.sequelize.query(
      `ALTER TABLE ${q.quoteIdentifier(table)} DROP COLUMN ${q.quoteIdentifier(column)}`,
    );
  else await q.removeColumn(table, column);
}

/**
 * Inserts the rows whose `key` value the table does not hold yet: seed data that a re-run must not
 * duplicate (an INSERT is not undone by a crash on MySQL once it has committed).
 */
export async function insertMissing<Row extends Record<string, unknown>>(
  q: QueryInterface,
  table: string,
  key: keyof Row & string,
  rows: Row[],
): Promise<void> {
  if (!rows.length) return;
  // The query generator reads `attributes`, which sequelize's typings of select() leave out.
  const options = { attributes: [key], where: { [key]: rows.map((row) => row[key]) } };
  const present = (await q.select(null, table, options as QueryOptionsWithWhere)) as Record<
    string,
    unknown
  >[];
  const seen = new Set(present.map((row) => row[key]));
  const missing = rows.filter((row) => !seen.has(row[key]));
  if (missing.length) await q.bulkInsert(table, missing);
}

export async function hasIndex(q: QueryInterface, table: string, name: string): Promise<boolean> {
  const indexes = (await q.showIndex(table)) as { name: string }[];
  return indexes.some((index) => index.name === name);
}

export async function hasColumn(q: QueryInterface, table: string, column: string): Promise<boolean> {
  return Object.hasOwn(await q.describeTable(table), column);
}
