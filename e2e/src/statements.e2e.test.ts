import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { launchChromium } from './support/browser';
import { queryProductDatabase, shownDigits } from './support/database';
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

interface StoredStatement {
  id: number;
  email: string;
  periodId: string;
  total: string;
}

/** The statements as the product's SQLite database holds them. */
function storedStatements(): StoredStatement[] {
  return queryProductDatabase<StoredStatement>(
    product,
    'SELECT s.id, u.email, s.periodId, s.total FROM statements s JOIN users u ON u.id = s.userId ORDER BY s.id',
  );
}

/** The digits a stored total shows in English as money. */
function shownTotal(total: string): string {
  // The stored totals have the company's precision (2), so nothing is lost by cutting.
  expect(total.replace(/^-/, '').split('.')[1]?.replace(/0+$/, '').length ?? 0).toBeLessThanOrEqual(2);
  return shownDigits(total);
}

const digits = (text: string) => text.replace(/\D/g, '');

async function statementsAs(email: string, pathname = '/statements'): Promise<{ page: Page; app: Locator }> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, product.origin, email, pathname);
  return { page, app: page.locator('#app-mfe_statements') };
}

/** The user names the statements table lists, page after page (it shows 24 a page). */
async function listedUsers(app: Locator): Promise<string[]> {
  const grid = app.getByRole('grid', { name: /^Statements of / });
  await grid.getByRole('link').first().waitFor();
  return grid.getByRole('link').allInnerTexts();
}

describe('statements', () => {
  it('shows a rep their own statements and a statement with the total the database holds', async () => {
    const mine = storedStatements().filter((s) => s.email === 'employee@demo.accrue.local');
    expect(mine.length).toBeGreaterThan(0);
    const { page, app } = await statementsAs('employee@demo.accrue.local');
    await app.getByRole('heading', { name: 'Statements', level: 1 }).waitFor();
    // The list opens on a period with their statement, and holds only theirs.
    expect(new Set(await listedUsers(app))).toEqual(new Set(['Emma Schultz']));

    await app
      .getByRole('grid', { name: /^Statements of / })
      .getByRole('link', { name: 'Emma Schultz' })
      .click();
    await page.waitForURL(/\/statements\/\d+$/);
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    const stored = mine.find((s) => s.id === id)!;
    expect(stored).toBeDefined();
    const total = app.getByTestId('statement-total');
    await total.waitFor();
    expect(digits(await total.innerText())).toBe(shownTotal(stored.total));
    expect(await total.innerText()).toContain('€');
    // The breakdown: each rule with the deals that earned it.
    await app.getByRole('heading', { name: 'Rules', level: 2 }).waitFor();
    expect(await app.getByRole('grid', { name: /^Records that earned / }).count()).toBeGreaterThan(0);

    // Home: the latest period's earnings, linked to its statement. Its period is the shortest
    // (the month, not the quarter of her renewals plan, which is listed but not added in).
    await page.goto(`${product.origin}/home`);
    const latest = mine
      .filter((s) => /^\d{4}-\d{2}$/.test(s.periodId))
      .reduce((a, b) => (a.periodId > b.periodId ? a : b));
    const homeTotal = app.getByTestId('home-period-total');
    await homeTotal.waitFor();
    expect(digits(await homeTotal.innerText())).toBe(shownTotal(latest.total));
  });

  it('shows the admin every payee of the period, and refuses a rep another rep’s statement', async () => {
    const stored = storedStatements().filter((s) => s.email.endsWith('@demo.accrue.local'));
    const { app } = await statementsAs('admin@demo.accrue.local');
    // The list opens on the month (the demo's quarterly plan has Q4 beside November).
    const latestPeriod = stored
      .map((s) => s.periodId)
      .filter((id) => /^\d{4}-\d{2}$/.test(id))
      .sort()
      .at(-1)!;
    const payees = new Set(stored.filter((s) => s.periodId === latestPeriod).map((s) => s.email));
    expect(payees.size).toBe(7);
    await expect.poll(async () => (await listedUsers(app)).length).toBe(payees.size);

    const othersStatement = stored.find((s) => s.email === 'employee-2@demo.accrue.local')!;
    const { app: repApp } = await statementsAs(
      'employee@demo.accrue.local',
      `/statements/${othersStatement.id}`,
    );
    await repApp.getByText('You are not allowed to see this statement.').waitFor();
    expect(await repApp.getByTestId('statement-total').count()).toBe(0);
  });
});
