import type { ReactNode } from 'react';
import type { Key } from 'react-aria-components/Tabs';
import { Tab, TabList, TabPanel, Tabs as AriaTabs } from 'react-aria-components/Tabs';
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

/**
 * Tabs (react-aria): arrow keys move between tabs, Home and End jump to the ends; each tab shows
 * its own panel, or, for link tabs, navigates to its route (client-side inside AccrueProvider's
 * `navigate`) with the current route's content as the panel.
 */
export function Tabs({
  items,
  selectedKey,
  defaultSelectedKey,
  onSelectionChange,
  keyboardActivation,
  orientation = 'horizontal',
  children,
  ...labelling
}: TabsProps) {
  const areLinks = items.some((item) => item.href != null);
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
      <TabList {...labelling} className={styles.tabList}>
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
