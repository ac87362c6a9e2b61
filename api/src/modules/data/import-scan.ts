import { createHash } from 'node:crypto';
import type { Transaction } from 'sequelize';
import type { Tenant } from '../../platform/db/tenancy.js';
import { toJson } from '../../platform/db/values.js';
import { Invalid, MESSAGES, type FieldError } from '../../platform/errors.js';
import { CsvError } from './csv.js';
import type {
  ColumnMapping,
  ImportColumn,
  ImportCounts,
  ImportPreview,
  ImportScope,
  RowPages,
} from './import-types.js';
import { CellError, cellText, convert, detectFormat, sameValue } from './import-values.js';
import * as repository from './imports-repository.js';
import { KeyHashes } from './key-hashes.js';
import type { RecordData, RecordField, RecordModel, RecordValue } from './types.js';
import { XlsxError, type Cell } from './xlsx.js';

/**
 * Rows read, compared and written per batch: one SELECT of their keys, then multi-row writes (of
 * at most 1,000 rows a statement: `Tenant.insertMany`).
 */
export const BATCH_ROWS = 5000;
const MAX_COLUMNS = 200;
const MAX_KEY_LENGTH = 255;
const PREVIEW_ROWS = 10;
const SAMPLE_ROWS = 100;
const SAMPLES_SHOWN = 5;

const fileError = (message: string): Invalid => new Invalid([{ field: 'file', message }]);
const cellError = (row: number, column: string, message: string): Invalid =>
  fileError(`Row ${row}, column "${column}": ${message}`);

const normalized = (text: string) => text.trim().toLowerCase();

/** The mapping a header suggests: each column to the field of the same identifier or label. */
export function suggestedMapping(model: RecordModel, header: readonly string[]): ColumnMapping[] {
  const taken = new Set<string>();
  return header.map((column) => {
    const field = model.fields.find(
      (f) =>
        !taken.has(f.identifier) &&
        (normalized(f.identifier) === normalized(column) || normalized(f.label) === normalized(column)),
    );
    if (field) taken.add(field.identifier);
    return { column, field: field?.identifier ?? null };
  });
}

interface Plan {
  /** For each column of the file, the field it fills (or none). */
  fields: (RecordField | null)[];
  keyIndex: number;
}

/** Checks a mapping against the header and the model (the key field must have a column). */
function planOf(model: RecordModel, header: readonly string[], mapping: readonly ColumnMapping[]): Plan {
  const errors: FieldError[] = [];
  const byColumn = new Map<string, string | null>();
  const used = new Set<string>();
  const identifiers = model.fields.map((f) => f.identifier);
  mapping.forEach((entry, index) => {
    if (!header.includes(entry.column))
      errors.push({ field: `mapping.${index}.column`, message: MESSAGES.oneOf(header) });
    if (entry.field !== null) {
      if (!identifiers.includes(entry.field) || used.has(entry.field))
        errors.push({ field: `mapping.${index}.field`, message: MESSAGES.oneOf(identifiers) });
      used.add(entry.field);
    }
    byColumn.set(entry.column, entry.field);
  });
  if (errors.length) throw new Invalid(errors);
  const fields = header.map((column) => {
    const identifier = byColumn.get(column) ?? null;
    return identifier === null ? null : model.fields.find((f) => f.identifier === identifier)!;
  });
  const keyIndex = fields.findIndex((field) => field?.identifier === model.keyField);
  if (keyIndex < 0) {
    const key = model.fields.find((f) => f.identifier === model.keyField);
    throw fileError(
      `The key field "${key?.label ?? model.keyField}" (${model.keyField}) has no column in the file; ` +
        `its columns are: ${header.map((c) => `"${c}"`).join(', ')}.`,
    );
  }
  return { fields, keyIndex };
}

/** A checked row: its key, its data, and the data's JSON text (compared, then written as is). */
interface ScannedRow {
  key: string;
  data: RecordData;
  json: string;
}

/** Whether stored data and a row's data hold the same values in every field of the model. */
function sameData(model: RecordModel, stored: RecordData, data: RecordData): boolean {
  return model.fields.every((f) => sameValue(stored[f.identifier], data[f.identifier] ?? null));
}

/** Where a scan writes (apply) or nothing (preview). */
export interface Writer {
  t: Transaction;
  changeSetId: number;
}

export interface ScanResult {
  mapping: ColumnMapping[];
  preview: ImportPreview;
  rowCount: number;
}

/**
 * Reads a file once, row by row: checks every value against its field's format (the first fault
 * names its row and column), compares each batch of keys with the stored records, and counts the
 * keys added, changed, removed (FULL scope: stored keys absent from the file) and unchanged. With
 * a writer, it also writes each batch and the change set's keys, inside the writer's transaction,
 * so a fault on any row leaves nothing written.
 */
export async function scan(
  tenant: Tenant,
  model: RecordModel,
  rows: RowPages,
  options: {
    mapping: readonly ColumnMapping[] | null;
    scope: ImportScope;
    writer: Writer | null;
    /** The CSV's delimiter; null for a workbook. */
    delimiter: string | null;
    /**
     * A PARTIAL read's keys deleted at the source since it was last read (a CRM's deleted
     * records, as values of the key field's column): those stored are removed in the same writer,
     * unless the read rows have them again.
     */
    deleted?: AsyncIterable<readonly string[]> | null;
  },
): Promise<ScanResult> {
  const { writer } = options;
  const t = writer?.t;
  let writing: Promise<void> = Promise.resolve();
  try {
    let first = await rows.next();
    while (!first.done && first.value.length === 0) first = await rows.next();
    if (first.done) throw fileError('The file is empty.');
    const [headerRow, ...firstRows] = first.value;
    const header = headerRow!.cells.map((cell) => cellText(cell).trim());
    if (header.length > MAX_COLUMNS) throw fileError(MESSAGES.maxItems(MAX_COLUMNS));
    const seenNames = new Set<string>();
    for (const name of header) {
      if (seenNames.has(name)) throw cellError(headerRow!.row, name, 'This column appears twice.');
      seenNames.add(name);
    }
    const mapping = options.mapping ?? suggestedMapping(model, header);
    const plan = planOf(model, header, mapping);

    const counts: ImportCounts = { added: 0, changed: 0, removed: 0, unchanged: 0 };
    const samples: Cell[][] = header.map(() => []);
    const previewRows: string[][] = [];
    const keys = new KeyHashes();
    let rowCount = 0;
    let batch: ScannedRow[] = [];

    // The mapped columns, each with its field and its position in the model (a row's values are
    // written in the model's field order, so the same data always has the same JSON text).
    const identifiers = model.fields.map((f) => f.identifier);
    const mapped = plan.fields.flatMap((field, index) =>
      field ? [{ index, field, slot: identifiers.indexOf(field.identifier), column: header[index]! }] : [],
    );
    const keySlot = identifiers.indexOf(model.keyField);
    const keyColumn = header[plan.keyIndex]!;
    const width = header.length;
    const exactWidth = options.delimiter !== null;

    const hadRecords = await repository.hasRecords(tenant, model.id, t);
    /**
     * The stored text of the batch's keys. On MariaDB their digests are read first: a row whose
     * digest is its JSON text's is unchanged, and stands for its stored text; only the other rows'
     * texts are read.
     */
    const storedTexts = async (rows: readonly ScannedRow[]): Promise<Map<string, string>> => {
      const keys = rows.map((row) => row.key);
      const digests = await repository.recordDigestsByKey(tenant, model.id, keys, t);
      if (!digests) return repository.recordTextByKey(tenant, model.id, keys, t);
      const texts = new Map<string, string>();
      const differing: string[] = [];
      for (const row of rows) {
        const digest = digests.get(row.key);
        if (digest === undefined) continue;
        if (digest === createHash('md5').update(row.json).digest('hex')) texts.set(row.key, row.json);
        else differing.push(row.key);
      }
      for (const [key, text] of await repository.recordTextByKey(tenant, model.id, differing, t))
        texts.set(key, text);
      return texts;
    };
    const flush = async () => {
      await writing;
      if (batch.length === 0) return;
      // A model without records (a first import) has nothing to compare with.
      const stored = hadRecords ? await storedTexts(batch) : new Map<string, string>();
      const added: ScannedRow[] = [];
      const changed: ScannedRow[] = [];
      for (const row of batch) {
        const current = stored.get(row.key);
        if (current === undefined) added.push(row);
        // The same text is the same data; otherwise compared value by value (stored numbers may
        // be JSON numbers, and an older record may lack a field).
        else if (current !== row.json && !sameData(model, toJson<RecordData>(current, {}), row.data))
          changed.push(row);
        else counts.unchanged++;
      }
      counts.added += added.length;
      counts.changed += changed.length;
      if (writer) {
        // Written while the next batch is read and checked (the database and this process work
        // side by side); one write at a time, in order, on the transaction's connection.
        writing = (async () => {
          await repository.writeRecordBatch(tenant, model.id, { added, changed, removed: [] }, writer.t);
          await repository.insertRecordChanges(
            tenant,
            writer.changeSetId,
            'ADDED',
            added.map((row) => row.key),
            writer.t,
          );
          await repository.insertRecordChanges(
            tenant,
            writer.changeSetId,
            'CHANGED',
            changed.map((row) => row.key),
            writer.t,
          );
        })();
        // Its failure is answered by the next flush or the scan's end, not as an unhandled rejection.
        writing.catch(() => undefined);
      }
      batch = [];
    };

    const scanRow = (row: number, cells: Cell[]) => {
      // A CSV row has as many values as the header (else the delimiter guess or the quoting is
      // wrong); a worksheet row omits its empty trailing cells.
      if (exactWidth ? cells.length !== width : cells.length > width)
        throw fileError(
          `Row ${row}: ${cells.length} values for ${width} columns` +
            (options.delimiter !== null
              ? ` (delimiter "${options.delimiter === '\t' ? 'tab' : options.delimiter}").`
              : '.'),
        );
      rowCount++;
      if (previewRows.length < PREVIEW_ROWS)
        previewRows.push(header.map((_c, i) => cellText(cells[i] ?? null)));
      if (rowCount <= SAMPLE_ROWS) header.forEach((_c, i) => samples[i]!.push(cells[i] ?? null));
      // Every field of the model is written: one the file does not fill is empty.
      const values: RecordValue[] = new Array<RecordValue>(identifiers.length).fill(null);
      for (const { index, field, slot, column } of mapped) {
        try {
          values[slot] = convert(cells[index] ?? null, field.format);
        } catch (error) {
          if (error instanceof CellError) throw cellError(row, column, error.message);
          throw error;
        }
      }
      const keyValue = values[keySlot] ?? null;
      if (keyValue === null || keyValue === '') throw cellError(row, keyColumn, MESSAGES.required);
      const key = String(keyValue);
      if (key.length > MAX_KEY_LENGTH) throw cellError(row, keyColumn, MESSAGES.maxLength(MAX_KEY_LENGTH));
      if (!keys.add(key)) throw cellError(row, keyColumn, `The key "${key}" appears twice in the file.`);
      const data: RecordData = {};
      for (let i = 0; i < identifiers.length; i++) data[identifiers[i]!] = values[i]!;
      batch.push({ key, data, json: JSON.stringify(data) });
    };

    for (const { row, cells } of firstRows) scanRow(row, cells);
    for await (const page of rows) {
      for (const { row, cells } of page) scanRow(row, cells);
      if (batch.length >= BATCH_ROWS) await flush();
    }
    await flush();
    await writing;

    if (options.scope === 'FULL') {
      // The stored keys the file no longer has, walked by record id in pages.
      let afterId = 0;
      for (;;) {
        const page = await repository.recordKeysAfter(tenant, model.id, afterId, BATCH_ROWS * 5, t);
        if (page.length === 0) break;
        afterId = page[page.length - 1]!.id;
        const removed = page.map((entry) => entry.key).filter((key) => !keys.has(key));
        counts.removed += removed.length;
        if (writer && removed.length) {
          for (let i = 0; i < removed.length; i += BATCH_ROWS) {
            const slice = removed.slice(i, i + BATCH_ROWS);
            await repository.writeRecordBatch(
              tenant,
              model.id,
              { added: [], changed: [], removed: slice },
              writer.t,
            );
            await repository.insertRecordChanges(tenant, writer.changeSetId, 'REMOVED', slice, writer.t);
          }
        }
      }
    }

    if (options.scope !== 'FULL' && options.deleted) {
      const keyField = plan.fields[plan.keyIndex]!;
      const seen = new Set<string>();
      const removeDeleted = async (candidates: string[]) => {
        const present = await repository.storedKeys(tenant, model.id, candidates, t);
        const removed = candidates.filter((key) => present.has(key));
        counts.removed += removed.length;
        if (writer && removed.length) {
          await repository.writeRecordBatch(tenant, model.id, { added: [], changed: [], removed }, writer.t);
          await repository.insertRecordChanges(tenant, writer.changeSetId, 'REMOVED', removed, writer.t);
        }
      };
      let candidates: string[] = [];
      for await (const ids of options.deleted) {
        for (const id of ids) {
          let key: string;
          try {
            const value = convert(id, keyField.format);
            if (value === null || value === '') continue;
            key = String(value);
          } catch (error) {
            // An id that is no value of the key field is no stored key either.
            if (error instanceof CellError) continue;
            throw error;
          }
          // A record restored (or re-created with its id) and read again in this run stays.
          if (keys.has(key) || seen.has(key)) continue;
          seen.add(key);
          candidates.push(key);
          if (candidates.length >= BATCH_ROWS) {
            await removeDeleted(candidates);
            candidates = [];
          }
        }
      }
      await removeDeleted(candidates);
    }

    const columns: ImportColumn[] = header.map((name, index) => ({
      name,
      field: plan.fields[index]?.identifier ?? null,
      detectedFormat: detectFormat(samples[index]!),
      samples: samples[index]!.filter((cell) => cell !== null && cell !== '')
        .slice(0, SAMPLES_SHOWN)
        .map(cellText),
    }));
    return {
      mapping: header.map((column, i) => ({ column, field: plan.fields[i]?.identifier ?? null })),
      preview: { columns, rows: previewRows, counts },
      rowCount,
    };
  } catch (error) {
    if (error instanceof CsvError) throw fileError(`Row ${error.row}: ${error.message}`);
    if (error instanceof XlsxError) throw fileError(error.message);
    throw error;
  } finally {
    // A write still running ends before the transaction does (its error, if any, is the one above).
    await writing.catch(() => undefined);
    await rows.return(undefined);
  }
}
