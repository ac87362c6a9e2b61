import { TABLE_STATE_FIELDS, type ColumnSort, type TableState, type TableStateField } from './types';

/**
 * Where a table keeps its state between visits (spec doc 3 §5 "Persisted table state", "Storage
 * keys"). Each persisted field is stored under its own key (`keys.searchText`) or, failing that,
 * under the default `key`; fields sharing a key are stored together as one JSON object.
 */
export interface TablePersistence {
  /** The default key, for every persisted field that has no key of its own. */
  key?: string;
  /** A key per field, overriding the default. */
  keys?: Partial<Record<TableStateField, string>>;
  /** The fields to persist. The page number is not persisted by default. */
  fields?: readonly TableStateField[];
}

/** Every field but the page number (spec doc 3 §9). */
export const DEFAULT_PERSISTED_FIELDS: readonly TableStateField[] = TABLE_STATE_FIELDS.filter(
  (field) => field !== 'page',
);

/** The storage key of each persisted field; a field with neither its own key nor a default is an error. */
export function resolveStorageKeys(persistence: TablePersistence): Map<TableStateField, string> {
  const keys = new Map<TableStateField, string>();
  for (const field of persistence.fields ?? DEFAULT_PERSISTED_FIELDS) {
    const key = persistence.keys?.[field] ?? persistence.key;
    if (!key) {
      throw new Error(
        `DataTable: no storage key for the persisted field "${field}". Give a default key or one for this field.`,
      );
    }
    keys.set(field, key);
  }
  return keys;
}

const isInteger = (value: unknown): value is number => Number.isInteger(value);
const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isColumnSort = (value: unknown): value is ColumnSort =>
  isPlainObject(value) &&
  typeof value.id === 'string' &&
  (value.direction === 'asc' || value.direction === 'desc');

/**
 * The strict check of each stored field: page and pageSize integers (a page not negative, a size
 * positive), columnVisibility an object of booleans, columnOrder a list of strings, columnSorting a
 * list of {id, direction asc or desc}, searchText a string, columnPinning a boolean.
 */
export const tableStateValidators: { [F in TableStateField]: (value: unknown) => value is TableState[F] } = {
  page: (value): value is number => isInteger(value) && value >= 0,
  pageSize: (value): value is number => isInteger(value) && value > 0,
  columnVisibility: (value): value is Record<string, boolean> =>
    isPlainObject(value) && Object.values(value).every((visible) => typeof visible === 'boolean'),
  columnOrder: (value): value is string[] =>
    Array.isArray(value) && value.every((id) => typeof id === 'string'),
  columnSorting: (value): value is ColumnSort[] => Array.isArray(value) && value.every(isColumnSort),
  searchText: (value): value is string => typeof value === 'string',
  columnPinning: (value): value is boolean => typeof value === 'boolean',
};

/**
 * The valid fields of one stored entry. Anything unreadable (not JSON, not an object) gives
 * nothing, and each invalid field is ignored, so a bad entry never breaks the table.
 */
export function parseStoredTableState(
  raw: string | null,
  fields: readonly TableStateField[],
): Partial<TableState> {
  if (raw == null) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return {};
  }
  if (!isPlainObject(parsed)) return {};
  const state: Partial<Record<TableStateField, unknown>> = {};
  for (const field of fields) {
    const value = parsed[field];
    if (tableStateValidators[field](value)) state[field] = value;
  }
  return state as Partial<TableState>;
}

function groupByKey(keys: Map<TableStateField, string>): Map<string, TableStateField[]> {
  const groups = new Map<string, TableStateField[]>();
  for (const [field, key] of keys) groups.set(key, [...(groups.get(key) ?? []), field]);
  return groups;
}

/** Reads the persisted fields; storage that throws (private mode, quota) reads as empty. */
export function readTableState(
  persistence: TablePersistence,
  storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage,
): Partial<TableState> {
  const groups = groupByKey(resolveStorageKeys(persistence));
  const state: Partial<TableState> = {};
  for (const [key, fields] of groups) {
    let raw: string | null = null;
    try {
      raw = storage?.getItem(key) ?? null;
    } catch {
      raw = null;
    }
    Object.assign(state, parseStoredTableState(raw, fields));
  }
  return state;
}

/** Writes the persisted fields of the state, each group of fields under its key. */
export function writeTableState(
  persistence: TablePersistence,
  state: TableState,
  storage: Pick<Storage, 'setItem'> | undefined = globalThis.localStorage,
): void {
  for (const [key, fields] of groupByKey(resolveStorageKeys(persistence))) {
    const entry = Object.fromEntries(fields.map((field) => [field, state[field]]));
    try {
      storage?.setItem(key, JSON.stringify(entry));
    } catch {
      // A full or forbidden storage only loses the convenience of remembering the table's state.
    }
  }
}
