import { registerApplication, start } from 'single-spa';
import { createAppState, preferredLocale } from './app-state';
import type { Remote } from './defineRemote';

/**
 * Runs a remote on its own dev server, without the shell: a one-application single-spa. Only the
 * standalone dev entry uses it, so it is not part of the remote's definition the shell loads.
 */
export function mountStandalone(remote: Remote, element: HTMLElement): void {
  const state = createAppState({ persist: true, locale: preferredLocale() });
  const { bootstrap, mount, unmount } = remote;
  registerApplication({
    name: remote.name,
    app: { bootstrap, mount, unmount },
    activeWhen: () => true,
    customProps: { ...state, domElement: element },
  });
  start({ urlRerouteOnly: true });
}
