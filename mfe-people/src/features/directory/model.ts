import { selectableRoles, type FeatureFlag, type UserRole } from '@accrue/access';
import type { components } from '@accrue/sdk';

export type User = components['schemas']['User'];
export type UserStatus = User['status'];
export type AdminScope = components['schemas']['AdminScope'];
export type ProfileInput = components['schemas']['UserProfileInput'];
export type Language = User['language'];

/** Spec doc 3 §9: the directory's default status filter. */
export const DEFAULT_STATUSES: UserStatus[] = ['ACTIVE', 'INACTIVE', 'INVITED'];
export const STATUSES: UserStatus[] = ['INACTIVE', 'INVITED', 'ACTIVE', 'DEACTIVATED'];
export const LANGUAGES: Language[] = ['en', 'fr', 'de', 'pt', 'es', 'it'];
export const ROLES: UserRole[] = [
  'ADMIN',
  'READ_ONLY_ADMIN',
  'SCOPED_ADMIN',
  'SCOPED_READ_ONLY_ADMIN',
  'FINANCE',
  'MANAGER',
  'READ_ONLY_MANAGER',
  'EMPLOYEE',
  'READ_ONLY_EMPLOYEE',
];

/** Spec doc 3 §9: source lists alphabetical, with OTHERSOURCE then NONE last. */
export const EXTERNAL_SOURCES = ['HUBSPOT', 'MSDYNAMICS', 'SALESFORCE', 'ZOHO', 'OTHERSOURCE'] as const;
export const HRIS_SOURCES = ['BAMBOOHR', 'PERSONIO', 'WORKDAY', 'OTHERSOURCE'] as const;
export type ExternalSource = (typeof EXTERNAL_SOURCES)[number];
export type HrisSource = (typeof HRIS_SOURCES)[number];

/** Product names are the same in every language; the others come from the catalogue. */
export const SOURCE_NAMES: Record<string, string> = {
  HUBSPOT: 'HubSpot',
  MSDYNAMICS: 'Microsoft Dynamics',
  SALESFORCE: 'Salesforce',
  ZOHO: 'Zoho',
  BAMBOOHR: 'BambooHR',
  PERSONIO: 'Personio',
  WORKDAY: 'Workday',
};

/**
 * A role option of the user form (doc 3 §5): its value encodes the role and the admin scope, which
 * is null unless the role is scoped admin, so each admin scope is an option of its own.
 */
export interface RoleOption {
  value: string;
  role: UserRole;
  adminScopeId: number | null;
}

export const roleOptionValue = (role: UserRole, adminScopeId: number | null) =>
  adminScopeId === null ? role : `${role}:${adminScopeId}`;

/** Admin, each admin scope, manager, read-only manager, read-only admin, employee; finance with its flag. */
export function roleOptions(
  featureFlags: Partial<Record<FeatureFlag, boolean>>,
  scopes: readonly AdminScope[],
): RoleOption[] {
  return selectableRoles(featureFlags).flatMap((role): RoleOption[] =>
    role === 'SCOPED_ADMIN'
      ? scopes.map((scope) => ({ value: roleOptionValue(role, scope.id), role, adminScopeId: scope.id }))
      : [{ value: role, role, adminScopeId: null }],
  );
}

/** The message id and values of a role's label (doc 3 §5 Role labels). */
export function roleLabel(
  role: UserRole,
  adminScopeId: number | null,
  scopes: readonly AdminScope[],
  featureFlags: Partial<Record<FeatureFlag, boolean>>,
): { id: string; values?: Record<string, string> } {
  if (role === 'ADMIN' && featureFlags.ADMIN_SCOPES) return { id: 'directory.role.ADMIN_FULL' };
  if (role === 'SCOPED_ADMIN') {
    const scope = scopes.find((s) => s.id === adminScopeId);
    return scope
      ? { id: 'directory.role.SCOPED_ADMIN_NAMED', values: { scope: scope.name } }
      : { id: 'directory.role.SCOPED_ADMIN' };
  }
  return { id: `directory.role.${role}` };
}

/** The date a status badge's tooltip gives (doc 3 §4), YYYY-MM-DD. */
export function statusDate(user: User): string {
  const at =
    user.status === 'DEACTIVATED'
      ? user.clearedAt
      : user.status === 'ACTIVE'
        ? (user.joinedAt ?? user.createdAt)
        : user.status === 'INVITED'
          ? (user.invitationSentAt ?? user.createdAt)
          : user.createdAt;
  return (at ?? user.createdAt).slice(0, 10);
}

/** The form's values: every field a string (selects included), as the controls hold them. */
export interface FormValues {
  firstName: string;
  lastName: string;
  email: string;
  role: string;
  language: string;
  currency: string;
  externalIdSource: string;
  externalId: string;
  hrisIdSource: string;
  hrisId: string;
}

export type FormErrors = Partial<Record<keyof FormValues, string>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The add-user rules of doc 3 §5, as message ids per field (the server checks the same). */
export function validate(values: FormValues): FormErrors {
  const errors: FormErrors = {};
  for (const field of ['firstName', 'lastName', 'email', 'role'] as const)
    if (!values[field].trim()) errors[field] = 'directory.validation.required';
  if (values.email.trim() && !EMAIL.test(values.email.trim())) errors.email = 'directory.validation.email';
  for (const [source, id] of [
    ['externalIdSource', 'externalId'],
    ['hrisIdSource', 'hrisId'],
  ] as const) {
    if (!values[source] && values[id].trim()) errors[id] = 'directory.validation.noSource';
    if (values[source] && !values[id].trim()) errors[id] = 'directory.validation.required';
  }
  return errors;
}

export function initialValues(user: User | null, companyCurrency: string): FormValues {
  return {
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    email: user?.email ?? '',
    // Defaults (doc 3 §5): role EMPLOYEE, language English, currency the company's.
    role: user ? roleOptionValue(user.role, user.adminScopeId) : 'EMPLOYEE',
    language: user?.language ?? 'en',
    currency: user?.currency ?? companyCurrency,
    externalIdSource: user?.externalIdSource && user.externalIdSource !== 'NONE' ? user.externalIdSource : '',
    externalId: user?.externalId ?? '',
    hrisIdSource: user?.hrisIdSource && user.hrisIdSource !== 'NONE' ? user.hrisIdSource : '',
    hrisId: user?.hrisId ?? '',
  };
}

/** The body of PUT /users/profile for the form's values. */
export function toInput(values: FormValues, user: User | null): ProfileInput {
  const [role, scope] = values.role.split(':');
  return {
    ...(user ? { id: user.id, version: user.version } : {}),
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    role: role as UserRole,
    adminScopeId: scope ? Number(scope) : null,
    language: values.language,
    currency: values.currency,
    externalIdSource: (values.externalIdSource || null) as ProfileInput['externalIdSource'],
    externalId: values.externalIdSource ? values.externalId.trim() : null,
    hrisIdSource: (values.hrisIdSource || null) as ProfileInput['hrisIdSource'],
    hrisId: values.hrisIdSource ? values.hrisId.trim() : null,
  };
}

/** The identifier popover (doc 3 §2, §4): a source (NONE for none) and an id, per kind. */
export type IdentifierKind = 'external' | 'hris';
export type IdentifiersDraft = Record<IdentifierKind, { source: string; id: string }>;

export function identifiersDraft(user: User): IdentifiersDraft {
  return {
    external: { source: user.externalIdSource ?? 'NONE', id: user.externalId ?? '' },
    hris: { source: user.hrisIdSource ?? 'NONE', id: user.hrisId ?? '' },
  };
}

/** Which identifier has a source but no id (closing then asks whether to leave), if any. */
export function leavingNeedsConfirmation(draft: IdentifiersDraft): IdentifierKind | null {
  for (const which of ['external', 'hris'] as const)
    if (draft[which].source !== 'NONE' && draft[which].id.trim() === '') return which;
  return null;
}

/** PUT /users/profile with the user as read and the popover's identifiers (NONE is sent as null). */
export function identifiersInput(user: User, draft: IdentifiersDraft): ProfileInput {
  const base = toInput(initialValues(user, user.currency), user);
  const pick = (which: IdentifierKind) =>
    draft[which].source === 'NONE'
      ? { source: null, id: null }
      : { source: draft[which].source, id: draft[which].id.trim() };
  const external = pick('external');
  const hris = pick('hris');
  return {
    ...base,
    externalIdSource: external.source as ProfileInput['externalIdSource'],
    externalId: external.id,
    hrisIdSource: hris.source as ProfileInput['hrisIdSource'],
    hrisId: hris.id,
  };
}
