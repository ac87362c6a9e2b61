import {
  canSeeCompanySettings,
  createAccrueClient,
  hasPermission,
  hasPlatformPermission,
  type AccrueClient,
  type components,
  type Permission,
  type PermissionSubject,
  type PlatformPermission,
} from '@accrue/sdk';
import { TokenSource } from './token-source';

export type AuthenticatedContext = components['schemas']['AuthenticatedContext'];
export type Company = components['schemas']['Company'];

/** The signed-in user as every application sees it: API client, context and permission checks. */
export interface Session {
  api: AccrueClient;
  me: AuthenticatedContext;
  company: Company;
  subject: PermissionSubject;
  can(permission: Permission): boolean;
  canPlatform(permission: PlatformPermission): boolean;
  canSeeCompanySettings(): boolean;
  logout(): Promise<void>;
}

/** What signing in came to (spec doc 1 §4, sign-in flow). */
export type SessionOutcome =
  | { kind: 'ready'; session: Session }
  | { kind: 'sign-in'; url: string }
  | { kind: 'login-error'; message: string }
  | { kind: 'offline'; message?: string }
  | { kind: 'no-linked-account' };

/** The permission subject of a user, computed by the same module the API enforces. */
export function subjectOf(me: AuthenticatedContext, company: Company): PermissionSubject {
  const scopes = me.adminScopesContainerDehydrated?.adminScopes ?? [];
  return {
    role: me.meta.accessRole,
    userId: me.user.id,
    featureFlags: company.featureFlags,
    customization: company.customization,
    platformLevels: me.meta.platformLevels,
    adminScope: scopes.find((scope) => scope.id === me.user.adminScopeId) ?? null,
    hierarchy: me.hierarchyContextDehydrated,
    impersonating: me.impersonation !== null,
  };
}

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

  const tokens = new TokenSource();
  tokens.adoptTokenFromAddress(location);
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

    const subject = subjectOf(me.data, company.data);
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
