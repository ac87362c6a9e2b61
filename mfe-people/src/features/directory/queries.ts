import type { CallResult } from '@accrue/sdk';
import type { components } from '@accrue/sdk';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { checked, useApi } from '@accrue/remote-runtime';
import type { PaginatedQuery } from '@accrue/ui-kit/table';
import type { AdminScope, ProfileInput, User, UserStatus } from './model';

/** An answer of the API that is not a success: its message, status and the rest of its payload (doc 1 §8). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: { message?: string; code?: string; [key: string]: unknown },
  ) {
    super(body.message ?? `HTTP ${status}`);
  }
}

function check<T>(answer: CallResult<T>): T {
  return checked(answer, (status, body) => new ApiError(status, body as ApiError['body']));
}

export interface DirectoryFilters {
  status: UserStatus[];
  role: string[];
  currency: string[];
  externalIdSource: string[];
  hrisIdSource: string[];
  userIds: number[];
}

const SORTABLE = new Set(['fullName', 'role', 'currency', 'status', 'email']);
type Sort = 'fullName' | 'role' | 'currency' | 'status' | 'email';

/** One page of the directory, filtered, searched and sorted on the server. */
export function useDirectoryPage(query: PaginatedQuery | null, filters: DirectoryFilters) {
  const api = useApi();
  return useQuery({
    queryKey: ['users', 'directory', query, filters],
    enabled: query !== null,
    placeholderData: keepPreviousData,
    queryFn: async () =>
      check(
        await api.GET('/users/profile', {
          params: {
            query: {
              page: query!.page,
              limit: query!.limit,
              desc: query!.desc,
              ...(query!.sort && SORTABLE.has(query!.sort) ? { sort: query!.sort as Sort } : {}),
              ...(query!.search ? { search: query!.search.slice(0, 100) } : {}),
              ...(filters.status.length ? { status: filters.status } : {}),
              ...(filters.role.length ? { role: filters.role as User['role'][] } : {}),
              ...(filters.currency.length ? { currency: filters.currency } : {}),
              ...(filters.externalIdSource.length
                ? { externalIdSource: filters.externalIdSource as ('NONE' | 'SALESFORCE')[] }
                : {}),
              ...(filters.hrisIdSource.length
                ? { hrisIdSource: filters.hrisIdSource as ('NONE' | 'WORKDAY')[] }
                : {}),
              ...(filters.userIds.length ? { userIds: filters.userIds } : {}),
            },
          },
        }),
      ),
  });
}

/** The people the "user" filter offers: the first 100 by name, whatever their status. */
export function useUserChoices() {
  const api = useApi();
  return useQuery({
    queryKey: ['users', 'choices'],
    queryFn: async () =>
      check(
        await api.GET('/users/profile', {
          params: { query: { limit: 100, status: ['ACTIVE', 'INACTIVE', 'INVITED', 'DEACTIVATED'] } },
        }),
      ).items,
  });
}

export function useAdminScopes(enabled: boolean) {
  const api = useApi();
  return useQuery({
    queryKey: ['admin-scopes'],
    enabled,
    queryFn: async (): Promise<AdminScope[]> => check(await api.GET('/admin-scopes')),
  });
}

export function useSaveProfile() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: ProfileInput): Promise<User> =>
      check(await api.PUT('/users/profile', { body: input })),
    onSuccess: () => client.invalidateQueries({ queryKey: ['users'] }),
  });
}

export function useToggleDeactivation() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (userId: number): Promise<User> =>
      check(await api.POST('/users/profile/{userId}/toggle-deactivation', { params: { path: { userId } } })),
    onSettled: () => client.invalidateQueries({ queryKey: ['users'] }),
  });
}

export function useImpersonate() {
  const api = useApi();
  return useMutation({
    mutationFn: async (userId: number) => {
      const answer = await api.PATCH('/users/impersonate', { body: { userIdToImpersonate: userId } });
      if (!answer.response.ok)
        throw new ApiError(answer.response.status, (answer.error ?? {}) as ApiError['body']);
    },
  });
}

export interface InvitationAnswer {
  invited: User[];
  errors: { id: number; message: string }[];
  total: number;
}

/** Single and bulk invitations: each user succeeds or fails alone (doc 3 §3). */
export function useSendInvitations() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (userIds: number[]): Promise<InvitationAnswer> =>
      check(await api.POST('/users/profile/invitations', { body: userIds.map((id) => ({ id })) })),
    onSettled: () => client.invalidateQueries({ queryKey: ['users'] }),
  });
}

/** The invitations kept for the admin when no SMTP server is configured. */
export function useOutbox(enabled: boolean) {
  const api = useApi();
  return useQuery({
    queryKey: ['users', 'outbox'],
    enabled,
    queryFn: async () => check(await api.GET('/users/profile/invitations/outbox')),
  });
}

// The member page (doc 3 §2): one user, their teams, plans and quota values.

export function useMember(userId: number) {
  const api = useApi();
  return useQuery({
    queryKey: ['users', 'member', userId],
    queryFn: async (): Promise<User> =>
      check(await api.GET('/users/profile/{userId}', { params: { path: { userId } } })),
  });
}

export function useMemberTeams(userId: number, enabled: boolean) {
  const api = useApi();
  return useQuery({
    queryKey: ['users', 'member', userId, 'teams'],
    enabled,
    queryFn: async () =>
      check(await api.GET('/users/{userId}/team-assignments', { params: { path: { userId } } })),
  });
}

export function useMemberPlans(userId: number) {
  const api = useApi();
  return useQuery({
    queryKey: ['users', 'member', userId, 'plans'],
    queryFn: async () =>
      check(await api.GET('/users/{userId}/plan-assignments', { params: { path: { userId } } })),
  });
}

/** The member's quota values of a year, with the names of the quotas. */
export function useMemberQuotas(userId: number, year: number, enabled: boolean) {
  const api = useApi();
  return useQuery({
    queryKey: ['users', 'member', userId, 'quotas', year],
    enabled,
    queryFn: async () => {
      const [values, quotas] = await Promise.all([
        api.GET('/users/{userId}/quota-assignments', {
          params: {
            path: { userId },
            query: {
              'effectiveBetween.start': `${year}-01-01`,
              'effectiveBetween.end': `${year}-12-31`,
              limit: 100,
            },
          },
        }),
        api.POST('/quotas-with-assigned-plans/searches', {
          params: { query: { limit: 100 } },
          body: { search: '' },
        }),
      ]);
      const names = new Map(check(quotas).items.map((q) => [q.id, q.name]));
      return check(values).items.map((value) => ({ ...value, quotaName: names.get(value.quotaId) ?? '' }));
    },
  });
}

export type UploadResult = components['schemas']['UserUploadResult'];

/** The CSV upload (doc 3 §5): a dry run to preview, then the same file applied, all or nothing. */
export function useUploadUsers() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: { csv: string; dryRun: boolean }): Promise<UploadResult> =>
      check(await api.POST('/users/registrations', { body: input })),
    onSuccess: (result) => {
      if (!result.dryRun) void client.invalidateQueries({ queryKey: ['users'] });
    },
  });
}
