import type { RemoteName } from '@accrue/federation/containers';

export type RouteOwner = 'shell' | RemoteName;

/**
 * THE route-ownership map: which application renders which route family. A pathname belongs to the
 * entry whose path is its longest segment-wise prefix (so `/company/directory/…` goes to mfe_people
 * while `/company/settings/…` stays with the shell); `/` owns only itself; anything unclaimed falls
 * back to the shell, whose route table answers it with "page not found".
 */
export const ROUTE_OWNERSHIP: Readonly<Record<RouteOwner, readonly string[]>> = {
  shell: [
    '/',
    '/auth/iframe',
    '/auth/sso/initiated',
    '/auth',
    '/auth-integration',
    '/changelog',
    '/company',
    '/company/settings',
  ],
  mfe_statements: [
    '/home',
    '/statements',
    '/statements-reviews',
    '/forecasts',
    '/threads',
    '/payments',
    '/overwrites',
  ],
  mfe_plans: ['/plans', '/redirect-to-designer', '/plan-agreements', '/planAgreements'],
  mfe_people: ['/company/directory', '/teams', '/quotas', '/profile'],
  mfe_data: ['/data', '/data-exports', '/audit', '/custom-reports', '/dashboard', '/dashboards-v2'],
  mfe_backoffice: ['/superadmin'],
};

const ENTRIES = (Object.entries(ROUTE_OWNERSHIP) as [RouteOwner, readonly string[]][])
  .flatMap(([owner, paths]) => paths.map((path) => ({ owner, path })))
  // Longest first, so the first hit is the most specific claim.
  .sort((a, b) => b.path.length - a.path.length);

function claims(path: string, pathname: string): boolean {
  if (path === '/') return pathname === '/';
  return pathname === path || pathname.startsWith(`${path}/`);
}

export function ownerOf(pathname: string): RouteOwner {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return ENTRIES.find((entry) => claims(entry.path, path))?.owner ?? 'shell';
}

const PUBLIC = /^\/auth(\/|$)/;

/** Spec doc 1 §2.1: the routes outside authentication (connect page, sign-in callbacks). */
export function isPublicRoute(pathname: string): boolean {
  return PUBLIC.test(pathname);
}

/** Public routes and the rule designers render without the navigation menu. */
const CHROMELESS = [PUBLIC, /^\/plans\/[^/]+\/rules\/[^/]+(\/forecast)?\/?$/];

export function showsChrome(pathname: string): boolean {
  return !CHROMELESS.some((pattern) => pattern.test(pathname));
}
