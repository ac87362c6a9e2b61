import fs from 'node:fs';
import path from 'node:path';
import express, { Router } from 'express';
import type { Config } from '../config.js';

/** The remotes' folders, served under /remotes/<folder>/ (the paths shell/public/remotes.json names). */
export const REMOTE_DIRS = [
  'mfe-plans',
  'mfe-statements',
  'mfe-people',
  'mfe-data',
  'mfe-backoffice',
] as const;

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
export function frontendRoutes(config: Pick<Config, 'frontendDir' | 'remotesJson'>): Router {
  const router = Router();
  const shellDist = path.join(config.frontendDir, 'shell', 'dist');
  const remotesJson = config.remotesJson ?? path.join(shellDist, 'remotes.json');

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

  // The UI kit's Storybook, for designers, on the same port (its assets use relative URLs).
  router.use('/storybook', express.static(path.join(config.frontendDir, 'ui-kit', 'storybook-static')));

  router.use(express.static(shellDist, { setHeaders: cacheHeaders, index: false }));

  const indexHtml = path.join(shellDist, 'index.html');
  router.get(/^(?!\/(api|remotes|storybook)\/).*/, (req, res, next) => {
    if (!req.accepts('html')) return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(indexHtml);
  });
  return router;
}
