import type { AppRoute } from '@accrue/shell/remote-app';
import { directoryRoutes } from './features/directory/routes';
import { teamsRoutes } from './features/teams/routes';
import { quotasRoutes } from './features/quotas/routes';
import { profileRoutes } from './features/profile/routes';

/** Every route this remote renders, most specific first within each feature. */
export const routes: readonly AppRoute[] = [
  ...directoryRoutes,
  ...teamsRoutes,
  ...quotasRoutes,
  ...profileRoutes,
];
