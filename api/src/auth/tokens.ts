import { createHash, randomBytes } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import type { Database } from '../db/database.js';
import { platformSetting } from '../repositories/platform/settings.js';

/** The audience of the API's access tokens. */
export const ACCESS_TOKEN_AUDIENCE = 'accrue-api';
const ALGORITHM = 'HS256';
/** Company API keys start with this, so a bearer is recognised as a key without a lookup. */
export const API_KEY_PREFIX = 'accrue_';

export interface AccessTokenClaims {
  userId: number;
  sessionId: number;
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/**
 * Short-lived bearer tokens (HS256 JWTs) for the front ends, signed with a secret created once and
 * kept in the database, so every instance of the API on one database accepts them.
 */
export class AccessTokens {
  private secret: Promise<Uint8Array> | undefined;

  constructor(
    private readonly db: Database,
    private readonly issuer: string,
    readonly ttlSeconds: number,
  ) {}

  private key(): Promise<Uint8Array> {
    this.secret ??= platformSetting(this.db, 'accessTokenSecret', () =>
      randomBytes(32).toString('base64url'),
    ).then((value) => Buffer.from(value, 'base64url'));
    return this.secret;
  }

  async issue(claims: AccessTokenClaims): Promise<string> {
    return new SignJWT({ sid: claims.sessionId })
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      .setSubject(String(claims.userId))
      .setIssuer(this.issuer)
      .setAudience(ACCESS_TOKEN_AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(`${this.ttlSeconds}s`)
      .setJti(randomBytes(12).toString('base64url'))
      .sign(await this.key());
  }

  /** The claims of a valid token; null for a forged, expired, foreign or malformed one. */
  async verify(token: string): Promise<AccessTokenClaims | null> {
    try {
      const { payload } = await jwtVerify(token, await this.key(), {
        algorithms: [ALGORITHM],
        issuer: this.issuer,
        audience: ACCESS_TOKEN_AUDIENCE,
        requiredClaims: ['exp', 'sub', 'sid'],
      });
      const userId = Number(payload.sub);
      const sessionId = Number(payload.sid);
      if (!Number.isSafeInteger(userId) || !Number.isSafeInteger(sessionId)) return null;
      return { userId, sessionId };
    } catch (error) {
      if (error instanceof errors.JOSEError || error instanceof TypeError) return null;
      throw error;
    }
  }
}

/** A new company API key: the full key (shown once), its display prefix and the stored hash. */
export function newApiKey(): { key: string; prefix: string; keyHash: string } {
  const key = `${API_KEY_PREFIX}${randomBytes(30).toString('base64url')}`;
  return { key, prefix: key.slice(0, API_KEY_PREFIX.length + 6), keyHash: sha256(key) };
}

/** A new sign-in session token (the cookie's value) and its stored hash. */
export function newSessionToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: sha256(token) };
}
