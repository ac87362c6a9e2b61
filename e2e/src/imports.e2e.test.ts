import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
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

/**
 * New deals as a European spreadsheet saves them: a byte-order mark, semicolons, decimal commas.
 * Two deals are new; D-2026-0001 exists in the demo data and changes.
 */
const DEALS_CSV =
  '\uFEFFDeal id;Name;Account;Owner;Amount;Currency;Stage;Close date;Invoice paid\r\n' +
  'D-2026-9001;Globex: Expansion;Globex;1;12500,00;EUR;won;2026-11-03;\r\n' +
  'D-2026-9002;Initech: Renewal;Initech;1;4800,50;USD;open;2026-12-15;\r\n' +
  'D-2026-0001;Umbrella: Platform;Umbrella;1;99999,00;EUR;won;2026-01-05;2026-02-01\r\n';

describe('file imports', () => {
  it('lets the demo admin upload a CSV, preview it, apply it and find its records', async () => {
    const page = await (await browser.newContext({ locale: 'en-US' })).newPage();
    await signIn(page, product.origin, 'admin@demo.accrue.local', '/data/connectors');
    const data = page.locator('#app-mfe_data');
    await data.getByRole('heading', { name: 'Data connectors', level: 1 }).waitFor();

    // The catalogue, the demo's file connection and its past import.
    const connections = data.getByRole('table', { name: 'Connections' });
    await connections.getByRole('row', { name: /Files/ }).waitFor();
    expect(await connections.getByRole('row', { name: /Files/ }).innerText()).toContain('Active');
    await data.getByRole('table', { name: 'Imports' }).getByText('deals-2026.csv').waitFor();
    await data.getByRole('list', { name: 'Data connectors' }).getByText('HubSpot', { exact: true }).waitFor();
    await data.getByRole('list', { name: 'User connectors' }).getByText('Workday').waitFor();

    // Upload: the model, the scope (only adds and updates), the file.
    await data.getByRole('button', { name: 'Import a file' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Import a file' });
    await dialog.getByRole('button', { name: /Record model/ }).click();
    await page.getByRole('option', { name: 'Deals', exact: true }).click();
    await dialog.getByRole('button', { name: /Scope/ }).click();
    await page.getByRole('option', { name: /only adds and updates/ }).click();
    await dialog.locator('input[type="file"]').setInputFiles({
      name: 'new-deals.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(DEALS_CSV, 'utf8'),
    });
    await dialog.getByRole('button', { name: 'Preview' }).click();

    // The preview: the file as read, the counts, each column's detected format and field.
    await dialog
      .getByText(/new-deals\.csv into Deals: 3 rows, CSV separated by “;”, UTF-8 with BOM/)
      .waitFor();
    const counts = dialog.getByLabel('Changes');
    await expect
      .poll(async () => (await counts.innerText()).replace(/\s+/g, ' '))
      .toBe('Added 2 Changed 1 Removed 0 Unchanged 0');
    const mapping = dialog.getByRole('table', { name: 'Columns and fields' });
    const amountRow = mapping.getByRole('row', { name: /^Amount/ });
    expect(await amountRow.innerText()).toContain('Number');
    expect(await amountRow.innerText()).toContain('Amount (Currency)');
    expect(await mapping.getByRole('row', { name: /^Close date/ }).innerText()).toContain('Date');
    await dialog.getByRole('table', { name: 'First rows' }).getByText('Globex: Expansion').waitFor();

    // Apply: the change set.
    await dialog.getByRole('button', { name: 'Apply 3 rows' }).click();
    await dialog.getByText('Import applied: 2 added, 1 changed, 0 removed.').waitFor();
    await dialog.getByRole('link', { name: 'See the records of Deals' }).click();

    // The records are in the record browser, and the import in the model's last imports.
    await data.getByRole('heading', { name: 'Deals', level: 1 }).waitFor();
    expect(page.url()).toMatch(/\/data\/record-models\/deal$/);
    const lastImports = data.getByRole('table', { name: 'Imports' });
    const imported = lastImports.getByRole('row', { name: /new-deals\.csv/ });
    await imported.waitFor();
    expect((await imported.innerText()).replace(/\s+/g, ' ')).toMatch(/Applied 3 2 1 0 Ada Moreau/);
    await data.getByRole('searchbox', { name: 'Search' }).fill('D-2026-900');
    const records = data.getByRole('grid', { name: 'Records of Deals' });
    await data.getByText('1 - 2 of 2').waitFor();
    await records.getByRole('row', { name: /D-2026-9001/ }).waitFor();
    expect(await records.getByRole('row', { name: /D-2026-9002/ }).innerText()).toContain('Initech: Renewal');

    // The same file again, from the model's page (the model chosen already): nothing changes.
    await data.getByRole('button', { name: 'Import a file' }).click();
    const again = page.getByRole('dialog', { name: 'Import a file' });
    await again.getByRole('button', { name: /Scope/ }).click();
    await page.getByRole('option', { name: /only adds and updates/ }).click();
    await again.locator('input[type="file"]').setInputFiles({
      name: 'new-deals.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(DEALS_CSV, 'utf8'),
    });
    await again.getByRole('button', { name: 'Preview' }).click();
    await expect
      .poll(async () => (await again.getByLabel('Changes').innerText()).replace(/\s+/g, ' '))
      .toBe('Added 0 Changed 0 Removed 0 Unchanged 3');
    await again.getByRole('button', { name: 'Apply 3 rows' }).click();
    await again.getByText('Import applied: 0 added, 0 changed, 0 removed.').waitFor();
    await again.getByRole('button', { name: 'Done' }).click();
    await expect
      .poll(async () =>
        data
          .getByRole('table', { name: 'Imports' })
          .getByRole('row', { name: /new-deals\.csv/ })
          .count(),
      )
      .toBe(2);
  });
});
