import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
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

describe('a figure’s explanation', () => {
  it('shows the rep how their commission was calculated, down to the import each deal came from', async () => {
    const [statement] = queryProductDatabase<{ id: number }>(
      product,
      `SELECT s.id FROM statements s JOIN users u ON u.id = s.userId
       WHERE u.email = 'employee@demo.accrue.local' AND s.periodId = '2026-03'`,
    );
    expect(statement).toBeDefined();

    const page = await (await browser.newContext({ locale: 'en-US' })).newPage();
    await signIn(
      page,
      product.origin,
      'employee@demo.accrue.local',
      `/statements/${statement!.id}/rule/commission`,
    );
    const app = page.locator('#app-mfe_statements');
    await app.getByRole('heading', { name: 'How this figure is calculated' }).waitFor();
    // The rule's formula, and each name it reads as a link to its own step.
    const field = app.locator('#explanation-dealCommission');
    await field.getByText('amountEur * STEP_RATE(attainmentTiers, runningAttainment)').waitFor();
    await field.getByRole('link', { name: 'runningAttainment' }).click();
    // The step comes into view and takes the focus; the page stays where it is.
    await app.locator('#explanation-runningAttainment:focus').waitFor();
    expect(new URL(page.url()).pathname).toBe(`/statements/${statement!.id}/rule/commission`);
    // The quota the calculation used in March.
    expect(await app.getByTestId('explained-monthlyQuota').textContent()).toBe('€45,000');

    const records = app.getByRole('grid', { name: 'Records of Won deals' });
    await records.getByText('deals-2026.csv (Files)').first().waitFor();
    await records
      .getByText(/Imported by Ada Moreau on/)
      .first()
      .waitFor();

    // A KPI of the whole statement: its formula and the values it read, below the KPIs.
    await app.getByRole('link', { name: 'Back to the whole statement' }).click();
    await app.getByRole('button', { name: 'Explain Attainment' }).click();
    const kpi = app.getByRole('region', { name: 'How this figure is calculated' });
    await kpi.locator('#explanation-attainment').getByText('bookings / monthlyQuota').waitFor();
    expect(await kpi.getByTestId('explained-monthlyQuota').textContent()).toBe('€45,000');
  }, 120_000);
});
