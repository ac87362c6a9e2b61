import type { ReactNode } from 'react';

import { Cell, Column, Row, Table, TableBody, TableHeader } from 'react-aria-components/Table';
import { VisuallyHidden } from 'react-aria-components/VisuallyHidden';
import { Button } from '../Button/Button';
import { Skeleton } from '../Skeleton/Skeleton';
import { LIGHT_TABLE_SKELETON_ROW_COUNT } from '../DataTable/state/types';
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
  onRowAction?: (row: T) => void;
}

type Item<T> = { id: string; row?: T };

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

/**
 * A simple table for short lists loaded bit by bit (spec doc 3 §9): no pagination, sorting or
 * selection; 5 skeleton rows while loading and 'Load more (count/total)' while rows remain.
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

  const renderCell = (column: LightTableColumn<T>, item: Item<T>, isRowHeader: boolean) => {
    const className = `${styles.cell} ${column.align === 'end' ? styles.end : ''}`;
    if (item.row === undefined) {
      return (
        <Cell key={column.id} className={className}>
          <Skeleton width="70%" />
          {isRowHeader ? <VisuallyHidden>{intl.formatMessage({ id: 'kit.loading' })}</VisuallyHidden> : null}
        </Cell>
      );
    }
    const row = item.row;
    const value = valueOf(column, row);
    return (
      <Cell key={column.id} className={className}>
        {column.cell
          ? column.cell(row)
          : typeof value === 'number'
            ? intl.formatNumber(value)
            : String(value ?? '')}
      </Cell>
    );
  };

  return (
    <div className={styles.root} aria-busy={isLoading || undefined}>
      <div className={styles.scroller}>
        <Table {...labelling} className={styles.table}>
          <TableHeader>
            {columns.map((column, index) => (
              <Column
                key={column.id}
                id={column.id}
                isRowHeader={index === 0}
                className={`${styles.column} ${column.align === 'end' ? styles.end : ''}`}
                style={column.width !== undefined ? { width: column.width } : undefined}
              >
                {column.header}
              </Column>
            ))}
          </TableHeader>
          <TableBody
            items={items}
            dependencies={[columns, intl]}
            renderEmptyState={() => (
              <div className={styles.empty}>
                {emptyState ?? intl.formatMessage({ id: 'kit.empty.noData' })}
              </div>
            )}
          >
            {(item) => (
              <Row
                id={item.id}
                className={styles.row}
                onAction={
                  onRowAction && item.row !== undefined ? () => onRowAction(item.row as T) : undefined
                }
              >
                {columns.map((column, index) => renderCell(column, item, index === 0))}
              </Row>
            )}
          </TableBody>
        </Table>
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
