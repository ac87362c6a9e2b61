import type { AppRoute } from '@accrue/shell/remote-app';
import { backofficeHomeRoutes } from './features/backoffice-home/routes';
import { companiesRoutes } from './features/companies/routes';
import { jobsRoutes } from './features/jobs/routes';
import { assistantRoutes } from './features/assistant/routes';

/** Every route this remote renders, most specific first within each feature. */
export const routes: readonly AppRoute[] = [
  ...backofficeHomeRoutes,
  ...companiesRoutes,
  ...jobsRoutes,
  ...assistantRoutes,
];
