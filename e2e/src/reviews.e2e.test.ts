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

/** The demo's current month (its statements await the managers). */
function demoMonth(): string {
  const month = new Date().toISOString().slice(0, 7);
  return month < '2026-01' ? '2026-01' : month > '2026-12' ? '2026-12' : month;
}

describe('statement reviews', () => {
  it('lets the manager review a rep’s statement from the list of what awaits them', async () => {
    const [statement] = queryProductDatabase<{ id: number }>(
      product,
      `SELECT s.id FROM statements s JOIN users u ON u.id = s.userId
       WHERE u.email = 'employee-3@demo.accrue.local' AND s.periodId = '${demoMonth()}'`,
    );
    expect(statement).toBeDefined();

    const page = await (await browser.newContext({ locale: 'en-US' })).newPage();
    await signIn(page, product.origin, 'manager@demo.accrue.local', '/statements-reviews');
    const app = page.locator('#app-mfe_statements');
    await app.getByRole('heading', { name: 'Statements to review', level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    await app.locator(`a[href="/statements/${statement!.id}"]`).first().click();
    await page.waitForURL(`${product.origin}/statements/${statement!.id}`);

    await app.getByText('Manager approval').first().waitFor();
    await app.getByRole('button', { name: 'Review', exact: true }).click();
    await page.getByText('Workflow step reviewed.').waitFor();
    await app.getByText('Under review').first().waitFor();
    const [stored] = queryProductDatabase<{ currentStep: number }>(
      product,
      `SELECT currentStep FROM statement_reviews WHERE statementId = ${statement!.id}`,
    );
    expect(stored).toEqual({ currentStep: 1 });
  }, 120_000);

  it('lets the admin start the reviews of a past month, which then await the manager', async () => {
    const page = await (await browser.newContext({ locale: 'en-US' })).newPage();
    await signIn(page, product.origin, 'admin@demo.accrue.local', '/statements/by-date/2026-03-01');
    const app = page.locator('#app-mfe_statements');
    await app.getByText('Reviews have not started for Account Executives 2026 in March 2026.').waitFor();
    await app.getByRole('button', { name: 'Start reviews' }).click();
    await page.getByText('Reviews started for 1 plan.').waitFor();
    await app.getByRole('grid').getByText('Unreviewed').first().waitFor();
    const [campaign] = queryProductDatabase<{ n: number }>(
      product,
      "SELECT COUNT(*) AS n FROM workflow_campaigns WHERE periodId = '2026-03'",
    );
    expect(campaign).toEqual({ n: 1 });
  }, 120_000);

  it('shows the admin the company’s workflows and creates one', async () => {
    const page = await (await browser.newContext({ locale: 'en-US' })).newPage();
    await signIn(page, product.origin, 'admin@demo.accrue.local', '/company/settings/workflows');
    await page.getByRole('heading', { name: 'Workflows', level: 1 }).waitFor();
    const table = page.getByRole('table', { name: 'Workflows' });
    const demo = table.getByRole('row').filter({ hasText: 'Manager then finance' });
    await demo.getByText('Account Executives 2026').waitFor();

    const name = `Rep acknowledgement ${Date.now().toString(36)}`;
    await page.getByRole('button', { name: 'Create workflow' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create a workflow' });
    await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    await dialog.getByRole('textbox', { name: 'Step name' }).first().fill('Acknowledge');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText(`Workflow ${name} created.`).waitFor();
    await table
      .getByRole('row')
      .filter({ hasText: name })
      .getByText(/Acknowledge/)
      .waitFor();
  }, 120_000);
});
