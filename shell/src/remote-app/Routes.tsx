import { Suspense, lazy, useEffect, useMemo, type ComponentType } from 'react';
import { useIntl } from 'react-intl';
import { Spinner } from '@accrue/ui-kit';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { RoutePage, type PageProps } from './RoutePage';
import { createRouteMatcher, usePathname } from './routing';
import { Redirect } from './Redirect';
import { fallbackRoute, useSession, type Gate } from './session-context';

/** A route of a remote: its pattern, the message id of its page title, and its page (lazy). */
export interface AppRoute {
  path: string;
  title: string;
  /** Who may open its page; anyone else lands on the fallback route. */
  gate?: Gate;
  load?: () => Promise<{ default: ComponentType<PageProps> }>;
}

/** Page titles are the page's title followed by the product name, joined by a separator. */
function useDocumentTitle(titleId: string | undefined) {
  const intl = useIntl();
  useEffect(() => {
    const product = intl.formatMessage({ id: 'product.name' });
    document.title = titleId ? `${intl.formatMessage({ id: titleId })} | ${product}` : product;
  }, [intl, titleId]);
}

/** Renders the page of the first route matching the current pathname. */
export function Routes({ routes }: { routes: readonly AppRoute[] }) {
  const match = useMemo(
    () => createRouteMatcher(routes.map((route) => ({ path: route.path, page: route }))),
    [routes],
  );
  // One lazy component per route, created once, so a route's code loads on its first visit only.
  const pages = useMemo(
    () => new Map(routes.map((route) => [route, route.load ? lazy(route.load) : RoutePage])),
    [routes],
  );
  const session = useSession();
  const found = match(usePathname());
  useDocumentTitle(found?.route.page.title);
  // A path this application owns in the route map but has no page for: the fallback applies.
  if (!found) return <Redirect to={fallbackRoute(session)} />;
  const { gate } = found.route.page;
  if (gate && session && !gate(session)) return <Redirect to={fallbackRoute(session)} />;
  const Page = pages.get(found.route.page) ?? RoutePage;
  return (
    <RouteErrorBoundary key={found.route.path}>
      <Suspense fallback={<Spinner size={32} />}>
        <Page title={found.route.page.title} params={found.params} />
      </Suspense>
    </RouteErrorBoundary>
  );
}
