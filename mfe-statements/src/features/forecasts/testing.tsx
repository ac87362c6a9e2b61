import { vi } from 'vitest';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AppProviders, createAppState, type Session } from '@accrue/remote-runtime';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import remote from '../../remote';

/** A company's customization as GET /companies answers it: the defaults, with `overrides`. */
export const customization = (overrides: Record<string, unknown> = {}) => ({
  holdAndReleasePaymentDateLabel: null,
  holdAndReleaseForecastPaymentDateLabel: null,
  totalCommissionLabel: null,
  reportsPrecision: 2,
  forecastShowComparison: true,
  forecastBelowActualColor: 'GREEN',
  forecastAboveActualColor: 'RED',
  planAgreementsSharedWithManagers: false,
  fiscalYearStartMonth: 1,
  defaultPeriod: 'current',
  ...overrides,
});

type Answer = (init: { params?: unknown; body?: unknown }) => unknown;

/**
 * A session of the forecast pages' tests: its API answers GETs from `answers` (a Response is an
 * error with its status) and POSTs from `posts`, recording both; it holds every permission but
 * those `denied`, in a company with `settings` as its customization.
 */
export function forecastSession(
  answers: Record<string, Answer>,
  {
    posts = {},
    denied = [],
    settings = {},
  }: { posts?: Record<string, Answer>; denied?: string[]; settings?: Record<string, unknown> } = {},
) {
  const calls: { path: string; params?: unknown }[] = [];
  const sent: { path: string; body?: unknown }[] = [];
  const company = { id: 1, name: 'Acme', customization: customization(settings) };
  const all: Record<string, Answer> = { '/companies': () => company, ...answers };
  const GET = vi.fn(async (path: string, init: { params?: unknown } = {}) => {
    calls.push({ path, params: init.params });
    const answer = all[path]?.(init);
    return answer instanceof Response
      ? { error: { message: 'refused' }, response: answer }
      : { data: answer, response: new Response(null, { status: 200 }) };
  });
  const POST = vi.fn(async (path: string, init: { body?: unknown } = {}) => {
    sent.push({ path, body: init.body });
    const answer = await posts[path]?.(init);
    return answer instanceof Response
      ? { error: await answer.json(), response: answer }
      : { data: answer, response: new Response(null, { status: 202 }) };
  });
  const session = {
    api: { GET, POST },
    can: (permission: string) => !denied.includes(permission),
    me: { user: { firstName: 'Emma', lastName: 'Employee' } },
    company,
    subject: { role: 'EMPLOYEE', userId: 7, featureFlags: { FORECAST: true } },
  } as unknown as Session;
  return { session, calls, sent };
}

export function renderPage(session: Session, page: ReactNode) {
  const state = createAppState({ locale: 'en', persist: false });
  return render(
    <AppProviders {...state} session={session} messages={remote.messages}>
      <QueryClientProvider client={new QueryClient()}>{page}</QueryClientProvider>
    </AppProviders>,
  );
}
