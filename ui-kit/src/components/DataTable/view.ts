import type { CSSProperties, ReactNode, RefObject } from 'react';
import type { SortDescriptor } from 'react-aria-components/Table';
import type { DataTableColumn } from './DataTable';
import type { DataTableLayoutOptions } from './DataTableLayout';
import type { RowSize } from './state/types';

/** A column of the header: the selection column has no definition. */
export type HeaderColumn<T> = { id: string; def?: DataTableColumn<T> };
/** A body row: a skeleton row has no data. */
export type BodyItem<T> = { id: string; row?: T };

export interface ColumnBox {
  width: number;
  minWidth: number | null;
  maxWidth: number | null;
}

/**
 * Everything the table's body needs, computed once by the DataTable from its state: the light
 * table (first render, `DataTableLight`) and react-aria's grid (`DataTableGrid`, loaded when it
 * takes over) draw the same thing from it, so that the hand-over changes nothing on screen.
 */
export interface TableView<T> {
  labelling: { 'aria-label'?: string; 'aria-labelledby'?: string };
  tableRef: RefObject<HTMLDivElement | null>;
  className: string;
  style: CSSProperties;
  rowSize: RowSize;
  rowHeight: number;
  headingHeight: number;
  headerColumns: HeaderColumn<T>[];
  bodyItems: BodyItem<T>[];
  /** Shown in the body instead of rows (the alert or the empty state). */
  message: ReactNode;
  hasSelection: boolean;
  selected: ReadonlySet<string>;
  /** Rows that may not be selected. */
  disabledKeys: readonly string[];
  /** Selects exactly these rows (unselectable ones are left out). */
  setSelectedRows: (keys: Set<string>) => void;
  /** Every selectable row shown. */
  selectAllRows: () => void;
  sortDescriptor: SortDescriptor | undefined;
  onSortChange: (descriptor: SortDescriptor) => void;
  layoutOptions: DataTableLayoutOptions;
  pinned: { start: readonly string[]; end: string | null };
  isRowHeader: (column: HeaderColumn<T>) => boolean;
  isSortable: (column: HeaderColumn<T>) => boolean;
  nameOf: (column: HeaderColumn<T>) => string;
  box: (column: HeaderColumn<T>) => ColumnBox;
  /** The header cell's classes, style and pinning attribute. */
  headerCellProps: (column: HeaderColumn<T>) => {
    className: string;
    style?: CSSProperties;
    'data-pinned'?: string;
  };
  /** A header's content (not for the selection column). */
  renderHeader: (
    column: HeaderColumn<T>,
    sortDirection: SortDescriptor['direction'] | undefined,
  ) => ReactNode;
  /** The select-all checkbox. */
  selectAll: ReactNode;
  cellProps: (column: HeaderColumn<T>) => { className: string; 'data-pinned'?: string };
  /** A cell's text (for type-ahead); '' for skeleton rows. */
  textOf: (column: HeaderColumn<T>, item: BodyItem<T>) => string;
  /** A cell's content (not for the selection column). */
  renderCell: (column: HeaderColumn<T>, item: BodyItem<T>) => ReactNode;
  /** Calls the latest onRowAction; undefined without one. */
  onRowAction: ((row: T) => void) | undefined;
  rowDependencies: readonly unknown[];
  headerDependencies: readonly unknown[];
}
