import { can, type AppRoute } from '@accrue/shell/remote-app';

export const teamsRoutes: readonly AppRoute[] = [
  { path: '/teams', title: 'page.teams', gate: can('VIEW_TEAMS') },
  { path: '/teams/:teamId', title: 'page.team', gate: can('VIEW_TEAMS') },
];
