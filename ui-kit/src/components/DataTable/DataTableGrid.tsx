import {
  Cell,
  Column,
  Row,
  Table,
  TableBody,
  TableHeader,
  type Selection,
} from 'react-aria-components/Table';
import { Virtualizer } from 'react-aria-components/Virtualizer';
import { Checkbox } from '../Checkbox/Checkbox';
import { DataTableLayout } from './DataTableLayout';
import type { BodyItem, HeaderColumn, TableView } from './view';
import * as styles from './DataTable.css';

/**
 * The DataTable's body as react-aria's grid, virtualised (keyboard navigation, type-ahead, range
 * selection): loaded when the table is first used from the keyboard (`DataTableLight` draws the
 * first render). Only the rows in view are in the DOM.
 */
export function DataTableGrid<T>({ view }: { view: TableView<T> }) {
  const unselectable = new Set(view.disabledKeys);
  const onSelectionChange = (keys: Selection) => {
    if (keys === 'all') return view.selectAllRows();
    view.setSelectedRows(new Set([...keys].map(String).filter((key) => !unselectable.has(key))));
  };

  const renderHeader = (column: HeaderColumn<T>) => {
    const box = view.box(column);
    if (!column.def) {
      return (
        <Column id={column.id} width={box.width} minWidth={box.minWidth} {...view.headerCellProps(column)}>
          {view.selectAll}
        </Column>
      );
    }
    return (
      <Column
        id={column.id}
        isRowHeader={view.isRowHeader(column)}
        allowsSorting={view.isSortable(column)}
        textValue={view.nameOf(column)}
        width={box.width}
        minWidth={box.minWidth}
        maxWidth={box.maxWidth}
        {...view.headerCellProps(column)}
      >
        {({ sortDirection }) => view.renderHeader(column, sortDirection)}
      </Column>
    );
  };

  const renderCell = (column: HeaderColumn<T>, item: BodyItem<T>) => {
    if (!column.def) {
      return (
        <Cell {...view.cellProps(column)}>
          {item.row !== undefined ? <Checkbox slot="selection" /> : null}
        </Cell>
      );
    }
    return (
      <Cell {...view.cellProps(column)} textValue={view.textOf(column, item)}>
        {view.renderCell(column, item)}
      </Cell>
    );
  };

  const onRowAction = view.onRowAction;
  return (
    <Virtualizer layout={DataTableLayout} layoutOptions={view.layoutOptions}>
      <Table
        {...view.labelling}
        ref={view.tableRef}
        className={view.className}
        style={view.style}
        data-row-size={view.rowSize}
        sortDescriptor={view.sortDescriptor}
        onSortChange={view.onSortChange}
        selectionMode={view.hasSelection ? 'multiple' : 'none'}
        selectedKeys={view.hasSelection ? view.selected : undefined}
        onSelectionChange={view.hasSelection ? onSelectionChange : undefined}
        disabledKeys={view.hasSelection ? view.disabledKeys : undefined}
        disabledBehavior="selection"
      >
        <TableHeader columns={view.headerColumns} dependencies={view.headerDependencies}>
          {(column) => renderHeader(column)}
        </TableHeader>
        <TableBody
          items={view.bodyItems}
          dependencies={view.rowDependencies}
          renderEmptyState={() => view.message}
        >
          {(item) => (
            <Row
              id={item.id}
              columns={view.headerColumns}
              dependencies={view.rowDependencies}
              className={styles.row}
              onAction={onRowAction && item.row !== undefined ? () => onRowAction(item.row as T) : undefined}
            >
              {(column) => renderCell(column, item)}
            </Row>
          )}
        </TableBody>
      </Table>
    </Virtualizer>
  );
}
