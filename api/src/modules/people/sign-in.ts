import type { Request } from 'express';
import type { JWTPayload } from 'jose';
import { recordSecurityEvent } from '../../platform/audit/security-log.js';
import { newSecretToken, sha256, type AccessTokens } from '../../platform/auth/tokens.js';
import type { Config } from '../../config.js';
import type { Database } from '../../platform/db/database.js';
import {
  findLiveSessionByHash,
  insertSession,
  findSession,
  revokeSession,
  type Session,
} from '../../platform/sessions/sessions.js';
import { findAccountByEmail, findAccountById, recordConnection } from './platform-repository.js';

export const NO_LINKED_ACCOUNT = 'No linked account exists.';

/** Where a sign-in or sign-out came from (its client address and user agent go to the security log). */
type From = Pick<Request, 'ip' | 'headers'>;

/** Sessions behind the cookie, and the short-lived access tokens they renew. */
export class SignInService {
  constructor(
    private readonly db: Database,
    private readonly config: Pick<Config, 'sessionTtl'>,
    readonly tokens: AccessTokens,
  ) {}

  /** After a verified ID token: the account with that e-mail gets a new session. */
  async signIn(
    claims: JWTPayload,
    request?: From,
  ): Promise<{ ok: true; sessionToken: string } | { ok: false; message: string }> {
    const email = typeof claims.email === 'string' ? claims.email : undefined;
    const account =
      email && claims.email_verified !== false ? await findAccountByEmail(this.db, email) : null;
    if (!account) {
      await this.signInFailed(NO_LINKED_ACCOUNT, request, {
        ...(email ? { email } : {}),
        ...(email && claims.email_verified === false ? { emailVerified: false } : {}),
      });
      return { ok: false, message: NO_LINKED_ACCOUNT };
    }
    const { token, tokenHash } = newSecretToken();
    const session = await insertSession(this.db, {
      tokenHash,
      userId: account.id,
      expiresAt: new Date(Date.now() + this.config.sessionTtl * 1000),
    });
    await recordConnection(this.db, account, new Date());
    await recordSecurityEvent(this.db, {
      type: 'sign-in.succeeded',
      companyId: account.companyId,
      actorUserId: account.id,
      subjectUserId: account.id,
      ...(request ? { request } : {}),
      detail: { sessionId: session.id },
    });
    return { ok: true, sessionToken: token };
  }

  /** A sign-in that ended without a session (a refused callback, no linked account): logged. */
  async signInFailed(message: string, request?: From, detail: Record<string, unknown> = {}): Promise<void> {
    await recordSecurityEvent(this.db, {
      type: 'sign-in.failed',
      ...(request ? { request } : {}),
      detail: { reason: message, ...detail },
    });
  }

  sessionFromCookie(token: string | undefined): Promise<Session | null> {
    return token ? findLiveSessionByHash(this.db, sha256(token)) : Promise.resolve(null);
  }

  async accessToken(
    session: Session,
  ): Promise<{ accessToken: string; tokenType: 'Bearer'; expiresIn: number }> {
    return {
      accessToken: await this.tokens.issue({ userId: session.userId, sessionId: session.id }),
      tokenType: 'Bearer',
      expiresIn: this.tokens.ttlSeconds,
    };
  }

  /** Ends the session of the cookie and/or of the bearer, each recorded as a sign-out. */
  async logout(cookieToken: string | undefined, bearer: string | undefined, request?: From): Promise<void> {
    const fromCookie = await this.sessionFromCookie(cookieToken);
    const claims = bearer ? await this.tokens.verify(bearer) : null;
    const fromBearer = claims ? await findSession(this.db, claims.sessionId) : null;
    const ended = new Map<number, Session>();
    for (const session of [fromCookie, fromBearer]) if (session) ended.set(session.id, session);
    for (const session of ended.values()) {
      await revokeSession(this.db, session.id);
      const account = await findAccountById(this.db, session.userId);
      await recordSecurityEvent(this.db, {
        type: 'sign-out',
        companyId: account?.companyId ?? null,
        actorUserId: session.userId,
        subjectUserId: session.userId,
        ...(request ? { request } : {}),
        detail: { sessionId: session.id },
      });
    }
  }
}
