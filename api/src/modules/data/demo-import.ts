import type { Transaction } from 'sequelize';
import type { Tenant } from '../../platform/db/tenancy.js';
import { FILE_CONNECTOR } from './connectors.js';
import type { ImportColumn } from './import-types.js';
import { cellText, detectFormat } from './import-values.js';
import { FILE_CONNECTION_NAME } from './imports.js';
import * as repository from './imports-repository.js';
import * as records from './repository.js';
import type { RecordData } from './types.js';

/**
 * The demo company's past import (the shop window): the records of a model, already stored,
 * shown as one applied file import of `fileName` with its change set (every key added), as if
 * an admin had uploaded that CSV on `appliedAt`.
 */
export async function seedDemoImport(
  tenant: Tenant,
  input: {
    machineName: string;
    fileName: string;
    rows: readonly RecordData[];
    createdByName: string;
    createdById: number | null;
    appliedAt: Date;
  },
  t?: Transaction,
): Promise<void> {
  const model = (await records.listRecordModels(tenant, [input.machineName], t))[0];
  if (!model) throw new Error(`No record model ${input.machineName} to import into`);
  const connectionId = await repository.ensureConnection(tenant, FILE_CONNECTOR, FILE_CONNECTION_NAME, t);
  const header = model.fields.map((field) => field.label);
  const cells = input.rows.map((row) => model.fields.map((field) => row[field.identifier] ?? null));
  const asText = (value: RecordData[string]) => (value === null ? '' : cellText(String(value)));
  const columns: ImportColumn[] = model.fields.map((field, index) => ({
    name: header[index]!,
    field: field.identifier,
    detectedFormat: detectFormat(
      cells.slice(0, 100).map((row) => (row[index] === null ? null : String(row[index]))),
    ),
    samples: cells
      .map((row) => asText(row[index]!))
      .filter(Boolean)
      .slice(0, 5),
  }));
  const keys = input.rows.map((row) => String(row[model.keyField]));
  const importId = await repository.insertImport(
    tenant,
    {
      connectionId,
      modelId: model.id,
      fileName: input.fileName,
      // The CSV's size: the header, then one line per row.
      fileSize: [header, ...cells].reduce(
        (size, row) => size + row.map((v) => asText(v)).join(',').length + 1,
        0,
      ),
      fileType: 'csv',
      storedFile: null,
      delimiter: ',',
      encoding: 'UTF-8',
      scope: 'FULL',
      status: 'SUCCESS',
      mapping: columns.map((column) => ({ column: column.name, field: column.field })),
      preview: {
        columns,
        rows: cells.slice(0, 10).map((row) => row.map(asText)),
        counts: { added: keys.length, changed: 0, removed: 0, unchanged: 0 },
      },
      rowCount: keys.length,
      createdById: input.createdById,
      createdByName: input.createdByName,
      createdAt: input.appliedAt,
    },
    t,
  );
  const changeSetId = await repository.insertChangeSet(
    tenant,
    { modelId: model.id, importId, createdAt: input.appliedAt },
    t,
  );
  await repository.insertRecordChanges(tenant, changeSetId, 'ADDED', keys, t);
  await repository.setChangeSetCounts(tenant, changeSetId, { added: keys.length, changed: 0, removed: 0 }, t);
  await repository.moveImport(tenant, importId, 'SUCCESS', { changeSetId, appliedAt: input.appliedAt }, t);
  await repository.markConnectionImported(tenant, connectionId, input.appliedAt, t);
}
