import type { components } from '@accrue/sdk';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useApi } from '@accrue/remote-runtime';
import type { AssignmentStatus } from '@accrue/remote-runtime/dated-assignments';
import { ok, useRefreshingMutation } from '@accrue/remote-runtime/query-hooks';

export type Team = components['schemas']['Team'];
export type TeamAssignment = components['schemas']['TeamAssignment'];
export type TeamAssignmentPage = components['schemas']['TeamAssignmentPage'];
export type { AssignmentStatus } from '@accrue/remote-runtime/dated-assignments';
export type TeamRole = 'TEAM_MANAGER' | 'TEAM_EMPLOYEE';

/** This feature's refusals are the SDK's typed errors (status, message, field messages). */
export { AccrueApiError as TeamsApiError } from '@accrue/sdk';

/** Every team the caller sees (one page of up to 1,000, the tree is built from it). */
export function useTeams() {
  const api = useApi();
  return useQuery({
    queryKey: ['teams', 'list'],
    queryFn: async () => ok(await api.GET('/teams', { params: { query: { limit: 1000 } } })),
  });
}

export function useTeam(id: number) {
  const api = useApi();
  return useQuery({
    queryKey: ['teams', 'one', id],
    queryFn: async () => ok(await api.GET('/teams/team/{teamId}', { params: { path: { teamId: id } } })),
  });
}

export function useTeamAssignments(
  teamId: number,
  status: AssignmentStatus,
  page: { page: number; limit: number } | null,
) {
  const api = useApi();
  return useQuery({
    queryKey: ['teams', 'assignments', teamId, status, page],
    enabled: page !== null,
    placeholderData: keepPreviousData,
    queryFn: async () =>
      ok(
        await api.GET('/team_assignments', {
          params: { query: { teamId, status, page: page!.page, limit: Math.min(page!.limit, 500) } },
        }),
      ),
  });
}

/** A teams write that refreshes every teams query once it succeeds. */
function useTeamsMutation<Input, Output>(work: (input: Input) => Promise<Output>) {
  return useRefreshingMutation(['teams'], work);
}

export function useCreateTeam() {
  const api = useApi();
  return useTeamsMutation(async (input: { name: string; parentTeamId: number | null }) =>
    ok(await api.POST('/teams', { body: input })),
  );
}

export function useRenameTeam() {
  const api = useApi();
  return useTeamsMutation(async ({ id, name }: { id: number; name: string }) =>
    ok(await api.PUT('/teams/{teamId}/name', { params: { path: { teamId: id } }, body: { name } })),
  );
}

export function useLinkTeams() {
  const api = useApi();
  return useTeamsMutation(async ({ id, teamIds }: { id: number; teamIds: number[] }) =>
    ok(
      await api.POST('/teams/{teamId}/link-existing-teams', {
        params: { path: { teamId: id } },
        body: { teamIds },
      }),
    ),
  );
}

export function useUnlinkTeam() {
  const api = useApi();
  return useTeamsMutation(async (id: number) =>
    ok(await api.DELETE('/teams/{teamId}/parent-team', { params: { path: { teamId: id } } })),
  );
}

export function useArchiveTeam() {
  const api = useApi();
  return useTeamsMutation(async ({ id, archived }: { id: number; archived: boolean }) =>
    archived
      ? ok(await api.POST('/teams/{teamId}/archive', { params: { path: { teamId: id } } }))
      : ok(await api.POST('/teams/{teamId}/unarchive', { params: { path: { teamId: id } } })),
  );
}

export function useDeleteTeam() {
  const api = useApi();
  return useTeamsMutation(async (id: number) => {
    ok(await api.DELETE('/teams/{teamId}', { params: { path: { teamId: id } } }));
  });
}

export interface NewAssignment {
  teamId: number;
  userId: number;
  teamRole: TeamRole;
  effectiveAsOf: string;
  effectiveUntil: string | null;
}

export function useCreateAssignments() {
  const api = useApi();
  return useTeamsMutation(async (teamAssignments: NewAssignment[]) =>
    ok(await api.POST('/team_assignments', { body: { teamAssignments } })),
  );
}

export function useUpdateAssignments() {
  const api = useApi();
  return useTeamsMutation(
    async (teamAssignments: { id: number; effectiveAsOf?: string; effectiveUntil?: string | null }[]) =>
      ok(await api.PATCH('/team_assignments', { body: { teamAssignments } })),
  );
}

export function useDeleteAssignments() {
  const api = useApi();
  return useTeamsMutation(async (teamAssignmentIds: number[]) =>
    ok(await api.DELETE('/team_assignments', { body: { teamAssignmentIds } })),
  );
}

export type TeamImportResult = components['schemas']['TeamImportResult'];

export function useImportAssignments() {
  const api = useApi();
  return useTeamsMutation(
    async (input: {
      rowsToImport: {
        userEmail: string;
        teamName: string;
        teamRole: string;
        effectiveAsOf: string;
        effectiveUntil: string;
      }[];
      dryRun: boolean;
    }) => ok(await api.POST('/team_assignments/bulk-import', { body: input })),
  );
}
