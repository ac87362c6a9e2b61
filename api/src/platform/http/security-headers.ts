import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';
import type { Config } from '../../config.js';
import { LOGIN_STYLESHEET_HASH } from '../auth/login-page.js';
import { asyncRoute } from './async-route.js';

/**
 * Pages a company's own sites may frame (doc 1 §2.1 `/auth/iframe`, and the embedded widgets'
 * pages under `/embed/`): their `frame-ancestors` are the origins companies list in their
 * embedding settings. Every other answer forbids framing.
 */
export const EMBEDDABLE_PATHS: readonly string[] = ['/auth/iframe', '/embed/'];

export function isEmbeddablePath(pathname: string): boolean {
  return EMBEDDABLE_PATHS.some((p) =>
    p.endsWith('/') ? pathname.startsWith(p) : pathname === p || pathname.startsWith(`${p}/`),
  );
}

/**
 * Static assets another origin may load with a plain `<script>`/`<link>` (a host page loading a
 * widget's remote entry and the federation runtime, a shell loading a remote published
 * elsewhere): everything else is same-origin only (Cross-Origin-Resource-Policy).
 */
function isPublicAsset(pathname: string): boolean {
  return pathname.startsWith('/remotes/') || pathname.startsWith('/static/');
}

/** Headers every answer carries, whatever its route (see `securityHeaders`). */
export interface SecurityHeadersOptions {
  config: Pick<Config, 'https' | 'publicUrl' | 'publicUrlAliases'>;
  /** Every origin some company allows to embed the product (frame-ancestors, CORS on /api). */
  allowedOrigins: () => Promise<string[]>;
  /**
   * Other origins the shell loads remotes from (the absolute URLs of remotes.json): its pages may
   * run their scripts and styles and fetch their manifests.
   */
  remoteOrigins: () => string[];
}

interface Locals {
  cspNonce: string;
  frameAncestors: string[];
  remoteOrigins: string[];
}

const locals = (res: ServerResponse) => (res as unknown as Response).locals as Locals;
const pathOf = (req: IncomingMessage) =>
  (req as Request).path ?? new URL(req.url ?? '/', 'http://x').pathname;

/** Headers allowed on cross-origin calls to /api (the preflight's answer). */
const CORS_HEADERS = 'authorization, content-type, if-match, if-none-match, accept-language';
const CORS_METHODS = 'GET, POST, PUT, PATCH, DELETE';

/**
 * The security headers of every answer, with helmet:
 * - a Content-Security-Policy with no inline script (a per-request nonce in `res.locals.cspNonce`
 *   is the one way to allow one; the bundled provider's pages allow their one stylesheet by its
 *   hash), `frame-ancestors 'none'` except on the embeddable pages, which allow the origins
 *   companies list in their embedding settings; `upgrade-insecure-requests` over https only;
 * - X-Content-Type-Options, Referrer-Policy `strict-origin-when-cross-origin`, and HSTS only when
 *   PUBLIC_URL is https (a browser would otherwise be told to refuse http for a year);
 * - CORS on /api for the allowed origins only, never a wildcard: those get credentials too.
 * Cross-Origin-Opener-Policy is left out: the `/auth/iframe` flow opens the app in a pop-up that
 * hands its result back to the opener, which that header would cut off.
 */
export function securityHeaders(options: SecurityHeadersOptions): RequestHandler {
  const { config } = options;
  const ownOrigins = new Set([
    new URL(config.publicUrl).origin,
    ...config.publicUrlAliases.map((host) => `${new URL(config.publicUrl).protocol}//${host}`),
  ]);
  type Source = string | ((req: IncomingMessage, l: Locals) => string[]);
  const nonce: Source = (_req, l) => [`'nonce-${l.cspNonce}'`];
  const remotes: Source = (_req, l) => l.remoteOrigins;
  const loginStylesheet: Source = (req) => (pathOf(req).startsWith('/oidc/') ? [LOGIN_STYLESHEET_HASH] : []);
  /** One directive's sources, the per-answer ones resolved (helmet calls it for each answer). */
  const sources =
    (...list: Source[]) =>
    (req: IncomingMessage, res: ServerResponse) =>
      list.flatMap((s) => (typeof s === 'string' ? [s] : s(req, locals(res)))).join(' ');
  const directives = {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'script-src': [sources("'self'", nonce, remotes)],
    'script-src-attr': ["'none'"],
    'style-src': [sources("'self'", nonce, remotes, loginStylesheet)],
    'img-src': [sources("'self'", 'data:', 'blob:', remotes)],
    'font-src': [sources("'self'", 'data:', remotes)],
    'connect-src': [sources("'self'", remotes)],
    'object-src': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': [sources((_req, l) => l.frameAncestors)],
    'upgrade-insecure-requests': config.https ? [] : null,
  };
  const common = {
    contentSecurityPolicy: { useDefaults: false, directives },
    crossOriginOpenerPolicy: false,
    crossOriginResourcePolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: config.https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  } as const;
  const framed = helmet({ ...common, xFrameOptions: false });
  const unframed = helmet({ ...common, xFrameOptions: { action: 'deny' } });
  // Storybook (served only when SERVE_STORYBOOK=true) runs inline scripts and eval: a designer's
  // tool, opted into, under a policy of its own.
  const storybook = helmet({
    ...common,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        ...directives,
        'script-src': ["'self'", "'unsafe-inline'", "'unsafe-eval'"],
        'style-src': ["'self'", "'unsafe-inline'"],
        'frame-ancestors': ["'self'"],
      },
    },
    xFrameOptions: { action: 'sameorigin' },
  });

  // The API answers JSON (and an event stream), never a document: their policy is fixed, allows
  // nothing, and costs no nonce or per-answer sources on the busiest path.
  const apiAnswers = helmet({
    ...common,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'none'"],
        'frame-ancestors': ["'none'"],
        'upgrade-insecure-requests': config.https ? [] : null,
      },
    },
    xFrameOptions: { action: 'deny' },
  });

  const prepare = asyncRoute(async (req: Request, res: Response, next: NextFunction) => {
    const apiCall = req.path.startsWith('/api/');
    const embeddable = !apiCall && isEmbeddablePath(req.path);
    const origin = req.get('origin');
    const crossOriginApiCall = apiCall && origin !== undefined && !isOwn(req, origin);
    const allowed = embeddable || crossOriginApiCall ? await options.allowedOrigins() : [];
    if (!apiCall) {
      const l = res.locals as Locals;
      l.cspNonce = randomBytes(16).toString('base64');
      l.frameAncestors = embeddable ? ["'self'", ...allowed] : ["'none'"];
      // Only a page's policy governs what it loads: remotes.json is read for navigations, not for
      // each asset.
      const page = (req.get('accept') ?? '').includes('text/html');
      l.remoteOrigins = page ? options.remoteOrigins().filter((o) => !ownOrigins.has(o)) : [];
    }
    res.setHeader('Cross-Origin-Resource-Policy', isPublicAsset(req.path) ? 'cross-origin' : 'same-origin');
    const policy = apiCall
      ? apiAnswers
      : req.path.startsWith('/storybook/')
        ? storybook
        : embeddable
          ? framed
          : unframed;
    // The headers first, so that the answers given here carry them too.
    policy(req, res, (error?: unknown) => {
      if (error) return next(error);
      if (!apiCall) return next();
      // A person's data never stays in the browser's cache (a route may say otherwise: an avatar
      // names one picture forever).
      res.setHeader('Cache-Control', 'no-store');
      res.vary('Origin');
      if (!crossOriginApiCall) return next();
      if (!allowed.includes(origin!)) {
        // No CORS headers: the browser keeps the answer from the page. A preflight stops here.
        if (req.method !== 'OPTIONS') return next();
        res.status(403).json({ message: 'This origin may not call the API.', statusCode: 403 });
        return;
      }
      res.setHeader('Access-Control-Allow-Origin', origin!);
      res.setHeader('Access-Control-Allow-Credentials', 'true');
      if (req.method !== 'OPTIONS' || !req.get('access-control-request-method')) return next();
      res.setHeader('Access-Control-Allow-Methods', CORS_METHODS);
      res.setHeader('Access-Control-Allow-Headers', CORS_HEADERS);
      res.setHeader('Access-Control-Max-Age', '600');
      res.status(204).end();
    });
  });

  /** The app's own origin: PUBLIC_URL, its loopback aliases, or the Host the request came to. */
  function isOwn(req: Request, origin: string): boolean {
    return ownOrigins.has(origin) || origin === `${req.protocol}://${req.get('host')}`;
  }

  return prepare;
}
