import fs from 'node:fs';
import path from 'node:path';
import express, { Router, type Response } from 'express';
import type { Config } from '../../config.js';
import type { Database } from '../../platform/db/database.js';
import * as company from '../company/index.js';
import { EMBED_WIDGETS, normalOrigin, type EmbedWidget } from './service.js';
import { WIDGET_FOLDERS } from './widget-folders.js';

/** The relative imports of an ES module's text (`from './x.js'`, `import './y.js'`). */
const RELATIVE_IMPORTS = /(?:\bfrom|\bimport)\s*['"](\.{1,2}\/[^'"]+\.js)['"]/g;

/**
 * The URLs of the modules the frame's script imports, at any depth (/sdk/embed.js and what it
 * imports), read from sdk/dist and again only when embed-frame.js changes. The frame's page names
 * them for `modulepreload`: the browser fetches them together, not one import after the other.
 */
function frameModuleReader(sdkDist: string): () => string[] {
  let cached: { mtimeMs: number; urls: string[] } | undefined;
  return () => {
    const entry = path.join(sdkDist, 'embed-frame.js');
    let mtimeMs: number;
    try {
      mtimeMs = fs.statSync(entry).mtimeMs;
    } catch {
      return [];
    }
    if (cached?.mtimeMs === mtimeMs) return cached.urls;
    const found = new Set<string>();
    const visit = (file: string) => {
      let text: string;
      try {
        text = fs.readFileSync(file, 'utf8');
      } catch {
        return;
      }
      for (const [, specifier] of text.matchAll(RELATIVE_IMPORTS)) {
        const target = path.resolve(path.dirname(file), specifier!);
        if (!target.startsWith(sdkDist + path.sep) || found.has(target)) continue;
        found.add(target);
        visit(target);
      }
    };
    visit(entry);
    const urls = [...found].map((file) => `/sdk/${path.relative(sdkDist, file).split(path.sep).join('/')}`);
    cached = { mtimeMs, urls };
    return urls;
  };
}

/**
 * Narrows the page's `frame-ancestors` (set by the security headers from every company's embed
 * origins) to the one host origin the frame was opened for, or to none.
 */
function frameAncestors(res: Response, sources: string): void {
  const policy = res.getHeader('Content-Security-Policy');
  if (typeof policy !== 'string') return;
  res.setHeader(
    'Content-Security-Policy',
    policy.replace(/frame-ancestors [^;]*/, `frame-ancestors ${sources}`),
  );
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The pages and scripts of embedding (issue #14):
 * - `/embed/{widget}?host=<origin>`: the widget's frame. Answered only when the host origin is one
 *   of the companies' embed origins, and framed only by it (`frame-ancestors`); its script
 *   (`/sdk/embed-frame.js`) waits for the host's token by `postMessage` (see sdk/src/embed-frame.ts).
 *   The page asks at once for everything the script will load before any token can arrive (its
 *   imports, the federation runtime and the widget's remote entry), so none of it waits for the
 *   script to run, nor any of it for another.
 * - `/sdk/*.js`: the SDK's built ES modules (sdk/dist), which a host page imports by URL:
 *   `import { embed } from 'https://accrue.example.com/sdk/embed.js'`.
 */
export function embedPages({ config, db }: { config: Pick<Config, 'frontendDir'>; db: Database }): Router {
  const router = Router();
  const sdkDist = path.join(config.frontendDir, 'sdk', 'dist');
  const frameModules = frameModuleReader(sdkDist);
  router.use(
    '/sdk',
    (req, res, next) => {
      if (!/^\/[\w/.-]+\.js$/.test(req.path) || req.path.includes('..')) return next();
      // A module script of another origin needs CORS; it holds no secret.
      res.setHeader('Access-Control-Allow-Origin', '*');
      res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
      next();
    },
    express.static(sdkDist, {
      index: false,
      fallthrough: true,
      setHeaders: (res) => res.setHeader('Cache-Control', 'no-cache'),
    }),
  );

  router.get('/embed/:widget', (req, res, next) => {
    const widget = req.params.widget!;
    if (!(EMBED_WIDGETS as readonly string[]).includes(widget)) return next();
    void (async () => {
      const host = typeof req.query.host === 'string' ? normalOrigin(req.query.host) : null;
      const allowed = host !== null && (await company.listAllowedEmbedOrigins(db)).includes(host);
      res.setHeader('Cache-Control', 'no-store');
      if (!allowed) {
        frameAncestors(res, "'none'");
        res
          .status(403)
          .type('html')
          .send(
            '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Accrue</title></head>' +
              '<body><p>This site may not embed Accrue.</p></body></html>',
          );
        return;
      }
      frameAncestors(res, `'self' ${host}`);
      const nonce = escapeHtml(String(res.locals.cspNonce ?? ''));
      // Requested as the frame's module script imports them and as the SDK's plain script tags load
      // the other two (same origin, no `crossorigin`), so the browser uses these answers instead of
      // fetching again.
      const preloads =
        frameModules()
          .map((url) => `<link rel="modulepreload" href="${escapeHtml(url)}">`)
          .join('') +
        `<link rel="preload" as="script" href="/static/js/federation-runtime.js">` +
        `<link rel="preload" as="script" href="/remotes/${WIDGET_FOLDERS[widget as EmbedWidget]}/remoteEntry.js">`;
      res
        .type('html')
        .send(
          `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
            `<meta name="viewport" content="width=device-width, initial-scale=1">` +
            `<meta property="csp-nonce" nonce="${nonce}"><link rel="icon" href="data:,">${preloads}` +
            `<title>Accrue</title></head><body>` +
            `<div id="accrue-widget" data-widget="${escapeHtml(widget)}"></div>` +
            `<script type="module" src="/sdk/embed-frame.js"></script></body></html>`,
        );
    })().catch(next);
  });
  return router;
}
