import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import { launchChromium } from './support/browser';
import { REACT_DEVTOOLS_STUB } from './support/react-devtools-stub';
import { startProductServer, type ProductServer } from './support/servers';
import { signIn } from './support/sign-in';

let browser: Browser;
let product: ProductServer;

beforeAll(async () => {
  // One after the other: a browser that fails to launch leaves no server behind.
  browser = await launchChromium();
  product = await startProductServer();
});

afterAll(async () => {
  await Promise.all([browser?.close(), product?.stop()]);
});

interface Violation {
  page: string;
  directive: string;
  blocked: string;
  sample: string;
}

/**
 * A context that reports every Content-Security-Policy violation of every document it loads (the
 * provider's login page, the shell, each remote) through a binding that survives navigations, and
 * every console error, which is where Chromium also writes them.
 */
async function watchedContext(): Promise<{
  context: BrowserContext;
  violations: Violation[];
  errors: string[];
}> {
  const context = await browser.newContext();
  const violations: Violation[] = [];
  const errors: string[] = [];
  await context.exposeBinding('__reportCspViolation', (_source, violation: Violation) => {
    violations.push(violation);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { __reportCspViolation(v: unknown): void }).__reportCspViolation({
        page: location.href,
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        sample: event.sample,
      });
    });
  });
  await context.addInitScript(REACT_DEVTOOLS_STUB);
  context.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return { context, violations, errors };
}

describe('the Content-Security-Policy in Chromium', () => {
  it('lets a person sign in through the real provider and the home page render with no violation', async () => {
    const { context, violations, errors } = await watchedContext();
    const page = await context.newPage();
    const documents: Array<{ url: string; csp: string | null }> = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'document')
        documents.push({ url: response.url(), csp: response.headers()['content-security-policy'] ?? null });
    });

    await signIn(page, product.origin, 'employee@demo.accrue.local');
    await page.locator('#app-mfe_statements').getByRole('heading', { name: 'Home', level: 1 }).waitFor();
    await page.locator('#accrue-chrome').getByRole('link', { name: 'Statements', exact: true }).waitFor();

    // The policy was on for every document: the login page and the shell.
    expect(documents.some((d) => new URL(d.url).pathname.startsWith('/oidc/interaction/'))).toBe(true);
    expect(documents.some((d) => new URL(d.url).pathname === '/home')).toBe(true);
    for (const { url, csp } of documents) {
      if (new URL(url).origin !== product.origin || !csp) throw new Error(`${url} came without a policy`);
      const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
      expect(scriptSrc).not.toContain("'unsafe-inline'");
      expect(csp).toContain("frame-ancestors 'none'");
    }
    expect(violations).toEqual([]);
    expect(errors.filter((e) => /Content Security Policy/i.test(e))).toEqual([]);
    await context.close();
  });

  it('renders an admin’s pages from three remotes and the company settings with no violation', async () => {
    const { context, violations, errors } = await watchedContext();
    const page = await context.newPage();
    await signIn(page, product.origin, 'admin@demo.accrue.local');
    await page.locator('#app-mfe_statements').getByRole('heading', { name: 'Home', level: 1 }).waitFor();
    for (const [path, app] of [
      ['/plans', 'mfe_plans'],
      ['/company/directory', 'mfe_people'],
    ] as const) {
      await page.evaluate((to) => window.history.pushState(null, '', to), path);
      await page.locator(`#app-${app}`).getByRole('heading', { level: 1 }).first().waitFor();
    }
    await page.goto(`${product.origin}/company/settings`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(violations).toEqual([]);
    expect(errors.filter((e) => /Content Security Policy/i.test(e))).toEqual([]);
    await context.close();
  });
});
