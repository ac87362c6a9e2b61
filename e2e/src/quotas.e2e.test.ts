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

async function quotasAs(email: string): Promise<{ page: Page; people: Locator }> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, product.origin, email, '/quotas');
  const people = page.locator('#app-mfe_people');
  await people.getByRole('heading', { name: 'Quotas', level: 1 }).waitFor();
  return { page, people };
}

/** Opens a quota's values from the list. */
async function openQuota(people: Locator, name: string): Promise<void> {
  await people.getByRole('link', { name, exact: true }).click();
  await people.getByRole('heading', { name, level: 1 }).waitFor();
}

describe('quotas', () => {
  it('lists the quotas with their plans, edits a value inline and applies a pasted update', async () => {
    const { page, people } = await quotasAs('admin@demo.accrue.local');
    const table = people.getByRole('grid', { name: 'Quotas' });
    await table.getByRole('link', { name: 'Quarterly bookings' }).waitFor();
    await table.getByText('Used in 1 plan(s)').waitFor();
    expect(await table.getByText('Not used in any plan').count()).toBe(4);

    await openQuota(people, 'Quarterly bookings');
    const values = people.getByRole('grid', { name: 'Quota values' });
    await values.getByText('employee@demo.accrue.local', { exact: true }).first().waitFor();

    // Inline: the value of Emma Schultz from January, exact to the cent.
    await values.getByRole('button', { name: 'Edit Value of Emma Schultz from 2026-01-01' }).click();
    const input = values.getByRole('textbox', { name: 'Value of Emma Schultz from 2026-01-01' });
    await input.fill('137500.50');
    await input.press('Enter');
    await page.getByText('Quota value saved.').waitFor();
    await values.getByText('€137,500.50').waitFor();

    // Bulk: a bad row refuses the whole paste, naming the row; the fixed paste applies whole.
    await people.getByRole('button', { name: 'Bulk update' }).click();
    const dialog = page.getByRole('dialog', { name: 'Bulk update of Quarterly bookings' });
    const rows = dialog.getByRole('textbox', { name: 'Rows (owner, date, value)' });
    await rows.fill(
      [
        'Email\tDate\tValue',
        'employee-2@demo.accrue.local\t2026-10-01\t999999',
        'nobody@demo.accrue.local\t2026-10-01\t5',
      ].join('\n'),
    );
    await dialog.getByRole('table', { name: 'Preview' }).getByText('nobody@demo.accrue.local').waitFor();
    await dialog.getByRole('button', { name: 'Check' }).click();
    await dialog.getByText('Row 2: User not found.').waitFor();
    expect(await dialog.getByRole('button', { name: /^Apply/ }).isDisabled()).toBe(true);

    await rows.fill(
      [
        'employee-2@demo.accrue.local\t2026-10-01\t999999',
        'employee-3@demo.accrue.local\t2026-10-01\t888888.25',
      ].join('\n'),
    );
    await dialog.getByRole('button', { name: 'Check' }).click();
    await dialog.getByText('Ready: 0 new value(s), 2 changed value(s).').waitFor();
    await dialog.getByRole('button', { name: 'Apply 2 row(s)' }).click();
    await page.getByText('Quota values updated: 0 new, 2 changed.').waitFor();
    // The server searches the owners: Eli's and Eva's values, with the pasted amounts.
    await people.getByRole('searchbox', { name: 'Search' }).fill('Eli');
    await values.getByText('€999,999').waitFor();
    await people.getByRole('searchbox', { name: 'Search' }).fill('Eva');
    await values.getByText('€888,888.25').waitFor();
  });

  it('shows a read-only manager only their managees’ values, without editing', async () => {
    const { people } = await quotasAs('readonly-manager@demo.accrue.local');
    await openQuota(people, 'Quarterly bookings');
    const values = people.getByRole('grid', { name: 'Quota values' });
    await values.getByText('Eli Cohen').first().waitFor();
    await values.getByText('Eva Novak').first().waitFor();
    expect(await values.getByText('Emma Schultz').count()).toBe(0);
    expect(await values.getByText('Ezra Mensah').count()).toBe(0);
    expect(await values.getByRole('button', { name: /^Edit Value of/ }).count()).toBe(0);
    expect(await people.getByRole('button', { name: 'Bulk update' }).count()).toBe(0);
  });
});

describe('a scoped admin', () => {
  it('sees the quotas of their scope only', async () => {
    const { people } = await quotasAs('scoped-admin@demo.accrue.local');
    const table = people.getByRole('grid', { name: 'Quotas' });
    await table.getByRole('link', { name: 'Quarterly bookings' }).waitFor();
    await expect
      .poll(async () => (await table.getByRole('link').allInnerTexts()).sort())
      .toEqual(['New logos', 'Quarterly bookings']);
  });
});

describe('admin scopes', () => {
  it('lets the admin create a scope of plans and quotas', async () => {
    const page = await (await browser.newContext()).newPage();
    await signIn(page, product.origin, 'admin@demo.accrue.local', '/company/settings/admin-scopes');
    await page.getByRole('heading', { name: 'Admin scopes', level: 1 }).waitFor();
    const table = page.getByRole('table', { name: 'Admin scopes' });
    await table.getByText('EMEA plans').waitFor();

    const name = `Americas ${Date.now().toString(36)}`;
    await page.getByRole('button', { name: 'Create scope' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create an admin scope' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
    await dialog.getByRole('button', { name: /Plans/ }).click();
    await page.getByRole('option', { name: 'Account Executives 2026' }).click();
    await page.keyboard.press('Escape');
    await dialog.getByRole('button', { name: /Quotas/ }).click();
    await page.getByRole('option', { name: 'New logos' }).click();
    await page.keyboard.press('Escape');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText(`Admin scope ${name} saved.`).waitFor();
    const row = table.getByRole('row').filter({ hasText: name });
    await row.getByText('Account Executives 2026').waitFor();
    await row.getByText('New logos').waitFor();
  });
});
