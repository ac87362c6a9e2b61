import {
  useId,
  useRef,
  type CSSProperties,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import type { SortDescriptor } from 'react-aria-components/Table';
import { Checkbox } from '../Checkbox/Checkbox';
import { useKitIntl } from '../../i18n/useKitIntl';
import { tableMessages } from '../../i18n/catalogue/table';
import type { BodyItem, HeaderColumn, TableView } from './view';
import * as styles from './DataTable.css';

/** Where something is in the table: its row and column (1-based, as aria-rowindex/colindex). */
export interface CellAddress {
  rowIndex: number;
  colIndex: number | null;
  /** Which focusable element of the cell (in DOM order), or null for the cell itself. */
  focusable: number | null;
}

/** A key pressed in the light table, to press again in the grid. */
export interface PressedKey {
  key: string;
  shiftKey: boolean;
  ctrlKey: boolean;
  altKey: boolean;
  metaKey: boolean;
}

/** Why the grid was asked to take over, and what to do once it has. */
export interface TakeOverRequest {
  /** The cell last pressed with a pointer (the focus then stays on the table itself). */
  pressed?: CellAddress | null;
  keys?: PressedKey[];
}

/** Above this many body rows the grid takes over at once (it renders only the rows in view). */
export const LIGHT_ROW_LIMIT = 100;
export const EMPTY_BODY_HEIGHT = 144;

const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]';
/** Controls inside cells and headers: pressing them is theirs, not the row's or the column's. */
const CONTROL =
  'a[href], button, input, select, textarea, label, [role="button"], [role="link"], [role="checkbox"]';
/** Keys the grid handles (moving between cells, selecting with the keyboard). */
const GRID_KEYS = new Set([
  'ArrowUp',
  'ArrowDown',
  'ArrowLeft',
  'ArrowRight',
  'Home',
  'End',
  'PageUp',
  'PageDown',
]);
/** Keys left to the browser (Tab moves the focus on) or that are only modifiers. */
const IGNORED_KEYS = new Set(['Tab', 'Shift', 'Control', 'Alt', 'Meta', 'CapsLock', 'Escape']);

const isEditable = (element: Element) =>
  element.matches('textarea, select, [contenteditable=""], [contenteditable="true"]') ||
  (element instanceof HTMLInputElement &&
    !['checkbox', 'radio', 'button', 'submit', 'reset'].includes(element.type));

/** The address of an element of the table (null outside any row). */
export function addressOf(element: Element, table: HTMLElement): CellAddress | null {
  const row = element.closest('[role="row"]');
  if (!row || !table.contains(row)) return null;
  const rowIndex = Number(row.getAttribute('aria-rowindex'));
  if (!rowIndex) return null;
  const cell = element.closest('[aria-colindex]');
  const colIndex = cell && row.contains(cell) ? Number(cell.getAttribute('aria-colindex')) : null;
  const focusable = cell && cell !== element ? [...cell.querySelectorAll(FOCUSABLE)].indexOf(element) : -1;
  return { rowIndex, colIndex, focusable: focusable >= 0 ? focusable : null };
}

/** The element at an address in a table (the grid once it has taken over), if rendered. */
export function elementAt(table: HTMLElement, address: CellAddress): HTMLElement | null {
  const row = table.querySelector<HTMLElement>(`[role="row"][aria-rowindex="${address.rowIndex}"]`);
  if (!row || address.colIndex === null) return row;
  const cell = row.querySelector<HTMLElement>(`[aria-colindex="${address.colIndex}"]`);
  if (!cell || address.focusable === null) return cell;
  return cell.querySelectorAll<HTMLElement>(FOCUSABLE)[address.focusable] ?? cell;
}

const clamp = (box: { width: number; minWidth: number | null; maxWidth: number | null }) =>
  Math.min(Math.max(box.width, box.minWidth ?? 0), box.maxWidth ?? Number.POSITIVE_INFINITY);

/**
 * The DataTable's first render: the same roles, ARIA attributes, classes and sizes as react-aria's
 * grid (`DataTableGrid`), as plain elements. It does what a pointer does first: sorting from a
 * header, selecting with the checkboxes or a row press, a row's action, the controls in the cells.
 * Keyboard use (the focus entering it from the keyboard, or a key that moves in a grid) asks the
 * grid to take over (`onTakeOver`); the grid then puts the focus on the same cell and replays the
 * keys. It renders at most `LIGHT_ROW_LIMIT` rows (the table takes the grid at once beyond).
 */
export function DataTableLight<T>({
  view,
  onTakeOver,
  onPreload,
}: {
  view: TableView<T>;
  onTakeOver: (request: TakeOverRequest) => void;
  onPreload: () => void;
}) {
  const intl = useKitIntl(tableMessages);
  const baseId = useId();
  const pointerDown = useRef(false);
  const pressed = useRef<CellAddress | null>(null);
  const unselectable = new Set(view.disabledKeys);

  // --- Columns: widths and the sticky offsets of pinned ones.
  const widths = view.headerColumns.map((column) => clamp(view.box(column)));
  const totalWidth = widths.reduce((sum, width) => sum + width, 0);
  const offsets: number[] = [];
  widths.reduce((left, width, index) => {
    offsets[index] = left;
    return left + width;
  }, 0);
  const cellStyle = (column: HeaderColumn<T>, index: number): CSSProperties => {
    const style: CSSProperties = { width: widths[index], flex: 'none' };
    if (view.pinned.start.includes(column.id))
      return { ...style, position: 'sticky', insetInlineStart: offsets[index], zIndex: 1 };
    if (view.pinned.end === column.id)
      return { ...style, position: 'sticky', insetInlineEnd: 0, marginInlineStart: 'auto', zIndex: 1 };
    return style;
  };
  const rowHeaderIndex = view.headerColumns.findIndex((column) => view.isRowHeader(column));
  const cellId = (row: number, column: number) => `${baseId}-${row}-${column}`;

  // --- Pointer: the light table's own behaviour.
  const isControl = (event: MouseEvent) => {
    const control = (event.target as Element).closest(CONTROL);
    return control !== null && event.currentTarget.contains(control) && control !== event.currentTarget;
  };
  const sort = (column: HeaderColumn<T>, event: MouseEvent) => {
    if (!view.isSortable(column) || isControl(event)) return;
    const current = view.sortDescriptor;
    view.onSortChange({
      column: column.id,
      direction:
        current?.column === column.id && current.direction === 'ascending' ? 'descending' : 'ascending',
    });
  };
  const toggle = (id: string) => {
    const next = new Set(view.selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    view.setSelectedRows(next);
  };
  const pressRow = (item: BodyItem<T>, event: MouseEvent) => {
    if (item.row === undefined || isControl(event)) return;
    const allowsSelection = view.hasSelection && !unselectable.has(item.id);
    // As react-aria's rows (selectionBehavior 'toggle'): the action, unless rows are selected.
    if (view.onRowAction && (!allowsSelection || view.selected.size === 0)) view.onRowAction(item.row);
    else if (allowsSelection) toggle(item.id);
  };

  // --- Keyboard: hand over to the grid.
  const inside = (event: { currentTarget: Element; target: EventTarget }) =>
    event.target instanceof Element && event.currentTarget.contains(event.target);
  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    // A pointer press focuses what it presses (or the table): the light table handles it.
    if (!inside(event) || pointerDown.current) return;
    onTakeOver({ pressed: null });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = event.target as Element;
    if (!inside(event) || isEditable(target) || IGNORED_KEYS.has(event.key)) return;
    // Enter or Space on a control in a cell is the control's; the arrows leave it, in the grid.
    const control = target === event.currentTarget ? null : target.closest(CONTROL);
    if (control && event.currentTarget.contains(control) && !GRID_KEYS.has(event.key)) return;
    event.preventDefault();
    const { key, shiftKey, ctrlKey, altKey, metaKey } = event;
    onTakeOver({
      pressed: target === event.currentTarget ? pressed.current : null,
      keys: [{ key, shiftKey, ctrlKey, altKey, metaKey }],
    });
  };
  const onPointerDown = (event: MouseEvent<HTMLDivElement>) => {
    pointerDown.current = true;
    pressed.current = addressOf(event.target as Element, event.currentTarget);
    const release = () => {
      window.removeEventListener('pointerup', release, true);
      // After the press's focus and click events.
      setTimeout(() => (pointerDown.current = false));
    };
    window.addEventListener('pointerup', release, true);
  };

  const sortOf = (column: HeaderColumn<T>): SortDescriptor['direction'] | undefined =>
    view.sortDescriptor?.column === column.id ? view.sortDescriptor.direction : undefined;
  const items = view.bodyItems.slice(0, LIGHT_ROW_LIMIT);
  const colCount = view.headerColumns.length;

  return (
    <div
      {...view.labelling}
      ref={view.tableRef}
      role="grid"
      tabIndex={0}
      aria-rowcount={view.bodyItems.length + 1}
      aria-colcount={colCount}
      aria-multiselectable={view.hasSelection || undefined}
      className={view.className}
      style={view.style}
      data-row-size={view.rowSize}
      data-light=""
      onFocus={onFocus}
      onKeyDown={onKeyDown}
      onPointerDownCapture={onPointerDown}
      onPointerEnter={onPreload}
    >
      <div
        role="presentation"
        style={{
          position: 'relative',
          width: totalWidth,
          minWidth: '100%',
          height:
            view.headingHeight +
            (view.bodyItems.length > 0 ? view.bodyItems.length * view.rowHeight : EMPTY_BODY_HEIGHT),
        }}
      >
        <div role="rowgroup" className={styles.lightHeader}>
          <div role="row" aria-rowindex={1} style={{ height: view.headingHeight }}>
            {view.headerColumns.map((column, index) => {
              const props = view.headerCellProps(column);
              const style = { ...props.style, ...cellStyle(column, index) };
              if (!column.def)
                return (
                  <div key={column.id} role="columnheader" aria-colindex={index + 1} {...props} style={style}>
                    {view.selectAll}
                  </div>
                );
              const sortable = view.isSortable(column);
              const direction = sortOf(column);
              return (
                <div
                  key={column.id}
                  role="columnheader"
                  aria-colindex={index + 1}
                  aria-sort={sortable ? (direction ?? 'none') : undefined}
                  {...props}
                  style={style}
                  data-allows-sorting={sortable || undefined}
                  data-sort-direction={direction}
                  onClick={(event) => sort(column, event)}
                >
                  {view.renderHeader(column, direction)}
                </div>
              );
            })}
          </div>
        </div>
        <div role="rowgroup">
          {items.length === 0 ? (
            <div role="row" aria-rowindex={2} style={{ height: EMPTY_BODY_HEIGHT }}>
              <div role="rowheader" aria-colspan={colCount} style={{ height: '100%' }}>
                {view.message}
              </div>
            </div>
          ) : (
            items.map((item, rowIndex) => {
              const isSelected = view.selected.has(item.id);
              const allowsSelection =
                view.hasSelection && item.row !== undefined && !unselectable.has(item.id);
              const interactive =
                allowsSelection || (view.onRowAction !== undefined && item.row !== undefined);
              return (
                <div
                  key={item.id}
                  role="row"
                  aria-rowindex={rowIndex + 2}
                  aria-selected={view.hasSelection ? isSelected : undefined}
                  aria-labelledby={rowHeaderIndex >= 0 ? cellId(rowIndex, rowHeaderIndex) : undefined}
                  className={styles.row}
                  style={{ height: view.rowHeight }}
                  data-selected={isSelected || undefined}
                  data-interactive={interactive || undefined}
                  onClick={(event) => pressRow(item, event)}
                >
                  {view.headerColumns.map((column, index) => {
                    const props = view.cellProps(column);
                    const style = cellStyle(column, index);
                    if (!column.def) {
                      const id = `${cellId(rowIndex, index)}-select`;
                      return (
                        <div
                          key={column.id}
                          role="gridcell"
                          aria-colindex={index + 1}
                          {...props}
                          style={style}
                        >
                          {item.row !== undefined ? (
                            <Checkbox
                              id={id}
                              aria-label={intl.formatMessage({ id: 'kit.table.selectRow' })}
                              aria-labelledby={
                                rowHeaderIndex >= 0 ? `${id} ${cellId(rowIndex, rowHeaderIndex)}` : undefined
                              }
                              isSelected={isSelected}
                              isDisabled={!allowsSelection}
                              onChange={() => toggle(item.id)}
                            />
                          ) : null}
                        </div>
                      );
                    }
                    return (
                      <div
                        key={column.id}
                        id={cellId(rowIndex, index)}
                        role={index === rowHeaderIndex ? 'rowheader' : 'gridcell'}
                        aria-colindex={index + 1}
                        {...props}
                        style={style}
                      >
                        {view.renderCell(column, item)}
                      </div>
                    );
                  })}
                </div>
              );
            })
          )}
        </div>
      </div>
    </div>
  );
}
