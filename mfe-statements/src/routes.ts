import type { AppRoute } from '@accrue/shell/remote-app';
import { homeRoutes } from './features/home/routes';
import { statementsRoutes } from './features/statements/routes';
import { statementReviewsRoutes } from './features/statement-reviews/routes';
import { forecastsRoutes } from './features/forecasts/routes';
import { threadsRoutes } from './features/threads/routes';
import { paymentsRoutes } from './features/payments/routes';
import { overwritesRoutes } from './features/overwrites/routes';

/** Every route this remote renders, most specific first within each feature. */
export const routes: readonly AppRoute[] = [
  ...homeRoutes,
  ...statementsRoutes,
  ...statementReviewsRoutes,
  ...forecastsRoutes,
  ...threadsRoutes,
  ...paymentsRoutes,
  ...overwritesRoutes,
];
