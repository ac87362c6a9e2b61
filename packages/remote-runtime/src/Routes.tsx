import { Suspense, lazy, useContext, useEffect, useMemo, type ComponentType, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Spinner } from '@accrue/ui-kit';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { RoutePage, type PageProps } from './RoutePage';
import { QueriesContext, loadWithQueries } from './queries';
import { createRouteMatcher, usePathname } from './routing';
import { StatusPage } from './StatusPageLazy';
import { useSession, type Gate } from './session-context';

/** A route of a remote: its pattern, the message id of its page title, and its page (lazy). */
export interface AppRoute {
  path: string;
  title: string;
  /** Who may open its page; anyone else is told the page is not for them. */
  gate?: Gate;
  /**
   * Its page's code, loaded on the first visit; the page renders under the application's
   * QueryClient, and react-query downloads with the page. Without it the route shows the frame.
   */
  load?: () => Promise<{ default: ComponentType<PageProps> }>;
  /**
   * What is drawn around the page, shared by the routes of a section (the company settings' side
   * menu); it may be lazy, and is given the route's path.
   */
  frame?: ComponentType<{ path: string; children: ReactNode }>;
}

/** Page titles are the page's title followed by the product name, joined by a separator. */
function useDocumentTitle(titleId: string | undefined) {
  const intl = useIntl();
  useEffect(() => {
    const product = intl.formatMessage({ id: 'product.name' });
    document.title = titleId ? `${intl.formatMessage({ id: titleId })} | ${product}` : product;
  }, [intl, titleId]);
}

/**
 * Renders the page of the first route matching the current pathname. A path the application owns
 * in the route map but has no page for shows "page not found"; a page the user's role may not open
 * shows "not allowed": both say so and lead home, rather than silently landing somewhere else.
 */
export function Routes({ routes }: { routes: readonly AppRoute[] }) {
  const match = useMemo(
    () => createRouteMatcher(routes.map((route) => ({ path: route.path, page: route }))),
    [routes],
  );
  // One lazy component per route, created once, so a route's code (and, with the first such page,
  // react-query) loads on its first visit only.
  const queries = useContext(QueriesContext);
  const pages = useMemo(
    () =>
      new Map(
        routes.map((route) => [
          route,
          route.load ? lazy(queries ? loadWithQueries(queries, route.load) : route.load) : RoutePage,
        ]),
      ),
    [routes, queries],
  );
  const session = useSession();
  const found = match(usePathname());
  const gate = found?.route.page.gate;
  const allowed = !gate || !session || gate(session);
  const status = !found ? 'notFound' : allowed ? null : 'notAllowed';
  useDocumentTitle(status ? `status.${status}.title` : found?.route.page.title);
  if (!found || status)
    return (
      <Suspense fallback={<Spinner size={32} />}>
        <StatusPage status={status ?? 'notFound'} />
      </Suspense>
    );
  const Page = pages.get(found.route.page) ?? RoutePage;
  const Frame = found.route.page.frame;
  const page = <Page title={found.route.page.title} params={found.params} />;
  return (
    <RouteErrorBoundary key={found.route.path}>
      <Suspense fallback={<Spinner size={32} />}>
        {Frame ? <Frame path={found.route.path}>{page}</Frame> : page}
      </Suspense>
    </RouteErrorBoundary>
  );
}
