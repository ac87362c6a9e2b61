import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator } from 'playwright-core';
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

/** The values of one column of a grid's body (by its header), in order. */
/**
 * The texts of one column, read in one pass inside the page: the grid may re-render (and its
 * columns scroll into view) between two separate reads, which would pair one render's headers with
 * another's cells. Cells are matched to their header by aria-colindex where the grid sets it.
 */
async function column(grid: Locator, header: string): Promise<string[]> {
  const result = await grid.evaluate((element, name) => {
    const headers = [...element.querySelectorAll('[role="columnheader"]')];
    const index = headers.findIndex((h) => (h as HTMLElement).innerText.trim().startsWith(name));
    if (index < 0) return { error: headers.map((h) => (h as HTMLElement).innerText.trim()).join(', ') };
    const colIndex = headers[index]!.getAttribute('aria-colindex');
    const rows = [...element.querySelectorAll('[role="row"]')].slice(1);
    const values = rows.flatMap((row) => {
      const cells = [...row.querySelectorAll('[role="rowheader"], [role="gridcell"]')];
      const cell = colIndex ? cells.find((c) => c.getAttribute('aria-colindex') === colIndex) : cells[index];
      return cell ? [(cell as HTMLElement).innerText] : [];
    });
    return { values };
  }, header);
  if ('error' in result) throw new Error(`No column ${header} in ${result.error}`);
  return result.values;
}

const amountOf = (text: string) => Number(text.replace(/[^\d.]/g, ''));

describe('record models and currency rates', () => {
  it('lets the demo admin open the deals model, page and sort its records', async () => {
    // Wide enough for every column of the model: the grid renders only the columns in view.
    const page = await (
      await browser.newContext({ locale: 'en-US', viewport: { width: 2200, height: 1000 } })
    ).newPage();
    await signIn(page, product.origin, 'admin@demo.accrue.local', '/data/record-models');
    const data = page.locator('#app-mfe_data');
    await data.getByRole('heading', { name: 'Record model', level: 1 }).waitFor();
    await data.getByRole('link', { name: 'Deals' }).click();
    await data.getByRole('heading', { name: 'Deals', level: 1 }).waitFor();
    expect(page.url()).toMatch(/\/data\/record-models\/deal$/);
    await data.getByRole('link', { name: 'Account Executives 2026' }).waitFor();

    const grid = data.getByRole('grid', { name: 'Records of Deals' });
    const range = data.getByText(/^1 - 10 of \d+$/);
    await range.waitFor();
    const total = Number((await range.innerText()).split(' of ')[1]);
    expect(total).toBeGreaterThan(200);
    const firstKeys = await column(grid, 'Deal id');
    expect(firstKeys).toHaveLength(10);

    await data.getByRole('button', { name: 'Next page' }).click();
    await data.getByText(`11 - 20 of ${total}`).waitFor();
    await expect.poll(async () => (await column(grid, 'Deal id'))[0]).not.toBe(firstKeys[0]);
    const secondKeys = await column(grid, 'Deal id');
    expect(secondKeys.filter((key) => firstKeys.includes(key))).toEqual([]);

    // Sorting by amount, highest first, on the server: amounts shown exactly, as money.
    const amountHeader = grid.getByRole('columnheader', { name: /Amount/ });
    await amountHeader.click();
    await amountHeader.click();
    await data.getByText(`1 - 10 of ${total}`).waitFor();
    // Read until one render shows the sorted page, every cell as money (a cell may be empty for a
    // moment while the grid re-renders it).
    await expect
      .poll(async () => {
        const shown = await column(grid, 'Amount');
        const amounts = shown.map(amountOf);
        return (
          amounts.length === 10 &&
          shown.every((text) => /^[€$£][\d,]+(\.\d{2})?$/.test(text)) &&
          amounts.every((a, i) => i === 0 || amounts[i - 1]! >= a)
        );
      })
      .toBe(true);
    // Dates in the user's locale (en-US: month/day/year).
    const dates = await column(grid, 'Close date');
    expect(dates.filter((d) => d !== '—').every((d) => /^\d{1,2}\/\d{1,2}\/\d{2}$/.test(d))).toBe(true);
  });

  it('lets the demo admin create a record model by hand and open it', async () => {
    const page = await (await browser.newContext({ locale: 'en-US' })).newPage();
    await signIn(page, product.origin, 'admin@demo.accrue.local', '/data/record-models');
    const data = page.locator('#app-mfe_data');
    await data.getByRole('link', { name: 'Deals' }).waitFor();
    await data.getByRole('button', { name: 'New record model' }).click();
    const form = page.getByRole('dialog', { name: 'Create a record model' });
    // (The demo company has its own invoices model: this one is new to it.)
    await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Credit notes');
    await form.getByRole('textbox', { name: 'Machine name' }).fill('creditNote');
    await form.getByRole('textbox', { name: 'Identifier' }).fill('number');
    await form.getByRole('textbox', { name: 'Label' }).fill('Credit note number');
    await form.getByRole('button', { name: /Key field/ }).click();
    await page.getByRole('option', { name: 'number' }).click();
    await form.getByRole('button', { name: 'Create' }).click();
    await data.getByRole('heading', { name: 'Credit notes', level: 1 }).waitFor();
    expect(page.url()).toMatch(/\/data\/record-models\/creditNote$/);
    await data.getByText('No plan uses this model.').waitFor();
    // A credit note names the invoice it credits: once the model exists, its field links to the
    // invoices model.
    await data.getByRole('button', { name: 'Edit' }).click();
    const editor = page.getByRole('dialog', { name: 'Edit the record model' });
    await editor
      .getByRole('group', { name: 'Field 1' })
      .getByRole('button', { name: /Links to/ })
      .click();
    await page.getByRole('option', { name: 'Invoices' }).click();
    await editor.getByRole('button', { name: 'Save' }).click();
    await editor.waitFor({ state: 'detached' });
    // The link both ways: "Links to" on the field, "Linked from" on the invoices' page.
    await data.getByRole('table', { name: 'Fields' }).getByRole('link', { name: 'invoice' }).click();
    await data.getByRole('heading', { name: 'Invoices', level: 1 }).waitFor();
    await data.getByRole('link', { name: 'Credit notes · Credit note number' }).waitFor();
  });

  // After the deals test: the sort added here changes the records' default order.
  it("lets the demo admin relabel a model's field and add a sort row, kept after a reload", async () => {
    const page = await (await browser.newContext({ locale: 'en-US' })).newPage();
    await signIn(page, product.origin, 'admin@demo.accrue.local', '/data/record-models/deal');
    const data = page.locator('#app-mfe_data');
    await data.getByRole('heading', { name: 'Deals', level: 1 }).waitFor();
    await data.getByRole('button', { name: 'Edit' }).click();
    const form = page.getByRole('dialog', { name: 'Edit the record model' });
    await form.getByRole('button', { name: /Key field/ }).waitFor();

    // The field labelled "Invoice paid" (its identifier stays as it is: the records use it).
    const fields = form.getByRole('group', { name: /^Field \d+$/ });
    let relabelled = false;
    for (let index = 0; index < (await fields.count()); index++) {
      const label = fields.nth(index).getByRole('textbox', { name: /Label/ });
      if ((await label.inputValue()) !== 'Invoice paid') continue;
      await label.fill('Invoice paid on');
      relabelled = true;
    }
    expect(relabelled).toBe(true);

    const sortRows = form.getByRole('group', { name: /^Sort row \d+$/ });
    const before = await sortRows.count();
    await form.getByRole('button', { name: 'Add a sort row' }).click();
    const row = form.getByRole('group', { name: `Sort row ${before + 1}` });
    await row.getByRole('button', { name: /Direction/ }).waitFor();
    await row.getByRole('button', { name: /Field/ }).click();
    await page.getByRole('option', { name: 'Close date' }).click();
    await row.getByRole('button', { name: /Direction/ }).click();
    await page.getByRole('option', { name: 'Newest to oldest' }).click();
    await form.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Record model saved.').waitFor();
    await form.waitFor({ state: 'detached' });

    await page.reload();
    await data.getByRole('heading', { name: 'Deals', level: 1 }).waitFor();
    await data.getByText('Invoice paid on').first().waitFor();
    await data.getByText(/Close date \(Newest to oldest\)/).waitFor();
  });

  it('lets the demo admin add a currency rate, kept exact', async () => {
    const page = await (await browser.newContext({ locale: 'en-US' })).newPage();
    await signIn(page, product.origin, 'admin@demo.accrue.local', '/company/settings/rates');
    const grid = page.getByRole('grid', { name: 'Currency rates' });
    await page.getByRole('heading', { name: 'Currency rates', level: 1 }).waitFor();
    await grid.getByRole('row', { name: /USD/ }).first().waitFor();

    await page.getByRole('button', { name: 'Add a rate' }).click();
    const form = page.getByRole('dialog', { name: 'Add a currency rate' });
    await form.getByRole('textbox', { name: /Currency/ }).fill('chf');
    await form.getByRole('textbox', { name: /Rate in EUR/ }).fill('1.071234567891');
    await form.getByLabel(/Effective as of/).fill('2026-05-01');
    await form.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Rate added.').waitFor();
    const row = grid.getByRole('row', { name: /CHF/ });
    await row.waitFor();
    expect(await row.innerText()).toContain('1.071234567891');
    expect(await row.innerText()).toContain('5/1/26');

    // The same currency and date again is refused with the server's message, and nothing is added.
    await page.getByRole('button', { name: 'Add a rate' }).click();
    await form.getByRole('textbox', { name: /Currency/ }).fill('CHF');
    await form.getByRole('textbox', { name: /Rate in EUR/ }).fill('2');
    await form.getByLabel(/Effective as of/).fill('2026-05-01');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText('A rate of this currency already exists at this date.').waitFor();
    await form.getByRole('button', { name: 'Cancel' }).click();
    expect(await grid.getByRole('row', { name: /CHF/ }).count()).toBe(1);
  });
});
