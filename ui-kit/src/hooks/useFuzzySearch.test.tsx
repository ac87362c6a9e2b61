import { describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import Fuse from 'fuse.js';
import { FUZZY_SEARCH_THRESHOLD, useFuzzySearch } from './useFuzzySearch';

interface Person {
  name: string;
  email: string;
}
const people: Person[] = [
  { name: 'Alice Martin', email: 'alice@accrue.test' },
  { name: 'Bob Stone', email: 'bob@accrue.test' },
  { name: 'Charlotte Dupont', email: 'charlotte@accrue.test' },
  { name: 'Zoe Quinn', email: 'zoe@accrue.test' },
];
const names = (list: readonly Person[]) => list.map((person) => person.name);

describe('useFuzzySearch', () => {
  it('uses the spec threshold of 0.8', () => {
    expect(FUZZY_SEARCH_THRESHOLD).toBe(0.8);
  });

  it('returns every item, in order and as the same array, for a blank query', () => {
    const { result } = renderHook(() => useFuzzySearch(people, ['name'], '   '));
    expect(result.current).toBe(people);
  });

  it('finds misspelt matches, best first', () => {
    const { result } = renderHook(() => useFuzzySearch(people, ['name'], 'alcie'));
    expect(result.current[0]?.name).toBe('Alice Martin');
    const exact = renderHook(() => useFuzzySearch(people, ['name', 'email'], 'charlotte@'));
    expect(exact.result.current[0]?.name).toBe('Charlotte Dupont');
  });

  it('is as tolerant as 0.8 by default and stricter with a lower threshold', () => {
    const loose = renderHook(() => useFuzzySearch(people, ['name'], 'xyzw'));
    expect(names(loose.result.current)).toEqual(['Zoe Quinn']);
    const medium = renderHook(() => useFuzzySearch(people, ['name'], 'xyzw', { threshold: 0.6 }));
    expect(medium.result.current).toEqual([]);
    const strict = renderHook(() => useFuzzySearch(people, ['name'], 'alcie', { threshold: 0 }));
    expect(strict.result.current).toEqual([]);
  });

  it('keeps its result while nothing changes, inline keys included, and follows the query', () => {
    const search = vi.spyOn(Fuse.prototype, 'search');
    const indexing = vi.spyOn(Fuse.prototype, 'setCollection'); // run by every new Fuse
    const { result, rerender } = renderHook(({ query }) => useFuzzySearch(people, ['name', 'email'], query), {
      initialProps: { query: 'bob' },
    });
    const first = result.current;
    rerender({ query: 'bob' });
    rerender({ query: ' bob ' });
    expect(result.current).toBe(first);
    expect(search).toHaveBeenCalledTimes(1);
    rerender({ query: 'zoe' });
    expect(result.current[0]?.name).toBe('Zoe Quinn');
    expect(search).toHaveBeenCalledTimes(2);
    expect(indexing).toHaveBeenCalledTimes(1);
    search.mockRestore();
    indexing.mockRestore();
  });

  it('searches the new items when they change', () => {
    const { result, rerender } = renderHook(({ items }) => useFuzzySearch(items, ['name'], 'dana'), {
      initialProps: { items: people },
    });
    expect(names(result.current)).not.toContain('Dana Scully');
    rerender({ items: [...people, { name: 'Dana Scully', email: 'dana@accrue.test' }] });
    expect(result.current[0]?.name).toBe('Dana Scully');
  });
});
