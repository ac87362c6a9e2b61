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

/** The admin on the Rules tab of the demo plan: the page, the remote's area and the plan's hub path. */
async function rulesTab(): Promise<{ page: Page; plans: Locator; hub: string }> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, product.origin, 'admin@demo.accrue.local', '/plans');
  const plans = page.locator('#app-mfe_plans');
  const view = plans.getByRole('link', { name: 'View Account Executives 2026 in a new tab' });
  const hub = (await view.getAttribute('href'))!;
  await page.goto(`${product.origin}${hub}/rules`);
  await plans.getByRole('heading', { name: /Account Executives 2026/, level: 1 }).waitFor();
  return { page, plans, hub };
}

describe('the rules tab and the rule designer', () => {
  it('lists the rules by category, adds one from the single-rate template and deletes it', async () => {
    const { page, plans } = await rulesTab();
    const commissions = plans.getByRole('region', { name: 'Commissions' });
    await commissions.getByRole('link', { name: 'Commission', exact: true }).waitFor();
    expect(
      await commissions
        .locator('li[data-rule]')
        .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-rule'))),
    ).toEqual(['commission', 'dealsClosed']);
    await plans.getByRole('region', { name: 'Bonuses' }).getByText('Hold and release').waitFor();

    await plans.getByRole('button', { name: 'Add a rule' }).click();
    const add = page.getByRole('dialog', { name: 'Add a single-rate commission' });
    await add.getByRole('textbox', { name: 'Name' }).fill('Spiff');
    await add.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByText('Single rate commission template applied').waitFor();
    const spiff = commissions.locator('li[data-rule="spiff"]');
    await spiff.getByRole('link', { name: 'Spiff' }).waitFor();
    expect(await spiff.innerText()).toContain('amount * 10%');

    await plans.getByRole('button', { name: 'Delete Spiff' }).click();
    const remove = page.getByRole('dialog', { name: 'Delete Spiff?' });
    await remove.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByText('Rule deleted').waitFor();
    await expect.poll(async () => spiff.count(), { timeout: 10_000 }).toBe(0);
    await page.context().close();
  });

  it('underlines a broken formula as it is typed, refuses to save it, and saves the fix', async () => {
    const { page, plans, hub } = await rulesTab();
    await plans.getByRole('link', { name: 'Bonus paid when the invoice is paid' }).click();
    await page.waitForURL(`${product.origin}${hub}/rules/heldBonus`);
    await plans.getByRole('heading', { name: 'Bonus paid when the invoice is paid', level: 1 }).waitFor();

    // The formula editor, reached and used with the keyboard only.
    const field = plans.locator('[data-formula="rules.heldBonus.formula"]');
    const editor = field.getByRole('textbox', { name: 'Formula' });
    await editor.waitFor();
    expect(await editor.innerText()).toBe('amountEur * 1%');
    await editor.focus();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('COUN');
    // Completion from the engine's function library, with the signature it declares.
    const completions = page.locator('.cm-tooltip-autocomplete');
    await completions.getByText('COUNT(t[, cond])').waitFor();
    await page.keyboard.press('Escape');

    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('amountEur * * 2%');
    await page.keyboard.press('Escape');
    await field.locator('.cm-lintRange-error').waitFor();
    const problems = field.locator('[data-problems]');
    await expect
      .poll(async () => problems.innerText(), { timeout: 10_000 })
      .toBe('Unexpected token at position 12 (token "*")');
    await plans.getByRole('button', { name: 'Save', exact: true }).click();
    await plans
      .getByRole('list', { name: 'Problems that prevent saving' })
      .getByText('Unexpected token at position 12 (token "*")', { exact: false })
      .waitFor();

    await editor.focus();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('amountEur * 2%');
    await page.keyboard.press('Escape');
    await expect.poll(async () => field.locator('.cm-lintRange-error').count(), { timeout: 10_000 }).toBe(0);
    await expect.poll(async () => problems.innerText(), { timeout: 10_000 }).toBe('');
    await plans.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Rule updated').waitFor();

    // The plan file holds the new formula.
    await page.goto(`${product.origin}${hub}/definition`);
    const file = plans.getByRole('textbox', { name: 'Plan file' });
    await file.waitFor();
    await expect
      .poll(async () => file.inputValue(), { timeout: 10_000 })
      .toContain('formula: "amountEur * 2%"');
    expect(await file.inputValue()).not.toContain('amountEur * 1%');
    await page.context().close();
  });

  it("previews the rule for a person and a period on the company's data as its formula is typed", async () => {
    const { page, plans } = await rulesTab();
    await plans.getByRole('link', { name: 'Commission', exact: true }).click();
    const preview = plans.getByRole('region', { name: 'Preview' });
    const value = preview.getByTestId('preview-value');
    await value.waitFor();
    // Its records: the won deals of that person and period, each with what it earned.
    await preview.getByRole('grid').first().getByRole('row').nth(1).waitFor();

    // A commission of 20 % of the deals' amounts: the preview follows the draft, before any save.
    // The bookings are the period's deals whatever the formula. The formula goes in at once, so no
    // half-typed formula that compiles (`amountEur * 2`) is previewed last on a slow machine, and
    // the wait is for the expected figure, not for any change.
    const bookings = (await preview.getByText('Bookings').locator('xpath=..').innerText()).replace(
      /[^\d.]/g,
      '',
    );
    const expected = (Math.round(Number(bookings) * 20) / 100)
      .toFixed(2)
      .replace(/\.00$/, '')
      .replace('.', '');
    expect((await value.innerText()).replace(/\D/g, '')).not.toBe(expected);
    const field = plans.locator('[data-formula="fields.dealCommission.formula"]');
    await field.getByRole('textbox').focus();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.insertText('amountEur * 20%');
    await page.keyboard.press('Escape');
    await expect
      .poll(async () => (await value.innerText()).replace(/\D/g, ''), { timeout: 60_000 })
      .toBe(expected);
    await page.context().close();
  });
});
