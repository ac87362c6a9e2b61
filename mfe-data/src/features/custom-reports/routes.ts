import { can, type AppRoute } from '@accrue/remote-runtime';

export const customReportsRoutes: readonly AppRoute[] = [
  { path: '/custom-reports', title: 'page.customReports', gate: can('VIEW_CUSTOM_REPORTS') },
  { path: '/custom-reports/:reportId', title: 'page.customReport', gate: can('VIEW_CUSTOM_REPORTS') },
];
