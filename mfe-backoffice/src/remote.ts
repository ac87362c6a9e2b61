import { defineRemote } from '@accrue/remote-runtime';
import { backofficeHomeRoutes } from './features/backoffice-home/routes';
import { companiesRoutes } from './features/companies/routes';
import { jobsRoutes } from './features/jobs/routes';
import { assistantRoutes } from './features/assistant/routes';

/** mfe_backoffice: its routes (most specific first within each feature), labels and widgets. */
export default defineRemote({
  name: 'mfe_backoffice',
  routes: [...backofficeHomeRoutes, ...companiesRoutes, ...jobsRoutes, ...assistantRoutes],
  // Only the six language files: the folder may also hold page catalogues and their tests.
  messages: (locale) => import(/* webpackInclude: /\/(en|fr|de|pt|es|it)\.ts$/ */ `./i18n/${locale}.ts`),
});
