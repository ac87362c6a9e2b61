import { Op, type literal, type Transaction, type WhereOptions } from 'sequelize';
import { Conflict, NotFound } from '../errors.js';
import type { Database } from './database.js';
import type { CompanyTable } from './tables.js';
import type { Tenant } from './tenancy.js';

type Literal = ReturnType<typeof literal>;

/**
 * Edits that cannot lose a concurrent change (docs/adding-a-domain.md, Concurrency):
 *
 * - A partial update writes only its columns, in one UPDATE; a JSON column is merged in SQL
 *   (`jsonMergePatch`), never read, merged in JavaScript and written back whole.
 * - A whole-object edit carries the version it was made from (`If-Match`, see
 *   `http/preconditions.ts`); the UPDATE adds `version IN (…)` to its filter and sets
 *   `version = version + 1`, so a stale edit changes no row and answers 409 (`compareAndSwap`).
 *
 * The table needs an integer `version` column (NOT NULL DEFAULT 1) that every write bumps.
 */

/** The 409 answer to an edit made from a version that has changed since (spec doc 1 §8: 409 conflict). */
export const STALE_VERSION_MESSAGE =
  'This record has been changed by someone else since you loaded it. Reload it and try again.';

/** The versions a write may apply to: any (undefined: no precondition), or one of these. */
export type ExpectedVersion = readonly number[] | undefined;

/** `version + 1`, to set in the same UPDATE as the changes. */
export function nextVersion(db: Database): Literal {
  return db.sequelize.literal(`${quoted(db, 'version')} + 1`);
}

/** A column name quoted for the dialect (the names are ours, never input). */
function quoted(db: Database, column: string): string {
  return db.dialect === 'mysql' ? `\`${column}\`` : `"${column}"`;
}

/** The filter on the version column for an expected version (nothing when any will do). */
export function versionWhere(expected: ExpectedVersion): WhereOptions {
  return expected === undefined ? {} : { version: { [Op.in]: [...expected] } };
}

/**
 * The value of a JSON text column with `patch` merged in (RFC 7396: a null removes the key), as SQL:
 * SQLite's json_patch, MariaDB/MySQL's JSON_MERGE_PATCH. Two concurrent patches of different keys
 * both survive, which a read-merge-write in JavaScript cannot promise.
 */
export function jsonMergePatch(db: Database, column: string, patch: Record<string, unknown>): Literal {
  const value = db.sequelize.escape(JSON.stringify(patch));
  const merge = db.dialect === 'sqlite' ? 'json_patch' : 'JSON_MERGE_PATCH';
  return db.sequelize.literal(`${merge}(COALESCE(${quoted(db, column)}, '{}'), ${value})`);
}

export interface CompareAndSwap {
  /** The versions the edit was made from (If-Match); undefined writes whatever the version. */
  expected: ExpectedVersion;
  /** One UPDATE with `where` added to its filter and `version` set to `nextVersion`; answers the rows changed. */
  write: (where: WhereOptions) => Promise<number>;
  /** Whether the row exists at all (asked only when no row changed). */
  exists: () => Promise<boolean>;
  /** The message when it does not. */
  notFound: string;
}

/** Runs a versioned write: NotFound when the row is gone, Conflict when its version moved on. */
export async function compareAndSwap({ expected, write, exists, notFound }: CompareAndSwap): Promise<void> {
  if ((await write(versionWhere(expected))) > 0) return;
  if (!(await exists())) throw new NotFound(notFound);
  throw new Conflict(STALE_VERSION_MESSAGE);
}

/**
 * Changes the given columns of one row of a company-owned table in one UPDATE, bumping its version,
 * only if its version is one of `expected` (when given).
 */
export async function updateVersioned<Row extends { id: number; companyId: number; version: number }>(
  tenant: Tenant,
  table: CompanyTable<Row>,
  id: number,
  values: Partial<Omit<Row, 'id' | 'companyId' | 'version'>>,
  expected: ExpectedVersion,
  notFound: string,
  transaction?: Transaction,
): Promise<void> {
  await compareAndSwap({
    expected,
    notFound,
    write: (where) =>
      tenant.update(
        table,
        { ...(where as object), id },
        { ...values, version: nextVersion(tenant.db) } as unknown as Partial<Row>,
        transaction,
      ),
    exists: async () => (await tenant.findById(table, id, transaction)) !== null,
  });
}
