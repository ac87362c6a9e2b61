import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { launchChromium } from './support/browser';
import { callApi } from './support/crm-host';
import { queryProductDatabase, shownDigits } from './support/database';
import { startProductServer, type ProductServer } from './support/servers';
import { signIn } from './support/sign-in';

/**
 * Issue #12's "Done when", as one chain of real users in Chromium: an admin creates a plan from
 * nothing in the rule designer (a table of won deals, a tiered rate, a split, a hold until the
 * invoice is paid), sees the preview change while typing a formula, publishes the plan, exports
 * its YAML, edits it as a file, imports it back, compares the two versions, and generates and
 * sends an agreement that a rep confirms.
 */

let browser: Browser;
let product: ProductServer;
let workDir: string;

beforeAll(async () => {
  [browser, product, workDir] = await Promise.all([
    launchChromium(),
    startProductServer(),
    fs.mkdtemp(path.join(os.tmpdir(), 'accrue-plan-chain-')),
  ]);
});

afterAll(async () => {
  await Promise.all([
    browser?.close(),
    product?.stop(),
    workDir ? fs.rm(workDir, { recursive: true, force: true }) : undefined,
  ]);
});

const ADMIN = 'admin@demo.accrue.local';
const EMMA = 'employee@demo.accrue.local';
const ELI = 'employee-2@demo.accrue.local';
/** A closed month of the demo data (deals decided up to 2026-11-24), whatever today is. */
const MONTH = '2026-10';

interface DemoUser {
  id: number;
  companyId: number;
}

function userOf(email: string): DemoUser {
  return queryProductDatabase<DemoUser>(product, 'SELECT id, companyId FROM users WHERE email = ?', [
    email,
  ])[0]!;
}

interface Deal {
  id: string;
  ownerId: string;
  amount: string | number;
  stage: string;
  closeDate: string;
  [field: string]: unknown;
}

/** A person's won deals of a month, as the company's data holds them. */
function wonDealsOf(user: DemoUser, month: string): Deal[] {
  return queryProductDatabase<{ data: string }>(
    product,
    `SELECT r.data FROM records r JOIN record_models m ON m.id = r.modelId
      WHERE m.machineName = 'deal' AND m.companyId = ?`,
    [user.companyId],
  )
    .map((row) => JSON.parse(row.data) as Deal)
    .filter(
      (deal) => deal.ownerId === String(user.id) && deal.stage === 'won' && deal.closeDate.startsWith(month),
    );
}

/** Cents of a decimal amount ("3050.00"), exactly. */
const cents = (amount: string | number) => {
  const [whole, fraction = ''] = String(amount).split('.');
  return BigInt(whole!) * 100n + BigInt((fraction + '00').slice(0, 2));
};

/** The decimal text of an amount in cents. */
const decimal = (value: bigint) => `${value / 100n}.${String(value % 100n).padStart(2, '0')}`;

const digits = (text: string) => text.replace(/\D/g, '');

/** Opens a select of `scope` (its trigger named by its value, then its label) and picks an option. */
async function choose(page: Page, scope: Locator, label: RegExp, option: string) {
  await scope.getByRole('button', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Types a whole formula into the CodeMirror editor of the formula at `at` (its path in the file). */
async function typeFormula(page: Page, app: Locator, at: string, formula: string) {
  const editor = app.locator(`[data-formula="${at}"]`).getByRole('textbox');
  await editor.focus();
  await page.keyboard.press('ControlOrMeta+a');
  // At once: no half-typed formula that compiles is previewed last on a slow machine.
  await page.keyboard.insertText(formula);
  await page.keyboard.press('Escape');
  await expect
    .poll(async () => app.locator(`[data-formula="${at}"] [data-problems]`).innerText(), { timeout: 30_000 })
    .toBe('');
}

/** Saves the designer's draft and waits for the plan to hold it. */
async function saveRule(page: Page, app: Locator) {
  await app.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByText('Rule updated').first().waitFor({ timeout: 60_000 });
}

/** Adds a rule from the single-rate template on the hub's rules tab and opens it in the designer. */
async function newRule(page: Page, app: Locator, hub: string, label: string, name: string) {
  await page.goto(`${product.origin}${hub}/rules`);
  await app.getByRole('button', { name: 'Add a rule' }).click();
  const add = page.getByRole('dialog', { name: 'Add a single-rate commission' });
  await add.getByRole('textbox', { name: 'Name' }).fill(label);
  await add.getByRole('button', { name: 'Add', exact: true }).click();
  await page.getByText('Single rate commission template applied').first().waitFor();
  await app.locator(`li[data-rule="${name}"]`).getByRole('link', { name: label }).click();
  await page.waitForURL(`${product.origin}${hub}/rules/${name}`);
  await app.getByRole('heading', { name: label, level: 1 }).waitFor();
}

/** "Add a table" in the designer: a table of the company's deals, credited to the fields named. */
async function newTable(page: Page, app: Locator, label: string, credited: string[]) {
  await app.getByRole('button', { name: 'Add a table' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a table' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(label);
  await choose(page, dialog, /Record model/, 'Deals');
  // The period join defaults to the first date field, the user join to the owner field.
  await dialog.getByRole('button', { name: /Close date.*Period join/ }).waitFor();
  for (const field of credited.filter((name) => name !== 'Owner')) {
    await dialog.getByRole('button', { name: /User join/ }).click();
    await page.getByRole('option', { name: field, exact: true }).click();
    await page.keyboard.press('Escape');
  }
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await app.getByRole('region', { name: label }).waitFor();
}

/** Adds a condition to a table's form: `field` `operator` (`values`, when it takes some). */
async function addCondition(
  page: Page,
  table: Locator,
  number: number,
  field: string,
  operator?: string,
  values?: string,
) {
  await table.getByRole('button', { name: 'Add a condition' }).click();
  const condition = () => table.getByRole('group', { name: `Condition ${number}` });
  await choose(page, condition(), /Field/, field);
  if (operator) await choose(page, condition(), /Operator/, operator);
  if (values !== undefined)
    await condition().getByRole('textbox', { name: 'Values (separated by commas)' }).fill(values);
}

describe('issue #12: a plan from nothing to a confirmed agreement', () => {
  it('designs, previews, publishes, round-trips as a file, compares, and is agreed by the rep', async () => {
    const emma = userOf(EMMA);
    const eli = userOf(ELI);
    const suffix = Date.now().toString(36);
    const planName = `Co-selling plan ${suffix}`;
    const agreementName = `Co-selling agreement ${suffix}`;
    const admin = await (await browser.newContext({ acceptDownloads: true })).newPage();
    await signIn(admin, product.origin, ADMIN, '/plans');
    const app = admin.locator('#app-mfe_plans');

    // The company's data, as its CRM integration sends it: deals gain a co-owner, and one of
    // Emma's won October deals is co-sold with Eli (the demo deals have no second person to split
    // with). Through the API: pushing records is an API by design (a partner's integration), and
    // no page edits a record model's fields yet (the data pages only create models).
    const octoberDeals = wonDealsOf(emma, MONTH);
    expect(octoberDeals.length).toBeGreaterThan(0);
    const model = await callApi(admin, 'GET', '/objects-definitions/deal');
    expect(model.status).toBe(200);
    const patched = await callApi(admin, 'PATCH', '/objects-definitions/deal', {
      fields: [...model.body.fields, { identifier: 'coOwnerId', label: 'Co-owner', format: 'text' }],
    });
    expect(patched.status).toBe(200);
    const coSold = octoberDeals[0]!;
    const pushed = await callApi(admin, 'PUT', '/objects-definitions/deal/records', {
      records: [{ ...coSold, coOwnerId: String(eli.id) }],
    });
    expect(pushed.status).toBe(200);

    // 1. A new plan, from nothing.
    await app.getByRole('heading', { name: 'Plans', level: 1 }).waitFor();
    await app.getByRole('button', { name: 'Create plan' }).click();
    const create = admin.getByRole('dialog', { name: 'Create a plan' });
    await create.getByRole('textbox', { name: 'Name' }).fill(planName);
    await create.getByRole('button', { name: 'Create', exact: true }).click();
    await admin.getByText('Plan created').first().waitFor();
    const hub = (await app
      .getByRole('link', { name: `View ${planName} in a new tab` })
      .getAttribute('href'))!;
    const planId = Number(/\/plans\/(\d+)/.exec(hub)![1]);

    // Emma is on it from the start of the year: the preview calculates for a person on the plan.
    await admin.goto(`${product.origin}${hub}/assignments`);
    await app.getByRole('heading', { name: new RegExp(planName), level: 1 }).waitFor();
    await app.getByRole('button', { name: 'Add assignments' }).click();
    const assign = admin.getByRole('dialog', { name: 'Add assignments' });
    await assign.getByRole('button', { name: /People from the directory/ }).click();
    await admin.getByRole('option', { name: /Emma Schultz/ }).click();
    await admin.keyboard.press('Escape');
    await assign.getByRole('group', { name: 'Effective from' }).getByRole('spinbutton').first().click();
    await admin.keyboard.type('01012026');
    await assign.getByRole('button', { name: 'Assign 1 person' }).click();
    await admin.getByText('1 assignment added').first().waitFor();
    await app.getByRole('tab', { name: 'Active (1)' }).waitFor();
    await expect
      .poll(async () =>
        app
          .getByRole('grid', { name: 'Assignments' })
          .getByRole('row', { name: /Emma Schultz/ })
          .innerText(),
      )
      .toContain('2026-01-01');

    // 2. The commission: a table of won deals, a tiered rate read by its formula.
    await newRule(admin, app, hub, 'Commission', 'commission');
    await newTable(admin, app, 'Won deals', ['Owner']);
    const wonDeals = app.getByRole('region', { name: 'Won deals' });
    await addCondition(admin, wonDeals, 1, 'Stage', 'is one of', 'won');
    await choose(
      admin,
      app.getByRole('region', { name: 'Rule', exact: true }),
      /Payment type/,
      'Payout per line',
    );
    await app.getByRole('button', { name: /Won deals.*Table/ }).waitFor();

    await app.getByRole('button', { name: 'Add a rate table' }).click();
    const rates = admin.getByRole('dialog', { name: 'Add a rate table' });
    await rates.getByRole('textbox', { name: 'Name' }).fill('Deal size tiers');
    await rates.getByRole('button', { name: 'Add', exact: true }).click();
    const tiers = app.getByRole('region', { name: 'Deal size tiers' });
    await tiers.getByRole('button', { name: 'Add a tier' }).click();
    await tiers.getByRole('group', { name: 'Tier 2' }).waitFor();
    await tiers.getByRole('group', { name: 'Tier 1' }).getByRole('textbox', { name: /^To/ }).fill('10000');
    const second = tiers.getByRole('group', { name: 'Tier 2' });
    await second.getByRole('textbox', { name: 'From' }).fill('10000');
    await second.getByRole('textbox', { name: 'Rate' }).fill('12%');

    // 3. The preview of Emma's October, before and while the formula is typed: from nothing paid
    // to each won deal's amount at its tier's rate (10% under 10,000, 12% from it).
    const preview = app.getByRole('region', { name: 'Preview' });
    await choose(admin, preview, /Year/, '2026');
    await choose(admin, preview, /Period/, 'October 2026');
    const value = preview.getByTestId('preview-value');
    await expect.poll(async () => digits(await value.innerText()), { timeout: 60_000 }).toBe('0');
    // In ten-thousandths of a euro: each amount in cents times its rate in percent.
    const exact = octoberDeals.reduce(
      (sum, deal) => sum + cents(deal.amount) * (cents(deal.amount) >= 1_000_000n ? 12n : 10n),
      0n,
    );
    expect(exact % 100n).toBe(0n);
    const expected = exact / 100n;
    expect(expected).toBeGreaterThan(0n);
    await typeFormula(admin, app, 'rules.commission.formula', 'amount * STEP_RATE(dealSizeTiers, amount)');
    await expect
      .poll(async () => digits(await value.innerText()), { timeout: 60_000 })
      .toBe(shownDigits(decimal(expected)));
    await saveRule(admin, app);

    // The split: co-sold deals credited to the owner (60%) and the co-owner (the rest).
    await newRule(admin, app, hub, 'Co-selling split', 'coSellingSplit');
    await newTable(admin, app, 'Co-sold deals', ['Owner', 'Co-owner']);
    const coSoldDeals = app.getByRole('region', { name: 'Co-sold deals' });
    await addCondition(admin, coSoldDeals, 1, 'Stage', 'is one of', 'won');
    await addCondition(admin, coSoldDeals, 2, 'Co-owner');
    await choose(admin, app.getByRole('region', { name: 'Rule', exact: true }), /Payment type/, 'Split');
    const owner = app.getByRole('group', { name: 'Part 1' });
    await owner.getByRole('button', { name: /Owner.*Credited to/ }).waitFor();
    await app.getByRole('group', { name: 'Part 2' }).getByText('Co-owner receives the rest.').waitFor();
    await typeFormula(admin, app, 'rules.coSellingSplit.split[0].share', '60%');
    await typeFormula(admin, app, 'rules.coSellingSplit.formula', 'amount * 5%');
    await saveRule(admin, app);

    // The hold: a bonus per won deal, released once its invoice is paid.
    await newRule(admin, app, hub, 'Held bonus', 'heldBonus');
    const held = app.getByRole('region', { name: 'Rule', exact: true });
    await choose(admin, held, /Payment type/, 'Hold and release');
    await choose(admin, held, /Release/, 'When a condition holds');
    await typeFormula(
      admin,
      app,
      'rules.heldBonus.release.when',
      'EXISTS(invoicePaidDate) AND invoicePaidDate <= PERIOD_END()',
    );
    await typeFormula(admin, app, 'rules.heldBonus.formula', 'amount * 1%');
    await saveRule(admin, app);

    // 4. Published, after its confirmation.
    await admin.goto(`${product.origin}${hub}/rules`);
    await app.locator('li[data-rule]').first().waitFor();
    expect(
      await app.locator('li[data-rule]').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-rule'))),
    ).toEqual(['commission', 'coSellingSplit', 'heldBonus']);
    await app.getByRole('button', { name: 'Publish', exact: true }).click();
    await admin
      .getByRole('dialog', { name: `Publish ${planName}?` })
      .getByRole('button', { name: 'Publish', exact: true })
      .click();
    await admin.getByText('Plan published').first().waitFor();
    await app.locator('[data-visibility="live"]').waitFor();

    // 5. Exported as YAML, edited as a file (the top tier's rate), imported back in its place.
    await app.getByRole('tab', { name: 'Definition' }).click();
    const downloading = admin.waitForEvent('download');
    await app.getByRole('button', { name: 'Download the plan file' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/\.plan\.yaml$/);
    const exported = await fs.readFile((await download.path())!, 'utf8');
    for (const part of [
      'wonDeals:',
      'coSoldDeals:',
      'dealSizeTiers:',
      'remainder: true',
      'invoicePaidDate <=',
    ])
      expect(exported).toContain(part);
    expect(exported.match(/rate: 12%/g)).toHaveLength(1);
    const edited = path.join(workDir, download.suggestedFilename());
    await fs.writeFile(edited, exported.replace('rate: 12%', 'rate: 15%'));
    await app.locator('input[type="file"]').setInputFiles(edited);
    await app.getByRole('button', { name: 'Replace the plan' }).click();
    await admin.getByText('Plan updated').first().waitFor();
    await expect
      .poll(async () => app.getByRole('textbox', { name: 'Plan file' }).inputValue())
      .toContain('rate: 15%');

    // The two versions compared in the history: the rate before and after.
    await admin.goto(`${product.origin}${hub}/history`);
    const versions = app.getByRole('list', { name: 'Versions of the plan' });
    await versions
      .getByText(/Rate tables changed: dealSizeTiers\./)
      .first()
      .waitFor();
    await admin.waitForLoadState('networkidle');
    await app
      .getByRole('form', { name: 'Compare two versions' })
      .getByRole('button', { name: 'Compare' })
      .click();
    const comparison = app.getByRole('region', { name: /^Version \d+ → version \d+$/ });
    await comparison.waitFor();
    await comparison
      .getByText(/rate: 12%/)
      .first()
      .waitFor();
    await comparison
      .getByText(/rate: 15%/)
      .first()
      .waitFor();

    // 6. The agreement: a draft for the plan, its template, the people of the plan.
    await admin.goto(`${product.origin}/plan-agreements`);
    await app.getByRole('button', { name: 'New agreement' }).click();
    const draft = admin.getByRole('dialog', { name: 'New plan agreement' });
    await draft.getByRole('textbox', { name: /^Name/ }).fill(agreementName);
    await choose(admin, draft, /Plan/, planName);
    await draft.getByRole('button', { name: 'Create', exact: true }).click();
    await admin.waitForURL(/\/plan-agreements\/\d+$/);
    const agreementPath = new URL(admin.url()).pathname;
    await app.getByRole('heading', { name: agreementName }).waitFor();
    const people = app.getByRole('grid', { name: 'People' });
    await people.getByRole('row', { name: /Emma Schultz/ }).waitFor();

    const template = app.getByRole('textbox', { name: 'Template' });
    await template.waitFor();
    await template.fill(`${await template.inputValue()}\nCo-sold deals are shared with their co-owner.\n`);
    await app.getByRole('button', { name: 'Save', exact: true }).click();
    await admin.getByText('Agreement saved').first().waitFor();
    await app.getByRole('button', { name: 'Refresh template' }).click();
    await admin
      .getByText(/Template (copied|refreshed)/)
      .first()
      .waitFor();

    // Eli, the co-owner, joins the plan after the draft was made: added to it with "Add people".
    await admin.goto(`${product.origin}${hub}/assignments`);
    await app.getByRole('button', { name: 'Add assignments' }).click();
    const join = admin.getByRole('dialog', { name: 'Add assignments' });
    await join.getByRole('button', { name: /People from the directory/ }).click();
    await admin.getByRole('option', { name: /Eli Cohen/ }).click();
    await admin.keyboard.press('Escape');
    await join.getByRole('button', { name: 'Assign 1 person' }).click();
    await admin.getByText('1 assignment added').first().waitFor();
    await admin.goto(`${product.origin}${agreementPath}`);
    await people.getByRole('row', { name: /Emma Schultz/ }).waitFor();
    expect(await people.getByRole('row', { name: /Eli Cohen/ }).count()).toBe(0);
    await app.getByRole('button', { name: 'Add people' }).click();
    const addPeople = admin.getByRole('dialog', { name: `Add people to ${agreementName}` });
    await addPeople.getByRole('button', { name: /People to add/ }).click();
    await admin.getByRole('option', { name: 'Eli Cohen', exact: true }).click();
    await admin.keyboard.press('Escape');
    await addPeople.getByRole('button', { name: 'Add 1 person' }).click();
    await admin.getByText('1 person added to the agreement').first().waitFor();
    await people.getByRole('row', { name: /Eli Cohen/ }).waitFor();

    // Finalized: the in-process worker generates each document; Emma's is sent.
    await app.getByRole('button', { name: 'Finalize' }).click();
    await admin.getByRole('dialog').getByRole('button', { name: 'Finalize' }).click();
    const send = app.getByRole('button', { name: 'Send the agreement of Emma Schultz' });
    await send.waitFor({ timeout: 60_000 });
    await send.click();
    await expect
      .poll(async () => people.getByRole('row', { name: /Emma Schultz/ }).innerText(), { timeout: 30_000 })
      .toContain('Sent');

    // Emma reads her plan in words, its split and its hold among it, and confirms.
    const rep = await (await browser.newContext()).newPage();
    await signIn(rep, product.origin, EMMA, '/plan-agreements');
    const repApp = rep.locator('#app-mfe_plans');
    await repApp
      .getByRole('row')
      .filter({ hasText: agreementName })
      .getByRole('link', { name: /Open/ })
      .click();
    await rep.waitForURL(/\/plan-agreements\/\d+\/assignments\/\d+$/);
    const document = repApp.getByRole('article');
    await document.getByRole('heading', { name: agreementName }).waitFor();
    for (const rule of [
      /Paid for each record of Won deals: .*STEP_RATE/,
      /Earned for each record of Co-sold deals: .*, shared as follows: .+ to the person in Owner; the rest to the person in Co-owner\./,
      /Earned for each record of Won deals: .*; held until .+\./,
      'Co-sold deals are shared with their co-owner.',
    ])
      await document.getByText(rule).first().waitFor();
    await repApp.getByRole('button', { name: 'Confirm agreement' }).click();
    await rep.getByRole('dialog').getByRole('button', { name: 'Confirm agreement' }).click();
    await rep.getByText('Agreement confirmed').first().waitFor();

    // Back to the admin: Emma's agreement is confirmed.
    await admin.reload();
    await expect
      .poll(async () => people.getByRole('row', { name: /Emma Schultz/ }).innerText(), { timeout: 30_000 })
      .toContain('Confirmed');
    expect(
      queryProductDatabase<{ status: string }>(
        product,
        `SELECT a.status FROM plan_agreement_assignments a JOIN plan_agreements p ON p.id = a.planAgreementId
          WHERE p.name = ? AND a.userId = ? AND p.planId = ?`,
        [agreementName, emma.id, planId],
      ),
    ).toEqual([{ status: 'CONFIRMED' }]);
    await Promise.all([admin.context().close(), rep.context().close()]);
  }, 600_000);
});
