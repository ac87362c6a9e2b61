import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SORTER_DIRECTION,
  addSortColumn,
  chooseSortColumn,
  oppositeDirection,
  removeSortColumn,
  reorderSortColumns,
  toggleSortColumn,
  toggleSortDirection,
  unsortedColumns,
  type SorterEntry,
} from './sorting';

const sorting: SorterEntry[] = [
  { id: 'name', direction: 'asc' },
  { id: 'amount', direction: 'desc' },
  { id: 'date', direction: 'asc' },
  { id: 'team', direction: 'asc' },
];
const order = (entries: readonly SorterEntry[]) => entries.map((entry) => entry.id);

describe('single-column sorting', () => {
  it('sorts a newly chosen column ascending', () => {
    expect(DEFAULT_SORTER_DIRECTION).toBe('asc');
    expect(chooseSortColumn(null, 'name')).toEqual({ id: 'name', direction: 'asc' });
    expect(chooseSortColumn({ id: 'name', direction: 'desc' }, 'amount')).toEqual({
      id: 'amount',
      direction: 'asc',
    });
  });

  it('keeps the direction when the same column is chosen again, and removes the sort on none', () => {
    const value: SorterEntry = { id: 'name', direction: 'desc' };
    expect(chooseSortColumn(value, 'name')).toBe(value);
    expect(chooseSortColumn(value, null)).toBeNull();
  });

  it('toggles between ascending and descending', () => {
    expect(oppositeDirection('asc')).toBe('desc');
    expect(oppositeDirection('desc')).toBe('asc');
    expect(toggleSortDirection({ id: 'name', direction: 'asc' })).toEqual({ id: 'name', direction: 'desc' });
    expect(toggleSortDirection({ id: 'name', direction: 'desc' })).toEqual({ id: 'name', direction: 'asc' });
    expect(toggleSortDirection(null)).toBeNull();
  });
});

describe('multi-column sorting', () => {
  it('adds a column last, ascending, once', () => {
    expect(addSortColumn(sorting.slice(0, 1), 'date')).toEqual([
      { id: 'name', direction: 'asc' },
      { id: 'date', direction: 'asc' },
    ]);
    expect(order(addSortColumn(sorting, 'name'))).toEqual(['name', 'amount', 'date', 'team']);
  });

  it('drops a removed column from the sort', () => {
    expect(order(removeSortColumn(sorting, 'amount'))).toEqual(['name', 'date', 'team']);
    expect(removeSortColumn(sorting, 'missing')).toEqual(sorting);
  });

  it('toggles one column direction only', () => {
    expect(toggleSortColumn(sorting, 'amount')).toEqual([
      { id: 'name', direction: 'asc' },
      { id: 'amount', direction: 'asc' },
      { id: 'date', direction: 'asc' },
      { id: 'team', direction: 'asc' },
    ]);
  });

  it('reorders dragged columns before or after the target, keeping their directions', () => {
    expect(order(reorderSortColumns(sorting, ['team'], 'name', 'before'))).toEqual([
      'team',
      'name',
      'amount',
      'date',
    ]);
    expect(order(reorderSortColumns(sorting, ['name'], 'date', 'after'))).toEqual([
      'amount',
      'date',
      'name',
      'team',
    ]);
    expect(order(reorderSortColumns(sorting, new Set(['name', 'amount']), 'team', 'after'))).toEqual([
      'date',
      'team',
      'name',
      'amount',
    ]);
    expect(reorderSortColumns(sorting, ['amount'], 'team', 'after')[3]).toEqual({
      id: 'amount',
      direction: 'desc',
    });
  });

  it('ignores a drop onto a dragged column or an unknown target', () => {
    expect(reorderSortColumns(sorting, ['name'], 'name', 'after')).toEqual(sorting);
    expect(reorderSortColumns(sorting, ['name'], 'missing', 'after')).toEqual(sorting);
  });

  it('offers the columns not sorted yet, in column order', () => {
    const columns = [
      { id: 'name', label: 'Name' },
      { id: 'amount', label: 'Amount' },
      { id: 'region', label: 'Region' },
    ];
    expect(unsortedColumns(columns, sorting.slice(0, 1)).map((c) => c.id)).toEqual(['amount', 'region']);
  });
});
