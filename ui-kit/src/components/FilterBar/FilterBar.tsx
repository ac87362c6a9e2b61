import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

import { Button as AriaButton } from 'react-aria-components/Button';
import { Button } from '../Button/Button';
import { loadOnce } from '../../lazy/loadOnce';
import { useAfterLoad } from '../../lazy/useAfterLoad';
import {
  addableFilters,
  clearFiltersStatus,
  displayedFilters,
  filterBarReducer,
  filterValuesToClear,
  initFilterBarState,
  type FilterBarAction,
} from './filterBarState';
import * as styles from './FilterBar.css';
import { useKitIntl } from '../../i18n/useKitIntl';
import { filterMessages } from '../../i18n/catalogue/filters';

/** What a filter's value control receives, so it can be labelled by the filter and take focus. */
export interface FilterRenderContext {
  /** The filter's label, for controls that need an `aria-label`. */
  label: string;
  /** The id of the filter's visible label, for `aria-labelledby`. */
  labelId: string;
  /** True right after the user added this filter from the menu: the control should take focus. */
  autoFocus: boolean;
}

/** One filter the caller offers on the bar. */
export interface FilterDefinition {
  id: string;
  label: string;
  /** Renders the value control (a select, a date filter, a search field…). */
  render: (context: FilterRenderContext) => ReactNode;
  /** A static filter is always shown and cannot be removed. */
  isStatic?: boolean;
  /** Whether the filter currently has a value (it is then shown, and 'Clear filters' clears it). */
  hasValue: boolean;
  /** Clears the filter's value. */
  onClear: () => void;
}

export interface FilterBarProps {
  filters: readonly FilterDefinition[];
  /** Optional filters shown at first; 'Clear filters' returns to them. */
  defaultShownFilterIds?: readonly string[];
  /** Called with the optional filters the user has shown, e.g. to remember them. */
  onShownFilterIdsChange?: (ids: readonly string[]) => void;
  /** Accessible name of the bar (a page with several bars should name them). */
  'aria-label'?: string;
}

function CrossIcon() {
  return (
    <svg aria-hidden="true" width="12" height="12" viewBox="0 0 12 12" fill="none">
      <path d="M3 3l6 6M9 3l-6 6" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
    </svg>
  );
}

function PlusIcon() {
  return (
    <svg aria-hidden="true" width="12" height="12" viewBox="0 0 12 12" fill="none">
      <path d="M6 2v8M2 6h8" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
    </svg>
  );
}

/** The keys that open the 'Add filter on' menu from its button, and the item they focus. */
const MENU_KEYS: Partial<Record<string, 'first' | 'last'>> = {
  Enter: 'first',
  ' ': 'first',
  ArrowDown: 'first',
  ArrowUp: 'last',
};

/** The 'Add filter on' menu: react-aria's menu and popover, not needed until the bar's button is pressed. */
export const addFilterMenu = loadOnce(() => import('./AddFilterMenu'));

/**
 * The filter bar (spec doc 3 §4): static filters always shown, optional ones added from the
 * 'Add filters' menu and hidden again with 'Clear filter', and 'Clear filters' to start over.
 * The caller owns every filter's value; the bar owns which optional filters are shown.
 */
export function FilterBar({
  filters,
  defaultShownFilterIds,
  onShownFilterIdsChange,
  'aria-label': ariaLabel,
}: FilterBarProps) {
  const intl = useKitIntl(filterMessages);
  const idPrefix = useId();
  const menuTitleId = `${idPrefix}-menu-title`;
  const [state, setState] = useState(() => initFilterBarState(defaultShownFilterIds));
  const [justAdded, setJustAdded] = useState<string | null>(null);
  const [focusAddButton, setFocusAddButton] = useState(false);
  const addButtonRef = useRef<HTMLButtonElement>(null);
  // The menu open, and where it puts the focus (react-aria's MenuTrigger: the first item when
  // opened from the keyboard, the last from ArrowUp, the menu itself from a pointer).
  const [menuOpen, setMenuOpen] = useState<'first' | 'last' | true | null>(null);
  const afterMenuLoad = useAfterLoad(addFilterMenu, 'filter menu');
  const openMenu = (focus: 'first' | 'last' | true) => afterMenuLoad(() => setMenuOpen(focus));
  const toggleMenu = (focus: 'first' | 'last' | true) => (menuOpen ? setMenuOpen(null) : openMenu(focus));
  const Loaded = addFilterMenu.loaded();

  const dispatch = (action: FilterBarAction) => {
    const toClear = new Set(filterValuesToClear(action, filters));
    const next = filterBarReducer(state, action, filters);
    setState(next);
    if (next.shown !== state.shown) onShownFilterIdsChange?.(next.shown);
    for (const filter of filters) if (toClear.has(filter.id)) filter.onClear();
    // The pressed button disappears (Clear filter) or may become disabled (Clear filters): focus
    // goes to 'Add filters', where the user can bring filters back.
    if (action.type !== 'add') setFocusAddButton(true);
  };

  // autoFocus is a one-off: once the new control has mounted, later renders must not refocus it.
  useEffect(() => {
    if (justAdded !== null) setJustAdded(null);
  }, [justAdded]);

  const clearStatus = clearFiltersStatus(filters, state);
  useEffect(() => {
    if (!focusAddButton) return;
    setFocusAddButton(false);
    if (clearStatus !== 'enabled' || !document.activeElement || document.activeElement === document.body)
      addButtonRef.current?.focus();
  }, [focusAddButton, clearStatus]);

  const displayed = displayedFilters(filters, state);
  const addable = addableFilters(filters, state);
  const hasOptional = filters.some((filter) => !filter.isStatic);
  const clearFilterLabel = intl.formatMessage({ id: 'kit.filters.clearFilter' });

  return (
    <div role="group" aria-label={ariaLabel} className={styles.bar}>
      {displayed.map((filter) => {
        const labelId = `${idPrefix}-${filter.id}-label`;
        const clearId = `${idPrefix}-${filter.id}-clear`;
        return (
          <div
            key={filter.id}
            role="group"
            aria-labelledby={labelId}
            className={styles.filter}
            data-filter-id={filter.id}
            data-static={filter.isStatic || undefined}
            data-has-value={filter.hasValue || undefined}
          >
            <span id={labelId} className={styles.filterLabel}>
              {filter.label}
            </span>
            {filter.render({ label: filter.label, labelId, autoFocus: filter.id === justAdded })}
            {filter.isStatic ? null : (
              <AriaButton
                id={clearId}
                aria-label={clearFilterLabel}
                aria-labelledby={`${clearId} ${labelId}`}
                className={styles.clearFilter}
                onPress={() => dispatch({ type: 'remove', id: filter.id })}
              >
                <CrossIcon />
              </AriaButton>
            )}
          </div>
        );
      })}
      {hasOptional ? (
        <>
          <Button
            ref={addButtonRef}
            variant="ghost"
            size="small"
            isDisabled={addable.length === 0}
            aria-haspopup
            aria-expanded={menuOpen !== null}
            aria-controls={menuOpen !== null ? `${menuTitleId}-menu` : undefined}
            onHoverStart={addFilterMenu.preload}
            onFocus={addFilterMenu.preload}
            // As react-aria's MenuTrigger: a mouse, a pen or a screen reader opens the menu on press
            // start, a touch on press, and Enter, Space, ArrowDown and ArrowUp on key down.
            onPressStart={(event) => {
              if (event.pointerType !== 'touch' && event.pointerType !== 'keyboard')
                openMenu(event.pointerType === 'virtual' ? 'first' : true);
            }}
            onPress={(event) => {
              if (event.pointerType === 'touch') toggleMenu(true);
            }}
            onKeyDown={(event) => {
              const focus = MENU_KEYS[event.key];
              if (!focus || event.ctrlKey || event.metaKey || event.shiftKey)
                return event.continuePropagation();
              event.preventDefault();
              toggleMenu(focus);
            }}
          >
            <PlusIcon />
            {intl.formatMessage({ id: 'kit.filters.addFilters' })}
          </Button>
          {menuOpen !== null && Loaded ? (
            <Loaded.AddFilterMenu
              triggerRef={addButtonRef}
              onClose={() => setMenuOpen(null)}
              autoFocus={menuOpen}
              addable={addable}
              title={intl.formatMessage({ id: 'kit.filters.addFilterOn' })}
              titleId={menuTitleId}
              onAdd={(id) => {
                dispatch({ type: 'add', id });
                setJustAdded(id);
              }}
            />
          ) : null}
        </>
      ) : null}
      {clearStatus === 'hidden' ? null : (
        <Button
          variant="ghost"
          size="small"
          isDisabled={clearStatus === 'disabled'}
          onPress={() => dispatch({ type: 'reset' })}
        >
          {intl.formatMessage({ id: 'kit.filters.clearFilters' })}
        </Button>
      )}
    </div>
  );
}
