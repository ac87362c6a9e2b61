import { can, type AppRoute } from '@accrue/remote-runtime';

export const dashboardsRoutes: readonly AppRoute[] = [
  { path: '/dashboard', title: 'page.dashboard', gate: can('VIEW_DASHBOARDS') },
  { path: '/dashboards-v2', title: 'page.dashboards', gate: can('VIEW_DASHBOARDS') },
  { path: '/dashboards-v2/:dashboardId', title: 'page.dashboard', gate: can('VIEW_DASHBOARDS') },
];
