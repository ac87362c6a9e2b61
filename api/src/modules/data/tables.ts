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
}

export const recordsTable = companyTable<RecordRow>('records', {
  id: column.id,
  companyId: column.companyId,
  modelId: column.integer,
  externalKey: column.string,
  data: column.text,
  updatedAt: column.date,
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
