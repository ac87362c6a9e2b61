import { can, type AppRoute } from '@accrue/remote-runtime';

export const forecastsRoutes: readonly AppRoute[] = [
  { path: '/forecasts', title: 'page.forecasts', gate: can('VIEW_FORECASTS') },
  { path: '/forecasts/by-date/:startDate', title: 'page.forecastsOfPeriod', gate: can('VIEW_FORECASTS') },
  {
    path: '/forecasts/:id/rule/:ruleId/:action?/:externalId?',
    title: 'page.forecast',
    gate: can('VIEW_FORECASTS'),
  },
  { path: '/forecasts/:id', title: 'page.forecast', gate: can('VIEW_FORECASTS') },
];
