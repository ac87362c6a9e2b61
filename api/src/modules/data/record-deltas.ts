import { Op } from 'sequelize';
import type { Tenant } from '../../platform/db/tenancy.js';
import { toJson } from '../../platform/db/values.js';
import { changeSetsTable, recordChangesTable, recordsTable } from './tables.js';
import type { RecordData } from './types.js';

/**
 * What an incremental calculation reads of the records that changed since it last read them (the
 * statements module keeps a plan's calculation in memory and applies these deltas to it).
 *
 * Change sets are numbered as they are inserted, not as they commit: an import's transaction can
 * commit change set 11 after another committed 12. So a reader remembers the change sets it has
 * seen, not the highest number: every change set numbered above a floor, and takes the ones above
 * the floor it has not seen yet. The floor trails the newest change set by CHANGE_SET_WINDOW
 * numbers; a change set still uncommitted after that many others were inserted is not expected.
 */
export const CHANGE_SET_WINDOW = 10_000;

/** How many change sets, and how many changed keys, one delta reads at most (beyond: recalculate all). */
const MAX_CHANGE_SETS = 10_000;
export const MAX_DELTA_KEYS = 100_000;
/** Keys per `IN (…)` list when reading records by key. */
const KEYS_PER_READ = 1_000;

export interface ChangeSetWindow {
  /** Change sets numbered at or below this are in what was read. */
  floor: number;
  /** The change sets above the floor that were visible when read. */
  seen: Set<number>;
}

/**
 * The change sets of the tenant's company above `floor` (with their model), oldest first, or null
 * when there are more than a delta reads.
 */
async function changeSetsAbove(
  tenant: Tenant,
  floor: number,
): Promise<{ id: number; modelId: number }[] | null> {
  const rows = await tenant.findAll(changeSetsTable, {
    where: { id: { [Op.gt]: floor } },
    attributes: ['id', 'modelId'],
    order: [['id', 'ASC']],
    limit: MAX_CHANGE_SETS + 1,
  });
  if (rows.length > MAX_CHANGE_SETS) return null;
  return rows.map((row) => ({ id: Number(row.id), modelId: Number(row.modelId) }));
}

/** The newest change set's number in the tenant's company (0 without any), read on its index. */
export async function newestChangeSet(tenant: Tenant): Promise<number> {
  const [row] = await tenant.findAll(changeSetsTable, {
    attributes: ['id'],
    order: [['id', 'DESC']],
    limit: 1,
  });
  return row ? Number(row.id) : 0;
}

/**
 * The window of change sets a reader is about to read the records of: read it before the records,
 * so that every change set it counts as seen is in them (one committing between the two reads is
 * read again later, which is harmless: a delta reads records as they are now).
 */
export async function changeSetWindow(tenant: Tenant): Promise<ChangeSetWindow> {
  const floor = Math.max(0, (await newestChangeSet(tenant)) - CHANGE_SET_WINDOW);
  const above = (await changeSetsAbove(tenant, floor)) ?? [];
  return { floor, seen: new Set(above.map((set) => set.id)) };
}

/** The records of some models changed since a window was read, as they are now. */
export interface RecordDelta {
  /** By model id: the records found by the changed keys (added or changed). */
  upserted: Map<number, RecordData[]>;
  /** By model id: the changed keys that have no record any more (removed). */
  removed: Map<number, string[]>;
  /** The window after this delta: pass it to the next one. */
  window: ChangeSetWindow;
}

/**
 * The records of `modelIds` that change sets not yet in `window` added, changed or removed, read
 * now; null when the delta is larger than a delta reads (the caller then reads everything again).
 */
export async function recordDeltaSince(
  tenant: Tenant,
  window: ChangeSetWindow,
  modelIds: readonly number[],
): Promise<RecordDelta | null> {
  const above = await changeSetsAbove(tenant, window.floor);
  if (above === null) return null;
  const models = new Set(modelIds);
  const fresh = above.filter((set) => !window.seen.has(set.id));
  const modelIdOfSet = new Map(fresh.map((set) => [set.id, set.modelId]));
  const keysByModel = new Map<number, Set<string>>();
  const freshOfModels = fresh.filter((set) => models.has(set.modelId)).map((set) => set.id);
  if (freshOfModels.length) {
    const changes = await tenant.findAll(recordChangesTable, {
      where: { changeSetId: freshOfModels },
      attributes: ['changeSetId', 'externalKey'],
      limit: MAX_DELTA_KEYS + 1,
    });
    if (changes.length > MAX_DELTA_KEYS) return null;
    for (const change of changes) {
      const modelId = modelIdOfSet.get(Number(change.changeSetId))!;
      let keys = keysByModel.get(modelId);
      if (!keys) keysByModel.set(modelId, (keys = new Set()));
      keys.add(String(change.externalKey));
    }
  }
  const upserted = new Map<number, RecordData[]>();
  const removed = new Map<number, string[]>();
  for (const [modelId, keys] of keysByModel) {
    const found = await recordsByKeys(tenant, modelId, [...keys]);
    upserted.set(modelId, [...found.values()]);
    removed.set(
      modelId,
      [...keys].filter((key) => !found.has(key)),
    );
  }
  // The floor moves up behind the newest change set; what is above it stays remembered.
  const newest = above.length ? above[above.length - 1]!.id : window.floor;
  const floor = Math.max(window.floor, newest - CHANGE_SET_WINDOW);
  const seen = new Set([...window.seen, ...above.map((set) => set.id)].filter((id) => id > floor));
  return { upserted, removed, window: { floor, seen } };
}

/** The records of a model with these keys, by key, as stored (read by the model's unique key). */
async function recordsByKeys(
  tenant: Tenant,
  modelId: number,
  keys: readonly string[],
): Promise<Map<string, RecordData>> {
  const found = new Map<string, RecordData>();
  for (let start = 0; start < keys.length; start += KEYS_PER_READ) {
    const rows = await tenant.findAll(recordsTable, {
      where: { modelId, externalKey: keys.slice(start, start + KEYS_PER_READ) },
      attributes: ['externalKey', 'data'],
    });
    for (const row of rows) found.set(String(row.externalKey), toJson<RecordData>(row.data, {}));
  }
  return found;
}
