import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS } from './support/browser';
import { callApi, embeddingHost, type CrmHost } from './support/crm-host';
import { startProductServer, type ProductServer } from './support/servers';
import { DEMO_PASSWORD, signedInContext } from './support/sign-in';

/**
 * Issue #14, end to end: the example CRM host (examples/crm-host, on http://localhost:<port>) and
 * the product (on http://127.0.0.1:<port>, another site) in Chromium with third-party cookies
 * blocked. The host's server mints an embed token with a company API key; the frame receives it by
 * postMessage, exchanges it once, and shows the demo rep's real statement, resizing itself.
 */
let browser: Browser;
let product: ProductServer;
let host: CrmHost | undefined;

const REP = 'employee@demo.accrue.local';

/** Calls the product's API as the signed-in admin (its page). */
const asAdmin = callApi;

let admin: Page;

beforeAll(async () => {
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [...CHROMIUM_ARGS, '--test-third-party-cookie-phaseout'],
  });
  product = await startProductServer();
  admin = await (await signedInContext(browser, product.origin, 'admin@demo.accrue.local')).newPage();
  await admin.goto(`${product.origin}/home`);
  host = await embeddingHost(admin, product.origin);
}, 120_000);

afterAll(async () => {
  host?.child.kill('SIGTERM');
  await Promise.all([browser?.close(), product?.stop()]);
});

let errors: string[] = [];
/** The API calls the frames of the last hostPage() made (method and path). */
let frameApiCalls: string[] = [];

async function hostPage(): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  errors = [];
  frameApiCalls = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.frame() !== page.mainFrame() && url.pathname.startsWith('/api/'))
      frameApiCalls.push(`${request.method()} ${url.pathname}${url.search}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${host!.origin}/?rep=${encodeURIComponent(REP)}`);
  return page;
}

describe('embedding the statement widget in a CRM page', () => {
  it('shows the rep real statement in a frame of the product, and resizes it', async () => {
    const page = await hostPage();
    await page.locator('#events li[data-type="accrue:ready"]').waitFor({ timeout: 30_000 });
    const frame = page.frameLocator('#commissions iframe');
    const total = frame.getByTestId('widget-total');
    await total.waitFor({ timeout: 30_000 });
    // The rep's own statement, with the exact total the API holds for it.
    const section = frame.getByTestId('statement-widget');
    const shown = await section.getAttribute('data-shown-statement');
    const stored = await asAdmin(admin, 'GET', `/statements/${shown}`);
    expect(stored.status).toBe(200);
    expect(stored.body.user.fullName).toBe('Emma Schultz');
    expect(await section.getAttribute('data-total')).toBe(stored.body.total);
    expect((await total.textContent()) ?? '').toMatch(/\d/);
    // The frame read the statement once: the widget took the reads the frame had started with its
    // session while the widget's code downloaded, instead of asking again.
    expect(frameApiCalls).toEqual([
      'POST /api/embed/session',
      'GET /api/statements/list-mine?limit=1',
      `GET /api/statements/${shown}`,
    ]);
    // The frame is on the product's origin, and follows its content's height.
    const src = await page.locator('#commissions iframe').getAttribute('src');
    expect(new URL(src!).origin).toBe(product.origin);
    expect(src).not.toContain('token');
    await page.locator('#events li[data-type="accrue:resize"]').first().waitFor();
    const height = await page
      .locator('#commissions iframe')
      .evaluate((el) => el.getBoundingClientRect().height);
    expect(height).toBeGreaterThan(200);
    // Third-party cookies are blocked, and the frame needs none.
    const cookies = await page.context().cookies(product.origin);
    expect(cookies).toEqual([]);
    // Drilling into a rule tells the host.
    const rule = frame.locator('button[data-testid^="widget-rule-"]').first();
    await rule.click();
    await frame.getByTestId('widget-rule-lines').waitFor();
    await page.locator('#events li[data-type="accrue:navigate"]').first().waitFor();
    // Why the number changed: the latest version against the one before, as the API compares them.
    await frame.getByRole('button', { name: 'Back to the whole statement' }).click();
    await frame.getByRole('button', { name: 'Why did my number change?' }).click();
    const versions = await asAdmin(admin, 'GET', `/statements/${shown}/versions?page=0&limit=2`);
    const why = frame.getByTestId('widget-why-changed');
    if (versions.body.items.length > 1)
      await expect
        .poll(async () => (await why.textContent()) ?? '', { timeout: 30_000 })
        .toMatch(
          new RegExp(
            `Version ${versions.body.items[0].version} of .*, against version ${versions.body.items[1].version}:`,
          ),
        );
    else
      await why
        .getByText("This is the statement's first version", { exact: false })
        .waitFor({ timeout: 30_000 });
    // Nothing the page's policy refused, nothing failing in the frame.
    expect(errors).toEqual([]);
    await page.context().close();
  }, 60_000);

  it('shows the rep home in the dashboard widget', async () => {
    const page = await browser.newPage();
    await page.goto(`${host!.origin}/?rep=${encodeURIComponent(REP)}&widget=dashboard`);
    await page.locator('#events li[data-type="accrue:ready"]').waitFor({ timeout: 30_000 });
    const frame = page.frameLocator('#commissions iframe');
    await frame.getByTestId('dashboard-widget').waitFor();
    // This period's exact total, as GET /home/summary answers it to the rep.
    await expect(frame.getByTestId('home-period-total').textContent()).resolves.toMatch(/\d/);
    await page.close();
  }, 60_000);

  it('takes the host theme: CSS variables and the colour scheme', async () => {
    const page = await hostPage();
    await page.locator('#events li[data-type="accrue:ready"]').waitFor({ timeout: 30_000 });
    await page.evaluate(async () => {
      const crm = (
        window as unknown as {
          crm: {
            embed: (target: string, options: object) => Promise<unknown>;
            mint: () => Promise<string>;
            log: unknown;
          };
        }
      ).crm;
      const element = document.createElement('div');
      element.id = 'themed';
      document.body.append(element);
      await crm.embed('#themed', {
        widget: 'statement',
        token: await crm.mint(),
        colorScheme: 'dark',
        theme: { '--accrue-background': 'rgb(10, 20, 30)' },
        onEvent: crm.log,
      });
    });
    const section = page.frameLocator('#themed iframe').getByTestId('statement-widget');
    await section.getByTestId('widget-total').waitFor({ timeout: 30_000 });
    expect(await section.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(10, 20, 30)');
    expect(
      await section.evaluate((el) => getComputedStyle(el.ownerDocument.documentElement).colorScheme),
    ).toBe('dark');
    await page.context().close();
  }, 60_000);

  it('refuses a replayed token with accrue:error', async () => {
    const page = await hostPage();
    await page.locator('#events li[data-type="accrue:ready"]').waitFor({ timeout: 30_000 });
    // The same token again, in a second frame.
    await page.evaluate(async () => {
      const crm = (
        window as unknown as {
          crm: { embed: (target: string, options: object) => Promise<unknown>; token: string; log: unknown };
        }
      ).crm;
      const element = document.createElement('div');
      element.id = 'again';
      document.body.append(element);
      await crm.embed('#again', { widget: 'statement', token: crm.token, onEvent: crm.log });
    });
    await page.locator('#events li[data-code="EMBED_TOKEN_USED"]').waitFor({ timeout: 30_000 });
    await expect(page.frameLocator('#again iframe').getByTestId('widget-total').count()).resolves.toBe(0);
    await page.context().close();
  }, 60_000);

  it('is refused on an origin the company does not allow', async () => {
    const patched = await asAdmin(admin, 'PATCH', '/companies', {
      embedOrigins: ['https://crm.example.com'],
    });
    expect(patched.status).toBe(200);
    // The origins are remembered for a few seconds (EMBED_ORIGINS_TTL_MS).
    await new Promise((resolve) => setTimeout(resolve, 5_500));
    try {
      const page = await browser.newPage();
      await page.goto(`${host!.origin}/?rep=${encodeURIComponent(REP)}`);
      // The host's own server cannot mint for its origin any more, and the frame is refused.
      const frameAnswer = await page.request.get(
        `${product.origin}/embed/statement?host=${encodeURIComponent(host!.origin)}`,
      );
      expect(frameAnswer.status()).toBe(403);
      expect(frameAnswer.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
      await page.locator('#events li[data-code="MINT_FAILED"]').waitFor({ timeout: 30_000 });
      await page.evaluate(async () => {
        const crm = (
          window as unknown as {
            crm: { embed: (target: string, options: object) => Promise<unknown>; log: unknown };
          }
        ).crm;
        const element = document.createElement('div');
        element.id = 'refused';
        document.body.append(element);
        // This frame's events apart from the page's own frame (refused too: its origin is no longer
        // allowed), so the wait below is for this one.
        await crm.embed('#refused', {
          widget: 'statement',
          token: 'accrue-embed-token.whatever',
          onEvent: (event: { code?: string }) =>
            (crm.log as (event: object) => void)({ ...event, code: `refused:${event.code}` }),
        });
      });
      await page.locator('#events li[data-code="refused:EMBED_FRAME_REFUSED"]').waitFor({ timeout: 30_000 });
      await expect(
        page.frameLocator('#refused iframe').getByTestId('statement-widget').count(),
      ).resolves.toBe(0);
      await page.close();
    } finally {
      await asAdmin(admin, 'PATCH', '/companies', { embedOrigins: [host!.origin] });
    }
  }, 60_000);
});

describe('the /auth/iframe flow, for a host that mints no tokens', () => {
  it('signs the rep in through a pop-up and shows their home in the frame, with third-party cookies blocked', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (message) => {
      // The frame's first question (is there a session cookie here?) is answered 401 by design.
      if (message.type() === 'error' && !/status of 401/.test(message.text())) problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto(`${host!.origin}/connect`);
    const frame = page.frameLocator('#accrue');
    const login = frame.getByRole('button', { name: 'Login' });
    await login.waitFor({ timeout: 30_000 });

    const [popup] = await Promise.all([page.waitForEvent('popup'), login.click()]);
    // The pop-up is first-party on the product's origin: the usual sign-in, then it hands over and closes.
    await popup.getByLabel('E-mail').fill(REP);
    await popup.getByLabel('Password').fill(DEMO_PASSWORD);
    const closed = popup.waitForEvent('close', { timeout: 30_000 });
    await popup.getByRole('button', { name: 'Sign in' }).click();
    await closed;

    // The frame shows the rep's own home, without a reload of the host page.
    await frame.getByTestId('dashboard-widget').waitFor({ timeout: 30_000 });
    await expect(frame.getByTestId('home-period-total').textContent()).resolves.toMatch(/\d/);
    expect(await page.locator('#accrue').getAttribute('src')).toBe(`${product.origin}/auth/iframe`);
    expect(problems).toEqual([]);

    // Its session lived in the frame's memory: the session cookie the pop-up got is a third-party
    // one in the frame, blocked, so a reload of the host asks to connect again.
    await page.reload();
    await frame.getByRole('button', { name: 'Login' }).waitFor({ timeout: 30_000 });
    await context.close();
  }, 90_000);
});

describe('the API reference', () => {
  it('is served at /api/docs, rendered from openapi.yaml, with nothing refused by its policy', async () => {
    const page = await browser.newPage();
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    const answer = await page.goto(`${product.origin}/api/docs`);
    expect(answer?.status()).toBe(200);
    await page.getByText('Sales-commission and incentive-compensation platform.').first().waitFor();
    expect(await page.content()).toContain(
      'Mint a short-lived, single-use embed token for one user and one widget',
    );
    await expect(page.title()).resolves.toBe('Accrue API');
    expect(problems).toEqual([]);
    await page.close();
  }, 60_000);
});
