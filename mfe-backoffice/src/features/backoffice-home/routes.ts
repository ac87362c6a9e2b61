import { canPlatform, type AppRoute } from '@accrue/shell/remote-app';

export const backofficeHomeRoutes: readonly AppRoute[] = [
  { path: '/superadmin', title: 'page.superadmin', gate: canPlatform('VIEW_SUPER_ADMIN') },
  { path: '/superadmin/home', title: 'page.superadminHome', gate: canPlatform('VIEW_SUPER_ADMIN') },
  { path: '/superadmin/settings', title: 'page.masterSettings', gate: canPlatform('VIEW_SUPER_ADMIN') },
];
