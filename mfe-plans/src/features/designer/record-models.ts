import { useQuery } from '@tanstack/react-query';
import { useApi } from '@accrue/remote-runtime';
import { ok } from '@accrue/remote-runtime/query-hooks';
import type { ModelChoice } from './plan-builders';

/**
 * The company's record models (GET /objects-definitions, its first hundred: a company has a few),
 * as a new table may read them; only asked for by whoever may see them (VIEW_DATA_OBJECT_DETAILS).
 */
export function useCompanyModels(enabled: boolean) {
  const api = useApi();
  return useQuery({
    queryKey: ['plans', 'record-models'],
    enabled,
    staleTime: 60_000,
    queryFn: async (): Promise<ModelChoice[]> =>
      ok(await api.GET('/objects-definitions', { params: { query: { page: 0, limit: 100 } } })).items.map(
        (model) => ({
          machineName: model.machineName,
          label: model.name,
          key: model.keyField,
          fields: model.fields.map((field) => ({
            identifier: field.identifier,
            label: field.label,
            format: field.format,
          })),
        }),
      ),
  });
}
