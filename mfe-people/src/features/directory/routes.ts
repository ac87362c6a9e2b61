import { can, type AppRoute } from '@accrue/remote-runtime';

export const directoryRoutes: readonly AppRoute[] = [
  {
    path: '/company/directory',
    title: 'page.directory',
    gate: can('VIEW_DIRECTORY'),
    load: () => import('./DirectoryPage'),
  },
  {
    path: '/company/directory/members/:memberId',
    title: 'page.member',
    gate: can('VIEW_MEMBER_PROFILE'),
    load: () => import('./MemberPage'),
  },
];
