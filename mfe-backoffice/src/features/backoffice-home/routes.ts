import { canPlatform, type AppRoute } from '@accrue/remote-runtime';

export const backofficeHomeRoutes: readonly AppRoute[] = [
  { path: '/superadmin', title: 'page.superadmin', gate: canPlatform('VIEW_SUPER_ADMIN') },
  { path: '/superadmin/home', title: 'page.superadminHome', gate: canPlatform('VIEW_SUPER_ADMIN') },
  { path: '/superadmin/settings', title: 'page.masterSettings', gate: canPlatform('VIEW_SUPER_ADMIN') },
];
