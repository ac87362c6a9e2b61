import type { WhereOptions } from 'sequelize';
import {
  filterPlanIds,
  filterQuotaIds,
  userReach,
  type Permission,
  type PermissionSubject,
} from '@accrue/access';
import type { Tenant } from './tenancy.js';
import { todayIso } from './values.js';

/** The users a caller may reach for a permission: everyone in the company, or exactly these. */
export type ReachableUsers = { all: true } | { all: false; ids: readonly number[] };

/** Where the reach rule reads its facts; each owned by the module holding the tables. */
export interface ReachSources {
  /** The users a manager manages at a date (the people module, from teams and assignments). */
  manageesOf(tenant: Tenant, managerId: number, date: string): Promise<number[]>;
  /** The users assigned to any of these plans (the plans module, from plan assignments). */
  userIdsAssignedTo(tenant: Tenant, planIds: readonly number[]): Promise<number[]>;
}

/**
 * The reach of one request, beside the tenancy layer: a repository asks which users the caller may
 * see for a permission and gets a filter on a user-id column, instead of every request loading the
 * whole team hierarchy. The rule (`userReach` of @accrue/access) decides the kind of reach; the
 * facts behind it (a manager's managees, a scoped admin's plan assignments) are read only when a
 * query asks, once per permission and date.
 */
export class Reach {
  private readonly known = new Map<string, Promise<ReachableUsers>>();

  constructor(
    private readonly tenant: Tenant,
    private readonly subject: PermissionSubject,
    private readonly sources: ReachSources,
    private readonly today = todayIso(),
  ) {}

  users(permission: Permission, date = this.today): Promise<ReachableUsers> {
    const key = `${permission}@${date}`;
    let answer = this.known.get(key);
    if (!answer) {
      answer = this.resolve(permission, date);
      this.known.set(key, answer);
    }
    return answer;
  }

  private async resolve(permission: Permission, date: string): Promise<ReachableUsers> {
    const rule = userReach(this.subject, permission, date);
    switch (rule.kind) {
      case 'ALL':
        return { all: true };
      case 'NONE':
        return { all: false, ids: [] };
      case 'OWN':
        return { all: false, ids: [rule.userId] };
      case 'MANAGEES':
        return {
          all: false,
          ids: withSelf(
            rule.managerId,
            await this.sources.manageesOf(this.tenant, rule.managerId, rule.date),
          ),
        };
      case 'SCOPE':
        return {
          all: false,
          ids: withSelf(
            rule.userId,
            rule.planIds.length ? await this.sources.userIdsAssignedTo(this.tenant, rule.planIds) : [],
          ),
        };
    }
  }

  /** A `where` on `column` (a user id) keeping the rows of reachable users only. */
  async userWhere(permission: Permission, column = 'userId', date?: string): Promise<WhereOptions> {
    const users = await this.users(permission, date);
    return users.all ? {} : { [column]: [...users.ids] };
  }

  async canReachUser(permission: Permission, userId: number, date?: string): Promise<boolean> {
    const users = await this.users(permission, date);
    return users.all || users.ids.includes(userId);
  }

  /** The plans of `planIds` the caller may use the permission on (a scoped admin: the scope's). */
  planIds(permission: Permission, planIds: readonly number[]): number[] {
    return filterPlanIds(this.subject, permission, planIds);
  }

  /** The quotas of `quotaIds` the caller may use the permission on (a scoped admin: the scope's). */
  quotaIds(permission: Permission, quotaIds: readonly number[]): number[] {
    return filterQuotaIds(this.subject, permission, quotaIds);
  }
}

/**
 * A user always reaches their own records (as `canReachUser` of @accrue/access holds). The same
 * list object for the same remembered answer (a manager's managees are remembered per company), so
 * what is derived from a reach per request (a directory's cache key) can be derived once.
 */
function withSelf(userId: number | null, ids: readonly number[]): readonly number[] {
  let byUser = withSelfOf.get(ids);
  if (!byUser) withSelfOf.set(ids, (byUser = new Map()));
  let answer = byUser.get(userId);
  if (!answer) {
    answer = Object.freeze([...new Set(userId === null ? ids : [userId, ...ids])].sort((a, b) => a - b));
    byUser.set(userId, answer);
  }
  return answer;
}
const withSelfOf = new WeakMap<readonly number[], Map<number | null, readonly number[]>>();
