import { lazy } from 'react';

/**
 * The status page (not found, not allowed) in a chunk of its own: a page that opens normally, the
 * first load of every route, never shows it.
 */
export const StatusPage = lazy(async () => ({ default: (await import('./StatusPage')).StatusPage }));
