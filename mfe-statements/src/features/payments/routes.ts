import { can, type AppRoute } from '@accrue/remote-runtime';

export const paymentsRoutes: readonly AppRoute[] = [
  {
    path: '/payments',
    title: 'page.payments',
    gate: can('VIEW_PAYMENTS'),
    load: () => import('./PaymentsPage'),
  },
];
