import type { Account, User } from '../domain/types.js';
import { isLanguage } from '../domain/reference.js';
import {
  accessRole,
  canReachUser,
  managerIds,
  type HierarchyContextDehydrated,
} from '@accrue/sdk/permissions';
import { HttpError, MESSAGES, validationError } from '../http/errors.js';
import { findUser, listUsers, updateUserSettings } from '../repositories/users.js';
import { loadHierarchy, todayIso, type AuthContext } from './auth-context.js';

/** The teams around a user: the teams they are or were assigned to and all their descendants, with those teams' assignments. */
export function hierarchyAround(
  hierarchy: HierarchyContextDehydrated,
  userId: number,
): HierarchyContextDehydrated {
  const children = new Map<number, number[]>();
  for (const team of hierarchy.teams) {
    if (team.parentTeamId !== null)
      children.set(team.parentTeamId, [...(children.get(team.parentTeamId) ?? []), team.id]);
  }
  const relevant = new Set<number>();
  const stack = hierarchy.teamAssignments.filter((a) => a.userId === userId).map((a) => a.teamId);
  while (stack.length) {
    const id = stack.pop()!;
    if (relevant.has(id)) continue;
    relevant.add(id);
    stack.push(...(children.get(id) ?? []));
  }
  return {
    date: hierarchy.date,
    teams: hierarchy.teams.filter((t) => relevant.has(t.id)),
    teamAssignments: hierarchy.teamAssignments.filter((a) => relevant.has(a.teamId)),
  };
}

const publicUser = (account: Account | User): User => {
  const { passwordHash: _p, previousLastConnection: _l, platformLevels: _s, ...user } = account as Account;
  return user;
};

export async function currentUserContext(auth: AuthContext) {
  const user = auth.user!;
  const hierarchy = hierarchyAround(auth.subject.hierarchy ?? (await loadHierarchy(auth.tenant)), user.id);
  const signedIn = auth.signedInUser!;
  return {
    user: {
      ...publicUser(user),
      company: { id: auth.company.id, slug: auth.company.slug, name: auth.company.name },
    },
    hierarchyContextDehydrated: hierarchy,
    adminScopesContainerDehydrated: auth.subject.adminScope
      ? { adminScopes: [auth.subject.adminScope] }
      : null,
    login: { previousLastConnection: user.previousLastConnection },
    impersonation: auth.impersonating
      ? { impersonator: { id: signedIn.id, email: signedIn.email, fullName: signedIn.fullName } }
      : null,
    meta: {
      isSuperAdmin: auth.subject.platformLevels?.includes('SUPER_ADMIN') ?? false,
      platformLevels: [...(auth.subject.platformLevels ?? [])],
      accessRole: accessRole(user),
    },
  };
}

export async function updateSettings(auth: AuthContext, settings: { language?: string }): Promise<User> {
  if (settings.language !== undefined && !isLanguage(settings.language)) {
    throw validationError([{ field: 'language', message: MESSAGES.unknownLanguage(settings.language) }]);
  }
  await updateUserSettings(auth.tenant, auth.user!.id, settings);
  return (await findUser(auth.tenant, auth.user!.id))!;
}

/** The managers of a user at a date (managers of their teams and of the ancestor teams). */
export async function managersOf(auth: AuthContext, userId: number, date = todayIso()): Promise<User[]> {
  const target = await findUser(auth.tenant, userId);
  if (!target) throw new HttpError(404, 'User not found.');
  const hierarchy = auth.subject.hierarchy ?? (await loadHierarchy(auth.tenant, date));
  if (!canReachUser({ ...auth.subject, hierarchy }, 'VIEW_MEMBER_PROFILE', userId, date)) {
    throw new HttpError(403, 'You do not have the permission to see this user.');
  }
  const ids = managerIds(hierarchy, userId, date);
  return ids.length ? listUsers(auth.tenant, ids) : [];
}
