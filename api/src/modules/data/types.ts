/** The formats a record field may have (doc 3 §3 Data sources, without `table`). */
export type FieldFormat = 'number' | 'currency' | 'percent' | 'date' | 'date-time' | 'text' | 'boolean';

/** A field definition of a record model (doc 3 §3: identifier, label, format). */
export interface RecordField {
  identifier: string;
  label: string;
  format: FieldFormat;
  /**
   * The machine name of the model whose keys this field holds (an invoice's deal, a deal's
   * account): the model pages show the link both ways. Absent: a plain value.
   */
  link?: string;
}

/** A field of another model that links to this one (its "linked from" list). */
export interface ModelBacklink {
  machineName: string;
  name: string;
  field: string;
  fieldLabel: string;
}

export const FIELD_FORMATS: readonly FieldFormat[] = [
  'number',
  'currency',
  'percent',
  'date',
  'date-time',
  'text',
  'boolean',
];

/** A sort entry of a model (doc 3 §3): the records' default order. */
export interface SortEntry {
  fieldMachineName: string;
  direction: 'ASC' | 'DESC';
}

/** A unique-by entry of a model (doc 3 §3). */
export interface UniqueByEntry {
  fieldMachineName: string;
}

/** A record model (doc 3 §3: custom object definition). */
export interface RecordModel {
  id: number;
  machineName: string;
  name: string;
  /** The field whose value identifies a record (its external key). */
  keyField: string;
  fields: RecordField[];
  sort: SortEntry[];
  uniqueBy: UniqueByEntry[];
  /** Incremented by every edit (the ETag of `If-Match`). */
  version: number;
  updatedAt: string;
}

/** What a model is created from by hand; sort and unique-by are optional. */
export type RecordModelInput = Pick<RecordModel, 'machineName' | 'name' | 'keyField' | 'fields'> &
  Partial<Pick<RecordModel, 'sort' | 'uniqueBy'>>;

/** A record as the browser shows it: its key and its values as stored. */
export interface RecordItem {
  id: number;
  key: string;
  data: RecordData;
  updatedAt: string;
}

/** A value of a record as stored: dates as YYYY-MM-DD text, amounts as decimal text. */
export type RecordValue = string | number | boolean | null;
export type RecordData = Record<string, RecordValue>;

/** A currency rate (exact decimal text) to the company currency, effective from a date. */
export interface CurrencyRate {
  id: number;
  currency: string;
  rate: string;
  effectiveAsOf: string;
}

/** A currency rate as the rates page reads and edits it. */
export interface CurrencyRateEntry extends CurrencyRate {
  version: number;
  updatedAt: string;
}
