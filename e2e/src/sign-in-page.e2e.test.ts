import fs from 'node:fs';
import path from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './support/browser';
import { REPO_ROOT, startProductServer, type ProductServer } from './support/servers';
import { DEMO_PASSWORD } from './support/sign-in';

/** Screenshots of the sign-in page, for people to look at (not compared by the test). */
const ARTIFACTS = path.join(REPO_ROOT, 'e2e/.artifacts');

let browser: Browser;

beforeAll(async () => {
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
});

async function pageWith(options: BrowserContextOptions = {}): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, ...options });
  return context.newPage();
}

async function closeAll(page: Page): Promise<void> {
  await page.context().close();
}

/** No axe violation on the page (labels, contrast, landmarks, language). */
async function expectAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
}

describe('the sign-in page', () => {
  let product: ProductServer;

  beforeAll(async () => {
    product = await startProductServer();
  });

  afterAll(async () => {
    await product?.stop();
  });

  it('looks like the product, refuses a wrong password clearly, and signs in to the app', async () => {
    const page = await pageWith({ locale: 'en-US' });
    await page.goto(`${product.origin}/home`);
    await page.waitForURL((url) => url.pathname.startsWith('/oidc/interaction/'));
    await page.getByRole('heading', { name: 'Sign in to Accrue', level: 1 }).waitFor();
    expect(await page.title()).toBe('Sign in · Accrue');
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    const email = page.getByLabel('E-mail');
    const password = page.getByLabel('Password');
    // The e-mail field has the focus, and both fields are as wide as each other and aligned.
    expect(await email.evaluate((el) => el === document.activeElement)).toBe(true);
    const [emailBox, passwordBox, buttonBox] = await Promise.all([
      email.boundingBox(),
      password.boundingBox(),
      page.getByRole('button', { name: 'Sign in' }).boundingBox(),
    ]);
    expect(passwordBox!.x).toBe(emailBox!.x);
    expect(passwordBox!.width).toBe(emailBox!.width);
    expect(buttonBox!.x).toBe(emailBox!.x);
    expect(buttonBox!.width).toBe(emailBox!.width);
    // The kit's primary colour on the button, its font stack on the page.
    const button = await page
      .getByRole('button', { name: 'Sign in' })
      .evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(button).toBe('rgb(52, 70, 212)');
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(
      /^Inter, system-ui/,
    );
    await expectAccessible(page);
    await page.screenshot({ path: path.join(ARTIFACTS, 'sign-in-light.png') });

    await email.fill('admin@demo.accrue.local');
    await password.fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.innerText()).toBe('Incorrect e-mail or password. Check them and try again.');
    expect(await email.inputValue()).toBe('admin@demo.accrue.local');
    expect(await password.evaluate((el) => el === document.activeElement)).toBe(true);
    await expectAccessible(page);
    await page.screenshot({ path: path.join(ARTIFACTS, 'sign-in-error.png') });

    await password.fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${product.origin}/home`);
    await page.locator('#app-mfe_statements').getByRole('heading', { name: 'Home', level: 1 }).waitFor();
    await closeAll(page);
  });

  it('follows the dark colour scheme', async () => {
    const page = await pageWith({ colorScheme: 'dark' });
    await page.goto(`${product.origin}/api/auth/login`);
    await page.getByLabel('E-mail').waitFor();
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).toBe('rgb(18, 21, 28)');
    await expectAccessible(page);
    await page.screenshot({ path: path.join(ARTIFACTS, 'sign-in-dark.png') });
    await closeAll(page);
  });

  it('speaks French to a French browser and signs in', async () => {
    const page = await pageWith({ locale: 'fr-FR' });
    await page.goto(`${product.origin}/statements`);
    await page.waitForURL((url) => url.pathname.startsWith('/oidc/interaction/'));
    await page.getByRole('heading', { name: 'Connexion à Accrue', level: 1 }).waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('fr');
    await page.getByLabel('E-mail').fill('employee@demo.accrue.local');
    await page.getByLabel('Mot de passe').fill(DEMO_PASSWORD);
    await page.screenshot({ path: path.join(ARTIFACTS, 'sign-in-fr.png') });
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.waitForURL(`${product.origin}/statements`);
    await page.locator('#app-mfe_statements').getByRole('heading', { level: 1 }).waitFor();
    await closeAll(page);
  });

  it('speaks the language the authorization request asks for (ui_locales)', async () => {
    const page = await pageWith({ locale: 'fr-FR' });
    // Where the app sends the browser, with ui_locales added as a client would.
    const start = await page.request.get(`${product.origin}/api/auth/login?returnTo=%2Fhome`, {
      maxRedirects: 0,
    });
    const authorization = new URL(start.headers().location!);
    authorization.searchParams.set('ui_locales', 'it');
    await page.goto(authorization.href);
    await page.getByRole('heading', { name: 'Accedi ad Accrue', level: 1 }).waitFor();
    expect(await page.getByLabel('Password').count()).toBe(1);
    await page.getByLabel('E-mail').fill('employee@demo.accrue.local');
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Accedi' }).click();
    await page.waitForURL(`${product.origin}/home`);
    await closeAll(page);
  });
});

describe('opening the product on http://127.0.0.1:PORT with PUBLIC_URL unset', () => {
  let product: ProductServer;

  beforeAll(async () => {
    // As `npm start` runs: PORT only; PUBLIC_URL defaults to http://localhost:PORT.
    product = await startProductServer({ PUBLIC_URL: '' });
  });

  afterAll(async () => {
    await product?.stop();
  });

  it('signs in on localhost (one origin for the provider and the cookie) and lands on the page asked for', async () => {
    const port = new URL(product.origin).port;
    expect(product.origin).toBe(`http://127.0.0.1:${port}`);
    const canonical = `http://localhost:${port}`;
    const page = await pageWith();
    await page.goto(`${product.origin}/plans`);
    await page.waitForURL((url) => url.pathname.startsWith('/oidc/interaction/'));
    expect(new URL(page.url()).origin).toBe(canonical);
    await page.getByLabel('E-mail').fill('admin@demo.accrue.local');
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${canonical}/plans`);
    await page.locator('#app-mfe_plans').getByRole('heading', { name: 'Plans', level: 1 }).waitFor();
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'accrue_session')?.domain).toBe('localhost');

    // Opening 127.0.0.1 again signs in silently (the provider remembers) and lands on localhost.
    await page.goto(`${product.origin}/home`);
    await page.waitForURL(`${canonical}/home`);
    await page.locator('#app-mfe_statements').getByRole('heading', { name: 'Home', level: 1 }).waitFor();
    await closeAll(page);
  });
});
