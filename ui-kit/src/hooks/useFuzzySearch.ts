import { useMemo, useState } from 'react';
import Fuse, { type FuseOptionKey } from 'fuse.js';

/** Spec doc 3 §9: the fuzzy search threshold (0 matches exactly, 1 matches anything). */
export const FUZZY_SEARCH_THRESHOLD = 0.8;

export interface FuzzySearchOptions {
  /** How far a match may be from the query; 0.8 by default (spec doc 3 §9). */
  threshold?: number;
}

/** The keys as text, functions included, so that an inline `['name', 'email']` is the same keys. */
function keysSignature<T>(keys: readonly FuseOptionKey<T>[]): string {
  return JSON.stringify(keys, (_key, value: unknown) =>
    typeof value === 'function' ? String(value) : value,
  );
}

/**
 * The items matching `query` on `keys` (fuse.js), best first; every item, in its order, while the
 * query is blank. The index is rebuilt only when the items, the keys (by content, so inline arrays
 * are fine) or the threshold change, and the search runs only when the query changes too.
 */
export function useFuzzySearch<T>(
  items: readonly T[],
  keys: readonly FuseOptionKey<T>[],
  query: string,
  { threshold = FUZZY_SEARCH_THRESHOLD }: FuzzySearchOptions = {},
): readonly T[] {
  // Callers pass keys inline; keeping the first array of a given content keeps the index memoised.
  const signature = keysSignature(keys);
  const [stable, setStable] = useState({ signature, keys });
  if (stable.signature !== signature) setStable({ signature, keys });
  const stableKeys = stable.signature === signature ? stable.keys : keys;

  const fuse = useMemo(
    () => new Fuse(items, { keys: [...stableKeys], threshold }),
    [items, stableKeys, threshold],
  );
  const trimmed = query.trim();
  return useMemo(
    () => (trimmed ? fuse.search(trimmed).map((result) => result.item) : items),
    [fuse, trimmed, items],
  );
}
