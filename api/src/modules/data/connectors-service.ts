import { lookup } from 'node:dns/promises';
import os from 'node:os';
import { UniqueConstraintError } from 'sequelize';
import type { Context, UserContext } from '../../platform/context.js';
import type { Tenant } from '../../platform/db/tenancy.js';
import { updateVersioned, type ExpectedVersion } from '../../platform/db/versioned.js';
import { Conflict, Invalid, NotFound } from '../../platform/errors.js';
import { logger } from '../../platform/logging.js';
import { CONNECTORS } from './connectors.js';
import { decryptSecret, encryptSecret } from './connectors-secrets.js';
import {
  CrmClient,
  crmApp,
  crmName,
  deletionsReach,
  isCrmKind,
  type CrmFilter,
  type CrmKind,
  type CrmTokens,
} from './crm-source.js';
import type { Connection, DataImport, ImportScope, RowPages } from './import-types.js';
import { detectFormat, cellText, type DetectedFormat } from './import-values.js';
import { scan } from './import-scan.js';
import * as repository from './imports-repository.js';
import { readImport } from './imports.js';
import * as records from './repository.js';
import {
  listSourceTables,
  MAX_SOURCE_ROWS,
  SourceError,
  sourceRows,
  SQL_KINDS,
  type SqlKind,
  type SqlSettings,
  type SqlTable,
} from './sql-source.js';
import { connectionsTable } from './tables.js';
import type { Cell } from './xlsx.js';
import { MODEL_NOT_FOUND } from './service.js';

export const CONNECTION_NOT_FOUND = 'Connection not found.';
export const CONNECTOR_NOT_FOUND = 'Connector not found.';
export const CONNECTOR_UNAVAILABLE = 'This connector cannot be connected yet.';
export const CONNECTION_NAME_TAKEN = 'A connection of this connector already has this name.';
const PREVIEW_ROWS = 10;
const SAMPLE_ROWS = 100;

export interface ConnectionInput {
  name: string;
  host: string;
  port: number;
  database: string;
  user: string;
  password: string;
  schedule?: 'DAILY' | 'MANUAL';
}

/** A database connection as the service reads it: the row, its kind and its decrypted password. */
export interface SqlConnection {
  connection: Connection;
  kind: SqlKind;
  settings: SqlSettings;
  password: string;
}

const isSqlKind = (key: string): key is SqlKind => (SQL_KINDS as readonly string[]).includes(key);

async function connectionOrNotFound(
  tenant: Tenant,
  id: number,
): Promise<Connection & { secret: string | null }> {
  const row = await tenant.findById(connectionsTable, id);
  if (!row) throw new NotFound(CONNECTION_NOT_FOUND);
  return { ...repository.toConnection(row), secret: row.secret ?? null };
}

export const OWN_DATABASE = "This is the product's own database: connect the database your data is in.";

/** The addresses a host name resolves to, or the name itself when it does not resolve. */
async function addressesOf(host: string): Promise<string[]> {
  try {
    return (await lookup(host, { all: true })).map((entry) => entry.address.toLowerCase());
  } catch {
    return [host.toLowerCase()];
  }
}

/** This machine's own addresses: any loopback address, and every address of its interfaces. */
function isThisMachine(address: string): boolean {
  const plain = address.replace(/^::ffff:/, '');
  if (plain === '::1' || plain.startsWith('127.') || plain === '0.0.0.0' || plain === '::') return true;
  return Object.values(os.networkInterfaces())
    .flat()
    .some((entry) => entry?.address.toLowerCase() === plain);
}

/** Whether two host names name the same server (the same address, or both this machine). */
async function sameServer(a: string, b: string): Promise<boolean> {
  const [left, right] = await Promise.all([addressesOf(a), addressesOf(b)]);
  if (left.some((x) => right.includes(x))) return true;
  return left.some(isThisMachine) && right.some(isThisMachine);
}

/**
 * A connection may not read the product's own database (it holds every company's data): refused
 * when it names the same server (by address and port) and the same database.
 */
async function refuseOwnDatabase(tenant: Tenant, kind: SqlKind, settings: SqlSettings): Promise<void> {
  if (kind !== 'mysql' || tenant.db.dialect !== 'mysql') return;
  const own = tenant.db.sequelize.config;
  if (String(own.database).toLowerCase() !== settings.database.toLowerCase()) return;
  if (Number(own.port ?? 3306) !== settings.port) return;
  if (!(await sameServer(String(own.host ?? 'localhost'), settings.host))) return;
  throw new Invalid([{ field: 'database', message: OWN_DATABASE }]);
}

/**
 * The table a connection may read: on MySQL/MariaDB, only tables of the connection's database (a
 * user with wider grants cannot reach another database through it).
 */
export function checkedTable(kind: SqlKind, settings: SqlSettings, table: SqlTable): SqlTable {
  if (kind === 'mysql' && table.schema !== settings.database)
    throw new Invalid([
      { field: 'schema', message: `Only tables of the database "${settings.database}" can be read.` },
    ]);
  return table;
}

/** The company's database connection `id` with its password (NotFound for a file connection). */
export async function sqlConnection(tenant: Tenant, id: number): Promise<SqlConnection> {
  const { secret, ...connection } = await connectionOrNotFound(tenant, id);
  if (!isSqlKind(connection.connectorKey) || !connection.settings) throw new NotFound(CONNECTION_NOT_FOUND);
  const password = secret ? decryptSecret(secret, tenant.companyId) : '';
  if (password === null)
    throw new Invalid([
      { field: 'password', message: 'The stored password cannot be read with this key; enter it again.' },
    ]);
  await refuseOwnDatabase(tenant, connection.connectorKey, connection.settings);
  return { connection, kind: connection.connectorKey, settings: connection.settings, password };
}

/** Sets the connection ACTIVE, or ERROR with why (its last good data is kept). */
export async function markConnection(tenant: Tenant, id: number, error: string | null): Promise<void> {
  await tenant.update(
    connectionsTable,
    { id },
    { status: error === null ? 'ACTIVE' : 'ERROR', error, updatedAt: new Date() },
  );
}

/** A source's fault: the connection goes to ERROR and the caller gets a 422 saying why. */
async function refused(tenant: Tenant, id: number, error: unknown): Promise<never> {
  if (!(error instanceof SourceError)) throw error;
  await markConnection(tenant, id, error.message);
  throw new Invalid([{ field: 'connection', message: error.message }]);
}

export async function createConnection(
  context: Context,
  connectorKey: string,
  input: ConnectionInput,
): Promise<Connection> {
  const { tenant } = context;
  if (!CONNECTORS.some((c) => c.key === connectorKey)) throw new NotFound(CONNECTOR_NOT_FOUND);
  if (!isSqlKind(connectorKey))
    throw new Invalid([{ field: 'connectorKey', message: CONNECTOR_UNAVAILABLE }]);
  const now = new Date();
  const settings: SqlSettings = {
    host: input.host.trim(),
    port: input.port,
    database: input.database,
    user: input.user,
  };
  await refuseOwnDatabase(tenant, connectorKey, settings);
  try {
    const id = await tenant.insert(connectionsTable, {
      connectorKey,
      name: input.name.trim(),
      status: 'ACTIVE',
      error: null,
      lastImportAt: null,
      settings: JSON.stringify(settings),
      secret: input.password ? encryptSecret(input.password, tenant.companyId) : null,
      schedule: input.schedule ?? 'MANUAL',
      version: 1,
      createdAt: now,
      updatedAt: now,
    });
    return readConnection(context, id);
  } catch (error) {
    if (error instanceof UniqueConstraintError) throw new Conflict(CONNECTION_NAME_TAKEN);
    throw error;
  }
}

export async function readConnection(context: Context, id: number): Promise<Connection> {
  const { secret: _secret, ...connection } = await connectionOrNotFound(context.tenant, id);
  return connection;
}

/** What a CRM connection's edit may change: its authorization comes from the CRM, not a form. */
export const CRM_SETTINGS_REFUSED = 'A CRM connection has no database settings: connect it again instead.';

/** A CRM connection's edit: its schedule (daily at midnight or manual) and its name, versioned. */
async function updateCrmConnection(
  context: Context,
  id: number,
  patch: Partial<ConnectionInput>,
  expected: ExpectedVersion,
): Promise<Connection> {
  const refused = (['host', 'port', 'database', 'user', 'password'] as const).filter(
    (field) => patch[field] !== undefined,
  );
  if (refused.length) throw new Invalid(refused.map((field) => ({ field, message: CRM_SETTINGS_REFUSED })));
  try {
    await updateVersioned(
      context.tenant,
      connectionsTable,
      id,
      {
        ...(patch.name !== undefined ? { name: patch.name.trim() } : {}),
        ...(patch.schedule !== undefined ? { schedule: patch.schedule } : {}),
        updatedAt: new Date(),
      },
      expected,
      CONNECTION_NOT_FOUND,
    );
  } catch (error) {
    if (error instanceof UniqueConstraintError) throw new Conflict(CONNECTION_NAME_TAKEN);
    throw error;
  }
  return readConnection(context, id);
}

/**
 * Changes some settings (a password only when one is given; a CRM connection's schedule and name
 * only); the version guards against lost edits.
 */
export async function updateConnection(
  context: Context,
  id: number,
  patch: Partial<ConnectionInput>,
  expected: ExpectedVersion,
): Promise<Connection> {
  const { tenant } = context;
  if (isCrmKind((await readConnection(context, id)).connectorKey))
    return updateCrmConnection(context, id, patch, expected);
  const current = await sqlConnection(tenant, id).catch(async (error) => {
    if (error instanceof Invalid) return null;
    throw error;
  });
  const found = current?.connection ?? (await readConnection(context, id));
  if (!found.settings) throw new NotFound(CONNECTION_NOT_FOUND);
  const settings: SqlSettings = {
    host: patch.host?.trim() ?? found.settings.host,
    port: patch.port ?? found.settings.port,
    database: patch.database ?? found.settings.database,
    user: patch.user ?? found.settings.user,
  };
  try {
    await updateVersioned(
      tenant,
      connectionsTable,
      id,
      {
        settings: JSON.stringify(settings),
        ...(patch.name !== undefined ? { name: patch.name.trim() } : {}),
        ...(patch.schedule !== undefined ? { schedule: patch.schedule } : {}),
        ...(patch.password !== undefined ? { secret: encryptSecret(patch.password, tenant.companyId) } : {}),
        updatedAt: new Date(),
      },
      expected,
      CONNECTION_NOT_FOUND,
    );
  } catch (error) {
    if (error instanceof UniqueConstraintError) throw new Conflict(CONNECTION_NAME_TAKEN);
    throw error;
  }
  return readConnection(context, id);
}

export async function deleteConnection(context: Context, id: number): Promise<void> {
  const found = await readConnection(context, id);
  if (!isSqlKind(found.connectorKey) && !isCrmKind(found.connectorKey))
    throw new NotFound(CONNECTION_NOT_FOUND);
  await context.tenant.destroy(connectionsTable, { id });
}

/** What a source's rows are read with: how many at most, modified since when, which filters. */
export interface ReadOptions {
  limit?: number;
  /** Only rows modified at or after this time (sources that can say so: `incremental`). */
  since?: Date | null;
  filters?: readonly CrmFilter[];
}

/**
 * A connection's source, whatever its kind (a database or a CRM): its tables or objects, the
 * formats its catalogue gives their columns (a CRM's field types; null when a sample must say),
 * and a table's rows as an import scans them (header first, as a file's). Failures are
 * SourceErrors, which set the connection to ERROR with their cause.
 */
export interface DataSource {
  connection: Connection;
  /** Whether rows can be read by modified date (a refresh then reads only the changed ones). */
  incremental: boolean;
  tables(): Promise<SqlTable[]>;
  /** The table if this connection may read it (an Invalid naming why otherwise). */
  checked(table: SqlTable): SqlTable;
  formats(table: SqlTable): Promise<Map<string, DetectedFormat> | null>;
  rows(table: SqlTable, options?: ReadOptions): RowPages;
  /**
   * A CRM's records of the table deleted at or after `since`: the column their ids are the values
   * of, and the ids a page at a time; null when the CRM cannot say that far back (the table is
   * then read whole). Absent for sources without deletions to ask for.
   */
  deleted?(table: SqlTable, since: Date): { column: string; ids: AsyncIterable<string[]> } | null;
}

export const FILTERS_NOT_SUPPORTED = 'Filters apply to CRM objects only.';
export const tooManyFilters = (name: string, max: number) =>
  `${name} takes at most ${max} filter${max === 1 ? '' : 's'}.`;

/** Refuses more filters than the connector takes (doc 3 §5: HubSpot 2). */
export function checkFilters(connectorKey: string, filters: readonly CrmFilter[]): void {
  if (filters.length === 0) return;
  const connector = CONNECTORS.find((c) => c.key === connectorKey);
  if (!isCrmKind(connectorKey) || !connector)
    throw new Invalid([{ field: 'filters', message: FILTERS_NOT_SUPPORTED }]);
  if (connector.maxFilters !== null && filters.length > connector.maxFilters)
    throw new Invalid([{ field: 'filters', message: tooManyFilters(connector.name, connector.maxFilters) }]);
}

function sqlSource(source: SqlConnection): DataSource {
  const { kind, settings, password } = source;
  return {
    connection: source.connection,
    incremental: false,
    tables: () => listSourceTables(kind, settings, password),
    checked: (table) => checkedTable(kind, settings, table),
    formats: async () => null,
    rows: (table, options = {}) =>
      sourceRows(kind, settings, password, checkedTable(kind, settings, table), options.limit),
  };
}

/** A CRM connection's client (its tokens decrypted; renewed ones stored encrypted again). */
function crmClient(tenant: Tenant, connection: Connection, secret: string | null): CrmClient {
  const kind = connection.connectorKey;
  if (!isCrmKind(kind)) throw new NotFound(CONNECTION_NOT_FOUND);
  const app = crmApp(kind);
  if (!app)
    throw new SourceError(
      `Connecting ${crmName(kind)} needs the ${crmName(kind)} app of this installation, which is not set up.`,
      'configuration',
    );
  const plain = secret ? decryptSecret(secret, tenant.companyId) : null;
  if (plain === null)
    throw new SourceError(
      `The stored ${crmName(kind)} authorization cannot be read: connect again.`,
      'token',
    );
  return new CrmClient(kind, app, JSON.parse(plain) as CrmTokens, async (tokens) => {
    // Not awaited: a refresh reads its rows inside the transaction that writes them, and on
    // SQLite a write outside it would wait for that transaction to end. The renewed tokens are
    // stored once the database is free, whether the refresh then succeeds or not.
    void tenant
      .update(
        connectionsTable,
        { id: connection.id },
        { secret: encryptSecret(JSON.stringify(tokens), tenant.companyId) },
      )
      .catch((error: unknown) =>
        logger.warn({ err: error, connectionId: connection.id }, 'renewed CRM tokens not stored'),
      );
  });
}

function crmSource(tenant: Tenant, connection: Connection, secret: string | null): DataSource {
  const client = () => crmClient(tenant, connection, secret);
  return {
    connection,
    incremental: true,
    tables: async () => client().objects(),
    checked: (table) => {
      if (table.schema !== connection.connectorKey)
        throw new Invalid([
          { field: 'schema', message: `The objects of this connection are in "${connection.connectorKey}".` },
        ]);
      return table;
    },
    formats: async (table) => new Map((await client().fields(table.name)).map((f) => [f.name, f.format])),
    async *rows(table, options = {}) {
      const reader = client();
      const fields = await reader.fields(table.name);
      yield [{ row: 1, cells: fields.map((f) => f.name) }];
      let row = 1;
      for await (const page of reader.rows(table.name, fields, {
        since: options.since ?? null,
        filters: options.filters ?? [],
        limit: options.limit ?? MAX_SOURCE_ROWS,
      }))
        yield page.map((cells) => ({ row: ++row, cells }));
    },
    deleted(table, since) {
      const kind = connection.connectorKey as CrmKind;
      if (!deletionsReach(kind, since)) return null;
      return {
        column: kind === 'hubspot' ? 'id' : 'Id',
        // The client is made (and its tokens read) when the ids are read, inside the refresh's write.
        ids: (async function* () {
          yield* client().deletedIds(table.name, since, { limit: MAX_SOURCE_ROWS }) ?? [];
        })(),
      };
    },
  };
}

/** The company's connection `id` as a source (NotFound for a file connection). */
export async function dataSource(tenant: Tenant, id: number): Promise<DataSource> {
  const { secret, ...connection } = await connectionOrNotFound(tenant, id);
  if (isCrmKind(connection.connectorKey)) return crmSource(tenant, connection, secret);
  return sqlSource(await sqlConnection(tenant, id));
}

/** Connects and lists the tables: ACTIVE, or ERROR and a 422 with the cause. */
export async function testConnection(context: Context, id: number): Promise<Connection> {
  const { tenant } = context;
  const source = await dataSource(tenant, id);
  try {
    await source.tables();
  } catch (error) {
    await refused(tenant, id, error);
  }
  await markConnection(tenant, id, null);
  return readConnection(context, id);
}

export async function listTables(context: Context, id: number): Promise<SqlTable[]> {
  const { tenant } = context;
  const source = await dataSource(tenant, id);
  try {
    return await source.tables();
  } catch (error) {
    return refused(tenant, id, error);
  }
}

export interface TablePreview {
  schema: string;
  table: string;
  columns: { name: string; detectedFormat: DetectedFormat; samples: string[] }[];
  rows: string[][];
}

/** A table's columns with the format a sample of its rows suggests, and its first rows. */
export async function previewTable(context: Context, id: number, table: SqlTable): Promise<TablePreview> {
  const { tenant } = context;
  const source = await dataSource(tenant, id);
  source.checked(table);
  const rows = source.rows(table, { limit: SAMPLE_ROWS });
  try {
    const formats = await source.formats(table);
    let header: string[] = [];
    const sample: Cell[][] = [];
    for await (const page of rows)
      for (const { row, cells } of page) {
        if (row === 1) header = cells.map(cellText);
        else sample.push(cells);
      }
    return {
      schema: table.schema,
      table: table.name,
      columns: header.map((name, i) => {
        const cells = sample.map((cells) => cells[i] ?? null);
        return {
          name,
          detectedFormat: formats?.get(name) ?? detectFormat(cells),
          samples: cells
            .filter((c) => c !== null && c !== '')
            .slice(0, 5)
            .map(cellText),
        };
      }),
      rows: sample.slice(0, PREVIEW_ROWS).map((cells) => header.map((_h, i) => cellText(cells[i] ?? null))),
    };
  } catch (error) {
    return refused(tenant, id, error);
  } finally {
    await rows.return(undefined);
  }
}

/**
 * What an import of a source's table stores to read it again (`data_imports.source`, JSON): the
 * table, its filters, and when its rows were read (a refresh of a CRM then reads only the rows
 * modified since).
 */
export interface StoredSource extends SqlTable {
  filters?: CrmFilter[];
  readAt?: string;
  /** The scope the model was imported with from this table (a refresh reading it whole uses it). */
  scope?: ImportScope;
}

/** The rows of a source import's table, for the import's scans (imports.ts). */
export async function tableRowsOf(tenant: Tenant, connectionId: number, stored: string): Promise<RowPages> {
  const source = await dataSource(tenant, connectionId);
  const { filters, ...table } = JSON.parse(stored) as StoredSource;
  return source.rows(source.checked({ schema: table.schema, name: table.name }), { filters: filters ?? [] });
}

/** Reads a source fault as the refusal it is (connection to ERROR, 422), anything else as is. */
export function refuseSourceError(tenant: Tenant, connectionId: number, error: unknown): Promise<never> {
  return refused(tenant, connectionId, error);
}

/**
 * A table becomes a PENDING import of a model, previewed as a file is (columns mapped to fields by
 * identifier or label, every value checked against its field's format, the keys that would be
 * added, changed and removed counted); applying it goes through `/data-imports/{id}/apply`.
 */
export async function importTable(
  context: UserContext,
  id: number,
  input: {
    schema: string;
    table: string;
    objectName: string;
    scope: ImportScope;
    filters?: CrmFilter[];
    createdByName: string | null;
  },
): Promise<DataImport> {
  const { tenant } = context;
  const model = await records.findRecordModel(tenant, input.objectName);
  if (!model) throw new NotFound(MODEL_NOT_FOUND);
  const source = await dataSource(tenant, id);
  const filters = input.filters ?? [];
  checkFilters(source.connection.connectorKey, filters);
  const table = source.checked({ schema: input.schema, name: input.table });
  const readAt = new Date().toISOString();
  let result;
  try {
    result = await scan(tenant, model, source.rows(table, { filters }), {
      mapping: null,
      scope: input.scope,
      writer: null,
      delimiter: null,
    });
  } catch (error) {
    return refused(tenant, id, error);
  }
  await markConnection(tenant, id, null);
  const importId = await repository.insertImport(tenant, {
    connectionId: id,
    modelId: model.id,
    fileName: `${table.schema}.${table.name}`.slice(0, 255),
    fileSize: 0,
    fileType: 'table',
    storedFile: null,
    delimiter: null,
    encoding: null,
    scope: input.scope,
    status: 'PENDING',
    mapping: result.mapping,
    preview: result.preview,
    rowCount: result.rowCount,
    createdById: context.userId,
    createdByName: input.createdByName,
    source: JSON.stringify({
      schema: table.schema,
      name: table.name,
      ...(filters.length ? { filters } : {}),
      ...(source.incremental ? { readAt } : {}),
    } satisfies StoredSource),
  });
  return readImport(context, importId);
}
