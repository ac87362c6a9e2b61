import { useEffect, useState } from 'react';

/** Spec doc 1 §9 and doc 3 §9: the default debounce of search inputs and similar. */
export const DEBOUNCE_MS = 300;

/** The value as it was `delayMs` after its last change: typing fast triggers one search, not ten. */
export function useDebouncedValue<T>(value: T, delayMs: number = DEBOUNCE_MS): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), delayMs);
    return () => window.clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}
