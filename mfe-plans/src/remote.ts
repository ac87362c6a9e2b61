import { defineRemote } from '@accrue/remote-runtime';
import { plansRoutes } from './features/plans/routes';
import { designerRoutes } from './features/designer/routes';
import { planAgreementsRoutes } from './features/plan-agreements/routes';

/** mfe_plans: its routes (most specific first within each feature), labels and widgets. */
export default defineRemote({
  name: 'mfe_plans',
  routes: [...plansRoutes, ...designerRoutes, ...planAgreementsRoutes],
  messages: (locale) => import(`./i18n/${locale}.ts`),
});
