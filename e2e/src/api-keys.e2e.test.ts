import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchChromium } from './support/browser';
import { startProductServer, type ProductServer } from './support/servers';
import { signIn } from './support/sign-in';

let browser: Browser;
let product: ProductServer;

beforeAll(async () => {
  [browser, product] = await Promise.all([launchChromium(), startProductServer()]);
});

afterAll(async () => {
  await Promise.all([browser?.close(), product?.stop()]);
});

/** A call with the key as bearer, from outside any browser (as a customer's server would). */
async function callWithKey(secret: string, pathname: string): Promise<number> {
  const answer = await fetch(`${product.origin}/api${pathname}`, {
    headers: { authorization: `Bearer ${secret}` },
  });
  return answer.status;
}

describe('API keys', () => {
  it('lets the admin create a key, see its secret once, use it, and revoke it', async () => {
    const page = await (await browser.newContext({ locale: 'en-US' })).newPage();
    await signIn(page, product.origin, 'admin@demo.accrue.local', '/company/settings/api');
    await page.getByRole('heading', { name: 'API settings', level: 1 }).waitFor();
    const table = page.getByRole('table', { name: 'API keys' });
    await table.waitFor();

    const name = `Warehouse ${Date.now().toString(36)}`;
    await page.getByRole('button', { name: 'Create API key' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create an API key' });
    await dialog.getByRole('textbox', { name: /^Name/ }).fill(name);
    // 'Read only' is ticked by default.
    await dialog.getByRole('button', { name: 'Create key' }).click();

    const shown = page.getByRole('dialog', { name: `API key ${name} created` });
    await shown.getByText(/will not be shown again/).waitFor();
    const secret = await shown.getByRole('textbox', { name: 'Your new API key' }).inputValue();
    expect(secret).toMatch(/^accrue_/);
    await shown.getByRole('button', { name: 'Done' }).click();
    await shown.waitFor({ state: 'detached' });
    expect(await page.content()).not.toContain(secret);

    const row = table.getByRole('row').filter({ hasText: name });
    await row.getByText('Read only').waitFor();
    await row.getByText('Never', { exact: true }).waitFor();

    // The key reads what its `read` scope allows.
    expect(await callWithKey(secret, '/company/currency-rates')).toBe(200);

    await page.getByRole('button', { name: `Revoke ${name}` }).click();
    const confirm = page.getByRole('alertdialog', { name: `Revoke the API key ${name}?` });
    await confirm.getByRole('button', { name: 'Revoke key' }).click();
    await page.getByText(`API key ${name} revoked.`).waitFor();
    await row.waitFor({ state: 'detached' });

    expect(await callWithKey(secret, '/company/currency-rates')).toBe(401);
  }, 120_000);
});
