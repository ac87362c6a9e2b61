import fs from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
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

const YEAR = new Date().getUTCFullYear();
const EMMA = 'employee@demo.accrue.local';
const ADMIN = 'admin@demo.accrue.local';

/** The status of a person's assignment of an agreement, as the product's database holds it. */
function statusOf(agreement: string, email: string): string | undefined {
  return queryProductDatabase<{ status: string }>(
    product,
    `SELECT a.status FROM plan_agreement_assignments a
       JOIN plan_agreements p ON p.id = a.planAgreementId
       JOIN users u ON u.id = a.userId
      WHERE p.name = '${agreement}' AND u.email = '${email}'`,
  )[0]?.status;
}

async function as(email: string, pathname: string): Promise<{ page: Page; app: Locator }> {
  const page = await (await browser.newContext({ acceptDownloads: true })).newPage();
  await signIn(page, product.origin, email, pathname);
  return { page, app: page.locator('#app-mfe_plans') };
}

/** Presses the action, then the confirmation dialog's button of the same purpose. */
async function confirmed(page: Page, action: Locator, confirm: string) {
  await action.click();
  const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await dialog.getByRole('button', { name: confirm }).click();
}

describe('plan agreements', () => {
  it('lets a rep read the agreement generated from her plan, download it and confirm it', async () => {
    const sales = `Sales commission agreement ${YEAR}`;
    expect(statusOf(sales, EMMA)).toBe('AGREEMENT_SENT');
    const { page, app } = await as(EMMA, '/plan-agreements');
    await app.getByRole('heading', { name: 'Plan agreements', level: 1 }).waitFor();
    await app.getByRole('link', { name: /Open/ }).first().click();
    await page.waitForURL(/\/plan-agreements\/\d+\/assignments\/\d+$/);

    // Her plan in words, and her own quota.
    const document = app.getByRole('article');
    await document.getByRole('heading', { name: sales }).waitFor();
    await document.getByText('Emma Schultz', { exact: true }).first().waitFor();
    await document.getByText(/Paid for each record of Won deals: Amount \(EUR\) × STEP_RATE/).waitFor();
    await document.getByText(/€45,000\.00 from 1 January/).waitFor();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      app.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${sales} - Emma Schultz.pdf`);
    expect((await fs.readFile((await download.path())!)).subarray(0, 5).toString()).toBe('%PDF-');

    await confirmed(page, app.getByRole('button', { name: 'Confirm agreement' }), 'Confirm');
    await page.getByText('Agreement confirmed').waitFor();
    await expect.poll(() => statusOf(sales, EMMA)).toBe('CONFIRMED');
    expect(await app.getByRole('button', { name: 'Confirm agreement' }).count()).toBe(0);
  });

  it('takes a draft through template, finalization and sending, to the rep who reads it', async () => {
    const renewals = `Renewals agreement ${YEAR}`;
    const [draft] = queryProductDatabase<{ id: number }>(
      product,
      `SELECT id FROM plan_agreements WHERE name = '${renewals}'`,
    );
    const { page, app } = await as(ADMIN, `/plan-agreements/${draft!.id}`);
    await app.getByRole('heading', { name: renewals }).waitFor();

    // The template, edited and saved, then copied for generation.
    const template = app.getByRole('textbox', { name: 'Template' });
    await template.waitFor();
    await template.fill(
      `${await template.inputValue()}\nSigned for {{company.name}} in Berlin, {{agreement.year}}.\n`,
    );
    await app.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Agreement saved').waitFor();
    await app.getByRole('button', { name: 'Refresh template' }).click();
    await page
      .getByText(/Template (copied|refreshed)/)
      .first()
      .waitFor();

    // Finalized: the in-process worker generates every document; the page follows by itself.
    await confirmed(page, app.getByRole('button', { name: 'Finalize' }), 'Finalize');
    const send = app.getByRole('button', { name: 'Send the agreement of Emma Schultz' });
    await send.waitFor({ timeout: 60_000 });
    expect(statusOf(renewals, EMMA)).toBe('AGREEMENT_GENERATED');
    await send.click();
    await expect.poll(() => statusOf(renewals, EMMA)).toBe('AGREEMENT_SENT');

    // Emma finds it in her list and reads the company's own words in it.
    const rep = await as(EMMA, '/plan-agreements');
    const row = rep.app.getByRole('row').filter({ hasText: renewals });
    await row.getByRole('link', { name: /Open/ }).click();
    await rep.app.getByText(`Signed for Demo Company in Berlin, ${YEAR}.`).waitFor();
    await rep.app.getByRole('button', { name: 'Confirm agreement' }).waitFor();
  });

  it("refuses a rep another person's agreement and the admin pages", async () => {
    const [other] = queryProductDatabase<{ agreementId: number; id: number }>(
      product,
      `SELECT a.planAgreementId AS agreementId, a.id FROM plan_agreement_assignments a
         JOIN users u ON u.id = a.userId WHERE u.email = 'employee-2@demo.accrue.local'`,
    );
    const { app } = await as(EMMA, `/plan-agreements/${other!.agreementId}/assignments/${other!.id}`);
    await app.getByTestId('status-notFound').waitFor();
    expect(await app.getByRole('article').count()).toBe(0);
  });
});
