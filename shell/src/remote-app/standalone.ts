import { registerApplication, start } from 'single-spa';
import { createAppState, preferredLocale } from './app-state';
import { createRemoteApp, type AppOptions } from './createRemoteApp';
import type { AppRoute } from './Routes';

/**
 * Runs a remote on its own dev server, without the shell: the same lifecycles, mounted by a
 * one-application single-spa. Handy when working on one domain.
 */
export function mountStandalone<Id extends string>(
  element: HTMLElement,
  options: AppOptions<Id> & { routes: readonly AppRoute[] },
): void {
  const state = createAppState({ persist: true, locale: preferredLocale() });
  registerApplication({
    name: options.name,
    app: createRemoteApp(options),
    activeWhen: () => true,
    customProps: { ...state, domElement: element },
  });
  start({ urlRerouteOnly: true });
}
