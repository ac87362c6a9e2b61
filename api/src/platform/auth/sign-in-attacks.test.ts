import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { DEMO_PASSWORD, seedDemoData } from '../../demo-data.js';
import { securityEventsTable } from '../audit/tables.js';
import { AcrossCompanies } from '../db/tenancy.js';
import { Browser, freshDatabase, testDialects, type TestDatabase } from '../test/harness.js';
import { listenOnLoopback, type LoopbackServer } from '../test/http.js';
import { LOGIN_COOKIE, SESSION_COOKIE } from './cookies.js';
import { LOGIN_MESSAGES } from './login-messages.js';
import { LOGOUT_SCRIPT_HASH } from './login-page.js';
import { PASSWORD_HASH_PARAMS, passwordHashStats, TEST_PASSWORD_HASH_PARAMS } from './passwords.js';

const { dialects } = await testDialects();

/**
 * A short lock window, so a test sees the lock lift without waiting minutes; 10 s, not 3: on a
 * loaded CI machine five sign-in attempts took 4.6 s, and the first ones had left the window.
 */
const LIMITS = { perAccount: 3, perAddress: 5, windowSeconds: 10 };

const isApp = (u: URL) => !u.pathname.startsWith('/api/') && !u.pathname.startsWith('/oidc/');
const formAction = (html: string) => /<form method="post" action="([^"]+)"/.exec(html)?.[1];

describe.each(dialects)('sign-in attacks on %s', (dialect) => {
  let database: TestDatabase;
  let server: LoopbackServer | undefined;
  let origin: string;

  beforeAll(async () => {
    database = await freshDatabase(dialect);
    await seedDemoData(database.db, { passwordHashParams: TEST_PASSWORD_HASH_PARAMS });
    server = await listenOnLoopback();
    origin = server.url;
    const config = loadConfig({ ...database.env, PUBLIC_URL: origin });
    server.server.on(
      'request',
      createApp({ config, db: database.db, validateResponses: true, signInLimits: LIMITS }),
    );
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    await database?.drop();
  });

  /** The login form, reached from /api/auth/login in a browser; `address` is its client address. */
  async function loginForm(browser: Browser, address = '10.0.0.1', language = 'en') {
    const headers = { 'x-forwarded-for': address, 'accept-language': language };
    let current = new URL('/api/auth/login?returnTo=%2Fhome', origin);
    for (let hops = 0; hops < 10; hops++) {
      const response = await browser.request(current.toString(), { headers });
      const location = response.headers.get('location');
      if (!location) {
        const action = formAction(await response.text());
        if (!action) throw new Error(`No login form at ${current}`);
        return {
          submit: (email: string, password: string) =>
            browser.request(action, {
              method: 'POST',
              headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
              body: new URLSearchParams({ email, password }).toString(),
            }),
        };
      }
      current = new URL(location, current);
    }
    throw new Error('Too many redirects');
  }

  /** Signs in up to the provider's last redirect, and answers the callback URL without opening it. */
  async function signInUpToCallback(browser: Browser, email: string): Promise<URL> {
    const posted = await (await loginForm(browser)).submit(email, DEMO_PASSWORD);
    const location = posted.headers.get('location');
    if (!location) throw new Error(`The login form answered ${posted.status}`);
    const stopped = await browser.follow(new URL(location, origin).toString(), (u) =>
      u.pathname.startsWith('/api/auth/callback'),
    );
    expect(stopped.url.pathname).toBe('/api/auth/callback');
    return stopped.url;
  }

  async function whoIs(browser: Browser): Promise<string | null> {
    const token = await browser.request('/api/auth/token', { method: 'POST' });
    if (token.status !== 200) return null;
    const { accessToken } = (await token.json()) as { accessToken: string };
    const me = await fetch(`${origin}/api/users/me`, { headers: { authorization: `Bearer ${accessToken}` } });
    return ((await me.json()) as { user: { email: string } }).user.email;
  }

  describe('login CSRF', () => {
    it('binds the login to the browser that started it, with PKCE S256', async () => {
      const browser = new Browser(origin);
      const start = await browser.request('/api/auth/login?returnTo=%2Fhome');
      const authorization = new URL(start.headers.get('location')!);
      expect(authorization.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(authorization.searchParams.get('code_challenge_method')).toBe('S256');
      expect(authorization.searchParams.get('nonce')).toBeTruthy();
      const cookie = start.headers.getSetCookie().find((c) => c.startsWith(`${LOGIN_COOKIE}=`));
      expect(cookie).toMatch(/HttpOnly/);
      expect(cookie).toMatch(/Path=\/api\/auth/);
      expect(cookie).toMatch(/SameSite=Lax/);
      expect(cookie).toMatch(/Max-Age=600/);
    });

    it('refuses a callback replayed in another browser: no session there, the victim stays themselves', async () => {
      const attacker = new Browser(origin);
      const callback = await signInUpToCallback(attacker, 'admin@other.accrue.local');

      // A victim with no session, and one signed in as themselves, open the attacker's link.
      const stranger = new Browser(origin);
      const victim = new Browser(origin);
      const victimCallback = await signInUpToCallback(victim, 'employee@demo.accrue.local');
      expect((await victim.request(victimCallback.toString())).status).toBe(302);
      expect(await whoIs(victim)).toBe('employee@demo.accrue.local');
      const victimSession = victim.cookies.get(SESSION_COOKIE);

      for (const browser of [stranger, victim]) {
        const answer = await browser.request(callback.toString());
        expect(answer.status).toBe(302);
        const landed = new URL(answer.headers.get('location')!, origin);
        expect(landed.pathname).toBe('/');
        expect(landed.searchParams.get('error')).toBe('access_denied');
        expect(answer.headers.getSetCookie()).toEqual([]);
      }
      expect(stranger.cookies.has(SESSION_COOKIE)).toBe(false);
      expect(await whoIs(stranger)).toBeNull();
      expect(victim.cookies.get(SESSION_COOKIE)).toBe(victimSession);
      expect(await whoIs(victim)).toBe('employee@demo.accrue.local');

      // The state was spent by the refused replay: not even the attacker can use it now.
      const late = await attacker.request(callback.toString());
      expect(new URL(late.headers.get('location')!, origin).searchParams.get('error')).toBe('access_denied');
      expect(attacker.cookies.has(SESSION_COOKIE)).toBe(false);
    });

    it('refuses a callback whose browser lost the login cookie, and clears it after a good one', async () => {
      const browser = new Browser(origin);
      const callback = await signInUpToCallback(browser, 'admin@demo.accrue.local');
      const value = browser.cookies.get(LOGIN_COOKIE)!;
      browser.cookies.delete(LOGIN_COOKIE);
      const refused = await browser.request(callback.toString());
      expect(new URL(refused.headers.get('location')!, origin).searchParams.get('error')).toBe(
        'access_denied',
      );
      expect(browser.cookies.has(SESSION_COOKIE)).toBe(false);
      expect(value).toBeTruthy();

      const again = new Browser(origin);
      const good = await signInUpToCallback(again, 'admin@demo.accrue.local');
      const answer = await again.request(good.toString());
      expect(answer.headers.get('location')).toBe('/home');
      expect(again.cookies.has(SESSION_COOKIE)).toBe(true);
      expect(again.cookies.has(LOGIN_COOKIE)).toBe(false);
    });

    it('has the bundled provider require PKCE', async () => {
      const authorization = new URL('/oidc/auth', origin);
      for (const [k, v] of Object.entries({
        client_id: 'accrue',
        response_type: 'code',
        scope: 'openid',
        redirect_uri: `${origin}/api/auth/callback`,
        nonce: 'n',
        state: 's',
      }))
        authorization.searchParams.set(k, v);
      const answer = await new Browser(origin).request(authorization.toString());
      const back = new URL(answer.headers.get('location')!);
      expect(back.pathname).toBe('/api/auth/callback');
      expect(back.searchParams.get('error')).toBe('invalid_request');
      expect(back.searchParams.get('error_description')).toMatch(/PKCE/);
    });
  });

  describe('sign-out', () => {
    it('ends the provider’s session too, so the next sign-in asks for the password', async () => {
      const browser = new Browser(origin);
      const callback = await signInUpToCallback(browser, 'finance@demo.accrue.local');
      await browser.request(callback.toString());
      // Signed in at the provider: a new sign-in does not ask again.
      const silent = await browser.follow('/api/auth/login?returnTo=%2Fhome', isApp);
      expect(silent.url.href).toBe(`${origin}/home`);

      // The shell's log-out: revoke the session, then sign in again with prompt=login.
      expect((await browser.request('/api/users/logout', { method: 'PATCH' })).status).toBe(204);
      const toEndSession = await browser.request('/api/auth/login?prompt=login&returnTo=%2F');
      const endSession = new URL(toEndSession.headers.get('location')!);
      expect(endSession.pathname).toBe('/oidc/session/end');
      expect(endSession.searchParams.get('client_id')).toBe('accrue');
      expect(endSession.searchParams.get('post_logout_redirect_uri')).toBe(`${origin}/`);
      const page = await browser.request(endSession.toString());
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain(LOGIN_MESSAGES.en.signingOut);
      // Its one script (which submits the provider's form) is allowed by its hash, nothing else.
      expect(page.headers.get('content-security-policy')).toContain(LOGOUT_SCRIPT_HASH);
      expect(page.headers.get('content-security-policy')).not.toContain('unsafe-inline');
      const action = /<form id="op.logoutForm" method="post" action="([^"]+)"/.exec(html)?.[1];
      const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)?.[1];
      const confirmed = await browser.request(action!, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ xsrf: xsrf!, logout: 'yes' }).toString(),
      });
      expect(confirmed.headers.get('location')).toBe(`${origin}/`);

      // The app then starts a sign-in, and the provider shows its form again.
      const form = await browser.follow('/api/auth/login?returnTo=%2F', isApp);
      expect(form.response.status).toBe(200);
      expect(form.url.pathname).toMatch(/^\/oidc\/interaction\//);
      expect(await form.response.text()).toContain('name="password"');
    });
  });

  describe('password guessing', () => {
    const events = async (type: string, email: string) =>
      (await new AcrossCompanies(database.db).findAll(securityEventsTable, { where: { type } })).filter((e) =>
        String(e.detail).includes(email),
      );

    it('locks an account after repeated failures (429 + Retry-After), and the lock lifts', async () => {
      const browser = new Browser(origin);
      const form = await loginForm(browser, '10.0.1.1');
      const email = 'manager@demo.accrue.local';
      for (let i = 1; i < LIMITS.perAccount; i++)
        expect((await form.submit(email, 'guess')).status).toBe(401);
      const locked = await form.submit(email, 'guess');
      expect(locked.status).toBe(429);
      const retryAfter = Number(locked.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(LIMITS.windowSeconds);
      expect(await locked.text()).toContain(LOGIN_MESSAGES.en.tooManyAttempts.replace('{minutes}', '1'));

      // Locked: even the right password is refused, from any address, without checking it.
      const before = passwordHashStats.derivations;
      const other = await loginForm(new Browser(origin), '10.0.1.2');
      expect((await other.submit(email, DEMO_PASSWORD)).status).toBe(429);
      expect(passwordHashStats.derivations).toBe(before);

      expect(await events('sign-in.failed', email)).toHaveLength(LIMITS.perAccount);
      expect(await events('sign-in.locked', email)).toHaveLength(1);

      await new Promise((resolve) => setTimeout(resolve, retryAfter * 1000 + 100));
      const signedIn = await other.submit(email, DEMO_PASSWORD);
      expect(signedIn.status).toBe(303);
    });

    it('locks a client address guessing at many accounts, in the page’s language', async () => {
      const address = '10.0.2.1';
      // Existing accounts (their test-cost hashes keep the attempts well inside the window).
      const accounts = ['employee-2', 'employee-3', 'employee-4', 'readonly-employee', 'readonly-manager'];
      for (const account of accounts.slice(0, LIMITS.perAddress - 1)) {
        const form = await loginForm(new Browser(origin), address);
        expect((await form.submit(`${account}@demo.accrue.local`, 'guess')).status).toBe(401);
      }
      const form = await loginForm(new Browser(origin), address, 'fr');
      const answer = await form.submit('someone-else@example.com', 'guess');
      expect(answer.status).toBe(429);
      expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
      const html = await answer.text();
      expect(html).toContain('<html lang="fr"');
      expect(html).toContain(
        LOGIN_MESSAGES.fr.tooManyAttempts.split('{minutes}')[0]!.replace('’', '&#8217;'),
      );
      // Another address is not affected.
      const elsewhere = await loginForm(new Browser(origin), '10.0.2.2');
      expect((await elsewhere.submit('someone-else@example.com', 'guess')).status).toBe(401);
    });

    it('runs the password hash for an unknown e-mail as for a known one, at the current cost', async () => {
      const form = await loginForm(new Browser(origin), '10.0.3.1');
      const before = passwordHashStats.derivations;
      expect((await form.submit('no-such-account@demo.accrue.local', 'guess')).status).toBe(401);
      expect(passwordHashStats.derivations).toBe(before + 1);
      expect(passwordHashStats.lastLn).toBe(PASSWORD_HASH_PARAMS.ln);
      expect((await form.submit('employee-2@demo.accrue.local', 'guess')).status).toBe(401);
      expect(passwordHashStats.derivations).toBe(before + 2);
    });
  });
});
