import type { Browser, BrowserContext, Page } from 'playwright-core';
import { REACT_DEVTOOLS_STUB } from './react-devtools-stub';

export const DEMO_PASSWORD = 'accrue-demo';

/**
 * Signs in the way a person does: the app sends the browser to the bundled OpenID provider, whose
 * login form is filled and submitted; the provider redirects back through the API's callback,
 * which opens the session, and the browser lands on the page it asked for.
 */
export async function signIn(page: Page, origin: string, email: string, path = '/home'): Promise<void> {
  await page.goto(`${origin}${path}`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(
    (url) => url.origin === origin && url.pathname !== '/' && !url.pathname.startsWith('/oidc'),
  );
}

/** A browser context (its own cookies) signed in as a demo user, with the React DevTools stub. */
export async function signedInContext(
  browser: Browser,
  origin: string,
  email: string,
): Promise<BrowserContext> {
  const context = await browser.newContext();
  await context.addInitScript(REACT_DEVTOOLS_STUB);
  const page = await context.newPage();
  await signIn(page, origin, email);
  await page.close();
  return context;
}
