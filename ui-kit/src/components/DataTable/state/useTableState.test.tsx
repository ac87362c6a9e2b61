import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useTableState } from './useTableState';

afterEach(() => localStorage.clear());

describe('useTableState', () => {
  it('starts from the spec defaults and the given overrides', () => {
    const { result } = renderHook(() => useTableState({ initialState: { pageSize: 25 } }));
    expect(result.current.state).toMatchObject({ page: 0, pageSize: 25, searchText: '' });
  });

  it('persists every field but the page, and reads them back validated', () => {
    const first = renderHook(() => useTableState({ persist: { key: 'people' } }));
    act(() => {
      first.result.current.setPageSize(50);
      first.result.current.setSearchText('ada');
      first.result.current.setPage(3);
      first.result.current.setColumnPinning(true);
    });
    const stored = JSON.parse(localStorage.getItem('people')!);
    expect(stored).toMatchObject({ pageSize: 50, searchText: 'ada', columnPinning: true });
    expect(stored).not.toHaveProperty('page');
    first.unmount();

    const second = renderHook(() => useTableState({ persist: { key: 'people' } }));
    expect(second.result.current.state).toMatchObject({
      page: 0,
      pageSize: 50,
      searchText: 'ada',
      columnPinning: true,
    });
  });

  it('ignores invalid stored fields', () => {
    localStorage.setItem(
      'people',
      JSON.stringify({ pageSize: '50', searchText: 'ada', columnPinning: 'yes' }),
    );
    const { result } = renderHook(() => useTableState({ persist: { key: 'people' } }));
    expect(result.current.state).toMatchObject({ pageSize: 10, searchText: 'ada', columnPinning: false });
  });

  it('raises an error when a persisted field has no storage key', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useTableState({ persist: { keys: { searchText: 'x' } } }))).toThrow(
      /no storage key/,
    );
    vi.restoreAllMocks();
  });

  it('reports changes, not the first state', () => {
    const onStateChange = vi.fn();
    const { result } = renderHook(() => useTableState({ onStateChange }));
    expect(onStateChange).not.toHaveBeenCalled();
    act(() => result.current.setPage(2));
    expect(onStateChange).toHaveBeenCalledWith(expect.objectContaining({ page: 2 }));
  });
});
