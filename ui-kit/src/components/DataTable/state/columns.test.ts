import { describe, expect, it } from 'vitest';
import { columnWidth, orderColumns, pinnedColumns, visibleColumns } from './columns';
import { ACTIONS_COLUMN_ID, DEFAULT_COLUMN_WIDTH, ROW_HEIGHTS } from './types';

const columns = [{ id: 'name' }, { id: 'email' }, { id: 'role', isHidable: false }, { id: 'actions' }];
const ids = (list: { id: string }[]) => list.map((column) => column.id);

describe('column rules', () => {
  it('orders columns by the stored order, unknown ones after in definition order', () => {
    expect(ids(orderColumns(columns, []))).toEqual(['name', 'email', 'role', 'actions']);
    expect(ids(orderColumns(columns, ['role', 'name']))).toEqual(['role', 'name', 'email', 'actions']);
    expect(ids(orderColumns(columns, ['gone', 'email']))).toEqual(['email', 'name', 'role', 'actions']);
  });

  it('hides only hidable columns set to false', () => {
    expect(ids(visibleColumns(columns, { email: false, role: false, name: true }))).toEqual([
      'name',
      'role',
      'actions',
    ]);
  });

  it('is 240 px wide by default, and content-sized at width 0', () => {
    expect(DEFAULT_COLUMN_WIDTH).toBe(240);
    expect(columnWidth({ id: 'a' })).toBe(240);
    expect(columnWidth({ id: 'a', size: { width: 120 } })).toBe(120);
    expect(columnWidth({ id: 'a', size: { width: 0 } })).toBeNull();
  });

  it('has rows of 48 px (medium) and 34 px (small)', () => {
    expect(ROW_HEIGHTS).toEqual({ medium: 48, small: 34 });
  });
});

describe('pinnedColumns', () => {
  it('pins the last column at the end only when it is the actions column', () => {
    expect(ACTIONS_COLUMN_ID).toBe('actions');
    expect(pinnedColumns({ columnIds: ['name', 'actions'], isFirstPinned: false })).toEqual({
      start: [],
      end: 'actions',
    });
    expect(pinnedColumns({ columnIds: ['name', 'email'], isFirstPinned: false }).end).toBeNull();
    expect(pinnedColumns({ columnIds: ['actions', 'name'], isFirstPinned: false }).end).toBeNull();
    expect(
      pinnedColumns({ columnIds: ['name', 'actions'], isFirstPinned: false, pinActionsColumn: false }).end,
    ).toBeNull();
  });

  it('pins the first column, with the selection column before it, when pinning is on', () => {
    expect(pinnedColumns({ columnIds: ['name', 'email'], isFirstPinned: true }).start).toEqual(['name']);
    expect(
      pinnedColumns({ columnIds: ['name', 'email'], isFirstPinned: true, selectionColumnId: '__selection' })
        .start,
    ).toEqual(['__selection', 'name']);
    expect(pinnedColumns({ columnIds: [], isFirstPinned: true })).toEqual({ start: [], end: null });
  });
});
