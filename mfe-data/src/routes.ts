import type { AppRoute } from '@accrue/shell/remote-app';
import { connectorsRoutes } from './features/connectors/routes';
import { recordModelsRoutes } from './features/record-models/routes';
import { dataExportsRoutes } from './features/data-exports/routes';
import { auditRoutes } from './features/audit/routes';
import { customReportsRoutes } from './features/custom-reports/routes';
import { dashboardsRoutes } from './features/dashboards/routes';

/** Every route this remote renders, most specific first within each feature. */
export const routes: readonly AppRoute[] = [
  ...connectorsRoutes,
  ...recordModelsRoutes,
  ...dataExportsRoutes,
  ...auditRoutes,
  ...customReportsRoutes,
  ...dashboardsRoutes,
];
