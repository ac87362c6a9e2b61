// React-query hooks several remotes share. A subpath of its own (`@accrue/remote-runtime/query-hooks`),
// not the package's index: the index is in every first load, react-query only in pages that fetch.
import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryKey,
} from '@tanstack/react-query';
// By the package's name, not './api': a remote bundles this subpath, and must reach the session
// through the shared runtime (the shell's copy), not a second copy of its context.
import { checked, useApi, useSession } from '@accrue/remote-runtime';
import { AccrueApiError, type CallResult } from '@accrue/sdk';

/**
 * The data of a typed client's answer, or an `AccrueApiError` (status, the API's message, each
 * field's message) for a refusal: the one error every feature's pages read.
 */
export function ok<T>(answer: CallResult<T>): T {
  return checked(answer, (status, body) => new AccrueApiError(status, body));
}

/** A search is cut to this many characters, as the directory's contract bounds it. */
const SEARCH_LENGTH = 100;

/**
 * The people a picker offers (assign to a plan, a team…): the first 100 of the caller's directory
 * matching the search, as the directory's own server-side search finds them. `scope` keeps each
 * feature's answers under its own query key, so its mutations refresh them with the rest.
 */
export function usePeopleChoices(scope: string, search: string) {
  const api = useApi();
  return useQuery({
    queryKey: [scope, 'people', search],
    placeholderData: keepPreviousData,
    queryFn: async () => {
      const answer = await api.GET('/users/profile', {
        params: { query: { limit: 100, ...(search ? { search: search.slice(0, SEARCH_LENGTH) } : {}) } },
      });
      if (!answer.data) throw new Error(`HTTP ${answer.response.status}`);
      return answer.data.items;
    },
  });
}

/** A write that, once it succeeds, makes every query under `refresh` fetch again. */
export function useRefreshingMutation<Input, Output>(
  refresh: QueryKey,
  work: (input: Input) => Promise<Output>,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: work,
    onSuccess: () => client.invalidateQueries({ queryKey: refresh }),
  });
}

/** The query key of the caller's company: a write that changes it sets or refreshes this key. */
export const CURRENT_COMPANY_KEY = ['companies', 'current'] as const;

/**
 * The caller's company (GET /companies), starting from the one the session opened with (nothing
 * waits for it) and read again, since an admin may have changed its settings since: the
 * customization page writes it, the forecast pages read their colours from it. A failed read
 * keeps what was shown.
 */
export function useCurrentCompany() {
  const api = useApi();
  const session = useSession();
  return useQuery({
    queryKey: CURRENT_COMPANY_KEY,
    queryFn: async () => ok(await api.GET('/companies')),
    initialData: session?.company,
    retry: false,
  });
}
