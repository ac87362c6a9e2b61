import { can, type AppRoute } from '@accrue/shell/remote-app';

export const homeRoutes: readonly AppRoute[] = [
  { path: '/home', title: 'page.home', gate: can('VIEW_HOME') },
];
