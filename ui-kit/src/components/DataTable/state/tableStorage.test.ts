import { describe, expect, it } from 'vitest';
import { INITIAL_TABLE_STATE } from './tableState';
import {
  DEFAULT_PERSISTED_FIELDS,
  parseStoredTableState,
  readTableState,
  resolveStorageKeys,
  writeTableState,
} from './tableStorage';
import { TABLE_STATE_FIELDS, type TableState } from './types';

const valid: TableState = {
  page: 2,
  pageSize: 25,
  columnVisibility: { email: false, name: true },
  columnOrder: ['name', 'email'],
  columnSorting: [{ id: 'name', direction: 'desc' }],
  searchText: 'ada',
  columnPinning: true,
};

function memoryStorage(entries: Record<string, string> = {}) {
  const map = new Map(Object.entries(entries));
  return {
    map,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
  };
}

describe('parseStoredTableState', () => {
  it('keeps every field of a valid entry', () => {
    expect(parseStoredTableState(JSON.stringify(valid), TABLE_STATE_FIELDS)).toEqual(valid);
  });

  it.each([
    ['page', 1.5],
    ['page', '2'],
    ['page', -1],
    ['pageSize', 10.2],
    ['pageSize', null],
    ['pageSize', 0],
    ['columnVisibility', ['email']],
    ['columnVisibility', 'email'],
    ['columnVisibility', { email: 'no' }],
    ['columnOrder', 'name,email'],
    ['columnOrder', ['name', 3]],
    ['columnSorting', { id: 'name', direction: 'asc' }],
    ['columnSorting', [{ id: 'name', direction: 'up' }]],
    ['columnSorting', [{ id: 4, direction: 'asc' }]],
    ['columnSorting', [{ direction: 'asc' }]],
    ['searchText', 42],
    ['columnPinning', 'true'],
    ['columnPinning', 1],
  ])('ignores an invalid %s (%j) and keeps the other fields', (field, value) => {
    const stored = { ...valid, [field]: value };
    const parsed = parseStoredTableState(JSON.stringify(stored), TABLE_STATE_FIELDS);
    expect(parsed).not.toHaveProperty(field);
    const { [field as keyof TableState]: _dropped, ...rest } = valid;
    expect(parsed).toEqual(rest);
  });

  it('ignores entries that are not JSON objects', () => {
    expect(parseStoredTableState('{not json', TABLE_STATE_FIELDS)).toEqual({});
    expect(parseStoredTableState('[1,2]', TABLE_STATE_FIELDS)).toEqual({});
    expect(parseStoredTableState('null', TABLE_STATE_FIELDS)).toEqual({});
    expect(parseStoredTableState(null, TABLE_STATE_FIELDS)).toEqual({});
  });

  it('reads only the fields asked for', () => {
    expect(parseStoredTableState(JSON.stringify(valid), ['searchText'])).toEqual({ searchText: 'ada' });
  });
});

describe('storage keys', () => {
  it('does not persist the page number by default', () => {
    expect(DEFAULT_PERSISTED_FIELDS).not.toContain('page');
    expect([...resolveStorageKeys({ key: 'users' }).keys()]).toEqual(DEFAULT_PERSISTED_FIELDS);
  });

  it('uses a key per field, falling back to the default key', () => {
    const keys = resolveStorageKeys({ key: 'users', keys: { searchText: 'users-search' } });
    expect(keys.get('searchText')).toBe('users-search');
    expect(keys.get('pageSize')).toBe('users');
  });

  it('raises an error when a persisted field has no key', () => {
    expect(() => resolveStorageKeys({})).toThrow(/no storage key for the persisted field "pageSize"/);
    expect(() => resolveStorageKeys({ keys: { searchText: 's' }, fields: ['searchText', 'page'] })).toThrow(
      /"page"/,
    );
    expect(() => resolveStorageKeys({ keys: { searchText: 's' }, fields: ['searchText'] })).not.toThrow();
  });

  it('writes and reads back the persisted fields, grouped by key', () => {
    const storage = memoryStorage();
    const persistence = { key: 'users', keys: { searchText: 'users-search' } };
    writeTableState(persistence, valid, storage);
    expect(JSON.parse(storage.map.get('users-search')!)).toEqual({ searchText: 'ada' });
    expect(JSON.parse(storage.map.get('users')!)).not.toHaveProperty('page');
    const { page: _page, ...persisted } = valid;
    expect(readTableState(persistence, storage)).toEqual(persisted);
  });

  it('reads nothing from an empty, corrupt or throwing storage', () => {
    expect(readTableState({ key: 'users' }, memoryStorage())).toEqual({});
    expect(readTableState({ key: 'users' }, memoryStorage({ users: '{{' }))).toEqual({});
    const throwing = {
      getItem: () => {
        throw new Error('denied');
      },
    };
    expect(readTableState({ key: 'users' }, throwing)).toEqual({});
    expect(INITIAL_TABLE_STATE.page).toBe(0);
  });
});
