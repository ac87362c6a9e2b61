import { createHash, randomBytes } from 'node:crypto';
import { keyFromFile } from '../key-files.js';
import { errors, jwtVerify, SignJWT, type JWTHeaderParameters } from 'jose';
import type { Config } from '../../config.js';

/** The audience of the API's access tokens. */
export const ACCESS_TOKEN_AUDIENCE = 'accrue-api';
const ALGORITHM = 'HS256';
/** How many verified tokens one process remembers (a token is about 300 bytes). */
const MAX_VERIFIED_TOKENS = 10_000;
/** Company API keys start with this, so a bearer is recognised as a key without a lookup. */
export const API_KEY_PREFIX = 'accrue_';
/** The key file used when ACCESS_TOKEN_SECRET is unset, under DATA_DIR. */
export const ACCESS_TOKEN_KEY_FILE = 'access-token.key';

export interface AccessTokenClaims {
  userId: number;
  sessionId: number;
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** An HMAC key and the id its tokens name in their `kid` header. */
export interface SigningKey {
  kid: string;
  key: Uint8Array;
}

/** The `kid` of a key: a digest, so the header names the key without revealing anything of it. */
function signingKey(key: Uint8Array): SigningKey {
  return { kid: createHash('sha256').update(key).digest('base64url').slice(0, 16), key };
}

/**
 * The key new tokens are signed with, and the previous keys whose tokens stay valid until they
 * expire. The current key is ACCESS_TOKEN_SECRET, or else the key file under DATA_DIR (created
 * on first start, readable by its owner only). Instances of the API that serve the same users
 * must share it: the same ACCESS_TOKEN_SECRET, or one DATA_DIR.
 */
export function signingKeys(config: Pick<Config, 'accessTokenSecrets' | 'dataDir'>): {
  current: SigningKey;
  previous: SigningKey[];
} {
  const { current, previous } = config.accessTokenSecrets;
  return {
    current: signingKey(current ?? keyFile(config.dataDir)),
    previous: previous.map(signingKey),
  };
}

function keyFile(dataDir: string): Uint8Array {
  return new Uint8Array(keyFromFile(dataDir, ACCESS_TOKEN_KEY_FILE, 'the access-token signing key'));
}

/**
 * Short-lived bearer tokens (HS256 JWTs) for the front ends. New tokens are signed with the
 * current key and name it in their `kid` header; a token naming a previous key is accepted until
 * it expires, so a key can be rotated without signing anybody out.
 */
export class AccessTokens {
  private readonly byKid: Map<string, Uint8Array>;
  /**
   * Tokens whose signature and claims were checked, by their exact text, until they expire: every
   * request of a session carries the same token, and checking its HMAC through WebCrypto was a
   * tenth of the CPU of a directory read. Expiry is still checked on each use; a key is only ever
   * dropped by a restart, which empties this memory too.
   */
  private readonly verified = new Map<string, { claims: AccessTokenClaims; expiresAtMs: number }>();

  constructor(
    private readonly keys: { current: SigningKey; previous: SigningKey[] },
    private readonly issuer: string,
    readonly ttlSeconds: number,
  ) {
    this.byKid = new Map([...keys.previous, keys.current].map((k) => [k.kid, k.key]));
  }

  static fromConfig(config: Pick<Config, 'accessTokenSecrets' | 'dataDir' | 'publicUrl' | 'accessTokenTtl'>) {
    return new AccessTokens(signingKeys(config), config.publicUrl, config.accessTokenTtl);
  }

  async issue(claims: AccessTokenClaims): Promise<string> {
    return new SignJWT({ sid: claims.sessionId })
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT', kid: this.keys.current.kid })
      .setSubject(String(claims.userId))
      .setIssuer(this.issuer)
      .setAudience(ACCESS_TOKEN_AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(`${this.ttlSeconds}s`)
      .setJti(randomBytes(12).toString('base64url'))
      .sign(this.keys.current.key);
  }

  /** The claims of a valid token; null for a forged, expired, foreign or malformed one. */
  async verify(token: string): Promise<AccessTokenClaims | null> {
    const known = this.verified.get(token);
    if (known) {
      if (known.expiresAtMs > Date.now()) return known.claims;
      this.verified.delete(token);
      return null;
    }
    const checked = await this.check(token);
    if (checked) {
      // Bounded: past the limit the oldest entry goes (a Map iterates in insertion order).
      if (this.verified.size >= MAX_VERIFIED_TOKENS) this.verified.delete(this.verified.keys().next().value!);
      this.verified.set(token, checked);
    }
    return checked?.claims ?? null;
  }

  private async check(token: string): Promise<{ claims: AccessTokenClaims; expiresAtMs: number } | null> {
    try {
      const { payload } = await jwtVerify(
        token,
        (header: JWTHeaderParameters) => {
          const key = header.kid === undefined ? undefined : this.byKid.get(header.kid);
          if (!key) throw new errors.JWKSNoMatchingKey('The token names no key of this API');
          return key;
        },
        {
          algorithms: [ALGORITHM],
          issuer: this.issuer,
          audience: ACCESS_TOKEN_AUDIENCE,
          requiredClaims: ['exp', 'sub', 'sid'],
        },
      );
      const userId = Number(payload.sub);
      const sessionId = Number(payload.sid);
      if (!Number.isSafeInteger(userId) || !Number.isSafeInteger(sessionId)) return null;
      // `exp` is required above, and jose has checked that it lies ahead.
      return { claims: { userId, sessionId }, expiresAtMs: payload.exp! * 1000 };
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

/**
 * A new secret token (a session cookie's value, a one-time invitation link…) and the SHA-256 that
 * is stored in its place.
 */
export function newSecretToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: sha256(token) };
}
