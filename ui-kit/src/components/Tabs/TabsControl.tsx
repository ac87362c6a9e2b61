import { useLayoutEffect, useRef, type RefObject } from 'react';
import { Tab, TabList, TabPanel, Tabs as AriaTabs } from 'react-aria-components/Tabs';
import type { TabsProps, TabsTakeOver } from './Tabs';
import * as styles from './Tabs.css';

/**
 * What the stand-in saw before react-aria's tabs were loaded, done again on them: the focus on the
 * same tab, then the keys pressed meanwhile (arrows, Home, End, Enter, Space), in order, one a task.
 */
function useTakeOver(
  listRef: RefObject<HTMLDivElement | null>,
  takeOver: RefObject<TabsTakeOver> | undefined,
) {
  const done = useRef(false);
  useLayoutEffect(() => {
    if (!takeOver || done.current) return;
    done.current = true;
    const { focusIndex, keys } = takeOver.current;
    takeOver.current = { focusIndex: null, keys: [] };
    if (focusIndex === null) return;
    // react-aria builds its collection first, then renders the tabs: they may be a render or two
    // away, and the first ones drawn may be replaced (the focus then falls to the body: set again).
    let index = focusIndex;
    let waits = 0;
    const tabs = () => [...(listRef.current?.querySelectorAll<HTMLElement>('[role="tab"]') ?? [])];
    const step = (rest: string[]) => {
      const tab = tabs()[index];
      if (!tab) {
        if (waits++ < 50) setTimeout(() => step(rest));
        return;
      }
      const active = document.activeElement;
      if (!active || active === document.body) tab.focus();
      else if (!listRef.current?.contains(active)) return; // the focus went elsewhere meanwhile
      const [key, ...next] = rest;
      if (key === undefined) return;
      const target = document.activeElement as HTMLElement;
      target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
      target.dispatchEvent(new KeyboardEvent('keyup', { key, bubbles: true, cancelable: true }));
      // One key a task, as typed: react-aria moves the focus to the tab a key reached in an effect.
      setTimeout(() => {
        const reached = tabs().indexOf(document.activeElement as HTMLElement);
        if (reached >= 0) index = reached;
        step(next);
      });
    };
    step(keys);
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- once, on mount
}

/**
 * Tabs (react-aria): arrow keys move between tabs, Home and End jump to the ends; each tab shows
 * its own panel, or, for link tabs, navigates to its route (client-side inside AccrueProvider's
 * `navigate`) with the current route's content as the panel. The kit's Tabs shows them in place of
 * its stand-in once the focus first enters the tab list.
 */
export function TabsControl({
  items,
  selectedKey,
  defaultSelectedKey,
  onSelectionChange,
  keyboardActivation,
  orientation = 'horizontal',
  children,
  takeOver,
  ...labelling
}: TabsProps & { takeOver?: RefObject<TabsTakeOver> }) {
  const areLinks = items.some((item) => item.href != null);
  const listRef = useRef<HTMLDivElement>(null);
  useTakeOver(listRef, takeOver);
  return (
    <AriaTabs
      className={styles.tabs}
      selectedKey={selectedKey}
      defaultSelectedKey={defaultSelectedKey}
      onSelectionChange={onSelectionChange}
      keyboardActivation={keyboardActivation ?? (areLinks ? 'manual' : 'automatic')}
      orientation={orientation}
      disabledKeys={items.filter((item) => item.isDisabled).map((item) => item.id)}
    >
      <TabList {...labelling} ref={listRef} className={styles.tabList}>
        {items.map((item) => (
          <Tab key={item.id} id={item.id} href={item.href} className={styles.tab}>
            {item.label}
          </Tab>
        ))}
      </TabList>
      {/* Every tab has a panel, so the selected tab's aria-controls always points at one. */}
      {items.map((item) => (
        <TabPanel key={item.id} id={item.id} className={styles.panel}>
          {item.content ?? children}
        </TabPanel>
      ))}
    </AriaTabs>
  );
}
