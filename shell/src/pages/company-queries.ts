import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '@accrue/remote-runtime';
import { CURRENT_COMPANY_KEY, ok } from '@accrue/remote-runtime/query-hooks';
import type { components } from '@accrue/sdk';

type Company = components['schemas']['Company'];

export interface SaveCompany {
  /** The version the form was loaded at (sent as If-Match: a change made since answers 409). */
  version: number;
  /** Company fields, or a customization object merged into the current one (not both). */
  patch: components['schemas']['CompanyPatch'];
}

/**
 * PATCH /companies for the company settings pages (main settings, customization, agreements): the
 * answer is the new company, which every page reading the current company then shows.
 */
export function useSaveCompany() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ version, patch }: SaveCompany) =>
      ok(
        await api.PATCH('/companies', {
          params: { header: { 'If-Match': `"${version}"` } },
          body: patch,
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
