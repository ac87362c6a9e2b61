import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from './support/browser';
import { callApi } from './support/crm-host';
import { queryProductDatabase } from './support/database';
import { startProductServer, type ProductServer } from './support/servers';
import { signIn } from './support/sign-in';

let browser: Browser;
let product: ProductServer;

beforeAll(async () => {
  [browser, product] = await Promise.all([launchChromium(), startProductServer()]);
});

afterAll(async () => {
  // The browser first: its pages poll and stream until they close, and the server logs a call that
  // reaches it while it stops.
  await browser?.close();
  await product?.stop();
});

const EMPLOYEE = 'employee@demo.accrue.local';

/** The employee's notifications as stored, newest first. */
function storedNotifications() {
  return queryProductDatabase<{ content: string; read: number }>(
    product,
    `SELECT n.content, n.read FROM notifications n JOIN users u ON u.id = n.userId
     WHERE u.email = '${EMPLOYEE}' ORDER BY n.createdAt DESC, n.id DESC`,
  );
}

async function newPage(): Promise<Page> {
  return (await browser.newContext({ locale: 'en-US' })).newPage();
}

describe('notifications', () => {
  it('shows the employee a dot while she has unread notifications, which reading them clears', async () => {
    const [newest] = storedNotifications();
    expect(newest).toMatchObject({ read: 0 });

    const page = await newPage();
    await signIn(page, product.origin, EMPLOYEE);
    const bell = page.getByRole('button', { name: /^Notifications, \d+ unread$/ });
    await bell.waitFor();
    expect(await bell.getByTestId('notifications-dot').count()).toBe(1);

    await bell.click();
    const popover = page.getByRole('dialog', { name: 'Notifications' });
    await popover.getByText(newest!.content).first().waitFor();
    expect(await popover.getByRole('heading', { name: 'Notifications' }).count()).toBe(1);
    // Named, labelled and contrasted enough, unread highlight included.
    const axe = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
    // Opening it marked them read: the dot goes, here and after a reload.
    const readBell = page.getByRole('button', { name: 'Notifications', exact: true });
    await readBell.waitFor();
    expect(await page.getByTestId('notifications-dot').count()).toBe(0);
    expect(storedNotifications().filter((n) => !n.read)).toEqual([]);

    // Keyboard: Escape closes it and the focus goes back to the bell.
    await page.keyboard.press('Escape');
    await popover.waitFor({ state: 'detached' });
    expect(await readBell.evaluate((bell) => bell === document.activeElement)).toBe(true);
    await page.reload();
    await readBell.waitFor();
    expect(await page.getByTestId('notifications-dot').count()).toBe(0);
  }, 120_000);

  it('brings a notification live into the open popover, and follows its link in the page', async () => {
    // A statement of hers the managers approved, which awaits finance: finance's review completes it.
    const [statement] = queryProductDatabase<{ id: number }>(
      product,
      `SELECT s.id FROM statements s JOIN users u ON u.id = s.userId
       JOIN statement_reviews r ON r.statementId = s.id
       WHERE u.email = '${EMPLOYEE}' AND r.currentStep = 1 AND r.complete = 0 ORDER BY s.id LIMIT 1`,
    );
    expect(statement).toBeDefined();
    const finance = await newPage();
    await signIn(finance, product.origin, 'finance@demo.accrue.local');

    const page = await newPage();
    // The bell opens its stream once the page has loaded.
    const streaming = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/events', {
      timeout: 60_000,
    });
    await signIn(page, product.origin, EMPLOYEE, '/statements');
    expect((await streaming).headers()['content-type']).toContain('text/event-stream');
    await page.getByRole('button', { name: /^Notifications/ }).click();
    const popover = page.getByRole('dialog', { name: 'Notifications' });
    await popover.getByRole('listitem').first().waitFor();
    await page.getByRole('button', { name: 'Notifications', exact: true }).waitFor();
    await page.evaluate(() => (globalThis.__e2eNotificationsMarker = 'before'));

    const reviewed = await callApi(finance, 'PATCH', `/statements/${statement!.id}?isNotify=true`, {
      workflowAction: 'NEXT',
    });
    expect(reviewed.status).toBe(200);
    expect(reviewed.body).toMatchObject({ workflowComplete: true });

    // It arrives without reopening or reloading, unread, and the bell's dot comes back.
    const news = /statement .* is fully reviewed/;
    const arrived = popover.getByRole('link', { name: news });
    await arrived.waitFor({ timeout: 15_000 });
    expect(await popover.locator('li[data-unread]').filter({ hasText: news }).count()).toBe(1);
    await page.getByRole('button', { name: 'Notifications, 1 unread' }).waitFor();

    await arrived.click();
    await page.waitForURL(`${product.origin}/statements/${statement!.id}`);
    await popover.waitFor({ state: 'detached' });
    // Client-side navigation: the page was not loaded again.
    expect(await page.evaluate(() => globalThis.__e2eNotificationsMarker)).toBe('before');
  }, 120_000);
});

declare global {
  var __e2eNotificationsMarker: string | undefined;
}
