import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import type { Permission } from '@accrue/access';
import {
  AppProviders,
  commonMessages,
  createAppState,
  messagesIn,
  type Session,
} from '@accrue/remote-runtime';
import { createAccrueClient } from '@accrue/sdk';
import { shellMessages } from '../i18n/messages';
import { Chrome } from './Chrome';

beforeAll(async () => {
  await messagesIn(shellMessages, commonMessages, 'en');
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

const page = (totalItems: number) => ({ items: [], totalItems, currentPage: 1, pageCount: 0 });

/** A session of these permissions whose API counts 2 statements to review and 3 open threads. */
function sessionWith(
  permissions: readonly Permission[],
  company: { hasForecastedPlans?: boolean } = {},
  seesCompanySettings = false,
) {
  const asked: URL[] = [];
  const fetchImpl = vi.fn(async (request: Request) => {
    const url = new URL(request.url);
    asked.push(url);
    if (url.pathname === '/api/statements-review') return json(page(2));
    if (url.pathname === '/api/statement-threads') return json(page(3));
    if (url.pathname === '/api/notifications') return json({ ...page(0), unreadCount: 0 });
    return new Response(null, { status: 404 });
  });
  const session = {
    api: createAccrueClient({
      baseUrl: 'https://accrue.test',
      token: 'tok',
      fetch: fetchImpl as typeof fetch,
    }),
    can: (permission: Permission) => permissions.includes(permission),
    canPlatform: () => false,
    canSeeCompanySettings: () => seesCompanySettings,
    me: { user: { id: 4, fullName: 'Manon Dupont' }, meta: { platformLevels: [] } },
    subject: { role: 'MANAGER', userId: 4, featureFlags: {} },
    company: { hasForecastedPlans: false, ...company },
  } as unknown as Session;
  const threadAsks = () => asked.filter((url) => url.pathname === '/api/statement-threads');
  return { session, threadAsks };
}

async function renderChrome(session: Session) {
  const state = createAppState({ locale: 'en', persist: false });
  render(
    <AppProviders {...state} session={session} messages={shellMessages}>
      <Chrome atoms={state.atoms} />
    </AppProviders>,
  );
  return screen.findByRole('link', { name: /^Threads/ });
}

const MANAGER: Permission[] = [
  'VIEW_STATEMENT_REVIEWS',
  'VIEW_THREADS',
  'REVIEW_THREADS',
  'VIEW_NOTIFICATIONS',
];
const EMPLOYEE: Permission[] = ['VIEW_STATEMENT_REVIEWS', 'VIEW_THREADS', 'VIEW_NOTIFICATIONS'];

describe("the header strip's Threads shortcut", () => {
  it('counts the open threads for whoever reviews threads, asking for a page of none', async () => {
    const { session, threadAsks } = sessionWith(MANAGER);
    const threads = await renderChrome(session);
    await waitFor(() => expect(within(threads).getByLabelText('3 open threads').textContent).toBe('3'));
    expect(Object.fromEntries(threadAsks()[0]!.searchParams)).toEqual({ status: 'OPEN', limit: '0' });
    expect(screen.getByLabelText('2 statements await your review')).toBeTruthy();
  });

  it('asks again on each navigation', async () => {
    const { session, threadAsks } = sessionWith(MANAGER);
    await renderChrome(session);
    await waitFor(() => expect(threadAsks()).toHaveLength(1));
    act(() => {
      window.history.pushState(null, '', '/statements');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await waitFor(() => expect(threadAsks()).toHaveLength(2));
  });

  it('shows an employee, who asks questions but reviews no thread, no count and asks nothing', async () => {
    const { session, threadAsks } = sessionWith(EMPLOYEE);
    const threads = await renderChrome(session);
    // The statements to review are asked (and shown) on the same render as the threads would be.
    await screen.findByLabelText('2 statements await your review');
    expect(threads.textContent).toBe('Threads');
    expect(threadAsks()).toHaveLength(0);
  });

  it('is followed by the notification bell for whoever has notifications', async () => {
    await renderChrome(sessionWith(EMPLOYEE).session);
    expect(screen.getByRole('button', { name: 'Notifications' }).getAttribute('aria-haspopup')).toBe(
      'dialog',
    );
    cleanup();
    await renderChrome(sessionWith(['VIEW_THREADS']).session);
    expect(screen.queryByRole('button', { name: /Notifications/ })).toBeNull();
  });
});

describe('the Forecasts menu entry', () => {
  it('shows with the forecast feature and a plan that forecasts, not without one', async () => {
    const forecasting = sessionWith([...MANAGER, 'VIEW_FORECASTS'], { hasForecastedPlans: true });
    await renderChrome(forecasting.session);
    expect(screen.getByRole('link', { name: 'Forecasts' }).getAttribute('href')).toBe('/forecasts');
    cleanup();

    await renderChrome(sessionWith([...MANAGER, 'VIEW_FORECASTS'], { hasForecastedPlans: false }).session);
    expect(screen.queryByRole('link', { name: 'Forecasts' })).toBeNull();
    cleanup();

    await renderChrome(sessionWith(MANAGER, { hasForecastedPlans: true }).session);
    expect(screen.queryByRole('link', { name: 'Forecasts' })).toBeNull();
  });
});

describe('the Company settings menu entry', () => {
  it('leads to the first settings page the person may open', async () => {
    await renderChrome(
      sessionWith([...MANAGER, 'VIEW_COMPANY_SETTINGS', 'VIEW_CURRENCY_RATES'], {}, true).session,
    );
    expect(screen.getByRole('link', { name: 'Company settings' }).getAttribute('href')).toBe(
      '/company/settings',
    );
    cleanup();

    // Finance reads the currency rates, not the main settings.
    await renderChrome(sessionWith([...MANAGER, 'VIEW_CURRENCY_RATES'], {}, true).session);
    expect(screen.getByRole('link', { name: 'Company settings' }).getAttribute('href')).toBe(
      '/company/settings/rates',
    );
    cleanup();

    await renderChrome(sessionWith(MANAGER).session);
    expect(screen.queryByRole('link', { name: 'Company settings' })).toBeNull();
  });
});
