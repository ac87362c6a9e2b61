import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import {
  REPLAY_CLIENT,
  startCrmReplay,
  type CrmReplay,
} from '../../api/src/modules/data/crm-replay/server.js';
import { launchChromium } from './support/browser';
import { startProductServer, type ProductServer } from './support/servers';
import { signIn } from './support/sign-in';

/**
 * HubSpot cannot be reached from here: the product talks to the local replay server (its
 * documented endpoints and shapes), whose authorization page approves at once and sends the
 * window back to the product with a code.
 */
let browser: Browser;
let product: ProductServer;
let replay: CrmReplay;

describe('CRM connectors', () => {
  beforeAll(async () => {
    replay = await startCrmReplay({ pageSize: 2 });
    [browser, product] = await Promise.all([
      launchChromium(),
      startProductServer({
        HUBSPOT_CLIENT_ID: REPLAY_CLIENT.id,
        HUBSPOT_CLIENT_SECRET: REPLAY_CLIENT.secret,
        HUBSPOT_API_URL: replay.url,
        HUBSPOT_AUTH_URL: replay.url,
      }),
    ]);
  });

  afterAll(async () => {
    await Promise.all([browser?.close(), product?.stop(), replay?.close()]);
  });

  it('lets the demo admin connect HubSpot, create a model from deals, see the records, refresh changes and deletions, and set its schedule', async () => {
    const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1600, height: 1000 } });
    const page = await context.newPage();
    await signIn(page, product.origin, 'admin@demo.accrue.local', '/data/connectors');
    const data = page.locator('#app-mfe_data');
    await data.getByRole('heading', { name: 'Data connectors', level: 1 }).waitFor();

    // Salesforce has no app in this installation: said on its card.
    const cards = data.getByRole('list', { name: 'Data connectors' }).getByRole('listitem');
    await cards
      .filter({ hasText: 'Salesforce' })
      .getByText('Connecting Salesforce needs the Salesforce app of this installation, which is not set up.')
      .waitFor();

    // Connect: the provider's page in a window, which comes back to the product and closes.
    const [popup] = await Promise.all([
      context.waitForEvent('page'),
      cards.filter({ hasText: 'HubSpot' }).getByRole('button', { name: 'Connect HubSpot' }).click(),
    ]);
    await popup.waitForEvent('close', { timeout: 30_000 });
    await data.getByText('HubSpot is connected: map one of its objects to a record model.').waitFor();
    const connections = data.getByRole('table', { name: 'Connections' });
    const row = connections.getByRole('row', { name: /HubSpot/ });
    await expect.poll(async () => row.innerText()).toContain('Active');

    // A model from deals: the properties with the formats of their types, the record id as key.
    await row.getByRole('link', { name: 'Map a table to a record model' }).click();
    await data.getByRole('heading', { name: 'Create a record model', level: 1 }).waitFor();
    await data.getByRole('button', { name: /Table/ }).click();
    await page.getByRole('option', { name: 'hubspot.deals' }).click();
    const mapping = data.getByRole('table', { name: 'Columns and fields' });
    await mapping.getByRole('row', { name: /^amount/ }).waitFor();
    expect(await mapping.getByRole('row', { name: /^amount/ }).innerText()).toContain('Number');
    expect(await mapping.getByRole('row', { name: /^closedate/ }).innerText()).toContain('Date');
    await data.getByRole('textbox', { name: /^Record model name/ }).fill('HubSpot deals');
    await data.getByRole('textbox', { name: /^Machine name/ }).fill('hubspotdeals');
    await data.getByRole('button', { name: 'Create the model and preview' }).click();
    await data.getByRole('button', { name: 'Apply 3 rows' }).click();
    await data.getByText('Import applied: 3 added, 0 changed, 0 removed.').waitFor();
    await data.getByRole('link', { name: 'See the records of HubSpot deals' }).click();
    const records = data.getByRole('grid', { name: 'Records of HubSpot deals' });
    await records.getByRole('row', { name: /5001/ }).waitFor();
    expect(await records.getByRole('row', { name: /5001/ }).innerText()).toContain('Acme renewal');

    // A deal changes in HubSpot; refresh now reads it.
    replay.touch('hubspot', 'deals', '5002', { dealname: 'Globex expansion (signed)' });
    await page.goto(`${product.origin}/data/connectors`);
    const again = data.getByRole('table', { name: 'Connections' }).getByRole('row', { name: /HubSpot/ });
    await again.getByRole('button', { name: 'Refresh HubSpot now' }).click();
    await expect.poll(async () => again.innerText(), { timeout: 30_000 }).toMatch(/Refreshed/);
    await page.goto(`${product.origin}/data/record-models/hubspotdeals`);
    const changed = data
      .getByRole('grid', { name: 'Records of HubSpot deals' })
      .getByRole('row', { name: /5002/ });
    await changed.waitFor();
    expect(await changed.innerText()).toContain('Globex expansion (signed)');

    // A deal deleted in HubSpot: the next refresh removes it from the records.
    replay.remove('hubspot', 'deals', '5003');
    await page.goto(`${product.origin}/data/connectors`);
    const third = data.getByRole('table', { name: 'Connections' }).getByRole('row', { name: /HubSpot/ });
    await third.getByRole('button', { name: 'Refresh HubSpot now' }).click();
    await expect.poll(async () => third.innerText(), { timeout: 30_000 }).toMatch(/Refreshed/);
    await page.goto(`${product.origin}/data/record-models/hubspotdeals`);
    const left = data.getByRole('grid', { name: 'Records of HubSpot deals' });
    await left.getByRole('row', { name: /5001/ }).waitFor();
    expect(await left.getByRole('row', { name: /5003/ }).count()).toBe(0);

    // The schedule: from daily at midnight to manual, kept after a reload.
    await page.goto(`${product.origin}/data/connectors`);
    const scheduled = data.getByRole('table', { name: 'Connections' }).getByRole('row', { name: /HubSpot/ });
    await scheduled.getByRole('button', { name: /Schedule of HubSpot/ }).click();
    await page.getByRole('option', { name: 'Manually' }).click();
    await expect
      .poll(async () => scheduled.getByRole('button', { name: /Schedule of HubSpot/ }).innerText())
      .toContain('Manually');
    await page.reload();
    const reloaded = data.getByRole('table', { name: 'Connections' }).getByRole('row', { name: /HubSpot/ });
    await expect
      .poll(async () => reloaded.getByRole('button', { name: /Schedule of HubSpot/ }).innerText(), {
        timeout: 30_000,
      })
      .toContain('Manually');
  });
});
