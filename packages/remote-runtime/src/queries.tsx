import { createContext, use, useContext, type ComponentType, type ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { SuspenseCache } from '@accrue/ui-kit';
import type { LazyQueryClient } from './contract';
import type * as QueryClientModule from './query-client';

type QueryModule = typeof QueryClientModule;

/**
 * The page's one QueryClient, created on first use: the shell makes one of these for every
 * application (and a widget one for itself), and react-query downloads only when a page that
 * fetches renders, in parallel with that page's code.
 */
export function lazyQueryClient(): LazyQueryClient {
  let client: Promise<QueryClient> | undefined;
  return {
    load: () => (client ??= loadQueryModule().then((module) => module.createQueryClient())),
  };
}

let queryModule: Promise<QueryModule> | undefined;
const loadQueryModule = () => (queryModule ??= import('./query-client'));

/** What WithQueries renders with once react-query and the client are there. */
interface Ready {
  client: QueryClient;
  Provider: QueryModule['QueryProvider'];
}

/** One per LazyQueryClient; the sub-key is unused (a client has one readiness). */
const ready = new SuspenseCache<LazyQueryClient, null, Ready>();

/** Starts downloading react-query and creating the client (a page's loader calls it with its own). */
export function prepareQueries(source: LazyQueryClient): Promise<Ready> {
  return ready.get(source, null, () =>
    Promise.all([loadQueryModule(), source.load()]).then(([module, client]) => ({
      client,
      Provider: module.QueryProvider,
    })),
  );
}

/** The application's LazyQueryClient, given by AppProviders. */
export const QueriesContext = createContext<LazyQueryClient | null>(null);

/**
 * Renders its children under the application's QueryClient (react-query's QueryClientProvider),
 * suspending until react-query has arrived. The runtime puts every route page with code of its own
 * and every widget in one; a component elsewhere that fetches can use it too.
 */
export function WithQueries({ children }: { children: ReactNode }) {
  const source = useContext(QueriesContext);
  if (!source) throw new Error('WithQueries needs the AppProviders of an application around it');
  const { client, Provider } = use(prepareQueries(source));
  return <Provider client={client}>{children}</Provider>;
}

/**
 * A lazy page or widget that fetches: its code and react-query download together (not one after
 * the other), and it renders under the QueryClient.
 */
export function loadWithQueries<P extends object>(
  source: LazyQueryClient,
  load: () => Promise<{ default: ComponentType<P> }>,
): () => Promise<{ default: ComponentType<P> }> {
  return async () => {
    const [module] = await Promise.all([load(), prepareQueries(source)]);
    const Page = module.default;
    return {
      default: function WithQueriesPage(props: P) {
        return (
          <WithQueries>
            <Page {...props} />
          </WithQueries>
        );
      },
    };
  };
}
