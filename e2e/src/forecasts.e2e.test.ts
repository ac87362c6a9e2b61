import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { launchChromium } from './support/browser';
import { queryProductDatabase, shownDigits } from './support/database';
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

interface StoredForecast {
  id: number;
  statementId: number;
  email: string;
  periodId: string;
  total: string;
  actualTotal: string;
  comparison: string;
  calculatedAt: string;
}

/** The forecasts as the product's SQLite database holds them, with their statements' ids. */
function storedForecasts(): StoredForecast[] {
  return queryProductDatabase<StoredForecast>(
    product,
    `SELECT f.id, s.id AS statementId, u.email, f.periodId, f.total, f.actualTotal, f.comparison, f.calculatedAt
       FROM forecasts f
       JOIN statements s ON s.planId = f.planId AND s.userId = f.userId AND s.periodId = f.periodId
       JOIN users u ON u.id = f.userId
      ORDER BY f.periodId DESC, f.id`,
  );
}

const digits = (text: string) => text.replace(/\D/g, '');

async function forecastsAs(email: string, pathname = '/forecasts'): Promise<{ page: Page; app: Locator }> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, product.origin, email, pathname);
  return { page, app: page.locator('#app-mfe_statements') };
}

describe('forecasts', () => {
  it("shows a rep her forecast beside her actual total, and each rule's comparison", async () => {
    // The demo's renewals plan forecasts the subscriptions still open in the quarter.
    const mine = storedForecasts().filter((f) => f.email === 'employee@demo.accrue.local');
    const latest = mine[0]!;
    expect(latest.total).not.toBe(latest.actualTotal);

    const { page, app } = await forecastsAs('employee@demo.accrue.local');
    await app.getByRole('heading', { name: 'Forecasts', level: 1 }).waitFor();
    const grid = app.getByRole('grid', { name: /^Forecasts of / });
    const row = grid.getByRole('row').filter({ has: page.getByRole('link', { name: 'Emma Schultz' }) });
    await row.waitFor();
    // Only hers; her actual and forecast totals as stored.
    expect(await grid.getByRole('link').allInnerTexts()).toEqual(['Emma Schultz']);
    const cells = await row.getByRole('gridcell').allInnerTexts();
    expect(cells.map(digits)).toContain(shownDigits(latest.actualTotal));
    expect(cells.map(digits)).toContain(shownDigits(latest.total));

    await grid.getByRole('link', { name: 'Emma Schultz' }).click();
    await page.waitForURL(new RegExp(`/forecasts/${latest.statementId}$`));
    const total = app.getByTestId('forecast-total');
    await total.waitFor();
    expect(digits(await total.innerText())).toBe(shownDigits(latest.total));
    expect(digits(await app.getByTestId('forecast-actual').innerText())).toBe(
      shownDigits(latest.actualTotal),
    );

    // The renewal commission counts the open subscriptions: its forecast details on hover.
    const renewal = (
      JSON.parse(latest.comparison) as { rules: { rule: string; actual: string; forecast: string }[] }
    ).rules.find((rule) => rule.rule === 'renewalCommission')!;
    await app.getByLabel(/^Forecast details of Renewal commission/).hover();
    const card = page.getByRole('tooltip');
    await card.getByText('Forecast details').waitFor();
    const shown = digits(await card.innerText());
    expect(shown).toContain(shownDigits(renewal.actual));
    expect(shown).toContain(shownDigits(renewal.forecast));
    // The expansion commission has no forecast formula and the same records: the same figure.
    await app.getByLabel('Expansion commission: forecast same as the actual').waitFor();
    // The open subscriptions the forecast counted are listed.
    await app.getByRole('heading', { name: 'Open renewals' }).waitFor();
  });

  it('recalculates a forecast on a worker when the rep asks', async () => {
    const latest = storedForecasts().find((f) => f.email === 'employee@demo.accrue.local')!;
    const { page, app } = await forecastsAs('employee@demo.accrue.local', `/forecasts/${latest.statementId}`);
    await app.getByTestId('forecast-total').waitFor();
    await app.getByRole('button', { name: 'Recalculate forecast' }).click();
    // The snackbar shows in the kit's own layer, outside the remote's root.
    await page.getByText('The forecast was recalculated.').waitFor({ timeout: 60_000 });
    const again = storedForecasts().find((f) => f.id === latest.id)!;
    expect(again.calculatedAt > latest.calculatedAt).toBe(true);
    expect(again.total).toBe(latest.total);
  });

  it("refuses a rep another rep's forecast", async () => {
    const others = storedForecasts().find((f) => f.email !== 'employee@demo.accrue.local')!;
    const { app } = await forecastsAs('employee@demo.accrue.local', `/forecasts/${others.statementId}`);
    await app.getByText('You are not allowed to see this statement.').waitFor();
    expect(await app.getByTestId('forecast-total').count()).toBe(0);
  });

  it('lets an admin give a rule a forecast formula that the next forecast uses', async () => {
    const [plan] = queryProductDatabase<{ id: number }>(
      product,
      "SELECT id FROM plans WHERE name = 'Renewals & Expansion 2026'",
    );
    const page = await (await browser.newContext()).newPage();
    await signIn(page, product.origin, 'admin@demo.accrue.local', `/plans/${plan!.id}/customization`);
    const plans = page.locator('#app-mfe_plans');
    await plans.getByRole('switch', { name: 'Forecast this plan' }).waitFor();
    await plans.getByRole('link', { name: 'Open Renewal commission in the forecast rule designer' }).click();
    await page.waitForURL(new RegExp(`/plans/${plan!.id}/rules/renewalCommission/forecast$`));

    // The forecast formula, typed; the engine checks it in the browser as it would calculate it.
    const editor = plans.getByRole('textbox', { name: 'Forecast formula of Renewal commission' });
    await editor.waitFor();
    await editor.focus();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('renewedArr * 5%');
    await page.keyboard.press('Escape');
    await plans.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Forecast formula saved').waitFor();
    const [saved] = queryProductDatabase<{ definition: string }>(
      product,
      `SELECT definition FROM plans WHERE id = ${plan!.id}`,
    );
    expect(saved!.definition).toMatch(/renewalCommission: renewedArr \* 5%/);

    // The rep's forecast, recalculated by the admin: the rule's card says its formula differs.
    const rep = storedForecasts().find((f) => f.email === 'employee@demo.accrue.local')!;
    await page.goto(`${product.origin}/forecasts/${rep.statementId}`);
    const app = page.locator('#app-mfe_statements');
    await app.getByTestId('forecast-total').waitFor();
    await app.getByRole('button', { name: 'Recalculate forecast' }).click();
    await page.getByText('The forecast was recalculated.').waitFor({ timeout: 60_000 });
    await app.getByLabel(/^Forecast details of Renewal commission/).hover();
    await page
      .getByRole('tooltip')
      .getByText('The forecast formula differs from the actual formula.')
      .waitFor();
    const comparison = JSON.parse(storedForecasts().find((f) => f.id === rep.id)!.comparison) as {
      rules: { rule: string; formulaDiffers: boolean }[];
    };
    expect(comparison.rules.find((rule) => rule.rule === 'renewalCommission')!.formulaDiffers).toBe(true);
    await page.context().close();
  });

  it('shows or hides the comparison as the company chooses on its customization page', async () => {
    const rep = storedForecasts().find((f) => f.email === 'employee@demo.accrue.local')!;
    const page = await (await browser.newContext()).newPage();
    await signIn(page, product.origin, 'admin@demo.accrue.local', '/company/settings/customization');
    const difference = page.getByRole('switch', { name: 'Show actual-forecast difference' });
    await difference.waitFor();
    expect(await difference.isChecked()).toBe(true);
    // The switch's input is hidden under its label, which takes the click.
    await page.getByText('Show actual-forecast difference').click();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Customization saved.').waitFor();

    // The rep's forecast no longer compares: no difference in its header, no mark on its rules.
    const { app } = await forecastsAs('employee@demo.accrue.local', `/forecasts/${rep.statementId}`);
    await app.getByTestId('forecast-total').waitFor();
    expect(await app.getByTestId('forecast-difference').count()).toBe(0);
    expect(await app.getByLabel(/^Forecast details of /).count()).toBe(0);
    await page.context().close();
  });
});
