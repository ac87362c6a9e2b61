import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
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

/** The demo's month the lists open on: this month, within the demo plan's year (2026). */
function demoMonth(): string {
  const month = new Date().toISOString().slice(0, 7);
  return month < '2026-01' ? '2026-01' : month > '2026-12' ? '2026-12' : month;
}

function repStatement(periodId: string) {
  return queryProductDatabase<{ id: number; total: string; calculatedAt: string }>(
    product,
    `SELECT s.id, s.total, s.calculatedAt FROM statements s JOIN users u ON u.id = s.userId
     WHERE u.email = 'employee@demo.accrue.local' AND s.periodId = '${periodId}'`,
  )[0]!;
}

/** A call of the API as the signed-in page (its session's access token, as the front ends send it). */
async function apiAs(page: Page, method: string, pathname: string, body?: string, type?: string) {
  return page.evaluate(
    async ({ method, pathname, body, type }) => {
      const token = await fetch('/api/auth/token', { method: 'POST' }).then((r) => r.json());
      const response = await fetch(`/api${pathname}`, {
        method,
        headers: {
          authorization: `Bearer ${token.accessToken}`,
          ...(type ? { 'content-type': type } : {}),
        },
        ...(body !== undefined ? { body } : {}),
      });
      return { status: response.status, body: await response.json() };
    },
    { method, pathname, body, type },
  );
}

const digits = (text: string) => text.replace(/\D/g, '');
const shownDigits = (total: string) => {
  const [whole, fraction = ''] = total.split('.');
  const cents = (fraction + '00').slice(0, 2);
  return cents === '00' ? whole! : `${whole}${cents}`;
};

describe('calculations', () => {
  it('recalculates the statements a data import touches by itself, and lets the admin calculate a period; the rep sees the new figures', async () => {
    const month = demoMonth();
    const before = repStatement(month);
    expect(before).toBeDefined();
    const repId = queryProductDatabase<{ id: number }>(
      product,
      "SELECT id FROM users WHERE email = 'employee@demo.accrue.local'",
    )[0]!.id;

    const admin = await (await browser.newContext({ locale: 'en-US' })).newPage();
    await signIn(admin, product.origin, 'admin@demo.accrue.local', `/statements/by-date/${month}-01`);
    const app = admin.locator('#app-mfe_statements');
    await app.getByRole('heading', { name: 'Statements', level: 1 }).waitFor();

    // A big won deal of the rep this month arrives through a file import (the API's data path).
    const csv =
      'Deal id,Name,Account,Owner,Amount,Currency,Stage,Close date,Invoice paid\r\n' +
      `D-E2E-CALC,Calculation e2e deal,Hooli,${repId},250000,EUR,won,${month}-10,\r\n`;
    const uploaded = await apiAs(
      admin,
      'POST',
      '/data-imports?objectName=deal&fileName=calc-e2e.csv&scope=PARTIAL',
      csv,
      'text/csv',
    );
    expect(uploaded.status).toBe(201);
    const applied = await apiAs(admin, 'POST', `/data-imports/${uploaded.body.id}/apply`);
    expect(applied.status).toBe(200);

    // Nobody presses anything: the import queued the recalculation of the plans reading deals,
    // and the page hears of it (the real-time stream, or its 10-second poll).
    await app
      .getByRole('status')
      .getByText(/Last calculation \(after a data refresh\) by Ada Moreau: finished on .*statements\./)
      .waitFor({ timeout: 60_000 });
    const recalculated = repStatement(month);
    expect(Number(recalculated.total)).toBeGreaterThan(Number(before.total));
    expect(recalculated.calculatedAt).not.toBe(before.calculatedAt);

    // The calculate button (disabled while another calculation, e.g. the nightly one, runs).
    const calculate = app.getByRole('button', { name: /^Calculate / });
    await expect.poll(() => calculate.isEnabled(), { timeout: 60_000 }).toBe(true);
    await calculate.click();
    await app
      .getByRole('status')
      .getByText(/Last calculation \(manual\) by Ada Moreau: finished on .*statements\./)
      .waitFor({ timeout: 60_000 });
    // Nothing changed since: the same figures.
    const after = repStatement(month);
    expect(after.total).toBe(recalculated.total);

    // The rep's statement of the month shows the new total and the new deal.
    const rep = await (await browser.newContext({ locale: 'en-US' })).newPage();
    await signIn(rep, product.origin, 'employee@demo.accrue.local', `/statements/${after.id}`);
    const repApp = rep.locator('#app-mfe_statements');
    const total = repApp.getByTestId('statement-total');
    await total.waitFor();
    expect(digits(await total.innerText())).toBe(shownDigits(after.total));
    await repApp.getByText('Calculation e2e deal').first().waitFor();
  });

  it('keeps the calculation control from the roles that do not calculate', async () => {
    const rep = await (await browser.newContext({ locale: 'en-US' })).newPage();
    await signIn(rep, product.origin, 'employee@demo.accrue.local', '/statements');
    const app = rep.locator('#app-mfe_statements');
    await app.getByRole('grid', { name: /^Statements of / }).waitFor();
    expect(await app.getByRole('button', { name: /^Calculate / }).count()).toBe(0);
  });
});
