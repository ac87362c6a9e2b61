import type { PlatformLevel, TeamRole, UserRole } from '@accrue/access';
import {
  toBool,
  toDateOnly,
  toIso,
  toJson,
  toNumberOrNull,
  toStringOrNull,
} from '../../platform/db/values.js';
import type {
  AdminScopeRow,
  QuotaRow,
  QuotaValueRow,
  TeamAssignmentRow,
  TeamRow,
  UserRow,
} from './tables.js';
import type { Account, AdminScope, Quota, QuotaValue, Team, TeamAssignment, User } from './types.js';

/** Rows of either dialect → the plain objects the repository returns. */
export function toUser(row: UserRow): User {
  const firstName = String(row.firstName);
  const lastName = String(row.lastName);
  return {
    id: Number(row.id),
    companyId: Number(row.companyId),
    email: String(row.email),
    firstName,
    lastName,
    fullName: `${firstName} ${lastName}`.trim(),
    role: row.role as UserRole,
    status: row.status as User['status'],
    language: row.language as User['language'],
    currency: String(row.currency),
    externalId: toStringOrNull(row.externalId),
    externalIdSource: toStringOrNull(row.externalIdSource) as User['externalIdSource'],
    hrisId: toStringOrNull(row.hrisId),
    hrisIdSource: toStringOrNull(row.hrisIdSource) as User['hrisIdSource'],
    pictureURL: toStringOrNull(row.pictureURL),
    adminScopeId: toNumberOrNull(row.adminScopeId),
    joinedAt: toIso(row.joinedAt),
    invitationSentAt: toIso(row.invitationSentAt),
    clearedAt: toIso(row.clearedAt),
    lastConnection: toIso(row.lastConnection),
    createdAt: toIso(row.createdAt)!,
    updatedAt: toIso(row.updatedAt)!,
    version: Number(row.version ?? 1),
  };
}

export function toAccount(row: UserRow): Account {
  const levels: PlatformLevel[] = [];
  if (toBool(row.isSuperAdmin)) levels.push('SUPER_ADMIN');
  if (toBool(row.isProviderAdmin)) levels.push('PROVIDER_ADMIN');
  if (toBool(row.isTechAdmin)) levels.push('TECH_ADMIN');
  return {
    ...toUser(row),
    passwordHash: toStringOrNull(row.passwordHash),
    previousLastConnection: toIso(row.previousLastConnection),
    platformLevels: levels,
  };
}

export function toTeam(row: TeamRow): Team {
  return {
    id: Number(row.id),
    companyId: Number(row.companyId),
    name: String(row.name),
    parentTeamId: toNumberOrNull(row.parentTeamId),
    archived: toBool(row.archived),
  };
}

export function toTeamAssignment(row: TeamAssignmentRow): TeamAssignment {
  return {
    id: Number(row.id),
    teamId: Number(row.teamId),
    userId: Number(row.userId),
    teamRole: row.teamRole as TeamRole,
    effectiveAsOf: toDateOnly(row.effectiveAsOf)!,
    effectiveUntil: toDateOnly(row.effectiveUntil),
  };
}

export function toAdminScope(row: AdminScopeRow): AdminScope {
  return {
    id: Number(row.id),
    name: String(row.name),
    planIds: toJson<number[]>(row.planIds, []),
    quotaIds: toJson<number[]>(row.quotaIds, []),
  };
}

export function toQuota(row: QuotaRow): Quota {
  return {
    id: Number(row.id),
    machineName: String(row.machineName),
    name: String(row.name),
    type: row.type as Quota['type'],
    frequency: row.frequency as Quota['frequency'],
    format: row.format as Quota['format'],
    isQuotaRequired: toBool(row.isQuotaRequired),
  };
}

export function toQuotaValue(row: QuotaValueRow): QuotaValue {
  return {
    id: Number(row.id),
    quotaId: Number(row.quotaId),
    userId: toNumberOrNull(row.userId),
    teamId: toNumberOrNull(row.teamId),
    planId: toNumberOrNull(row.planId),
    date: toDateOnly(row.date)!,
    value: String(row.value),
  };
}
