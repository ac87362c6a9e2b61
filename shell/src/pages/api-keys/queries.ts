import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi, useSession } from '@accrue/remote-runtime';
import { ok, useRefreshingMutation } from '@accrue/remote-runtime/query-hooks';
import type { ApiKeyCreated, ApiKeyDraft } from './apiKeys';
import { toCreateBody } from './apiKeys';

/** Every query of the page is under this key: a write refreshes them all. */
const API_KEYS = ['apiKeys'] as const;

/** The company's API keys (never their secrets). */
export function useApiKeys() {
  const api = useApi();
  return useQuery({
    queryKey: [...API_KEYS, 'list'],
    queryFn: async () => ok(await api.GET('/company/api-keys')),
  });
}

/**
 * The names of the people who created keys, when the caller may read the directory; a key whose
 * creator is gone (or unreadable) shows no name.
 */
export function useCreatorNames(ids: readonly number[]) {
  const api = useApi();
  const session = useSession();
  const unique = [...new Set(ids)].sort((a, b) => a - b);
  return useQuery({
    queryKey: [...API_KEYS, 'creators', unique],
    enabled: unique.length > 0 && !!session?.can('VIEW_MEMBER_PROFILE'),
    queryFn: async () => {
      const answer = ok(
        await api.GET('/users/profile', { params: { query: { userIds: unique, limit: 100 } } }),
      );
      return new Map(answer.items.map((user) => [user.id, user.fullName] as const));
    },
  });
}

/**
 * Creates a key. Deliberately not a react-query mutation: a mutation keeps its answer (the secret)
 * in the client's cache after the dialog closes. The answer goes to the caller only, and the list
 * is fetched again.
 */
export function useCreateApiKey() {
  const api = useApi();
  const client = useQueryClient();
  return async (draft: ApiKeyDraft): Promise<ApiKeyCreated> => {
    const created = ok(await api.POST('/company/api-keys', { body: toCreateBody(draft) }));
    void client.invalidateQueries({ queryKey: [...API_KEYS, 'list'] });
    return created;
  };
}

export function useRevokeApiKey() {
  const api = useApi();
  return useRefreshingMutation([...API_KEYS], async (id: number) => {
    ok(await api.DELETE('/company/api-keys/{apiKeyId}', { params: { path: { apiKeyId: id } } }));
  });
}
