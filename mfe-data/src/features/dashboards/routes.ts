import { can, type AppRoute } from '@accrue/shell/remote-app';

export const dashboardsRoutes: readonly AppRoute[] = [
  { path: '/dashboard', title: 'page.dashboard', gate: can('VIEW_DASHBOARDS') },
  { path: '/dashboards-v2', title: 'page.dashboards', gate: can('VIEW_DASHBOARDS') },
  { path: '/dashboards-v2/:dashboardId', title: 'page.dashboard', gate: can('VIEW_DASHBOARDS') },
];
