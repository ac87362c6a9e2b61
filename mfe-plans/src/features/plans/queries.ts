import type { components } from '@accrue/sdk';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useApi } from '@accrue/remote-runtime';
import { ok, useRefreshingMutation } from '@accrue/remote-runtime/query-hooks';

export type Plan = components['schemas']['Plan'];
export type PlanFrequency = components['schemas']['PlanFrequency'];
export type PlanAssignment = components['schemas']['PlanAssignment'];
export type PlanAssignmentPage = components['schemas']['PlanAssignmentPage'];
export type PlanVersion = components['schemas']['PlanVersion'];
export type AssignmentStatus = 'ACTIVE' | 'FUTURE' | 'EXPIRED' | 'ALL';

/** This feature's refusals are the SDK's typed errors (status, message, field messages). */
export { AccrueApiError as PlansApiError } from '@accrue/sdk';

/** Every plan the caller sees, active ones first (a company has tens of plans, not thousands). */
export function usePlans() {
  const api = useApi();
  return useQuery({
    queryKey: ['plans', 'list'],
    queryFn: async () => ok(await api.GET('/plans', { params: { query: { limit: 500 } } })),
  });
}

export function usePlan(planId: number) {
  const api = useApi();
  return useQuery({
    queryKey: ['plans', 'one', planId],
    queryFn: async () => ok(await api.GET('/plans/{planId}', { params: { path: { planId } } })),
  });
}

export function usePlanAssignments(
  planId: number,
  status: AssignmentStatus,
  page: { page: number; limit: number } | null,
) {
  const api = useApi();
  return useQuery({
    queryKey: ['plans', 'assignments', planId, status, page],
    enabled: page !== null,
    placeholderData: keepPreviousData,
    queryFn: async () =>
      ok(
        await api.GET('/plans/{planId}/assignments', {
          params: {
            path: { planId },
            query: { status, page: page!.page, limit: Math.min(page!.limit, 500) },
          },
        }),
      ),
  });
}

/** The plan file and the version it is at (for If-Match on the replacement). */
export function usePlanDefinition(planId: number, enabled: boolean) {
  const api = useApi();
  return useQuery({
    queryKey: ['plans', 'definition', planId],
    enabled,
    queryFn: async () => ok(await api.GET('/plans/{planId}/definition', { params: { path: { planId } } })),
  });
}

export function usePlanVersions(planId: number, enabled: boolean) {
  const api = useApi();
  return useQuery({
    queryKey: ['plans', 'versions', planId],
    enabled,
    queryFn: async () =>
      ok(
        await api.GET('/plans/{planId}/versions', {
          params: { path: { planId }, query: { limit: 50 } },
        }),
      ),
  });
}

/** A plans write that refreshes every plans query once it succeeds. */
function usePlansMutation<Input, Output>(work: (input: Input) => Promise<Output>) {
  return useRefreshingMutation(['plans'], work);
}

export function useCreatePlan() {
  const api = useApi();
  return usePlansMutation(async (body: { name: string; frequency: PlanFrequency }) =>
    ok(await api.POST('/plans', { body })),
  );
}

export interface DuplicateInput {
  planId: number;
  newPlanName: string;
  shouldImportAssignments: boolean;
  assignmentsEffectiveAsOf: string | null;
  assignmentsEffectiveUntil: string | null;
}

export function useDuplicatePlan() {
  const api = useApi();
  return usePlansMutation(async (body: DuplicateInput) =>
    ok(await api.POST('/plans/{planId}/duplicate', { params: { path: { planId: body.planId } }, body })),
  );
}

export function useArchivePlan() {
  const api = useApi();
  return usePlansMutation(
    async ({
      planId,
      ...body
    }: {
      planId: number;
      archived: boolean;
      assignmentsEffectiveAsOf?: string | null;
      assignmentsEffectiveUntil?: string | null;
    }) => ok(await api.PUT('/plans/archive/{planId}', { params: { path: { planId } }, body })),
  );
}

export function useDeletePlan() {
  const api = useApi();
  return usePlansMutation(async (planId: number) => {
    ok(await api.DELETE('/plans/{planId}', { params: { path: { planId } } }));
  });
}

export function useSetVisibility() {
  const api = useApi();
  return usePlansMutation(async ({ planId, visibility }: { planId: number; visibility: 'live' | 'hidden' }) =>
    ok(await api.PATCH('/plans/{planId}/visibility', { params: { path: { planId } }, body: { visibility } })),
  );
}

export function useReplaceDefinition() {
  const api = useApi();
  return usePlansMutation(
    async ({ planId, definition, version }: { planId: number; definition: string; version: number }) =>
      ok(
        await api.PUT('/plans/{planId}/definition', {
          params: { path: { planId }, header: { 'If-Match': `"${version}"` } },
          body: { definition },
        }),
      ),
  );
}

export function useImportPlan() {
  const api = useApi();
  return usePlansMutation(async (definition: string) =>
    ok(await api.POST('/plans/import', { body: { definition } })),
  );
}

export interface NewAssignment {
  userId: number;
  effectiveAsOf: string;
  effectiveUntil: string | null;
}

export function useCreateAssignments(planId: number) {
  const api = useApi();
  return usePlansMutation(async (assignments: NewAssignment[]) =>
    ok(
      await api.POST('/plans/{planId}/assignments', { params: { path: { planId } }, body: { assignments } }),
    ),
  );
}

export function useUpdateAssignment(planId: number) {
  const api = useApi();
  return usePlansMutation(
    async ({ id, ...body }: { id: number; effectiveAsOf?: string; effectiveUntil?: string | null }) =>
      ok(
        await api.PATCH('/plans/{planId}/assignments/{planAssignmentId}', {
          params: { path: { planId, planAssignmentId: id } },
          body,
        }),
      ),
  );
}

export function useDeleteAssignment(planId: number) {
  const api = useApi();
  return usePlansMutation(async (id: number) => {
    ok(
      await api.DELETE('/plans/{planId}/assignments/{planAssignmentId}', {
        params: { path: { planId, planAssignmentId: id } },
      }),
    );
  });
}
