import { Op } from 'sequelize';
import type { Tenant } from '../../platform/db/tenancy.js';
import { toIso } from '../../platform/db/values.js';
import type { ChangeKind } from './import-types.js';
import { findRecordModel } from './repository.js';
import {
  changeSetsTable,
  connectionsTable,
  dataImportsTable,
  recordChangesTable,
  recordsTable,
} from './tables.js';

/** Where a record's current values came from: the last change set that added or changed it. */
export interface RecordSource {
  kind: Exclude<ChangeKind, 'REMOVED'>;
  changedAt: string;
  changeSetId: number;
  /** IMPORT: a file or database import; API: pushed through the records API. */
  via: 'IMPORT' | 'API';
  importId: number | null;
  fileName: string | null;
  connectionName: string | null;
  /** Who applied the import (an API push names no one). */
  by: string | null;
}

/** The most keys one call traces (a statement's rows are paged before they are traced). */
export const MAX_TRACED_KEYS = 500;

/**
 * The source of each of these records of a model (issue #13 point 7: a statement's figure down to
 * the row's source import). Keys never written by a change set (seeded before change sets
 * existed) are absent.
 */
export async function recordSources(
  tenant: Tenant,
  modelMachineName: string,
  keys: readonly string[],
): Promise<Map<string, RecordSource>> {
  const wanted = [...new Set(keys)].slice(0, MAX_TRACED_KEYS);
  const model = wanted.length ? await findRecordModel(tenant, modelMachineName) : null;
  if (!model) return new Map();
  // Newest first: the first change of a key in a change set of the model is its source.
  const changes = await tenant.findAll(recordChangesTable, {
    where: { externalKey: wanted, kind: { [Op.in]: ['ADDED', 'CHANGED'] } },
    attributes: ['externalKey', 'kind', 'changeSetId'],
    order: [['changeSetId', 'DESC']],
    limit: wanted.length * 20,
  });
  const changeSets = new Map(
    (
      await tenant.findAll(changeSetsTable, {
        where: { id: [...new Set(changes.map((change) => Number(change.changeSetId)))], modelId: model.id },
      })
    ).map((row) => [Number(row.id), row]),
  );
  const latest = new Map<string, { kind: RecordSource['kind']; changeSetId: number }>();
  for (const change of changes) {
    const key = String(change.externalKey);
    if (!latest.has(key) && changeSets.has(Number(change.changeSetId)))
      latest.set(key, { kind: change.kind as RecordSource['kind'], changeSetId: Number(change.changeSetId) });
  }
  const importIds = [
    ...new Set(
      [...latest.values()]
        .map((entry) => changeSets.get(entry.changeSetId)!.importId)
        .filter((id): id is number => id !== null),
    ),
  ];
  const imports = new Map(
    (importIds.length
      ? await tenant.findAll(dataImportsTable, { where: { id: importIds.map(Number) } })
      : []
    ).map((row) => [Number(row.id), row]),
  );
  const connectionIds = [...new Set([...imports.values()].map((row) => Number(row.connectionId)))];
  const connections = new Map(
    (connectionIds.length
      ? await tenant.findAll(connectionsTable, { where: { id: connectionIds } })
      : []
    ).map((row) => [Number(row.id), String(row.name)]),
  );
  const sources = new Map<string, RecordSource>();
  for (const [key, entry] of latest) {
    const changeSet = changeSets.get(entry.changeSetId)!;
    const imported = changeSet.importId === null ? undefined : imports.get(Number(changeSet.importId));
    sources.set(key, {
      kind: entry.kind,
      changedAt: toIso(changeSet.createdAt)!,
      changeSetId: entry.changeSetId,
      via: changeSet.importId === null ? 'API' : 'IMPORT',
      importId: changeSet.importId === null ? null : Number(changeSet.importId),
      fileName: imported ? String(imported.fileName) : null,
      connectionName: imported ? (connections.get(Number(imported.connectionId)) ?? null) : null,
      by: imported?.createdByName ?? null,
    });
  }
  return sources;
}

/** Whether the model `modelMachineName` holds a record with key `key` (a statement's row added by hand). */
export async function recordExists(tenant: Tenant, modelMachineName: string, key: string): Promise<boolean> {
  const model = await findRecordModel(tenant, modelMachineName);
  if (!model) return false;
  return (await tenant.count(recordsTable, { modelId: model.id, externalKey: key })) > 0;
}
