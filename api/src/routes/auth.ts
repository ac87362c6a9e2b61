import { Router } from 'express';
import type { Config } from '../config.js';
import { asyncRoute } from '../http/async-route.js';
import { HttpError } from '../http/errors.js';
import { clearSessionCookie, readCookie, SESSION_COOKIE, setSessionCookie } from '../auth/cookies.js';
import type { OidcClient } from '../auth/oidc-client.js';
import type { SignInService } from '../services/sign-in-service.js';

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
export function authRoutes(config: Config, oidc: OidcClient, signIn: SignInService): Router {
  const router = Router();

  router.get(
    '/auth/login',
    asyncRoute(async (req, res, next) => {
      const tenant = typeof req.query.tenant === 'string' && req.query.tenant ? req.query.tenant : undefined;
      await oidc.login(req, res, next, {
        ...(tenant ? { tenant } : {}),
        // After a log-out the provider must ask for credentials again, not reuse its own session.
        ...(req.query.prompt === 'login' ? { prompt: 'login' as const } : {}),
        state: { returnTo: safeReturnTo(req.query.returnTo) },
      });
    }),
  );

  router.get(
    '/auth/callback',
    asyncRoute(async (req, res) => {
      const result = await oidc.callback(req, res);
      const returnTo = safeReturnTo(result.state?.returnTo);
      if (!result.ok) {
        res.redirect(302, withError('/', result.message));
        return;
      }
      const signedIn = await signIn.signIn(result.claims);
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
      await signIn.logout(readCookie(req, SESSION_COOKIE), bearer);
      clearSessionCookie(res, config.publicUrl);
      res.status(204).end();
    }),
  );
  return router;
}
