import type { Request } from 'express';
import { Op } from 'sequelize';
import { recordSecurityEvent } from '../audit/security-log.js';
import type { Database } from '../db/database.js';
import type { Table } from '../db/tables.js';
import { AcrossCompanies } from '../db/tenancy.js';
import { toIso } from '../db/values.js';
import { sessionsTable, type SessionRow } from './tables.js';

export interface Session {
  id: number;
  userId: number;
  impersonatedUserId: number | null;
  createdAt: string;
  expiresAt: string;
}

function toSession(row: SessionRow): Session {
  return {
    id: Number(row.id),
    userId: Number(row.userId),
    impersonatedUserId:
      row.impersonatedUserId === null || row.impersonatedUserId === undefined
        ? null
        : Number(row.impersonatedUserId),
    createdAt: toIso(row.createdAt)!,
    expiresAt: toIso(row.expiresAt)!,
  };
}

export async function insertSession(
  db: Database,
  values: { tokenHash: string; userId: number; expiresAt: Date },
): Promise<Session> {
  const id = await new AcrossCompanies(db).insert(sessionsTable, {
    ...values,
    impersonatedUserId: null,
    createdAt: new Date(),
    revokedAt: null,
  });
  return (await findSession(db, Number(id)))!;
}

/** A live session: neither revoked nor expired. */
export async function findLiveSessionByHash(
  db: Database,
  tokenHash: string,
  now = new Date(),
): Promise<Session | null> {
  const row = await new AcrossCompanies(db).findOne(sessionsTable, {
    tokenHash,
    revokedAt: null,
    expiresAt: { [Op.gt]: now },
  });
  return row ? toSession(row) : null;
}

export async function findSession(db: Database, id: number, now = new Date()): Promise<Session | null> {
  const row = await new AcrossCompanies(db).findOne(sessionsTable, {
    id,
    revokedAt: null,
    expiresAt: { [Op.gt]: now },
  });
  return row ? toSession(row) : null;
}

/**
 * A live session and the rows of `people` it names (the user signed in, and the one impersonated),
 * in one query: what every authenticated request reads first. The people's table is the caller's
 * (the platform does not know it).
 */
export async function findLiveSessionWith<Person>(
  db: Database,
  id: number,
  people: Table<Person>,
  now = new Date(),
): Promise<{ session: Session; people: Person[] } | null> {
  const found = await new AcrossCompanies(db).findOneWithReferenced(
    sessionsTable,
    { id, revokedAt: null, expiresAt: { [Op.gt]: now } },
    ['userId', 'impersonatedUserId'],
    people,
  );
  return found ? { session: toSession(found.row), people: found.referenced } : null;
}

export async function revokeSession(db: Database, id: number): Promise<void> {
  await new AcrossCompanies(db).update(sessionsTable, { id }, { revokedAt: new Date() });
}

/**
 * Ends every live session of a user, e.g. on deactivation: the cookie no longer renews a token and
 * the access tokens already issued are refused at their next request (the session is read on every
 * request). Recorded as `session.revoked` (who, by whom, from where) when a session was live.
 * Answers how many sessions it ended.
 */
export async function revokeSessionsOfUser(
  db: Database,
  userId: number,
  why: {
    reason: string;
    companyId?: number | null;
    actorUserId?: number | null;
    request?: Pick<Request, 'ip' | 'headers'>;
  } = { reason: 'revoked' },
): Promise<number> {
  const ended = await new AcrossCompanies(db).update(
    sessionsTable,
    { userId, revokedAt: null },
    { revokedAt: new Date() },
  );
  if (ended > 0) {
    await recordSecurityEvent(db, {
      type: 'session.revoked',
      companyId: why.companyId ?? null,
      actorUserId: why.actorUserId ?? null,
      subjectUserId: userId,
      ...(why.request ? { request: why.request } : {}),
      detail: { reason: why.reason, sessions: ended },
    });
  }
  return ended;
}

export async function setImpersonation(
  db: Database,
  id: number,
  impersonatedUserId: number | null,
): Promise<void> {
  await new AcrossCompanies(db).update(sessionsTable, { id }, { impersonatedUserId });
}
