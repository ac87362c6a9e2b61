import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '@accrue/remote-runtime';
import { CURRENT_COMPANY_KEY, ok } from '@accrue/remote-runtime/query-hooks';
import type { Company, CustomizationChanges } from './customization';

export interface SaveCustomization {
  /** The version the form was loaded at (sent as If-Match: a change made since answers 409). */
  version: number;
  changes: CustomizationChanges;
}

/** PATCH /companies with the changed fields of the customization; the answer is the new company. */
export function useSaveCustomization() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ version, changes }: SaveCustomization) =>
      ok(
        await api.PATCH('/companies', {
          params: { header: { 'If-Match': `"${version}"` } },
          body: { customization: changes },
        }),
      ),
    onSuccess: (company: Company) => client.setQueryData(CURRENT_COMPANY_KEY, company),
  });
}

/** Reads the company again (after a stale save: the form restarts from the latest version). */
export function useReloadCompany() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: CURRENT_COMPANY_KEY });
}
