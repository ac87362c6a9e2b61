import type { components } from '@accrue/sdk';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '@accrue/remote-runtime';
import { ok } from '@accrue/remote-runtime/query-hooks';
import type { BulkRow } from './model';

export type Quota = components['schemas']['QuotaWithAssignedPlans'];
export type QuotaAssignment = components['schemas']['QuotaAssignment'];
export type QuotaAssignmentInput = components['schemas']['QuotaAssignmentInput'];

/** This feature's refusals are the SDK's typed errors (status, message, field messages). */
export { AccrueApiError as QuotasApiError } from '@accrue/sdk';

export function useQuotas(query: { page: number; limit: number; search?: string } | null) {
  const api = useApi();
  return useQuery({
    queryKey: ['quotas', 'list', query],
    enabled: query !== null,
    placeholderData: keepPreviousData,
    queryFn: async () =>
      ok(
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
      ok(await api.GET('/quotas-with-assigned-plans/{quotaId}', { params: { path: { quotaId: id } } })),
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
      ok(
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
    ok(await api.POST('/quotas-assignments', { body: input })),
  );
}

export function useBulkQuotaValues() {
  const api = useApi();
  return useQuotasMutation(async (input: { quotas: BulkRow[]; dryRun: boolean }) =>
    ok(await api.POST('/quotas-assignments/bulk', { body: input })),
  );
}

export function useDeleteQuotaValues() {
  const api = useApi();
  return useQuotasMutation(async (ids: number[]) =>
    ok(await api.DELETE('/quotas-assignments', { body: { assignments: ids.map((id) => ({ id })) } })),
  );
}
