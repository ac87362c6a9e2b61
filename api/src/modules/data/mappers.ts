import { toDateOnly, toIso, toJson } from '../../platform/db/values.js';
import type { CurrencyRateRow, RecordModelRow, RecordRow } from './tables.js';
import type {
  CurrencyRate,
  CurrencyRateEntry,
  RecordData,
  RecordField,
  RecordItem,
  RecordModel,
  SortEntry,
  UniqueByEntry,
} from './types.js';

export function toRecordModel(row: RecordModelRow): RecordModel {
  return {
    id: Number(row.id),
    machineName: String(row.machineName),
    name: String(row.name),
    keyField: String(row.keyField),
    fields: toJson<RecordField[]>(row.fields, []),
    sort: toJson<SortEntry[]>(row.sort, []),
    uniqueBy: toJson<UniqueByEntry[]>(row.uniqueBy, []),
    version: Number(row.version ?? 1),
    updatedAt: toIso(row.updatedAt)!,
  };
}

export function toRecordItem(row: Pick<RecordRow, 'id' | 'externalKey' | 'data' | 'updatedAt'>): RecordItem {
  return {
    id: Number(row.id),
    key: String(row.externalKey),
    data: toJson<RecordData>(row.data, {}),
    updatedAt: toIso(row.updatedAt)!,
  };
}

export function toCurrencyRate(row: CurrencyRateRow): CurrencyRate {
  return {
    id: Number(row.id),
    currency: String(row.currency),
    rate: String(row.rate),
    effectiveAsOf: toDateOnly(row.effectiveAsOf)!,
  };
}

export function toCurrencyRateEntry(row: CurrencyRateRow): CurrencyRateEntry {
  return { ...toCurrencyRate(row), version: Number(row.version ?? 1), updatedAt: toIso(row.updatedAt)! };
}
