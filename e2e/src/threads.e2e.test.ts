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

/** The demo's current month (the last one its statements were calculated for). */
function demoMonth(): string {
  const month = new Date().toISOString().slice(0, 7);
  return month < '2026-01' ? '2026-01' : month > '2026-12' ? '2026-12' : month;
}

describe('statement threads', () => {
  it('lets a rep ask about a rule of her statement, and her manager answer and review it', async () => {
    const [statement] = queryProductDatabase<{ id: number }>(
      product,
      `SELECT s.id FROM statements s JOIN users u ON u.id = s.userId JOIN plans p ON p.id = s.planId
       WHERE u.email = 'employee@demo.accrue.local' AND s.periodId = ? AND p.name = 'Account Executives 2026'`,
      [demoMonth()],
    );
    expect(statement).toBeDefined();
    // Short enough for the threads list to show whole, and found nowhere else.
    const question = `Is the Globex deal in this month? (${Date.now().toString(36)})`;
    const answer = 'Yes: it closed on the 3rd, it is on the Commission rule.';

    // Emma opens her statement's comments and asks about the Commission rule.
    const rep = await (await browser.newContext({ locale: 'en-US' })).newPage();
    await signIn(rep, product.origin, 'employee@demo.accrue.local', `/statements/${statement!.id}`);
    const repApp = rep.locator('#app-mfe_statements');
    await repApp.getByRole('button', { name: /^Comments/ }).click();
    await rep.waitForURL(`${product.origin}/statements/${statement!.id}/comments`);
    const repPanel = repApp.getByRole('complementary', { name: 'Comments' });
    const form = repPanel.getByRole('form', { name: 'New thread' });
    await form.getByRole('button', { name: /About/ }).click();
    await rep.getByRole('option', { name: 'Commission', exact: true }).click();
    await form.getByRole('textbox', { name: 'Message' }).fill(question);
    await form.getByRole('button', { name: 'Send' }).click();
    // The new thread opens beside the statement.
    await rep.waitForURL(new RegExp(`/statements/${statement!.id}/comments/\\d+$`));
    const threadUrl = rep.url();
    await repPanel.getByRole('heading', { name: 'Commission', level: 3 }).waitFor();
    await repPanel.getByRole('list', { name: 'Messages' }).getByText(question).waitFor();
    const [stored] = queryProductDatabase<{ id: number; ruleId: string; isReviewed: number }>(
      product,
      `SELECT t.id, t.ruleId, t.isReviewed FROM statement_threads t
       JOIN statement_thread_messages m ON m.threadId = t.id WHERE m.content = ?`,
      [question],
    );
    expect(stored).toMatchObject({ ruleId: 'commission', isReviewed: 0 });
    expect(threadUrl).toBe(`${product.origin}/statements/${statement!.id}/comments/${stored!.id}`);

    // Her manager finds it among the open threads, answers it and marks it reviewed.
    const manager = await (await browser.newContext({ locale: 'en-US' })).newPage();
    await signIn(manager, product.origin, 'manager@demo.accrue.local', '/threads');
    const managerApp = manager.locator('#app-mfe_statements');
    await managerApp.getByRole('heading', { name: 'Threads', level: 1 }).waitFor();
    const row = managerApp
      .getByRole('grid', { name: 'Statement threads' })
      .getByRole('row')
      .filter({ hasText: question });
    await row.getByText('Emma Schultz', { exact: true }).waitFor();
    await row.getByText('Open', { exact: true }).waitFor();
    await row.getByRole('link', { name: 'Commission' }).click();
    await manager.waitForURL(threadUrl);
    const managerPanel = managerApp.getByRole('complementary', { name: 'Comments' });
    const messages = managerPanel.getByRole('list', { name: 'Messages' });
    await messages.getByText(question).waitFor();
    const reply = managerPanel.getByRole('form', { name: 'Reply' });
    await reply.getByRole('textbox', { name: 'Reply' }).fill(answer);
    await reply.getByRole('button', { name: 'Send' }).click();
    await messages.getByText(answer).waitFor();
    await managerPanel.getByRole('button', { name: 'Mark as reviewed' }).click();
    await manager.getByText('1 thread marked as reviewed.').waitFor();
    await managerPanel.getByText(/^Reviewed by Manon Dupont on /).waitFor();
    const [reviewed] = queryProductDatabase<{ isReviewed: number; messages: number }>(
      product,
      `SELECT t.isReviewed, (SELECT COUNT(*) FROM statement_thread_messages m WHERE m.threadId = t.id) AS messages
       FROM statement_threads t WHERE t.id = ?`,
      [stored!.id],
    );
    expect(reviewed).toEqual({ isReviewed: 1, messages: 2 });

    // Emma reads the answer in her thread, reviewed.
    await rep.reload();
    await repPanel.getByRole('list', { name: 'Messages' }).getByText(answer).waitFor();
    const [first, second] = await repPanel.getByTestId('thread-message').all();
    expect(await first!.textContent()).toContain('Emma Schultz');
    expect(await second!.textContent()).toContain('Manon Dupont');
    await repPanel.getByText(/^Reviewed by Manon Dupont on /).waitFor();
    // Her own question is hers to edit; the manager's answer is not.
    expect(await first!.getByRole('button', { name: 'Edit' }).count()).toBe(1);
    expect(await second!.getByRole('button', { name: 'Edit' }).count()).toBe(0);
  }, 180_000);
});
