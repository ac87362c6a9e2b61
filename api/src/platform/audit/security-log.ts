import type { Request } from 'express';
import type { Database } from '../db/database.js';
import { AcrossCompanies } from '../db/tenancy.js';
import { securityEventsTable } from './tables.js';

/** Every kind of security event the platform records. */
export const SECURITY_EVENT_TYPES = [
  'sign-in.succeeded',
  'sign-in.failed',
  'sign-in.locked',
  'sign-out',
  'session.revoked',
  'impersonation.started',
  'impersonation.ended',
  'api-key.created',
  'api-key.used',
  'api-key.revoked',
  'role.changed',
  'user.deactivated',
] as const;
export type SecurityEventType = (typeof SECURITY_EVENT_TYPES)[number];

export interface SecurityEvent {
  type: SecurityEventType;
  companyId?: number | null;
  actorUserId?: number | null;
  subjectUserId?: number | null;
  apiKeyId?: number | null;
  /** Where from: pass the request (its client address and user agent are taken from it). */
  request?: Pick<Request, 'ip' | 'headers'>;
  detail?: Record<string, unknown>;
}

const MAX_USER_AGENT = 255;

/**
 * Appends one event to the security log. The log is written beside the action, not inside its
 * transaction: a failed sign-in writes nothing else, and a refused action is still worth a line.
 */
export async function recordSecurityEvent(db: Database, event: SecurityEvent): Promise<void> {
  const userAgent = event.request?.headers['user-agent'];
  await new AcrossCompanies(db).insert(securityEventsTable, {
    occurredAt: new Date(),
    type: event.type,
    companyId: event.companyId ?? null,
    actorUserId: event.actorUserId ?? null,
    subjectUserId: event.subjectUserId ?? null,
    apiKeyId: event.apiKeyId ?? null,
    ip: event.request?.ip ?? null,
    userAgent: typeof userAgent === 'string' ? userAgent.slice(0, MAX_USER_AGENT) : null,
    detail: event.detail ? JSON.stringify(event.detail) : null,
  });
}
