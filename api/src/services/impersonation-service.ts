import type { Database } from '../db/database.js';
import { impersonationRefusal } from '@accrue/sdk/permissions';
import { HttpError, IMPERSONATION_MESSAGE_TEXT } from '../http/errors.js';
import { findAccountByEmail } from '../repositories/platform/accounts.js';
import { setImpersonation } from '../repositories/platform/sessions.js';
import { findUser } from '../repositories/users.js';
import type { AuthContext } from './auth-context.js';

function sessionOf(auth: AuthContext) {
  if (!auth.session) throw new HttpError(403, 'Impersonation needs a signed-in session.');
  return auth.session;
}

/**
 * `PATCH /users/impersonate`: an admin starts impersonating a user of their company (not
 * themselves, not the original impersonator, not a deactivated user); null ends it.
 */
export async function impersonate(db: Database, auth: AuthContext, userId: number | null): Promise<void> {
  const session = sessionOf(auth);
  if (userId === null) {
    await setImpersonation(db, session.id, null);
    return;
  }
  if (auth.impersonating) throw new HttpError(403, IMPERSONATION_MESSAGE_TEXT);
  const target = await findUser(auth.tenant, userId);
  if (!target) throw new HttpError(404, 'User not found.');
  const refusal = impersonationRefusal(auth.subject, target, session.userId);
  if (refusal) throw new HttpError(403, refusal);
  await setImpersonation(db, session.id, target.id);
}

/** `PATCH /sa_settings/impersonate`: a super-admin impersonates any user by e-mail address. */
export async function impersonateByEmail(db: Database, auth: AuthContext, email: string): Promise<void> {
  const session = sessionOf(auth);
  const target = await findAccountByEmail(db, email);
  if (!target) throw new HttpError(404, 'User not found.');
  if (target.id === session.userId) throw new HttpError(403, 'You cannot impersonate yourself.');
  if (target.status === 'DEACTIVATED' || target.clearedAt)
    throw new HttpError(403, 'You cannot impersonate a deactivated user.');
  await setImpersonation(db, session.id, target.id);
}
