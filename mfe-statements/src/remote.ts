import { defineRemote } from '@accrue/remote-runtime';
import { homeRoutes } from './features/home/routes';
import { statementsRoutes } from './features/statements/routes';
import { statementReviewsRoutes } from './features/statement-reviews/routes';
import { forecastsRoutes } from './features/forecasts/routes';
import { threadsRoutes } from './features/threads/routes';
import { paymentsRoutes } from './features/payments/routes';
import { overwritesRoutes } from './features/overwrites/routes';

/** mfe_statements: its routes (most specific first within each feature), labels and widgets. */
export default defineRemote({
  name: 'mfe_statements',
  routes: [
    ...homeRoutes,
    ...statementsRoutes,
    ...statementReviewsRoutes,
    ...forecastsRoutes,
    ...threadsRoutes,
    ...paymentsRoutes,
    ...overwritesRoutes,
  ],
  // Only the six language files: the folder also holds page catalogues and their tests.
  messages: (locale) => import(/* webpackInclude: /\/(en|fr|de|pt|es|it)\.ts$/ */ `./i18n/${locale}.ts`),
  widgets: {
    statement: () => import('./widgets/statement/StatementWidget').then((m) => m.StatementWidget),
    // The rep's home (issue #14): the same summary as /home, read with the frame's session.
    dashboard: () => import('./widgets/dashboard/DashboardWidget').then((m) => m.DashboardWidget),
  },
});
