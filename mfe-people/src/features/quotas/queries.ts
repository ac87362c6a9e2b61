import type { CallResult, components } from '@accrue/sdk';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { checked, useApi } from '@accrue/remote-runtime';
import type { BulkRow } from './model';

export type Quota = components['schemas']['QuotaWithAssignedPlans'];
export type QuotaAssignment = components['schemas']['QuotaAssignment'];
export type QuotaAssignmentInput = components['schemas']['QuotaAssignmentInput'];

/** An answer that is not a success: the server's message, status and field errors (doc 1 §8). */
export class QuotasApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: { message?: string; errors?: { field: string; message: string }[] },
  ) {
    super(
      body.errors?.length ? body.errors.map((e) => e.message).join(' ') : (body.message ?? `HTTP ${status}`),
    );
  }
}

function check<T>(answer: CallResult<T>): T {
  return checked(answer, (status, body) => new QuotasApiError(status, body as QuotasApiError['body']));
}

export function useQuotas(query: { page: number; limit: number; search?: string } | null) {
  const api = useApi();
  return useQuery({
    queryKey: ['quotas', 'list', query],
    enabled: query !== null,
    placeholderData: keepPreviousData,
    queryFn: async () =>
      check(
        await api.POST('/quotas-with-assigned-plans/searches', {
          params: { query: { page: query!.page, limit: Math.min(query!.limit, 100) } },
          body: { search: (query!.search ?? '').slice(0, 100) },
        }),
      ),
  });
}

export function useQuota(id: number) {
  const api = useApi();
  return useQuery({
    queryKey: ['quotas', 'one', id],
    queryFn: async () =>
      check(await api.GET('/quotas-with-assigned-plans/{quotaId}', { params: { path: { quotaId: id } } })),
  });
}

export function useQuotaValues(
  quotaId: number,
  range: { startDate: string; endDate: string },
  page: { page: number; limit: number; search?: string } | null,
) {
  const api = useApi();
  return useQuery({
    queryKey: ['quotas', 'values', quotaId, range, page],
    enabled: page !== null,
    placeholderData: keepPreviousData,
    queryFn: async () =>
      check(
        await api.POST('/quotas/{quotaId}/assignments/searches', {
          params: { path: { quotaId }, query: { page: page!.page, limit: Math.min(page!.limit, 100) } },
          body: { ...range, ...(page!.search ? { search: page!.search.slice(0, 100) } : {}) },
        }),
      ),
  });
}

function useQuotasMutation<Input, Output>(work: (input: Input) => Promise<Output>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: work,
    onSuccess: () => client.invalidateQueries({ queryKey: ['quotas', 'values'] }),
  });
}

/** Sets one value (the inline edit, and a new value). */
export function useSetQuotaValue() {
  const api = useApi();
  return useQuotasMutation(async (input: QuotaAssignmentInput) =>
    check(await api.POST('/quotas-assignments', { body: input })),
  );
}

export function useBulkQuotaValues() {
  const api = useApi();
  return useQuotasMutation(async (input: { quotas: BulkRow[]; dryRun: boolean }) =>
    check(await api.POST('/quotas-assignments/bulk', { body: input })),
  );
}

export function useDeleteQuotaValues() {
  const api = useApi();
  return useQuotasMutation(async (ids: number[]) =>
    check(await api.DELETE('/quotas-assignments', { body: { assignments: ids.map((id) => ({ id })) } })),
  );
}
