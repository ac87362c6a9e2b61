import { Rect, TableLayout, type TableLayoutProps } from 'react-aria-components/Virtualizer';
import type { Key } from 'react-aria-components/Table';

export interface DataTableLayoutOptions extends TableLayoutProps {
  /** Columns pinned to the start edge; they must be the leading columns. */
  pinnedStart?: readonly Key[];
  /** The column pinned to the end edge (the trailing actions column). */
  pinnedEnd?: Key | null;
}

/** The part of a collection node the layout reads (a column, or a cell that knows its column). */
interface GridNodeLike {
  type: string;
  key: Key;
  index: number;
  colIndex?: number | null;
}

/** Above every header cell react-aria stacks (their z-index counts down from the column count + 1). */
const PINNED_HEADER_Z_INDEX = 10_000;

/** Wider than any table: the rectangle that covers whole rows. */
const FULL_WIDTH = 1_000_000;

const signature = (options: DataTableLayoutOptions | undefined) =>
  JSON.stringify([options?.pinnedStart ?? [], options?.pinnedEnd ?? null]);

/**
 * react-aria's virtualised table layout with pinned columns. Pinned columns are "sticky" layout
 * infos, which the virtualizer renders with `position: sticky` and keeps in the DOM while the rest
 * of a row scrolls out horizontally; rows let them overflow so the sticking is relative to the
 * table's scroll area rather than to the row. The end-pinned column is moved to the end edge by
 * the table's stylesheet (`DataTable.css.ts`).
 */
export class DataTableLayout<T> extends TableLayout<T, DataTableLayoutOptions> {
  private pinned = new Set<Key>();
  private pinnedSignature = signature(undefined);
  private pinnedChanged = false;
  private hasPinnedEnd = false;

  override shouldInvalidateLayoutOptions(
    next: DataTableLayoutOptions,
    previous: DataTableLayoutOptions,
  ): boolean {
    return signature(next) !== signature(previous) || super.shouldInvalidateLayoutOptions(next, previous);
  }

  override update(context: Parameters<TableLayout<T, DataTableLayoutOptions>['update']>[0]): void {
    const options = context.layoutOptions;
    const next = signature(options);
    this.pinnedChanged = next !== this.pinnedSignature;
    this.pinnedSignature = next;
    this.hasPinnedEnd = options?.pinnedEnd != null;
    this.pinned = new Set([
      ...(options?.pinnedStart ?? []),
      ...(options?.pinnedEnd != null ? [options.pinnedEnd] : []),
    ]);
    super.update(context);
    this.pinnedChanged = false;
  }

  protected override shouldInvalidateEverything(
    context: Parameters<TableLayout<T, DataTableLayoutOptions>['update']>[0],
  ): boolean {
    // Cached layout infos carry their stickiness: a change of pinning rebuilds them all.
    return this.pinnedChanged || super.shouldInvalidateEverything(context);
  }

  protected override isStickyColumn(node: GridNodeLike): boolean {
    if (this.pinned.size === 0) return false;
    if (node.type === 'column') return this.pinned.has(node.key);
    const column = this.collection.columns[node.colIndex ?? node.index];
    return column != null && this.pinned.has(column.key);
  }

  override getVisibleLayoutInfos(rect: Rect) {
    // react-aria lays out only the cells in view sideways, assuming sticky columns lead the row: an
    // end-pinned column far to the right would never be built. Lay out whole rows then (tables
    // have tens of columns, not thousands; rows stay virtualised).
    if (this.hasPinnedEnd) rect = new Rect(0, rect.y, FULL_WIDTH, rect.height);
    return super.getVisibleLayoutInfos(rect);
  }

  protected override buildCollection() {
    const groups = super.buildCollection();
    if (this.pinned.size > 0) {
      // Sticky cells stick within their nearest clipping ancestor: the header, the body and the
      // rows must not clip, so that ancestor is the table's scroll area.
      for (const group of groups) {
        group.layoutInfo.allowOverflow = true;
        for (const row of group.children ?? []) {
          row.layoutInfo.allowOverflow = true;
          // react-aria stacks header cells first-above-last; pinned ones must cover the others.
          if (row.layoutInfo.type === 'headerrow')
            for (const column of row.children ?? [])
              if (column.layoutInfo.isSticky) column.layoutInfo.zIndex = PINNED_HEADER_Z_INDEX;
        }
      }
    }
    return groups;
  }
}
