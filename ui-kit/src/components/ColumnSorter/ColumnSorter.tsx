import { useState } from 'react';

import { Button, Label, ListBox, ListBoxItem, Select, SelectValue } from 'react-aria-components/Select';
import { PopoverSurface } from '../Popover/PopoverSurface';
import type { Key } from 'react-aria-components/Select';
import { SortDirectionButton } from './SortDirectionButton';
import { chooseSortColumn, toggleSortDirection, type SorterColumn, type SorterEntry } from './sorting';
import * as styles from './ColumnSorter.css';
import { useKitIntl } from '../../i18n/useKitIntl';
import { filterMessages } from '../../i18n/catalogue/filters';

export interface ColumnSorterProps {
  /** The sortable columns. */
  columns: readonly SorterColumn[];
  /** The sort (controlled); null when unsorted. */
  value?: SorterEntry | null;
  /** The initial sort (uncontrolled). */
  defaultValue?: SorterEntry | null;
  onChange?: (value: SorterEntry | null) => void;
  isDisabled?: boolean;
}

// The "No sorting" option's key: a string no column id is expected to be.
const NO_SORTING = '__accrue-no-sorting__';

function ChevronIcon() {
  return (
    <svg aria-hidden="true" width="12" height="12" viewBox="0 0 12 12" fill="none">
      <path d="M3 4.5l3 3 3-3" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
    </svg>
  );
}

/**
 * The single-column sorter (spec doc 3 §4): one column at a time, chosen under 'Sort by', sorted
 * ascending by default, with an ascending/descending toggle.
 */
export function ColumnSorter({
  columns,
  value,
  defaultValue = null,
  onChange,
  isDisabled,
}: ColumnSorterProps) {
  const intl = useKitIntl(filterMessages);
  const [uncontrolled, setUncontrolled] = useState<SorterEntry | null>(defaultValue);
  const current = value === undefined ? uncontrolled : value;
  const change = (next: SorterEntry | null) => {
    if (next === current) return;
    if (value === undefined) setUncontrolled(next);
    onChange?.(next);
  };
  const items = [{ id: NO_SORTING, label: intl.formatMessage({ id: 'kit.filters.noSorting' }) }, ...columns];

  return (
    <div className={styles.sorter}>
      <Select
        className={styles.select}
        value={current?.id ?? NO_SORTING}
        onChange={(key: Key | null) =>
          change(chooseSortColumn(current, key === null || key === NO_SORTING ? null : String(key)))
        }
        isDisabled={isDisabled}
      >
        <Label className={styles.label}>{intl.formatMessage({ id: 'kit.filters.sortBy' })}</Label>
        <Button className={styles.trigger}>
          <SelectValue className={styles.value} />
          <ChevronIcon />
        </Button>
        <PopoverSurface className={styles.popover} placement="bottom start">
          <ListBox className={styles.listBox} items={items}>
            {(item) => (
              <ListBoxItem id={item.id} textValue={item.label} className={styles.option}>
                {item.label}
              </ListBoxItem>
            )}
          </ListBox>
        </PopoverSurface>
      </Select>
      <SortDirectionButton
        direction={current?.direction ?? 'asc'}
        isDisabled={isDisabled || current === null}
        onToggle={() => change(toggleSortDirection(current))}
      />
    </div>
  );
}
