import { randomBytes } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import { createRemoteJWKSet, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import { Passport } from 'passport';
import { Strategy as OpenIDConnectStrategy } from 'passport-openidconnect';
import type { Database } from '../db/database.js';
import { insertAuthState, takeAuthState } from '../repositories/platform/auth-states.js';

export interface OidcSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
  callbackUrl: string;
}

interface Discovery {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  userinfo_endpoint?: string;
  jwks_uri: string;
  id_token_signing_alg_values_supported?: string[];
}

/** What a login carries from its start to its callback. */
export interface LoginState {
  returnTo: string;
}

/** The outcome of a callback: the verified ID token's claims, or why sign-in failed. */
export type CallbackResult =
  | { ok: true; claims: JWTPayload; state: LoginState }
  | { ok: false; message: string; state: LoginState | null };

const STATE_TTL_MS = 10 * 60 * 1000;
const ASYMMETRIC = ['RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512', 'ES256', 'ES384', 'ES512', 'EdDSA'];

interface StateRequest extends Request {
  oidcLogin?: { nonce: string | null; state: LoginState | null };
}

/** passport-openidconnect with `tenant` sent as the connection to use (`/auth/sso/initiated?tenant=…`). */
class ConnectionStrategy extends OpenIDConnectStrategy {
  override authorizationParams(options: { tenant?: string }): object {
    return options.tenant ? { connection: options.tenant } : {};
  }
}

/**
 * Sign-in through an OpenID provider with passport-openidconnect. That library does not check the
 * ID token's signature, so the nonce is turned on and the ID token is verified here with jose:
 * signature against the issuer's JWKS (asymmetric algorithms only, never `none`), `iss`, `aud`,
 * `exp` and `nonce`. Login states (state handle → nonce, return path) live in the database, so a
 * callback may land on any instance.
 */
export class OidcClient {
  private readonly passport = new Passport();
  private ready: Promise<{ discovery: Discovery; jwks: JWTVerifyGetKey }> | undefined;

  constructor(
    private readonly db: Database,
    private readonly settings: OidcSettings,
  ) {}

  private setup() {
    this.ready ??= (async () => {
      const response = await fetch(`${this.settings.issuer}/.well-known/openid-configuration`);
      if (!response.ok)
        throw new Error(`OpenID discovery of ${this.settings.issuer} answered ${response.status}`);
      const discovery = (await response.json()) as Discovery;
      if (discovery.issuer !== this.settings.issuer)
        throw new Error(
          `OpenID discovery names issuer ${discovery.issuer}, expected ${this.settings.issuer}`,
        );
      const jwks = createRemoteJWKSet(new URL(discovery.jwks_uri));
      const db = this.db;
      const store = {
        store(
          _req: Request,
          ctx: { nonce?: string },
          appState: unknown,
          _meta: unknown,
          cb: (err: Error | null, handle?: string) => void,
        ) {
          const handle = randomBytes(24).toString('base64url');
          insertAuthState(db, {
            handle,
            nonce: ctx.nonce ?? null,
            payload: appState,
            expiresAt: new Date(Date.now() + STATE_TTL_MS),
          }).then(
            () => cb(null, handle),
            (error: Error) => cb(error),
          );
        },
        verify(
          req: StateRequest,
          handle: string,
          cb: (err: Error | null, ctx?: unknown, state?: unknown) => void,
        ) {
          takeAuthState(db, String(handle)).then((found) => {
            if (!found) return cb(null, false, { message: 'Unable to verify authorization request state.' });
            req.oidcLogin = { nonce: found.nonce, state: found.payload as LoginState };
            return cb(null, { nonce: found.nonce ?? undefined }, found.payload);
          }, cb);
        },
      };
      this.passport.use(
        'oidc',
        new ConnectionStrategy(
          {
            issuer: discovery.issuer,
            authorizationURL: discovery.authorization_endpoint,
            tokenURL: discovery.token_endpoint,
            userInfoURL: discovery.userinfo_endpoint ?? '',
            clientID: this.settings.clientId,
            clientSecret: this.settings.clientSecret,
            callbackURL: this.settings.callbackUrl,
            scope: ['profile', 'email'],
            nonce: 'true',
            store: store as never,
            passReqToCallback: true,
            skipUserProfile: true,
          } as never,
          // Arity 6 with passReqToCallback: (req, issuer, profile, context, idToken, done).
          ((
            req: StateRequest,
            _issuer: string,
            _profile: unknown,
            _context: unknown,
            idToken: string,
            done: (err: Error | null, user?: unknown, info?: unknown) => void,
          ) => {
            this.verifyIdToken(idToken, req.oidcLogin?.nonce ?? null).then(
              (claims) => done(null, claims),
              (error: Error) => done(null, false, { message: `The ID token was refused: ${error.message}` }),
            );
          }) as never,
        ),
      );
      return { discovery, jwks };
    })();
    this.ready.catch(() => (this.ready = undefined));
    return this.ready;
  }

  /** Verifies an ID token: signature (issuer's JWKS), iss, aud, exp and the login's nonce. */
  async verifyIdToken(idToken: string, expectedNonce: string | null): Promise<JWTPayload> {
    const { discovery, jwks } = await this.setup();
    const algorithms = (discovery.id_token_signing_alg_values_supported ?? ['RS256']).filter((alg) =>
      ASYMMETRIC.includes(alg),
    );
    const { payload } = await jwtVerify(idToken, jwks, {
      issuer: discovery.issuer,
      audience: this.settings.clientId,
      algorithms,
      requiredClaims: ['exp', 'iat', 'sub', 'nonce'],
    });
    if (!expectedNonce || payload.nonce !== expectedNonce) throw new Error('nonce mismatch');
    if (Array.isArray(payload.aud) && payload.aud.length > 1 && payload.azp !== this.settings.clientId)
      throw new Error('unexpected authorized party');
    return payload;
  }

  /** Redirects to the provider. */
  async login(
    req: Request,
    res: Response,
    next: NextFunction,
    options: { tenant?: string; state: LoginState; prompt?: 'login' },
  ): Promise<void> {
    await this.setup();
    this.passport.authenticate('oidc', {
      session: false,
      state: options.state,
      tenant: options.tenant,
      prompt: options.prompt,
    } as never)(req, res, next);
  }

  /** Completes a login on the callback. */
  async callback(req: Request, res: Response): Promise<CallbackResult> {
    await this.setup();
    return new Promise<CallbackResult>((resolve, reject) => {
      this.passport.authenticate(
        'oidc',
        { session: false },
        (error: Error | null, claims: JWTPayload | false, info?: { message?: string }) => {
          const state = (req as StateRequest).oidcLogin?.state ?? null;
          if (error) {
            if (
              error.name === 'AuthorizationError' ||
              error.name === 'TokenError' ||
              error.name === 'InternalOAuthError'
            ) {
              resolve({
                ok: false,
                message: error.message || 'The identity provider refused the sign-in.',
                state,
              });
            } else reject(error);
          } else if (!claims) resolve({ ok: false, message: info?.message ?? 'Sign-in failed.', state });
          else resolve({ ok: true, claims, state: state ?? { returnTo: '/' } });
        },
      )(req, res, (error: unknown) => reject(error));
    });
  }
}
