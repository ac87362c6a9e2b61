import type { components, operations } from '@accrue/sdk';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '@accrue/remote-runtime';
import { check } from '../statements/api';
import { statementReviewsKey } from '../statements/queries';

/** A statement whose current step awaits the viewer: who, plan, period, total and that step. */
export type StatementToReview = components['schemas']['StatementToReview'];

/** The list's filters: a plan, a period (`2026-03`, `2026-Q1`, `2026`), both optional. */
export type ReviewFilters = Pick<
  NonNullable<operations['listStatementsToReview']['parameters']['query']>,
  'planId' | 'periodId'
>;

/** As many as the API lists at once (100, like every list): the page says when there are more. */
export const REVIEW_LIST_LIMIT = 100;

/**
 * GET /statements-review: the statements awaiting the viewer's review, latest period first (at most
 * `limit`; `totalItems` counts them all). Disabled until the page knows its filters.
 */
export function useStatementsToReview(
  filters: ReviewFilters,
  { limit = REVIEW_LIST_LIMIT, enabled = true }: { limit?: number; enabled?: boolean } = {},
) {
  const api = useApi();
  return useQuery({
    queryKey: [...statementReviewsKey, 'list', filters, limit],
    enabled,
    placeholderData: keepPreviousData,
    queryFn: async () =>
      check(await api.GET('/statements-review', { params: { query: { ...filters, limit } } })),
  });
}

/** What a bulk review did: the statements reviewed, and why each of the others was refused. */
export type BulkReviewResult =
  operations['reviewStatements']['responses'][200]['content']['application/json'];

/**
 * What a bulk review does to each statement (doc 2 §5): validate its current step (NEXT), review
 * every step at once (FULLY_REVIEW_FORCE, for those who may force a review) or start its review
 * again from the first step (RESET).
 */
export type BulkReviewAction = 'NEXT' | 'FULLY_REVIEW_FORCE' | 'RESET';

/**
 * POST /statements/reviews: the action on each statement (one refused never stops the others; the
 * next steps' reviewers are notified). The lists and the statements read again.
 */
export function useReviewStatements() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ statementIds, action }: { statementIds: number[]; action: BulkReviewAction }) =>
      check(
        await api.POST('/statements/reviews', {
          params: { query: { isNotify: true } },
          body: { statementIds, action },
        }),
      ),
    onSettled: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: statementReviewsKey }),
        client.invalidateQueries({ queryKey: ['statements', 'detail'] }),
      ]);
    },
  });
}
