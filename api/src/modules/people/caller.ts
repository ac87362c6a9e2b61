import { accessRole, hasPermission, type PermissionSubject } from '@accrue/access';
import { API_KEY_PREFIX, type AccessTokens } from '../../platform/auth/tokens.js';
import type { Context } from '../../platform/context.js';
import type { Database } from '../../platform/db/database.js';
import { Reach, type ReachSources } from '../../platform/db/reach.js';
import { Tenant } from '../../platform/db/tenancy.js';
import type { Request } from 'express';
import type { Transaction } from 'sequelize';
import { bindApiKey, type ContextResolver } from '../../platform/http/authorize.js';
import { revokeSessionsOfUser, type Session } from '../../platform/sessions/sessions.js';
import * as company from '../company/index.js';
import * as plans from '../plans/index.js';
import { companyFacts, companyFactsChanged, hierarchyChanged } from './caller-cache.js';
import { rememberedManageesOf } from './hierarchy.js';
import { findAccountsByIds, findSessionAndAccounts } from './platform-repository.js';
import { findAdminScope } from './repository.js';
import { adminScopesTable } from './tables.js';
import { toJson } from '../../platform/db/values.js';
import type { Account, AdminScope } from './types.js';

/** Where reach reads its facts: managees from this module's teams, plan assignments from plans. */
const reachSources: ReachSources = {
  manageesOf: rememberedManageesOf,
  userIdsAssignedTo: plans.userIdsAssignedTo,
};

/**
 * The users an admin scope reaches (doc 3 §3 Admin scope, issue #8 point 8): those assigned to the
 * scope's plans, narrowed to the scope's plan assignments when it names any (the assignments
 * outside its plans are ignored, as the scope editor refuses them).
 */
export async function scopedUserIdsOf(
  tenant: Tenant,
  scopeId: number,
  planIds: readonly number[],
): Promise<number[]> {
  if (planIds.length === 0) return [];
  const row = await tenant.findById(adminScopesTable, scopeId);
  const chosen = new Set(toJson<number[] | null>(row?.planAssignmentIds ?? null, null) ?? []);
  if (chosen.size === 0) return plans.userIdsAssignedTo(tenant, planIds);
  const assignments = (
    await Promise.all(planIds.map((planId) => plans.planAssignmentsOf(tenant, planId)))
  ).flat();
  return [...new Set(assignments.filter((a) => chosen.has(a.id)).map((a) => a.userId))].sort((a, b) => a - b);
}

/** The reach sources of a scoped admin: their scope's plan assignments, when it names any. */
function scopedSources(scopeId: number): ReachSources {
  return {
    manageesOf: rememberedManageesOf,
    userIdsAssignedTo: (tenant, planIds) => scopedUserIdsOf(tenant, scopeId, planIds),
  };
}

/** What resolving a caller already loaded, kept for the calls that show it (`GET /users/me`). */
export interface CallerDetails {
  user: Account;
  signedInUser: Account;
  company: company.Company;
}

const details = new WeakMap<Context, CallerDetails>();

export function callerDetailsOf(context: Context): CallerDetails | undefined {
  return details.get(context);
}

/**
 * What a writer of users calls after changing one (the user directory: edit, role change,
 * deactivation). The user's status and role need nothing: every request reads them. The hierarchy
 * answers of the company are forgotten (they carry names and team members), and a deactivation
 * ends every session of the user (`session.revoked` in the security log): a deactivated user may
 * sign in again and then sees only what a deactivated user may (spec doc 1 §6, doc 3 §6).
 */
export async function userChanged(
  tenant: Tenant,
  change: {
    userId: number;
    deactivated?: boolean;
    actorUserId?: number | null;
    request?: Pick<Request, 'ip' | 'headers'>;
    transaction?: Transaction;
  },
): Promise<void> {
  hierarchyChanged(tenant, change.transaction);
  if (change.deactivated) {
    await revokeSessionsOfUser(tenant.db, change.userId, {
      reason: 'deactivated',
      companyId: tenant.companyId,
      actorUserId: change.actorUserId ?? null,
      ...(change.request ? { request: change.request } : {}),
    });
  }
}

/** What a writer of the company row (feature flags, customization) or its admin scopes calls after. */
export function companyChanged(tenant: Tenant, transaction?: Transaction): void {
  companyFactsChanged(tenant, transaction);
}

/** A company and its admin scopes (read once each, then remembered briefly: see caller-cache.ts). */
interface CompanyFacts {
  company: company.Company;
  scopes: Map<number, Promise<AdminScope | null>>;
}

/**
 * Who is calling, from the bearer: the access token is verified without a query (and remembered
 * until it expires), then one query by primary key, read on every request so that a revoked
 * session, a deactivation or a role change takes effect on the very next call: the live session
 * joined with the signed-in (and impersonated) user, with their current status and role. The company's feature flags and
 * customization and a scoped admin's scope come from a short-lived per-process memory, forgotten
 * when they change. The hierarchy is not loaded here: the reach of the context reads what a query
 * needs of it, when it asks, and remembers the answer per company.
 */
export class CallerResolver implements ContextResolver {
  constructor(
    private readonly db: Database,
    private readonly tokens: AccessTokens,
  ) {}

  async fromBearer(bearer: string): Promise<Context | null> {
    if (bearer.startsWith(API_KEY_PREFIX)) return this.fromApiKey(bearer);
    const claims = await this.tokens.verify(bearer);
    if (!claims) return null;
    const found = await findSessionAndAccounts(this.db, claims.sessionId);
    if (!found || found.session.userId !== claims.userId) return null;
    return this.fromSession(found.session, found.accounts);
  }

  /** The caller of a live session; `accounts` are its users when the session was read with them. */
  async fromSession(session: Session, accounts?: Map<number, Account>): Promise<Context | null> {
    accounts ??= await findAccountsByIds(
      this.db,
      session.impersonatedUserId !== null ? [session.userId, session.impersonatedUserId] : [session.userId],
    );
    const signedInUser = accounts.get(session.userId);
    if (!signedInUser) return null;
    let impersonated =
      session.impersonatedUserId !== null ? (accounts.get(session.impersonatedUserId) ?? null) : null;
    // An impersonation lasts only while the person signed in may still impersonate: demoted or
    // deactivated, they are back to themselves, with their own current rights.
    if (impersonated && !(await this.mayImpersonate(signedInUser))) impersonated = null;
    const user = impersonated ?? signedInUser;
    const facts = await this.companyFacts(user.companyId);
    if (!facts) return null;
    const found = facts.company;
    const tenant = new Tenant(this.db, found.id);
    const impersonating = impersonated !== null;
    const subject: PermissionSubject = {
      role: accessRole(user),
      userId: user.id,
      featureFlags: found.featureFlags,
      customization: found.customization,
      // Platform levels belong to the person signed in, never to the one impersonated.
      platformLevels: impersonating ? [] : signedInUser.platformLevels,
      adminScope: user.adminScopeId !== null ? await this.adminScope(facts, tenant, user.adminScopeId) : null,
      impersonating,
    };
    const context: Context = {
      kind: 'user',
      companyId: found.id,
      tenant,
      userId: user.id,
      signedInUserId: signedInUser.id,
      sessionId: session.id,
      impersonating,
      subject,
      reach: new Reach(
        tenant,
        subject,
        subject.adminScope ? scopedSources(subject.adminScope.id) : reachSources,
      ),
    };
    details.set(context, { user, signedInUser, company: found });
    return context;
  }

  /** Whether the signed-in person may (still) impersonate: an admin of their company, or a super-admin. */
  private async mayImpersonate(signedInUser: Account): Promise<boolean> {
    const role = accessRole(signedInUser);
    if (role === 'DEACTIVATED_USER') return false;
    if (signedInUser.platformLevels.includes('SUPER_ADMIN')) return true;
    const own = await this.companyFacts(signedInUser.companyId);
    if (!own) return false;
    return hasPermission(
      {
        role,
        userId: signedInUser.id,
        featureFlags: own.company.featureFlags,
        customization: own.company.customization,
        platformLevels: signedInUser.platformLevels,
        impersonating: false,
      },
      'IMPERSONATE_USERS',
    );
  }

  private companyFacts(companyId: number): Promise<CompanyFacts | null> {
    return companyFacts(this.db, companyId, async () => {
      const found = await company.companyById(this.db, companyId);
      return found ? { company: found, scopes: new Map() } : null;
    });
  }

  private adminScope(facts: CompanyFacts, tenant: Tenant, scopeId: number): Promise<AdminScope | null> {
    let scope = facts.scopes.get(scopeId);
    if (!scope) {
      const loading = findAdminScope(tenant, scopeId);
      facts.scopes.set(scopeId, loading);
      loading.catch(() => facts.scopes.delete(scopeId));
      scope = loading;
    }
    return scope;
  }

  private async fromApiKey(key: string): Promise<Context | null> {
    // Unknown, revoked and expired keys are all refused alike (401).
    const apiKey = await company.apiKeyInUse(this.db, key);
    if (apiKey === null) return null;
    const found = await company.companyById(this.db, apiKey.companyId);
    if (!found) return null;
    const tenant = new Tenant(this.db, found.id);
    // A company API key is checked against the admin matrix (doc 1: company API settings), then
    // narrowed by its scopes (`authorize` refuses an operation its scopes do not cover).
    const subject: PermissionSubject = {
      role: 'ADMIN',
      userId: null,
      featureFlags: found.featureFlags,
      customization: found.customization,
      impersonating: false,
    };
    return bindApiKey(
      {
        kind: 'apiKey',
        companyId: found.id,
        tenant,
        userId: null,
        signedInUserId: null,
        sessionId: null,
        impersonating: false,
        subject,
        reach: new Reach(tenant, subject, reachSources),
      },
      { id: apiKey.id, scopes: apiKey.scopes, stampedUse: apiKey.stampedUse },
    );
  }
}
