import { can, type AppRoute } from '@accrue/remote-runtime';

export const recordModelsRoutes: readonly AppRoute[] = [
  {
    path: '/data/record-models/:modelMachineName?',
    title: 'page.recordModel',
    gate: can('VIEW_DATA_OBJECT_DETAILS'),
    load: () => import('./RecordModelsPage'),
  },
];
