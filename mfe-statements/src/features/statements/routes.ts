import { can, type AppRoute } from '@accrue/remote-runtime';

const list = () => import('./StatementsPage');
const detail = () => import('./StatementPage');

export const statementsRoutes: readonly AppRoute[] = [
  { path: '/statements', title: 'page.statements', gate: can('VIEW_STATEMENTS'), load: list },
  {
    path: '/statements/by-date/:startDate/plan/:planId/user/:userId',
    title: 'page.statementNotFound',
    gate: can('VIEW_STATEMENTS'),
  },
  {
    path: '/statements/by-date/:startDate',
    title: 'page.statementsOfPeriod',
    gate: can('VIEW_STATEMENTS'),
    load: list,
  },
  {
    path: '/statements/:id/comments/:stid',
    title: 'page.statement',
    gate: can('VIEW_STATEMENTS'),
    load: detail,
  },
  { path: '/statements/:id/comments', title: 'page.statement', gate: can('VIEW_STATEMENTS'), load: detail },
  {
    path: '/statements/:id/rule/:ruleId/:action?/:externalId?',
    title: 'page.statement',
    gate: can('VIEW_STATEMENTS'),
    load: detail,
  },
  { path: '/statements/:id', title: 'page.statement', gate: can('VIEW_STATEMENTS'), load: detail },
];
