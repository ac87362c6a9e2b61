import { DataTypes } from 'sequelize';
import { column, companyTable, type DbBoolean, type DbDate } from '../../platform/db/tables.js';

export interface UserRow {
  id: number;
  companyId: number;
  email: string;
  firstName: string;
  lastName: string;
  role: string;
  status: string;
  language: string;
  currency: string;
  externalId: string | null;
  externalIdSource: string | null;
  hrisId: string | null;
  hrisIdSource: string | null;
  pictureURL: string | null;
  adminScopeId: number | null;
  passwordHash: string | null;
  isSuperAdmin: DbBoolean;
  isProviderAdmin: DbBoolean;
  isTechAdmin: DbBoolean;
  joinedAt: DbDate | null;
  invitationSentAt: DbDate | null;
  clearedAt: DbDate | null;
  lastConnection: DbDate | null;
  previousLastConnection: DbDate | null;
  createdAt: DbDate;
  updatedAt: DbDate;
  /** Moves on with every directory edit (optimistic concurrency, migration 0010). */
  version: number;
}

export const usersTable = companyTable<UserRow>('users', {
  id: column.id,
  companyId: column.companyId,
  email: column.string,
  firstName: column.string,
  lastName: column.string,
  role: column.string,
  status: column.string,
  language: column.string,
  currency: column.string,
  externalId: column.string,
  externalIdSource: column.string,
  hrisId: column.string,
  hrisIdSource: column.string,
  pictureURL: column.string,
  adminScopeId: column.integer,
  passwordHash: column.string,
  isSuperAdmin: column.boolean,
  isProviderAdmin: column.boolean,
  isTechAdmin: column.boolean,
  joinedAt: column.date,
  invitationSentAt: column.date,
  clearedAt: column.date,
  lastConnection: column.date,
  previousLastConnection: column.date,
  createdAt: column.date,
  updatedAt: column.date,
  version: column.integer,
});

export interface TeamRow {
  id: number;
  companyId: number;
  name: string;
  parentTeamId: number | null;
  archived: DbBoolean;
  createdAt: DbDate;
  updatedAt: DbDate;
}

export const teamsTable = companyTable<TeamRow>('teams', {
  id: column.id,
  companyId: column.companyId,
  name: column.string,
  parentTeamId: column.integer,
  archived: column.boolean,
  createdAt: column.date,
  updatedAt: column.date,
});

/** Effective-dated membership of a user in a team (YYYY-MM-DD bounds, inclusive). */
export interface TeamAssignmentRow {
  id: number;
  companyId: number;
  teamId: number;
  userId: number;
  teamRole: string;
  effectiveAsOf: DbDate;
  effectiveUntil: DbDate | null;
  createdAt: DbDate;
  updatedAt: DbDate;
}

export const teamAssignmentsTable = companyTable<TeamAssignmentRow>('team_assignments', {
  id: column.id,
  companyId: column.companyId,
  teamId: column.integer,
  userId: column.integer,
  teamRole: column.string,
  effectiveAsOf: column.dateOnly,
  effectiveUntil: column.dateOnly,
  createdAt: column.date,
  updatedAt: column.date,
});

/** A scoped admin's scope: the plans and quotas they administer. */
export interface AdminScopeRow {
  id: number;
  companyId: number;
  name: string;
  /** JSON: number[] */
  planIds: string;
  /** JSON: number[] */
  quotaIds: string;
  /** JSON: number[] (migration 0018): the scope's plan assignments, each of one of its plans. */
  planAssignmentIds: string | null;
  createdAt: DbDate;
  updatedAt: DbDate;
  /** Moves on with every edit (migration 0018). */
  version: number;
}

export const adminScopesTable = companyTable<AdminScopeRow>('admin_scopes', {
  id: column.id,
  companyId: column.companyId,
  name: column.string,
  planIds: column.text,
  quotaIds: column.text,
  planAssignmentIds: column.text,
  createdAt: column.date,
  updatedAt: column.date,
  version: column.integer,
});

/**
 * A quota (doc 3 §3 Quota): the company's, referred to by plans through its machine name. Its
 * type says who its values belong to: a user, a team, or a plan.
 */
export interface QuotaRow {
  id: number;
  companyId: number;
  machineName: string;
  name: string;
  type: string;
  frequency: string;
  format: string;
  isQuotaRequired: DbBoolean;
  createdAt: DbDate;
  updatedAt: DbDate;
}

export const quotasTable = companyTable<QuotaRow>('quotas', {
  id: column.id,
  companyId: column.companyId,
  machineName: column.string,
  name: column.string,
  type: column.string,
  frequency: column.string,
  format: column.string,
  isQuotaRequired: column.boolean,
  createdAt: column.date,
  updatedAt: column.date,
});

/** A quota value, in force from `date` until the owner's next value; `value` is decimal text. */
export interface QuotaValueRow {
  id: number;
  companyId: number;
  quotaId: number;
  userId: number | null;
  teamId: number | null;
  planId: number | null;
  date: DbDate;
  value: string;
  /** "user:12", "team:3" or "plan:7": one value per quota, owner and date (migration 0018). */
  ownerKey: string;
  createdAt: DbDate;
  updatedAt: DbDate;
}

export const quotaValuesTable = companyTable<QuotaValueRow>('quota_values', {
  id: column.id,
  companyId: column.companyId,
  quotaId: column.integer,
  userId: column.integer,
  teamId: column.integer,
  planId: column.integer,
  date: column.dateOnly,
  value: column.string,
  ownerKey: column.string,
  createdAt: column.date,
  updatedAt: column.date,
});

/** A one-time invitation link (doc 3 §4 INVITED): only the SHA-256 of its token is kept. */
export interface UserInvitationRow {
  id: number;
  companyId: number;
  userId: number;
  tokenHash: string;
  expiresAt: DbDate;
  usedAt: DbDate | null;
  createdById: number | null;
  createdAt: DbDate;
}

export const userInvitationsTable = companyTable<UserInvitationRow>('user_invitations', {
  id: column.id,
  companyId: column.companyId,
  userId: column.integer,
  tokenHash: column.string,
  expiresAt: column.date,
  usedAt: column.date,
  createdById: column.integer,
  createdAt: column.date,
});

/** A message kept for the admin to read when no SMTP server is configured (SMTP_URL unset). */
export interface MailOutboxRow {
  id: number;
  companyId: number;
  userId: number | null;
  recipient: string;
  subject: string;
  body: string;
  link: string | null;
  createdAt: DbDate;
}

export const mailOutboxTable = companyTable<MailOutboxRow>('mail_outbox', {
  id: column.id,
  companyId: column.companyId,
  userId: column.integer,
  recipient: column.string,
  subject: column.string,
  body: column.text,
  link: column.string,
  createdAt: column.date,
});

/**
 * A user's avatar picture (migrations 0026, 0036): served at /api/avatars/{companyId}/{token}. Its
 * bytes are the blob store's object `storeKey`; rows written before 0036 hold them in `content`.
 */
export interface UserAvatarRow {
  id: number;
  companyId: number;
  userId: number;
  token: string;
  contentType: string;
  size: number;
  content: Buffer | null;
  storeKey: string | null;
  createdAt: DbDate;
}

export const userAvatarsTable = companyTable<UserAvatarRow>('user_avatars', {
  id: column.id,
  companyId: column.companyId,
  userId: column.integer,
  token: column.string,
  contentType: column.string,
  size: column.integer,
  content: { type: DataTypes.BLOB('medium') },
  storeKey: column.string,
  createdAt: column.date,
});
