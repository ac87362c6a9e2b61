import type { AppRoute } from '@accrue/shell/remote-app';

export const dataExportsRoutes: readonly AppRoute[] = [
  { path: '/data-exports/:exportId', title: 'page.dataExport' },
];
