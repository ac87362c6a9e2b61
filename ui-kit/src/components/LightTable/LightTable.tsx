import type { KeyboardEvent, MouseEvent, ReactNode } from 'react';

import { Button } from '../Button/Button';
import { Skeleton } from '../Skeleton/Skeleton';
import { LIGHT_TABLE_SKELETON_ROW_COUNT } from '../DataTable/state/types';
import { visuallyHidden } from '../../styles/controls.css';
import * as styles from './LightTable.css';
import { useKitIntl } from '../../i18n/useKitIntl';
import { tableMessages } from '../../i18n/catalogue/table';

export interface LightTableColumn<T> {
  id: string;
  header: ReactNode;
  /** A property of the row, or a function of it; shown as text unless `cell` is given. */
  accessor?: keyof T | ((row: T) => unknown);
  cell?: (row: T) => ReactNode;
  /** CSS width of the column. */
  width?: number | string;
  align?: 'start' | 'end';
}

export interface LightTableProps<T> {
  'aria-label'?: string;
  'aria-labelledby'?: string;
  columns: readonly LightTableColumn<T>[];
  /** The rows loaded so far. */
  rows: readonly T[];
  /** A row's id; `row.id` (or its index) by default. */
  getRowId?: (row: T, index: number) => string;
  /** Shows 5 skeleton rows (after the rows already loaded). */
  isLoading?: boolean;
  /** How many rows exist in all; a 'Load more' button shows while more exist than are loaded. */
  totalItems?: number;
  onLoadMore?: () => void;
  /** Shown when there are no rows; 'No data' by default. */
  emptyState?: ReactNode;
  /** Runs on a click on the row (outside its controls), or Enter on the focused row. */
  onRowAction?: (row: T) => void;
}

type Item<T> = { id: string; row?: T };

/** Controls inside cells: pressing them is theirs, not the row's. */
const CONTROL =
  'a[href], button, input, select, textarea, label, [role="button"], [role="link"], [role="checkbox"]';

const defaultRowId = (row: unknown, index: number): string => {
  const id = (row as { id?: unknown } | null)?.id;
  return typeof id === 'string' || typeof id === 'number' ? String(id) : String(index);
};

const valueOf = <T,>(column: LightTableColumn<T>, row: T): unknown =>
  column.accessor === undefined
    ? undefined
    : typeof column.accessor === 'function'
      ? column.accessor(row)
      : row[column.accessor];

const isOnControl = (event: MouseEvent<HTMLElement>) => {
  const control = (event.target as Element).closest(CONTROL);
  return control !== null && event.currentTarget.contains(control);
};

/**
 * A simple table for short lists loaded bit by bit (spec doc 3 §9): no pagination, sorting or
 * selection; 5 skeleton rows while loading and 'Load more (count/total)' while rows remain.
 * Plain HTML table semantics (the first column heads its row): a short list needs no grid
 * keyboard navigation, and react-aria's Table would be most of a page's first download. Tab
 * reaches the links and buttons in the cells, and the rows themselves when they have an action.
 */
export function LightTable<T>({
  columns,
  rows,
  getRowId = defaultRowId,
  isLoading = false,
  totalItems,
  onLoadMore,
  emptyState,
  onRowAction,
  ...labelling
}: LightTableProps<T>) {
  const intl = useKitIntl(tableMessages);
  const items: Item<T>[] = rows.map((row, index) => ({ id: getRowId(row, index), row }));
  if (isLoading)
    for (let i = 0; i < LIGHT_TABLE_SKELETON_ROW_COUNT; i++) items.push({ id: `__skeleton-${i}` });
  const hasMore = !isLoading && totalItems !== undefined && totalItems > rows.length;
  const alignOf = (column: LightTableColumn<T>) => (column.align === 'end' ? ` ${styles.end}` : '');

  const renderContent = (column: LightTableColumn<T>, item: Item<T>, isRowHeader: boolean) => {
    if (item.row === undefined)
      return (
        <>
          <Skeleton width="70%" />
          {isRowHeader ? (
            <span className={visuallyHidden}>{intl.formatMessage({ id: 'kit.loading' })}</span>
          ) : null}
        </>
      );
    const value = valueOf(column, item.row);
    return column.cell
      ? column.cell(item.row)
      : typeof value === 'number'
        ? intl.formatNumber(value)
        : String(value ?? '');
  };

  const renderRow = (item: Item<T>) => {
    const row = item.row;
    const action = onRowAction && row !== undefined ? () => onRowAction(row) : undefined;
    const onKeyDown = (event: KeyboardEvent<HTMLTableRowElement>) => {
      if (event.key !== 'Enter' || event.target !== event.currentTarget) return;
      event.preventDefault();
      action?.();
    };
    return (
      <tr
        key={item.id}
        className={styles.row}
        data-action={action ? '' : undefined}
        tabIndex={action ? 0 : undefined}
        onClick={action ? (event) => !isOnControl(event) && action() : undefined}
        onKeyDown={action ? onKeyDown : undefined}
      >
        {columns.map((column, index) =>
          index === 0 ? (
            <th key={column.id} scope="row" className={`${styles.cell}${alignOf(column)}`}>
              {renderContent(column, item, true)}
            </th>
          ) : (
            <td key={column.id} className={`${styles.cell}${alignOf(column)}`}>
              {renderContent(column, item, false)}
            </td>
          ),
        )}
      </tr>
    );
  };

  return (
    <div className={styles.root} aria-busy={isLoading || undefined}>
      <div className={styles.scroller}>
        <table {...labelling} className={styles.table}>
          <thead>
            <tr>
              {columns.map((column) => (
                <th
                  key={column.id}
                  scope="col"
                  className={`${styles.column}${alignOf(column)}`}
                  style={column.width !== undefined ? { width: column.width } : undefined}
                >
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {items.length === 0 ? (
              <tr>
                <td colSpan={columns.length}>
                  <div className={styles.empty}>
                    {emptyState ?? intl.formatMessage({ id: 'kit.empty.noData' })}
                  </div>
                </td>
              </tr>
            ) : (
              items.map(renderRow)
            )}
          </tbody>
        </table>
      </div>
      {hasMore && onLoadMore ? (
        <div className={styles.footer}>
          <Button variant="secondary" size="small" onPress={onLoadMore}>
            {intl.formatMessage(
              { id: 'kit.table.loadMore' },
              { count: intl.formatNumber(rows.length), total: intl.formatNumber(totalItems) },
            )}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
