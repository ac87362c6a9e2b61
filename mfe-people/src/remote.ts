import { defineRemote } from '@accrue/remote-runtime';
import { directoryRoutes } from './features/directory/routes';
import { teamsRoutes } from './features/teams/routes';
import { quotasRoutes } from './features/quotas/routes';
import { profileRoutes } from './features/profile/routes';

/** mfe_people: its routes (most specific first within each feature), labels and widgets. */
export default defineRemote({
  name: 'mfe_people',
  routes: [...directoryRoutes, ...teamsRoutes, ...quotasRoutes, ...profileRoutes],
  // Only the six language files: the folder may also hold page catalogues and their tests.
  messages: (locale) => import(/* webpackInclude: /\/(en|fr|de|pt|es|it)\.ts$/ */ `./i18n/${locale}.ts`),
});
