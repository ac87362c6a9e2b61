import type { Request } from 'express';
import { impersonationRefusal } from '@accrue/access';
import { recordSecurityEvent } from '../../platform/audit/security-log.js';
import type { UserContext } from '../../platform/context.js';
import { setImpersonation } from '../../platform/sessions/sessions.js';
import { Forbidden, IMPERSONATION_MESSAGE, NotFound } from '../../platform/errors.js';
import { findAccountByEmail } from './platform-repository.js';
import { findUser } from './repository.js';

/** Where the call came from (its client address and user agent go to the security log). */
type From = Pick<Request, 'ip' | 'headers'>;

/**
 * `PATCH /users/impersonate`: an admin starts impersonating a user of their company (not
 * themselves, not the original impersonator, not a deactivated user); null ends it.
 */
export async function impersonate(
  context: UserContext,
  input: { userIdToImpersonate: number | null },
  request?: From,
): Promise<void> {
  const { db } = context.tenant;
  if (input.userIdToImpersonate === null) {
    await setImpersonation(db, context.sessionId, null);
    if (context.impersonating)
      await recordImpersonation(context, 'impersonation.ended', context.userId, request);
    return;
  }
  if (context.impersonating) throw new Forbidden(IMPERSONATION_MESSAGE);
  const target = await findUser(context.tenant, input.userIdToImpersonate);
  if (!target) throw new NotFound('User not found.');
  const refusal = impersonationRefusal(context.subject, target, context.signedInUserId);
  if (refusal) throw new Forbidden(refusal);
  await setImpersonation(db, context.sessionId, target.id);
  await recordImpersonation(context, 'impersonation.started', target.id, request);
}

/** `PATCH /sa_settings/impersonate`: a super-admin impersonates any user by e-mail address. */
export async function impersonateByEmail(
  context: UserContext,
  input: { email: string },
  request?: From,
): Promise<void> {
  const { db } = context.tenant;
  const target = await findAccountByEmail(db, input.email);
  if (!target) throw new NotFound('User not found.');
  if (target.id === context.signedInUserId) throw new Forbidden('You cannot impersonate yourself.');
  if (target.status === 'DEACTIVATED' || target.clearedAt)
    throw new Forbidden('You cannot impersonate a deactivated user.');
  await setImpersonation(db, context.sessionId, target.id);
  await recordImpersonation(context, 'impersonation.started', target.id, request, {
    companyId: target.companyId,
    detail: { by: 'super-admin' },
  });
}

/** Who impersonates whom, in which company, from where (the security log). */
function recordImpersonation(
  context: UserContext,
  type: 'impersonation.started' | 'impersonation.ended',
  subjectUserId: number,
  request: From | undefined,
  extra: { companyId?: number; detail?: Record<string, unknown> } = {},
): Promise<void> {
  return recordSecurityEvent(context.tenant.db, {
    type,
    companyId: extra.companyId ?? context.companyId,
    actorUserId: context.signedInUserId,
    subjectUserId,
    ...(request ? { request } : {}),
    detail: { sessionId: context.sessionId, ...extra.detail },
  });
}
