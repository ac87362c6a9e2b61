import fs from 'node:fs';
import path from 'node:path';
import express, { Router } from 'express';
import type { Config } from '../config.js';

/**
 * The remotes' folders, served under /remotes/<folder>/ (the paths the shell's remotes.json names):
 * a copy of tools/federation/src/containers.ts's list, which the API (compiled by tsc, run by Node
 * without the front end's tools) does not import; tools/federation's containers.test.ts holds the
 * two equal.
 */
export const REMOTE_DIRS = [
  'mfe-plans',
  'mfe-statements',
  'mfe-people',
  'mfe-data',
  'mfe-backoffice',
] as const;

function remotesJsonPath(config: Pick<Config, 'frontendDir' | 'remotesJson'>): string {
  return config.remotesJson ?? path.join(config.frontendDir, 'shell', 'dist', 'remotes.json');
}

/** remotes.json's origins as last read, by file, with the modification time they were read at. */
const originsRead = new Map<string, { mtimeMs: number; size: number; origins: string[] }>();

/**
 * The origins of the remotes remotes.json points at elsewhere (absolute URLs): the shell's pages
 * load scripts, styles and manifests from them, so its Content-Security-Policy names them. A
 * redeploy changes that file, not the server: it is read again whenever it changes (one stat per
 * page, no read or parse).
 */
export function remoteOrigins(config: Pick<Config, 'frontendDir' | 'remotesJson' | 'production'>): string[] {
  if (!config.production) return [];
  const file = remotesJsonPath(config);
  let stat: fs.Stats;
  try {
    stat = fs.statSync(file);
  } catch {
    return [];
  }
  const known = originsRead.get(file);
  if (known && known.mtimeMs === stat.mtimeMs && known.size === stat.size) return known.origins;
  const origins = originsIn(file);
  originsRead.set(file, { mtimeMs: stat.mtimeMs, size: stat.size, origins });
  return origins;
}

function originsIn(file: string): string[] {
  let remotes: unknown;
  try {
    remotes = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return [];
  }
  const origins = new Set<string>();
  for (const value of Object.values(remotes as Record<string, unknown>)) {
    if (typeof value !== 'string' || !/^https?:\/\//i.test(value)) continue;
    try {
      origins.add(new URL(value).origin);
    } catch {
      // not a URL: the shell will report that remote as failing
    }
  }
  return [...origins];
}

/** Files whose name carries no content hash must be revalidated; hashed ones can be cached for good. */
function cacheHeaders(res: express.Response, file: string): void {
  const hashed = /\.[0-9a-f]{8,}\.(js|css)$/.test(file);
  res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
}

/**
 * Production hosting of the front ends on the API's port: the shell at `/`, each remote under
 * `/remotes/<name>/` (readable from any origin, so a host CRM can embed a widget), remotes.json, and
 * the shell's index.html for every other route (single-spa routes on the client).
 */
export function frontendRoutes(
  config: Pick<Config, 'frontendDir' | 'remotesJson' | 'serveStorybook'>,
): Router {
  const router = Router();
  const shellDist = path.join(config.frontendDir, 'shell', 'dist');
  const remotesJson = remotesJsonPath(config);

  router.get('/remotes.json', (_req, res) => {
    // Read on every request: changing this one file redeploys a remote, no restart needed.
    res.setHeader('Cache-Control', 'no-store');
    res.type('application/json').send(fs.readFileSync(remotesJson, 'utf8'));
  });

  for (const dir of REMOTE_DIRS) {
    router.use(
      `/remotes/${dir}`,
      (_req, res, next) => {
        res.setHeader('Access-Control-Allow-Origin', '*');
        next();
      },
      express.static(path.join(config.frontendDir, dir, 'dist'), { setHeaders: cacheHeaders, index: false }),
    );
  }

  // The UI kit's Storybook, for designers, on the same port (its assets use relative URLs). Only
  // when asked for (SERVE_STORYBOOK=true): it is a development tool, running inline scripts
  // under a looser Content-Security-Policy (platform/http/security-headers.ts).
  if (config.serveStorybook)
    router.use('/storybook', express.static(path.join(config.frontendDir, 'ui-kit', 'storybook-static')));

  router.use(express.static(shellDist, { setHeaders: cacheHeaders, index: false }));

  const shellPage = shellPageReader(path.join(shellDist, 'index.html'));
  router.get(/^(?!\/(api|remotes|storybook)\/).*/, (req, res, next) => {
    if (!req.accepts('html')) return next();
    // Per request (it carries the request's CSP nonce): never stored by a shared cache.
    res.setHeader('Cache-Control', 'no-cache, private');
    res.type('html').send(shellPage(res.locals.cspNonce as string | undefined));
  });
  return router;
}

/**
 * The shell's index.html with this answer's Content-Security-Policy nonce in a
 * `<meta property="csp-nonce">`: react-aria reads it there for the one `<style>` element it
 * injects at run time (usePress, usePreventScroll), the only inline style the front ends need.
 * The file is read again only when it changes (a redeploy of the shell).
 */
function shellPageReader(file: string): (nonce: string | undefined) => string {
  let cached: { mtimeMs: number; html: string } | undefined;
  return (nonce) => {
    const { mtimeMs } = fs.statSync(file);
    if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, html: fs.readFileSync(file, 'utf8') };
    if (!nonce) return cached.html;
    const meta = `<meta property="csp-nonce" nonce="${nonce}">`;
    // After <head>, or after the doctype of a page written without one.
    const head = /<head(\s[^>]*)?>/i.exec(cached.html);
    const at = head
      ? head.index + head[0].length
      : (/^\s*<!doctype[^>]*>/i.exec(cached.html)?.[0].length ?? 0);
    return `${cached.html.slice(0, at)}${meta}${cached.html.slice(at)}`;
  };
}
