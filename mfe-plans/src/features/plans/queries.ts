import type { CallResult, components } from '@accrue/sdk';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { checked, useApi } from '@accrue/remote-runtime';

export type Plan = components['schemas']['Plan'];
export type PlanFrequency = components['schemas']['PlanFrequency'];
export type PlanAssignment = components['schemas']['PlanAssignment'];
export type PlanAssignmentPage = components['schemas']['PlanAssignmentPage'];
export type PlanVersion = components['schemas']['PlanVersion'];
export type AssignmentStatus = 'ACTIVE' | 'FUTURE' | 'EXPIRED' | 'ALL';

/** An answer of the API that is not a success: its message, status and the rest of its payload (doc 2 §8). */
export class PlansApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: { message?: string; errors?: { field: string; message: string }[] },
  ) {
    super(body.message ?? `HTTP ${status}`);
  }

  /** The message the server gave for one field (a taken plan name is answered on the name field). */
  fieldMessage(field: string): string | undefined {
    return this.body.errors?.find((e) => e.field === field)?.message;
  }

  get fieldErrors(): { field: string; message: string }[] {
    return this.body.errors ?? [];
  }
}

function check<T>(answer: CallResult<T>): T {
  return checked(answer, (status, body) => new PlansApiError(status, body as PlansApiError['body']));
}

/** Every plan the caller sees, active ones first (a company has tens of plans, not thousands). */
export function usePlans() {
  const api = useApi();
  return useQuery({
    queryKey: ['plans', 'list'],
    queryFn: async () => check(await api.GET('/plans', { params: { query: { limit: 500 } } })),
  });
}

export function usePlan(planId: number) {
  const api = useApi();
  return useQuery({
    queryKey: ['plans', 'one', planId],
    queryFn: async () => check(await api.GET('/plans/{planId}', { params: { path: { planId } } })),
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
      check(
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
    queryFn: async () => check(await api.GET('/plans/{planId}/definition', { params: { path: { planId } } })),
  });
}

export function usePlanVersions(planId: number, enabled: boolean) {
  const api = useApi();
  return useQuery({
    queryKey: ['plans', 'versions', planId],
    enabled,
    queryFn: async () =>
      check(
        await api.GET('/plans/{planId}/versions', {
          params: { path: { planId }, query: { limit: 50 } },
        }),
      ),
  });
}

/** The people a plan may be assigned to: the first 100 of the directory matching the search. */
export function usePeopleChoices(search: string) {
  const api = useApi();
  return useQuery({
    queryKey: ['plans', 'people', search],
    placeholderData: keepPreviousData,
    queryFn: async () =>
      check(
        await api.GET('/users/profile', {
          params: { query: { limit: 100, ...(search ? { search: search.slice(0, 100) } : {}) } },
        }),
      ).items,
  });
}

function usePlansMutation<Input, Output>(work: (input: Input) => Promise<Output>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: work,
    onSuccess: () => client.invalidateQueries({ queryKey: ['plans'] }),
  });
}

export function useCreatePlan() {
  const api = useApi();
  return usePlansMutation(async (body: { name: string; frequency: PlanFrequency }) =>
    check(await api.POST('/plans', { body })),
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
    check(await api.POST('/plans/{planId}/duplicate', { params: { path: { planId: body.planId } }, body })),
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
    }) => check(await api.PUT('/plans/archive/{planId}', { params: { path: { planId } }, body })),
  );
}

export function useDeletePlan() {
  const api = useApi();
  return usePlansMutation(async (planId: number) => {
    check(await api.DELETE('/plans/{planId}', { params: { path: { planId } } }));
  });
}

export function useSetVisibility() {
  const api = useApi();
  return usePlansMutation(async ({ planId, visibility }: { planId: number; visibility: 'live' | 'hidden' }) =>
    check(
      await api.PATCH('/plans/{planId}/visibility', { params: { path: { planId } }, body: { visibility } }),
    ),
  );
}

export function useReplaceDefinition() {
  const api = useApi();
  return usePlansMutation(
    async ({ planId, definition, version }: { planId: number; definition: string; version: number }) =>
      check(
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
    check(await api.POST('/plans/import', { body: { definition } })),
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
    check(
      await api.POST('/plans/{planId}/assignments', { params: { path: { planId } }, body: { assignments } }),
    ),
  );
}

export function useUpdateAssignment(planId: number) {
  const api = useApi();
  return usePlansMutation(
    async ({ id, ...body }: { id: number; effectiveAsOf?: string; effectiveUntil?: string | null }) =>
      check(
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
    check(
      await api.DELETE('/plans/{planId}/assignments/{planAssignmentId}', {
        params: { path: { planId, planAssignmentId: id } },
      }),
    );
  });
}
