import { loadEveryLanguage, type LazyCatalogue } from './i18n/catalogue';
import { LOCALES } from './contract';
import type { AppRoute } from './Routes';
import { createRouteMatcher } from './routing';

/** The title message id of the page a pathname opens in a route table, or null. */
export function titleOf(routes: readonly AppRoute[], pathname: string): string | null {
  const match = createRouteMatcher(routes.map((route) => ({ path: route.path, page: route })));
  return match(pathname)?.route.page.title ?? null;
}

/** Every `locale:id` of a route title missing from a catalogue (a route table's tests expect none). */
export async function untranslatedTitles(
  routes: readonly AppRoute[],
  messages: LazyCatalogue,
): Promise<string[]> {
  const every = await loadEveryLanguage(messages, LOCALES);
  return LOCALES.flatMap((locale) =>
    routes.filter((route) => !every[locale][route.title]).map((route) => `${locale}:${route.title}`),
  );
}

/**
 * A pathname a route pattern opens, every parameter filled with a sample value (optional ones too):
 * `/plans/:planId/:tab?` → `/plans/sample/sample`, `/*` → `/sample`.
 */
export function samplePath(pattern: string): string {
  return pattern.replace(/:[^/]+?\??(?=\/|$)/g, 'sample').replace(/\*/g, 'sample');
}

/**
 * The routes of a remote that the shell's route map hands to another application: the remote
 * declares them, yet nobody could ever open them on it. Its tests expect none.
 */
export function routesOwnedElsewhere(
  routes: readonly AppRoute[],
  name: string,
  ownerOf: (pathname: string) => string,
): string[] {
  return routes
    .flatMap((route) => [route.path.replace(/\/:[^/]+\?/g, ''), samplePath(route.path)])
    .filter((pathname) => ownerOf(pathname) !== name);
}
