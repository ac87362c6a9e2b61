import { toBool, toDateOnly, toIso, toJson, type Row } from '../db/models.js';
import type { PlatformLevel, TeamRole, UserRole } from '@accrue/sdk/permissions';
import {
  DEFAULT_CUSTOMIZATION,
  type Account,
  type AdminScope,
  type ApiKey,
  type ChangelogEntry,
  type Company,
  type CompanyCustomization,
  type Notification,
  type Team,
  type TeamAssignment,
  type User,
  type UserStatus,
} from '../domain/types.js';

/** Rows of either dialect → the plain objects repositories return. */
const str = (v: unknown): string | null => (v === null || v === undefined ? null : String(v));
const num = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

export function toUser(row: Row): User {
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
    status: row.status as UserStatus,
    language: String(row.language),
    currency: String(row.currency),
    externalId: str(row.externalId),
    externalIdSource: str(row.externalIdSource),
    hrisId: str(row.hrisId),
    hrisIdSource: str(row.hrisIdSource),
    pictureURL: str(row.pictureURL),
    adminScopeId: num(row.adminScopeId),
    joinedAt: toIso(row.joinedAt),
    invitationSentAt: toIso(row.invitationSentAt),
    clearedAt: toIso(row.clearedAt),
    lastConnection: toIso(row.lastConnection),
    createdAt: toIso(row.createdAt)!,
    updatedAt: toIso(row.updatedAt)!,
  };
}

export function toAccount(row: Row): Account {
  const levels: PlatformLevel[] = [];
  if (toBool(row.isSuperAdmin)) levels.push('SUPER_ADMIN');
  if (toBool(row.isProviderAdmin)) levels.push('PROVIDER_ADMIN');
  if (toBool(row.isTechAdmin)) levels.push('TECH_ADMIN');
  return {
    ...toUser(row),
    passwordHash: str(row.passwordHash),
    previousLastConnection: toIso(row.previousLastConnection),
    platformLevels: levels,
  };
}

export function toCompany(row: Row): Company {
  return {
    id: Number(row.id),
    name: String(row.name),
    slug: String(row.slug),
    status: row.status as Company['status'],
    featureFlags: toJson<Record<string, boolean>>(row.featureFlags, {}),
    statementFrequency: row.statementFrequency as Company['statementFrequency'],
    currency: String(row.currency),
    symbols: toJson<string[]>(row.symbols, []),
    integrationsStatus: { slack: { status: str(row.slackStatus) ?? 'NOT_CONNECTED' } },
    customization: {
      ...DEFAULT_CUSTOMIZATION,
      ...toJson<Partial<CompanyCustomization>>(row.customization, {}),
    },
  };
}

export function toTeam(row: Row): Team {
  return {
    id: Number(row.id),
    companyId: Number(row.companyId),
    name: String(row.name),
    parentTeamId: num(row.parentTeamId),
    archived: toBool(row.archived),
  };
}

export function toTeamAssignment(row: Row): TeamAssignment {
  return {
    id: Number(row.id),
    teamId: Number(row.teamId),
    userId: Number(row.userId),
    teamRole: row.teamRole as TeamRole,
    effectiveAsOf: toDateOnly(row.effectiveAsOf)!,
    effectiveUntil: toDateOnly(row.effectiveUntil),
  };
}

export function toAdminScope(row: Row): AdminScope {
  return {
    id: Number(row.id),
    name: String(row.name),
    planIds: toJson<number[]>(row.planIds, []),
    quotaIds: toJson<number[]>(row.quotaIds, []),
  };
}

export function toApiKey(row: Row): ApiKey {
  return {
    id: Number(row.id),
    name: String(row.name),
    prefix: String(row.prefix),
    createdById: num(row.createdById),
    createdAt: toIso(row.createdAt)!,
    lastUsedAt: toIso(row.lastUsedAt),
  };
}

export function toNotification(row: Row): Notification {
  return {
    id: Number(row.id),
    userId: Number(row.userId),
    type: String(row.type),
    content: String(row.content),
    contentMetadata: toJson<Record<string, unknown>>(row.contentMetadata, {}),
    payload: toJson<Record<string, unknown>>(row.payload, {}),
    link: str(row.link),
    authorId: num(row.authorId),
    read: toBool(row.read),
    createdAt: toIso(row.createdAt)!,
  };
}

export function toChangelogEntry(row: Row): ChangelogEntry {
  return {
    id: Number(row.id),
    name: String(row.name),
    date: toDateOnly(row.date)!,
    content: String(row.content),
    imageUrl: str(row.imageUrl),
    url: str(row.url),
    urlLabel: str(row.urlLabel),
    releaseType: row.releaseType as ChangelogEntry['releaseType'],
    importance: row.importance as ChangelogEntry['importance'],
    roles: toJson<string[]>(row.roles, []),
    topic: str(row.topic),
  };
}
