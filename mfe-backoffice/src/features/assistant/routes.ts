import { canPlatform, type AppRoute } from '@accrue/remote-runtime';

export const assistantRoutes: readonly AppRoute[] = [
  { path: '/superadmin/assistant', title: 'page.assistant', gate: canPlatform('VIEW_SUPER_ADMIN') },
];
