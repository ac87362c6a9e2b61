import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { launchChromium, showPageOnFailure } from './support/browser';
import { callApi } from './support/crm-host';
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

async function plansAs(email: string): Promise<{ page: Page; plans: Locator }> {
  const page = await (await browser.newContext({ acceptDownloads: true })).newPage();
  showPageOnFailure(page);
  await signIn(page, product.origin, email, '/plans');
  const plans = page.locator('#app-mfe_plans');
  await plans.getByRole('heading', { name: 'Plans', level: 1 }).waitFor();
  return { page, plans };
}

const row = (plans: Locator, name: string) => plans.locator(`li[data-plan="${name}"]`);

describe('plans', () => {
  it('lets the admin create, duplicate and publish a plan, assign a rep and download its definition', async () => {
    const { page, plans } = await plansAs('admin@demo.accrue.local');
    const suffix = Date.now().toString(36);
    const name = `Spiff ${suffix}`;
    const copy = `Account Executives 2026 (copy) ${suffix}`;

    // The demo plans, live, with their indicator.
    await row(plans, 'Account Executives 2026').waitFor();
    expect(await row(plans, 'Renewals & Expansion 2026').locator('[data-visibility]').innerText()).toBe(
      'Live',
    );

    // Create: a new plan is hidden; a taken name is refused on the field.
    await plans.getByRole('button', { name: 'Create plan' }).click();
    const create = page.getByRole('dialog', { name: 'Create a plan' });
    await create.getByRole('textbox', { name: 'Name' }).fill('Account Executives 2026');
    await create.getByRole('button', { name: 'Create', exact: true }).click();
    await create.getByText('A plan with this name already exists.').waitFor();
    await create.getByRole('textbox', { name: 'Name' }).fill(name);
    await create.getByRole('button', { name: 'Create', exact: true }).click();
    await page.getByText('Plan created').waitFor();
    await expect.poll(async () => row(plans, name).locator('[data-visibility]').innerText()).toBe('Hidden');

    // Duplicate: a plan without active assignments cannot copy them.
    await plans.getByRole('button', { name: `Duplicate ${name}` }).click();
    const empty = page.getByRole('dialog', { name: `Duplicate ${name}` });
    expect(await empty.getByRole('textbox', { name: 'Name of the copy' }).inputValue()).toBe(
      `${name} (copy)`,
    );
    expect(await empty.getByRole('checkbox', { name: 'Copy the active assignments' }).isDisabled()).toBe(
      true,
    );
    await empty.getByRole('button', { name: 'No active assignments available.' }).waitFor();
    await empty.getByRole('button', { name: 'Cancel' }).click();

    // Duplicate the demo plan with its active assignments, then publish the copy.
    await plans.getByRole('button', { name: 'Duplicate Account Executives 2026' }).click();
    const duplicate = page.getByRole('dialog', { name: 'Duplicate Account Executives 2026' });
    await duplicate.getByRole('textbox', { name: 'Name of the copy' }).fill(copy);
    // The kit's checkbox input is visually hidden: press its label, as a person would.
    await duplicate.getByText('Copy the active assignments').click();
    expect(await duplicate.getByRole('checkbox', { name: 'Copy the active assignments' }).isChecked()).toBe(
      true,
    );
    await duplicate.getByRole('button', { name: 'Duplicate', exact: true }).click();
    await page.getByText('Plan duplicated').waitFor();
    await row(plans, copy).waitFor();
    expect(await row(plans, copy).innerText()).toContain('7 active assignments');

    await plans.getByRole('button', { name: `Publish ${copy}` }).click();
    const publish = page.getByRole('dialog', { name: `Publish ${copy}?` });
    await publish.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.getByText('Plan published').waitFor();
    await expect.poll(async () => row(plans, copy).locator('[data-visibility]').innerText()).toBe('Live');

    // The hub of the new plan: assign a rep from the directory.
    const href = await plans.getByRole('link', { name: `View ${name} in a new tab` }).getAttribute('href');
    expect(await plans.getByRole('link', { name: `View ${name} in a new tab` }).getAttribute('target')).toBe(
      '_blank',
    );
    await page.goto(`${product.origin}${href}`);
    await plans.getByRole('heading', { name: new RegExp(name), level: 1 }).waitFor();
    await plans.getByRole('tab', { name: 'Active (0)' }).waitFor();
    await plans.getByRole('button', { name: 'Add assignments' }).click();
    const add = page.getByRole('dialog', { name: 'Add assignments' });
    await add.getByRole('button', { name: /People from the directory/ }).click();
    await page.getByRole('option', { name: /Eva Novak/ }).click();
    await page.keyboard.press('Escape');
    await add.getByRole('button', { name: 'Assign 1 person' }).click();
    await page.getByText('1 assignment added').waitFor();
    await plans.getByRole('tab', { name: 'Active (1)' }).waitFor();
    const grid = plans.getByRole('grid', { name: 'Assignments' });
    await expect
      .poll(async () => grid.getByRole('row', { name: /Eva Novak/ }).innerText())
      .toContain('Indefinite');

    // The definition: the plan file in the engine's format, downloaded.
    await plans.getByRole('tab', { name: 'Definition' }).click();
    const downloading = page.waitForEvent('download');
    await plans.getByRole('button', { name: 'Download the plan file' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`spiff-${suffix}.plan.yaml`);
    const file = await readFile((await download.path())!, 'utf8');
    expect(file).toContain(`name: ${name}`);
    expect(file).toContain('frequency: month');

    // An edit that does not compile is refused with its path, and nothing is saved.
    const editor = plans.getByRole('textbox', { name: 'Plan file' });
    await editor.fill(`${file}rules:\n  bonus: { type: PAYOUT, formula: "SUM(" }\n`);
    await plans.getByRole('button', { name: 'Save the plan' }).click();
    await plans
      .getByRole('list', { name: 'Problems in the plan file' })
      .getByText(/^rules\.bonus\.formula: /)
      .waitFor();
    await plans.getByRole('tab', { name: 'History' }).click();
    await plans.getByRole('list', { name: 'Versions of the plan' }).getByText('Created.').waitFor();
    expect(
      await plans.getByRole('list', { name: 'Versions of the plan' }).getByRole('listitem').count(),
    ).toBe(1);

    // Archive (the Archived plans group is collapsed), unarchive, then delete.
    await page.goto(`${product.origin}/plans`);
    await plans.getByRole('button', { name: `Archive ${name}` }).click();
    const archive = page.getByRole('dialog', { name: `Archive ${name}?` });
    await archive.getByText(`Archiving ends every active assignment of ${name} today.`).waitFor();
    await archive.getByRole('button', { name: 'Archive', exact: true }).click();
    await page.getByText('Plan archived').waitFor();
    const group = plans.getByRole('button', { name: /Archived plans \(1\)/ });
    expect(await group.getAttribute('aria-expanded')).toBe('false');
    expect(await row(plans, name).count()).toBe(0);
    await group.click();
    await plans.getByRole('list', { name: 'Archived plans' }).locator(`li[data-plan="${name}"]`).waitFor();
    await plans.getByRole('button', { name: `Unarchive ${name}` }).click();
    const unarchive = page.getByRole('dialog', { name: `Unarchive ${name}` });
    await unarchive.getByRole('button', { name: 'Unarchive', exact: true }).click();
    await page.getByText('Plan unarchived').waitFor();
    await plans.getByRole('list', { name: 'Plans' }).locator(`li[data-plan="${name}"]`).waitFor();
    await plans.getByRole('button', { name: `Delete ${name}` }).click();
    const remove = page.getByRole('alertdialog', { name: `Delete ${name}?` });
    await remove.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByText('Plan deleted').waitFor();
    await expect.poll(async () => row(plans, name).count()).toBe(0);
  });

  it('lets the admin compare two versions of a plan and restore the earlier one', async () => {
    const { page, plans } = await plansAs('admin@demo.accrue.local');
    const name = `Versioned ${Date.now().toString(36)}`;
    const file = (rate: string) =>
      [
        'version: 1',
        'plan:',
        '  id: versioned',
        `  name: ${name}`,
        '  frequency: month',
        'models:',
        '  deal:',
        '    key: id',
        '    fields: { id: text, ownerId: text, amount: currency, closeDate: date }',
        'filters:',
        '  deals: { model: deal, period: closeDate, user: ownerId }',
        'rules:',
        `  commission: { type: LINE_PAYOUT, table: deals, formula: "amount * ${rate}" }`,
        '',
      ].join('\n');
    // Two saved changes of a new plan (versions 2 and 3), as the definition tab saves them.
    const created = await callApi(page, 'POST', '/plans', { name, frequency: 'month' });
    expect(created.status).toBe(201);
    for (const rate of ['10%', '12%'])
      expect(
        (await callApi(page, 'PUT', `/plans/${created.body.id}/definition`, { definition: file(rate) }))
          .status,
      ).toBe(200);

    await page.goto(`${product.origin}/plans/${created.body.id}/history`);
    const versions = plans.getByRole('list', { name: 'Versions of the plan' });
    await versions.getByText('Rules changed: commission.').waitFor();
    // Once the hub has read all it asks for (its tabs render again as each answer arrives).
    await page.waitForLoadState('networkidle');
    // Version 2 against the current one: the rule's formula before and after.
    await plans.getByRole('button', { name: 'Compare version 2 with the current version' }).click();
    await plans.getByRole('heading', { name: 'Version 2 → version 3' }).waitFor();
    await plans
      .getByText(/amount \* 10%/)
      .first()
      .waitFor();
    await plans
      .getByText(/amount \* 12%/)
      .first()
      .waitFor();

    // Restored: a fourth version with the second's file.
    await plans.getByRole('button', { name: 'Restore version 2' }).click();
    const dialog = page.getByRole('dialog', { name: 'Restore version 2?' });
    await dialog.getByRole('button', { name: 'Restore', exact: true }).click();
    await page.getByText('Version 2 restored as version 4.').waitFor();
    await versions.getByText(/^Restored version 2\. Rules changed: commission\.$/).waitFor();
    const definition = await callApi(page, 'GET', `/plans/${created.body.id}/definition`);
    expect(definition.body).toMatchObject({ version: 4, definition: file('10%') });
  });

  it('shows reps and managers live plans only, without the admin indicators and actions', async () => {
    for (const email of ['employee@demo.accrue.local', 'manager@demo.accrue.local']) {
      const { page, plans } = await plansAs(email);
      await plans.getByRole('link', { name: 'Account Executives 2026', exact: true }).waitFor();
      expect(await plans.locator('[data-visibility]').count(), email).toBe(0);
      // The admin's plans: the published copy (it copied their assignment) shows, the hidden one never.
      await plans.getByRole('link', { name: /^Account Executives 2026 \(copy\)/ }).waitFor();
      expect(await plans.getByRole('link', { name: /^Spiff / }).count(), email).toBe(0);
      expect(await plans.getByRole('button', { name: 'Create plan' }).count(), email).toBe(0);
      expect(await plans.getByRole('button', { name: /^Duplicate / }).count(), email).toBe(0);

      // The hub shows their own assignments only (an employee: one row), and no definition tab.
      await plans.getByRole('link', { name: 'Account Executives 2026', exact: true }).click();
      await plans.getByRole('heading', { name: 'Account Executives 2026', level: 1 }).waitFor();
      const grid = plans.getByRole('grid', { name: 'Assignments' });
      await grid
        .getByRole('row', { name: /Emma Schultz|Manon Dupont/ })
        .first()
        .waitFor();
      expect(await plans.getByRole('tab', { name: 'Definition' }).count(), email).toBe(0);
      expect(await plans.getByRole('button', { name: 'Add assignments' }).count(), email).toBe(0);
      if (email.startsWith('employee'))
        expect(await grid.getByRole('row', { name: /Emma Schultz/ }).count()).toBe(1);
      await page.context().close();
    }
  });
});
