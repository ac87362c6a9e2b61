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

async function directoryAs(email: string): Promise<{ page: Page; people: Locator }> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, product.origin, email, '/company/directory');
  const people = page.locator('#app-mfe_people');
  await people.getByRole('heading', { name: 'Directory', level: 1 }).waitFor();
  return { page, people };
}

/** The names in the table's body, in order (the user column's links). */
async function names(people: Locator): Promise<string[]> {
  return people.getByRole('grid', { name: 'Users' }).getByRole('link').allInnerTexts();
}

describe('the directory', () => {
  it('lets the admin page, sort and search, add and invite a user, change their role, deactivate them and impersonate from a row', async () => {
    const { page, people } = await directoryAs('admin@demo.accrue.local');
    const grid = people.getByRole('grid', { name: 'Users' });
    // The default status filter hides the deactivated: about 50 people on 10-row pages.
    const range = people.getByText(/^1 - 10 of \d+$/);
    await range.waitFor();
    const total = Number((await range.innerText()).split(' of ')[1]);
    expect(total).toBeGreaterThan(45);
    expect(await names(people)).toHaveLength(10);
    const firstPage = await names(people);

    await people.getByRole('button', { name: 'Next page' }).click();
    await people.getByText(`11 - 20 of ${total}`).waitFor();
    const secondPage = await names(people);
    expect(secondPage.filter((name) => firstPage.includes(name))).toEqual([]);

    // Sorting by name, descending, starts again from the first page.
    await grid.getByRole('columnheader', { name: /User/ }).click();
    await grid.getByRole('columnheader', { name: /User/ }).click();
    await people.getByText(`1 - 10 of ${total}`).waitFor();
    await expect.poll(async () => (await names(people))[0]).not.toBe(firstPage[0]);
    const descending = await names(people);
    expect(descending).toEqual([...descending].sort((a, b) => b.localeCompare(a)));

    await people.getByRole('searchbox', { name: 'Search' }).fill('Sofia');
    await people.getByText('1 - 1 of 1').waitFor();
    expect(await names(people)).toEqual(['Sofia Rossi']);
    await people.getByRole('searchbox', { name: 'Search' }).fill('');

    // Add a user: the submit button waits for a valid form.
    await people.getByRole('button', { name: 'Add user' }).click();
    const form = page.getByRole('dialog', { name: 'Add a user' });
    const submit = form.getByRole('button', { name: 'Add user' });
    await form.getByRole('textbox', { name: 'First name' }).fill('Zelda');
    await form.getByRole('textbox', { name: 'Last name' }).fill('Zimmer');
    await form.getByRole('textbox', { name: 'E-mail' }).fill('zelda.zimmer');
    expect(await submit.isDisabled()).toBe(true);
    await form.getByRole('textbox', { name: 'E-mail' }).fill('zelda.zimmer@demo.accrue.local');
    await submit.click();
    await page.getByText('Users have been created successfully.').waitFor();

    await people.getByRole('searchbox', { name: 'Search' }).fill('Zimmer');
    await people.getByText('1 - 1 of 1').waitFor();
    const row = grid.getByRole('row', { name: /Zelda Zimmer/ });
    expect(await row.innerText()).toContain('Inactive');
    expect(await row.innerText()).toContain('Employee');

    // Invite them: without SMTP the link waits in the outbox the admin reads.
    await row.getByRole('button', { name: 'Invite Zelda Zimmer' }).click();
    await page.getByText('Invitation has been successfully sent to Zelda Zimmer').waitFor();
    await expect
      .poll(async () => grid.getByRole('row', { name: /Zelda Zimmer/ }).innerText())
      .toContain('Invited');
    await people.getByRole('button', { name: 'Outbox' }).click();
    const outbox = page.getByRole('dialog', { name: 'Invitations waiting to be sent' });
    await outbox.getByText('zelda.zimmer@demo.accrue.local').waitFor();
    const link = await outbox.getByRole('link').first().getAttribute('href');
    expect(link).toMatch(/\/invitations\/[\w-]{43}$/);
    await page.keyboard.press('Escape');
    await outbox.waitFor({ state: 'hidden' });

    // The link lets Zelda choose a password and sign in through the provider with it.
    const invited = await (await browser.newContext()).newPage();
    await invited.goto(link!);
    await invited.getByLabel('Password', { exact: true }).fill('zelda-chooses-this');
    await invited.getByLabel('Confirm password').fill('zelda-chooses-this');
    await invited.getByRole('button', { name: 'Set password and sign in' }).click();
    await invited.waitForURL((url) => url.pathname.startsWith('/oidc/'));
    await invited.getByLabel('E-mail').fill('zelda.zimmer@demo.accrue.local');
    await invited.getByLabel('Password').fill('zelda-chooses-this');
    await invited.getByRole('button', { name: 'Sign in' }).click();
    await invited.waitForURL(`${product.origin}/home`);
    await invited.locator('#accrue-chrome').getByText('Zelda Zimmer').waitFor();
    await invited.close();
    // Joining moved Zelda's version on: the admin reloads before editing (a stale edit answers 409).
    await page.reload();
    await people.getByRole('searchbox', { name: 'Search' }).fill('Zimmer');
    await people.getByText('1 - 1 of 1').waitFor();
    expect(await row.innerText()).toContain('Active');

    // Edit their role.
    await row.getByRole('button', { name: 'Edit Zelda Zimmer' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Zelda Zimmer' });
    await edit.getByRole('button', { name: /Role/ }).click();
    await page.getByRole('option', { name: 'Manager', exact: true }).click();
    await edit.getByRole('button', { name: 'Save' }).click();
    await page.getByText("Zelda Zimmer's information has been successfully updated.").waitFor();
    await expect
      .poll(async () => grid.getByRole('row', { name: /Zelda Zimmer/ }).innerText())
      .toContain('Manager');

    // Deactivate them: gone from the default view (active, inactive, invited).
    await grid.getByRole('button', { name: 'Deactivate Zelda Zimmer' }).click();
    await page.getByText('Zelda Zimmer has been successfully deactivated.').waitFor();
    await expect.poll(async () => grid.getByRole('row', { name: /Zelda Zimmer/ }).count()).toBe(0);

    // Impersonate someone from their row: the product reopens as them.
    await people.getByRole('searchbox', { name: 'Search' }).fill('Sofia');
    await grid.getByRole('button', { name: 'Impersonate Sofia Rossi' }).click();
    await page.locator('#accrue-chrome').getByText('Sofia Rossi').waitFor();
    const me = await page.evaluate(async () => {
      const token = await (await fetch('/api/auth/token', { method: 'POST', credentials: 'include' })).json();
      const answer = await fetch('/api/users/me', {
        headers: { authorization: `Bearer ${token.accessToken}` },
      });
      return (await answer.json()) as {
        user: { email: string };
        impersonation: { impersonator: { email: string } };
      };
    });
    expect(me.user.email).toBe('sofia.rossi@demo.accrue.local');
    expect(me.impersonation.impersonator.email).toBe('admin@demo.accrue.local');
    await page.close();
  });

  it('shows a manager only their managees, and turns an employee away', async () => {
    const manager = await directoryAs('manager@demo.accrue.local');
    await manager.people.getByText('1 - 7 of 7').waitFor();
    expect((await names(manager.people)).sort()).toEqual(
      [
        'Eli Cohen',
        'Emma Schultz',
        'Eva Novak',
        'Ezra Mensah',
        'Manon Dupont',
        'Remy Laurent',
        'Rita Fernandes',
      ].sort(),
    );
    // A manager changes nobody: no add button, no actions column.
    expect(await manager.people.getByRole('button', { name: 'Add user' }).count()).toBe(0);
    expect(await manager.people.getByRole('columnheader', { name: /Actions/ }).count()).toBe(0);
    await manager.page.close();

    const page = await (await browser.newContext()).newPage();
    await signIn(page, product.origin, 'employee@demo.accrue.local', '/company/directory');
    await page.locator('#app-mfe_people').getByRole('heading', { name: 'Not allowed', level: 1 }).waitFor();
    // And the API behind it lists the employee alone.
    const listed = await page.evaluate(async () => {
      const token = await (await fetch('/api/auth/token', { method: 'POST', credentials: 'include' })).json();
      const answer = await fetch('/api/users/profile?limit=100', {
        headers: { authorization: `Bearer ${token.accessToken}` },
      });
      return ((await answer.json()) as { items: { email: string }[] }).items.map((u) => u.email);
    });
    expect(listed).toEqual(['employee@demo.accrue.local']);
    await page.close();
  });

  it('opens a member page, and adds two users from a CSV file after previewing it', async () => {
    const { page, people } = await directoryAs('admin@demo.accrue.local');
    await people.getByRole('searchbox', { name: 'Search' }).fill('Emma');
    await people.getByRole('link', { name: 'Emma Schultz' }).click();
    await page.waitForURL(/\/company\/directory\/members\/\d+$/);
    await people.getByRole('heading', { name: 'Emma Schultz', level: 1 }).waitFor();
    await people.getByText('employee@demo.accrue.local').first().waitFor();
    // Her teams (with their history) and her plans, read through the member page's calls.
    const teams = people.getByRole('table', { name: 'Teams' });
    await teams.getByRole('link').first().waitFor();
    const plans = people.getByRole('table', { name: 'Plans' });
    await plans.getByText('Account Executives 2026').waitFor();
    // An admin's actions on an active member.
    for (const name of ['Edit', 'Deactivate', 'Impersonate'])
      expect(await people.getByRole('button', { name, exact: true }).count()).toBe(1);

    await page.goto(`${product.origin}/company/directory`);
    await people.getByRole('button', { name: 'Upload CSV' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload users from a CSV file' });
    const stamp = Date.now().toString(36);
    const file = (text: string) => ({ name: 'users.csv', mimeType: 'text/csv', buffer: Buffer.from(text) });
    // A bad row first: named in the preview, and nothing can be applied.
    await dialog
      .locator('input[type=file]')
      .setInputFiles(
        file(`First Name,Last Name,Email,Role\nCara,Csv,cara.${stamp}@demo.accrue.local,chief\n`),
      );
    await dialog.getByText('Row 2, Role: Unknown role').waitFor();
    expect(await dialog.getByRole('button', { name: 'Add 1 user' }).isDisabled()).toBe(true);
    await dialog
      .locator('input[type=file]')
      .setInputFiles(
        file(
          `First Name,Last Name,Email,Role,Language\n` +
            `Cara,Csv,cara.${stamp}@demo.accrue.local,manager,fr\n` +
            `Cody,Csv,cody.${stamp}@demo.accrue.local,,\n`,
        ),
      );
    const preview = dialog.getByRole('table', { name: 'Users of the file' });
    await preview.getByText(`cody.${stamp}@demo.accrue.local`).waitFor();
    await preview.getByText('Manager', { exact: true }).waitFor();
    await dialog.getByRole('button', { name: 'Add 2 users' }).click();
    await page.getByText('Users have been created successfully.').waitFor();
    await people.getByRole('searchbox', { name: 'Search' }).fill(stamp);
    await people.getByText('1 - 2 of 2').waitFor();
    expect((await names(people)).sort()).toEqual(['Cara Csv', 'Cody Csv']);

    // The identifier popover: a source needs its id; saved, the row shows the source.
    const grid = people.getByRole('grid', { name: 'Users' });
    await grid.getByRole('button', { name: 'Edit the identifiers of Cody Csv' }).click();
    const popover = page.getByRole('dialog', { name: 'Identifiers' });
    await popover.getByRole('button', { name: /HRIS ID source/ }).click();
    await page.getByRole('option', { name: 'Workday', exact: true }).click();
    expect(await popover.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
    await popover.getByRole('textbox', { name: /HRIS ID/ }).fill('wd-42');
    await popover.getByRole('button', { name: 'Save' }).click();
    await page.getByText("Cody Csv's information has been successfully updated.").waitFor();
    await expect
      .poll(async () => grid.getByRole('row', { name: /Cody Csv/ }).innerText())
      .toContain('Workday');
    await page.close();
  });

  it('lets a rep change their language on their profile, and the product switches to it', async () => {
    const page = await (await browser.newContext()).newPage();
    await signIn(page, product.origin, 'employee-3@demo.accrue.local', '/profile');
    const people = page.locator('#app-mfe_people');
    await people.getByRole('heading', { name: 'Account', level: 1 }).waitFor();
    await people.getByRole('button', { name: /Language/ }).click();
    await page.getByRole('option', { name: 'French', exact: true }).click();
    await people.getByRole('heading', { name: 'Compte', level: 1 }).waitFor();
    expect(await people.getByRole('button', { name: 'Avatar aléatoire' }).count()).toBe(1);
    // Back to English, for whoever signs in as them next.
    await people.getByRole('button', { name: /Langue/ }).click();
    await page.getByRole('option', { name: 'Anglais', exact: true }).click();
    await people.getByRole('heading', { name: 'Account', level: 1 }).waitFor();
    await page.close();
  });
});
