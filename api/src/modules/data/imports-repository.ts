import { literal, Op, UniqueConstraintError, type Transaction, type WhereOptions } from 'sequelize';
import { slotValuesOf } from '../../platform/db/record-slots.js';
import type { Tenant } from '../../platform/db/tenancy.js';
import { toIso, toJson } from '../../platform/db/values.js';
import type {
  ChangeKind,
  ChangeSet,
  ChangeSetSummary,
  ColumnMapping,
  Connection,
  DataImport,
  FileType,
  ImportPreview,
  ImportScope,
  ImportStatus,
} from './import-types.js';
import {
  changeSetsTable,
  connectionsTable,
  dataImportsTable,
  recordChangesTable,
  recordsTable,
  type ChangeSetRow,
  type ConnectionRow,
  type DataImportRow,
} from './tables.js';
import { slotsForWriting } from './repository.js';
import type { RecordData, RecordModel } from './types.js';

// ---------------------------------------------------------------------------------------------
// Connections

export function toConnection(row: ConnectionRow): Connection {
  return {
    id: Number(row.id),
    connectorKey: String(row.connectorKey),
    name: String(row.name),
    status: row.status === 'ERROR' ? 'ERROR' : 'ACTIVE',
    error: row.error ?? null,
    lastImportAt: toIso(row.lastImportAt),
    updatedAt: toIso(row.updatedAt)!,
    settings: toJson<Connection['settings']>(row.settings, null),
    hasPassword: Boolean(row.secret),
    schedule: row.schedule === 'DAILY' ? 'DAILY' : 'MANUAL',
    version: Number(row.version ?? 1),
  };
}

/** The company's connections by connector, then name (at most `limit`). */
export async function listConnections(tenant: Tenant, limit: number): Promise<Connection[]> {
  const rows = await tenant.findAll(connectionsTable, {
    order: [
      ['connectorKey', 'ASC'],
      ['name', 'ASC'],
    ],
    limit,
  });
  return rows.map(toConnection);
}

/** The connection of this kind and name, created ACTIVE when missing (a race ends on the unique index). */
export async function ensureConnection(
  tenant: Tenant,
  connectorKey: string,
  name: string,
  t?: Transaction,
): Promise<number> {
  const found = await tenant.findOne(connectionsTable, { connectorKey, name }, t);
  if (found) return Number(found.id);
  const now = new Date();
  try {
    return await tenant.insert(
      connectionsTable,
      {
        connectorKey,
        name,
        status: 'ACTIVE',
        error: null,
        lastImportAt: null,
        settings: null,
        secret: null,
        schedule: 'MANUAL',
        version: 1,
        createdAt: now,
        updatedAt: now,
      },
      t,
    );
  } catch (error) {
    if (!(error instanceof UniqueConstraintError)) throw error;
    const created = await tenant.findOne(connectionsTable, { connectorKey, name }, t);
    if (!created) throw error;
    return Number(created.id);
  }
}

export async function markConnectionImported(
  tenant: Tenant,
  connectionId: number,
  at: Date,
  t?: Transaction,
): Promise<void> {
  await tenant.update(
    connectionsTable,
    { id: connectionId },
    { status: 'ACTIVE', error: null, lastImportAt: at, updatedAt: at },
    t,
  );
}

// ---------------------------------------------------------------------------------------------
// Imports

export interface NewImport {
  connectionId: number;
  modelId: number;
  fileName: string;
  fileSize: number;
  fileType: FileType;
  storedFile: string | null;
  delimiter: string | null;
  encoding: string | null;
  scope: ImportScope;
  status: ImportStatus;
  mapping: ColumnMapping[];
  preview: ImportPreview;
  rowCount: number;
  createdById: number | null;
  createdByName: string | null;
  createdAt?: Date;
  /** The table a database import reads (JSON); null for a file. */
  source?: string | null;
}

export async function insertImport(tenant: Tenant, values: NewImport, t?: Transaction): Promise<number> {
  const now = values.createdAt ?? new Date();
  return tenant.insert(
    dataImportsTable,
    {
      ...values,
      source: values.source ?? null,
      mapping: JSON.stringify(values.mapping),
      preview: JSON.stringify(values.preview),
      error: null,
      changeSetId: null,
      createdAt: now,
      updatedAt: now,
      appliedAt: null,
    },
    t,
  );
}

/** An import as stored, with what the service needs besides what it answers. */
export interface StoredImport {
  id: number;
  modelId: number;
  connectionId: number;
  fileName: string;
  storedFile: string | null;
  fileType: FileType;
  delimiter: string | null;
  scope: ImportScope;
  status: ImportStatus;
  mapping: ColumnMapping[];
  /** The table a database import reads (JSON); null for a file. */
  source: string | null;
}

export async function findStoredImport(tenant: Tenant, id: number): Promise<StoredImport | null> {
  const row = await tenant.findById(dataImportsTable, id);
  if (!row) return null;
  return {
    id: Number(row.id),
    modelId: Number(row.modelId),
    connectionId: Number(row.connectionId),
    fileName: String(row.fileName),
    storedFile: row.storedFile ?? null,
    fileType: row.fileType as FileType,
    delimiter: row.delimiter ?? null,
    scope: row.scope as ImportScope,
    status: row.status as ImportStatus,
    mapping: toJson<ColumnMapping[]>(row.mapping, []),
    source: row.source ?? null,
  };
}

function toChangeSetSummary(row: ChangeSetRow): ChangeSetSummary {
  return {
    id: Number(row.id),
    added: Number(row.added),
    changed: Number(row.changed),
    removed: Number(row.removed),
    createdAt: toIso(row.createdAt)!,
  };
}

function toDataImport(
  row: DataImportRow,
  model: Pick<RecordModel, 'machineName' | 'name'>,
  changeSet: ChangeSetRow | undefined,
): DataImport {
  const preview = toJson<ImportPreview>(row.preview, {
    columns: [],
    rows: [],
    counts: { added: 0, changed: 0, removed: 0, unchanged: 0 },
  });
  return {
    id: Number(row.id),
    objectName: model.machineName,
    modelName: model.name,
    connectionId: Number(row.connectionId),
    fileName: String(row.fileName),
    fileSize: Number(row.fileSize),
    fileType: row.fileType as FileType,
    delimiter: row.delimiter ?? null,
    encoding: row.encoding ?? null,
    scope: row.scope as ImportScope,
    status: row.status as ImportStatus,
    rowCount: Number(row.rowCount),
    columns: preview.columns,
    rows: preview.rows,
    counts: preview.counts,
    changeSet: changeSet ? toChangeSetSummary(changeSet) : null,
    error: row.error ?? null,
    createdBy: row.createdByName ?? null,
    createdAt: toIso(row.createdAt)!,
    appliedAt: toIso(row.appliedAt),
  };
}

/** A page of imports (of these models), newest first, with their models and change sets. */
export async function pageOfImports(
  tenant: Tenant,
  models: ReadonlyMap<number, Pick<RecordModel, 'machineName' | 'name'>>,
  query: { modelId?: number; limit: number; offset: number; id?: number },
): Promise<{ items: DataImport[]; total: number }> {
  const where: WhereOptions = {
    ...(query.modelId !== undefined ? { modelId: query.modelId } : {}),
    ...(query.id !== undefined ? { id: query.id } : {}),
  };
  const [rows, total] = await Promise.all([
    tenant.findAll(dataImportsTable, {
      where,
      order: [['id', 'DESC']],
      limit: query.limit,
      offset: query.offset,
    }),
    tenant.count(dataImportsTable, where),
  ]);
  const changeSetIds = rows.map((row) => row.changeSetId).filter((id): id is number => id !== null);
  const changeSets = changeSetIds.length
    ? await tenant.findAll(changeSetsTable, { where: { id: changeSetIds.map(Number) } })
    : [];
  const byId = new Map(changeSets.map((set) => [Number(set.id), set]));
  return {
    items: rows
      .filter((row) => models.has(Number(row.modelId)))
      .map((row) =>
        toDataImport(
          row,
          models.get(Number(row.modelId))!,
          row.changeSetId === null ? undefined : byId.get(Number(row.changeSetId)),
        ),
      ),
    total,
  };
}

/** Up to `limit` imports still PENDING that were uploaded before `before` (their files wait on disk). */
export async function stalePendingImports(
  tenant: Tenant,
  before: Date,
  limit: number,
): Promise<{ id: number; storedFile: string | null }[]> {
  const rows = await tenant.findAll(dataImportsTable, {
    where: { status: 'PENDING', createdAt: { [Op.lt]: before } },
    attributes: ['id', 'storedFile'],
    order: [['id', 'ASC']],
    limit,
  });
  return rows.map((row) => ({ id: Number(row.id), storedFile: row.storedFile ?? null }));
}

/**
 * Moves an import from one status to another in one conditional UPDATE (so two applies cannot
 * both start); answers whether it was in `from`.
 */
export async function moveImport(
  tenant: Tenant,
  id: number,
  from: ImportStatus,
  values: Partial<
    Pick<
      DataImportRow,
      | 'status'
      | 'error'
      | 'changeSetId'
      | 'appliedAt'
      | 'storedFile'
      | 'mapping'
      | 'preview'
      | 'scope'
      | 'rowCount'
    >
  >,
  t?: Transaction,
): Promise<boolean> {
  return (
    (await tenant.update(dataImportsTable, { id, status: from }, { ...values, updatedAt: new Date() }, t)) > 0
  );
}

// ---------------------------------------------------------------------------------------------
// Records in bulk and change sets

/** The stored data of these keys of a model (one bounded query per batch of keys). */
export async function recordDataByKey(
  tenant: Tenant,
  modelId: number,
  keys: readonly string[],
  t?: Transaction,
): Promise<Map<string, RecordData>> {
  if (keys.length === 0) return new Map();
  const rows = await tenant.findAll(recordsTable, {
    where: { modelId, externalKey: [...keys] },
    attributes: ['externalKey', 'data'],
    transaction: t,
  });
  return new Map(rows.map((row) => [String(row.externalKey), toJson<RecordData>(row.data, {})]));
}

/** The stored JSON text of these keys of a model (one bounded query per batch of keys). */
export async function recordTextByKey(
  tenant: Tenant,
  modelId: number,
  keys: readonly string[],
  t?: Transaction,
): Promise<Map<string, string>> {
  if (keys.length === 0) return new Map();
  const rows = await tenant.findAll(recordsTable, {
    where: { modelId, externalKey: [...keys] },
    attributes: ['externalKey', 'data'],
    transaction: t,
  });
  return new Map(rows.map((row) => [String(row.externalKey), String(row.data)]));
}

/** Which of these keys a model has (one bounded query per batch of keys). */
export async function storedKeys(
  tenant: Tenant,
  modelId: number,
  keys: readonly string[],
  t?: Transaction,
): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await tenant.findAll(recordsTable, {
    where: { modelId, externalKey: [...keys] },
    attributes: ['externalKey'],
    transaction: t,
  });
  return new Set(rows.map((row) => String(row.externalKey)));
}

/**
 * The MD5 digest (hex) of the stored JSON text of these keys of a model, on MySQL/MariaDB (null on
 * SQLite, which has no MD5): a re-import compares 32 characters a row instead of reading every
 * stored row whole, and reads the text only of the rows whose digest differs.
 */
export async function recordDigestsByKey(
  tenant: Tenant,
  modelId: number,
  keys: readonly string[],
  t?: Transaction,
): Promise<Map<string, string> | null> {
  if (tenant.db.dialect !== 'mysql') return null;
  if (keys.length === 0) return new Map();
  const rows = await tenant.findAll(recordsTable, {
    where: { modelId, externalKey: [...keys] },
    attributes: ['externalKey', [literal('MD5(`data`)'), 'digest']],
    transaction: t,
  });
  return new Map(
    rows.map((row) => [String(row.externalKey), String((row as unknown as { digest: string }).digest)]),
  );
}

/** Whether a model has records, as seen inside the transaction `t`. */
export async function hasRecords(tenant: Tenant, modelId: number, t?: Transaction): Promise<boolean> {
  const rows = await tenant.findAll(recordsTable, {
    where: { modelId },
    attributes: ['id'],
    limit: 1,
    transaction: t,
  });
  return rows.length > 0;
}

/** Up to `limit` keys of a model after the record id `afterId`, by id (to walk a model in pages). */
export async function recordKeysAfter(
  tenant: Tenant,
  modelId: number,
  afterId: number,
  limit: number,
  t?: Transaction,
): Promise<{ id: number; key: string }[]> {
  const rows = await tenant.findAll(recordsTable, {
    where: { modelId, id: { [Op.gt]: afterId } },
    attributes: ['id', 'externalKey'],
    order: [['id', 'ASC']],
    limit,
    transaction: t,
  });
  return rows.map((row) => ({ id: Number(row.id), key: String(row.externalKey) }));
}

/**
 * Writes a batch: new keys inserted, changed keys replaced (deleted and inserted again: two
 * multi-row statements instead of one UPDATE per row), removed keys deleted.
 */
export async function writeRecordBatch(
  tenant: Tenant,
  modelId: number,
  batch: {
    /** `json`: the data's JSON text when the caller has it already. */
    added: readonly { key: string; data: RecordData; json?: string }[];
    changed: readonly { key: string; data: RecordData; json?: string }[];
    removed: readonly string[];
  },
  t: Transaction,
): Promise<void> {
  const now = new Date();
  const gone = [...batch.changed.map((row) => row.key), ...batch.removed];
  if (gone.length) await tenant.destroy(recordsTable, { modelId, externalKey: gone }, t);
  const written = [...batch.added, ...batch.changed];
  const slots = written.length ? await slotsForWriting(tenant, modelId, t) : [];
  const rows = written.map((row) => ({
    modelId,
    externalKey: row.key,
    data: row.json ?? JSON.stringify(row.data),
    updatedAt: now,
    ...slotValuesOf(slots, row.data),
  }));
  if (rows.length) await tenant.loadMany(recordsTable, rows, t);
}

export async function insertChangeSet(
  tenant: Tenant,
  values: { modelId: number; importId: number | null; createdAt?: Date },
  t?: Transaction,
): Promise<number> {
  return tenant.insert(
    changeSetsTable,
    {
      modelId: values.modelId,
      importId: values.importId,
      added: 0,
      changed: 0,
      removed: 0,
      createdAt: values.createdAt ?? new Date(),
    },
    t,
  );
}

export async function insertRecordChanges(
  tenant: Tenant,
  changeSetId: number,
  kind: ChangeKind,
  keys: readonly string[],
  t?: Transaction,
): Promise<void> {
  if (keys.length === 0) return;
  const rows = keys.map((externalKey) => ({ changeSetId, kind, externalKey }));
  if (t) await tenant.loadMany(recordChangesTable, rows, t);
  else await tenant.insertMany(recordChangesTable, rows);
}

export async function setChangeSetCounts(
  tenant: Tenant,
  id: number,
  counts: { added: number; changed: number; removed: number },
  t?: Transaction,
): Promise<void> {
  await tenant.update(changeSetsTable, { id }, counts, t);
}

/** The change sets after `afterId` (of these models, or all), oldest first, at most `limit`. */
export async function changeSetsAfter(
  tenant: Tenant,
  query: { afterId: number; modelIds?: readonly number[]; limit: number },
): Promise<ChangeSet[]> {
  const rows = await tenant.findAll(changeSetsTable, {
    where: {
      id: { [Op.gt]: query.afterId },
      ...(query.modelIds ? { modelId: [...query.modelIds] } : {}),
    },
    order: [['id', 'ASC']],
    limit: query.limit,
  });
  return rows.map((row) => ({
    ...toChangeSetSummary(row),
    modelId: Number(row.modelId),
    importId: row.importId === null ? null : Number(row.importId),
  }));
}

/** A page of the keys of a change set (of one kind, or all), in the order they were written. */
export async function pageOfRecordChanges(
  tenant: Tenant,
  changeSetId: number,
  query: { kind?: ChangeKind; limit: number; offset: number },
): Promise<{ items: { key: string; kind: ChangeKind }[]; total: number }> {
  const where: WhereOptions = { changeSetId, ...(query.kind ? { kind: query.kind } : {}) };
  const [rows, total] = await Promise.all([
    tenant.findAll(recordChangesTable, {
      where,
      attributes: ['externalKey', 'kind'],
      order: [['id', 'ASC']],
      limit: query.limit,
      offset: query.offset,
    }),
    tenant.count(recordChangesTable, where),
  ]);
  return {
    items: rows.map((row) => ({ key: String(row.externalKey), kind: row.kind as ChangeKind })),
    total,
  };
}
