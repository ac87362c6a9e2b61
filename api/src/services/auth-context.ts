import type { Database } from '../db/database.js';
import { Tenant } from '../db/tenancy.js';
import type { Account, Company } from '../domain/types.js';
import { accessRole, type HierarchyContextDehydrated, type PermissionSubject } from '@accrue/sdk/permissions';
import { findAdminScope } from '../repositories/admin-scopes.js';
import { findAccountById, findCompanyById } from '../repositories/platform/accounts.js';
import { findApiKeyForUse } from '../repositories/platform/api-keys.js';
import { findSession, type Session } from '../repositories/platform/sessions.js';
import { listTeamAssignments, listTeams } from '../repositories/teams.js';
import { listUsers } from '../repositories/users.js';
import { API_KEY_PREFIX, sha256, type AccessTokens } from '../auth/tokens.js';

/**
 * Who is calling, resolved once per request from the bearer: the company (and so the one `Tenant`
 * every company-scoped repository call goes through), the effective user (the impersonated one
 * while impersonating), the signed-in user, and the permission subject the rules are checked on.
 */
export interface AuthContext {
  kind: 'user' | 'apiKey';
  companyId: number;
  tenant: Tenant;
  company: Company;
  /** The effective user; null for an API key. */
  user: Account | null;
  /** The signed-in user (differs from `user` while impersonating); null for an API key. */
  signedInUser: Account | null;
  session: Session | null;
  impersonating: boolean;
  subject: PermissionSubject;
}

export function todayIso(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** The teams and assignments around a user (the whole company's, which the rules then narrow). */
export async function loadHierarchy(tenant: Tenant, date = todayIso()): Promise<HierarchyContextDehydrated> {
  const [teams, assignments] = await Promise.all([listTeams(tenant), listTeamAssignments(tenant)]);
  const users = new Map(
    (await listUsers(tenant, [...new Set(assignments.map((a) => a.userId))])).map((u) => [u.id, u]),
  );
  return {
    date,
    teams: teams.map(({ id, name, parentTeamId, archived }) => ({ id, name, parentTeamId, archived })),
    teamAssignments: assignments
      .filter((a) => users.has(a.userId))
      .map((a) => {
        const user = users.get(a.userId)!;
        return {
          ...a,
          user: { id: user.id, firstName: user.firstName, lastName: user.lastName, email: user.email },
        };
      }),
  };
}

async function subjectFor(
  tenant: Tenant,
  company: Company,
  user: Account,
  signedIn: Account,
  impersonating: boolean,
): Promise<PermissionSubject> {
  const role = accessRole(user);
  const needsHierarchy = role === 'MANAGER' || role === 'READ_ONLY_MANAGER';
  const adminScope = user.adminScopeId !== null ? await findAdminScope(tenant, user.adminScopeId) : null;
  return {
    role,
    userId: user.id,
    featureFlags: company.featureFlags,
    customization: company.customization,
    // Platform levels belong to the person signed in, never to the one impersonated.
    platformLevels: impersonating ? [] : signedIn.platformLevels,
    adminScope,
    scopedUserIds: [],
    hierarchy: needsHierarchy ? await loadHierarchy(tenant) : null,
    impersonating,
  };
}

export class AuthResolver {
  constructor(
    private readonly db: Database,
    private readonly tokens: AccessTokens,
  ) {}

  /** Resolves a bearer (an access token or a company API key); null when it is not valid. */
  async fromBearer(bearer: string): Promise<AuthContext | null> {
    if (bearer.startsWith(API_KEY_PREFIX)) return this.fromApiKey(bearer);
    const claims = await this.tokens.verify(bearer);
    if (!claims) return null;
    const session = await findSession(this.db, claims.sessionId);
    if (!session || session.userId !== claims.userId) return null;
    return this.fromSession(session);
  }

  async fromSession(session: Session): Promise<AuthContext | null> {
    const signedInUser = await findAccountById(this.db, session.userId);
    if (!signedInUser) return null;
    const impersonated =
      session.impersonatedUserId !== null ? await findAccountById(this.db, session.impersonatedUserId) : null;
    const user = impersonated ?? signedInUser;
    const company = await findCompanyById(this.db, user.companyId);
    if (!company) return null;
    const tenant = new Tenant(this.db, company.id);
    return {
      kind: 'user',
      companyId: company.id,
      tenant,
      company,
      user,
      signedInUser,
      session,
      impersonating: impersonated !== null,
      subject: await subjectFor(tenant, company, user, signedInUser, impersonated !== null),
    };
  }

  private async fromApiKey(key: string): Promise<AuthContext | null> {
    const found = await findApiKeyForUse(this.db, sha256(key));
    if (!found) return null;
    const company = await findCompanyById(this.db, found.companyId);
    if (!company) return null;
    return {
      kind: 'apiKey',
      companyId: company.id,
      tenant: new Tenant(this.db, company.id),
      company,
      user: null,
      signedInUser: null,
      session: null,
      impersonating: false,
      // A company API key acts with the company's admin rights (doc 1: company API settings).
      subject: {
        role: 'ADMIN',
        userId: null,
        featureFlags: company.featureFlags,
        customization: company.customization,
        impersonating: false,
      },
    };
  }
}
