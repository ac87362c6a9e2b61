import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi, useSession } from '@accrue/remote-runtime';
import { ok } from '@accrue/remote-runtime/query-hooks';
import type { Company, CustomizationChanges } from './customization';

/**
 * The company as GET /companies answers it, under the key every application reads it with (the
 * forecasts read their colours from it): a save here updates what they show.
 */
const CURRENT_COMPANY = ['companies', 'current'] as const;

/** The company, starting from the one the session opened with, and read again (it may have changed). */
export function useCompany() {
  const api = useApi();
  const session = useSession();
  return useQuery({
    queryKey: CURRENT_COMPANY,
    queryFn: async () => ok(await api.GET('/companies')),
    initialData: session?.company,
  });
}

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
    onSuccess: (company: Company) => client.setQueryData(CURRENT_COMPANY, company),
  });
}

/** Reads the company again (after a stale save: the form restarts from the latest version). */
export function useReloadCompany() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: CURRENT_COMPANY });
}
