import type { AdminScopeDehydrated, PlatformLevel, TeamRole, UserRole } from '@accrue/access';
import type { Language } from '../../platform/reference.js';

export type UserStatus = 'ACTIVE' | 'DEACTIVATED' | 'INACTIVE' | 'INVITED';
export type ExternalIdSource = 'NONE' | 'OTHERSOURCE' | 'MSDYNAMICS' | 'SALESFORCE' | 'HUBSPOT' | 'ZOHO';
export type HrisIdSource = 'NONE' | 'OTHERSOURCE' | 'PERSONIO' | 'BAMBOOHR' | 'WORKDAY';

/** A user as the API shows it (doc 3 §3 User). */
export interface User {
  id: number;
  companyId: number;
  email: string;
  firstName: string;
  lastName: string;
  fullName: string;
  role: UserRole;
  status: UserStatus;
  language: Language;
  currency: string;
  externalId: string | null;
  externalIdSource: ExternalIdSource | null;
  hrisId: string | null;
  hrisIdSource: HrisIdSource | null;
  pictureURL: string | null;
  adminScopeId: number | null;
  joinedAt: string | null;
  invitationSentAt: string | null;
  clearedAt: string | null;
  lastConnection: string | null;
  createdAt: string;
  updatedAt: string;
  /** The version an edit must send back (409 when another edit moved it on). */
  version: number;
}

/** A user with what only sign-in and the platform need. */
export interface Account extends User {
  passwordHash: string | null;
  previousLastConnection: string | null;
  platformLevels: PlatformLevel[];
}

export interface Team {
  id: number;
  companyId: number;
  name: string;
  parentTeamId: number | null;
  archived: boolean;
}

export interface TeamAssignment {
  id: number;
  teamId: number;
  userId: number;
  teamRole: TeamRole;
  effectiveAsOf: string;
  effectiveUntil: string | null;
}

export type AdminScope = AdminScopeDehydrated;

export type QuotaType = 'user' | 'team' | 'plan';

/** A quota (doc 3 §3 Quota); plans name it by `machineName`. */
export interface Quota {
  id: number;
  machineName: string;
  name: string;
  type: QuotaType;
  frequency: 'month' | 'quarter' | 'year';
  format: 'number' | 'currency' | 'percent';
  isQuotaRequired: boolean;
}

/** A quota value (doc 3 §3: quotaId, userId, teamId, planId, date), exact decimal text. */
export interface QuotaValue {
  id: number;
  quotaId: number;
  userId: number | null;
  teamId: number | null;
  planId: number | null;
  /** In force from this date (YYYY-MM-DD) until the owner's next value. */
  date: string;
  value: string;
}
