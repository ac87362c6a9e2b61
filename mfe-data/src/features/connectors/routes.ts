import { can, type AppRoute } from '@accrue/remote-runtime';

export const connectorsRoutes: readonly AppRoute[] = [
  {
    path: '/data/connectors',
    title: 'page.connectors',
    gate: can('VIEW_DATA_CONNECTORS'),
    load: () => import('./ConnectorsPage'),
  },
  {
    path: '/data/connectors/:connectorId/record-models/create',
    title: 'page.createRecordModel',
    gate: can('MODIFY_DATA_CONNECTORS'),
    load: () => import('./CreateFromSourcePage'),
  },
];
