import { can, type AppRoute } from '@accrue/shell/remote-app';

export const statementReviewsRoutes: readonly AppRoute[] = [
  { path: '/statements-reviews', title: 'page.statementsReviews', gate: can('VIEW_STATEMENT_REVIEWS') },
];
