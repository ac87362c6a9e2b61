import { can, type AppRoute } from '@accrue/remote-runtime';

export const teamsRoutes: readonly AppRoute[] = [
  { path: '/teams', title: 'page.teams', gate: can('VIEW_TEAMS'), load: () => import('./TeamsPage') },
  { path: '/teams/:teamId', title: 'page.team', gate: can('VIEW_TEAMS'), load: () => import('./TeamPage') },
];
