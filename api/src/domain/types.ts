import type { AdminScopeDehydrated, PlatformLevel, TeamRole, UserRole } from '@accrue/sdk/permissions';

export type UserStatus = 'ACTIVE' | 'DEACTIVATED' | 'INACTIVE' | 'INVITED';
export type CompanyStatus = 'ACTIVE' | 'INACTIVE';
export type StatementFrequency = 'month' | 'quarter';

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
  language: string;
  currency: string;
  externalId: string | null;
  externalIdSource: string | null;
  hrisId: string | null;
  hrisIdSource: string | null;
  pictureURL: string | null;
  adminScopeId: number | null;
  joinedAt: string | null;
  invitationSentAt: string | null;
  clearedAt: string | null;
  lastConnection: string | null;
  createdAt: string;
  updatedAt: string;
}

/** A user with what only sign-in and the platform need. */
export interface Account extends User {
  passwordHash: string | null;
  previousLastConnection: string | null;
  platformLevels: PlatformLevel[];
}

export interface CompanyCustomization {
  holdAndReleasePaymentDateLabel: string | null;
  holdAndReleaseForecastPaymentDateLabel: string | null;
  totalCommissionLabel: string | null;
  reportsPrecision: number;
  forecastShowComparison: boolean;
  forecastBelowActualColor: string;
  forecastAboveActualColor: string;
  planAgreementsSharedWithManagers: boolean;
  defaultPeriod: 'current' | 'previous';
}

export interface Company {
  id: number;
  name: string;
  slug: string;
  status: CompanyStatus;
  featureFlags: Record<string, boolean>;
  statementFrequency: StatementFrequency;
  currency: string;
  symbols: string[];
  integrationsStatus: { slack: { status: string } };
  customization: CompanyCustomization;
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

export interface ApiKey {
  id: number;
  name: string;
  prefix: string;
  createdById: number | null;
  createdAt: string;
  lastUsedAt: string | null;
}

export interface Notification {
  id: number;
  userId: number;
  type: string;
  content: string;
  contentMetadata: Record<string, unknown>;
  payload: Record<string, unknown>;
  link: string | null;
  authorId: number | null;
  read: boolean;
  createdAt: string;
}

export interface ChangelogEntry {
  id: number;
  name: string;
  date: string;
  content: string;
  imageUrl: string | null;
  url: string | null;
  urlLabel: string | null;
  releaseType: 'NEW_RELEASE' | 'IMPROVEMENT';
  importance: 'MEDIUM' | 'HIGH';
  roles: string[];
  topic: string | null;
}

/** Default customization (doc 1 §9). */
export const DEFAULT_CUSTOMIZATION: CompanyCustomization = {
  holdAndReleasePaymentDateLabel: null,
  holdAndReleaseForecastPaymentDateLabel: null,
  totalCommissionLabel: null,
  reportsPrecision: 2,
  forecastShowComparison: true,
  forecastBelowActualColor: 'GREEN',
  forecastAboveActualColor: 'RED',
  planAgreementsSharedWithManagers: false,
  defaultPeriod: 'current',
};
