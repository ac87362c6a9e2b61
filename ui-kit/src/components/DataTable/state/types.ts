/** Spec doc 3 §9: the page sizes offered, the initial page size and the initial (zero-based) page. */
export const PAGE_SIZE_OPTIONS = [10, 25, 50, 100] as const;
export const INITIAL_PAGE_SIZE = 10;
export const INITIAL_PAGE = 0;

/** Spec doc 3 §9: skeleton rows while loading (the page size when one is set) and in the light table. */
export const SKELETON_ROW_COUNT = 10;
export const LIGHT_TABLE_SKELETON_ROW_COUNT = 5;

/** Spec doc 3 §9: row heights in pixels. */
export const ROW_HEIGHTS = { medium: 48, small: 34 } as const;
export type RowSize = keyof typeof ROW_HEIGHTS;

/** Spec doc 3 §9: default column width; a width of 0 shrinks the column to its content. */
export const DEFAULT_COLUMN_WIDTH = 240;

/** The last column is pinned right by default only when it is the actions column (this id). */
export const ACTIONS_COLUMN_ID = 'actions';

export type SortDirection = 'asc' | 'desc';

export interface ColumnSort {
  id: string;
  direction: SortDirection;
}

/** Spec doc 3 §3 "Table state". */
export interface TableState {
  /** Zero-based. */
  page: number;
  pageSize: number;
  /** Column id to visible (a missing id is visible). */
  columnVisibility: Record<string, boolean>;
  /** Column ids in display order; columns not listed follow in their definition order. */
  columnOrder: string[];
  columnSorting: ColumnSort[];
  searchText: string;
  /** Whether the first column is pinned. */
  columnPinning: boolean;
}

export type TableStateField = keyof TableState;

export const TABLE_STATE_FIELDS: readonly TableStateField[] = [
  'page',
  'pageSize',
  'columnVisibility',
  'columnOrder',
  'columnSorting',
  'searchText',
  'columnPinning',
];

/** Spec doc 3 §3 "Paginated query derived from table state". `page` is the zero-based page. */
export interface PaginatedQuery {
  desc: boolean;
  /** The id of the first sorted column, if any. */
  sort?: string;
  page: number;
  limit: number;
  search?: string;
}

/** Spec doc 3 §3 "Paginated result". `currentPage` is zero-based like the table's page. */
export interface PaginatedResult<T> {
  items: T[];
  totalItems: number;
  currentPage: number;
  pageCount: number;
}
