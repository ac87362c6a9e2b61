import { describe, expect, it } from 'vitest';
import { INITIAL_TABLE_STATE, tableStateReducer } from './tableState';
import { INITIAL_PAGE, INITIAL_PAGE_SIZE, PAGE_SIZE_OPTIONS } from './types';

const onPage3 = { ...INITIAL_TABLE_STATE, page: 3 };

describe('tableStateReducer', () => {
  it('starts on page 0 with 10 rows per page among 10, 25, 50, 100', () => {
    expect(INITIAL_PAGE).toBe(0);
    expect(INITIAL_PAGE_SIZE).toBe(10);
    expect(PAGE_SIZE_OPTIONS).toEqual([10, 25, 50, 100]);
    expect(INITIAL_TABLE_STATE).toMatchObject({
      page: 0,
      pageSize: 10,
      searchText: '',
      columnPinning: false,
    });
  });

  it('moves between pages', () => {
    expect(tableStateReducer(onPage3, { type: 'setPage', page: 5 }).page).toBe(5);
    expect(tableStateReducer(onPage3, { type: 'setPage', page: -1 }).page).toBe(0);
  });

  it('returns to page 0 when the page size changes', () => {
    const next = tableStateReducer(onPage3, { type: 'setPageSize', pageSize: 25 });
    expect(next).toMatchObject({ page: 0, pageSize: 25 });
  });

  it('returns to page 0 when the sort really changes, and only then', () => {
    const sorted = { ...onPage3, columnSorting: [{ id: 'name', direction: 'asc' as const }] };
    expect(
      tableStateReducer(sorted, { type: 'setSorting', sorting: [{ id: 'name', direction: 'asc' }] }),
    ).toBe(sorted);
    expect(
      tableStateReducer(sorted, { type: 'setSorting', sorting: [{ id: 'name', direction: 'desc' }] }),
    ).toMatchObject({ page: 0, columnSorting: [{ id: 'name', direction: 'desc' }] });
    expect(tableStateReducer(sorted, { type: 'setSorting', sorting: [] })).toMatchObject({
      page: 0,
      columnSorting: [],
    });
  });

  it('returns to page 0 when the search text really changes, and only then', () => {
    const searching = { ...onPage3, searchText: 'ada' };
    expect(tableStateReducer(searching, { type: 'setSearchText', searchText: 'ada' })).toBe(searching);
    expect(tableStateReducer(searching, { type: 'setSearchText', searchText: 'adam' })).toMatchObject({
      page: 0,
      searchText: 'adam',
    });
  });

  it('keeps the page when columns are hidden, reordered or pinned', () => {
    let state = tableStateReducer(onPage3, {
      type: 'setColumnVisibility',
      columnVisibility: { email: false },
    });
    state = tableStateReducer(state, { type: 'setColumnOrder', columnOrder: ['email', 'name'] });
    state = tableStateReducer(state, { type: 'setColumnPinning', columnPinning: true });
    expect(state).toMatchObject({
      page: 3,
      columnVisibility: { email: false },
      columnOrder: ['email', 'name'],
      columnPinning: true,
    });
  });
});
