import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium } from './support/browser';
import { startProductServer, type ProductServer } from './support/servers';
import { DEMO_PASSWORD, signIn } from './support/sign-in';

let browser: Browser;
let product: ProductServer;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  [browser, product] = await Promise.all([launchChromium(), startProductServer()]);
});

afterAll(async () => {
  await Promise.all(contexts.map((c) => c.close()));
  await Promise.all([browser?.close(), product?.stop()]);
});

/** A fresh browser profile (its own cookies and storage), as another person's browser is. */
async function freshPage(): Promise<Page> {
  const context = await browser.newContext();
  contexts.push(context);
  return context.newPage();
}

/** Who the page's session cookie belongs to (null without a session), asked the way the shell asks. */
function signedInAs(page: Page): Promise<string | null> {
  return page.evaluate(async () => {
    const token = await fetch('/api/auth/token', { method: 'POST' });
    if (token.status !== 200) return null;
    const { accessToken } = (await token.json()) as { accessToken: string };
    const me = await fetch('/api/users/me', { headers: { authorization: `Bearer ${accessToken}` } });
    return ((await me.json()) as { user: { email: string } }).user.email;
  });
}

async function accessTokenOf(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const token = await fetch('/api/auth/token', { method: 'POST' });
    return ((await token.json()) as { accessToken: string }).accessToken;
  });
}

describe('sign-in that cannot be hijacked', () => {
  it('does not sign a victim in as the attacker with the attacker’s callback link (login CSRF)', async () => {
    // The attacker signs in through the product's sign-in page, and stops before the last redirect.
    const attacker = await freshPage();
    let callback: string | undefined;
    // The attacker's browser sends the login form and follows the provider's redirects by hand
    // (with its own cookies), keeping the last one, to the app's callback, instead of opening it.
    await attacker.route('**/oidc/interaction/*/login', async (route) => {
      let answer = await route.fetch({ maxRedirects: 0 });
      for (let hops = 0; hops < 5 && !callback; hops++) {
        const location = new URL(answer.headers().location!, route.request().url());
        if (location.pathname === '/api/auth/callback') callback = location.href;
        else answer = await attacker.context().request.get(location.href, { maxRedirects: 0 });
      }
      await route.fulfill({ status: 200, contentType: 'text/plain', body: 'stopped before the callback' });
    });
    await attacker.goto(`${product.origin}/home`);
    await attacker.getByLabel('E-mail').fill('admin@other.accrue.local');
    await attacker.getByLabel('Password').fill(DEMO_PASSWORD);
    await attacker.getByRole('button', { name: 'Sign in' }).click();
    await attacker.getByText('stopped before the callback').waitFor();
    expect(new URL(callback!).searchParams.get('code')).toBeTruthy();

    // The victim, signed in as themselves, opens the link: refused, and still themselves.
    const victim = await freshPage();
    await signIn(victim, product.origin, 'employee@demo.accrue.local');
    await victim.goto(callback!);
    await victim.getByTestId('session-problem').waitFor();
    expect(new URL(victim.url()).searchParams.get('error')).toBe('access_denied');
    expect(await signedInAs(victim)).toBe('employee@demo.accrue.local');

    // A browser with no session is not signed in by it either.
    const stranger = await freshPage();
    await stranger.goto(callback!);
    await stranger.getByTestId('session-problem').waitFor();
    expect(await signedInAs(stranger)).toBeNull();
  });

  it('never lets a ?token= in the address replace the session, nor keeps it', async () => {
    const other = await freshPage();
    await signIn(other, product.origin, 'admin@other.accrue.local');
    const othersToken = await accessTokenOf(other);

    const page = await freshPage();
    await signIn(page, product.origin, 'employee@demo.accrue.local');
    const bearers = new Set<string>();
    page.on('request', (request) => {
      const authorization = request.headers().authorization;
      if (authorization) bearers.add(authorization);
    });
    await page.goto(`${product.origin}/statements?token=${encodeURIComponent(othersToken)}`);
    await page
      .locator('#app-mfe_statements')
      .getByRole('heading', { name: 'Statements', level: 1 })
      .waitFor();

    expect(new URL(page.url()).searchParams.has('token')).toBe(false);
    expect(new URL(page.url()).pathname).toBe('/statements');
    expect(await signedInAs(page)).toBe('employee@demo.accrue.local');
    expect(bearers.size).toBeGreaterThan(0);
    expect([...bearers]).not.toContain(`Bearer ${othersToken}`);
    const storage = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
    expect(storage).not.toContain(othersToken);
    expect(await page.evaluate(() => localStorage.getItem('accrue.token'))).toBeNull();
  });

  it('ends the identity provider’s session on sign-out, so signing in again asks for the password', async () => {
    const page = await freshPage();
    await signIn(page, product.origin, 'finance@demo.accrue.local');
    // Signed in at the provider: opening the sign-in again goes straight through.
    await page.goto(`${product.origin}/api/auth/login?returnTo=%2Fstatements`);
    await page.waitForURL(`${product.origin}/statements`);

    await page.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/oidc/interaction/'));
    await page.getByLabel('Password').waitFor();

    // Even a sign-in started later, without prompt=login, asks for the password.
    await page.goto(`${product.origin}/home`);
    await page.waitForURL((url) => url.pathname.startsWith('/oidc/interaction/'));
    await page.getByLabel('Password').waitFor();
    expect(await signedInAs(page)).toBeNull();
  });

  it('locks the login form after repeated wrong passwords, saying so on the page', async () => {
    const page = await freshPage();
    await page.goto(`${product.origin}/home`);
    const send = async (password: string) => {
      await page.getByLabel('E-mail').fill('readonly-admin@demo.accrue.local');
      await page.getByLabel('Password').fill(password);
      const [answer] = await Promise.all([
        page.waitForResponse((r) => r.request().method() === 'POST'),
        page.getByRole('button', { name: 'Sign in' }).click(),
      ]);
      await page.waitForLoadState();
      return answer.status();
    };
    // The default limit: five failed sign-ins per e-mail.
    for (let attempt = 1; attempt < 5; attempt++) expect(await send(`guess-${attempt}`)).toBe(401);
    expect(await send('guess-5')).toBe(429);
    expect(await page.getByRole('alert').innerText()).toContain('Too many failed sign-in attempts');
    // Even the right password is refused while the lock lasts.
    expect(await send(DEMO_PASSWORD)).toBe(429);
    expect(new URL(page.url()).pathname).toMatch(/^\/oidc\/interaction\//);
  });
});
