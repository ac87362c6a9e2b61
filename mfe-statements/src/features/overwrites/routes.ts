import { can, type AppRoute } from '@accrue/remote-runtime';

export const overwritesRoutes: readonly AppRoute[] = [
  {
    path: '/overwrites',
    title: 'page.overwrites',
    gate: can('VIEW_OVERWRITES'),
    load: () => import('./OverwritesPage'),
  },
];
