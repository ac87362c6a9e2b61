import fs from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';
import { onTestFailed } from 'vitest';

/** Debian's Chromium; no test tool may download a browser of its own. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * How long an action or a wait on a page may take: twice playwright's 30 s. On the 2-core CI
 * machine the end-to-end suite runs beside the API suite and the other packages' tests, and a
 * page's first lazily loaded part (a plan's definition tab, a connector's dialog) took over 30 s
 * there while taking 1–2 s alone.
 */
const ACTION_TIMEOUT_MS = 60_000;

export async function launchChromium(): Promise<Browser> {
  if (!fs.existsSync(CHROMIUM)) {
    throw new Error(
      `Chromium not found at ${CHROMIUM}: install Debian's chromium (apt-get install chromium).`,
    );
  }
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  // Every context the tests open (browser.newPage opens one too) waits as long.
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    context.setDefaultTimeout(ACTION_TIMEOUT_MS);
    return context;
  };
  return browser;
}

/**
 * When the running test fails, prints the page's address and visible text: a wait that ran out
 * under CI load then says what the page showed (an error, a dialog still loading) instead of only
 * which element never came.
 */
export function showPageOnFailure(page: Page): void {
  onTestFailed(async () => {
    const text = await page
      .locator('body')
      .innerText({ timeout: 5_000 })
      .catch((error: unknown) => String(error));
    console.log(`The page at ${page.url()} showed:\n${text.slice(0, 4_000)}`);
  });
}
