import { can, type AppRoute } from '@accrue/remote-runtime';

export const auditRoutes: readonly AppRoute[] = [
  { path: '/audit', title: 'page.audit', gate: can('VIEW_AUDIT'), load: () => import('./AuditPage') },
];
