import { useId, useState } from 'react';

import { Button as AriaButton } from 'react-aria-components/Button';
import { PopoverSurface } from '../Popover/PopoverSurface';
import { GridList, GridListItem } from 'react-aria-components/GridList';
import { Menu, MenuItem, MenuTrigger } from 'react-aria-components/Menu';
import { DropIndicator, useDragAndDrop } from 'react-aria-components/useDragAndDrop';
import { Button } from '../Button/Button';
import { SortDirectionButton } from '../ColumnSorter/SortDirectionButton';
import {
  addSortColumn,
  removeSortColumn,
  reorderSortColumns,
  toggleSortColumn,
  unsortedColumns,
  type SorterColumn,
  type SorterEntry,
} from '../ColumnSorter/sorting';
import * as styles from './MultiColumnSorter.css';
import { useKitIntl } from '../../i18n/useKitIntl';
import { filterMessages } from '../../i18n/catalogue/filters';

export interface MultiColumnSorterProps {
  /** The sortable columns. */
  columns: readonly SorterColumn[];
  /** The sort, first column first (controlled): the data table's `columnSorting`. */
  value?: readonly SorterEntry[];
  /** The initial sort (uncontrolled). */
  defaultValue?: readonly SorterEntry[];
  onChange?: (value: SorterEntry[]) => void;
}

// Dragged rows carry this type so that only this list's own rows can be dropped on it.
const DRAG_TYPE = 'application/x-accrue-sort-column';

function GripIcon() {
  return (
    <svg aria-hidden="true" width="10" height="14" viewBox="0 0 10 14" fill="currentColor">
      <circle cx="3" cy="3" r="1.2" />
      <circle cx="7" cy="3" r="1.2" />
      <circle cx="3" cy="7" r="1.2" />
      <circle cx="7" cy="7" r="1.2" />
      <circle cx="3" cy="11" r="1.2" />
      <circle cx="7" cy="11" r="1.2" />
    </svg>
  );
}

function CrossIcon() {
  return (
    <svg aria-hidden="true" width="12" height="12" viewBox="0 0 12 12" fill="none">
      <path d="M3 3l6 6M9 3l-6 6" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
    </svg>
  );
}

/**
 * The multi-column sorter (spec doc 3 §4): several sorted columns, each with its own direction,
 * reordered by dragging (with the mouse, or from the keyboard: the row's drag button, Enter,
 * arrows, Enter), and removing a column drops it from the sort.
 */
export function MultiColumnSorter({ columns, value, defaultValue = [], onChange }: MultiColumnSorterProps) {
  const intl = useKitIntl(filterMessages);
  const labelId = useId();
  const [uncontrolled, setUncontrolled] = useState<readonly SorterEntry[]>(defaultValue);
  const current = value ?? uncontrolled;
  const change = (next: SorterEntry[]) => {
    if (value === undefined) setUncontrolled(next);
    onChange?.(next);
  };

  const labels = new Map(columns.map((column) => [column.id, column.label]));
  const rows = current.map((entry, index) => ({
    ...entry,
    label: labels.get(entry.id) ?? entry.id,
    position: index + 1,
  }));
  const addable = unsortedColumns(columns, current);
  const removeLabel = intl.formatMessage({ id: 'kit.filters.removeSortColumn' });
  const addLabel = intl.formatMessage({ id: 'kit.filters.addSortColumn' });

  const { dragAndDropHooks } = useDragAndDrop({
    getItems: (keys) => [...keys].map((key) => ({ [DRAG_TYPE]: String(key), 'text/plain': String(key) })),
    acceptedDragTypes: [DRAG_TYPE],
    onReorder: (event) => {
      if (event.target.dropPosition === 'on') return;
      change(
        reorderSortColumns(
          current,
          [...event.keys].map(String),
          String(event.target.key),
          event.target.dropPosition,
        ),
      );
    },
    renderDropIndicator: (target) => <DropIndicator target={target} className={styles.dropIndicator} />,
  });

  return (
    <div className={styles.sorter}>
      <span id={labelId} className={styles.label}>
        {intl.formatMessage({ id: 'kit.filters.sortBy' })}
      </span>
      <GridList
        aria-labelledby={labelId}
        items={rows}
        dragAndDropHooks={dragAndDropHooks}
        className={styles.list}
        renderEmptyState={() => (
          <span className={styles.empty}>{intl.formatMessage({ id: 'kit.filters.noSorting' })}</span>
        )}
      >
        {(row) => {
          const rowLabelId = `${labelId}-${row.id}`;
          const removeId = `${labelId}-${row.id}-remove`;
          return (
            <GridListItem id={row.id} textValue={row.label} className={styles.row}>
              <AriaButton slot="drag" className={styles.handle}>
                <GripIcon />
              </AriaButton>
              <span className={styles.position} aria-hidden="true">
                {intl.formatNumber(row.position)}
              </span>
              <span id={rowLabelId} className={styles.columnLabel}>
                {row.label}
              </span>
              <SortDirectionButton
                size="small"
                direction={row.direction}
                onToggle={() => change(toggleSortColumn(current, row.id))}
              />
              <AriaButton
                id={removeId}
                aria-label={removeLabel}
                aria-labelledby={`${removeId} ${rowLabelId}`}
                className={styles.remove}
                onPress={() => change(removeSortColumn(current, row.id))}
              >
                <CrossIcon />
              </AriaButton>
            </GridListItem>
          );
        }}
      </GridList>
      <MenuTrigger>
        <Button variant="ghost" size="small" isDisabled={addable.length === 0}>
          {addLabel}
        </Button>
        <PopoverSurface placement="bottom start" className={styles.popover}>
          <Menu
            items={addable}
            className={styles.menu}
            onAction={(key) => change(addSortColumn(current, String(key)))}
          >
            {(column) => (
              <MenuItem id={column.id} textValue={column.label} className={styles.menuItem}>
                {column.label}
              </MenuItem>
            )}
          </Menu>
        </PopoverSurface>
      </MenuTrigger>
    </div>
  );
}
