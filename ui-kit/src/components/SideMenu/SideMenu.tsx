import { useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

import { Button as AriaButton } from 'react-aria-components/Button';
import { Disclosure, DisclosurePanel } from 'react-aria-components/Disclosure';
import { Link as AriaLink } from 'react-aria-components/Link';
import { SearchField } from 'react-aria-components/SearchField';
import { Input } from 'react-aria-components/Input';
import { Tooltip, TooltipTrigger } from 'react-aria-components/Tooltip';
import {
  filterSideMenu,
  isSection,
  sectionOf,
  shouldShowSearch,
  type SideMenuGroup,
  type SideMenuItem,
  type SideMenuSection,
} from './sideMenuModel';
import * as styles from './SideMenu.css';

export type {
  SideMenuGroup,
  SideMenuItem,
  SideMenuSection,
  SideMenuEntry,
  SideMenuItemAction,
} from './sideMenuModel';
import { useKitIntl } from '../../i18n/useKitIntl';
import { displayMessages } from '../../i18n/catalogue/display';

export interface SideMenuProps {
  groups: readonly SideMenuGroup[];
  /** The id of the current page's item: it is marked aria-current and its section opens. */
  currentId?: string | null;
  /** Names the navigation landmark (default 'Menu'). */
  'aria-label'?: string;
  /** Level of the group headings (default 2). */
  headingLevel?: 2 | 3 | 4;
}

/** Menu targets that the arrow keys move between (items and section buttons, not item actions). */
const TARGET = '[data-menu-target]';

function visibleTargets(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(TARGET)).filter(
    (element) => !element.hasAttribute('data-disabled') && !element.closest('[hidden], [aria-hidden="true"]'),
  );
}

function Chevron() {
  return (
    <svg viewBox="0 0 12 12" aria-hidden="true" className={styles.chevron} fill="none">
      <path d="m4.5 2.5 3.5 3.5-3.5 3.5" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
    </svg>
  );
}

function MoreIcon() {
  return (
    <svg viewBox="0 0 16 16" aria-hidden="true" width="16" height="16" fill="currentColor">
      <circle cx="3.5" cy="8" r="1.25" />
      <circle cx="8" cy="8" r="1.25" />
      <circle cx="12.5" cy="8" r="1.25" />
    </svg>
  );
}

function ItemRow({ item, isCurrent }: { item: SideMenuItem; isCurrent: boolean }) {
  const content: ReactNode = (
    <>
      {item.icon ? (
        <span aria-hidden="true" className={styles.icon}>
          {item.icon}
        </span>
      ) : null}
      <span className={styles.label}>{item.label}</span>
    </>
  );
  const shared = {
    className: styles.item,
    isDisabled: item.isDisabled,
    onPress: item.onPress,
    'data-menu-target': '',
    'data-dimmed': item.isDimmed || undefined,
  };
  const control =
    item.href != null ? (
      <AriaLink {...shared} href={item.href} aria-current={isCurrent ? 'page' : undefined}>
        {content}
      </AriaLink>
    ) : (
      <AriaButton {...shared} aria-current={isCurrent ? 'true' : undefined}>
        {content}
      </AriaButton>
    );
  return (
    <li className={styles.row} data-item-id={item.id}>
      {item.tooltip != null ? (
        <TooltipTrigger delay={500}>
          {control}
          <Tooltip placement="end" offset={8} className={styles.tooltip}>
            {item.tooltip}
          </Tooltip>
        </TooltipTrigger>
      ) : (
        control
      )}
      {item.action ? (
        <AriaButton
          aria-label={item.action.label}
          onPress={item.action.onPress}
          isDisabled={item.action.isDisabled || item.isDisabled}
          className={styles.action}
        >
          {item.action.icon ?? <MoreIcon />}
        </AriaButton>
      ) : null}
    </li>
  );
}

function SectionRow({
  section,
  currentId,
  isExpanded,
  onExpandedChange,
}: {
  section: SideMenuSection;
  currentId: string | null | undefined;
  isExpanded: boolean;
  onExpandedChange: (isExpanded: boolean) => void;
}) {
  const holdsCurrent = section.items.some((item) => item.id === currentId);
  return (
    <li data-section-id={section.id}>
      <Disclosure isExpanded={isExpanded} onExpandedChange={onExpandedChange}>
        <AriaButton
          slot="trigger"
          className={styles.sectionTrigger}
          data-menu-target=""
          data-section-trigger=""
          data-current-ancestor={holdsCurrent || undefined}
        >
          {section.icon ? (
            <span aria-hidden="true" className={styles.icon}>
              {section.icon}
            </span>
          ) : null}
          <span className={styles.label}>{section.label}</span>
          <Chevron />
        </AriaButton>
        <DisclosurePanel className={styles.panel}>
          <ul className={styles.nestedList}>
            {section.items.map((item) => (
              <ItemRow key={item.id} item={item} isCurrent={item.id === currentId} />
            ))}
          </ul>
        </DisclosurePanel>
      </Disclosure>
    </li>
  );
}

/**
 * The side menu (spec doc 1 §2.5): groups under headings, collapsible sections, items that are
 * links or buttons (disabled, dimmed, with a tooltip or a secondary action). Above 6 items a
 * search input filters them (doc 3 §5). The arrow keys move between entries, Home and End jump to
 * the ends, Right and Left open and close sections; Tab also reaches each item's action.
 */
export function SideMenu({ groups, currentId, headingLevel = 2, ...props }: SideMenuProps) {
  const intl = useKitIntl(displayMessages);
  const baseId = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => {
    const open = new Set<string>();
    for (const group of groups)
      for (const entry of group.items) if (isSection(entry) && entry.defaultExpanded) open.add(entry.id);
    const current = currentId != null ? sectionOf(groups, currentId) : undefined;
    if (current) open.add(current);
    return open;
  });
  // While searching, every section with a match opens; one the user closes stays closed until the
  // query changes.
  const [closedWhileSearching, setClosedWhileSearching] = useState<ReadonlySet<string>>(new Set());

  const hasSearch = shouldShowSearch(groups);
  const searching = hasSearch && query.trim() !== '';
  const shown = useMemo(
    () => (searching ? filterSideMenu(groups, query, intl.locale) : groups),
    [groups, query, searching, intl.locale],
  );

  const isExpanded = (id: string) => (searching ? !closedWhileSearching.has(id) : expanded.has(id));
  const setSectionExpanded = (id: string, open: boolean) => {
    const toggle = (set: ReadonlySet<string>, add: boolean) => {
      const next = new Set(set);
      if (add) next.add(id);
      else next.delete(id);
      return next;
    };
    if (searching) setClosedWhileSearching((set) => toggle(set, !open));
    else setExpanded((set) => toggle(set, open));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const root = listRef.current;
    if (!root || event.altKey || event.ctrlKey || event.metaKey) return;
    const targets = visibleTargets(root);
    if (targets.length === 0) return;
    if (event.target === searchRef.current) {
      if (event.key === 'ArrowDown') {
        event.preventDefault();
        targets[0]!.focus();
      }
      return;
    }
    const active = document.activeElement as HTMLElement | null;
    const index = active ? targets.indexOf(active) : -1;
    if (index === -1) return;
    const focus = (next: HTMLElement | undefined) => {
      event.preventDefault();
      next?.focus();
    };
    const sectionId = active!.closest('[data-section-id]')?.getAttribute('data-section-id');
    const onTrigger = active!.hasAttribute('data-section-trigger');
    switch (event.key) {
      case 'ArrowDown':
        return focus(targets[index + 1] ?? targets[index]);
      case 'ArrowUp':
        if (index === 0 && searchRef.current) return focus(searchRef.current);
        return focus(targets[index - 1] ?? targets[index]);
      case 'Home':
        return focus(targets[0]);
      case 'End':
        return focus(targets[targets.length - 1]);
      case 'ArrowRight':
        if (onTrigger && sectionId && !isExpanded(sectionId)) {
          event.preventDefault();
          setSectionExpanded(sectionId, true);
        }
        return;
      case 'ArrowLeft':
        if (!sectionId) return;
        if (onTrigger) {
          if (isExpanded(sectionId)) {
            event.preventDefault();
            setSectionExpanded(sectionId, false);
          }
          return;
        }
        // From an item inside a section, Left goes back to the section's button.
        return focus(
          root.querySelector<HTMLElement>(
            `[data-section-id="${CSS.escape(sectionId)}"] [data-section-trigger]`,
          ) ?? undefined,
        );
    }
  };

  const Heading = `h${headingLevel}` as const;

  return (
    <nav
      aria-label={props['aria-label'] ?? intl.formatMessage({ id: 'kit.display.sideMenu.label' })}
      className={styles.nav}
      onKeyDown={onKeyDown}
    >
      {hasSearch ? (
        <>
          <SearchField
            value={query}
            onChange={(value) => {
              setQuery(value);
              setClosedWhileSearching(new Set());
            }}
            aria-label={intl.formatMessage({ id: 'kit.display.sideMenu.search' })}
            className={styles.search}
          >
            <Input
              ref={searchRef}
              className={styles.searchInput}
              placeholder={intl.formatMessage({ id: 'kit.display.sideMenu.search' })}
            />
          </SearchField>
          <p
            role="status"
            className={searching && shown.length === 0 ? styles.noMatch : styles.visuallyHidden}
          >
            {searching && shown.length === 0
              ? intl.formatMessage({ id: 'kit.display.sideMenu.noMatch' }, { value: query.trim() })
              : null}
          </p>
        </>
      ) : null}
      <div ref={listRef} className={styles.groups}>
        {shown.map((group) => {
          const headingId = `${baseId}-${group.id}`;
          return (
            <div
              key={group.id}
              role={group.label != null ? 'group' : undefined}
              aria-labelledby={group.label != null ? headingId : undefined}
              className={styles.group}
              data-group-id={group.id}
            >
              {group.label != null ? (
                <Heading id={headingId} className={styles.groupHeading}>
                  {group.label}
                </Heading>
              ) : null}
              <ul className={styles.list}>
                {group.items.map((entry) =>
                  isSection(entry) ? (
                    <SectionRow
                      key={entry.id}
                      section={entry}
                      currentId={currentId}
                      isExpanded={isExpanded(entry.id)}
                      onExpandedChange={(open) => setSectionExpanded(entry.id, open)}
                    />
                  ) : (
                    <ItemRow key={entry.id} item={entry} isCurrent={entry.id === currentId} />
                  ),
                )}
              </ul>
            </div>
          );
        })}
      </div>
    </nav>
  );
}
