import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
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

const digits = (text: string) => text.replace(/\D/g, '');

describe('statement history and the rep’s home', () => {
  it('shows the demo rep real figures on /home, what changed, and the statement’s history explained', async () => {
    const rep = 'employee@demo.accrue.local';
    const mine = queryProductDatabase<{ id: number; periodId: string; total: string }>(
      product,
      `SELECT s.id, s.periodId, s.total FROM statements s JOIN users u ON u.id = s.userId
       WHERE u.email = '${rep}' ORDER BY s.periodStart DESC`,
    );
    const changed = queryProductDatabase<{ statementId: number; version: number; total: string }>(
      product,
      `SELECT v.statementId, v.version, v.total FROM statement_versions v JOIN users u ON u.id = v.userId
       WHERE u.email = '${rep}' AND v.version = 2`,
    );
    // The demo recalculated after a deal's correction: a statement of the rep has two versions.
    expect(changed.length).toBeGreaterThan(0);
    const latest = mine.find((s) => /^\d{4}-\d{2}$/.test(s.periodId))!;

    const page = await (await browser.newContext()).newPage();
    await signIn(page, product.origin, rep, '/home');
    const app = page.locator('#app-mfe_statements');
    const total = app.getByTestId('home-period-total');
    await total.waitFor();
    expect(digits(await total.innerText())).toBe(shownDigits(latest.total));
    // Progress to the monthly quota, and the change since the month before.
    await app.getByRole('progressbar', { name: 'Progress to Monthly quota' }).first().waitFor();
    await app.getByTestId('home-period-trend').waitFor();
    // What changed: the corrected statement, linked.
    const changes = app.getByTestId('home-changes');
    await changes.waitFor();
    const link = changes.locator(`a[href="/statements/${changed[0]!.statementId}"]`).first();
    await link.click();
    await page.waitForURL(`${product.origin}/statements/${changed[0]!.statementId}`);

    // The history: both versions, and why the number changed (the deal, its old and new amount).
    const history = app.getByRole('region', { name: 'History' });
    await history.getByText('Version 2', { exact: true }).first().waitFor();
    expect(await history.getByText('Version 1', { exact: true }).count()).toBeGreaterThan(0);
    await history.getByRole('heading', { name: 'Why did my number change?' }).waitFor();
    const cause = history
      .getByText(
        /^Record D-2026-\d{4} \(Won deals\) changed: Amount .* → .*\(data import, change set #\d+\)\.$/,
      )
      .first();
    await cause.waitFor();
    expect(await history.getByTestId('change-total-total').innerText()).toContain('→');
  }, 120_000);
});
