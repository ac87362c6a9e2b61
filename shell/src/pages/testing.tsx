/** What the shell's settings page tests share: a fake API behind a real SDK client, and a render. */
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { act, render, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Permission } from '@accrue/access';
import { AppProviders, createAppState, type Session } from '@accrue/remote-runtime';
import { createAccrueClient } from '@accrue/sdk';
import { shellMessages } from '../i18n/messages';

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A call the page made, as the browser would send it. */
export interface Sent {
  method: string;
  /** Without the `/api` prefix. */
  path: string;
  search: URLSearchParams;
  ifMatch: string | null;
  body: unknown;
}

/**
 * A signed-in admin's session holding `permissions`, whose SDK client calls `answer` for each
 * request (recorded in `sent`; `writes` are those other than GET).
 */
export function fakeSession(
  permissions: readonly Permission[],
  answer: (call: Sent) => Response | Promise<Response>,
) {
  const sent: Sent[] = [];
  const fetchImpl = vi.fn(async (request: Request) => {
    const url = new URL(request.url);
    const text = request.method === 'GET' || request.method === 'DELETE' ? '' : await request.text();
    const call: Sent = {
      method: request.method,
      path: url.pathname.replace(/^\/api/, ''),
      search: url.searchParams,
      ifMatch: request.headers.get('If-Match'),
      body: text ? JSON.parse(text) : undefined,
    };
    sent.push(call);
    return answer(call);
  });
  const session = {
    api: createAccrueClient({
      baseUrl: 'https://accrue.test',
      token: 'tok',
      fetch: fetchImpl as typeof fetch,
    }),
    can: (permission: Permission) => permissions.includes(permission),
    me: { user: { firstName: 'Ada' } },
    subject: { role: 'ADMIN', userId: 3, featureFlags: {} },
    company: { currency: 'EUR' },
  } as unknown as Session;
  const writes = () => sent.filter((s) => s.method !== 'GET');
  return { session, sent, writes };
}

/** Renders a page in English with the shell's providers and a query client of its own. */
export async function renderSettingsPage(page: ReactElement, session: Session): Promise<QueryClient> {
  const state = createAppState({ locale: 'en', persist: false });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await act(async () => {
    render(
      <AppProviders {...state} session={session} messages={shellMessages}>
        <QueryClientProvider client={client}>{page}</QueryClientProvider>
      </AppProviders>,
    );
  });
  return client;
}

/** The row of a table that shows `name`. */
export const rowOf = (table: HTMLElement, name: string) =>
  within(table).getByText(name).closest('tr, [role="row"]') as HTMLElement;
