import type { ReactNode } from 'react';

/** Spec doc 3 §5: the side menu's search input is hidden when there are 6 or fewer items. */
export const SIDE_MENU_SEARCH_THRESHOLD = 6;

/** A secondary button on an item, such as 'New report' next to Reports. */
export interface SideMenuItemAction {
  /** The button's accessible name (it shows only an icon). */
  label: string;
  icon?: ReactNode;
  onPress: () => void;
  isDisabled?: boolean;
}

/** One entry of the menu: a link when it has `href`, otherwise a button. */
export interface SideMenuItem {
  id: string;
  label: ReactNode;
  /** The text search matches against, when `label` is not plain text. */
  textValue?: string;
  icon?: ReactNode;
  href?: string;
  onPress?: () => void;
  isDisabled?: boolean;
  /** Shown as less important (muted) but still usable, for instance an unconfigured feature. */
  isDimmed?: boolean;
  /** Shown on hover and keyboard focus. */
  tooltip?: ReactNode;
  action?: SideMenuItemAction;
}

/** A collapsible section (a disclosure) grouping items under a heading button. */
export interface SideMenuSection {
  id: string;
  label: ReactNode;
  textValue?: string;
  icon?: ReactNode;
  items: readonly SideMenuItem[];
  /** Open at first; a section holding the current item always opens at first. */
  defaultExpanded?: boolean;
}

export type SideMenuEntry = SideMenuItem | SideMenuSection;

/** A group of entries, optionally under a heading (spec doc 1 §2.5: Root, Management, Admin). */
export interface SideMenuGroup {
  id: string;
  label?: ReactNode;
  textValue?: string;
  items: readonly SideMenuEntry[];
}

export function isSection(entry: SideMenuEntry): entry is SideMenuSection {
  return 'items' in entry && Array.isArray(entry.items);
}

/** The searchable text of an item, section or group. */
export function textOf(node: { label?: ReactNode; textValue?: string }): string {
  if (node.textValue != null) return node.textValue;
  return typeof node.label === 'string' || typeof node.label === 'number' ? String(node.label) : '';
}

/** How many items (links and buttons, inside sections too) the menu holds. */
export function countItems(groups: readonly SideMenuGroup[]): number {
  return groups.reduce(
    (total, group) =>
      total + group.items.reduce((sum, entry) => sum + (isSection(entry) ? entry.items.length : 1), 0),
    0,
  );
}

/** Whether the menu shows its search input: only above 6 items (spec doc 3 §5). */
export function shouldShowSearch(groups: readonly SideMenuGroup[]): boolean {
  return countItems(groups) > SIDE_MENU_SEARCH_THRESHOLD;
}

/**
 * The menu narrowed to a search: a case-insensitive text match (spec doc 3 §5). An item stays when
 * its text contains the query; a section or group whose own title matches keeps all its items;
 * sections and groups left empty disappear. A blank query keeps everything.
 */
export function filterSideMenu(
  groups: readonly SideMenuGroup[],
  query: string,
  locale?: string,
): SideMenuGroup[] {
  const needle = query.trim().toLocaleLowerCase(locale);
  if (!needle) return [...groups];
  const matches = (node: { label?: ReactNode; textValue?: string }) =>
    textOf(node).toLocaleLowerCase(locale).includes(needle);

  const result: SideMenuGroup[] = [];
  for (const group of groups) {
    if (matches(group)) {
      result.push(group);
      continue;
    }
    const items: SideMenuEntry[] = [];
    for (const entry of group.items) {
      if (!isSection(entry)) {
        if (matches(entry)) items.push(entry);
      } else if (matches(entry)) {
        items.push(entry);
      } else {
        const inner = entry.items.filter(matches);
        if (inner.length > 0) items.push({ ...entry, items: inner });
      }
    }
    if (items.length > 0) result.push({ ...group, items });
  }
  return result;
}

/** The id of the section holding an item, if any. */
export function sectionOf(groups: readonly SideMenuGroup[], itemId: string): string | undefined {
  for (const group of groups)
    for (const entry of group.items)
      if (isSection(entry) && entry.items.some((item) => item.id === itemId)) return entry.id;
  return undefined;
}
