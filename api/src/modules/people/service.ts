import {
  accessRole,
  type HierarchyContextDehydrated,
  type PermissionSubject,
  type PlatformLevel,
} from '@accrue/access';
import type { Context, UserContext } from '../../platform/context.js';
import { todayIso } from '../../platform/db/values.js';
import { Forbidden, Invalid, MESSAGES, NotFound } from '../../platform/errors.js';
import { isLanguage } from '../../platform/reference.js';
import * as company from '../company/index.js';
import { callerDetailsOf, scopedUserIdsOf, type CallerDetails } from './caller.js';
import { hierarchyAround, managerIdsOf } from './hierarchy.js';
import { findAccountById } from './platform-repository.js';
import {
  findUser,
  insertAdminScope,
  listAdminScopes,
  insertQuota,
  insertQuotaValues,
  insertTeam,
  insertTeamAssignment,
  insertUser,
  listQuotas,
  listQuotaValues,
  listTeamAssignments,
  listTeams,
  listUsers,
  updateAdminScopePlans,
  updateUserSettings,
} from './repository.js';
import type { Account, AdminScope, Quota, QuotaValue, Team, TeamAssignment, User } from './types.js';
import type { Tenant } from '../../platform/db/tenancy.js';

/** The permission subject of a signed-in user, every part known (as `GET /users/me` sends it). */
export interface UserSubject extends Required<PermissionSubject> {
  userId: number;
  customization: company.CompanyCustomization;
  platformLevels: PlatformLevel[];
  adminScope: AdminScope | null;
  scopedUserIds: number[];
  hierarchy: HierarchyContextDehydrated;
}

const publicUser = (account: Account | User): User => {
  const { passwordHash: _p, previousLastConnection: _l, platformLevels: _s, ...user } = account as Account;
  return user;
};

async function detailsOf(context: UserContext): Promise<CallerDetails> {
  const known = callerDetailsOf(context);
  if (known) return known;
  const { db } = context.tenant;
  const [user, signedInUser, found] = await Promise.all([
    findAccountById(db, context.userId),
    findAccountById(db, context.signedInUserId),
    company.readCompany(context),
  ]);
  return { user: user!, signedInUser: signedInUser!, company: found };
}

/**
 * `GET /users/me`: the user, the teams around them, their admin scope, and the permission subject
 * the server checks them with, so the browser gates with the same facts instead of rebuilding
 * them: the hierarchy around the user (enough for their managees) and, for a scoped admin, the
 * users their scope reaches.
 */
export async function currentUserContext(context: UserContext) {
  const { user, signedInUser, company: found } = await detailsOf(context);
  const hierarchy = await hierarchyAround(context.tenant, user.id);
  const adminScope = context.subject.adminScope ?? null;
  const subject: UserSubject = {
    role: context.subject.role,
    userId: user.id,
    featureFlags: context.subject.featureFlags,
    customization: found.customization,
    platformLevels: [...(context.subject.platformLevels ?? [])],
    adminScope,
    scopedUserIds: adminScope ? await scopedUserIdsOf(context.tenant, adminScope.id, adminScope.planIds) : [],
    hierarchy,
    impersonating: context.impersonating,
  };
  return {
    user: {
      ...publicUser(user),
      company: { id: found.id, slug: found.slug, name: found.name },
    },
    hierarchyContextDehydrated: hierarchy,
    adminScopesContainerDehydrated: adminScope ? { adminScopes: [adminScope] } : null,
    login: { previousLastConnection: user.previousLastConnection },
    impersonation: context.impersonating
      ? {
          impersonator: { id: signedInUser.id, email: signedInUser.email, fullName: signedInUser.fullName },
        }
      : null,
    meta: {
      isSuperAdmin: subject.platformLevels.includes('SUPER_ADMIN'),
      platformLevels: [...subject.platformLevels],
      accessRole: accessRole(user),
    },
    subject,
  };
}

export async function updateSettings(context: UserContext, settings: { language?: string }): Promise<User> {
  if (settings.language !== undefined && !isLanguage(settings.language)) {
    throw new Invalid([{ field: 'language', message: MESSAGES.unknownLanguage(settings.language) }]);
  }
  await updateUserSettings(context.tenant, context.userId, settings);
  return (await findUser(context.tenant, context.userId))!;
}

/** `GET /users/{userId}/managers`: the managers of a user at a date (default today), if reachable. */
export async function managersOf(
  context: Context,
  input: { userId: number; date?: string },
): Promise<User[]> {
  const date = input.date ?? todayIso();
  const target = await findUser(context.tenant, input.userId);
  if (!target) throw new NotFound('User not found.');
  if (!(await context.reach.canReachUser('VIEW_MEMBER_PROFILE', target.id, date)))
    throw new Forbidden('You do not have the permission to see this user.');
  const ids = await managerIdsOf(context.tenant, target.id, date);
  return ids.length ? listUsers(context.tenant, { id: ids }) : [];
}

// Writes without a caller, for seeding the demo data and tests until the people routes that make
// them (user, team and admin-scope management, doc 3) exist.
export const createUser = insertUser;
export const createTeam = insertTeam;
export const assignToTeam = insertTeamAssignment;
export const createAdminScope = insertAdminScope;
export const setAdminScopePlans = updateAdminScopePlans;

// Reads of the whole company, for the calculation (statements module), which needs every user,
// team and assignment a plan's team scopes and quotas may reach.

/** Every user of the company, deactivated ones included (their past statements still count). */
export function listCompanyUsers(tenant: Tenant): Promise<User[]> {
  return listUsers(tenant);
}

/** The users of the given ids (for names shown beside a bounded page of records). */
export function usersByIds(tenant: Tenant, ids: readonly number[]): Promise<User[]> {
  return listUsers(tenant, { id: [...ids] });
}

/** The ids of the admin scopes that hold a plan (whose scoped admins see its statements). */
export async function adminScopeIdsHolding(tenant: Tenant, planId: number): Promise<Set<number>> {
  const scopes = await listAdminScopes(tenant);
  return new Set(scopes.filter((scope) => scope.planIds.includes(planId)).map((scope) => scope.id));
}

export function listCompanyTeams(tenant: Tenant): Promise<Team[]> {
  return listTeams(tenant);
}

/** Every team assignment of the company, whatever its dates. */
export function listCompanyTeamAssignments(tenant: Tenant): Promise<TeamAssignment[]> {
  return listTeamAssignments(tenant);
}

/** The company's quotas with these machine names (all of them without a list). */
export function findQuotas(tenant: Tenant, machineNames?: readonly string[]): Promise<Quota[]> {
  return listQuotas(tenant, machineNames);
}

/** Every value of these quotas (any owner, any date). */
export function quotaValuesOf(tenant: Tenant, quotaIds: readonly number[]): Promise<QuotaValue[]> {
  return listQuotaValues(tenant, quotaIds);
}

// Quota writes without a caller, for seeding and tests until the quota routes (doc 3) exist.
export const createQuota = insertQuota;
export const addQuotaValues = insertQuotaValues;
