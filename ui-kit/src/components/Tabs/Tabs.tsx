import {
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import type { Key } from 'react-aria-components/Tabs';
import { useHover } from 'react-aria/useHover';
import { useLink } from 'react-aria/useLink';
import { mergeProps } from 'react-aria/mergeProps';
import { loadOnce } from '../../lazy/loadOnce';
import { useAfterLoad } from '../../lazy/useAfterLoad';
import * as styles from './Tabs.css';

export interface TabItem {
  id: Key;
  label: ReactNode;
  /** Makes the tab a link (a route per tab); the current route's tab is `selectedKey`. */
  href?: string;
  /** The panel shown when this tab is selected; link tabs show the `children` of Tabs instead. */
  content?: ReactNode;
  isDisabled?: boolean;
}

export interface TabsProps {
  items: readonly TabItem[];
  /** Names the tab list (for instance the page section the tabs switch between). */
  'aria-label'?: string;
  'aria-labelledby'?: string;
  /** The selected tab; with link tabs, the tab of the current route. */
  selectedKey?: Key;
  defaultSelectedKey?: Key;
  onSelectionChange?: (key: Key) => void;
  /**
   * 'automatic' selects a tab as arrow keys reach it; 'manual' waits for Enter or Space. Link tabs
   * default to manual, so arrowing through them does not navigate away.
   */
  keyboardActivation?: 'automatic' | 'manual';
  orientation?: 'horizontal' | 'vertical';
  /** Content of the selected link tab's panel (the current route's page). */
  children?: ReactNode;
}

/** What react-aria's tabs do again when they take the stand-in's place (TabsControl). */
export interface TabsTakeOver {
  /** The tab that has the focus (its index), or null when the focus is not in the tab list. */
  focusIndex: number | null;
  /** The keys pressed on the stand-in's tabs while react-aria's were loading, in order. */
  keys: string[];
}

/** react-aria's tabs. */
export const tabsControl = loadOnce(() => import('./TabsControl'));

/** The keys react-aria's tab list acts on; pressed on the stand-in, they are replayed on it. */
const REPLAYED_KEYS = new Set([
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'Home',
  'End',
  'Enter',
  ' ',
]);

/**
 * Tabs: arrow keys move between tabs, Home and End jump to the ends; each tab shows its own panel,
 * or, for link tabs, navigates to its route (client-side inside AccrueProvider's `navigate`) with
 * the current route's content as the panel.
 *
 * Their first render is a light stand-in drawn and named as react-aria's tabs are (roles, ids,
 * `aria-*` and `data-*` attributes, classes), which selects a tab on a press and follows a link
 * tab. react-aria's tabs (their collection, selection and keyboard code) load on hover and take
 * the stand-in's place once the focus enters the tab list, on the same tab, with the keys pressed
 * meanwhile done again on them.
 */
export function Tabs(props: TabsProps) {
  const [isReal, setReal] = useState(false);
  const takeOver = useRef<TabsTakeOver>({ focusIndex: null, keys: [] });
  const isControlled = props.selectedKey !== undefined;
  const [uncontrolled, setUncontrolled] = useState<Key | undefined>(
    () => props.defaultSelectedKey ?? props.items.find((item) => !item.isDisabled)?.id,
  );
  const afterLoad = useAfterLoad(tabsControl, 'tabs');
  const loaded = tabsControl.loaded();

  if (isReal && loaded) {
    const { TabsControl } = loaded;
    return isControlled ? (
      <TabsControl {...props} takeOver={takeOver} />
    ) : (
      <TabsControl {...props} defaultSelectedKey={uncontrolled} takeOver={takeOver} />
    );
  }

  // A task later: a press that began on the stand-in ends on it (a pointerdown selects; the
  // mousedown that follows in the same task moves the focus).
  const swap = () =>
    afterLoad(() => {
      if (takeOver.current.focusIndex !== null) setReal(true);
    });
  const selected = isControlled ? props.selectedKey : uncontrolled;
  return (
    <TabsStandIn
      {...props}
      selected={selected}
      takeOver={takeOver}
      onSelect={(key) => {
        if (key === selected) return;
        if (!isControlled) setUncontrolled(key);
        props.onSelectionChange?.(key);
      }}
      onPreload={tabsControl.preload}
      onSwap={swap}
    />
  );
}

const TABBABLE =
  'input:not([disabled]):not([type="hidden"]),select:not([disabled]),textarea:not([disabled]),' +
  'button:not([disabled]),a[href],area[href],summary,iframe,object,embed,audio[controls],' +
  'video[controls],[contenteditable]:not([contenteditable="false"]),[tabindex]';

/**
 * As react-aria's tab panel: focusable (tabIndex 0) while it holds nothing the Tab key can reach,
 * so that a keyboard user can still get to its content; watched as the content changes.
 */
function usePanelTabIndex(ref: RefObject<HTMLDivElement | null>): number | undefined {
  const [hasTabbable, setHasTabbable] = useState(false);
  useLayoutEffect(() => {
    const panel = ref.current;
    if (!panel) return;
    const check = () =>
      setHasTabbable(
        [...panel.querySelectorAll<HTMLElement>(TABBABLE)].some((el) => el.getAttribute('tabindex') !== '-1'),
      );
    check();
    const observer = new MutationObserver(check);
    observer.observe(panel, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['tabindex', 'disabled', 'href'],
    });
    return () => observer.disconnect();
  }, [ref]);
  return hasTabbable ? undefined : 0;
}

function TabsStandIn({
  items,
  selected,
  orientation = 'horizontal',
  children,
  takeOver,
  onSelect,
  onPreload,
  onSwap,
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledBy,
}: TabsProps & {
  selected: Key | undefined;
  takeOver: RefObject<TabsTakeOver>;
  onSelect: (key: Key) => void;
  onPreload: () => void;
  onSwap: () => void;
}) {
  const listId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const panelTabIndex = usePanelTabIndex(panelRef);
  const current = items.find((item) => item.id === selected);
  const idOf = (key: Key, part: 'tab' | 'tabpanel') => `${listId}-${part}-${String(key)}`;
  // As react-aria: the selected tab is the one the Tab key reaches; without one, the first enabled.
  const tabbable = current && !current.isDisabled ? current.id : items.find((item) => !item.isDisabled)?.id;

  return (
    <div className={styles.tabs} data-orientation={orientation}>
      <div
        id={listId}
        role="tablist"
        aria-label={ariaLabel}
        aria-labelledby={ariaLabelledBy}
        aria-orientation={orientation}
        data-orientation={orientation}
        className={styles.tabList}
        onPointerEnter={onPreload}
        onFocus={(event) => {
          const tabs = [...event.currentTarget.querySelectorAll('[role="tab"]')];
          const index = tabs.indexOf(event.target);
          if (index < 0) return;
          takeOver.current.focusIndex = index;
          onSwap();
        }}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
            takeOver.current = { focusIndex: null, keys: [] };
          }
        }}
        onKeyDown={(event: KeyboardEvent<HTMLDivElement>) => {
          if (!REPLAYED_KEYS.has(event.key) || event.altKey || event.ctrlKey || event.metaKey) return;
          // Enter on a link tab follows the link natively (the stand-in's link handles the click).
          if (event.key === 'Enter' && event.target instanceof HTMLAnchorElement) return;
          event.preventDefault();
          takeOver.current.keys.push(event.key);
        }}
      >
        {items.map((item) => (
          <StandInTab
            key={item.id}
            item={item}
            id={idOf(item.id, 'tab')}
            panelId={idOf(item.id, 'tabpanel')}
            isSelected={item.id === selected}
            isTabbable={item.id === tabbable}
            onSelect={onSelect}
          />
        ))}
      </div>
      {current ? (
        <div
          ref={panelRef}
          id={idOf(current.id, 'tabpanel')}
          aria-labelledby={idOf(current.id, 'tab')}
          tabIndex={panelTabIndex}
          role="tabpanel"
          className={styles.panel}
        >
          {current.content ?? children}
        </div>
      ) : null}
    </div>
  );
}

function StandInTab({
  item,
  id,
  panelId,
  isSelected,
  isTabbable,
  onSelect,
}: {
  item: TabItem;
  id: string;
  panelId: string;
  isSelected: boolean;
  isTabbable: boolean;
  onSelect: (key: Key) => void;
}) {
  const ref = useRef<HTMLAnchorElement & HTMLDivElement>(null);
  const disabled = !!item.isDisabled;
  const { hoverProps, isHovered } = useHover({ isDisabled: disabled });
  // A link tab navigates as react-aria's does: client-side through AccrueProvider's router.
  const { linkProps } = useLink({ href: item.href, isDisabled: disabled || item.href == null }, ref);
  const shared = {
    id,
    role: 'tab',
    className: styles.tab,
    'data-key': String(item.id),
    'aria-selected': isSelected,
    'aria-disabled': disabled || undefined,
    'aria-controls': isSelected ? panelId : undefined,
    tabIndex: disabled ? undefined : isTabbable ? 0 : -1,
    'data-selected': isSelected || undefined,
    'data-disabled': disabled || undefined,
    'data-hovered': isHovered || undefined,
    // As react-aria: a mouse selects on press; a touch, a pen or a screen reader on click.
    onPointerDown: (event: PointerEvent) => {
      if (!disabled && event.button === 0 && event.pointerType === 'mouse') onSelect(item.id);
    },
    onClick: () => {
      if (!disabled) onSelect(item.id);
    },
  };
  if (item.href != null) {
    return (
      <a {...mergeProps(linkProps, hoverProps, shared)} ref={ref} href={item.href}>
        {item.label}
      </a>
    );
  }
  return (
    <div {...mergeProps(hoverProps, shared)} ref={ref}>
      {item.label}
    </div>
  );
}
