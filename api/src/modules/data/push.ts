import { UniqueConstraintError } from 'sequelize';
import { recordChange } from '../../platform/audit/audit-log.js';
import type { Context } from '../../platform/context.js';
import { Conflict, Invalid, MESSAGES, NotFound, type FieldError } from '../../platform/errors.js';
import type { ChangeSetSummary, ImportCounts } from './import-types.js';
import { CellError, convert, sameValue } from './import-values.js';
import { closeChangeSet } from './change-sets.js';
import * as repository from './imports-repository.js';
import * as records from './repository.js';
import type { RecordData, RecordValue } from './types.js';
import { MODEL_NOT_FOUND } from './service.js';

/**
 * The push API (doc 3 §3 data sources; issue: "PUT records of a model in JSON batches with an API
 * key, idempotent by key"): a bounded batch of records upserted by the model's key and of keys
 * deleted, checked whole before anything is written, then written in one transaction with its
 * change set (which the calculation consumes). A batch that changes nothing writes nothing.
 */
export const MAX_PUSH_RECORDS = 1000;
const MAX_KEY_LENGTH = 255;
export const PUSH_CONFLICT = 'Another write of these records is in progress; send the batch again.';
export const INEXACT_NUMBER =
  'Send decimals as text (for example "1200.50"), or whole numbers: a fractional JSON number is not exact.';

export interface PushResult {
  counts: ImportCounts;
  changeSet: ChangeSetSummary | null;
}

const invalid = (errors: FieldError[]) => new Invalid(errors);

export async function pushRecords(
  context: Context,
  machineName: string,
  input: { records?: Record<string, RecordValue>[]; delete?: string[] },
  /** `announce: false` for the demo's seeding, which calculates at once itself. */
  options: { announce?: boolean } = {},
): Promise<PushResult> {
  const { tenant } = context;
  const model = await records.findRecordModel(tenant, machineName);
  if (!model) throw new NotFound(MODEL_NOT_FOUND);
  const fields = new Map(model.fields.map((f) => [f.identifier, f]));

  // Check the whole batch first: the first fault names the record and the field.
  const upserts: { key: string; data: RecordData }[] = [];
  const keys = new Set<string>();
  (input.records ?? []).forEach((record, index) => {
    const data: RecordData = Object.fromEntries(model.fields.map((f) => [f.identifier, null]));
    for (const [identifier, value] of Object.entries(record)) {
      const field = fields.get(identifier);
      const at = `records.${index}.${identifier}`;
      if (!field) throw invalid([{ field: at, message: MESSAGES.oneOf([...fields.keys()]) }]);
      if (
        typeof value === 'number' &&
        !Number.isSafeInteger(value) &&
        ['number', 'currency', 'percent'].includes(field.format)
      )
        throw invalid([{ field: at, message: INEXACT_NUMBER }]);
      try {
        data[identifier] = convert(value, field.format);
      } catch (error) {
        if (error instanceof CellError) throw invalid([{ field: at, message: error.message }]);
        throw error;
      }
    }
    const keyValue = data[model.keyField];
    const at = `records.${index}.${model.keyField}`;
    if (keyValue === null || keyValue === '') throw invalid([{ field: at, message: MESSAGES.required }]);
    const key = String(keyValue);
    if (key.length > MAX_KEY_LENGTH)
      throw invalid([{ field: at, message: MESSAGES.maxLength(MAX_KEY_LENGTH) }]);
    if (keys.has(key))
      throw invalid([{ field: at, message: `The key "${key}" appears twice in the batch.` }]);
    keys.add(key);
    upserts.push({ key, data });
  });
  const deletes = [...new Set(input.delete ?? [])];
  deletes.forEach((key, index) => {
    if (keys.has(key))
      throw invalid([{ field: `delete.${index}`, message: `The key "${key}" is both written and deleted.` }]);
  });

  try {
    return await tenant.transaction(async (t) => {
      const stored = await repository.recordDataByKey(tenant, model.id, [...keys, ...deletes], t);
      const added: typeof upserts = [];
      const changed: typeof upserts = [];
      let unchanged = 0;
      for (const row of upserts) {
        const current = stored.get(row.key);
        if (!current) added.push(row);
        else if (model.fields.some((f) => !sameValue(current[f.identifier], row.data[f.identifier] ?? null)))
          changed.push(row);
        else unchanged++;
      }
      const removed = deletes.filter((key) => stored.has(key));
      const counts = { added: added.length, changed: changed.length, removed: removed.length, unchanged };
      if (added.length + changed.length + removed.length === 0) return { counts, changeSet: null };
      const createdAt = new Date();
      const changeSetId = await repository.insertChangeSet(
        tenant,
        { modelId: model.id, importId: null, createdAt },
        t,
      );
      await repository.writeRecordBatch(tenant, model.id, { added, changed, removed }, t);
      await repository.insertRecordChanges(
        tenant,
        changeSetId,
        'ADDED',
        added.map((r) => r.key),
        t,
      );
      await repository.insertRecordChanges(
        tenant,
        changeSetId,
        'CHANGED',
        changed.map((r) => r.key),
        t,
      );
      await repository.insertRecordChanges(tenant, changeSetId, 'REMOVED', removed, t);
      const { added: a, changed: c, removed: r } = counts;
      await closeChangeSet(
        tenant,
        { id: changeSetId, model: model.machineName, counts, createdBy: context.userId },
        t,
        options,
      );
      await recordChange(
        context,
        {
          action: 'records.pushed',
          target: { type: 'recordModel', id: model.machineName, label: model.name },
          details: { added: a, changed: c, removed: r },
        },
        t,
      );
      return {
        counts,
        changeSet: { id: changeSetId, added: a, changed: c, removed: r, createdAt: createdAt.toISOString() },
      };
    });
  } catch (error) {
    if (error instanceof UniqueConstraintError) throw new Conflict(PUSH_CONFLICT);
    throw error;
  }
}
