import type { JWTPayload } from 'jose';
import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import { findAccountByEmail, recordConnection } from '../repositories/platform/accounts.js';
import {
  findLiveSessionByHash,
  insertSession,
  revokeSession,
  type Session,
} from '../repositories/platform/sessions.js';
import { newSessionToken, sha256, type AccessTokens } from '../auth/tokens.js';

export const NO_LINKED_ACCOUNT = 'No linked account exists.';

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
  ): Promise<{ ok: true; sessionToken: string } | { ok: false; message: string }> {
    const email = typeof claims.email === 'string' ? claims.email : undefined;
    if (!email || claims.email_verified === false) return { ok: false, message: NO_LINKED_ACCOUNT };
    const account = await findAccountByEmail(this.db, email);
    if (!account) return { ok: false, message: NO_LINKED_ACCOUNT };
    const { token, tokenHash } = newSessionToken();
    await insertSession(this.db, {
      tokenHash,
      userId: account.id,
      expiresAt: new Date(Date.now() + this.config.sessionTtl * 1000),
    });
    await recordConnection(this.db, account, new Date());
    return { ok: true, sessionToken: token };
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

  /** Ends the session of the cookie and/or of the bearer. */
  async logout(cookieToken: string | undefined, bearer: string | undefined): Promise<void> {
    const fromCookie = await this.sessionFromCookie(cookieToken);
    if (fromCookie) await revokeSession(this.db, fromCookie.id);
    const claims = bearer ? await this.tokens.verify(bearer) : null;
    if (claims) await revokeSession(this.db, claims.sessionId);
  }
}
