import { defineRemote } from '@accrue/remote-runtime';
import { connectorsRoutes } from './features/connectors/routes';
import { recordModelsRoutes } from './features/record-models/routes';
import { dataExportsRoutes } from './features/data-exports/routes';
import { auditRoutes } from './features/audit/routes';
import { customReportsRoutes } from './features/custom-reports/routes';
import { dashboardsRoutes } from './features/dashboards/routes';

/** mfe_data: its routes (most specific first within each feature), labels and widgets. */
export default defineRemote({
  name: 'mfe_data',
  routes: [
    ...connectorsRoutes,
    ...recordModelsRoutes,
    ...dataExportsRoutes,
    ...auditRoutes,
    ...customReportsRoutes,
    ...dashboardsRoutes,
  ],
  // Only the six language files: the folder may also hold page catalogues and their tests.
  messages: (locale) => import(/* webpackInclude: /\/(en|fr|de|pt|es|it)\.ts$/ */ `./i18n/${locale}.ts`),
  // The dashboard widget (the rep's home) is mfe_statements' (tools/federation/src/containers.ts).
});
