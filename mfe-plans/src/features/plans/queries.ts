import type { components } from '@accrue/sdk';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '@accrue/remote-runtime';
import type { AssignmentStatus } from '@accrue/remote-runtime/dated-assignments';
import { ok, useRefreshingMutation } from '@accrue/remote-runtime/query-hooks';

export type Plan = components['schemas']['Plan'];
export type PlanFrequency = components['schemas']['PlanFrequency'];
export type PlanAssignment = components['schemas']['PlanAssignment'];
export type PlanAssignmentPage = components['schemas']['PlanAssignmentPage'];
export type PlanVersion = components['schemas']['PlanVersion'];
export type PlanVersionComparison = components['schemas']['PlanVersionComparison'];
export type ComparedSection = PlanVersionComparison['sections'][number];
export type PlanFileSection = ComparedSection['section'];
export type EntryChange = ComparedSection['changes'][number];
export type { AssignmentStatus } from '@accrue/remote-runtime/dated-assignments';
export type Workflow = components['schemas']['Workflow'];
export type PlanWorkflow = components['schemas']['PlanWorkflow'];

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

/**
 * What changed in the plan file from one version to another (either order), per section. A
 * version never changes once saved, so an answer stays true; asked only once both are chosen.
 */
export function usePlanVersionComparison(planId: number, from: number | null, to: number | null) {
  const api = useApi();
  return useQuery({
    queryKey: ['plans', 'comparison', planId, from, to],
    enabled: from !== null && to !== null,
    staleTime: Infinity,
    queryFn: async () =>
      ok(
        await api.GET('/plans/{planId}/versions/{fromVersion}/compare/{toVersion}', {
          params: { path: { planId, fromVersion: from!, toVersion: to! } },
        }),
      ),
  });
}

/**
 * Makes an earlier version the plan's definition again, saved as a new version, from the version
 * the caller saw (If-Match, as the definition's replacement: a plan changed since answers 409).
 * Refreshes the plan, its definition, its versions and the plan list.
 */
export function useRestorePlanVersion(planId: number) {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ version, currentVersion }: { version: number; currentVersion: number }) =>
      ok(
        await api.POST('/plans/{planId}/versions/{version}/restore', {
          params: { path: { planId, version }, header: { 'If-Match': `"${currentVersion}"` } },
        }),
      ),
    onSuccess: () =>
      Promise.all(
        [
          ['plans', 'one', planId],
          ['plans', 'definition', planId],
          ['plans', 'versions', planId],
          ['plans', 'list'],
        ].map((queryKey) => client.invalidateQueries({ queryKey })),
      ),
  });
}

/** The review workflow the plan's statements go through (doc 2 §3), or null when they are not reviewed. */
export function usePlanWorkflow(planId: number) {
  const api = useApi();
  return useQuery({
    queryKey: ['plans', 'workflow', planId],
    queryFn: async () => ok(await api.GET('/plans/{planId}/workflow', { params: { path: { planId } } })),
  });
}

/**
 * The company's review workflows, by name (at most 100), to choose a plan's from. Only for callers
 * who may see them (VIEW_WORKFLOWS): asked only when `enabled`.
 */
export function useWorkflows(enabled: boolean) {
  const api = useApi();
  return useQuery({
    queryKey: ['plans', 'workflows'],
    enabled,
    queryFn: async () => ok(await api.GET('/workflows')).items,
  });
}

/**
 * Chooses the workflow of the plan's statements (null for none). The answer is the plan's workflow
 * as saved; the workflows are read again, since each lists the plans it reviews.
 */
export function useSetPlanWorkflow(planId: number) {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (workflowId: number | null) =>
      ok(
        await api.PATCH('/plans/{planId}/workflow', {
          params: { path: { planId } },
          body: { workflowId },
        }),
      ),
    onSuccess: (saved) => {
      client.setQueryData(['plans', 'workflow', planId], saved);
      return client.invalidateQueries({ queryKey: ['plans', 'workflows'] });
    },
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

/** A change of the plan's forecasting: on or off, forecast formulas set (null removes one). */
export interface ForecastingChange {
  enabled?: boolean;
  formulas?: Record<string, string | null>;
}

/**
 * Writes a forecasting change into the plan file (`plan.forecasting`) from the version the caller
 * saw (If-Match: a plan changed since answers 409); a formula that does not compile answers 422 on
 * `formulas.<token>`. Refreshes every plans query.
 */
export function useSetForecasting(planId: number) {
  const api = useApi();
  return usePlansMutation(async ({ version, ...body }: ForecastingChange & { version: number }) =>
    ok(
      await api.PATCH('/plans/{planId}/forecasting-configuration', {
        params: { path: { planId }, header: { 'If-Match': `"${version}"` } },
        body,
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
    async ({
      id,
      ...body
    }: {
      id: number;
      effectiveAsOf?: string;
      effectiveUntil?: string | null;
      parameters?: Record<string, string>;
    }) =>
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
