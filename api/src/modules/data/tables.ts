import { column, companyTable, type DbDate } from '../../platform/db/tables.js';

/** A record model (doc 3 §3: custom object definition); `fields` is JSON: RecordField[]. */
export interface RecordModelRow {
  id: number;
  companyId: number;
  machineName: string;
  name: string;
  keyField: string;
  fields: string;
  /** JSON: SortEntry[]; null when none. */
  sort: string | null;
  /** JSON: UniqueByEntry[]; null when none. */
  uniqueBy: string | null;
  /**
   * JSON: the slot map (platform/db/record-slots.ts) every record of the model holds; null while
   * they are being filled (migration 0038, or after an edit that moved a field's slot).
   */
  slots: string | null;
  version: number;
  createdAt: DbDate;
  updatedAt: DbDate;
}

export const recordModelsTable = companyTable<RecordModelRow>('record_models', {
  id: column.id,
  companyId: column.companyId,
  machineName: column.string,
  name: column.string,
  keyField: column.string,
  fields: column.text,
  sort: column.text,
  uniqueBy: column.text,
  slots: column.text,
  version: column.integer,
  createdAt: column.date,
  updatedAt: column.date,
});

/** One record of a model, identified by its key field's value; `data` is the row as JSON. */
export interface RecordRow {
  id: number;
  companyId: number;
  modelId: number;
  externalKey: string;
  data: string;
  updatedAt: DbDate;
  /** Typed copies of a few fields, filtered and sorted on (platform/db/record-slots.ts, 0038). */
  text1: string | null;
  text2: string | null;
  /** DECIMAL(38,12), written and compared as decimal text. */
  num1: string | null;
  num2: string | null;
  date1: string | null;
  date2: string | null;
}

export const recordsTable = companyTable<RecordRow>('records', {
  id: column.id,
  companyId: column.companyId,
  modelId: column.integer,
  externalKey: column.string,
  data: column.text,
  updatedAt: column.date,
  text1: column.string,
  text2: column.string,
  num1: column.string,
  num2: column.string,
  date1: column.string,
  date2: column.string,
});

/** 1 unit of `currency` is worth `rate` (decimal text) units of the company currency from a date. */
export interface CurrencyRateRow {
  id: number;
  companyId: number;
  currency: string;
  rate: string;
  effectiveAsOf: DbDate;
  version: number;
  createdAt: DbDate;
  updatedAt: DbDate;
}

export const currencyRatesTable = companyTable<CurrencyRateRow>('currency_rates', {
  id: column.id,
  companyId: column.companyId,
  currency: column.string,
  rate: column.string,
  effectiveAsOf: column.dateOnly,
  version: column.integer,
  createdAt: column.date,
  updatedAt: column.date,
});

/** A CRM authorization state already registered (migration 0040): refused if sent again. */
export interface CrmUsedStateRow {
  /** SHA-256 (hex) of the signed state. */
  stateHash: string;
  companyId: number;
  /** The state's own expiry: after it the state is refused anyway and the row can go. */
  expiresAt: DbDate;
}

export const crmUsedStatesTable = companyTable<CrmUsedStateRow>('crm_used_states', {
  stateHash: { type: column.string.type, primaryKey: true },
  companyId: column.companyId,
  expiresAt: column.date,
});

/** A company's connection to a connector kind (doc 3 §3); `file` is the file-upload connection. */
export interface ConnectionRow {
  id: number;
  companyId: number;
  connectorKey: string;
  name: string;
  status: string;
  error: string | null;
  lastImportAt: DbDate | null;
  /** JSON: a database connection's host, port, database and user (migration 0027). */
  settings: string | null;
  /** The password, encrypted (connection-secrets.ts); never answered. */
  secret: string | null;
  /** DAILY (at midnight) or MANUAL. */
  schedule: string;
  version: number;
  createdAt: DbDate;
  updatedAt: DbDate;
}

export const connectionsTable = companyTable<ConnectionRow>('data_connections', {
  id: column.id,
  companyId: column.companyId,
  connectorKey: column.string,
  name: column.string,
  status: column.string,
  error: column.text,
  lastImportAt: column.date,
  settings: column.text,
  secret: column.text,
  schedule: column.string,
  version: column.integer,
  createdAt: column.date,
  updatedAt: column.date,
});

/** A file import into a record model; `mapping` and `preview` are JSON (see imports/types.ts). */
export interface DataImportRow {
  id: number;
  companyId: number;
  connectionId: number;
  modelId: number;
  fileName: string;
  fileSize: number;
  fileType: string;
  storedFile: string | null;
  delimiter: string | null;
  encoding: string | null;
  scope: string;
  status: string;
  mapping: string;
  preview: string;
  rowCount: number;
  error: string | null;
  changeSetId: number | null;
  createdById: number | null;
  createdByName: string | null;
  createdAt: DbDate;
  updatedAt: DbDate;
  appliedAt: DbDate | null;
  /** JSON: the table a database import reads ({ schema, table }); null for a file. */
  source: string | null;
}

export const dataImportsTable = companyTable<DataImportRow>('data_imports', {
  id: column.id,
  companyId: column.companyId,
  connectionId: column.integer,
  modelId: column.integer,
  fileName: column.string,
  fileSize: column.integer,
  fileType: column.string,
  storedFile: column.string,
  delimiter: column.string,
  encoding: column.string,
  scope: column.string,
  status: column.string,
  mapping: column.text,
  preview: column.text,
  rowCount: column.integer,
  error: column.text,
  changeSetId: column.integer,
  createdById: column.integer,
  createdByName: column.string,
  createdAt: column.date,
  updatedAt: column.date,
  appliedAt: column.date,
  source: column.text,
});

/** What one write of a model's records changed (how many keys of each kind). */
export interface ChangeSetRow {
  id: number;
  companyId: number;
  modelId: number;
  importId: number | null;
  added: number;
  changed: number;
  removed: number;
  createdAt: DbDate;
}

export const changeSetsTable = companyTable<ChangeSetRow>('change_sets', {
  id: column.id,
  companyId: column.companyId,
  modelId: column.integer,
  importId: column.integer,
  added: column.integer,
  changed: column.integer,
  removed: column.integer,
  createdAt: column.date,
});

/** One key a change set added, changed or removed. */
export interface RecordChangeRow {
  id: number;
  companyId: number;
  changeSetId: number;
  kind: string;
  externalKey: string;
}

export const recordChangesTable = companyTable<RecordChangeRow>('record_changes', {
  id: column.id,
  companyId: column.companyId,
  changeSetId: column.integer,
  kind: column.string,
  externalKey: column.string,
});
