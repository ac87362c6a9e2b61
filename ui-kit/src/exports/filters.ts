// Public exports of the filters area (filter bar, single- and multi-column sorters);
// it is the `@accrue/ui-kit/filters` entry.
// The filter bar is on list pages' first render, so it ships with the kit. The sorters are opened
// on demand (a toolbar popover, a drawer) and the multi-column one carries drag and drop, so both
// load on first use (lazyComponent).
import type { ColumnSorterProps } from '../components/ColumnSorter/ColumnSorter';
import type { MultiColumnSorterProps } from '../components/MultiColumnSorter/MultiColumnSorter';
import { lazyComponent } from '../lazy/lazyComponent';

export {
  FilterBar,
  type FilterBarProps,
  type FilterDefinition,
  type FilterRenderContext,
} from '../components/FilterBar/FilterBar';
export {
  addableFilters,
  clearFiltersStatus,
  displayedFilters,
  filterBarReducer,
  filterValuesToClear,
  initFilterBarState,
  type ClearFiltersStatus,
  type FilterBarAction,
  type FilterBarState,
  type FilterMeta,
} from '../components/FilterBar/filterBarState';
export {
  DEFAULT_SORTER_DIRECTION,
  addSortColumn,
  chooseSortColumn,
  oppositeDirection,
  removeSortColumn,
  reorderSortColumns,
  toggleSortColumn,
  toggleSortDirection,
  unsortedColumns,
  type SorterColumn,
  type SorterDirection,
  type SorterEntry,
} from '../components/ColumnSorter/sorting';
export type { ColumnSorterProps } from '../components/ColumnSorter/ColumnSorter';
export type { MultiColumnSorterProps } from '../components/MultiColumnSorter/MultiColumnSorter';

export const ColumnSorter = lazyComponent<ColumnSorterProps>(
  async () => ({ default: (await import('../components/ColumnSorter/ColumnSorter')).ColumnSorter }),
  'ColumnSorter',
);

export const MultiColumnSorter = lazyComponent<MultiColumnSorterProps>(
  async () => ({
    default: (await import('../components/MultiColumnSorter/MultiColumnSorter')).MultiColumnSorter,
  }),
  'MultiColumnSorter',
);
