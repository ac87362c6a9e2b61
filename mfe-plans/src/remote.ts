import { defineRemote } from '@accrue/remote-runtime';
import { plansRoutes } from './features/plans/routes';
import { designerRoutes } from './features/designer/routes';
import { planAgreementsRoutes } from './features/plan-agreements/routes';

/** mfe_plans: its routes (most specific first within each feature), labels and widgets. */
export default defineRemote({
  name: 'mfe_plans',
  routes: [...plansRoutes, ...designerRoutes, ...planAgreementsRoutes],
  // Only the six language files: the folder may also hold page catalogues and their tests.
  messages: (locale) => import(/* webpackInclude: /\/(en|fr|de|pt|es|it)\.ts$/ */ `./i18n/${locale}.ts`),
});
