import { describe, expect, it } from 'vitest';
import { getSelectAllState, keepSelectable, showsBulkActions, toggleSelectAll } from './selection';

const selectable = ['a', 'b', 'c'];

describe('row selection', () => {
  it('is unchecked with nothing selected, indeterminate when partial, checked when complete', () => {
    expect(getSelectAllState(new Set(), selectable)).toEqual({
      isSelected: false,
      isIndeterminate: false,
      isDisabled: false,
    });
    expect(getSelectAllState(new Set(['a']), selectable)).toMatchObject({
      isSelected: false,
      isIndeterminate: true,
    });
    expect(getSelectAllState(new Set(['a', 'b', 'c']), selectable)).toMatchObject({
      isSelected: true,
      isIndeterminate: false,
    });
  });

  it('counts only selectable rows: a selected row elsewhere does not make it partial', () => {
    expect(getSelectAllState(new Set(['z']), selectable)).toMatchObject({ isIndeterminate: false });
  });

  it('is disabled when no row is selectable', () => {
    expect(getSelectAllState(new Set(), [])).toEqual({
      isSelected: false,
      isIndeterminate: false,
      isDisabled: true,
    });
  });

  it('select-all selects only the selectable rows, then deselects them', () => {
    const all = toggleSelectAll(new Set(['z', 'a']), selectable);
    expect([...all].sort()).toEqual(['a', 'b', 'c', 'z']);
    expect([...toggleSelectAll(all, selectable)]).toEqual(['z']);
    expect(toggleSelectAll(new Set(), []).size).toBe(0);
  });

  it('drops unselectable ids from a requested selection', () => {
    expect([...keepSelectable(['a', 'x'], (id) => selectable.includes(id))]).toEqual(['a']);
  });

  it('shows the bulk actions from one selected row', () => {
    expect(showsBulkActions(new Set())).toBe(false);
    expect(showsBulkActions(new Set(['a']))).toBe(true);
  });
});
