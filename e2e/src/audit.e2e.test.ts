import fs from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
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

const RENEWALS = 'Renewals & Expansion 2026';

async function auditAs(email: string): Promise<{ page: Page; log: Locator }> {
  const page = await (await browser.newContext({ acceptDownloads: true })).newPage();
  await signIn(page, product.origin, email, '/audit');
  const data = page.locator('#app-mfe_data');
  await data.getByRole('heading', { name: 'Audit', level: 1 }).waitFor();
  return { page, log: data.getByRole('grid', { name: 'Audit log' }) };
}

/** The text of the log's row that names `text`. */
const rowWith = (log: Locator, text: string) => log.getByRole('row').filter({ hasText: text }).first();

describe('the audit log', () => {
  it("shows an admin who changed what: the demo's import, then a plan unpublished on the plans page", async () => {
    const { page, log } = await auditAs('admin@demo.accrue.local');
    // The demo's deals came in as a CSV upload by the admin a few days ago (with its accounts and
    // invoices).
    const imported = log
      .getByRole('row')
      .filter({ hasText: 'Imported a file' })
      .filter({ hasText: 'Deals' })
      .first();
    await imported.waitFor();
    expect(await imported.innerText()).toMatch(
      /Ada Moreau[\s\S]*Data[\s\S]*Deals[\s\S]*\d+ rows: \d+ added, 0 changed, 0 removed/,
    );

    // A change made in the product appears at the top of the log, linked to what it changed.
    await page.goto(`${product.origin}/plans`);
    const plans = page.locator('#app-mfe_plans');
    await plans.getByRole('button', { name: `Unpublish ${RENEWALS}` }).click();
    const confirm = page.getByRole('dialog', { name: `Unpublish ${RENEWALS}?` });
    await confirm.getByRole('button', { name: 'Unpublish', exact: true }).click();
    await page.getByText('Plan unpublished').waitFor();

    await page.goto(`${product.origin}/audit`);
    const latest = rowWith(log, 'Unpublished the plan');
    await latest.waitFor();
    expect(await latest.innerText()).toMatch(/Ada Moreau[\s\S]*Plans[\s\S]*Unpublished the plan/);
    const link = latest.getByRole('link', { name: RENEWALS });
    expect(await link.getAttribute('href')).toMatch(/^\/plans\/\d+$/);

    // Narrowed to one area: only the data changes remain.
    await page.locator('#app-mfe_data').getByRole('button', { name: /Area/ }).click();
    await page.getByRole('option', { name: 'Data', exact: true }).click();
    await expect.poll(() => log.getByText('Unpublished the plan').count()).toBe(0);
    await rowWith(log, 'Imported a file').waitFor();

    // The export carries the same filter, as CSV the admin's spreadsheet opens.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.locator('#app-mfe_data').getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^audit-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(download.url()).toMatch(/^blob:/);
    const csv = await fs.readFile((await download.path())!, 'utf8');
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split(/\r?\n/);
    expect(lines[0]).toBe(
      'occurredAt,area,action,actor,actorEmail,apiKey,impersonatedBy,targetType,targetId,target,details',
    );
    expect(lines.slice(1).every((line) => line.includes(',data,'))).toBe(true);
    expect(lines.some((line) => line.includes('import.applied,Ada Moreau,admin@demo.accrue.local'))).toBe(
      true,
    );
    await page.close();
  });

  it('is open to finance, who reads the same log', async () => {
    const { page, log } = await auditAs('finance@demo.accrue.local');
    await rowWith(log, 'Imported a file').waitFor();
    await rowWith(log, 'Added an adjustment').waitFor();
    await page.close();
  });
});
