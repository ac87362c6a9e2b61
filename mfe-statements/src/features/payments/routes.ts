import { can, type AppRoute } from '@accrue/shell/remote-app';

export const paymentsRoutes: readonly AppRoute[] = [
  { path: '/payments', title: 'page.payments', gate: can('VIEW_PAYMENTS') },
];
