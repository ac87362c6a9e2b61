import { generateKeyPairSync, randomBytes, randomUUID, type KeyObject } from 'node:crypto';
import express, { Router, type ErrorRequestHandler, type Request, type Response } from 'express';
import Provider, { type Interaction, type KoaContextWithOIDC } from 'oidc-provider';
import { recordSecurityEvent } from '../audit/security-log.js';
import type { Database } from '../db/database.js';
import { asyncRoute } from '../http/async-route.js';
import type { AccountDirectory } from './ports.js';
import { pickLoginLocale, type LoginLocale } from './login-messages.js';
import { LOGOUT_SCRIPT_HASH, renderErrorPage, renderLoginPage, renderLogoutPage } from './login-page.js';
import { verifyPassword } from './passwords.js';
import { DEFAULT_SIGN_IN_LIMITS, SignInThrottle, type SignInLimits } from './sign-in-limits.js';

/** Where the bundled provider lives on the API's port. */
export const DEV_PROVIDER_PATH = '/oidc';

export interface DevProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Registered for the client: where the provider's end_session sends the browser afterwards. */
  postLogoutRedirectUri: string;
  /** The provider's private signing key (tests sign tokens with it to check each ID-token rule). */
  signingKey: KeyObject;
  signingKid: string;
  /** Express middleware: the login interaction pages, then the provider itself. Mount at the root. */
  router: Router;
}

/** The page's language: the authorization request's `ui_locales`, else Accept-Language, else en. */
function localeOf(params: unknown, acceptLanguage: string | undefined): LoginLocale {
  const uiLocales = (params as { ui_locales?: unknown } | undefined)?.ui_locales;
  return pickLoginLocale(uiLocales, acceptLanguage);
}

const loginAction = (uid: string) => `${DEV_PROVIDER_PATH}/interaction/${encodeURIComponent(uid)}/login`;

/**
 * Allows the sign-out page's one script by its hash when the answer carries a policy with a
 * `script-src` (as oidc-provider does for its own form-post pages).
 */
function allowLogoutScript(ctx: {
  response: { get(name: string): string };
  set(name: string, value: string): void;
}) {
  const csp = ctx.response.get('content-security-policy');
  if (!csp || !/(^|;)\s*script-src\s/.test(csp)) return;
  ctx.set('content-security-policy', csp.replace(/((?:^|;)\s*script-src)(\s)/, `$1 ${LOGOUT_SCRIPT_HASH}$2`));
}

/**
 * The embedded identity provider used when no OIDC_ISSUER is configured: `oidc-provider` (a
 * certified OpenID provider) with the database's accounts, a login page and no consent screen.
 */
export function createDevProvider(options: {
  db: Database;
  accounts: AccountDirectory;
  publicUrl: string;
  redirectUri: string;
  /** Failed sign-ins allowed before the login form locks (tests pass a short window). */
  signInLimits?: SignInLimits;
}): DevProvider {
  const { accounts, db } = options;
  const throttle = new SignInThrottle(options.signInLimits ?? DEFAULT_SIGN_IN_LIMITS);
  const postLogoutRedirectUri = `${options.publicUrl}/`;
  const issuer = `${options.publicUrl}${DEV_PROVIDER_PATH}`;
  const clientId = 'accrue';
  const clientSecret = randomBytes(24).toString('base64url');
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const signingKid = randomUUID();
  const jwk = { ...privateKey.export({ format: 'jwk' }), kid: signingKid, alg: 'RS256', use: 'sig' };

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [options.redirectUri],
        post_logout_redirect_uris: [postLogoutRedirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    jwks: { keys: [jwk as never] },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name'],
    },
    conformIdTokenClaims: false,
    ttl: {
      AuthorizationCode: 60,
      IdToken: 600,
      AccessToken: 600,
      Interaction: 600,
      Session: 12 * 3600,
      Grant: 12 * 3600,
    },
    // PKCE is required of every client, so a stolen authorization code is useless without the
    // verifier (and a client that stops sending it fails loudly).
    pkce: { required: () => true },
    features: {
      devInteractions: { enabled: false },
      // Sign-out from the app ends this provider's session too (RP-initiated logout), so the next
      // sign-in asks for the password. The confirmation is submitted at once: ending this
      // provider's session only ever costs a password prompt, never the app's own session.
      rpInitiatedLogout: {
        enabled: true,
        async logoutSource(ctx: KoaContextWithOIDC, form: string) {
          const koa = ctx as KoaContextWithOIDC & {
            oidc?: { params?: unknown };
            get(header: string): string;
            set(header: string, value: string): void;
            response: { get(name: string): string };
          };
          const action = /action="([^"]*)"/.exec(form)?.[1] ?? '';
          const xsrf = /name="xsrf" value="([^"]*)"/.exec(form)?.[1] ?? '';
          allowLogoutScript(koa);
          koa.set('Cache-Control', 'no-store');
          koa.body = renderLogoutPage({
            locale: localeOf(koa.oidc?.params, koa.get('accept-language') || undefined),
            action,
            xsrf,
          });
        },
        async postLogoutSuccessSource(ctx: KoaContextWithOIDC) {
          // Only reached without a post_logout_redirect_uri: back to the app.
          (ctx as KoaContextWithOIDC & { redirect(url: string): void }).redirect(postLogoutRedirectUri);
        },
      },
    },
    interactions: {
      url: (_ctx: KoaContextWithOIDC, interaction: Interaction) =>
        `${DEV_PROVIDER_PATH}/interaction/${interaction.uid}`,
    },
    async findAccount(_ctx: KoaContextWithOIDC, sub: string) {
      const account = await accounts.byId(Number(sub));
      if (!account) return undefined;
      return {
        accountId: sub,
        claims: async () => ({
          sub,
          email: account.email,
          email_verified: true,
          name: account.fullName,
          given_name: account.firstName,
          family_name: account.lastName,
        }),
      };
    },
    // Consent-free: the first-party client is granted openid, profile and email on sign-in.
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const grantId =
        ctx.oidc.result?.consent?.grantId ?? ctx.oidc.session!.grantIdFor(ctx.oidc.client!.clientId);
      if (grantId) return ctx.oidc.provider.Grant.find(grantId);
      const grant = new ctx.oidc.provider.Grant({
        clientId: ctx.oidc.client!.clientId,
        accountId: ctx.oidc.session!.accountId!,
      });
      grant.addOIDCScope('openid profile email');
      await grant.save();
      return grant;
    },
    async renderError(ctx: KoaContextWithOIDC, out: { error: string; error_description?: string }) {
      // The parts of Koa's context the declared types leave out: the request's parameters (when
      // the error happened in an authorization request) and its headers.
      const koa = ctx as KoaContextWithOIDC & {
        oidc?: { params?: unknown };
        get(header: string): string;
        set(header: string, value: string): void;
      };
      koa.type = 'html';
      koa.set('Cache-Control', 'no-store');
      koa.body = renderErrorPage({
        locale: localeOf(koa.oidc?.params, koa.get('accept-language') || undefined),
        detail: String(out.error_description ?? out.error),
        homeUrl: `${options.publicUrl}/`,
      });
    },
  });
  provider.proxy = true;

  const router = Router();
  router.get(
    `${DEV_PROVIDER_PATH}/interaction/:uid`,
    asyncRoute(async (req: Request, res: Response) => {
      const details = await provider.interactionDetails(req, res);
      res.setHeader('Cache-Control', 'no-store');
      res.type('html').send(
        renderLoginPage({
          locale: localeOf(details.params, req.get('accept-language')),
          action: loginAction(details.uid),
          devNotice: true,
        }),
      );
    }),
  );
  router.post(
    `${DEV_PROVIDER_PATH}/interaction/:uid/login`,
    express.urlencoded({ extended: false, limit: '10kb' }),
    asyncRoute(async (req: Request, res: Response) => {
      const details = await provider.interactionDetails(req, res);
      const email = String(req.body?.email ?? '')
        .trim()
        .toLowerCase();
      const password = String(req.body?.password ?? '');
      const ip = req.ip ?? '';
      const locale = localeOf(details.params, req.get('accept-language'));
      const refuse = (status: 401 | 429, lockedForMs = 0) => {
        res.setHeader('Cache-Control', 'no-store');
        if (status === 429) res.setHeader('Retry-After', String(Math.ceil(lockedForMs / 1000)));
        res
          .status(status)
          .type('html')
          .send(
            renderLoginPage({
              locale,
              action: loginAction(details.uid),
              email,
              error: status === 429 ? 'tooManyAttempts' : 'invalidCredentials',
              retryMinutes: Math.ceil(lockedForMs / 60_000),
              devNotice: true,
            }),
          );
      };
      // While locked, the password is not even checked: guessing gets no answer at all.
      const lockedFor = await throttle.begin(email, ip);
      if (lockedFor > 0) return refuse(429, lockedFor);
      const account = email ? await accounts.byEmail(email) : null;
      // An unknown e-mail is checked against a dummy hash, in the same time as a known one.
      const valid = await verifyPassword(password, account?.passwordHash ?? null);
      if (!account || !valid) {
        const who = {
          companyId: account?.companyId ?? null,
          subjectUserId: account?.id ?? null,
          request: req,
        };
        await recordSecurityEvent(db, {
          type: 'sign-in.failed',
          ...who,
          detail: { email: email.slice(0, 254), reason: account ? 'wrong-password' : 'unknown-account' },
        });
        const lock = await throttle.failed(email, ip);
        if (!lock) return refuse(401);
        await recordSecurityEvent(db, {
          type: 'sign-in.locked',
          ...who,
          detail: { email: email.slice(0, 254), scope: lock.scope, seconds: lock.lockedFor / 1000 },
        });
        return refuse(429, lock.lockedFor);
      }
      await throttle.succeeded(email, ip);
      await provider.interactionFinished(
        req,
        res,
        { login: { accountId: String(account.id) } },
        { mergeWithLastSubmission: false },
      );
    }),
  );
  // An expired or unknown interaction (a login page left open too long, a form sent twice) shows
  // the provider's error page, with a way back to the app (which starts a new sign-in), rather
  // than the API's JSON error.
  const interactionError: ErrorRequestHandler = (error, req, res, next) => {
    const oidcError = error as { error?: unknown; error_description?: unknown; statusCode?: unknown };
    if (typeof oidcError?.error !== 'string' || typeof oidcError.statusCode !== 'number') return next(error);
    res.setHeader('Cache-Control', 'no-store');
    res
      .status(oidcError.statusCode)
      .type('html')
      .send(
        renderErrorPage({
          locale: localeOf(undefined, req.get('accept-language')),
          detail: String(oidcError.error_description ?? oidcError.error),
          homeUrl: `${options.publicUrl}/`,
        }),
      );
  };
  router.use(`${DEV_PROVIDER_PATH}/interaction`, interactionError);
  router.use(DEV_PROVIDER_PATH, provider.callback());
  return {
    issuer,
    clientId,
    clientSecret,
    postLogoutRedirectUri,
    signingKey: privateKey,
    signingKid,
    router,
  };
}
