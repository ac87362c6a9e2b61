import { canSeeCompanySettings, hasPermission, hasPlatformPermission } from '@accrue/access';
import { createAccrueClient } from '@accrue/sdk';
import type { Session } from '@accrue/remote-runtime';
import { discardTokenFromAddress, TokenSource } from './token-source';

// One definition of what an application sees of the signed-in user: the runtime's, which this
// module implements.
export type { AuthenticatedContext, Company, Session } from '@accrue/remote-runtime';

/** What signing in came to (spec doc 1 §4, sign-in flow). */
export type SessionOutcome =
  | { kind: 'ready'; session: Session }
  | { kind: 'sign-in'; url: string }
  | { kind: 'login-error'; message: string }
  | { kind: 'offline'; message?: string }
  | { kind: 'no-linked-account' };

export function signInUrl(returnTo: string, options: { prompt?: 'login' } = {}): string {
  return `/api/auth/login?${new URLSearchParams({ returnTo, ...options })}`;
}

function isNetworkError(error: unknown): boolean {
  return error instanceof TypeError;
}

/**
 * Resolves who is signed in before any application mounts: an identity-provider error in the
 * address shows the login error; no session means a redirect to sign in; otherwise the
 * authenticated context and the company load, and with them the permission set.
 */
export async function startSession(location: Location = window.location): Promise<SessionOutcome> {
  const params = new URLSearchParams(location.search);
  const providerError = params.get('error_description') ?? params.get('error');
  if (providerError) return { kind: 'login-error', message: providerError };

  // A `?token=` in the address never signs anyone in here (see token-source.ts): it is dropped.
  discardTokenFromAddress(location);
  const tokens = new TokenSource();
  const api = createAccrueClient({
    baseUrl: location.origin,
    token: () => tokens.get().then((t) => t ?? undefined),
  });
  const returnTo = `${location.pathname}${location.search}`;

  try {
    const me = await api.GET('/users/me');
    if (me.response.status === 401) {
      tokens.clear();
      return { kind: 'sign-in', url: signInUrl(returnTo) };
    }
    if (me.response.status === 404 || me.response.status === 403) return { kind: 'no-linked-account' };
    if (!me.data) return { kind: 'offline', message: me.error?.message };
    const company = await api.GET('/companies');
    if (!company.data) return { kind: 'offline', message: company.error?.message };

    // The server sends the subject it checks this user with; the browser gates with the same one.
    const { subject } = me.data;
    return {
      kind: 'ready',
      session: {
        api,
        me: me.data,
        company: company.data,
        subject,
        can: (permission) => hasPermission(subject, permission),
        canPlatform: (permission) => hasPlatformPermission(subject, permission),
        canSeeCompanySettings: () => canSeeCompanySettings(subject),
        logout: async () => {
          await api.PATCH('/users/logout');
          tokens.clear();
        },
      },
    };
  } catch (error) {
    if (isNetworkError(error)) return { kind: 'offline' };
    throw error;
  }
}
