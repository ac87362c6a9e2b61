import type { ReactNode } from 'react';

import {
  Header,
  Menu,
  MenuItem,
  MenuSection,
  MenuTrigger,
  SubmenuTrigger,
  type MenuItemProps,
} from 'react-aria-components/Menu';
import { PopoverSurface } from '../Popover/PopoverSurface';
import { Autocomplete, useFilter } from 'react-aria-components/Autocomplete';
import { Dialog } from 'react-aria-components/Dialog';
import { TableOptionsButton } from './TableOptionsButton';
import { SearchField } from '../SearchField/SearchField';
import type { ColumnSort, SortDirection } from './state/types';
import * as styles from './DataTable.css';
import { useKitIntl } from '../../i18n/useKitIntl';
import { tableMessages } from '../../i18n/catalogue/table';
import { useOpenedOnMount } from '../../hooks/useOpenedOnMount';

export interface MenuColumn {
  id: string;
  name: string;
  isSortable: boolean;
  isHidable: boolean;
  isVisible: boolean;
}

export interface TableOptionsMenuProps {
  columns: MenuColumn[];
  sorting: ColumnSort[];
  onSortingChange: (sorting: ColumnSort[]) => void;
  onVisibilityChange: (id: string, isVisible: boolean) => void;
  isPinned: boolean;
  onPinnedChange: (isPinned: boolean) => void;
  /**
   * Opens the menu as soon as it is shown: the table renders the menu only once its button was
   * pressed. The button takes the focus first, so that closing the menu gives the focus back to it.
   */
  openOnMount?: boolean;
}

const NO_SORT = '__none';
const SORT_PREFIX = 'sort:';
const PIN = 'pin';

function Check({ isSelected }: { isSelected: boolean }) {
  return (
    <svg viewBox="0 0 14 14" className={styles.menuCheck} aria-hidden="true">
      {isSelected ? <path d="m2.5 7.2 3 3 6-6.4" /> : null}
    </svg>
  );
}

function Item({
  children,
  ...props
}: Omit<MenuItemProps, 'children' | 'className'> & { children: ReactNode }) {
  return (
    <MenuItem {...props} className={styles.menuItem}>
      {({ isSelected, hasSubmenu }) => (
        <>
          <Check isSelected={!hasSubmenu && isSelected} />
          <span>{children}</span>
          {hasSubmenu ? (
            <svg viewBox="0 0 12 12" className={styles.menuChevron} aria-hidden="true">
              <path d="m4 2 4 4-4 4" />
            </svg>
          ) : null}
        </>
      )}
    </MenuItem>
  );
}

/**
 * The table's column menu (spec doc 3 §4, §9): 'Sort by' a column and a direction, 'Show/hide
 * columns' (with a 'Search column' box), and 'Pin first column'.
 */
export function TableOptionsMenu({
  columns,
  sorting,
  onSortingChange,
  onVisibilityChange,
  isPinned,
  onPinnedChange,
  openOnMount = false,
}: TableOptionsMenuProps) {
  const { trigger, isOpen, setOpen } = useOpenedOnMount<HTMLButtonElement>(openOnMount);
  const intl = useKitIntl(tableMessages);
  const { contains } = useFilter({ sensitivity: 'base' });
  const label = intl.formatMessage({ id: 'kit.table.options' });
  const sortable = columns.filter((column) => column.isSortable);
  const hidable = columns.filter((column) => column.isHidable);
  const [sort] = sorting;

  return (
    <MenuTrigger isOpen={isOpen} onOpenChange={setOpen}>
      <TableOptionsButton ref={trigger} />
      <PopoverSurface className={styles.menuPopover} placement="bottom end">
        <Menu className={styles.menu} aria-label={label}>
          {sortable.length > 0 ? (
            <MenuSection
              className={styles.menuSection}
              selectionMode="single"
              disallowEmptySelection
              selectedKeys={[sort ? `${SORT_PREFIX}${sort.id}` : NO_SORT]}
              onSelectionChange={(keys) => {
                const [key] = keys === 'all' ? [] : [...keys];
                const id = String(key ?? NO_SORT);
                onSortingChange(
                  id === NO_SORT
                    ? []
                    : [{ id: id.slice(SORT_PREFIX.length), direction: sort?.direction ?? 'asc' }],
                );
              }}
            >
              <Header className={styles.menuHeader}>{intl.formatMessage({ id: 'kit.table.sortBy' })}</Header>
              <Item id={NO_SORT}>{intl.formatMessage({ id: 'kit.empty.none' })}</Item>
              {sortable.map((column) => (
                <Item key={column.id} id={`${SORT_PREFIX}${column.id}`} textValue={column.name}>
                  {column.name}
                </Item>
              ))}
            </MenuSection>
          ) : null}
          {sort ? (
            <MenuSection
              className={styles.menuSection}
              selectionMode="single"
              disallowEmptySelection
              selectedKeys={[sort.direction]}
              onSelectionChange={(keys) => {
                const [key] = keys === 'all' ? [] : [...keys];
                if (key) onSortingChange([{ id: sort.id, direction: key as SortDirection }]);
              }}
            >
              <Header className={styles.menuHeader}>
                {intl.formatMessage({ id: 'kit.table.sortDirection' })}
              </Header>
              <Item id="asc">{intl.formatMessage({ id: 'kit.table.ascending' })}</Item>
              <Item id="desc">{intl.formatMessage({ id: 'kit.table.descending' })}</Item>
            </MenuSection>
          ) : null}
          <MenuSection
            className={styles.menuSection}
            selectionMode="multiple"
            selectedKeys={isPinned ? [PIN] : []}
            onSelectionChange={(keys) => onPinnedChange(keys === 'all' || keys.has(PIN))}
          >
            {hidable.length > 0 ? (
              <SubmenuTrigger>
                <Item id="columns">{intl.formatMessage({ id: 'kit.table.showHideColumns' })}</Item>
                <PopoverSurface className={styles.menuPopover} placement="end top">
                  <Dialog
                    className={styles.columnsDialog}
                    aria-label={intl.formatMessage({ id: 'kit.table.showHideColumns' })}
                  >
                    <Autocomplete filter={contains}>
                      <SearchField
                        size="small"
                        label={intl.formatMessage({ id: 'kit.table.searchColumn' })}
                        autoFocus
                      />
                      <Menu
                        className={styles.menu}
                        aria-label={intl.formatMessage({ id: 'kit.table.showHideColumns' })}
                        selectionMode="multiple"
                        selectedKeys={hidable.filter((column) => column.isVisible).map((column) => column.id)}
                        onSelectionChange={(keys) => {
                          for (const column of hidable) {
                            const visible = keys === 'all' || keys.has(column.id);
                            if (visible !== column.isVisible) onVisibilityChange(column.id, visible);
                          }
                        }}
                      >
                        {hidable.map((column) => (
                          <Item key={column.id} id={column.id} textValue={column.name}>
                            {column.name}
                          </Item>
                        ))}
                      </Menu>
                    </Autocomplete>
                  </Dialog>
                </PopoverSurface>
              </SubmenuTrigger>
            ) : null}
            <Item id={PIN}>{intl.formatMessage({ id: 'kit.table.pinFirstColumn' })}</Item>
          </MenuSection>
        </Menu>
      </PopoverSurface>
    </MenuTrigger>
  );
}
