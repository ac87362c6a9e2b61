import { can, type AppRoute } from '@accrue/shell/remote-app';

export const auditRoutes: readonly AppRoute[] = [
  { path: '/audit', title: 'page.audit', gate: can('VIEW_AUDIT') },
];
