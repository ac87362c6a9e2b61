import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { DEMO_PASSWORD, seedDemoData } from '../../demo-data.js';
import { freshDatabase, startHarness, type Harness, type TestDatabase } from '../test/harness.js';
import { listenOnLoopback, type LoopbackServer } from '../test/http.js';
import { canonicalSignInUrl } from './canonical-origin.js';
import { LOGIN_MESSAGES } from './login-messages.js';

/**
 * A browser over real HTTP that always connects to 127.0.0.1 (where the server listens) but sends
 * the Host of the address it was given, and keeps its cookies per host, as a browser does: so
 * http://localhost:P and http://127.0.0.1:P are two sites, without depending on DNS.
 */
class HostBrowser {
  readonly jars = new Map<string, Map<string, string>>();

  constructor(
    readonly port: number,
    /** Sent with every request, as a browser sends its Accept-Language. */
    readonly defaultHeaders: Record<string, string> = {},
  ) {}

  cookies(host: string): Map<string, string> {
    if (!this.jars.has(host)) this.jars.set(host, new Map());
    return this.jars.get(host)!;
  }

  request(
    url: string | URL,
    init: { method?: string; headers?: Record<string, string>; body?: string; host?: string } = {},
  ): Promise<{
    status: number;
    location: URL | undefined;
    headers: http.IncomingHttpHeaders;
    body: string;
    url: URL;
  }> {
    const target = new URL(url);
    const host = init.host ?? target.host;
    const jar = this.cookies(host);
    const headers: Record<string, string> = { ...this.defaultHeaders, ...init.headers, host };
    if (jar.size) headers.cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    if (init.body !== undefined) headers['content-length'] = String(Buffer.byteLength(init.body));
    return new Promise((resolve, reject) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port: this.port,
          method: init.method ?? 'GET',
          path: target.pathname + target.search,
          headers,
        },
        (res) => {
          for (const cookie of res.headers['set-cookie'] ?? []) {
            const [pair = ''] = cookie.split(';');
            const index = pair.indexOf('=');
            const value = pair.slice(index + 1).trim();
            if (value && !/max-age=0|expires=thu, 01 jan 1970/i.test(cookie))
              jar.set(pair.slice(0, index).trim(), value);
            else jar.delete(pair.slice(0, index).trim());
          }
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (body += chunk));
          res.on('end', () => {
            const location = res.headers.location ? new URL(res.headers.location, target) : undefined;
            resolve({ status: res.statusCode!, location, headers: res.headers, body, url: target });
          });
        },
      );
      req.on('error', reject);
      req.end(init.body);
    });
  }

  /** GET, following redirects, until a page (or a location `stop` accepts). */
  async follow(url: string | URL, headers: Record<string, string> = {}, stop?: (location: URL) => boolean) {
    let current = new URL(url);
    for (let hops = 0; hops < 20; hops++) {
      const answer = await this.request(current, { headers });
      if (!answer.location || answer.status < 300 || answer.status >= 400) return answer;
      if (stop?.(answer.location)) return answer;
      current = answer.location;
    }
    throw new Error('Too many redirects');
  }

  /** Submits the login form of a page, then follows the provider back to the app. */
  async submitLogin(page: { body: string; url: URL }, email: string, password: string) {
    const action = /<form method="post" action="([^"]+)"/.exec(page.body)?.[1];
    if (!action) throw new Error('No login form');
    const posted = await this.request(new URL(action, page.url), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email, password }).toString(),
    });
    if (!posted.location) return posted;
    const isApp = (u: URL) => !u.pathname.startsWith('/api/') && !u.pathname.startsWith('/oidc/');
    return this.follow(posted.location, {}, isApp);
  }
}

const isApp = (u: URL) => !u.pathname.startsWith('/api/') && !u.pathname.startsWith('/oidc/');

describe('loading the configuration', () => {
  it('names 127.0.0.1 and [::1] on PORT as aliases of the default PUBLIC_URL', () => {
    const config = loadConfig({ PORT: '8080' });
    expect(config.publicUrl).toBe('http://localhost:8080');
    expect(config.publicUrlAliases).toEqual(['127.0.0.1:8080', '[::1]:8080']);
    expect(loadConfig({ PORT: '8080', PUBLIC_URL: '' }).publicUrlAliases).toEqual([
      '127.0.0.1:8080',
      '[::1]:8080',
    ]);
    expect(loadConfig({ PORT: '80' }).publicUrlAliases).toEqual([
      '127.0.0.1',
      '127.0.0.1:80',
      '[::1]',
      '[::1]:80',
    ]);
  });

  it('has no aliases when PUBLIC_URL is set', () => {
    const config = loadConfig({ PORT: '8080', PUBLIC_URL: 'http://127.0.0.1:8080/' });
    expect(config.publicUrl).toBe('http://127.0.0.1:8080');
    expect(config.publicUrlAliases).toEqual([]);
    expect(loadConfig({ PORT: '8080', PUBLIC_URL: 'https://accrue.example.com' }).publicUrlAliases).toEqual(
      [],
    );
  });
});

describe('the bundled provider’s pages over HTTP', () => {
  let h: Harness;
  let browser: HostBrowser;
  beforeAll(async () => {
    h = await startHarness('sqlite');
    browser = new HostBrowser(Number(new URL(h.url).port));
  }, 120_000);
  afterAll(async () => {
    await h?.close();
  });

  const loginPage = (headers: Record<string, string> = {}) =>
    browser.follow(`${h.url}/api/auth/login?returnTo=%2Fhome`, headers, isApp);

  it('shows the login form in English by default, uncached', async () => {
    const page = await loginPage();
    expect(page.status).toBe(200);
    expect(page.url.pathname).toMatch(/^\/oidc\/interaction\//);
    expect(page.body).toContain('<html lang="en"');
    expect(page.body).toContain('<label for="email">E-mail</label>');
    expect(page.body).toContain('<label for="password">Password</label>');
    expect(page.body).toContain('<button class="button" type="submit">Sign in</button>');
    expect(page.body).toContain('@media (prefers-color-scheme:dark)');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
  });

  it('speaks the browser’s language (Accept-Language)', async () => {
    const page = await loginPage({ 'accept-language': 'fr-FR,fr;q=0.9,en;q=0.5' });
    expect(page.body).toContain('<html lang="fr"');
    expect(page.body).toContain(`<label for="password">${LOGIN_MESSAGES.fr.password}</label>`);
    expect(page.body).toContain(`>${LOGIN_MESSAGES.fr.submit}</button>`);
  });

  it('prefers the authorization request’s ui_locales', async () => {
    const toProvider = await browser.follow(
      `${h.url}/api/auth/login`,
      {},
      (u) => u.pathname === '/oidc/auth',
    );
    const authorization = toProvider.location!;
    authorization.searchParams.set('ui_locales', 'ja de');
    const page = await browser.follow(authorization, { 'accept-language': 'fr' }, isApp);
    expect(page.body).toContain('<html lang="de"');
    expect(page.body).toContain(`<label for="password">${LOGIN_MESSAGES.de.password}</label>`);

    // A refused attempt keeps the language of the authorization request.
    const refused = await browser.submitLogin(page, 'admin@demo.accrue.local', 'wrong');
    expect(refused.status).toBe(401);
    expect(refused.body).toContain('<html lang="de"');
    expect(refused.body).toContain(LOGIN_MESSAGES.de.invalidCredentials);
  });

  it('refuses wrong credentials with a clear message, keeping the e-mail', async () => {
    const spanish = new HostBrowser(browser.port, { 'accept-language': 'es-ES,es;q=0.9' });
    const page = await spanish.follow(`${h.url}/api/auth/login?returnTo=%2Fhome`, {}, isApp);
    const refused = await spanish.submitLogin(page, 'Admin@demo.accrue.local', 'wrong-password');
    expect(refused.status).toBe(401);
    expect(refused.body).toContain('role="alert"');
    expect(refused.body).toContain(LOGIN_MESSAGES.es.invalidCredentials);
    expect(refused.body).toContain('value="admin@demo.accrue.local"');
    // The same form can be sent again, and signs in.
    const landed = await spanish.submitLogin(refused, 'admin@demo.accrue.local', DEMO_PASSWORD);
    expect(landed.location?.href).toBe(`${h.url}/home`);
  });

  it('renders the provider’s errors as a styled page in the browser’s language', async () => {
    const error = await browser.request(
      `${h.url}/oidc/auth?client_id=nobody&response_type=code&scope=openid`,
      {
        headers: { 'accept-language': 'it' },
      },
    );
    expect(error.status).toBe(400);
    expect(error.body).toContain('<html lang="it"');
    expect(error.body).toContain(LOGIN_MESSAGES.it.errorIntro.replace("'", '&#39;'));
    expect(error.body).toContain(`href="${h.url}/"`);
    expect(error.body).toContain('@media (prefers-color-scheme:dark)');
  });

  it('shows an expired or unknown interaction as that page, not as JSON', async () => {
    // A browser without the provider's interaction cookie (it expired, or was never set).
    const answer = await new HostBrowser(browser.port).request(
      `${h.url}/oidc/interaction/unknown-uid/login`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'pt-BR' },
        body: 'email=a%40b.c&password=x',
      },
    );
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    expect(answer.body).toContain('<html lang="pt"');
    expect(answer.body).toContain(LOGIN_MESSAGES.pt.errorTitle);
  });

  it('does not move a sign-in when PUBLIC_URL is set, whatever the Host', async () => {
    // PUBLIC_URL is http://127.0.0.1:P here: localhost:P is just another name, not redirected.
    const answer = await browser.request(`${h.url}/api/auth/login`, { host: `localhost:${browser.port}` });
    expect(answer.status).toBe(302);
    expect(answer.location!.origin).toBe(h.url);
    expect(answer.location!.pathname).toBe('/oidc/auth');
  });
});

describe('signing in on 127.0.0.1 when PUBLIC_URL is not set', () => {
  let database: TestDatabase;
  let server: LoopbackServer | undefined;
  let port: number;
  let canonical: string;

  beforeAll(async () => {
    database = await freshDatabase('sqlite');
    await seedDemoData(database.db);
    server = await listenOnLoopback();
    port = server.port;
    // As `npm start` runs: PORT only, PUBLIC_URL left to its default.
    const config = loadConfig({ ...database.env, PORT: String(port) });
    canonical = `http://localhost:${port}`;
    expect(config.publicUrl).toBe(canonical);
    server.server.on('request', createApp({ config, db: database.db, validateResponses: true }));
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    await database?.drop();
  });

  it.each(['127.0.0.1', '[::1]'])(
    'sends a sign-in started on %s to the same path on localhost',
    async (alias) => {
      const browser = new HostBrowser(port);
      const answer = await browser.request(
        `http://${alias}:${port}/api/auth/login?returnTo=%2Fplans%3Fx%3D1`,
      );
      expect(answer.status).toBe(302);
      expect(answer.location!.href).toBe(`${canonical}/api/auth/login?returnTo=%2Fplans%3Fx%3D1`);
    },
  );

  it('ends signed in on localhost, on the page asked for, with the cookie there', async () => {
    const browser = new HostBrowser(port);
    const page = await browser.follow(`http://127.0.0.1:${port}/api/auth/login?returnTo=%2Fplans`, {}, isApp);
    expect(page.status).toBe(200);
    expect(page.url.origin).toBe(canonical);
    expect(page.url.pathname).toMatch(/^\/oidc\/interaction\//);
    const landed = await browser.submitLogin(page, 'admin@demo.accrue.local', DEMO_PASSWORD);
    expect(landed.location?.href).toBe(`${canonical}/plans`);
    expect(browser.cookies(`localhost:${port}`).has('accrue_session')).toBe(true);
    expect(browser.cookies(`127.0.0.1:${port}`).size).toBe(0);
    const token = await browser.request(`${canonical}/api/auth/token`, { method: 'POST' });
    expect(token.status).toBe(200);
  });

  it('starts the sign-in directly on localhost itself', async () => {
    const answer = await new HostBrowser(port).request(`${canonical}/api/auth/login`);
    expect(answer.status).toBe(302);
    expect(answer.location!.origin).toBe(canonical);
    expect(answer.location!.pathname).toBe('/oidc/auth');
  });

  it('never trusts another Host: other names and ports are not redirected by it', async () => {
    const browser = new HostBrowser(port);
    for (const host of [
      'evil.example',
      `evil.example:${port}`,
      `127.0.0.1:${port + 1}`,
      `[::1]:${port}.evil.example`,
      `10.0.0.1:${port}`,
    ]) {
      const answer = await browser.request(`${canonical}/api/auth/login`, { host });
      expect(answer.status, host).toBe(302);
      // Straight to the provider (at the configured origin), never to the Host it was given.
      expect(answer.location!.origin, host).toBe(canonical);
      expect(answer.location!.pathname, host).toBe('/oidc/auth');
    }
  });

  it('never leaves the configured origin, even for an absolute request line', async () => {
    // The helper keeps only the path and query of what it is given…
    const config = { publicUrl: canonical, publicUrlAliases: [`127.0.0.1:${port}`] };
    expect(
      canonicalSignInUrl(config, {
        headers: { host: `127.0.0.1:${port}` },
        originalUrl: 'http://evil.example/api/auth/login?returnTo=%2Fx',
      }),
    ).toBe(`${canonical}/api/auth/login?returnTo=%2Fx`);
    expect(
      canonicalSignInUrl(config, { headers: { host: `127.0.0.1:${port}` }, originalUrl: '//evil.example/x' }),
    ).toBe(`${canonical}/x`);
    expect(canonicalSignInUrl(config, { headers: {}, originalUrl: '/api/auth/login' })).toBeUndefined();
    // …and the server does not route such a request line to sign-in at all.
    const answer = await new Promise<http.IncomingMessage>((resolve, reject) => {
      http
        .request(
          {
            host: '127.0.0.1',
            port,
            path: 'http://evil.example/api/auth/login?returnTo=%2Fx',
            headers: { host: `127.0.0.1:${port}` },
          },
          resolve,
        )
        .on('error', reject)
        .end();
    });
    answer.resume();
    expect(answer.statusCode).toBeLessThan(500);
    if (answer.headers.location) expect(new URL(answer.headers.location, canonical).origin).toBe(canonical);
  });
});
