import { can, type AppRoute } from '@accrue/remote-runtime';

export const quotasRoutes: readonly AppRoute[] = [
  { path: '/quotas', title: 'page.quotas', gate: can('VIEW_QUOTAS'), load: () => import('./QuotasPage') },
  {
    path: '/quotas/values/:variableId',
    title: 'page.quotaValues',
    gate: can('VIEW_QUOTAS'),
    load: () => import('./QuotaValuesPage'),
  },
];
