import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchChromium } from './support/browser';
import { queryProductDatabase } from './support/database';
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

/** One statement of the product's SQLite database. */
function storedStatement(email: string, periodId: string): { id: number; total: string } {
  return queryProductDatabase<{ id: number; total: string }>(
    product,
    'SELECT s.id, s.total FROM statements s JOIN users u ON u.id = s.userId WHERE u.email = ? AND s.periodId = ?',
    [email, periodId],
  )[0]!;
}

/** Exact cents of a decimal text (at most 2 decimals here). */
const cents = (amount: string) => {
  const [whole, fraction = ''] = amount.split('.');
  const sign = whole!.startsWith('-') ? -1n : 1n;
  return sign * (BigInt(whole!.replace('-', '')) * 100n + BigInt((fraction + '00').slice(0, 2)));
};
const digits = (text: string) => text.replace(/\D/g, '');

describe('statement adjustments and overwrites', () => {
  it('lets an admin add an adjustment and an overwrite, and shows them on the recalculated statement', async () => {
    const before = storedStatement('employee-4@demo.accrue.local', '2026-02');
    const page = await (await browser.newContext()).newPage();
    await signIn(page, product.origin, 'admin@demo.accrue.local', `/statements/${before.id}`);
    const app = page.locator('#app-mfe_statements');
    await app.getByRole('heading', { name: 'Payments', level: 2 }).waitFor();

    // The adjustment: shown at once, then in the total once a worker recalculated the statement.
    const form = app.getByRole('form', { name: 'Add an adjustment' });
    await form.getByLabel('Amount (EUR)').fill('123.45');
    await form.getByLabel('Reason').fill('E2E spiff');
    await form.getByRole('button', { name: 'Add an adjustment' }).click();
    const adjustment = app.getByTestId('adjustment').filter({ hasText: 'E2E spiff' });
    await adjustment.waitFor();
    await expect.poll(() => adjustment.innerText(), { timeout: 15000 }).toContain('by Ada Moreau');
    const expected = (cents(before.total) + 12345n).toString();
    await expect
      .poll(async () => digits(await app.getByTestId('statement-total').innerText()), { timeout: 30000 })
      .toBe(expected);
    expect(digits(await app.getByTestId('payment-adjustments').innerText())).toBe('12345');

    // The overwrite of a KPI: its value given by hand, marked, and listed with the value before.
    const bookings = app.getByTestId('kpi-bookings');
    await bookings.getByRole('button', { name: 'Overwrite Bookings' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('New value').fill('77777');
    await dialog.getByRole('button', { name: 'Overwrite' }).click();
    await dialog.waitFor({ state: 'detached' });
    await app.getByTestId('overwrite').filter({ hasText: 'Bookings' }).waitFor();
    await expect.poll(() => bookings.innerText(), { timeout: 30000 }).toContain('77,777');
    await bookings.getByTestId('overwritten').waitFor();

    // The /overwrites page lists it.
    await page.goto(`${product.origin}/overwrites`);
    const grid = app.getByRole('grid', { name: 'Overwrites' });
    const row = grid.getByRole('row').filter({ hasText: 'Ezra Mensah' });
    await row.waitFor();
    expect(await row.getByRole('link', { name: 'Ezra Mensah' }).getAttribute('href')).toBe(
      `/statements/${before.id}`,
    );
    expect(await row.innerText()).toContain('bookings');
    expect(await row.innerText()).toContain('77777');
  });

  it('gives a rep neither the adjustment form nor the overwrite buttons', async () => {
    const mine = storedStatement('employee@demo.accrue.local', '2026-01');
    const page = await (await browser.newContext()).newPage();
    await signIn(page, product.origin, 'employee@demo.accrue.local', `/statements/${mine.id}`);
    const app = page.locator('#app-mfe_statements');
    await app.getByRole('heading', { name: 'Payments', level: 2 }).waitFor();
    // The demo's adjustment and overwrite are there; the rep sees them and cannot change them.
    await app.getByTestId('adjustment').filter({ hasText: 'Spiff: Globex renewal' }).waitFor();
    await app.getByTestId('kpi-attainment').getByTestId('overwritten').waitFor();
    expect(await app.getByRole('form', { name: 'Add an adjustment' }).count()).toBe(0);
    expect(await app.getByRole('button', { name: /^Overwrite / }).count()).toBe(0);
  });
});
