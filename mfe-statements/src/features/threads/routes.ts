import { can, type AppRoute } from '@accrue/shell/remote-app';

export const threadsRoutes: readonly AppRoute[] = [
  { path: '/threads', title: 'page.threads', gate: can('VIEW_THREADS') },
];
