import { SKELETON_ROW_COUNT } from './types';

export type TableDisplay = 'loading' | 'alert' | 'empty' | 'rows';

/**
 * What the table body shows (spec doc 3 §4 "Table display priority"): skeleton rows while loading,
 * otherwise the alert row when there is one, otherwise the placeholder when there are no rows,
 * otherwise the rows.
 */
export function getTableDisplay({
  isLoading,
  hasAlert,
  rowCount,
}: {
  isLoading: boolean;
  hasAlert: boolean;
  rowCount: number;
}): TableDisplay {
  if (isLoading) return 'loading';
  if (hasAlert) return 'alert';
  if (rowCount === 0) return 'empty';
  return 'rows';
}

/** Spec doc 3 §9: 10 skeleton rows, or the page size when one is set. */
export function skeletonRowCount(pageSize?: number): number {
  return pageSize && pageSize > 0 ? pageSize : SKELETON_ROW_COUNT;
}
