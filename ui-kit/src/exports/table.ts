// Public exports of the table area (components, hooks, helpers); it is the `@accrue/ui-kit/table` entry.
// The tables, the pagination and the controls load on first use (lazyComponent): a table pulls in
// react-aria's grid, virtualizer and menus. The table state hook, its pure
// helpers (reducer, storage validation, query derivation, display and selection rules) and the
// constants are small and exported directly, so a page can build its server query before any table
// code has loaded.
import type { ReactElement } from 'react';
import type { CheckboxProps } from '../components/Checkbox/Checkbox';
import type { DataTableProps } from '../components/DataTable/DataTable';
import type { LightTableProps } from '../components/LightTable/LightTable';
import type { PaginationProps } from '../components/Pagination/Pagination';
import type { SearchFieldProps } from '../components/SearchField/SearchField';
import { lazyComponent } from '../lazy/lazyComponent';

export type {
  DataTableProps,
  DataTableColumn,
  DataTableColumnSize,
  DataTableCellContext,
} from '../components/DataTable/DataTable';
export type { LightTableProps, LightTableColumn } from '../components/LightTable/LightTable';
export type { PaginationProps } from '../components/Pagination/Pagination';
export type { CheckboxProps } from '../components/Checkbox/Checkbox';
export type { SearchFieldProps } from '../components/SearchField/SearchField';

export {
  ACTIONS_COLUMN_ID,
  DEFAULT_COLUMN_WIDTH,
  INITIAL_PAGE,
  INITIAL_PAGE_SIZE,
  LIGHT_TABLE_SKELETON_ROW_COUNT,
  PAGE_SIZE_OPTIONS,
  ROW_HEIGHTS,
  SKELETON_ROW_COUNT,
  TABLE_STATE_FIELDS,
  type ColumnSort,
  type PaginatedQuery,
  type PaginatedResult,
  type RowSize,
  type SortDirection as TableSortDirection,
  type TableState,
  type TableStateField,
} from '../components/DataTable/state/types';
export {
  INITIAL_TABLE_STATE,
  tableStateReducer,
  type TableStateAction,
} from '../components/DataTable/state/tableState';
export {
  DEFAULT_PERSISTED_FIELDS,
  parseStoredTableState,
  readTableState,
  resolveStorageKeys,
  writeTableState,
  type TablePersistence,
} from '../components/DataTable/state/tableStorage';
export { toPaginatedQuery, pageCountOf } from '../components/DataTable/state/paginatedQuery';
export { getTableDisplay, skeletonRowCount, type TableDisplay } from '../components/DataTable/state/display';
export {
  getSelectAllState,
  toggleSelectAll,
  type SelectAllState,
} from '../components/DataTable/state/selection';
export {
  useTableState,
  type TableStateControls,
  type UseTableStateOptions,
} from '../components/DataTable/state/useTableState';
export {
  validatePageNumber,
  isPageNumberDisabled,
  pageRange,
  type PageNumberError,
} from '../components/Pagination/pageNumber';

// The tables are generic in their row type; lazyComponent is not, so the loaded component is
// typed back to its generic signature (the props are passed through untouched).
export const DataTable = lazyComponent<DataTableProps<unknown>>(
  async () => ({ default: (await import('../components/DataTable/DataTable')).DataTable }),
  'DataTable',
) as unknown as <T>(props: DataTableProps<T>) => ReactElement;

export const LightTable = lazyComponent<LightTableProps<unknown>>(
  async () => ({ default: (await import('../components/LightTable/LightTable')).LightTable }),
  'LightTable',
) as unknown as <T>(props: LightTableProps<T>) => ReactElement;

export const Pagination = lazyComponent<PaginationProps>(
  async () => ({ default: (await import('../components/Pagination/Pagination')).Pagination }),
  'Pagination',
);

export const Checkbox = lazyComponent<CheckboxProps>(
  async () => ({ default: (await import('../components/Checkbox/Checkbox')).Checkbox }),
  'Checkbox',
);

export const SearchField = lazyComponent<SearchFieldProps>(
  async () => ({ default: (await import('../components/SearchField/SearchField')).SearchField }),
  'SearchField',
);
