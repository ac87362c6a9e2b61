import { grantOf, type Permission, type PermissionSubject } from './permissions.js';

/**
 * Reach as a query scope: which users a subject may reach for a permission, said as a rule a
 * server turns into a filter (on user ids, team membership or plan assignments) instead of loading
 * the whole hierarchy to test each user. The same rule as `canReachUser`: a user always reaches
 * themselves; a scoped admin reaches the users assigned to a plan of their scope; a manager their
 * managees at the date; others themselves only.
 */
export type UserReach =
  | { kind: 'ALL' }
  | { kind: 'NONE' }
  | { kind: 'OWN'; userId: number }
  | { kind: 'MANAGEES'; managerId: number; date: string }
  | { kind: 'SCOPE'; userId: number | null; planIds: readonly number[] };

export function userReach(subject: PermissionSubject, permission: Permission, date: string): UserReach {
  const grant = grantOf(subject, permission);
  if (!grant) return { kind: 'NONE' };
  switch (grant.reach) {
    case 'ALL':
      return { kind: 'ALL' };
    case 'SCOPE':
      return { kind: 'SCOPE', userId: subject.userId, planIds: subject.adminScope?.planIds ?? [] };
    case 'MANAGEES':
      return subject.userId === null
        ? { kind: 'NONE' }
        : { kind: 'MANAGEES', managerId: subject.userId, date };
    case 'OWN':
      return subject.userId === null ? { kind: 'NONE' } : { kind: 'OWN', userId: subject.userId };
  }
}
