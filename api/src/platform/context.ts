import type { PermissionSubject } from '@accrue/access';
import type { Reach } from './db/reach.js';
import type { Tenant } from './db/tenancy.js';

/**
 * Who is calling, resolved once per request from the bearer (`modules/people` resolves it) and
 * passed as the first argument of every service: the company (and so the one `Tenant` every
 * company-scoped repository call goes through), the effective user (the impersonated one while
 * impersonating), the permission subject the rules are checked on, and the reach that turns a
 * permission into a query filter on users.
 */
export interface Context {
  kind: 'user' | 'apiKey';
  companyId: number;
  tenant: Tenant;
  /** The effective user; null for an API key. */
  userId: number | null;
  /** The signed-in user (differs from `userId` while impersonating); null for an API key. */
  signedInUserId: number | null;
  /** The sign-in session; null for an API key. */
  sessionId: number | null;
  impersonating: boolean;
  subject: PermissionSubject;
  reach: Reach;
}

/** A context with a user (the contract's `x-requires-user` operations always have one). */
export type UserContext = Context & { userId: number; signedInUserId: number; sessionId: number };

export function hasUser(context: Context): context is UserContext {
  return context.userId !== null && context.signedInUserId !== null && context.sessionId !== null;
}
