import { registerApplication, start } from 'single-spa';
import { REMOTE_NAMES, type RemoteName } from '@accrue/federation/containers';
import { createAppState, isLocale, preferredLocale } from '@accrue/remote-runtime';
import { fetchRemotesJson, loadRemoteLifecycles, registerRemoteEntry } from './remotes';
import { resilientApplication } from './resilient-app';
import { renderRemoteError } from './RemoteError';
import { followUserPreferences } from './preferences';
import { isPublicRoute, ownerOf, showsChrome } from './route-map';
import { startSession, type Session } from './session/session';
import { renderSessionProblem } from './session/SessionScreen';
import './layout.css';

/**
 * The root config: framework-free. It reads remotes.json, then registers one single-spa application
 * per route owner of the route map, plus the always-on chrome (menu and header strip).
 */
const state = createAppState({ persist: true, locale: preferredLocale() });
followUserPreferences(state);

const content = document.getElementById('accrue-content')!;
const chrome = document.getElementById('accrue-chrome')!;

/**
 * Who is signed in, before anything mounts: public routes (the iframe connect page, the sign-in
 * callbacks) need nobody; every other route needs a session, or the browser goes to sign in.
 */
async function resolveSession(): Promise<Session | null | 'stop'> {
  if (isPublicRoute(window.location.pathname)) return null;
  const outcome = await startSession();
  switch (outcome.kind) {
    case 'ready': {
      const { language } = outcome.session.me.user;
      if (isLocale(language)) state.store.set(state.atoms.locale, language);
      return outcome.session;
    }
    case 'sign-in':
      window.location.replace(outcome.url);
      return 'stop';
    default:
      await renderSessionProblem(content, outcome, state.store.get(state.atoms.locale));
      return 'stop';
  }
}

void resolveSession().then((session) => {
  if (session !== 'stop') mountApplications({ ...state, session });
});

function mountApplications(props: typeof state) {
  function areaFor(name: string): HTMLElement {
    const area = document.createElement('div');
    area.id = `app-${name}`;
    area.dataset.app = name;
    content.append(area);
    return area;
  }

  registerApplication({
    name: 'chrome',
    app: () => import('./chrome/spa'),
    activeWhen: (location) => showsChrome(location.pathname),
    customProps: { ...props, domElement: chrome },
  });

  registerApplication({
    name: 'shell_pages',
    app: () => import('./pages/spa'),
    activeWhen: (location) => ownerOf(location.pathname) === 'shell',
    customProps: { ...props, domElement: areaFor('shell_pages') },
  });

  const remotesJson = fetchRemotesJson();
  // Read when a remote's route is first opened; a failure shows in that remote's area then.
  remotesJson.catch(() => {});

  async function loadRemote(name: RemoteName, attempt: number) {
    // A retry re-reads the pointer (it may have been fixed) and drops the failed attempt's cache.
    const remotes = attempt === 0 ? await remotesJson : await fetchRemotesJson();
    await registerRemoteEntry(name, remotes[name], attempt > 0);
    return loadRemoteLifecycles(name);
  }

  for (const name of REMOTE_NAMES) {
    registerApplication({
      name,
      app: resilientApplication((attempt) => loadRemote(name, attempt), renderRemoteError(props)),
      activeWhen: (location) => ownerOf(location.pathname) === name,
      customProps: { ...props, domElement: areaFor(name) },
    });
  }

  start({ urlRerouteOnly: true });
}
