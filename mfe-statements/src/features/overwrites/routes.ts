import { can, type AppRoute } from '@accrue/shell/remote-app';

export const overwritesRoutes: readonly AppRoute[] = [
  { path: '/overwrites', title: 'page.overwrites', gate: can('VIEW_OVERWRITES') },
];
