import { forwardRef } from 'react';
import { Button, type ButtonProps } from '../Button/Button';
import { useKitIntl } from '../../i18n/useKitIntl';
import { tableMessages } from '../../i18n/catalogue/table';

/**
 * The 'Table options' button. The table shows it alone until it is first pressed, and the menu
 * (react-aria's menus, submenus, autocomplete and popovers) then loads and takes it over, so a
 * table's first screen does not download a menu nobody has opened yet.
 */
export const TableOptionsButton = forwardRef<HTMLButtonElement, Omit<ButtonProps, 'children'>>(
  function TableOptionsButton(props, ref) {
    const intl = useKitIntl(tableMessages);
    return (
      <Button
        ref={ref}
        variant="ghost"
        size="small"
        aria-label={intl.formatMessage({ id: 'kit.table.options' })}
        {...props}
      >
        <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
          <path d="M2 4h12M2 8h12M2 12h12" stroke="currentColor" strokeWidth="1.5" />
          <circle cx="5" cy="4" r="1.6" fill="currentColor" />
          <circle cx="11" cy="8" r="1.6" fill="currentColor" />
          <circle cx="7" cy="12" r="1.6" fill="currentColor" />
        </svg>
      </Button>
    );
  },
);

/** Loads the menu module (once; a second call gets the same promise). */
export const loadTableOptionsMenu = () => import('./TableOptionsMenu');
