import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';

/**
 * react-query, in a chunk of its own: the runtime imports this module only when a page with code of
 * its own (a route's `load`) or a widget renders, so the shell's first load, the chrome and a route
 * frame never download react-query (13 kB gzip). See queries.tsx.
 */

/** Spec doc 1 §9: queries do not retry, are never stale and refetch on window focus. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: 0, refetchOnWindowFocus: true } },
  });
}

export function QueryProvider({ client, children }: { client: QueryClient; children: ReactNode }) {
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
