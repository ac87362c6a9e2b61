import { can, type AppRoute } from '@accrue/shell/remote-app';

export const directoryRoutes: readonly AppRoute[] = [
  { path: '/company/directory', title: 'page.directory', gate: can('VIEW_DIRECTORY') },
  { path: '/company/directory/members/:memberId', title: 'page.member', gate: can('VIEW_MEMBER_PROFILE') },
];
