import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { launchChromium } from './support/browser';
import { REPO_ROOT, startProductServer, type ProductServer } from './support/servers';
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

/** The statements as the product's SQLite database holds them (read with the API's own driver). */
function storedStatements(): StoredStatement[] {
  const script = `
    const sqlite3 = require('sqlite3');
    const db = new sqlite3.Database(process.argv[1], sqlite3.OPEN_READONLY);
    db.all(
      'SELECT s.id, u.email, s.periodId, s.total FROM statements s JOIN users u ON u.id = s.userId ORDER BY s.id',
      (error, rows) => { if (error) throw error; process.stdout.write(JSON.stringify(rows)); db.close(); },
    );`;
  const output = execFileSync(process.execPath, ['-e', script, path.join(product.dataDir, 'accrue.sqlite')], {
    cwd: path.join(REPO_ROOT, 'api'),
    encoding: 'utf8',
  });
  return JSON.parse(output) as StoredStatement[];
}

/** The digits an exact decimal shows in English as money: 2 decimals, none for a whole amount. */
function shownDigits(total: string): string {
  const [whole, fraction = ''] = total.replace(/^-/, '').split('.');
  const cents = (fraction + '00').slice(0, 2);
  // The stored totals have the company's precision (2), so nothing is lost by cutting.
  expect(fraction.replace(/0+$/, '').length).toBeLessThanOrEqual(2);
  return cents === '00' ? whole! : `${whole}${cents}`;
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
    expect(new Set(await listedUsers(app))).toEqual(new Set(['Emma Employee']));

    await app
      .getByRole('grid', { name: /^Statements of / })
      .getByRole('link', { name: 'Emma Employee' })
      .click();
    await page.waitForURL(/\/statements\/\d+$/);
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    const stored = mine.find((s) => s.id === id)!;
    expect(stored).toBeDefined();
    const total = app.getByTestId('statement-total');
    await total.waitFor();
    expect(digits(await total.innerText())).toBe(shownDigits(stored.total));
    expect(await total.innerText()).toContain('€');
    // The breakdown: each rule with the deals that earned it.
    await app.getByRole('heading', { name: 'Rules', level: 2 }).waitFor();
    expect(await app.getByRole('grid', { name: /^Records that earned / }).count()).toBeGreaterThan(0);

    // Home: the latest period's earnings, linked to its statement.
    await page.goto(`${product.origin}/home`);
    const latest = mine.reduce((a, b) => (a.periodId > b.periodId ? a : b));
    const homeTotal = app.getByTestId('home-period-total');
    await homeTotal.waitFor();
    expect(digits(await homeTotal.innerText())).toBe(shownDigits(latest.total));
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
