/**
 * What the statements remote's component tests share: its labels loaded before a file's first
 * render, and a render within the providers its pages run in (the app's state, session and
 * labels, and a query client).
 */
import type { ReactNode } from 'react';
import { afterEach, beforeAll } from 'vitest';
import { act, cleanup, render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  AppProviders,
  commonMessages,
  createAppState,
  messagesIn,
  pageMessagesIn,
  type LazyCatalogue,
  type Session,
} from '@accrue/remote-runtime';
import remote from '../remote';

/**
 * Before the file's tests, downloads the remote's labels in English and those of the pages the
 * tests render (`pageCatalogues`): a render suspended inside act() is not replayed. After each
 * test, unmounts what it rendered.
 */
export function loadLabelsBeforeAll(...pageCatalogues: LazyCatalogue[]) {
  beforeAll(async () => {
    for (const catalogue of pageCatalogues) await pageMessagesIn(catalogue, 'en');
    await messagesIn(remote.messages, commonMessages, 'en');
  });
  afterEach(cleanup);
}

/** A query client that does not retry: a refused read shows at once. */
export const noRetryQueryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

/**
 * Renders `ui` as the remote's page would be, for `session`, with `queryClient` (by default one
 * that does not retry).
 */
export function renderInRemote(
  ui: ReactNode,
  session: Session,
  queryClient: QueryClient = noRetryQueryClient(),
) {
  const state = createAppState({ locale: 'en', persist: false });
  return render(
    <AppProviders {...state} session={session} messages={remote.messages}>
      <QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>
    </AppProviders>,
  );
}

/** renderInRemote inside an awaited act(), so the kit's lazily loaded parts are replayed once they arrive. */
export async function renderInRemoteSettled(ui: ReactNode, session: Session, queryClient?: QueryClient) {
  await act(async () => {
    renderInRemote(ui, session, queryClient);
  });
}
