import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchChromium } from './support/browser';
import { startProductServer, type ProductServer } from './support/servers';

let browser: Browser;
let product: ProductServer;

beforeAll(async () => {
  // A production start serves Storybook only when asked for.
  [browser, product] = await Promise.all([launchChromium(), startProductServer({ SERVE_STORYBOOK: 'true' })]);
});

afterAll(async () => {
  await Promise.all([browser?.close(), product?.stop()]);
});

describe('the UI kit Storybook served by the product', () => {
  it('renders a story from the static build at /storybook/', async () => {
    const page = await browser.newPage();
    const response = await page.goto(`${product.origin}/storybook/`);
    expect(response?.status()).toBe(200);
    await page.goto(`${product.origin}/storybook/iframe.html?id=actions-button--primary&viewMode=story`);
    await page.getByRole('button', { name: 'Save' }).waitFor();
    await page.close();
  });
});
