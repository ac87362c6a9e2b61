import { can, type AppRoute } from '@accrue/remote-runtime';

export const statementReviewsRoutes: readonly AppRoute[] = [
  {
    path: '/statements-reviews',
    title: 'page.statementsReviews',
    gate: can('VIEW_STATEMENT_REVIEWS'),
    load: () => import('./StatementReviewsPage'),
  },
];
