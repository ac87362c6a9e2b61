import { readFileSync } from 'node:fs';
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

/** The demo's month the page opens on: this month, within the demo plan's year (2026). */
function demoMonth(): string {
  const month = new Date().toISOString().slice(0, 7);
  return month < '2026-01' ? '2026-01' : month > '2026-12' ? '2026-12' : month;
}

describe('payments', () => {
  it("shows finance the period's payments per person with their totals, narrowed by a name, each opening its statement", async () => {
    const month = demoMonth();
    const stored = queryProductDatabase<{ id: number; fullName: string; paymentPaid: string }>(
      product,
      `SELECT s.id, u.firstName || ' ' || u.lastName AS fullName, s.paymentPaid FROM statements s
       JOIN users u ON u.id = s.userId
       WHERE s.periodId = '${month}' AND u.email LIKE '%@demo.accrue.local' ORDER BY fullName`,
    );
    expect(stored.length).toBeGreaterThan(1);

    const page = await (await browser.newContext({ locale: 'en-US' })).newPage();
    await signIn(page, product.origin, 'finance@demo.accrue.local', '/payments');
    const app = page.locator('#app-mfe_statements');
    await app.getByRole('heading', { name: 'Payments', level: 1 }).waitFor();
    const table = app.getByRole('grid', { name: /^Payments of / });
    await table.waitFor();
    await expect
      .poll(() => table.getByRole('link').count(), { timeout: 30_000 })
      .toBe(Math.min(stored.length, 25));
    await app.getByText(/^Totals of the selection \(\d+ statements?\)$/).waitFor();
    expect(await app.getByText('To pay').count()).toBeGreaterThan(0);

    // The payroll file: every row of the selection with the person's e-mail, then the totals.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      app.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`payments-${month}.csv`);
    const csv = readFileSync((await download.path())!, 'utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(csv[0]!.startsWith('person,email,employeeId,plan,period')).toBe(true);
    expect(csv).toHaveLength(stored.length + 2);
    expect(csv.at(-1)!.startsWith(`Total,,,,${month},`)).toBe(true);

    // A part of one person's name narrows the rows to theirs.
    const someone = stored[0]!;
    await app.getByRole('searchbox', { name: 'Search a person' }).fill(someone.fullName.split(' ')[1]!);
    await expect.poll(() => table.getByRole('link').count(), { timeout: 30_000 }).toBeLessThan(stored.length);
    const link = table.getByRole('link', { name: someone.fullName }).first();
    await link.click();
    await page.waitForURL(new RegExp(`/statements/\\d+$`));
    await app.getByTestId('statement-total').waitFor();
  }, 120_000);
});
