import type { CallResult } from '@accrue/sdk';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { checked, useApi, useSession, type AuthenticatedContext } from '@accrue/remote-runtime';

/** An answer of the API that is not a success: its message, status and the rest of its payload. */
export class ProfileError extends Error {
  constructor(
    readonly status: number,
    readonly body: { message?: string; errors?: { field: string; message: string }[] },
  ) {
    super(
      body.errors?.length ? body.errors.map((e) => e.message).join(' ') : (body.message ?? `HTTP ${status}`),
    );
  }
}

function check<T>(answer: CallResult<T>): T {
  return checked(answer, (status, body) => new ProfileError(status, body as ProfileError['body']));
}

/** The signed-in user as the server has them now (the session's copy is from sign-in). */
export function useMe() {
  const api = useApi();
  const session = useSession()!;
  return useQuery({
    queryKey: ['users', 'me'],
    initialData: session.me,
    staleTime: 0,
    queryFn: async (): Promise<AuthenticatedContext> => check(await api.GET('/users/me')),
  });
}

export function useUpdateSettings() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (settings: { language?: string; firstName?: string; lastName?: string }) =>
      check(await api.PATCH('/users/settings', { body: settings })),
    onSuccess: () => client.invalidateQueries({ queryKey: ['users'] }),
  });
}

export function useUploadAvatar() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (avatarBase64: string | null) =>
      check(
        avatarBase64 === null
          ? await api.PATCH('/users/avatar/randomize')
          : await api.PATCH('/users/avatar', { body: { avatarBase64 } }),
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: ['users'] }),
  });
}
