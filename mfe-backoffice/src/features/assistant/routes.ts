import { canPlatform, type AppRoute } from '@accrue/shell/remote-app';

export const assistantRoutes: readonly AppRoute[] = [
  { path: '/superadmin/assistant', title: 'page.assistant', gate: canPlatform('VIEW_SUPER_ADMIN') },
];
