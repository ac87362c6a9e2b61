import type { PermissionSubject } from '@accrue/access';
import { describe, expect, it } from 'vitest';
import type { Database } from './database.js';
import { Reach, type ReachSources } from './reach.js';
import { Tenant } from './tenancy.js';

const tenant = new Tenant({} as Database, 1);
const subject = (
  role: PermissionSubject['role'],
  extra: Partial<PermissionSubject> = {},
): PermissionSubject => ({
  role,
  userId: 5,
  featureFlags: { ADMIN_SCOPES: true },
  ...extra,
});

/** Sources that record what they were asked, so a test sees when the facts are read. */
function recordingSources() {
  const asked: string[] = [];
  const sources: ReachSources = {
    manageesOf: async (_tenant, managerId, date) => {
      asked.push(`managees of ${managerId} at ${date}`);
      return [7, 8];
    },
    userIdsAssignedTo: async (_tenant, planIds) => {
      asked.push(`assigned to ${planIds.join(',')}`);
      return [9];
    },
  };
  return { asked, sources };
}

describe('Reach', () => {
  it('filters nothing for a reach over the whole company, and reads no fact for it', async () => {
    const { asked, sources } = recordingSources();
    const reach = new Reach(tenant, subject('ADMIN'), sources, '2026-06-01');
    expect(await reach.userWhere('VIEW_MEMBER_PROFILE')).toEqual({});
    expect(await reach.canReachUser('VIEW_MEMBER_PROFILE', 12345)).toBe(true);
    expect(asked).toEqual([]);
  });

  it('filters a manager to themselves and their managees, reading them once per permission and date', async () => {
    const { asked, sources } = recordingSources();
    const reach = new Reach(tenant, subject('MANAGER'), sources, '2026-06-01');
    expect(await reach.userWhere('VIEW_MEMBER_PROFILE', 'id')).toEqual({ id: [5, 7, 8] });
    expect(await reach.canReachUser('VIEW_MEMBER_PROFILE', 8)).toBe(true);
    expect(await reach.canReachUser('VIEW_MEMBER_PROFILE', 9)).toBe(false);
    expect(await reach.canReachUser('VIEW_MEMBER_PROFILE', 8, '2025-01-01')).toBe(true);
    expect(asked).toEqual(['managees of 5 at 2026-06-01', 'managees of 5 at 2025-01-01']);
  });

  it('filters a scoped admin to the users assigned to the plans of their scope, and the scope’s plans and quotas', async () => {
    const { asked, sources } = recordingSources();
    const scoped = subject('SCOPED_ADMIN', {
      adminScope: { id: 1, name: 'EMEA', planIds: [3, 4], quotaIds: [6] },
    });
    const reach = new Reach(tenant, scoped, sources);
    expect(await reach.userWhere('VIEW_STATEMENTS')).toEqual({ userId: [5, 9] });
    expect(asked).toEqual(['assigned to 3,4']);
    expect(reach.planIds('VIEW_PLANS', [1, 3, 4, 5])).toEqual([3, 4]);
    expect(reach.quotaIds('VIEW_QUOTAS', [6, 7])).toEqual([6]);
  });

  it('reaches nobody without the permission, and only themselves as an employee', async () => {
    const { asked, sources } = recordingSources();
    expect(await new Reach(tenant, subject('EMPLOYEE'), sources).userWhere('VIEW_MEMBER_PROFILE')).toEqual({
      userId: [5],
    });
    expect(
      await new Reach(tenant, subject('EMPLOYEE'), sources).userWhere('MODIFY_COMPANY_SETTINGS'),
    ).toEqual({
      userId: [],
    });
    expect(asked).toEqual([]);
  });
});
