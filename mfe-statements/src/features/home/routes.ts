import { can, type AppRoute } from '@accrue/remote-runtime';

export const homeRoutes: readonly AppRoute[] = [
  { path: '/home', title: 'page.home', gate: can('VIEW_HOME'), load: () => import('./HomePage') },
];
