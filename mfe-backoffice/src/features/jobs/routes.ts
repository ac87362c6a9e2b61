import { canPlatform, type AppRoute } from '@accrue/remote-runtime';

export const jobsRoutes: readonly AppRoute[] = [
  { path: '/superadmin/calculations', title: 'page.calculations', gate: canPlatform('VIEW_SUPER_ADMIN') },
  { path: '/superadmin/refreshments', title: 'page.refreshments', gate: canPlatform('VIEW_SUPER_ADMIN') },
  { path: '/superadmin/statements', title: 'page.statementsInError', gate: canPlatform('VIEW_SUPER_ADMIN') },
];
