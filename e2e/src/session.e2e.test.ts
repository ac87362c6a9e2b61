import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from './support/browser';
import { startProductServer, type ProductServer } from './support/servers';
import { DEMO_PASSWORD, signIn } from './support/sign-in';

let browser: Browser;
let product: ProductServer;

beforeAll(async () => {
  [browser, product] = await Promise.all([launchChromium(), startProductServer()]);
});

afterAll(async () => {
  await Promise.all([browser?.close(), product?.stop()]);
});

async function freshPage(): Promise<Page> {
  return (await browser.newContext()).newPage();
}

function menuLinks(page: Page): Promise<string[]> {
  return page.locator('#accrue-chrome a').allInnerTexts();
}

describe('signing in and what each role sees', () => {
  it('sends a signed-out visitor to the identity provider and back to the page asked for', async () => {
    const page = await freshPage();
    await page.goto(`${product.origin}/statements`);
    await page.waitForURL((url) => url.pathname.startsWith('/oidc/'));
    await page.getByLabel('E-mail').fill('employee@demo.accrue.local');
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${product.origin}/statements`);
    await page
      .locator('#app-mfe_statements')
      .getByRole('heading', { name: 'Statements', level: 1 })
      .waitFor();
    await page.close();
  });

  it('shows an employee only what an employee may use, and turns other pages away', async () => {
    const page = await freshPage();
    await signIn(page, product.origin, 'employee@demo.accrue.local');
    await page.locator('#accrue-chrome').getByRole('link', { name: 'Statements', exact: true }).waitFor();
    const links = await menuLinks(page);
    expect(links).toEqual(expect.arrayContaining(['Home', 'Statements', 'Account']));
    for (const hidden of ['Audit', 'Directory', 'Payments', 'Superadmin', 'Company settings']) {
      expect(links).not.toContain(hidden);
    }
    // A page the role may not open says so where it is, with a way home.
    await page.evaluate(() => window.history.pushState(null, '', '/audit'));
    const data = page.locator('#app-mfe_data');
    await data.getByRole('heading', { name: 'Not allowed', level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/audit');
    expect(await page.title()).toBe('Not allowed | Accrue');
    await data.getByRole('link', { name: 'Go to the home page' }).click();
    await page.locator('#app-mfe_statements').getByRole('heading', { name: 'Home', level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/home');
    await page.close();
  });

  it('answers an unknown address with "page not found", in the user\'s language', async () => {
    const page = await freshPage();
    await signIn(page, product.origin, 'manager@demo.accrue.local', '/nope');
    const shellPages = page.locator('#app-shell_pages');
    await shellPages.getByRole('heading', { name: 'Page not found', level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/nope');
    // An unknown address under a remote's prefix is that remote's to answer.
    await page.evaluate(() => window.history.pushState(null, '', '/plans/1/rules/2/forecast/extra'));
    await page.locator('#app-mfe_plans').getByRole('heading', { name: 'Page not found', level: 1 }).waitFor();
    await page.close();
  });

  it('tells a deactivated user so on every page, and lets them only at their own things', async () => {
    const page = await freshPage();
    await signIn(page, product.origin, 'deactivated@demo.accrue.local', '/statements');
    const banner = page.getByTestId('deactivated-banner');
    await banner.waitFor();
    expect(await banner.innerText()).toContain('Your account is deactivated');
    await page
      .locator('#app-mfe_statements')
      .getByRole('heading', { name: 'Statements', level: 1 })
      .waitFor();
    for (const [path, app, heading] of [
      ['/profile', 'mfe_people', 'Account'],
      ['/plans', 'mfe_plans', 'Not allowed'],
      ['/nope', 'shell_pages', 'Page not found'],
    ] as const) {
      await page.evaluate((to) => window.history.pushState(null, '', to), path);
      await page.locator(`#app-${app}`).getByRole('heading', { name: heading, level: 1 }).waitFor();
      expect(await banner.isVisible(), path).toBe(true);
    }
    await page.close();
  });

  it('shows an admin the admin menu and a super-admin the back office', async () => {
    const admin = await freshPage();
    await signIn(admin, product.origin, 'admin@demo.accrue.local');
    await admin.locator('#accrue-chrome').getByRole('link', { name: 'Audit' }).waitFor();
    expect(await menuLinks(admin)).toEqual(
      expect.arrayContaining(['Directory', 'Payments', 'Company settings']),
    );
    expect(await menuLinks(admin)).not.toContain('Superadmin');

    const provider = await freshPage();
    await signIn(provider, product.origin, 'superadmin@accrue.local', '/superadmin');
    await provider
      .locator('#app-mfe_backoffice')
      .getByRole('heading', { name: 'Superadmin', level: 1 })
      .waitFor();
    // The chrome may render its menu a moment after the page's heading.
    await expect.poll(() => menuLinks(provider)).toContain('Superadmin');
    await Promise.all([admin.close(), provider.close()]);
  });

  it('speaks the language of the signed-in user', async () => {
    const signedIn = await freshPage();
    await signIn(signedIn, product.origin, 'admin@demo.accrue.local');
    const response = await signedIn.evaluate(async () => {
      const token = await fetch('/api/auth/token', { method: 'POST' }).then((r) => r.json());
      return fetch('/api/users/settings', {
        method: 'PATCH',
        headers: { authorization: `Bearer ${token.accessToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ language: 'fr' }),
      }).then((r) => r.status);
    });
    expect(response).toBe(200);
    // A new page of the same session: the English home page the sign-in landed on may still be
    // fetching its chunks, which must not be counted as this page's downloads.
    const page = await signedIn.context().newPage();
    await signedIn.close();
    const scripts: Promise<string>[] = [];
    page.on('response', (r) => {
      if (r.url().endsWith('.js')) scripts.push(r.text().catch(() => ''));
    });
    await page.goto(`${product.origin}/statements`);
    await page.locator('#app-mfe_statements').getByRole('heading', { name: 'Relevés', level: 1 }).waitFor();
    await page.locator('#accrue-chrome').getByRole('link', { name: 'Relevés', exact: true }).waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('fr');
    // Only French came down: not the shell's nor the remote's labels in another language.
    const downloaded = (await Promise.all(scripts)).join('\n');
    expect(downloaded).toContain('Relevés');
    for (const elsewhere of [
      'Startseite',
      'Abrechnungen',
      'Rendiconti',
      'Extractos',
      'Statements to review',
    ]) {
      expect(downloaded, elsewhere).not.toContain(elsewhere);
    }
    await page.close();
  });

  it('logs out, after which the app asks to sign in again', async () => {
    const page = await freshPage();
    await signIn(page, product.origin, 'finance@demo.accrue.local');
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/oidc/'));
    await page.close();
  });

  it("shows the identity provider's error instead of looping back to it", async () => {
    const page = await freshPage();
    await page.goto(`${product.origin}/?error=access_denied&error_description=Account%20locked`);
    const problem = page.getByTestId('session-problem');
    await problem.waitFor();
    expect(await problem.innerText()).toContain(
      'An error occurred while trying to log you in. Please contact your administrator.',
    );
    expect(await problem.innerText()).toContain('Account locked');
    await page.close();
  });

  it('lets a host CRM show the connect page without a session', async () => {
    const page = await freshPage();
    await page.goto(`${product.origin}/auth/iframe`);
    await page.getByRole('button', { name: 'Login' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/auth/iframe');
    await page.close();
  });
});
