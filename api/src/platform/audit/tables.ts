import { column, companyTable, platformTable, type DbDate } from '../db/tables.js';

/** The security event log (issue "Security and reliability" §14): who did what, when, from where. */
export interface SecurityEventRow {
  id: number;
  occurredAt: DbDate;
  type: string;
  /** The company concerned; null for platform-level events (e.g. a sign-in failure for an unknown e-mail). */
  companyId: number | null;
  /** The signed-in user who acted (null for an API key or an anonymous caller). */
  actorUserId: number | null;
  /** The user acted upon (the impersonated user, the user whose role changed…). */
  subjectUserId: number | null;
  /** The API key that acted. */
  apiKeyId: number | null;
  ip: string | null;
  userAgent: string | null;
  /** JSON: anything else worth keeping (e.g. the e-mail tried, the old and new role). */
  detail: string | null;
}

export const securityEventsTable = platformTable<SecurityEventRow>('security_events', {
  id: column.id,
  occurredAt: column.date,
  type: column.string,
  companyId: column.integer,
  actorUserId: column.integer,
  subjectUserId: column.integer,
  apiKeyId: column.integer,
  ip: column.string,
  userAgent: column.string,
  detail: column.text,
});

/**
 * The company's audit log (issue "Data" §7): one row per change to plans, data, statements, people
 * and settings, inserted in the transaction of the change itself. Append-only: nothing updates or
 * deletes a row.
 */
export interface AuditEventRow {
  id: number;
  companyId: number;
  occurredAt: DbDate;
  area: string;
  action: string;
  /** The effective user (the impersonated one while impersonating); null for an API key. */
  actorUserId: number | null;
  /** The signed-in user while impersonating `actorUserId`. */
  impersonatorUserId: number | null;
  apiKeyId: number | null;
  targetType: string;
  targetId: string;
  /** The target's name when the change was made (a deleted plan keeps its name here). */
  targetLabel: string;
  /** JSON: what changed. */
  details: string | null;
}

export const auditEventsTable = companyTable<AuditEventRow>('audit_events', {
  id: column.id,
  companyId: column.companyId,
  occurredAt: column.date,
  area: column.string,
  action: column.string,
  actorUserId: column.integer,
  impersonatorUserId: column.integer,
  apiKeyId: column.integer,
  targetType: column.string,
  targetId: column.string,
  targetLabel: column.string,
  details: column.text,
});
