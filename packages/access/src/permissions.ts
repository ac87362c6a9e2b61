/**
 * Roles and permissions of Accrue: the one module that defines who may do what (spec doc 1 §6,
 * doc 2 §6, doc 3 §6). The API enforces it on every route; the front ends import the very same
 * module from `@accrue/sdk` to gate routes and menu items. It has no imports and no side effects,
 * so it runs unchanged in the browser and in Node (the API imports its compiled form,
 * `@accrue/sdk/permissions`).
 */

import { assignmentStatus, manageesAmong, managersAmong, teamsBelow } from './hierarchy.js';

export const ROLES = [
  'ADMIN',
  'READ_ONLY_ADMIN',
  'SCOPED_ADMIN',
  'SCOPED_READ_ONLY_ADMIN',
  'FINANCE',
  'MANAGER',
  'READ_ONLY_MANAGER',
  'EMPLOYEE',
  'READ_ONLY_EMPLOYEE',
  'DEACTIVATED_USER',
] as const;
export type Role = (typeof ROLES)[number];

/** The roles a user record can hold; DEACTIVATED_USER is the access level of a deactivated user. */
export const USER_ROLES = ROLES.filter((role) => role !== 'DEACTIVATED_USER') as Exclude<
  Role,
  'DEACTIVATED_USER'
>[];
export type UserRole = Exclude<Role, 'DEACTIVATED_USER'>;

/** Read-only counterparts (doc 2 §6, doc 3 §3). */
export const READ_ONLY_COUNTERPART: Readonly<Partial<Record<Role, Role>>> = {
  ADMIN: 'READ_ONLY_ADMIN',
  SCOPED_ADMIN: 'SCOPED_READ_ONLY_ADMIN',
  FINANCE: 'FINANCE',
  MANAGER: 'READ_ONLY_MANAGER',
  EMPLOYEE: 'READ_ONLY_EMPLOYEE',
};

/** Provider-side levels, independent of the company role. */
export const PLATFORM_LEVELS = ['SUPER_ADMIN', 'PROVIDER_ADMIN', 'TECH_ADMIN'] as const;
export type PlatformLevel = (typeof PLATFORM_LEVELS)[number];

export const FEATURE_FLAGS = [
  'ADMIN_SCOPES',
  'AI_ASSISTANT',
  'BADGES',
  'CALCULATE_STATEMENT_TWICE',
  'CR_CALCULATED_FIELDS',
  'CUSTOM_DASHBOARDS',
  'CUSTOM_DASHBOARDS_MANAGER',
  'DATA_CONNECTOR_POWER_BI',
  'DATA_REFRESH_MANAGERS',
  'FINANCE_USER_ROLE',
  'FORECAST',
  'HUBSPOT_TEAM_SYNC',
  'PAYMENTS_LOCK',
  'PLAN_AGREEMENTS',
  'SFDC_TEAM_SYNC',
  'STATEMENT_EVOLUTION',
  'STATEMENT_PDF_EXPORT',
  'USER_CONNECTOR_ADP',
  'USER_CONNECTOR_BAMBOO',
  'USER_CONNECTOR_PAYFIT',
  'USER_CONNECTOR_PERSONIO',
  'USER_CONNECTOR_SAGE',
  'USER_CONNECTOR_SAP',
  'USER_CONNECTOR_WORKDAY',
] as const;
export type FeatureFlag = (typeof FEATURE_FLAGS)[number];

/** Roles that exist only when a feature flag is on (doc 3 §6 Other). */
export const ROLE_FEATURE_FLAG: Readonly<Partial<Record<Role, FeatureFlag>>> = {
  FINANCE: 'FINANCE_USER_ROLE',
  SCOPED_ADMIN: 'ADMIN_SCOPES',
  SCOPED_READ_ONLY_ADMIN: 'ADMIN_SCOPES',
};

/**
 * How far a grant reaches: every record of the company, the admin scope's plans and quotas (and
 * the users assigned to them), the managees of the user's teams (and the user), or the user only.
 */
export type Reach = 'ALL' | 'SCOPE' | 'MANAGEES' | 'OWN';

export interface Grant {
  reach: Reach;
  /** The grant holds only while this company feature flag is on. */
  flag?: FeatureFlag;
  /** The grant holds only while this company customization setting is true. */
  setting?: 'planAgreementsSharedWithManagers';
}

interface PermissionDefinition {
  /** A mutating permission is never held while impersonating. */
  mutating: boolean;
  /** A feature flag the permission needs for every role. */
  flag?: FeatureFlag;
  roles: Partial<Record<Role, Grant>>;
}

const ALL: Grant = { reach: 'ALL' };
const SCOPE: Grant = { reach: 'SCOPE' };
const MANAGEES: Grant = { reach: 'MANAGEES' };
const OWN: Grant = { reach: 'OWN' };
const EVERY_ROLE = Object.fromEntries(ROLES.map((role) => [role, ALL])) as Record<Role, Grant>;
const { DEACTIVATED_USER: _deactivated, ...ACTIVE_ROLES } = EVERY_ROLE;

/** Viewing a user's data: admins all, scoped admins their scope, managers their managees, others themselves. */
const VIEW_DATA = {
  ADMIN: ALL,
  READ_ONLY_ADMIN: ALL,
  SCOPED_ADMIN: SCOPE,
  SCOPED_READ_ONLY_ADMIN: SCOPE,
  FINANCE: ALL,
  MANAGER: MANAGEES,
  READ_ONLY_MANAGER: MANAGEES,
  EMPLOYEE: OWN,
  READ_ONLY_EMPLOYEE: OWN,
} satisfies Partial<Record<Role, Grant>>;

const view = (roles: Partial<Record<Role, Grant>>, flag?: FeatureFlag): PermissionDefinition => ({
  mutating: false,
  roles,
  ...(flag ? { flag } : {}),
});
const modify = (roles: Partial<Record<Role, Grant>>, flag?: FeatureFlag): PermissionDefinition => ({
  mutating: true,
  roles,
  ...(flag ? { flag } : {}),
});

/** The role → permission matrix. */
export const PERMISSION_MATRIX = {
  // Every signed-in user, deactivated ones included (doc 1 §6 Deactivated).
  VIEW_HOME: view(EVERY_ROLE),
  VIEW_PROFILE: view(EVERY_ROLE),
  EDIT_OWN_LANGUAGE: modify(EVERY_ROLE),
  VIEW_NOTIFICATIONS: view(EVERY_ROLE),
  VIEW_CHANGELOG: view(EVERY_ROLE),
  VIEW_DATA_EXPORTS: view({ ...VIEW_DATA, DEACTIVATED_USER: OWN }),
  // Only the current user edits their avatar; a deactivated user only views the profile.
  EDIT_OWN_AVATAR: modify(ACTIVE_ROLES),

  // Directory and users (doc 3 §6 Directory).
  VIEW_DIRECTORY: view({
    ADMIN: ALL,
    READ_ONLY_ADMIN: ALL,
    SCOPED_ADMIN: SCOPE,
    SCOPED_READ_ONLY_ADMIN: SCOPE,
    FINANCE: ALL,
    MANAGER: MANAGEES,
    READ_ONLY_MANAGER: MANAGEES,
  }),
  VIEW_MEMBER_PROFILE: view({ ...VIEW_DATA, DEACTIVATED_USER: OWN }),
  MODIFY_USERS: modify({ ADMIN: ALL, SCOPED_ADMIN: SCOPE }),
  INVITE_USERS: modify({ ADMIN: ALL, SCOPED_ADMIN: SCOPE }),
  TOGGLE_USER_DEACTIVATION: modify({ ADMIN: ALL, SCOPED_ADMIN: SCOPE }),
  IMPERSONATE_USERS: modify({ ADMIN: ALL }),

  // Teams and quotas.
  VIEW_TEAMS: view({
    ADMIN: ALL,
    READ_ONLY_ADMIN: ALL,
    FINANCE: ALL,
    MANAGER: MANAGEES,
    READ_ONLY_MANAGER: MANAGEES,
    EMPLOYEE: OWN,
    READ_ONLY_EMPLOYEE: OWN,
  }),
  MODIFY_TEAMS: modify({ ADMIN: ALL }),
  MODIFY_TEAM_ASSIGNMENTS: modify({ ADMIN: ALL, MANAGER: MANAGEES }),
  VIEW_QUOTAS: view(VIEW_DATA),
  ASSIGN_QUOTAS: modify({ ADMIN: ALL, SCOPED_ADMIN: SCOPE, MANAGER: MANAGEES }),

  // Plans (doc 2 §6).
  VIEW_PLANS: view(VIEW_DATA),
  VIEW_HIDDEN_PLANS: view({
    ADMIN: ALL,
    READ_ONLY_ADMIN: ALL,
    SCOPED_ADMIN: SCOPE,
    SCOPED_READ_ONLY_ADMIN: SCOPE,
  }),
  MODIFY_PLANS: modify({ ADMIN: ALL, SCOPED_ADMIN: SCOPE }),
  VIEW_RULE_DESIGNER: view({
    ADMIN: ALL,
    READ_ONLY_ADMIN: ALL,
    SCOPED_ADMIN: SCOPE,
    SCOPED_READ_ONLY_ADMIN: SCOPE,
  }),

  // Plan agreements.
  VIEW_PLAN_AGREEMENTS: view(
    {
      ADMIN: ALL,
      READ_ONLY_ADMIN: ALL,
      SCOPED_ADMIN: SCOPE,
      SCOPED_READ_ONLY_ADMIN: SCOPE,
      MANAGER: { reach: 'MANAGEES', setting: 'planAgreementsSharedWithManagers' },
      READ_ONLY_MANAGER: { reach: 'MANAGEES', setting: 'planAgreementsSharedWithManagers' },
      EMPLOYEE: OWN,
      READ_ONLY_EMPLOYEE: OWN,
    },
    'PLAN_AGREEMENTS',
  ),
  MODIFY_PLAN_AGREEMENTS: modify({ ADMIN: ALL, SCOPED_ADMIN: SCOPE }, 'PLAN_AGREEMENTS'),

  // Statements and their workflow (doc 2 §6).
  VIEW_STATEMENTS: view({ ...VIEW_DATA, DEACTIVATED_USER: OWN }),
  REVIEW_STATEMENTS: modify(VIEW_DATA),
  FORCE_REVIEW_STATEMENTS: modify({ ADMIN: ALL, SCOPED_ADMIN: SCOPE }),
  CALCULATE_STATEMENTS: modify({ ADMIN: ALL, SCOPED_ADMIN: SCOPE, FINANCE: ALL, MANAGER: MANAGEES }),
  STOP_CALCULATION: modify({ ADMIN: ALL, SCOPED_ADMIN: SCOPE, FINANCE: ALL }),
  EXPORT_STATEMENTS: view({ ...VIEW_DATA, DEACTIVATED_USER: OWN }),
  ADJUST_STATEMENTS: modify({ ADMIN: ALL, SCOPED_ADMIN: SCOPE, MANAGER: MANAGEES }),
  OVERWRITE_STATEMENTS: modify({ ADMIN: ALL, SCOPED_ADMIN: SCOPE, MANAGER: MANAGEES }),
  OVERWRITE_ALL_STATEMENTS: modify({ ADMIN: ALL }),
  COMMENT_STATEMENTS: modify(VIEW_DATA),
  ENABLE_STANDALONE_REVIEW: modify({ ADMIN: ALL }),
  VIEW_STATEMENT_REVIEWS: view(VIEW_DATA),
  VIEW_THREADS: view(VIEW_DATA),
  // Marking a thread reviewed answers for the statement: those who handle questions about it, never
  // an employee (doc 3 §2: the open-thread indicator is theirs).
  REVIEW_THREADS: modify({
    ADMIN: ALL,
    READ_ONLY_ADMIN: ALL,
    SCOPED_ADMIN: SCOPE,
    SCOPED_READ_ONLY_ADMIN: SCOPE,
    FINANCE: ALL,
    MANAGER: MANAGEES,
    READ_ONLY_MANAGER: MANAGEES,
  }),
  VIEW_OVERWRITES: view({
    ADMIN: ALL,
    READ_ONLY_ADMIN: ALL,
    SCOPED_ADMIN: SCOPE,
    SCOPED_READ_ONLY_ADMIN: SCOPE,
    FINANCE: ALL,
    MANAGER: MANAGEES,
    READ_ONLY_MANAGER: MANAGEES,
  }),

  // Forecasts.
  VIEW_FORECASTS: view(VIEW_DATA, 'FORECAST'),
  SIMULATE_FORECAST: modify(
    { ADMIN: ALL, SCOPED_ADMIN: SCOPE, MANAGER: MANAGEES, EMPLOYEE: OWN },
    'FORECAST',
  ),

  // Payments.
  VIEW_PAYMENTS: view({
    ADMIN: ALL,
    READ_ONLY_ADMIN: ALL,
    SCOPED_ADMIN: SCOPE,
    SCOPED_READ_ONLY_ADMIN: SCOPE,
    FINANCE: ALL,
    MANAGER: MANAGEES,
    READ_ONLY_MANAGER: MANAGEES,
  }),
  MODIFY_PAYMENTS: modify({ ADMIN: ALL }),
  VIEW_PAYMENTS_LOCK: view({ ADMIN: ALL, READ_ONLY_ADMIN: ALL, FINANCE: ALL }, 'PAYMENTS_LOCK'),
  MODIFY_PAYMENTS_LOCK: modify({ ADMIN: ALL }, 'PAYMENTS_LOCK'),

  // Audit, reports, dashboards.
  VIEW_AUDIT: view({ ADMIN: ALL, READ_ONLY_ADMIN: ALL, FINANCE: ALL }),
  VIEW_CUSTOM_REPORTS: view({
    ADMIN: ALL,
    READ_ONLY_ADMIN: ALL,
    SCOPED_ADMIN: SCOPE,
    SCOPED_READ_ONLY_ADMIN: SCOPE,
    FINANCE: ALL,
    MANAGER: MANAGEES,
    READ_ONLY_MANAGER: MANAGEES,
  }),
  MODIFY_CUSTOM_REPORTS: modify({ ADMIN: ALL, FINANCE: OWN }),
  MANAGE_FOLDERS: modify({ ADMIN: ALL }),
  VIEW_DASHBOARDS: view(VIEW_DATA),
  VIEW_DASHBOARDS_V2: view(VIEW_DATA, 'CUSTOM_DASHBOARDS'),
  MODIFY_DASHBOARDS: modify({
    ADMIN: { reach: 'ALL', flag: 'CUSTOM_DASHBOARDS' },
    MANAGER: { reach: 'MANAGEES', flag: 'CUSTOM_DASHBOARDS_MANAGER' },
  }),

  // Data.
  VIEW_DATA_CONNECTORS: view({ ADMIN: ALL, READ_ONLY_ADMIN: ALL }),
  MODIFY_DATA_CONNECTORS: modify({ ADMIN: ALL }),
  VIEW_DATA_OBJECT_DETAILS: view({ ADMIN: ALL, READ_ONLY_ADMIN: ALL }),
  REFRESH_DATA: modify({ ADMIN: ALL, MANAGER: { reach: 'MANAGEES', flag: 'DATA_REFRESH_MANAGERS' } }),
  OVERWRITE_DATA: modify({ ADMIN: ALL, MANAGER: MANAGEES }),

  // Company settings (doc 1 §2.3).
  VIEW_COMPANY_SETTINGS: view({ ADMIN: ALL, READ_ONLY_ADMIN: ALL }),
  MODIFY_COMPANY_SETTINGS: modify({ ADMIN: ALL }),
  VIEW_CUSTOMIZATION: view({ ADMIN: ALL, READ_ONLY_ADMIN: ALL }),
  VIEW_CURRENCY_RATES: view({ ADMIN: ALL, READ_ONLY_ADMIN: ALL, FINANCE: ALL }),
  MODIFY_CURRENCY_RATES: modify({ ADMIN: ALL }),
  VIEW_COMPANY_API: view({ ADMIN: ALL }),
  MODIFY_COMPANY_API: modify({ ADMIN: ALL }),
  VIEW_WORKFLOWS: view({ ADMIN: ALL, READ_ONLY_ADMIN: ALL }),
  MODIFY_WORKFLOWS: modify({ ADMIN: ALL }),
  LAUNCH_WORKFLOW_CAMPAIGN: modify({ ADMIN: ALL }),
  VIEW_ADMIN_SCOPES: view({ ADMIN: ALL }, 'ADMIN_SCOPES'),
  MODIFY_ADMIN_SCOPES: modify({ ADMIN: ALL }, 'ADMIN_SCOPES'),
  VIEW_ASSISTANT: view({ ADMIN: ALL }, 'AI_ASSISTANT'),
} satisfies Record<string, PermissionDefinition>;

export type Permission = keyof typeof PERMISSION_MATRIX;
export const PERMISSIONS = Object.keys(PERMISSION_MATRIX) as Permission[];

/** Permissions that do not depend on the company role: the provider's levels. */
export const PLATFORM_PERMISSION_MATRIX = {
  VIEW_SUPER_ADMIN: ['SUPER_ADMIN', 'PROVIDER_ADMIN'],
  USE_COMMAND_MENU: ['SUPER_ADMIN'],
  IMPERSONATE_BY_EMAIL: ['SUPER_ADMIN'],
  DELETE_COMPANY: ['PROVIDER_ADMIN'],
  MODIFY_SUPER_ADMIN_SETTINGS: ['TECH_ADMIN'],
} as const satisfies Record<string, readonly PlatformLevel[]>;
export type PlatformPermission = keyof typeof PLATFORM_PERMISSION_MATRIX;
export const PLATFORM_PERMISSIONS = Object.keys(PLATFORM_PERMISSION_MATRIX) as PlatformPermission[];

// ---------------------------------------------------------------------------------------------
// The subject: what the rules need to know about the signed-in user.

export type TeamRole = 'TEAM_MANAGER' | 'TEAM_EMPLOYEE';

export interface HierarchyTeam {
  id: number;
  name: string;
  parentTeamId: number | null;
  archived: boolean;
}

export interface HierarchyAssignment {
  id: number;
  teamId: number;
  userId: number;
  teamRole: TeamRole;
  /** YYYY-MM-DD, inclusive. */
  effectiveAsOf: string;
  /** YYYY-MM-DD, inclusive; null is indefinite. */
  effectiveUntil: string | null;
  user: { id: number; firstName: string; lastName: string; email: string };
}

/** The hierarchy as `GET /users/me` sends it: the teams and assignments around the user. */
export interface HierarchyContextDehydrated {
  /** The date the server evaluated it at (YYYY-MM-DD). */
  date: string;
  teams: HierarchyTeam[];
  teamAssignments: HierarchyAssignment[];
}

export interface AdminScopeDehydrated {
  id: number;
  name: string;
  planIds: number[];
  quotaIds: number[];
}

export interface PermissionSubject {
  /** The effective access level (DEACTIVATED_USER for a deactivated user). */
  role: Role;
  /** The user's id; null for a company API key. */
  userId: number | null;
  featureFlags: Partial<Record<FeatureFlag, boolean>>;
  customization?: { planAgreementsSharedWithManagers?: boolean } | null;
  platformLevels?: readonly PlatformLevel[];
  /** A scoped admin's scope. */
  adminScope?: AdminScopeDehydrated | null;
  /** Users reachable through the admin scope (assigned to an in-scope plan), when known. */
  scopedUserIds?: readonly number[];
  hierarchy?: HierarchyContextDehydrated | null;
  /** While impersonating nothing mutating is allowed. */
  impersonating?: boolean;
}

/** The access level of a user record: a deactivated user is DEACTIVATED_USER whatever their role. */
export function accessRole(user: { role: UserRole | Role; status: string; clearedAt?: string | null }): Role {
  if (user.status === 'DEACTIVATED' || user.clearedAt) return 'DEACTIVATED_USER';
  return user.role;
}

export function isRoleAvailable(role: Role, featureFlags: Partial<Record<FeatureFlag, boolean>>): boolean {
  const flag = ROLE_FEATURE_FLAG[role];
  return !flag || featureFlags[flag] === true;
}

/** The roles offered in the user form (doc 3 §5): scoped read-only admin and read-only employee are not selectable. */
export function selectableRoles(featureFlags: Partial<Record<FeatureFlag, boolean>>): UserRole[] {
  const offered: UserRole[] = [
    'ADMIN',
    'SCOPED_ADMIN',
    'MANAGER',
    'READ_ONLY_MANAGER',
    'READ_ONLY_ADMIN',
    'EMPLOYEE',
    'FINANCE',
  ];
  return offered.filter((role) => isRoleAvailable(role, featureFlags));
}

/** The grant a subject holds for a permission, or null. */
export function grantOf(subject: PermissionSubject, permission: Permission): Grant | null {
  const definition: PermissionDefinition = PERMISSION_MATRIX[permission];
  if (definition.mutating && subject.impersonating) return null;
  if (!isRoleAvailable(subject.role, subject.featureFlags)) return null;
  if (definition.flag && subject.featureFlags[definition.flag] !== true) return null;
  const grant = definition.roles[subject.role];
  if (!grant) return null;
  if (grant.flag && subject.featureFlags[grant.flag] !== true) return null;
  if (grant.setting && subject.customization?.[grant.setting] !== true) return null;
  return grant;
}

export function hasPermission(subject: PermissionSubject, permission: Permission): boolean {
  return grantOf(subject, permission) !== null;
}

export function hasPlatformPermission(
  subject: Pick<PermissionSubject, 'platformLevels'>,
  permission: PlatformPermission,
): boolean {
  const levels: readonly PlatformLevel[] = PLATFORM_PERMISSION_MATRIX[permission];
  return (subject.platformLevels ?? []).some((level) => levels.includes(level));
}

export function permissionsOf(subject: PermissionSubject): Permission[] {
  return PERMISSIONS.filter((permission) => hasPermission(subject, permission));
}

/** The company settings menu entry: one of four checks, the fourth only with PAYMENTS_LOCK (doc 1 §6). */
export function canSeeCompanySettings(subject: PermissionSubject): boolean {
  return (
    ['VIEW_COMPANY_SETTINGS', 'VIEW_CURRENCY_RATES', 'VIEW_COMPANY_API', 'VIEW_PAYMENTS_LOCK'] as const
  ).some((p) => hasPermission(subject, p));
}

// ---------------------------------------------------------------------------------------------
// The manager hierarchy.

function activeAt(hierarchy: HierarchyContextDehydrated, date: string): HierarchyAssignment[] {
  return hierarchy.teamAssignments.filter((a) => assignmentStatus(a, date) === 'active');
}

/** Teams where the user holds a TEAM_MANAGER assignment at the date. */
export function directlyManagedTeamIds(
  hierarchy: HierarchyContextDehydrated,
  userId: number,
  date = hierarchy.date,
): number[] {
  return [
    ...new Set(
      activeAt(hierarchy, date)
        .filter((a) => a.userId === userId && a.teamRole === 'TEAM_MANAGER')
        .map((a) => a.teamId),
    ),
  ];
}

/** The teams a manager manages at the date: where they are TEAM_MANAGER, plus all descendant teams. */
export function managedTeamIds(
  hierarchy: HierarchyContextDehydrated,
  userId: number,
  date = hierarchy.date,
): number[] {
  return teamsBelow(hierarchy.teams, directlyManagedTeamIds(hierarchy, userId, date));
}

/**
 * The people assigned at the date to the teams the user manages, excluding the other managers of
 * the teams the user manages directly (the user is never excluded by that rule).
 */
export function subordinateIds(
  hierarchy: HierarchyContextDehydrated,
  userId: number,
  date = hierarchy.date,
): number[] {
  const managed = new Set(managedTeamIds(hierarchy, userId, date));
  return manageesAmong(
    hierarchy.teamAssignments.filter((a) => managed.has(a.teamId)),
    userId,
    directlyManagedTeamIds(hierarchy, userId, date),
    date,
  );
}

/**
 * The managers of a user at the date: the people who have them as a subordinate, i.e. the
 * TEAM_MANAGERs of the user's teams and of their ancestor teams, less the other managers of the
 * teams the user manages (co-managers are not each other's managers, as they are not each other's
 * subordinates).
 */
export function managerIds(
  hierarchy: HierarchyContextDehydrated,
  userId: number,
  date = hierarchy.date,
): number[] {
  return managersAmong(hierarchy.teams, activeAt(hierarchy, date), userId);
}

// ---------------------------------------------------------------------------------------------
// Record-level checks: scoped admins by plans and quotas, managers by hierarchy.

/** May the subject use the permission on this user's records? */
export function canReachUser(
  subject: PermissionSubject,
  permission: Permission,
  userId: number,
  date?: string,
): boolean {
  const grant = grantOf(subject, permission);
  if (!grant) return false;
  if (grant.reach === 'ALL') return true;
  if (subject.userId !== null && userId === subject.userId) return true;
  if (grant.reach === 'SCOPE') return (subject.scopedUserIds ?? []).includes(userId);
  if (grant.reach === 'MANAGEES') {
    return subject.hierarchy && subject.userId !== null
      ? subordinateIds(subject.hierarchy, subject.userId, date).includes(userId)
      : false;
  }
  return false;
}

/** The ids a subject may use the permission on: a scoped admin only those of their scope. */
function filterByScope(
  subject: PermissionSubject,
  permission: Permission,
  ids: readonly number[],
  scoped: 'planIds' | 'quotaIds',
): number[] {
  const grant = grantOf(subject, permission);
  if (!grant) return [];
  if (grant.reach !== 'SCOPE') return [...ids];
  const scope = new Set(subject.adminScope?.[scoped] ?? []);
  return ids.filter((id) => scope.has(id));
}

/** The plan ids of `planIds` a subject may use the permission on (a scoped admin: only the scope's plans). */
export function filterPlanIds(
  subject: PermissionSubject,
  permission: Permission,
  planIds: readonly number[],
) {
  return filterByScope(subject, permission, planIds, 'planIds');
}

/** The quota ids of `quotaIds` a subject may use the permission on (a scoped admin: only the scope's quotas). */
export function filterQuotaIds(
  subject: PermissionSubject,
  permission: Permission,
  quotaIds: readonly number[],
) {
  return filterByScope(subject, permission, quotaIds, 'quotaIds');
}

export function canReachPlan(subject: PermissionSubject, permission: Permission, planId: number): boolean {
  return filterPlanIds(subject, permission, [planId]).length === 1;
}

export function canReachQuota(subject: PermissionSubject, permission: Permission, quotaId: number): boolean {
  return filterQuotaIds(subject, permission, [quotaId]).length === 1;
}

/**
 * Impersonation rules (doc 1 §4, doc 3 §4 and §6): an admin may impersonate another active user of
 * the company, never themselves, never the original impersonator, never a deactivated user.
 */
export function impersonationRefusal(
  subject: PermissionSubject,
  target: { id: number; status: string; clearedAt?: string | null },
  originalImpersonatorId: number | null,
): string | null {
  if (!hasPermission({ ...subject, impersonating: false }, 'IMPERSONATE_USERS'))
    return 'You are not allowed to impersonate users.';
  if (target.id === subject.userId) return 'You cannot impersonate yourself.';
  if (originalImpersonatorId !== null && target.id === originalImpersonatorId)
    return 'You cannot impersonate the original impersonator.';
  if (
    accessRole({ role: 'EMPLOYEE', status: target.status, clearedAt: target.clearedAt ?? null }) ===
    'DEACTIVATED_USER'
  ) {
    return 'You cannot impersonate a deactivated user.';
  }
  return null;
}
