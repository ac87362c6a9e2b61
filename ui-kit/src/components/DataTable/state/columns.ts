import { ACTIONS_COLUMN_ID, DEFAULT_COLUMN_WIDTH } from './types';

/** The part of a column definition the ordering, visibility, width and pinning rules need. */
export interface ColumnRuleInput {
  id: string;
  isHidable?: boolean;
  size?: { width?: number; minWidth?: number; maxWidth?: number };
}

/** Columns in the stored order; columns the order does not mention keep their definition order, after. */
export function orderColumns<C extends ColumnRuleInput>(
  columns: readonly C[],
  order: readonly string[],
): C[] {
  if (order.length === 0) return [...columns];
  const rank = new Map(order.map((id, index) => [id, index]));
  return columns
    .map((column, index) => ({ column, index }))
    .sort(
      (a, b) =>
        (rank.get(a.column.id) ?? order.length + a.index) - (rank.get(b.column.id) ?? order.length + b.index),
    )
    .map(({ column }) => column);
}

/** A column is hidden only when its visibility is false and it may be hidden. */
export function visibleColumns<C extends ColumnRuleInput>(
  columns: readonly C[],
  visibility: Readonly<Record<string, boolean>>,
): C[] {
  return columns.filter((column) => column.isHidable === false || visibility[column.id] !== false);
}

/** 240 px unless given; 0 means as wide as the content (measured, so null here). */
export function columnWidth(column: ColumnRuleInput): number | null {
  const width = column.size?.width ?? DEFAULT_COLUMN_WIDTH;
  return width === 0 ? null : width;
}

export interface PinnedColumns {
  start: string[];
  end: string | null;
}

/**
 * Which columns stay in view while scrolling sideways: with pinning on, the first data column
 * (and the selection column before it); and the last column at the end edge, by default only when
 * it is the actions column.
 */
export function pinnedColumns({
  columnIds,
  isFirstPinned,
  selectionColumnId,
  pinActionsColumn = true,
}: {
  columnIds: readonly string[];
  isFirstPinned: boolean;
  selectionColumnId?: string;
  pinActionsColumn?: boolean;
}): PinnedColumns {
  const [first] = columnIds;
  const last = columnIds.at(-1);
  const start =
    isFirstPinned && first !== undefined ? [...(selectionColumnId ? [selectionColumnId] : []), first] : [];
  const end =
    pinActionsColumn && last === ACTIONS_COLUMN_ID && columnIds.length > 1 && !start.includes(last)
      ? last
      : null;
  return { start, end };
}
