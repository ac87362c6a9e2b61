import { useEffect } from 'react';
import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { useApi } from '@accrue/remote-runtime';
import {
  check,
  type Adjustment,
  type DatasetRowPage,
  type Overwrite,
  type RowEdit,
  type StatementDetail,
  type StatementReview,
} from './api';
import { useApiWrite } from './api-write';

/** How often the statement is read again while a calculation it waits for runs. */
export const RECALCULATION_POLL_MS = 1000;
/** How long it waits for that calculation at most before it stops asking. */
export const RECALCULATION_WAIT_MS = 60_000;

export const statementKey = (id: number) => ['statements', 'detail', id] as const;

/** Every page of every dataset of a statement (or its forecast): what an edit of its rows refreshes. */
export const datasetRowsKey = (statementId: number) => ['statements', 'rows', statementId] as const;

/** What a dataset table asks for: a page, its size, the search text. */
export interface DatasetRowsQuery {
  page: number;
  limit: number;
  search?: string;
}

/**
 * GET /statements/{id}/datasets/{datasetId}/rows: one page of a dataset, searched on the server
 * (`forecasted`: the rows of the statement's forecast). `calculatedAt` is part of the key, so a
 * recalculated statement reads its rows again; the previous page stays shown while the next loads.
 */
export function useDatasetRows(
  statementId: number,
  datasetId: string,
  query: DatasetRowsQuery | null,
  { forecasted = false, calculatedAt }: { forecasted?: boolean; calculatedAt: string },
) {
  const api = useApi();
  return useQuery({
    queryKey: [
      ...datasetRowsKey(statementId),
      datasetId,
      forecasted ? 'forecast' : 'statement',
      calculatedAt,
      query?.page,
      query?.limit,
      query?.search ?? '',
    ],
    enabled: query !== null,
    placeholderData: keepPreviousData,
    queryFn: async () =>
      check(
        await api.GET('/statements/{statementId}/datasets/{datasetId}/rows', {
          params: {
            path: { statementId, datasetId },
            query: {
              page: query!.page,
              limit: query!.limit,
              ...(query!.search ? { search: query!.search } : {}),
              ...(forecasted ? { forecasted } : {}),
            },
          },
        }),
      ) as DatasetRowPage,
    retry: false,
  });
}

/**
 * GET /statements/{id}. After an adjustment or an overwrite the API enqueues the statement's
 * calculation: `awaiting` (the calculatedAt it had then) makes it poll until a worker rewrote it.
 */
export function useStatementDetail(id: number | null, awaiting: string | null) {
  const api = useApi();
  return useQuery({
    queryKey: statementKey(id ?? 0),
    enabled: id !== null,
    queryFn: async () =>
      check(
        await api.GET('/statements/{statementId}', { params: { path: { statementId: id! } } }),
      ) as StatementDetail,
    refetchInterval: pollWhileAwaiting(awaiting, RECALCULATION_POLL_MS),
    retry: false,
  });
}

/**
 * A query's refetch interval while the page waits for a calculation: every `ms` as long as what it
 * read still has the calculatedAt it had when the calculation was asked for (`awaiting`).
 */
export function pollWhileAwaiting(awaiting: string | null, ms: number) {
  return (query: { state: { data?: { calculatedAt: string } } }) =>
    awaiting !== null && query.state.data?.calculatedAt === awaiting ? ms : false;
}

/**
 * Whether the page waits for a calculation: `awaiting` is the calculatedAt the figures (a statement,
 * a forecast) had when a write enqueued their calculation; cleared once they were recalculated
 * (`onSettled(true)`), or after RECALCULATION_WAIT_MS (`onSettled(false)`).
 */
export function useAwaitedCalculation(
  figures: { calculatedAt: string },
  awaiting: string | null,
  setAwaiting: (calculatedAt: string | null) => void,
  onSettled?: (recalculated: boolean) => void,
): boolean {
  useEffect(() => {
    if (awaiting === null) return;
    if (figures.calculatedAt !== awaiting) {
      setAwaiting(null);
      onSettled?.(true);
      return;
    }
    const timer = setTimeout(() => {
      setAwaiting(null);
      onSettled?.(false);
    }, RECALCULATION_WAIT_MS);
    return () => clearTimeout(timer);
  }, [awaiting, figures.calculatedAt, setAwaiting, onSettled]);
  return awaiting !== null && figures.calculatedAt === awaiting;
}

function patchStatement(client: QueryClient, id: number, patch: (s: StatementDetail) => StatementDetail) {
  client.setQueryData<StatementDetail>(statementKey(id), (current) => (current ? patch(current) : current));
}

let temporaryId = 0;

/**
 * POST /statements_adjustments, applied optimistically with a temporary (negative) id (doc 2 §8):
 * the adjustment shows at once; a failure removes it and reads the statement again.
 */
export function useAddAdjustment(statementId: number, author: Adjustment['createdBy']) {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: { amount: string; reason: string }) =>
      check(await api.POST('/statements_adjustments', { body: { statementId, ...input } })),
    onMutate: async (input) => {
      await client.cancelQueries({ queryKey: statementKey(statementId) });
      const now = new Date().toISOString();
      const temporary: Adjustment = {
        id: --temporaryId,
        statementId,
        amount: input.amount,
        reason: input.reason.trim(),
        createdBy: author,
        createdAt: now,
        updatedAt: now,
        version: 0,
      };
      patchStatement(client, statementId, (s) => ({ ...s, adjustments: [...s.adjustments, temporary] }));
      return { temporaryId: temporary.id };
    },
    onSuccess: (written, _input, context) => {
      patchStatement(client, statementId, (s) => ({
        ...s,
        adjustments: s.adjustments.map((a) => (a.id === context.temporaryId ? written.adjustment : a)),
      }));
    },
    onError: (_error, _input, context) => {
      if (context)
        patchStatement(client, statementId, (s) => ({
          ...s,
          adjustments: s.adjustments.filter((a) => a.id !== context.temporaryId),
        }));
      void client.invalidateQueries({ queryKey: statementKey(statementId) });
    },
  });
}

/** DELETE /statements_adjustments/{id}. */
export function useDeleteAdjustment(statementId: number) {
  return useApiWrite(
    (api, adjustmentId: number) =>
      api.DELETE('/statements_adjustments/{adjustmentId}', {
        params: { path: { adjustmentId } },
      }),
    (client) => ({
      onSuccess: (_answer, adjustmentId) =>
        patchStatement(client, statementId, (s) => ({
          ...s,
          adjustments: s.adjustments.filter((a) => a.id !== adjustmentId),
        })),
      onError: () => void client.invalidateQueries({ queryKey: statementKey(statementId) }),
    }),
  );
}

export type OverwriteTargetInput =
  | { kind: 'rule' | 'kpi'; token: string }
  | { kind: 'field'; datasetId: string; recordKey: string; token: string };
export type OverwriteInput = OverwriteTargetInput & { value: string | boolean | null };

/** POST /statements/{id}/overwrites or …/datasets/{datasetId}/overwrites; a failure refetches (doc 2 §8). */
export function useOverwrite(statementId: number) {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: OverwriteInput) =>
      input.kind === 'field'
        ? check(
            await api.POST('/statements/{statementId}/datasets/{datasetId}/overwrites', {
              params: { path: { statementId, datasetId: input.datasetId } },
              body: { recordKey: input.recordKey, field: input.token, value: input.value },
            }),
          )
        : check(
            await api.POST('/statements/{statementId}/overwrites', {
              params: { path: { statementId } },
              body: { kind: input.kind, token: input.token, value: input.value },
            }),
          ),
    onSuccess: (written) =>
      patchStatement(client, statementId, (s) => ({
        ...s,
        overwrites: [
          ...s.overwrites.filter(
            (o) =>
              !(
                o.kind === written.overwrite.kind &&
                o.token === written.overwrite.token &&
                o.datasetId === written.overwrite.datasetId &&
                o.recordKey === written.overwrite.recordKey
              ),
          ),
          written.overwrite as Overwrite,
        ],
      })),
    onError: () => void client.invalidateQueries({ queryKey: statementKey(statementId) }),
    // The rows shown read again (the overwritten field marked), as they will once recalculated.
    onSettled: () => void client.invalidateQueries({ queryKey: datasetRowsKey(statementId) }),
  });
}

/** DELETE /statements/{id}/overwrites/{overwriteId}. */
export function useDeleteOverwrite(statementId: number) {
  return useApiWrite(
    (api, overwriteId: number) =>
      api.DELETE('/statements/{statementId}/overwrites/{overwriteId}', {
        params: { path: { statementId, overwriteId } },
      }),
    (client) => ({
      onSuccess: (_answer, overwriteId) =>
        patchStatement(client, statementId, (s) => ({
          ...s,
          overwrites: s.overwrites.filter((o) => o.id !== overwriteId),
        })),
      onError: () => void client.invalidateQueries({ queryKey: statementKey(statementId) }),
      onSettled: () => void client.invalidateQueries({ queryKey: datasetRowsKey(statementId) }),
    }),
  );
}

/** A row to leave out of a statement's dataset, or a record of its model to add, with why. */
export type RowEditInput = { datasetId: string; recordKey: string; reason: string } & {
  kind: RowEdit['kind'];
};

/**
 * DELETE /statements/{id}/datasets/{datasetId}/rows/{rowId} (exclude) or POST …/rows (include),
 * each with its reason; the edit joins the cached statement's, the rows shown are read again.
 */
export function useRowEdit(statementId: number) {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: RowEditInput) =>
      input.kind === 'exclude'
        ? check(
            await api.DELETE('/statements/{statementId}/datasets/{datasetId}/rows/{rowId}', {
              params: { path: { statementId, datasetId: input.datasetId, rowId: input.recordKey } },
              body: { reason: input.reason },
            }),
          )
        : check(
            await api.POST('/statements/{statementId}/datasets/{datasetId}/rows', {
              params: { path: { statementId, datasetId: input.datasetId } },
              body: { recordKey: input.recordKey, reason: input.reason },
            }),
          ),
    onSuccess: (written) =>
      patchStatement(client, statementId, (s) => ({
        ...s,
        rowEdits: [...(s.rowEdits ?? []), written.rowEdit],
      })),
    onError: () => void client.invalidateQueries({ queryKey: statementKey(statementId) }),
    onSettled: () => void client.invalidateQueries({ queryKey: datasetRowsKey(statementId) }),
  });
}

/** DELETE /statements/{id}/row-edits/{rowEditId}: the row comes back (or goes) once recalculated. */
export function useDeleteRowEdit(statementId: number) {
  return useApiWrite(
    (api, rowEditId: number) =>
      api.DELETE('/statements/{statementId}/row-edits/{rowEditId}', {
        params: { path: { statementId, rowEditId } },
      }),
    (client) => ({
      onSuccess: (_answer, rowEditId) =>
        patchStatement(client, statementId, (s) => ({
          ...s,
          rowEdits: (s.rowEdits ?? []).filter((e) => e.id !== rowEditId),
        })),
      onError: () => void client.invalidateQueries({ queryKey: statementKey(statementId) }),
      onSettled: () => void client.invalidateQueries({ queryKey: datasetRowsKey(statementId) }),
    }),
  );
}

/**
 * A workflow action on a statement's review (doc 2 §5): NEXT, FORCE, PREVIOUS and RESET through
 * PATCH /statements/{id} (the next step's reviewers notified), FULLY_REVIEW through
 * PATCH /statements/{id}/fully-review.
 */
export type ReviewAction = 'NEXT' | 'FORCE' | 'PREVIOUS' | 'RESET' | 'FULLY_REVIEW';

/** The lists a review changes elsewhere: the statements awaiting the viewer (/statements-reviews). */
export const statementReviewsKey = ['statement-reviews'] as const;

/**
 * Takes a workflow action on the review at the version the page shows (If-Match: a review somebody
 * moved meanwhile answers 409 and nothing is written). The answer replaces the cached statement's
 * review; a refusal reads the statement again, so the page shows where the review now stands.
 */
export function useReviewAction(statementId: number) {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ action, version }: { action: ReviewAction; version: number }) => {
      const header = { 'If-Match': `"${version}"` };
      return action === 'FULLY_REVIEW'
        ? check(
            await api.PATCH('/statements/{statementId}/fully-review', {
              params: { path: { statementId }, header },
            }),
          )
        : check(
            await api.PATCH('/statements/{statementId}', {
              params: { path: { statementId }, query: { isNotify: true }, header },
              body: { workflowAction: action },
            }),
          );
    },
    onSuccess: (review: StatementReview) => {
      patchStatement(client, statementId, (s) => ({ ...s, review }));
      void client.invalidateQueries({ queryKey: statementReviewsKey });
    },
    onError: () => void client.invalidateQueries({ queryKey: statementKey(statementId) }),
  });
}

/**
 * POST /statements/{id}/enable-standalone-review: starts this one statement's review outside its
 * period's campaign. The review it answers goes into the cached statement (the panel then shows);
 * a refusal reads the statement again.
 */
export function useStartStandaloneReview(statementId: number) {
  return useApiWrite(
    (api) =>
      api.POST('/statements/{statementId}/enable-standalone-review', {
        params: { path: { statementId } },
      }),
    (client) => ({
      onSuccess: (review: StatementReview) => {
        patchStatement(client, statementId, (s) => ({ ...s, review, canStartReview: false }));
        void client.invalidateQueries({ queryKey: statementReviewsKey });
      },
      onError: () => void client.invalidateQueries({ queryKey: statementKey(statementId) }),
    }),
  );
}

/** The plans of a period whose reviews (workflow campaigns) have not started. */
export const reviewsToStartKey = (periodId: string) => ['workflow-campaigns', 'to-start', periodId] as const;

/**
 * GET /workflow-campaigns/to-start-for-period: the plans with a workflow and statements in the
 * period whose review has not started (for the roles that launch campaigns).
 */
export function useReviewsToStart(periodId: string) {
  const api = useApi();
  return useQuery({
    queryKey: reviewsToStartKey(periodId),
    queryFn: async () =>
      check(await api.GET('/workflow-campaigns/to-start-for-period', { params: { query: { periodId } } })),
    retry: false,
  });
}

/**
 * POST /workflow-campaigns/start-for-plans-period: starts the review of these plans' statements of
 * the period; answers how many campaigns started. The plans still to start and the lists of
 * statements to review read again.
 */
export function useStartReviews() {
  return useApiWrite(
    (api, input: { periodId: string; planIds: number[] }) =>
      api.POST('/workflow-campaigns/start-for-plans-period', { body: input }),
    (client) => ({
      onSettled: (_answer, _error, input) => {
        void client.invalidateQueries({ queryKey: reviewsToStartKey(input.periodId) });
        void client.invalidateQueries({ queryKey: statementReviewsKey });
        void client.invalidateQueries({ queryKey: ['statements', 'detail'] });
      },
    }),
  );
}
