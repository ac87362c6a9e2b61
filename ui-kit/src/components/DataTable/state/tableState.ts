import { INITIAL_PAGE, INITIAL_PAGE_SIZE, type ColumnSort, type TableState } from './types';

export const INITIAL_TABLE_STATE: TableState = {
  page: INITIAL_PAGE,
  pageSize: INITIAL_PAGE_SIZE,
  columnVisibility: {},
  columnOrder: [],
  columnSorting: [],
  searchText: '',
  columnPinning: false,
};

export type TableStateAction =
  | { type: 'setPage'; page: number }
  | { type: 'setPageSize'; pageSize: number }
  | { type: 'setSorting'; sorting: ColumnSort[] }
  | { type: 'setSearchText'; searchText: string }
  | { type: 'setColumnVisibility'; columnVisibility: Record<string, boolean> }
  | { type: 'setColumnOrder'; columnOrder: string[] }
  | { type: 'setColumnPinning'; columnPinning: boolean }
  | { type: 'replace'; state: Partial<TableState> };

export function sameSorting(a: readonly ColumnSort[], b: readonly ColumnSort[]): boolean {
  return (
    a.length === b.length && a.every((sort, i) => sort.id === b[i]!.id && sort.direction === b[i]!.direction)
  );
}

/**
 * The table state's transitions (spec doc 3 §4 "Table state changes"): a new page size returns to
 * page 0; so do a new sort or a new search text, but only when the value really changes (sorting
 * by the same column the same way, or retyping the same text, keeps the page).
 */
export function tableStateReducer(state: TableState, action: TableStateAction): TableState {
  switch (action.type) {
    case 'setPage':
      return action.page === state.page ? state : { ...state, page: Math.max(0, action.page) };
    case 'setPageSize':
      return { ...state, pageSize: action.pageSize, page: 0 };
    case 'setSorting':
      return sameSorting(state.columnSorting, action.sorting)
        ? state
        : { ...state, columnSorting: action.sorting, page: 0 };
    case 'setSearchText':
      return action.searchText === state.searchText
        ? state
        : { ...state, searchText: action.searchText, page: 0 };
    case 'setColumnVisibility':
      return { ...state, columnVisibility: action.columnVisibility };
    case 'setColumnOrder':
      return { ...state, columnOrder: action.columnOrder };
    case 'setColumnPinning':
      return action.columnPinning === state.columnPinning
        ? state
        : { ...state, columnPinning: action.columnPinning };
    case 'replace':
      return { ...state, ...action.state };
  }
}
