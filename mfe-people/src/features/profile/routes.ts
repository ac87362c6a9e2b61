import { can, type AppRoute } from '@accrue/shell/remote-app';

export const profileRoutes: readonly AppRoute[] = [
  { path: '/profile', title: 'page.profile', gate: can('VIEW_PROFILE') },
];
