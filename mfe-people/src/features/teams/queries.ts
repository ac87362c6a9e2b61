import type { CallResult, components } from '@accrue/sdk';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { checked, useApi } from '@accrue/remote-runtime';

export type Team = components['schemas']['Team'];
export type TeamAssignment = components['schemas']['TeamAssignment'];
export type TeamAssignmentPage = components['schemas']['TeamAssignmentPage'];
export type AssignmentStatus = 'ACTIVE' | 'EXPIRED' | 'FUTURE' | 'ALL';
export type TeamRole = 'TEAM_MANAGER' | 'TEAM_EMPLOYEE';

/** An answer of the API that is not a success: its message, status and the rest of its payload (doc 1 §8). */
export class TeamsApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: { message?: string; errors?: { field: string; message: string }[] },
  ) {
    super(body.message ?? `HTTP ${status}`);
  }

  /** The message the server gave for one field (a taken team name is answered on `name`). */
  fieldMessage(field: string): string | undefined {
    return this.body.errors?.find((e) => e.field === field)?.message;
  }
}

function check<T>(answer: CallResult<T>): T {
  return checked(answer, (status, body) => new TeamsApiError(status, body as TeamsApiError['body']));
}

/** Every team the caller sees (one page of up to 1,000, the tree is built from it). */
export function useTeams() {
  const api = useApi();
  return useQuery({
    queryKey: ['teams', 'list'],
    queryFn: async () => check(await api.GET('/teams', { params: { query: { limit: 1000 } } })),
  });
}

export function useTeam(id: number) {
  const api = useApi();
  return useQuery({
    queryKey: ['teams', 'one', id],
    queryFn: async () => check(await api.GET('/teams/team/{teamId}', { params: { path: { teamId: id } } })),
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
      check(
        await api.GET('/team_assignments', {
          params: { query: { teamId, status, page: page!.page, limit: Math.min(page!.limit, 500) } },
        }),
      ),
  });
}

/** The people an assignment may be made for: the first 100 matching the search. */
export function usePeopleChoices(search: string) {
  const api = useApi();
  return useQuery({
    queryKey: ['teams', 'people', search],
    placeholderData: keepPreviousData,
    queryFn: async () =>
      check(
        await api.GET('/users/profile', {
          params: { query: { limit: 100, ...(search ? { search: search.slice(0, 100) } : {}) } },
        }),
      ).items,
  });
}

function useTeamsMutation<Input, Output>(work: (input: Input) => Promise<Output>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: work,
    onSuccess: () => client.invalidateQueries({ queryKey: ['teams'] }),
  });
}

export function useCreateTeam() {
  const api = useApi();
  return useTeamsMutation(async (input: { name: string; parentTeamId: number | null }) =>
    check(await api.POST('/teams', { body: input })),
  );
}

export function useRenameTeam() {
  const api = useApi();
  return useTeamsMutation(async ({ id, name }: { id: number; name: string }) =>
    check(await api.PUT('/teams/{teamId}/name', { params: { path: { teamId: id } }, body: { name } })),
  );
}

export function useLinkTeams() {
  const api = useApi();
  return useTeamsMutation(async ({ id, teamIds }: { id: number; teamIds: number[] }) =>
    check(
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
    check(await api.DELETE('/teams/{teamId}/parent-team', { params: { path: { teamId: id } } })),
  );
}

export function useArchiveTeam() {
  const api = useApi();
  return useTeamsMutation(async ({ id, archived }: { id: number; archived: boolean }) =>
    archived
      ? check(await api.POST('/teams/{teamId}/archive', { params: { path: { teamId: id } } }))
      : check(await api.POST('/teams/{teamId}/unarchive', { params: { path: { teamId: id } } })),
  );
}

export function useDeleteTeam() {
  const api = useApi();
  return useTeamsMutation(async (id: number) => {
    check(await api.DELETE('/teams/{teamId}', { params: { path: { teamId: id } } }));
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
    check(await api.POST('/team_assignments', { body: { teamAssignments } })),
  );
}

export function useUpdateAssignments() {
  const api = useApi();
  return useTeamsMutation(
    async (teamAssignments: { id: number; effectiveAsOf?: string; effectiveUntil?: string | null }[]) =>
      check(await api.PATCH('/team_assignments', { body: { teamAssignments } })),
  );
}

export function useDeleteAssignments() {
  const api = useApi();
  return useTeamsMutation(async (teamAssignmentIds: number[]) =>
    check(await api.DELETE('/team_assignments', { body: { teamAssignmentIds } })),
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
    }) => check(await api.POST('/team_assignments/bulk-import', { body: input })),
  );
}
