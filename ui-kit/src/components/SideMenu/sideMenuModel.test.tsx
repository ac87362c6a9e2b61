import { describe, expect, it } from 'vitest';
import {
  SIDE_MENU_SEARCH_THRESHOLD,
  countItems,
  filterSideMenu,
  sectionOf,
  shouldShowSearch,
  textOf,
  type SideMenuGroup,
  type SideMenuItem,
} from './sideMenuModel';

const item = (id: string, label = id): SideMenuItem => ({ id, label, href: `/${id}` });
const items = (count: number) =>
  Array.from({ length: count }, (_, i) => item(`item-${i + 1}`, `Item ${i + 1}`));

const menu: SideMenuGroup[] = [
  { id: 'root', items: [item('home', 'Home'), item('statements', 'Statements'), item('reports', 'Reports')] },
  {
    id: 'admin',
    label: 'Admin',
    items: [
      item('designer', 'Designer'),
      {
        id: 'data',
        label: 'Data',
        items: [
          item('connectors', 'Connectors'),
          item('objects', 'Custom objects'),
          item('imports', 'Imports'),
        ],
      },
      { id: 'audit', label: <b>Audit</b>, textValue: 'Audit log', href: '/audit' },
    ],
  },
];

describe('search threshold', () => {
  it('is 6 items', () => {
    expect(SIDE_MENU_SEARCH_THRESHOLD).toBe(6);
  });

  it('counts items inside sections, not the sections themselves', () => {
    expect(countItems(menu)).toBe(8);
    expect(countItems([])).toBe(0);
  });

  it('hides the search at 6 or fewer items and shows it from 7', () => {
    expect(shouldShowSearch([{ id: 'g', items: items(5) }])).toBe(false);
    expect(shouldShowSearch([{ id: 'g', items: items(6) }])).toBe(false);
    expect(shouldShowSearch([{ id: 'g', items: items(7) }])).toBe(true);
    expect(
      shouldShowSearch([
        { id: 'a', items: items(3) },
        { id: 'b', items: [{ id: 's', label: 'S', items: items(4) }] },
      ]),
    ).toBe(true);
  });
});

describe('filterSideMenu', () => {
  const ids = (groups: SideMenuGroup[]) =>
    groups.map((group) => [
      group.id,
      group.items.map((entry) => ('items' in entry ? [entry.id, entry.items.map((i) => i.id)] : entry.id)),
    ]);

  it('keeps everything for a blank query', () => {
    expect(filterSideMenu(menu, '')).toEqual(menu);
    expect(filterSideMenu(menu, '   ')).toEqual(menu);
  });

  it('matches case-insensitively anywhere in the text', () => {
    expect(ids(filterSideMenu(menu, 'REPO'))).toEqual([['root', ['reports']]]);
    expect(ids(filterSideMenu(menu, 'ts'))).toEqual([
      ['root', ['statements', 'reports']],
      ['admin', [['data', ['objects', 'imports']]]],
    ]);
  });

  it('narrows sections to their matching items and drops empty sections and groups', () => {
    expect(ids(filterSideMenu(menu, 'objects'))).toEqual([['admin', [['data', ['objects']]]]]);
    expect(filterSideMenu(menu, 'nothing like this')).toEqual([]);
  });

  it('keeps a whole section or group whose title matches', () => {
    expect(ids(filterSideMenu(menu, 'data'))).toEqual([
      ['admin', [['data', ['connectors', 'objects', 'imports']]]],
    ]);
    expect(ids(filterSideMenu(menu, 'admin'))).toEqual([
      ['admin', ['designer', ['data', ['connectors', 'objects', 'imports']], 'audit']],
    ]);
  });

  it('matches the text value of a label that is not plain text', () => {
    expect(ids(filterSideMenu(menu, 'log'))).toEqual([['admin', ['audit']]]);
    expect(textOf({ label: <b>Audit</b> })).toBe('');
  });

  it('lowercases in the given locale', () => {
    const turkish: SideMenuGroup[] = [{ id: 'g', items: [item('i', 'İthalat')] }];
    expect(filterSideMenu(turkish, 'ithalat', 'tr')).toHaveLength(1);
  });
});

describe('sectionOf', () => {
  it('finds the section holding an item', () => {
    expect(sectionOf(menu, 'imports')).toBe('data');
    expect(sectionOf(menu, 'home')).toBeUndefined();
  });
});
