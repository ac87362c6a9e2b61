import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchChromium, showPageOnFailure } from './support/browser';
import { startProductServer, type ProductServer } from './support/servers';
import { signIn } from './support/sign-in';

/**
 * A PostgreSQL source on this machine (trust authentication), seeded through psql with a table of
 * orders in a throwaway database. Where it cannot be reached, the test is skipped, loudly.
 */
const PG_HOST = process.env.POSTGRES_TEST_HOST ?? '127.0.0.1';
const PG_PORT = process.env.POSTGRES_TEST_PORT ?? '5432';
const PG_USER = process.env.POSTGRES_TEST_USER ?? 'postgres';
const DATABASE = `accrue_e2e_${randomBytes(4).toString('hex')}`;

function psql(database: string, sql: string): string {
  return execFileSync('psql', ['-h', PG_HOST, '-p', PG_PORT, '-U', PG_USER, '-d', database, '-tAc', sql], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    timeout: 10_000,
  });
}

function postgresError(): string | null {
  try {
    psql('postgres', 'SELECT 1');
    return null;
  } catch (error) {
    return (error as Error).message.split('\n')[0] ?? 'unreachable';
  }
}

const unreachable = postgresError();
if (unreachable)
  console.warn(
    `\n⚠️  PostgreSQL at ${PG_HOST}:${PG_PORT} is unreachable through psql (${unreachable}): the PostgreSQL connector end-to-end test is SKIPPED.\n`,
  );

let browser: Browser;
let product: ProductServer;

describe.skipIf(unreachable !== null)('database connectors', () => {
  beforeAll(async () => {
    psql('postgres', `CREATE DATABASE ${DATABASE}`);
    psql(
      DATABASE,
      `CREATE TABLE orders (order_id text PRIMARY KEY, customer text, amount numeric(12,2), ordered_on date);
       INSERT INTO orders VALUES ('O-1', 'Acme', 1200.50, '2026-01-15'), ('O-2', 'Globex', 980.00, '2026-02-01'),
         ('O-3', 'Initech', 2400.10, '2026-02-20');`,
    );
    [browser, product] = await Promise.all([launchChromium(), startProductServer()]);
  });

  afterAll(async () => {
    await Promise.all([browser?.close(), product?.stop()]);
    psql('postgres', `DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
  });

  it('lets the demo admin connect PostgreSQL, test it, map a table, apply it and see the records', async () => {
    const page = await (
      await browser.newContext({ locale: 'en-US', viewport: { width: 1600, height: 1000 } })
    ).newPage();
    showPageOnFailure(page);
    await signIn(page, product.origin, 'admin@demo.accrue.local', '/data/connectors');
    const data = page.locator('#app-mfe_data');
    await data.getByRole('heading', { name: 'Data connectors', level: 1 }).waitFor();

    // Connect: the database's settings and a password, saved and tested.
    await data
      .getByRole('list', { name: 'Data connectors' })
      .getByRole('listitem')
      .filter({ hasText: 'PostgreSQL' })
      .getByRole('button', { name: 'Connect' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Connect PostgreSQL' });
    await dialog.getByRole('textbox', { name: /^Connection name/ }).fill('Orders warehouse');
    await dialog.getByRole('textbox', { name: /^Host/ }).fill(PG_HOST);
    // The port is the kit's number field, holding its default: its light stand-in gives way to
    // react-aria's field on focus, and a fill that lands during the swap can lose its selection and
    // type after the default (5,4325432, clamped to 65535 on CI). Filled until it reads the port.
    const port = dialog.getByRole('textbox', { name: /^Port/ });
    await expect
      .poll(async () => {
        await port.fill(PG_PORT);
        return port.inputValue();
      })
      .toBe(PG_PORT);
    await dialog.getByRole('textbox', { name: /^Database/ }).fill(DATABASE);
    await dialog.getByRole('textbox', { name: /^User/ }).fill(PG_USER);
    await dialog.getByLabel(/^Password/).fill('e2e-secret-password');
    await dialog.getByRole('button', { name: 'Save and test' }).click();
    await dialog.getByText('Connection works: the database answered.').waitFor();
    await dialog.getByRole('link', { name: 'Map a table to a record model' }).click();

    // Map a table: its columns with the formats a sample suggests, the key column.
    await data.getByRole('heading', { name: 'Create a record model', level: 1 }).waitFor();
    await data.getByText('From the connection Orders warehouse').waitFor();
    await data.getByRole('button', { name: /Table/ }).click();
    await page.getByRole('option', { name: 'public.orders' }).click();
    const mapping = data.getByRole('table', { name: 'Columns and fields' });
    await mapping.getByRole('row', { name: /^amount/ }).waitFor();
    expect(await mapping.getByRole('row', { name: /^amount/ }).innerText()).toContain('Number');
    expect(await mapping.getByRole('row', { name: /^ordered_on/ }).innerText()).toContain('Date');
    await data.getByRole('button', { name: 'Create the model and preview' }).click();

    // The preview's counts, then apply: the change set.
    const counts = data.getByLabel('Changes');
    await expect
      .poll(async () => (await counts.innerText()).replace(/\s+/g, ' '))
      .toBe('Added 3 Changed 0 Removed 0 Unchanged 0');
    await data.getByRole('button', { name: 'Apply 3 rows' }).click();
    await data.getByText('Import applied: 3 added, 0 changed, 0 removed.').waitFor();
    await data.getByRole('link', { name: 'See the records of orders' }).click();

    // The records in the record browser, amounts exact.
    await data.getByRole('heading', { name: 'orders', level: 1 }).waitFor();
    const records = data.getByRole('grid', { name: 'Records of orders' });
    await records.getByRole('row', { name: /O-1/ }).waitFor();
    expect(await records.getByRole('row', { name: /O-1/ }).innerText()).toContain('Acme');
    expect(await records.getByRole('row', { name: /O-3/ }).innerText()).toContain('2,400.1');

    // Back on the connectors page: the connection is ACTIVE, with its schedule.
    await page.goto(`${product.origin}/data/connectors`);
    const connections = data.getByRole('table', { name: 'Connections' });
    const row = connections.getByRole('row', { name: /Orders warehouse/ });
    await row.waitFor();
    expect(await row.innerText()).toContain('Active');
    // The schedule is a select for an admin, its value shown once the row's select is there.
    await expect
      .poll(async () => row.getByRole('button', { name: /Schedule of Orders warehouse/ }).innerText())
      .toContain('Daily at midnight');

    // Refresh now: a new order in the source, the job run by the server's worker, its status shown.
    psql(DATABASE, `INSERT INTO orders VALUES ('O-4', 'Hooli', 10.01, '2026-03-01')`);
    await row.getByRole('button', { name: 'Refresh Orders warehouse now' }).click();
    await expect.poll(async () => row.innerText(), { timeout: 30_000 }).toMatch(/Refreshed/);
    await page.goto(`${product.origin}/data/record-models/orders`);
    await data.getByRole('grid', { name: 'Records of orders' }).getByRole('row', { name: /O-4/ }).waitFor();
  });
});
