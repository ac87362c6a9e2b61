import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '@accrue/remote-runtime';
import { ok, useRefreshingMutation } from '@accrue/remote-runtime/query-hooks';
import type { Workflow, WorkflowInput } from './workflows';

/** Every query of the page is under this key: a write refreshes them all. */
const WORKFLOWS = ['workflows'] as const;

/** The company's workflows, by name (a company has at most 100: one call answers them all). */
export function useWorkflows() {
  const api = useApi();
  return useQuery({
    queryKey: [...WORKFLOWS, 'list'],
    queryFn: async () => ok(await api.GET('/workflows')).items,
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
