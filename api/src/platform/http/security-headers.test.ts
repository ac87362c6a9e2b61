import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { LOGIN_STYLESHEET_HASH } from '../auth/login-page.js';
import {
  api,
  Browser,
  signInThroughProvider,
  startHarness,
  testDialects,
  type Harness,
} from '../test/harness.js';
import { listen } from '../test/http.js';

const CRM = 'https://crm.example.com';
const CDN = 'https://cdn.example.com';

/** A built front end in miniature: the shell's page, a remote published on a CDN, a Storybook. */
function frontendDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'accrue-front-'));
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  };
  write(
    'shell/dist/index.html',
    '<!doctype html><html><head><title>shell</title><script defer src="static/js/index.js"></script></head></html>',
  );
  write('shell/dist/static/js/index.js', 'void 0;');
  write(
    'shell/dist/remotes.json',
    JSON.stringify({
      mfe_plans: `${CDN}/mfe-plans/mf-manifest.json`,
      mfe_data: '/remotes/mfe-data/mf-manifest.json',
    }),
  );
  write('mfe-data/dist/remoteEntry.js', 'void 0;');
  write('ui-kit/storybook-static/index.html', '<!doctype html><title>storybook</title>');
  return dir;
}

/** The Content-Security-Policy of an answer, as directive → sources. */
function csp(response: Response): Map<string, string[]> {
  const header = response.headers.get('content-security-policy');
  expect(header).toBeTruthy();
  return new Map(
    header!
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

function expectCommonHeaders(response: Response): void {
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  // PUBLIC_URL is http here: no HSTS, no upgrade of requests.
  expect(response.headers.get('strict-transport-security')).toBeNull();
  const policy = csp(response);
  expect(policy.has('upgrade-insecure-requests')).toBe(false);
  expect(policy.get('script-src')).not.toContain("'unsafe-inline'");
  expect(policy.get('script-src')).not.toContain("'unsafe-eval'");
  expect(policy.get('object-src')).toEqual(["'none'"]);
}

/** An API answer's headers: JSON is never a document, so its policy allows nothing at all. */
function expectApiHeaders(response: Response): void {
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(response.headers.get('strict-transport-security')).toBeNull();
  expect(Object.fromEntries(csp(response))).toEqual({
    'default-src': ["'none'"],
    'frame-ancestors': ["'none'"],
  });
  expect(response.headers.get('x-frame-options')).toBe('DENY');
}

const { dialects } = await testDialects();

describe.each(dialects)('security headers over HTTP on %s', (dialect) => {
  let h: Harness;
  let front: string;
  let adminToken: string;

  beforeAll(async () => {
    front = frontendDir();
    h = await startHarness(dialect, { NODE_ENV: 'production', FRONTEND_DIR: front });
    adminToken = (await signInThroughProvider(h.url, 'admin@demo.accrue.local')).accessToken;
    const admin = api(h, adminToken);
    const patched = await admin('PATCH', '/companies', { embedOrigins: [CRM] });
    expect(patched.status).toBe(200);
  }, 120_000);
  afterAll(async () => {
    await h?.close();
    fs.rmSync(front, { recursive: true, force: true });
  });

  it('the shell’s page: no inline script, its remotes’ origins, never framed', async () => {
    const response = await fetch(`${h.url}/statements`, { headers: { accept: 'text/html' } });
    expect(response.status).toBe(200);
    expectCommonHeaders(response);
    const policy = csp(response);
    expect(policy.get('script-src')).toEqual([
      "'self'",
      expect.stringMatching(/^'nonce-[A-Za-z0-9+/=]{24}'$/),
      CDN,
    ]);
    expect(policy.get('connect-src')).toEqual(["'self'", CDN]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    // The page hands the nonce to react-aria, for the one <style> element it injects.
    const nonce = /^'nonce-(.*)'$/.exec(policy.get('script-src')![1]!)![1];
    expect(await response.text()).toContain(`<meta property="csp-nonce" nonce="${nonce}">`);
    // A new nonce on every answer.
    const again = await fetch(`${h.url}/statements`, { headers: { accept: 'text/html' } });
    expect(csp(again).get('script-src')![1]).not.toBe(policy.get('script-src')![1]);
  });

  it('an API answer: the same headers, CORS only for the origins a company allows', async () => {
    const plain = await fetch(`${h.url}/api/health`);
    expect(plain.status).toBe(200);
    expectApiHeaders(plain);
    expect(plain.headers.get('vary')).toMatch(/Origin/);
    expect(plain.headers.get('access-control-allow-origin')).toBeNull();

    const allowed = await fetch(`${h.url}/api/health`, { headers: { origin: CRM } });
    expect(allowed.headers.get('access-control-allow-origin')).toBe(CRM);
    expect(allowed.headers.get('access-control-allow-credentials')).toBe('true');
    const preflight = await fetch(`${h.url}/api/users/me`, {
      method: 'OPTIONS',
      headers: {
        origin: CRM,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(CRM);
    expect(preflight.headers.get('access-control-allow-headers')).toContain('authorization');

    const foreign = await fetch(`${h.url}/api/health`, { headers: { origin: 'https://evil.example' } });
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
    expect(foreign.headers.get('access-control-allow-credentials')).toBeNull();
    const foreignPreflight = await fetch(`${h.url}/api/users/me`, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' },
    });
    expect(foreignPreflight.status).toBe(403);
    expectApiHeaders(foreignPreflight);
    expect(foreignPreflight.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('an API answer is never kept by the browser, and carries an ETag only when it is a version', async () => {
    const me = await fetch(`${h.url}/api/users/me`, { headers: { authorization: `Bearer ${adminToken}` } });
    expect(me.status).toBe(200);
    // A person's data stays out of the browser's cache (ASVS 4.0.3 V8.2.1); react-query keeps what
    // a page needs in memory. No body digest either: nothing would ever revalidate with it.
    expect(me.headers.get('cache-control')).toBe('no-store');
    expect(me.headers.get('etag')).toBeNull();
    const company = await fetch(`${h.url}/api/companies`, {
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(company.headers.get('cache-control')).toBe('no-store');
    expect(company.headers.get('etag')).toMatch(/^"\d+"$/);
  });

  it('the bundled provider’s login page: its one stylesheet allowed by hash, never framed', async () => {
    const browser = new Browser(h.url);
    const isPage = (u: URL) => u.pathname.startsWith('/oidc/interaction/');
    const { url } = await browser.follow('/api/auth/login?returnTo=%2Fhome', isPage);
    const page = await browser.request(url.toString());
    expect(page.status).toBe(200);
    expectCommonHeaders(page);
    const policy = csp(page);
    expect(policy.get('style-src')).toContain(LOGIN_STYLESHEET_HASH);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    const style = /<style[^>]*>([\s\S]*?)<\/style>/.exec(await page.text())?.[1];
    expect(`'sha256-${createHash('sha256').update(style!).digest('base64')}'`).toBe(LOGIN_STYLESHEET_HASH);
    const discovery = await fetch(`${h.url}/oidc/.well-known/openid-configuration`);
    expectCommonHeaders(discovery);
  });

  it('an embeddable route: framed only by the origins companies allow', async () => {
    // A widget's frame names the host page it is opened for (modules/embed/pages.ts).
    for (const route of ['/auth/iframe', `/embed/statement?host=${encodeURIComponent(CRM)}`]) {
      const response = await fetch(`${h.url}${route}`, { headers: { accept: 'text/html' } });
      expect(response.status).toBe(200);
      expectCommonHeaders(response);
      expect(csp(response).get('frame-ancestors')).toEqual(["'self'", CRM]);
      expect(response.headers.get('x-frame-options')).toBeNull();
    }
    // Not a prefix match on the name: /auth/iframes is another route.
    const other = await fetch(`${h.url}/auth/iframes`, { headers: { accept: 'text/html' } });
    expect(csp(other).get('frame-ancestors')).toEqual(["'none'"]);
  });

  it('remote assets load from any origin; Storybook is not served unless asked for', async () => {
    const entry = await fetch(`${h.url}/remotes/mfe-data/remoteEntry.js`);
    expect(entry.status).toBe(200);
    expect(entry.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(entry.headers.get('x-content-type-options')).toBe('nosniff');
    const storybook = await fetch(`${h.url}/storybook/index.html`);
    expect(storybook.status).toBe(404);
  });
});

describe('headers of a deployment on https, with Storybook asked for', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'accrue-https-'));
  const front = frontendDir();
  afterAll(() => {
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(front, { recursive: true, force: true });
  });

  it('sends HSTS and upgrade-insecure-requests, and serves Storybook under a policy of its own', async () => {
    const { openDatabase } = await import('../db/database.js');
    const { migrate } = await import('../db/migrate.js');
    const config = loadConfig({
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      FRONTEND_DIR: front,
      PUBLIC_URL: 'https://accrue.example.com',
      SERVE_STORYBOOK: 'true',
    });
    const db = openDatabase(config);
    await migrate(db);
    const server = await listen(createApp({ config, db }));
    try {
      const response = await fetch(`${server.url}/api/health`);
      expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
      expect(csp(response).has('upgrade-insecure-requests')).toBe(true);
      const storybook = await fetch(`${server.url}/storybook/index.html`);
      expect(storybook.status).toBe(200);
      expect(csp(storybook).get('frame-ancestors')).toEqual(["'self'"]);
    } finally {
      await server.close();
      await db.sequelize.close();
    }
  });
});
