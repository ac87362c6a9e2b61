import { useSyncExternalStore } from 'react';
import { parse } from 'regexparam';

/** A route an application renders: a path pattern (`/plans/:planId/:tab?`) and what to show. */
export interface RouteDefinition<Page = unknown> {
  path: string;
  page: Page;
}

export interface RouteMatch<Page = unknown> {
  route: RouteDefinition<Page>;
  params: Record<string, string>;
}

interface CompiledRoute<Page> {
  route: RouteDefinition<Page>;
  pattern: RegExp;
  keys: string[];
}

/** Compiles route patterns once; the returned matcher picks the first route matching a pathname. */
export function createRouteMatcher<Page>(routes: readonly RouteDefinition<Page>[]) {
  const compiled: CompiledRoute<Page>[] = routes.map((route) => {
    const { pattern, keys } = parse(route.path);
    return { route, pattern, keys };
  });
  return (pathname: string): RouteMatch<Page> | null => {
    const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
    for (const { route, pattern, keys } of compiled) {
      const found = pattern.exec(path);
      if (!found) continue;
      const params: Record<string, string> = {};
      keys.forEach((key, index) => {
        const value = found[index + 1];
        if (value !== undefined) params[key] = decodeURIComponent(value);
      });
      return { route, params };
    }
    return null;
  };
}

function subscribe(onChange: () => void): () => void {
  // single-spa fires its routing event after every navigation, including navigateToUrl calls.
  window.addEventListener('popstate', onChange);
  window.addEventListener('single-spa:routing-event', onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener('single-spa:routing-event', onChange);
  };
}

/** The current pathname, re-rendering on every navigation. */
export function usePathname(): string {
  return useSyncExternalStore(
    subscribe,
    () => window.location.pathname,
    () => '/',
  );
}
