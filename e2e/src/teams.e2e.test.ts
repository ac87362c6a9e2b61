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

async function teamsAs(email: string): Promise<{ page: Page; people: Locator }> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, product.origin, email, '/teams');
  const people = page.locator('#app-mfe_people');
  await people.getByRole('heading', { name: 'Teams', level: 1 }).waitFor();
  return { page, people };
}

/** The team names of the tree, in display order. */
async function treeNames(people: Locator): Promise<string[]> {
  return people.getByRole('list', { name: 'Team tree' }).getByRole('link').allInnerTexts();
}

describe('teams', () => {
  it('lets the admin create teams, link one under another, assign a member with dates and see the counts', async () => {
    const { page, people } = await teamsAs('admin@demo.accrue.local');
    await people.getByRole('link', { name: 'Sales North' }).waitFor();
    const suffix = Date.now().toString(36);
    const parent = `Enterprise ${suffix}`;
    const child = `Enterprise EMEA ${suffix}`;

    for (const name of [parent, child]) {
      await people.getByRole('button', { name: 'Create team' }).click();
      const dialog = page.getByRole('dialog', { name: 'Create a team' });
      await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
      await dialog.getByRole('button', { name: 'Create team' }).click();
      await page.getByText(`“${name}” has been created successfully.`).waitFor();
    }

    // A taken name is refused on the field, without closing the form.
    await people.getByRole('button', { name: 'Create team' }).click();
    const taken = page.getByRole('dialog', { name: 'Create a team' });
    await taken.getByRole('textbox', { name: 'Name' }).fill('Sales');
    await taken.getByRole('button', { name: 'Create team' }).click();
    await taken.getByText('A team named “Sales” already exists.').waitFor();
    await taken.getByRole('button', { name: 'Cancel' }).click();

    await people.getByRole('button', { name: `Link teams under ${parent}` }).click();
    const link = page.getByRole('dialog', { name: `Link existing teams under “${parent}”` });
    await link.getByRole('button', { name: /Teams to link as children/ }).click();
    await page.getByRole('option', { name: child, exact: true }).click();
    await page.keyboard.press('Escape');
    await link.getByRole('button', { name: 'Link teams' }).click();
    await page.getByText('Child team linked.').waitFor();
    await expect
      .poll(async () => {
        const names = await treeNames(people);
        return names.indexOf(child) - names.indexOf(parent);
      })
      .toBe(1);
    await people.getByRole('button', { name: `Unlink ${child} from its parent` }).waitFor();

    // The child's page: assign a member from today, with no end, then end it today.
    await people.getByRole('link', { name: child, exact: true }).click();
    await people.getByRole('heading', { name: child, level: 1 }).waitFor();
    await people.getByRole('tab', { name: 'Active (0)' }).waitFor();
    await people.getByRole('button', { name: 'Add assignment' }).click();
    const add = page.getByRole('dialog', { name: 'Add assignment' });
    await add.getByRole('button', { name: /Person/ }).click();
    await page.getByRole('option', { name: /Eva Novak/ }).click();
    await add.getByRole('button', { name: 'Assign' }).click();
    await page.getByText('Assignment created successfully.').waitFor();
    await people.getByRole('tab', { name: 'Active (1)' }).waitFor();
    await people.getByRole('tab', { name: 'All (1)' }).waitFor();
    expect(await people.getByRole('tab', { name: 'Expired (0)' }).getAttribute('aria-disabled')).toBe('true');
    const grid = people.getByRole('grid', { name: 'Team assignments' });
    const row = grid.getByRole('row', { name: /Eva Novak/ });
    const today = new Date().toISOString().slice(0, 10);
    expect(await row.innerText()).toContain(today);
    expect(await row.innerText()).toContain('No end');

    await row.getByRole('button', { name: 'End the assignment of Eva Novak' }).click();
    const end = page.getByRole('dialog', { name: 'End the assignment of Eva Novak' });
    await end.getByRole('button', { name: 'End', exact: true }).click();
    await page.getByText('Assignment updated successfully.').waitFor();
    await expect
      .poll(async () => grid.getByRole('row', { name: /Eva Novak/ }).innerText())
      .not.toContain('No end');

    // A second member from a date typed in the start field: a future assignment.
    await people.getByRole('button', { name: 'Add assignment' }).click();
    const future = page.getByRole('dialog', { name: 'Add assignment' });
    await future.getByRole('button', { name: /Person/ }).click();
    await page.getByRole('option', { name: /Eli Cohen/ }).click();
    const start = future.getByRole('group', { name: 'Start date' });
    await start.getByRole('spinbutton').first().click();
    await page.keyboard.type('01012099');
    await future.getByRole('button', { name: 'Assign' }).click();
    await page.getByText('Assignment created successfully.').first().waitFor();
    await people.getByRole('tab', { name: 'Future (1)' }).waitFor();
    await people.getByRole('tab', { name: 'All (2)' }).click();
    await expect
      .poll(async () => grid.getByRole('row', { name: /Eli Cohen/ }).innerText())
      .toContain('2099-01-01');

    // The tree counts the member.
    await page.goto(`${product.origin}/teams`);
    const item = people.locator(`li[data-team="${child}"]`);
    await expect.poll(async () => item.innerText()).toContain('1 member');
  });

  it('lets the admin import assignments: checked first, nothing written while a row is bad', async () => {
    const { page, people } = await teamsAs('admin@demo.accrue.local');
    await people.getByRole('button', { name: 'Import assignments' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import team assignments' });
    const text = dialog.getByRole('textbox', { name: 'Or paste the rows' });
    await text.fill(
      'Email,Team,Role,Start date,End date\n' +
        'employee-4@demo.accrue.local,Sales North,employee,2020-01-01,2020-12-31\n' +
        'nobody@demo.accrue.local,Sales North,employee,2020-01-01,\n',
    );
    await dialog.getByRole('button', { name: 'Check' }).click();
    await dialog.getByText('1 error: nothing will be imported.').waitFor();
    await dialog.getByText('Row 2: no user has this e-mail').waitFor();
    expect(await dialog.getByRole('button', { name: /^Import/ }).isDisabled()).toBe(true);

    await text.fill(
      'Email,Team,Role,Start date,End date\n' +
        'employee-4@demo.accrue.local,Sales North,employee,2020-01-01,2020-12-31\n',
    );
    await dialog.getByRole('button', { name: 'Check' }).click();
    await dialog.getByText('1 row is ready to import.').waitFor();
    await dialog.getByRole('button', { name: 'Import 1 row' }).click();
    await page.getByText('Teams assignments updated.').waitFor();

    await people.getByRole('link', { name: 'Sales North' }).click();
    await people.getByRole('heading', { name: 'Sales North', level: 1 }).waitFor();
    await people.getByRole('tab', { name: /^Expired \(1\)$/ }).click();
    await people
      .getByRole('grid', { name: 'Team assignments' })
      .getByRole('row', { name: /Ezra Mensah/ })
      .waitFor();
  });

  it('shows a manager the teams they manage, read-only', async () => {
    const { page, people } = await teamsAs('manager@demo.accrue.local');
    await expect
      .poll(async () => (await treeNames(people)).sort())
      .toEqual(['Sales', 'Sales North', 'Sales South']);
    expect(await people.getByRole('button', { name: 'Create team' }).count()).toBe(0);
    expect(await people.getByRole('button', { name: /^Rename/ }).count()).toBe(0);

    const readonly = await teamsAs('readonly-manager@demo.accrue.local');
    await expect.poll(async () => treeNames(readonly.people)).toEqual(['Sales North']);
    await readonly.people.getByRole('link', { name: 'Sales North' }).click();
    await readonly.people.getByRole('heading', { name: 'Sales North', level: 1 }).waitFor();
    const grid = readonly.people.getByRole('grid', { name: 'Team assignments' });
    await grid.getByRole('row', { name: /Eli Cohen/ }).waitFor();
    await readonly.people.getByRole('tab', { name: /^Active \(\d+\)$/ }).waitFor();
    expect(await readonly.people.getByRole('button', { name: 'Add assignment' }).count()).toBe(0);
    expect(await grid.getByRole('button', { name: /End the assignment/ }).count()).toBe(0);
    await page.close();
  });
});
