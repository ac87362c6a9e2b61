import { can, type AppRoute } from '@accrue/remote-runtime';

const list = () => import('./ForecastsPage');
const detail = () => import('./ForecastPage');

export const forecastsRoutes: readonly AppRoute[] = [
  { path: '/forecasts', title: 'page.forecasts', gate: can('VIEW_FORECASTS'), load: list },
  {
    path: '/forecasts/by-date/:startDate',
    title: 'page.forecastsOfPeriod',
    gate: can('VIEW_FORECASTS'),
    load: list,
  },
  {
    path: '/forecasts/:id/rule/:ruleId/:action?/:externalId?',
    title: 'page.forecast',
    gate: can('VIEW_FORECASTS'),
    load: detail,
  },
  { path: '/forecasts/:id', title: 'page.forecast', gate: can('VIEW_FORECASTS'), load: detail },
];
