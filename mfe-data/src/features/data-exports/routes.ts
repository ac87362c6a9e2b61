import type { AppRoute } from '@accrue/remote-runtime';

export const dataExportsRoutes: readonly AppRoute[] = [
  { path: '/data-exports/:exportId', title: 'page.dataExport' },
];
