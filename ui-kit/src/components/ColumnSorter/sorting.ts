/**
 * Sorting values and their changes as pure functions, shared by the single- and multi-column
 * sorters (spec doc 3 §4). An entry has the shape of the data table's `columnSorting` entries.
 */

export type SorterDirection = 'asc' | 'desc';

/** One sorted column: the same shape as an entry of the data table's `columnSorting`. */
export interface SorterEntry {
  id: string;
  direction: SorterDirection;
}

/** A column the user may sort by. */
export interface SorterColumn {
  id: string;
  label: string;
}

/** A newly sorted column sorts ascending (spec doc 3 §4). */
export const DEFAULT_SORTER_DIRECTION: SorterDirection = 'asc';

export function oppositeDirection(direction: SorterDirection): SorterDirection {
  return direction === 'asc' ? 'desc' : 'asc';
}

/**
 * Single-column sorter: choosing a column. Choosing the sorted column again keeps its direction;
 * choosing another one sorts it ascending; choosing none removes the sort.
 */
export function chooseSortColumn(value: SorterEntry | null, id: string | null): SorterEntry | null {
  if (id === null) return null;
  if (value?.id === id) return value;
  return { id, direction: DEFAULT_SORTER_DIRECTION };
}

/** Single-column sorter: flipping the direction (nothing to flip without a column). */
export function toggleSortDirection(value: SorterEntry | null): SorterEntry | null {
  return value ? { ...value, direction: oppositeDirection(value.direction) } : null;
}

/** Multi-column sorter: sorting by one more column, last, ascending. */
export function addSortColumn(sorting: readonly SorterEntry[], id: string): SorterEntry[] {
  if (sorting.some((entry) => entry.id === id)) return [...sorting];
  return [...sorting, { id, direction: DEFAULT_SORTER_DIRECTION }];
}

/** Multi-column sorter: removing a column drops it from the sort. */
export function removeSortColumn(sorting: readonly SorterEntry[], id: string): SorterEntry[] {
  return sorting.filter((entry) => entry.id !== id);
}

/** Multi-column sorter: flipping one column's direction. */
export function toggleSortColumn(sorting: readonly SorterEntry[], id: string): SorterEntry[] {
  return sorting.map((entry) =>
    entry.id === id ? { ...entry, direction: oppositeDirection(entry.direction) } : entry,
  );
}

/**
 * Multi-column sorter: moving the dragged columns before or after the drop target, keeping their
 * relative order (what GridList's `onReorder` reports). Dropping onto a dragged column is a no-op.
 */
export function reorderSortColumns(
  sorting: readonly SorterEntry[],
  movedIds: Iterable<string>,
  targetId: string,
  position: 'before' | 'after',
): SorterEntry[] {
  const moved = new Set(movedIds);
  if (moved.has(targetId) || !sorting.some((entry) => entry.id === targetId)) return [...sorting];
  const movedEntries = sorting.filter((entry) => moved.has(entry.id));
  const rest = sorting.filter((entry) => !moved.has(entry.id));
  const targetIndex = rest.findIndex((entry) => entry.id === targetId);
  const at = position === 'before' ? targetIndex : targetIndex + 1;
  return [...rest.slice(0, at), ...movedEntries, ...rest.slice(at)];
}

/** The sortable columns not in the sort yet, in column order: the 'Add sort column' choices. */
export function unsortedColumns<C extends SorterColumn>(
  columns: readonly C[],
  sorting: readonly SorterEntry[],
): C[] {
  const sorted = new Set(sorting.map((entry) => entry.id));
  return columns.filter((column) => !sorted.has(column.id));
}
