import { describe, expect, it } from 'vitest';
import { assignmentStatus } from './hierarchy.js';
import {
  FEATURE_FLAGS,
  PERMISSIONS,
  PLATFORM_LEVELS,
  PLATFORM_PERMISSIONS,
  ROLES,
  READ_ONLY_COUNTERPART,
  accessRole,
  canReachPlan,
  canReachQuota,
  canReachUser,
  canSeeCompanySettings,
  grantOf,
  hasPermission,
  hasPlatformPermission,
  impersonationRefusal,
  managedTeamIds,
  managerIds,
  selectableRoles,
  subordinateIds,
  type FeatureFlag,
  type HierarchyContextDehydrated,
  type Permission,
  type PermissionSubject,
  type Role,
} from './permissions.js';

const ALL_FLAGS = Object.fromEntries(FEATURE_FLAGS.map((flag) => [flag, true])) as Record<
  FeatureFlag,
  boolean
>;
const subject = (role: Role, extra: Partial<PermissionSubject> = {}): PermissionSubject => ({
  role,
  userId: 1,
  featureFlags: ALL_FLAGS,
  customization: { planAgreementsSharedWithManagers: true },
  ...extra,
});

/**
 * The expected matrix, every role × every permission, with every feature flag on. Columns:
 * ADMIN, READ_ONLY_ADMIN, SCOPED_ADMIN, SCOPED_READ_ONLY_ADMIN, FINANCE, MANAGER,
 * READ_ONLY_MANAGER, EMPLOYEE, READ_ONLY_EMPLOYEE, DEACTIVATED_USER. A = all records,
 * S = the admin scope, M = managees, O = own, - = none.
 */
const EXPECTED: Record<Permission, string> = {
  VIEW_HOME: 'A A A A A A A A A A',
  VIEW_PROFILE: 'A A A A A A A A A A',
  EDIT_OWN_LANGUAGE: 'A A A A A A A A A A',
  VIEW_NOTIFICATIONS: 'A A A A A A A A A A',
  VIEW_CHANGELOG: 'A A A A A A A A A A',
  VIEW_DATA_EXPORTS: 'A A S S A M M O O O',
  EDIT_OWN_AVATAR: 'A A A A A A A A A -',
  VIEW_DIRECTORY: 'A A S S A M M - - -',
  VIEW_MEMBER_PROFILE: 'A A S S A M M O O O',
  MODIFY_USERS: 'A - S - - - - - - -',
  INVITE_USERS: 'A - S - - - - - - -',
  TOGGLE_USER_DEACTIVATION: 'A - S - - - - - - -',
  IMPERSONATE_USERS: 'A - - - - - - - - -',
  VIEW_TEAMS: 'A A - - A M M O O -',
  MODIFY_TEAMS: 'A - - - - - - - - -',
  MODIFY_TEAM_ASSIGNMENTS: 'A - - - - M - - - -',
  VIEW_QUOTAS: 'A A S S A M M O O -',
  ASSIGN_QUOTAS: 'A - S - - M - - - -',
  VIEW_PLANS: 'A A S S A M M O O -',
  VIEW_HIDDEN_PLANS: 'A A S S - - - - - -',
  MODIFY_PLANS: 'A - S - - - - - - -',
  VIEW_RULE_DESIGNER: 'A A S S - - - - - -',
  VIEW_PLAN_AGREEMENTS: 'A A S S - M M O O -',
  MODIFY_PLAN_AGREEMENTS: 'A - S - - - - - - -',
  VIEW_STATEMENTS: 'A A S S A M M O O O',
  REVIEW_STATEMENTS: 'A A S S A M M O O -',
  FORCE_REVIEW_STATEMENTS: 'A - S - - - - - - -',
  CALCULATE_STATEMENTS: 'A - S - A M - - - -',
  STOP_CALCULATION: 'A - S - A - - - - -',
  EXPORT_STATEMENTS: 'A A S S A M M O O O',
  ADJUST_STATEMENTS: 'A - S - - M - - - -',
  OVERWRITE_STATEMENTS: 'A - S - - M - - - -',
  OVERWRITE_ALL_STATEMENTS: 'A - - - - - - - - -',
  COMMENT_STATEMENTS: 'A A S S A M M O O -',
  ENABLE_STANDALONE_REVIEW: 'A - - - - - - - - -',
  VIEW_STATEMENT_REVIEWS: 'A A S S A M M O O -',
  VIEW_THREADS: 'A A S S A M M O O -',
  REVIEW_THREADS: 'A A S S A M M - - -',
  VIEW_OVERWRITES: 'A A S S A M M - - -',
  VIEW_FORECASTS: 'A A S S A M M O O -',
  SIMULATE_FORECAST: 'A - S - - M - O - -',
  VIEW_PAYMENTS: 'A A S S A M M - - -',
  MODIFY_PAYMENTS: 'A - - - - - - - - -',
  VIEW_PAYMENTS_LOCK: 'A A - - A - - - - -',
  MODIFY_PAYMENTS_LOCK: 'A - - - - - - - - -',
  VIEW_AUDIT: 'A A - - A - - - - -',
  VIEW_CUSTOM_REPORTS: 'A A S S A M M - - -',
  MODIFY_CUSTOM_REPORTS: 'A - - - O - - - - -',
  MANAGE_FOLDERS: 'A - - - - - - - - -',
  VIEW_DASHBOARDS: 'A A S S A M M O O -',
  VIEW_DASHBOARDS_V2: 'A A S S A M M O O -',
  MODIFY_DASHBOARDS: 'A - - - - M - - - -',
  VIEW_DATA_CONNECTORS: 'A A - - - - - - - -',
  MODIFY_DATA_CONNECTORS: 'A - - - - - - - - -',
  VIEW_DATA_OBJECT_DETAILS: 'A A - - - - - - - -',
  REFRESH_DATA: 'A - - - - M - - - -',
  OVERWRITE_DATA: 'A - - - - M - - - -',
  VIEW_COMPANY_SETTINGS: 'A A - - - - - - - -',
  MODIFY_COMPANY_SETTINGS: 'A - - - - - - - - -',
  VIEW_CUSTOMIZATION: 'A A - - - - - - - -',
  VIEW_CURRENCY_RATES: 'A A - - A - - - - -',
  MODIFY_CURRENCY_RATES: 'A - - - - - - - - -',
  VIEW_COMPANY_API: 'A - - - - - - - - -',
  MODIFY_COMPANY_API: 'A - - - - - - - - -',
  VIEW_WORKFLOWS: 'A A - - - - - - - -',
  MODIFY_WORKFLOWS: 'A - - - - - - - - -',
  LAUNCH_WORKFLOW_CAMPAIGN: 'A - - - - - - - - -',
  VIEW_ADMIN_SCOPES: 'A - - - - - - - - -',
  MODIFY_ADMIN_SCOPES: 'A - - - - - - - - -',
  VIEW_ASSISTANT: 'A - - - - - - - - -',
};

const REACH = { A: 'ALL', S: 'SCOPE', M: 'MANAGEES', O: 'OWN' } as const;

describe('the role → permission matrix', () => {
  it('has an expected row for every permission and a column for every role', () => {
    expect(Object.keys(EXPECTED).sort()).toEqual([...PERMISSIONS].sort());
    for (const row of Object.values(EXPECTED)) expect(row.split(' ')).toHaveLength(ROLES.length);
  });

  const cases = PERMISSIONS.flatMap((permission) =>
    ROLES.map((role, index) => ({
      permission,
      role,
      expected: EXPECTED[permission].split(' ')[index] as keyof typeof REACH | '-',
    })),
  );
  it.each(cases)('$role → $permission: $expected', ({ permission, role, expected }) => {
    const grant = grantOf(subject(role), permission);
    expect(grant?.reach ?? '-').toBe(expected === '-' ? '-' : REACH[expected]);
    expect(hasPermission(subject(role), permission)).toBe(expected !== '-');
  });

  it('gives the read-only counterpart nothing mutating its role lacks', () => {
    for (const [role, readOnly] of Object.entries(READ_ONLY_COUNTERPART) as [Role, Role][]) {
      for (const permission of PERMISSIONS) {
        if (hasPermission(subject(readOnly), permission))
          expect(hasPermission(subject(role), permission), `${readOnly} ${permission}`).toBe(true);
      }
    }
  });
});

describe('feature flags', () => {
  const without = (flag: FeatureFlag) => ({ ...ALL_FLAGS, [flag]: false });
  it.each([
    ['VIEW_PAYMENTS_LOCK', 'PAYMENTS_LOCK'],
    ['MODIFY_PAYMENTS_LOCK', 'PAYMENTS_LOCK'],
    ['VIEW_ASSISTANT', 'AI_ASSISTANT'],
    ['VIEW_ADMIN_SCOPES', 'ADMIN_SCOPES'],
    ['MODIFY_ADMIN_SCOPES', 'ADMIN_SCOPES'],
    ['VIEW_FORECASTS', 'FORECAST'],
    ['SIMULATE_FORECAST', 'FORECAST'],
    ['VIEW_DASHBOARDS_V2', 'CUSTOM_DASHBOARDS'],
    ['VIEW_PLAN_AGREEMENTS', 'PLAN_AGREEMENTS'],
  ] as [Permission, FeatureFlag][])('%s needs %s', (permission, flag) => {
    expect(hasPermission(subject('ADMIN'), permission)).toBe(true);
    expect(hasPermission(subject('ADMIN', { featureFlags: without(flag) }), permission)).toBe(false);
  });

  it('dashboards: admins need CUSTOM_DASHBOARDS, managers CUSTOM_DASHBOARDS_MANAGER', () => {
    expect(
      hasPermission(subject('ADMIN', { featureFlags: without('CUSTOM_DASHBOARDS') }), 'MODIFY_DASHBOARDS'),
    ).toBe(false);
    expect(
      hasPermission(
        subject('ADMIN', { featureFlags: without('CUSTOM_DASHBOARDS_MANAGER') }),
        'MODIFY_DASHBOARDS',
      ),
    ).toBe(true);
    expect(
      hasPermission(
        subject('MANAGER', { featureFlags: without('CUSTOM_DASHBOARDS_MANAGER') }),
        'MODIFY_DASHBOARDS',
      ),
    ).toBe(false);
    expect(
      hasPermission(subject('MANAGER', { featureFlags: without('CUSTOM_DASHBOARDS') }), 'MODIFY_DASHBOARDS'),
    ).toBe(true);
  });

  it('managers refresh data only with DATA_REFRESH_MANAGERS', () => {
    expect(
      hasPermission(subject('MANAGER', { featureFlags: without('DATA_REFRESH_MANAGERS') }), 'REFRESH_DATA'),
    ).toBe(false);
    expect(
      hasPermission(subject('ADMIN', { featureFlags: without('DATA_REFRESH_MANAGERS') }), 'REFRESH_DATA'),
    ).toBe(true);
  });

  it('managers see plan agreements only when shared with managers', () => {
    expect(
      hasPermission(
        subject('MANAGER', { customization: { planAgreementsSharedWithManagers: false } }),
        'VIEW_PLAN_AGREEMENTS',
      ),
    ).toBe(false);
    expect(
      hasPermission(
        subject('ADMIN', { customization: { planAgreementsSharedWithManagers: false } }),
        'VIEW_PLAN_AGREEMENTS',
      ),
    ).toBe(true);
  });

  it('the finance and scoped roles exist only with FINANCE_USER_ROLE and ADMIN_SCOPES', () => {
    expect(
      hasPermission(subject('FINANCE', { featureFlags: without('FINANCE_USER_ROLE') }), 'VIEW_STATEMENTS'),
    ).toBe(false);
    expect(
      hasPermission(subject('SCOPED_ADMIN', { featureFlags: without('ADMIN_SCOPES') }), 'VIEW_STATEMENTS'),
    ).toBe(false);
    expect(selectableRoles({})).toEqual([
      'ADMIN',
      'MANAGER',
      'READ_ONLY_MANAGER',
      'READ_ONLY_ADMIN',
      'EMPLOYEE',
    ]);
    expect(selectableRoles(ALL_FLAGS)).toEqual([
      'ADMIN',
      'SCOPED_ADMIN',
      'MANAGER',
      'READ_ONLY_MANAGER',
      'READ_ONLY_ADMIN',
      'EMPLOYEE',
      'FINANCE',
    ]);
  });

  it('shows the company settings entry on one of four checks, the fourth only with PAYMENTS_LOCK', () => {
    expect(canSeeCompanySettings(subject('READ_ONLY_ADMIN'))).toBe(true);
    expect(canSeeCompanySettings(subject('FINANCE'))).toBe(true);
    expect(canSeeCompanySettings(subject('EMPLOYEE'))).toBe(false);
  });
});

describe('impersonation and platform levels', () => {
  it('holds no mutating permission while impersonating', () => {
    const impersonating = subject('ADMIN', { impersonating: true });
    expect(hasPermission(impersonating, 'MODIFY_COMPANY_SETTINGS')).toBe(false);
    expect(hasPermission(impersonating, 'EDIT_OWN_LANGUAGE')).toBe(false);
    expect(hasPermission(impersonating, 'VIEW_COMPANY_SETTINGS')).toBe(true);
  });

  it('refuses yourself, the original impersonator, deactivated users, and non-admins', () => {
    const admin = subject('ADMIN', { userId: 1 });
    expect(impersonationRefusal(admin, { id: 2, status: 'ACTIVE' }, null)).toBeNull();
    expect(impersonationRefusal(admin, { id: 1, status: 'ACTIVE' }, null)).toMatch(/yourself/);
    expect(impersonationRefusal(admin, { id: 3, status: 'ACTIVE' }, 3)).toMatch(/original impersonator/);
    expect(impersonationRefusal(admin, { id: 2, status: 'DEACTIVATED' }, null)).toMatch(/deactivated/);
    expect(impersonationRefusal(subject('MANAGER'), { id: 2, status: 'ACTIVE' }, null)).toMatch(
      /not allowed/,
    );
  });

  it('maps every platform level to its permissions', () => {
    const table: Record<string, string[]> = {
      SUPER_ADMIN: ['VIEW_SUPER_ADMIN', 'USE_COMMAND_MENU', 'IMPERSONATE_BY_EMAIL'],
      PROVIDER_ADMIN: ['VIEW_SUPER_ADMIN', 'DELETE_COMPANY'],
      TECH_ADMIN: ['MODIFY_SUPER_ADMIN_SETTINGS'],
    };
    for (const level of PLATFORM_LEVELS) {
      for (const permission of PLATFORM_PERMISSIONS) {
        expect(hasPlatformPermission({ platformLevels: [level] }, permission), `${level} ${permission}`).toBe(
          table[level]!.includes(permission),
        );
      }
    }
    expect(hasPlatformPermission({}, 'VIEW_SUPER_ADMIN')).toBe(false);
  });

  it('treats a deactivated user as DEACTIVATED_USER whatever the role', () => {
    expect(accessRole({ role: 'ADMIN', status: 'DEACTIVATED' })).toBe('DEACTIVATED_USER');
    expect(accessRole({ role: 'ADMIN', status: 'ACTIVE', clearedAt: '2024-01-01T00:00:00Z' })).toBe(
      'DEACTIVATED_USER',
    );
    expect(accessRole({ role: 'MANAGER', status: 'ACTIVE' })).toBe('MANAGER');
  });
});

describe('the manager hierarchy', () => {
  const user = (id: number) => ({ id, firstName: `U${id}`, lastName: 'X', email: `u${id}@x` });
  const a = (
    id: number,
    teamId: number,
    userId: number,
    teamRole: 'TEAM_MANAGER' | 'TEAM_EMPLOYEE',
    effectiveAsOf: string,
    effectiveUntil: string | null = null,
  ) => ({
    id,
    teamId,
    userId,
    teamRole,
    effectiveAsOf,
    effectiveUntil,
    user: user(userId),
  });
  // Team 1 (managers 10 and 11) ⊃ team 2 (manager 12) ⊃ team 3; team 4 is unrelated.
  const hierarchy: HierarchyContextDehydrated = {
    date: '2025-06-15',
    teams: [
      { id: 1, name: 'Sales', parentTeamId: null, archived: false },
      { id: 2, name: 'North', parentTeamId: 1, archived: false },
      { id: 3, name: 'North-East', parentTeamId: 2, archived: false },
      { id: 4, name: 'Support', parentTeamId: null, archived: false },
    ],
    teamAssignments: [
      a(1, 1, 10, 'TEAM_MANAGER', '2025-01-01'),
      a(2, 1, 11, 'TEAM_MANAGER', '2025-01-01'),
      a(3, 1, 20, 'TEAM_EMPLOYEE', '2025-01-01'),
      a(4, 2, 12, 'TEAM_MANAGER', '2025-01-01'),
      a(5, 2, 21, 'TEAM_EMPLOYEE', '2025-01-01', '2025-06-15'),
      a(6, 3, 22, 'TEAM_EMPLOYEE', '2025-07-01'),
      a(7, 3, 23, 'TEAM_EMPLOYEE', '2024-01-01', '2024-12-31'),
      a(8, 4, 30, 'TEAM_EMPLOYEE', '2025-01-01'),
      a(9, 3, 24, 'TEAM_EMPLOYEE', '2025-01-01'),
    ],
  };

  it('derives the assignment status from inclusive dates', () => {
    expect(
      assignmentStatus({ effectiveAsOf: '2025-01-01', effectiveUntil: '2025-06-15' }, '2025-06-15'),
    ).toBe('active');
    expect(
      assignmentStatus({ effectiveAsOf: '2025-01-01', effectiveUntil: '2025-06-15' }, '2025-06-16'),
    ).toBe('expired');
    expect(assignmentStatus({ effectiveAsOf: '2025-07-01', effectiveUntil: null }, '2025-06-30')).toBe(
      'future',
    );
    expect(assignmentStatus({ effectiveAsOf: '2025-07-01', effectiveUntil: null }, '2999-01-01')).toBe(
      'active',
    );
  });

  it('manages the TEAM_MANAGER teams and all their descendants', () => {
    expect(managedTeamIds(hierarchy, 10)).toEqual([1, 2, 3]);
    expect(managedTeamIds(hierarchy, 12)).toEqual([2, 3]);
    expect(managedTeamIds(hierarchy, 20)).toEqual([]);
  });

  it('counts subordinates at the date, excluding the other managers of the same team', () => {
    expect(subordinateIds(hierarchy, 10)).toEqual([10, 12, 20, 21, 24]);
    expect(subordinateIds(hierarchy, 12)).toEqual([12, 21, 24]);
    expect(subordinateIds(hierarchy, 12, '2025-07-01')).toEqual([12, 22, 24]);
  });

  it('finds the managers of a user up the tree', () => {
    expect(managerIds(hierarchy, 24)).toEqual([10, 11, 12]);
    expect(managerIds(hierarchy, 20)).toEqual([10, 11]);
    expect(managerIds(hierarchy, 30)).toEqual([]);
  });

  it('lets a manager reach managees only, an employee only themself', () => {
    const manager = subject('MANAGER', { userId: 12, hierarchy });
    expect(canReachUser(manager, 'VIEW_STATEMENTS', 24)).toBe(true);
    expect(canReachUser(manager, 'VIEW_STATEMENTS', 20)).toBe(false);
    expect(canReachUser(manager, 'VIEW_STATEMENTS', 10)).toBe(false);
    const employee = subject('EMPLOYEE', { userId: 20, hierarchy });
    expect(canReachUser(employee, 'VIEW_STATEMENTS', 20)).toBe(true);
    expect(canReachUser(employee, 'VIEW_STATEMENTS', 21)).toBe(false);
    expect(canReachUser(subject('ADMIN'), 'VIEW_STATEMENTS', 999)).toBe(true);
  });
});

describe('scoped admins', () => {
  const scoped = subject('SCOPED_ADMIN', {
    adminScope: { id: 1, name: 'EMEA', planIds: [1, 2], quotaIds: [7] },
    scopedUserIds: [40],
  });
  it('filter plans and quotas by their scope', () => {
    expect(canReachPlan(scoped, 'VIEW_PLANS', 2)).toBe(true);
    expect(canReachPlan(scoped, 'VIEW_PLANS', 3)).toBe(false);
    expect(canReachQuota(scoped, 'VIEW_QUOTAS', 7)).toBe(true);
    expect(canReachQuota(scoped, 'VIEW_QUOTAS', 8)).toBe(false);
    expect(canReachPlan(subject('ADMIN'), 'VIEW_PLANS', 3)).toBe(true);
    expect(canReachUser(scoped, 'VIEW_STATEMENTS', 40)).toBe(true);
    expect(canReachUser(scoped, 'VIEW_STATEMENTS', 41)).toBe(false);
  });
});
