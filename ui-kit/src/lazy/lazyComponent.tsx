import { Suspense, lazy, type ComponentType } from 'react';

/**
 * Splits a component out of the kit's first download: the kit is one shared singleton that every
 * page loads, so rarely-first-needed components (overlays, form controls) load on first render.
 * They load from the same build as the rest of the kit, so react-aria stays one copy.
 */
export function lazyComponent<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  displayName: string,
): ComponentType<P> {
  const Lazy = lazy(load);
  function Deferred(props: P) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  Deferred.displayName = displayName;
  return Deferred;
}
