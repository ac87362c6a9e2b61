import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '@accrue/remote-runtime';
import { ok, useRefreshingMutation } from '@accrue/remote-runtime/query-hooks';
import { inGroupsOf, type Workflow, type WorkflowInput } from './workflows';

/** Every query of the page is under this key: a write refreshes them all. */
const WORKFLOWS = ['workflows'] as const;

/** The directory filters on at most this many users per call (openapi/people.yaml `userIds`). */
const USERS_PER_CALL = 100;

/** The company's workflows, by name (a company has at most 100: one call answers them all). */
export function useWorkflows() {
  const api = useApi();
  return useQuery({
    queryKey: [...WORKFLOWS, 'list'],
    queryFn: async () => ok(await api.GET('/workflows')).items,
  });
}

/**
 * The names of the users that steps name, whatever their status (a deactivated reviewer still
 * reads by name), asked by id: a call per 100 of them.
 */
export function useUserNames(userIds: readonly number[], enabled: boolean) {
  const api = useApi();
  return useQuery({
    queryKey: [...WORKFLOWS, 'users', userIds],
    enabled: enabled && userIds.length > 0,
    queryFn: async () => {
      const pages = await Promise.all(
        inGroupsOf(userIds, USERS_PER_CALL).map(async (ids) =>
          ok(
            await api.GET('/users/profile', {
              params: {
                query: {
                  userIds: ids,
                  limit: USERS_PER_CALL,
                  status: ['ACTIVE', 'INACTIVE', 'INVITED', 'DEACTIVATED'],
                },
              },
            }),
          ),
        ),
      );
      return pages.flatMap((page) => page.items.map((user) => [user.id, user.fullName] as const));
    },
  });
}

export interface SaveWorkflow {
  /** The workflow edited and the version it was loaded at (sent as If-Match); none to create one. */
  edited: Pick<Workflow, 'id' | 'version'> | null;
  input: WorkflowInput;
}

export function useSaveWorkflow() {
  const api = useApi();
  return useRefreshingMutation([...WORKFLOWS], async ({ edited, input }: SaveWorkflow) =>
    edited
      ? ok(
          await api.PUT('/workflows/{workflowId}', {
            params: { path: { workflowId: edited.id }, header: { 'If-Match': `"${edited.version}"` } },
            body: input,
          }),
        )
      : ok(await api.POST('/workflows', { body: input })),
  );
}

export function useDeleteWorkflow() {
  const api = useApi();
  return useRefreshingMutation([...WORKFLOWS], async (id: number) => {
    ok(await api.DELETE('/workflows/{workflowId}', { params: { path: { workflowId: id } } }));
  });
}

/** Fetches the list again (after a stale edit, so the next edit starts from the latest version). */
export function useRefreshWorkflows() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: [...WORKFLOWS, 'list'] });
}
