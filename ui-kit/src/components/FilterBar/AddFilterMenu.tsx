import type { RefObject } from 'react';
import { Menu, MenuItem } from 'react-aria-components/Menu';
import { PopoverSurface } from '../Popover/PopoverSurface';
import type { FilterDefinition } from './FilterBar';
import * as styles from './FilterBar.css';

export interface AddFilterMenuProps {
  /** The bar's 'Add filters' button, which the menu is placed against and gives the focus back to. */
  triggerRef: RefObject<HTMLButtonElement | null>;
  onClose: () => void;
  /** Where the focus goes when it opens: the first item from a key, the last from ArrowUp. */
  autoFocus: 'first' | 'last' | true;
  addable: readonly FilterDefinition[];
  /** The menu's title, which names it: "Add filter on" Role, Currency… */
  title: string;
  titleId: string;
  onAdd: (id: string) => void;
}

/**
 * The 'Add filter on' menu (react-aria's menu, popover and overlay code), loaded when the bar's
 * 'Add filters' button is first hovered, focused or pressed. The button stays the bar's own (the
 * same element before and after): the bar does what react-aria's MenuTrigger would (aria-expanded,
 * opening on press or ArrowDown/ArrowUp), so that nothing of the menu is in the first download.
 */
export function AddFilterMenu({
  triggerRef,
  onClose,
  autoFocus,
  addable,
  title,
  titleId,
  onAdd,
}: AddFilterMenuProps) {
  return (
    <PopoverSurface
      triggerRef={triggerRef}
      trigger="MenuTrigger"
      isOpen
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
      placement="bottom start"
      className={styles.popover}
    >
      <div id={titleId} className={styles.menuTitle}>
        {title}
      </div>
      <Menu
        id={`${titleId}-menu`}
        aria-labelledby={titleId}
        autoFocus={autoFocus}
        items={addable}
        className={styles.menu}
        onAction={(key) => onAdd(String(key))}
        onClose={onClose}
      >
        {(filter) => (
          <MenuItem id={filter.id} textValue={filter.label} className={styles.menuItem}>
            {filter.label}
          </MenuItem>
        )}
      </Menu>
    </PopoverSurface>
  );
}
