import type { Catalogue } from './i18n';
import type { AppRoute } from './Routes';
import { createRouteMatcher } from './routing';

/** The title message id of the page a pathname opens in a route table, or null. */
export function titleOf(routes: readonly AppRoute[], pathname: string): string | null {
  const match = createRouteMatcher(routes.map((route) => ({ path: route.path, page: route })));
  return match(pathname)?.route.page.title ?? null;
}

/** Every `locale:id` of a route title missing from a catalogue (a route table's tests expect none). */
export function untranslatedTitles(routes: readonly AppRoute[], messages: Catalogue<string>): string[] {
  return Object.entries(messages).flatMap(([locale, catalogue]) =>
    routes.filter((route) => !catalogue[route.title]).map((route) => `${locale}:${route.title}`),
  );
}
