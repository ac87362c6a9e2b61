import { can, type AppRoute } from '@accrue/remote-runtime';

export const profileRoutes: readonly AppRoute[] = [
  {
    path: '/profile',
    title: 'page.profile',
    gate: can('VIEW_PROFILE'),
    load: () => import('./ProfilePage'),
  },
];
