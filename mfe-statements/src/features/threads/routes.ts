import { can, type AppRoute } from '@accrue/remote-runtime';

export const threadsRoutes: readonly AppRoute[] = [
  {
    path: '/threads',
    title: 'page.threads',
    gate: can('VIEW_THREADS'),
    load: () => import('./ThreadsPage'),
  },
];
