import { randomBytes } from 'node:crypto';
import { Router } from 'express';
import type { Config } from '../../config.js';
import { asyncRoute } from '../http/async-route.js';
import { HttpError } from '../http/errors.js';
import {
  clearLoginCookie,
  clearSessionCookie,
  LOGIN_COOKIE,
  readCookie,
  SESSION_COOKIE,
  setLoginCookie,
  setSessionCookie,
} from './cookies.js';
import { canonicalSignInUrl } from './canonical-origin.js';
import type { OidcClient } from './oidc-client.js';
import type { SignInFlow } from './ports.js';

/** A path on this origin only (no open redirect). */
export function safeReturnTo(value: unknown): string {
  return typeof value === 'string' && /^\/(?![/\\])/.test(value) ? value : '/';
}

function withError(path: string, message: string): string {
  const url = new URL(path, 'http://placeholder');
  url.searchParams.set('error', 'access_denied');
  url.searchParams.set('error_description', message);
  return `${url.pathname}${url.search}`;
}

/** Sign-in (OIDC authorization code flow), silent renewal through the session cookie, sign-out. */
export function authRoutes(config: Config, oidc: OidcClient, signIn: SignInFlow): Router {
  const router = Router();

  router.get(
    '/auth/login',
    asyncRoute(async (req, res, next) => {
      // Opened on 127.0.0.1 or [::1] while PUBLIC_URL is localhost's default: sign in there instead.
      const canonical = canonicalSignInUrl(config, req);
      if (canonical) {
        res.redirect(302, canonical);
        return;
      }
      if (req.query.prompt === 'login') {
        // A sign-in right after a log-out: end the provider's own session first (RP-initiated
        // logout), so the next sign-in asks for the password. The provider sends the browser back
        // to the app, which starts a fresh sign-in. A provider without that endpoint is asked
        // for credentials again with prompt=login instead.
        const endSession = await oidc.endSessionUrl();
        if (endSession) {
          res.redirect(302, endSession);
          return;
        }
      }
      const tenant = typeof req.query.tenant === 'string' && req.query.tenant ? req.query.tenant : undefined;
      const browserSecret = randomBytes(32).toString('base64url');
      setLoginCookie(res, config.publicUrl, browserSecret);
      await oidc.login(req, res, next, {
        ...(tenant ? { tenant } : {}),
        ...(req.query.prompt === 'login' ? { prompt: 'login' as const } : {}),
        state: { returnTo: safeReturnTo(req.query.returnTo) },
        browserSecret,
      });
    }),
  );

  router.get(
    '/auth/callback',
    asyncRoute(async (req, res) => {
      // Only the provider's answer (a code or an error) completes a login: passport would take any
      // other request here for the start of a new login, and fail on it (a 500).
      const answered = typeof req.query.code === 'string' || typeof req.query.error === 'string';
      const result = answered
        ? await oidc.callback(req, res, readCookie(req, LOGIN_COOKIE))
        : { ok: false as const, message: 'The sign-in response has no authorization code.', state: null };
      const returnTo = safeReturnTo(result.state?.returnTo);
      if (!result.ok) {
        // A refused callback changes nothing in this browser: no session, no cookie (a callback
        // replayed from another browser must not even end this browser's own login in progress).
        await signIn.signInFailed(result.message, req);
        res.redirect(302, withError('/', result.message));
        return;
      }
      clearLoginCookie(res, config.publicUrl);
      const signedIn = await signIn.signIn(result.claims, req);
      if (!signedIn.ok) {
        res.redirect(302, withError('/', signedIn.message));
        return;
      }
      setSessionCookie(res, config.publicUrl, signedIn.sessionToken, config.sessionTtl);
      res.redirect(302, returnTo);
    }),
  );

  router.post(
    '/auth/token',
    asyncRoute(async (req, res) => {
      const session = await signIn.sessionFromCookie(readCookie(req, SESSION_COOKIE));
      if (!session) throw new HttpError(401, 'No active session.');
      res.setHeader('Cache-Control', 'no-store');
      res.json(await signIn.accessToken(session));
    }),
  );

  router.patch(
    '/users/logout',
    asyncRoute(async (req, res) => {
      const bearer = /^Bearer\s+(\S+)/i.exec(req.headers.authorization ?? '')?.[1];
      await signIn.logout(readCookie(req, SESSION_COOKIE), bearer, req);
      clearSessionCookie(res, config.publicUrl);
      res.status(204).end();
    }),
  );
  return router;
}
