import { Op } from 'sequelize';
import type { Database } from '../../platform/db/database.js';
import { AcrossCompanies } from '../../platform/db/tenancy.js';
import { nextVersion } from '../../platform/db/versioned.js';
import { findLiveSessionWith, type Session } from '../../platform/sessions/sessions.js';
import { toAccount } from './mappers.js';
import { userInvitationsTable, usersTable, type UserRow } from './tables.js';
import type { Account } from './types.js';

/**
 * Account reads that precede a tenant: finding who signs in (by e-mail, across companies) and who
 * a session belongs to.
 */
export async function findAccountByEmail(db: Database, email: string): Promise<Account | null> {
  const row = await new AcrossCompanies(db).findOne(usersTable, { email: email.toLowerCase() });
  return row ? toAccount(row) : null;
}

export async function findAccountById(db: Database, id: number): Promise<Account | null> {
  const row = await new AcrossCompanies(db).findOne(usersTable, { id });
  return row ? toAccount(row) : null;
}

/**
 * The accounts of these ids in one query by primary key (a session's signed-in and impersonated
 * users): resolving a caller reads their current status and role on every request.
 */
export async function findAccountsByIds(db: Database, ids: readonly number[]): Promise<Map<number, Account>> {
  const unique = [...new Set(ids)];
  const rows = await new AcrossCompanies(db).findAll(usersTable, { where: { id: unique } });
  return new Map(rows.map((row) => [Number(row.id), toAccount(row)]));
}

/**
 * A live session and its accounts (signed in, impersonated) in one query: resolving a caller reads
 * the session and the users' current status and role on every request.
 */
export async function findSessionAndAccounts(
  db: Database,
  sessionId: number,
): Promise<{ session: Session; accounts: Map<number, Account> } | null> {
  const found = await findLiveSessionWith(db, sessionId, usersTable);
  if (!found) return null;
  return {
    session: found.session,
    accounts: new Map(found.people.map((row) => [Number(row.id), toAccount(row)])),
  };
}

/** Moves lastConnection to previousLastConnection and stamps the new connection. */
export async function recordConnection(db: Database, account: Account, at: Date): Promise<void> {
  await new AcrossCompanies(db).update(
    usersTable,
    { id: account.id },
    {
      previousLastConnection: account.lastConnection ? new Date(account.lastConnection) : null,
      lastConnection: at,
    },
  );
}

/** A live invitation (unused, unexpired) by the hash of its token, and whom it invites. */
export async function findLiveInvitation(
  db: Database,
  tokenHash: string,
  now: Date,
): Promise<{ id: number; companyId: number; user: Account } | null> {
  const across = new AcrossCompanies(db);
  const invitation = await across.findOne(userInvitationsTable, {
    tokenHash,
    usedAt: null,
    expiresAt: { [Op.gt]: now },
  });
  if (!invitation) return null;
  const user = await across.findOne(usersTable, { id: invitation.userId, companyId: invitation.companyId });
  return user
    ? { id: Number(invitation.id), companyId: Number(invitation.companyId), user: toAccount(user) }
    : null;
}

/**
 * Uses an invitation once: marks it used only if it still is live (so two submissions cannot both
 * pass), then gives the user their password and makes them ACTIVE, only if they are still
 * waiting (a deactivation in between wins). Answers whether the user joined.
 */
export async function acceptInvitation(
  db: Database,
  invitation: { id: number; companyId: number; userId: number },
  passwordHash: string,
  now: Date,
): Promise<boolean> {
  const across = new AcrossCompanies(db);
  const used = await across.update(
    userInvitationsTable,
    { id: invitation.id, usedAt: null, expiresAt: { [Op.gt]: now } },
    { usedAt: now },
  );
  if (used === 0) return false;
  const joined = await across.update(
    usersTable,
    { id: invitation.userId, companyId: invitation.companyId, status: ['INACTIVE', 'INVITED'] },
    {
      passwordHash,
      status: 'ACTIVE',
      joinedAt: now,
      updatedAt: now,
      version: nextVersion(db),
    } as unknown as Partial<UserRow>,
  );
  return joined > 0;
}

/** The lower-cased e-mails of these, among every company's accounts (e-mail is the sign-in name). */
export async function takenEmails(db: Database, emails: readonly string[]): Promise<Set<string>> {
  const unique = [...new Set(emails.map((e) => e.toLowerCase()))];
  const taken = new Set<string>();
  for (let i = 0; i < unique.length; i += 1000) {
    const rows = await new AcrossCompanies(db).findAll(usersTable, {
      where: { email: unique.slice(i, i + 1000) },
      attributes: ['email'],
    });
    for (const row of rows) taken.add(String(row.email).toLowerCase());
  }
  return taken;
}
