import { can, type AppRoute } from '@accrue/remote-runtime';

export const designerRoutes: readonly AppRoute[] = [
  { path: '/redirect-to-designer', title: 'page.designer', gate: can('VIEW_RULE_DESIGNER') },
];
