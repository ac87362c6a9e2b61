import { recordChange } from '../../platform/audit/audit-log.js';
import type { Context, UserContext } from '../../platform/context.js';
import type { Tenant } from '../../platform/db/tenancy.js';
import { Conflict, Invalid, NotFound } from '../../platform/errors.js';
import * as people from '../people/index.js';
import { connectorCatalogue, FILE_CONNECTOR, type Connector } from './connectors.js';
import type {
  ChangeKind,
  ChangeSet,
  ColumnMapping,
  Connection,
  DataImport,
  ImportScope,
} from './import-types.js';
import * as connectors from './connectors-service.js';
import { scan } from './import-scan.js';
import { SourceError } from './sql-source.js';
import { closeChangeSet } from './change-sets.js';
import * as repository from './imports-repository.js';
import * as records from './repository.js';
import type { RecordModel } from './types.js';
import { removeUpload, rowsOf, shapeOf, type UploadStore } from './uploads.js';
import { MODEL_NOT_FOUND } from './service.js';

export const IMPORT_NOT_FOUND = 'Import not found.';
export const IMPORT_NOT_PENDING = 'This import is not waiting to be applied.';
/** The name of the connection every file upload of a company goes through. */
export const FILE_CONNECTION_NAME = 'Files';
const MAX_CONNECTIONS = 100;

/** The catalogue and the company's connections (doc 3 §2 data screens). */
export async function listConnectors(
  context: Context,
): Promise<{ connectors: readonly Connector[]; connections: Connection[] }> {
  return {
    connectors: connectorCatalogue(),
    connections: await repository.listConnections(context.tenant, MAX_CONNECTIONS),
  };
}

async function modelNamed(tenant: Tenant, machineName: string): Promise<RecordModel> {
  const model = await records.findRecordModel(tenant, machineName);
  if (!model) throw new NotFound(MODEL_NOT_FOUND);
  return model;
}

async function modelsById(tenant: Tenant): Promise<Map<number, RecordModel>> {
  return new Map((await records.listRecordModels(tenant)).map((model) => [model.id, model]));
}

async function importOrNotFound(tenant: Tenant, id: number): Promise<DataImport> {
  const page = await repository.pageOfImports(tenant, await modelsById(tenant), { id, limit: 1, offset: 0 });
  const found = page.items[0];
  if (!found) throw new NotFound(IMPORT_NOT_FOUND);
  return found;
}

export async function fullNameOf(context: UserContext): Promise<string | null> {
  const user = (await people.listCompanyUsers(context.tenant)).find((u) => u.id === context.userId);
  return user?.fullName ?? null;
}

/**
 * An uploaded file (already streamed to the store) becomes a PENDING import of a model, with its
 * preview; a file at fault is refused (422 naming the row and the column) and removed.
 */
export async function uploadImport(
  context: UserContext,
  store: UploadStore,
  input: { objectName: string; fileName: string; scope: ImportScope; storedFile: string; fileSize: number },
): Promise<DataImport> {
  const { tenant } = context;
  try {
    const model = await modelNamed(tenant, input.objectName);
    const shape = await shapeOf(store, input.storedFile);
    const result = await scan(tenant, model, rowsOf(store, input.storedFile, shape), {
      mapping: null,
      scope: input.scope,
      writer: null,
      delimiter: shape.delimiter,
    });
    const connectionId = await repository.ensureConnection(tenant, FILE_CONNECTOR, FILE_CONNECTION_NAME);
    const id = await repository.insertImport(tenant, {
      connectionId,
      modelId: model.id,
      fileName: input.fileName,
      fileSize: input.fileSize,
      ...shape,
      storedFile: input.storedFile,
      scope: input.scope,
      status: 'PENDING',
      mapping: result.mapping,
      preview: result.preview,
      rowCount: result.rowCount,
      createdById: context.userId,
      createdByName: await fullNameOf(context),
    });
    await discardStaleImports(tenant, store);
    return importOrNotFound(tenant, id);
  } catch (error) {
    await removeUpload(store, input.storedFile);
    throw error;
  }
}

/** How long an upload may wait to be applied before the next upload of its company discards it. */
export const PENDING_IMPORT_HOURS = 24;

/** Discards the company's uploads left pending for more than a day, so their files do not pile up. */
async function discardStaleImports(tenant: Tenant, store: UploadStore): Promise<void> {
  const before = new Date(Date.now() - PENDING_IMPORT_HOURS * 3_600_000);
  for (const stale of await repository.stalePendingImports(tenant, before, 20)) {
    if (await repository.moveImport(tenant, stale.id, 'PENDING', { status: 'STOPPED', storedFile: null }))
      await removeUpload(store, stale.storedFile);
  }
}

export async function listImports(
  context: Context,
  query: { objectName?: string; page: number; limit: number },
): Promise<{ items: DataImport[]; total: number }> {
  const models = await modelsById(context.tenant);
  let modelId: number | undefined;
  if (query.objectName !== undefined) {
    const model = [...models.values()].find((m) => m.machineName === query.objectName);
    if (!model) throw new NotFound(MODEL_NOT_FOUND);
    modelId = model.id;
  }
  return repository.pageOfImports(context.tenant, models, {
    modelId,
    limit: query.limit,
    offset: query.page * query.limit,
  });
}

export function readImport(context: Context, id: number): Promise<DataImport> {
  return importOrNotFound(context.tenant, id);
}

async function pendingImport(tenant: Tenant, id: number) {
  const stored = await repository.findStoredImport(tenant, id);
  if (!stored) throw new NotFound(IMPORT_NOT_FOUND);
  if (stored.status !== 'PENDING' || (!stored.storedFile && !stored.source))
    throw new Conflict(IMPORT_NOT_PENDING);
  const model = (await modelsById(tenant)).get(stored.modelId);
  if (!model) throw new NotFound(IMPORT_NOT_FOUND);
  return { stored, model, storedFile: stored.storedFile ?? '' };
}

/**
 * The rows an import scans: its stored file's, or (an import from a database connection,
 * `connectors-service.ts`) its table's, read again in a read-only session.
 */
async function importRows(tenant: Tenant, store: UploadStore, stored: repository.StoredImport) {
  if (stored.source !== null)
    return {
      rows: await connectors.tableRowsOf(tenant, stored.connectionId, stored.source),
      delimiter: null,
    };
  const shape = await shapeOf(store, stored.storedFile!);
  return { rows: rowsOf(store, stored.storedFile!, shape), delimiter: shape.delimiter };
}

/** A database source's fault sets its connection to ERROR and answers 422 with the cause. */
async function sourceRefusal(
  tenant: Tenant,
  stored: repository.StoredImport,
  error: unknown,
): Promise<never> {
  if (stored.source !== null) await connectors.refuseSourceError(tenant, stored.connectionId, error);
  throw error;
}

/** A new mapping (or scope) for a pending import: the file is checked and previewed again. */
export async function mapImport(
  context: Context,
  store: UploadStore,
  id: number,
  input: { mapping: ColumnMapping[]; scope?: ImportScope },
): Promise<DataImport> {
  const { tenant } = context;
  const { stored, model } = await pendingImport(tenant, id);
  const scope = input.scope ?? stored.scope;
  const { rows, delimiter } = await importRows(tenant, store, stored);
  const result = await scan(tenant, model, rows, {
    mapping: input.mapping,
    scope,
    writer: null,
    delimiter,
  }).catch((error: unknown) => sourceRefusal(tenant, stored, error));
  const moved = await repository.moveImport(tenant, id, 'PENDING', {
    mapping: JSON.stringify(result.mapping),
    preview: JSON.stringify(result.preview),
    rowCount: result.rowCount,
    scope,
  });
  if (!moved) throw new Conflict(IMPORT_NOT_PENDING);
  return importOrNotFound(tenant, id);
}

/**
 * Applies a pending import: claimed (PENDING → STARTED in one conditional UPDATE, so it applies
 * once), then the file is read again and written in batches inside one transaction together with
 * its change set and the import's SUCCESS; on a fault nothing of it stays and the import goes
 * back to PENDING (a refusal) or to ERROR (anything else).
 */
export async function applyImport(context: Context, store: UploadStore, id: number): Promise<DataImport> {
  const { tenant } = context;
  const { stored, model, storedFile } = await pendingImport(tenant, id);
  if (!(await repository.moveImport(tenant, id, 'PENDING', { status: 'STARTED' })))
    throw new Conflict(IMPORT_NOT_PENDING);
  try {
    const { rows, delimiter } = await importRows(tenant, store, stored);
    await tenant.transaction(async (t) => {
      const now = new Date();
      const changeSetId = await repository.insertChangeSet(tenant, { modelId: model.id, importId: id }, t);
      const result = await scan(tenant, model, rows, {
        mapping: stored.mapping,
        scope: stored.scope,
        writer: { t, changeSetId },
        delimiter,
      });
      const { added, changed, removed } = result.preview.counts;
      await closeChangeSet(
        tenant,
        {
          id: changeSetId,
          model: model.machineName,
          counts: result.preview.counts,
          createdBy: context.userId,
        },
        t,
      );
      await repository.moveImport(
        tenant,
        id,
        'STARTED',
        {
          status: 'SUCCESS',
          changeSetId,
          appliedAt: now,
          storedFile: null,
          preview: JSON.stringify(result.preview),
          rowCount: result.rowCount,
        },
        t,
      );
      await repository.markConnectionImported(tenant, stored.connectionId, now, t);
      await recordChange(
        context,
        {
          action: 'import.applied',
          target: { type: 'recordModel', id: model.machineName, label: model.name },
          details: {
            fileName: stored.fileName,
            importId: id,
            rows: result.rowCount,
            added,
            changed,
            removed,
          },
        },
        t,
      );
    });
  } catch (error) {
    const refused = error instanceof Invalid || error instanceof Conflict || error instanceof SourceError;
    await repository.moveImport(tenant, id, 'STARTED', {
      status: refused ? 'PENDING' : 'ERROR',
      error: refused ? null : 'The import failed; nothing of it was applied.',
    });
    await sourceRefusal(tenant, stored, error);
  }
  if (stored.storedFile) await removeUpload(store, storedFile);
  return importOrNotFound(tenant, id);
}

/** Discards a pending import: its file is deleted, the import kept as STOPPED. */
export async function cancelImport(context: Context, store: UploadStore, id: number): Promise<void> {
  const { tenant } = context;
  const { stored, storedFile } = await pendingImport(tenant, id);
  if (!(await repository.moveImport(tenant, id, 'PENDING', { status: 'STOPPED', storedFile: null })))
    throw new Conflict(IMPORT_NOT_PENDING);
  if (stored.storedFile) await removeUpload(store, storedFile);
}

export async function listImportChanges(
  context: Context,
  id: number,
  query: { kind?: ChangeKind; page: number; limit: number },
): Promise<{ items: { key: string; kind: ChangeKind }[]; total: number }> {
  const found = await importOrNotFound(context.tenant, id);
  if (!found.changeSet) return { items: [], total: 0 };
  return repository.pageOfRecordChanges(context.tenant, found.changeSet.id, {
    kind: query.kind,
    limit: query.limit,
    offset: query.page * query.limit,
  });
}

// ---------------------------------------------------------------------------------------------
// For the calculation (through index.ts): what changed since it last looked.

/**
 * The change sets written after the one numbered `afterId` (0: all), oldest first, at most
 * `limit` (of these models, or all): the calculation keeps the last id it consumed.
 */
export function changeSetsSince(
  tenant: Tenant,
  query: { afterId: number; modelIds?: readonly number[]; limit?: number },
): Promise<ChangeSet[]> {
  return repository.changeSetsAfter(tenant, {
    afterId: query.afterId,
    modelIds: query.modelIds,
    limit: Math.min(query.limit ?? 100, 1000),
  });
}

/** A page of the keys a change set added, changed or removed. */
export function changedKeysOf(
  tenant: Tenant,
  changeSetId: number,
  query: { kind?: ChangeKind; page: number; limit: number },
): Promise<{ items: { key: string; kind: ChangeKind }[]; total: number }> {
  return repository.pageOfRecordChanges(tenant, changeSetId, {
    kind: query.kind,
    limit: Math.min(query.limit, 10_000),
    offset: query.page * query.limit,
  });
}
