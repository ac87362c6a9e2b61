import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import { createRemoteJWKSet, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import { Passport } from 'passport';
import { Strategy as OpenIDConnectStrategy } from 'passport-openidconnect';
import type { Database } from '../db/database.js';
import { insertAuthState, takeAuthState } from '../sessions/auth-states.js';
import { sha256 } from './tokens.js';

export interface OidcSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
  callbackUrl: string;
  /**
   * Where the provider sends the browser back after an RP-initiated logout. Set only for a client
   * that has it registered (the bundled provider's): with it, a sign-in after a log-out first ends
   * the provider's session at its end_session_endpoint.
   */
  postLogoutRedirectUri?: string;
}

interface Discovery {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  userinfo_endpoint?: string;
  jwks_uri: string;
  end_session_endpoint?: string;
  id_token_signing_alg_values_supported?: string[];
}

/** What a login carries from its start to its callback. */
export interface LoginState {
  returnTo: string;
}

/** Whether the login cookie's hash is the one stored with the state (constant time). */
function sameBrowser(stored: string | null, presented: string | null): boolean {
  if (!stored || !presented || stored.length !== presented.length) return false;
  return timingSafeEqual(Buffer.from(stored), Buffer.from(presented));
}

/** The outcome of a callback: the verified ID token's claims, or why sign-in failed. */
export type CallbackResult =
  | { ok: true; claims: JWTPayload; state: LoginState }
  | { ok: false; message: string; state: LoginState | null };

const STATE_TTL_MS = 10 * 60 * 1000;
const ASYMMETRIC = ['RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512', 'ES256', 'ES384', 'ES512', 'EdDSA'];

/** SHA-256 (hex) of the value of a browser's login cookie, as stored with the login state. */
export const browserHashOf = sha256;

const REFUSED_BROWSER = 'This sign-in was not started in this browser. Please sign in again.';

interface StateRequest extends Request {
  /** Set by `login`: what the state store keeps with the new state. */
  oidcStart?: { browserHash: string; codeVerifier: string };
  /** Set by `callback`: the hash of the login cookie this browser sent (null without one). */
  oidcBrowserHash?: string | null;
  /** Set by the state store on the callback: the login it found. */
  oidcLogin?: { nonce: string | null; state: LoginState | null; codeVerifier: string | null };
}

interface OAuth2Client {
  getOAuthAccessToken(
    code: string,
    params: Record<string, string>,
    callback: (...args: unknown[]) => void,
  ): void;
}

/**
 * passport-openidconnect with `tenant` sent as the connection to use (`/auth/sso/initiated?tenant=…`)
 * and PKCE (S256), which the library lacks: the challenge goes into the authorization request and
 * the login's verifier into the token request.
 */
class ConnectionStrategy extends OpenIDConnectStrategy {
  override authorizationParams(options: { tenant?: string; codeChallenge?: string }): object {
    return {
      ...(options.tenant ? { connection: options.tenant } : {}),
      ...(options.codeChallenge
        ? { code_challenge: options.codeChallenge, code_challenge_method: 'S256' }
        : {}),
    };
  }

  override authenticate(req: StateRequest, options?: object): void {
    // Passport runs each request on its own `Object.create(strategy)`, so shadowing the OAuth
    // client here is per request: its token request carries this login's verifier, which the
    // state store has put on the request by the time the code is exchanged.
    const self = this as unknown as { _oauth2: OAuth2Client };
    const shared = self._oauth2;
    self._oauth2 = Object.assign(Object.create(shared) as OAuth2Client, {
      getOAuthAccessToken(
        code: string,
        params: Record<string, string>,
        callback: (...args: unknown[]) => void,
      ) {
        const verifier = req.oidcLogin?.codeVerifier;
        shared.getOAuthAccessToken.call(
          this,
          code,
          verifier ? { ...params, code_verifier: verifier } : params,
          callback,
        );
      },
    });
    super.authenticate(req, options);
  }
}

/**
 * Sign-in through an OpenID provider with passport-openidconnect. That library does not check the
 * ID token's signature, so the nonce is turned on and the ID token is verified here with jose:
 * signature against the issuer's JWKS (asymmetric algorithms only, never `none`), `iss`, `aud`,
 * `exp` and `nonce`. Login states (state handle → nonce, PKCE verifier, return path, hash of the
 * starting browser's login cookie) live in the database, so a callback may land on any instance;
 * a callback from another browser than the one that started the login is refused (login CSRF).
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
          req: StateRequest,
          ctx: { nonce?: string },
          appState: unknown,
          _meta: unknown,
          cb: (err: Error | null, handle?: string) => void,
        ) {
          if (!req.oidcStart) return cb(new Error('A login must be started through OidcClient.login'));
          const handle = randomBytes(24).toString('base64url');
          insertAuthState(db, {
            handle,
            nonce: ctx.nonce ?? null,
            payload: appState,
            browserHash: req.oidcStart.browserHash,
            codeVerifier: req.oidcStart.codeVerifier,
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
            // The state is spent either way: a callback URL sent to another browser is refused
            // there and cannot be used afterwards by anyone.
            if (!sameBrowser(found.browserHash, req.oidcBrowserHash ?? null))
              return cb(null, false, { message: REFUSED_BROWSER });
            req.oidcLogin = {
              nonce: found.nonce,
              state: found.payload as LoginState,
              codeVerifier: found.codeVerifier,
            };
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

  /**
   * Redirects to the provider. `browserSecret` is the value of the login cookie the caller sets
   * on this browser; only its hash is stored with the state.
   */
  async login(
    req: Request,
    res: Response,
    next: NextFunction,
    options: { tenant?: string; state: LoginState; prompt?: 'login'; browserSecret: string },
  ): Promise<void> {
    await this.setup();
    const codeVerifier = randomBytes(32).toString('base64url');
    (req as StateRequest).oidcStart = { browserHash: browserHashOf(options.browserSecret), codeVerifier };
    this.passport.authenticate('oidc', {
      session: false,
      state: options.state,
      tenant: options.tenant,
      prompt: options.prompt,
      codeChallenge: createHash('sha256').update(codeVerifier).digest('base64url'),
    } as never)(req, res, next);
  }

  /**
   * The provider's end-session URL for an RP-initiated logout, when this client has a registered
   * post-logout redirect and the provider advertises the endpoint; undefined otherwise.
   */
  async endSessionUrl(): Promise<string | undefined> {
    const { discovery } = await this.setup();
    if (!discovery.end_session_endpoint || !this.settings.postLogoutRedirectUri) return undefined;
    const url = new URL(discovery.end_session_endpoint);
    url.searchParams.set('client_id', this.settings.clientId);
    url.searchParams.set('post_logout_redirect_uri', this.settings.postLogoutRedirectUri);
    return url.toString();
  }

  /**
   * Completes a login on the callback. `browserSecret` is the login cookie this browser sent: the
   * login is refused unless it is the one set when this login started.
   */
  async callback(req: Request, res: Response, browserSecret: string | undefined): Promise<CallbackResult> {
    await this.setup();
    (req as StateRequest).oidcBrowserHash = browserSecret ? browserHashOf(browserSecret) : null;
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
