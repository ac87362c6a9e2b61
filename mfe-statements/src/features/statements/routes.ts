import { can, type AppRoute } from '@accrue/shell/remote-app';

export const statementsRoutes: readonly AppRoute[] = [
  { path: '/statements', title: 'page.statements', gate: can('VIEW_STATEMENTS') },
  {
    path: '/statements/by-date/:startDate/plan/:planId/user/:userId',
    title: 'page.statementNotFound',
    gate: can('VIEW_STATEMENTS'),
  },
  { path: '/statements/by-date/:startDate', title: 'page.statementsOfPeriod', gate: can('VIEW_STATEMENTS') },
  { path: '/statements/:id/comments/:stid', title: 'page.statement', gate: can('VIEW_STATEMENTS') },
  { path: '/statements/:id/comments', title: 'page.statement', gate: can('VIEW_STATEMENTS') },
  {
    path: '/statements/:id/rule/:ruleId/:action?/:externalId?',
    title: 'page.statement',
    gate: can('VIEW_STATEMENTS'),
  },
  { path: '/statements/:id', title: 'page.statement', gate: can('VIEW_STATEMENTS') },
];
