import { describe, expect, it } from 'vitest';
import { getTableDisplay, skeletonRowCount } from './display';

describe('getTableDisplay', () => {
  it('shows skeletons while loading, whatever else is true', () => {
    expect(getTableDisplay({ isLoading: true, hasAlert: true, rowCount: 0 })).toBe('loading');
    expect(getTableDisplay({ isLoading: true, hasAlert: false, rowCount: 5 })).toBe('loading');
  });

  it('then the alert row, even when rows exist', () => {
    expect(getTableDisplay({ isLoading: false, hasAlert: true, rowCount: 5 })).toBe('alert');
    expect(getTableDisplay({ isLoading: false, hasAlert: true, rowCount: 0 })).toBe('alert');
  });

  it('then the placeholder when there are no rows, then the rows', () => {
    expect(getTableDisplay({ isLoading: false, hasAlert: false, rowCount: 0 })).toBe('empty');
    expect(getTableDisplay({ isLoading: false, hasAlert: false, rowCount: 1 })).toBe('rows');
  });
});

describe('skeletonRowCount', () => {
  it('is 10, or the page size when set', () => {
    expect(skeletonRowCount()).toBe(10);
    expect(skeletonRowCount(25)).toBe(25);
    expect(skeletonRowCount(0)).toBe(10);
  });
});
