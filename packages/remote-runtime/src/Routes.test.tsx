import { afterEach, describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { useQueryClient } from '@tanstack/react-query';
import { createAppState } from './app-state';
import { AppProviders } from './AppProviders';
import type { Locale } from './contract';
import { catalogueOfFiles, messagesIn } from './i18n/catalogue';
import { commonMessages } from './i18n/common';
import { Routes, type AppRoute } from './Routes';
import { can } from './session-context';
import type { Session } from './session';

const messages = catalogueOfFiles(async () => ({
  messages: { 'page.plans': 'Plans', 'page.audit': 'Audit' },
}));

/** A page with code of its own that reads the application's QueryClient. */
let clientSeen: unknown;
function FetchingPage() {
  clientSeen = useQueryClient();
  return <p>Fetched page</p>;
}

function SectionFrame({ path, children }: { path: string; children: ReactNode }) {
  return (
    <div>
      <nav aria-label="Section">{path}</nav>
      {children}
    </div>
  );
}

const routes: AppRoute[] = [
  { path: '/plans', title: 'page.plans' },
  { path: '/framed', title: 'page.plans', frame: SectionFrame },
  { path: '/audit', title: 'page.audit', gate: can('VIEW_AUDIT') },
  { path: '/fetching', title: 'page.plans', load: async () => ({ default: FetchingPage }) },
];

/** A signed-in user who may see home and everything but the audit. */
const employee = {
  can: (permission: string) => permission !== 'VIEW_AUDIT',
} as unknown as Session;

async function renderAt(
  pathname: string,
  { locale = 'en', session = employee }: { locale?: Locale; session?: Session } = {},
) {
  window.history.replaceState(null, '', pathname);
  // The language arrives first: React Testing Library's act() environment does not replay a
  // render suspended on a download (the suspending path is the widget tests' and the e2e suite's).
  await messagesIn(messages, commonMessages, locale);
  const state = createAppState({ locale, persist: false });
  return render(
    <AppProviders {...state} session={session} messages={messages}>
      <Routes routes={routes} />
    </AppProviders>,
  );
}

afterEach(cleanup);

describe('Routes', () => {
  it("draws a route's frame around its page, given the route", async () => {
    await renderAt('/framed');
    expect((await screen.findByRole('navigation', { name: 'Section' })).textContent).toBe('/framed');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Plans');
  });

  it('renders the page of the route a pathname matches, and titles the document after it', async () => {
    await renderAt('/plans');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Plans');
    expect(document.title).toBe('Plans | Accrue');
  });

  it("renders a page with code of its own under the application's one QueryClient", async () => {
    window.history.replaceState(null, '', '/fetching');
    const state = createAppState({ locale: 'en', persist: false });
    // Mounted outside act(), as single-spa mounts it: the page and react-query arrive later.
    const host = document.body.appendChild(document.createElement('div'));
    const root = createRoot(host);
    root.render(
      <AppProviders {...state} session={employee} messages={messages}>
        <Routes routes={routes} />
      </AppProviders>,
    );
    await waitFor(() => expect(host.textContent).toBe('Fetched page'));
    expect(clientSeen).toBe(await state.queryClient.load());
    root.unmount();
    host.remove();
  });

  it('tells a user a page their role may not open is not allowed, where they asked for it', async () => {
    await renderAt('/audit');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Not allowed');
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/home');
    expect(window.location.pathname).toBe('/audit');
    expect(document.title).toBe('Not allowed | Accrue');
  });

  it('answers a path it has no page for with "page not found", leading home', async () => {
    await renderAt('/plans/1/2/3');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Page not found');
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/home');
  });

  it('leads whoever may not see home to their statements instead', async () => {
    const noHome = { can: (permission: string) => permission === 'VIEW_STATEMENTS' } as unknown as Session;
    await renderAt('/nope', { session: noHome });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe(
      '/statements',
    );
  });

  it.each([
    ['fr', 'Page introuvable', 'Accès non autorisé'],
    ['de', 'Seite nicht gefunden', 'Nicht erlaubt'],
    ['pt', 'Página não encontrada', 'Não permitido'],
    ['es', 'Página no encontrada', 'No permitido'],
    ['it', 'Pagina non trovata', 'Non consentito'],
  ] as const)('says both in %s', async (locale, notFound, notAllowed) => {
    await renderAt('/nope', { locale });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(notFound);
    cleanup();
    await renderAt('/audit', { locale });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(notAllowed);
  });
});
