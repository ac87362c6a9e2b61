import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Router } from 'express';

/** The reference documentation the API's build renders from openapi.yaml with Redoc. */
export const API_DOCS_FILE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../dist/docs/index.html',
);

const REDOCLY_LOGO =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='56' height='16'%3E%3Ctext x='0' y='12' " +
  "font-size='12' font-family='sans-serif' fill='%23888'%3ERedocly%3C/text%3E%3C/svg%3E";

interface RenderedDocs {
  mtimeMs: number;
  html: string;
  scriptHashes: string[];
}

/**
 * `/api/docs`: the API reference, rendered at build time from openapi.yaml by Redoc
 * (`redocly build-docs --inlineBundle`, in the API's build: api/dist/docs/index.html), so the
 * page needs nothing from another origin. Its two inline scripts (Redoc and its start) are allowed
 * by their SHA-256 only; Redoc's run-time styles need inline styles, and its search a blob worker.
 */
export function apiDocsRoutes(file = API_DOCS_FILE): Router {
  const router = Router();
  let cached: RenderedDocs | undefined;
  const read = (): RenderedDocs | null => {
    let stat: fs.Stats;
    try {
      stat = fs.statSync(file);
    } catch {
      return null;
    }
    if (cached?.mtimeMs === stat.mtimeMs) return cached;
    // Redoc's attribution logo is fetched from its CDN at run time: the same words, drawn here.
    const html = fs
      .readFileSync(file, 'utf8')
      .replace(/https:\/\/cdn\.redoc\.ly\/redoc\/logo-mini(-full)?\.svg/g, REDOCLY_LOGO);
    const scriptHashes = [...html.matchAll(/<script(?:\s[^>]*)?>([\s\S]*?)<\/script>/g)].map(
      (match) => `'sha256-${createHash('sha256').update(match[1]!).digest('base64')}'`,
    );
    cached = { mtimeMs: stat.mtimeMs, html, scriptHashes };
    return cached;
  };
  router.get(['/api/docs', '/api/docs/'], (_req, res) => {
    const docs = read();
    if (!docs) {
      res.status(404).json({
        message: 'The API reference is not built: run `npm run build -w @accrue/api`.',
        statusCode: 404,
      });
      return;
    }
    res.setHeader(
      'Content-Security-Policy',
      [
        "default-src 'none'",
        `script-src ${docs.scriptHashes.join(' ')}`,
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data:",
        "font-src 'self' data:",
        "connect-src 'self'",
        'worker-src blob:',
        "base-uri 'none'",
        "form-action 'none'",
        "frame-ancestors 'none'",
      ].join('; '),
    );
    res.setHeader('Cache-Control', 'no-cache');
    res.type('html').send(docs.html);
  });
  return router;
}
