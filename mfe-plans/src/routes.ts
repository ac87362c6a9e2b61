import type { AppRoute } from '@accrue/shell/remote-app';
import { plansRoutes } from './features/plans/routes';
import { designerRoutes } from './features/designer/routes';
import { planAgreementsRoutes } from './features/plan-agreements/routes';

/** Every route this remote renders, most specific first within each feature. */
export const routes: readonly AppRoute[] = [...plansRoutes, ...designerRoutes, ...planAgreementsRoutes];
