/**
 * `npm run bench:embed` (issue #14, speed): the statement widget inside the example CRM host, in
 * Chromium with third-party cookies blocked and an empty cache each time, against the production
 * server on localhost. It prints, over RUNS visits:
 * - the time from the host page's navigation to the rep's total painted in the frame (goal 1 s),
 *   beside a peer measured the same way in the same run: the lightest page the product shows in a
 *   frame, `/auth/iframe`'s Login button (no token, no data), so the ratio is what the widget's token
 *   exchange, data and code cost on top of any framed page;
 * - the JavaScript the frame downloads (gzip; goal within the 200 kB route budget) and the embed
 *   entry the host imports (`/sdk/embed.js` and what it imports; goal under 10 kB).
 * With BENCH_WATERFALL=1 it then prints one more cold visit's waterfall: every request of the host
 * page and of the frame (resource timings, in ms since the host page's navigation) and when the
 * widget's section and total appeared, to see where the time goes.
 */
import zlib from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS } from './support/browser';
import { callApi, embeddingHost, type CrmHost } from './support/crm-host';
import { startProductServer } from './support/servers';
import { signedInContext } from './support/sign-in';

const RUNS = Number(process.env.BENCH_RUNS ?? 10);
const REP = 'employee@demo.accrue.local';

interface Visit {
  ms: number;
  frameJs: number;
  entryJs: number;
}

/** One cold visit: `ready` resolves when the thing measured is painted; sizes come from responses. */
async function visit(
  browser: Browser,
  productOrigin: string,
  url: string,
  ready: (page: Page) => Promise<unknown>,
): Promise<Visit> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const sizes = { frameJs: 0, entryJs: 0 };
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    const target = new URL(response.url());
    if (target.origin !== productOrigin || !target.pathname.endsWith('.js')) return;
    const fromHost = response.frame() === page.mainFrame();
    pending.push(
      response
        .body()
        .then((body) => {
          const gzip = zlib.gzipSync(body, { level: 9 }).length;
          if (fromHost) sizes.entryJs += gzip;
          else sizes.frameJs += gzip;
        })
        .catch(() => undefined),
    );
  });
  const start = performance.now();
  await page.goto(url);
  await ready(page);
  const ms = performance.now() - start;
  await Promise.all(pending);
  await context.close();
  return { ms, ...sizes };
}

/** A resource timing, in ms since the host page's navigation. */
interface Timing {
  name: string;
  start: number;
  end: number;
}

/** One cold visit's requests (host and frame) and when the widget and its total appeared. */
async function waterfall(browser: Browser, url: string): Promise<void> {
  const context = await browser.newContext();
  // In every frame: when the widget's section and its total first appear (a mutation observer).
  await context.addInitScript(() => {
    const seen: Record<string, number> = {};
    (window as unknown as { accrueSeen: Record<string, number> }).accrueSeen = seen;
    new MutationObserver(() => {
      for (const id of ['statement-widget', 'widget-total'])
        if (!seen[id] && document.querySelector(`[data-testid="${id}"]`)) seen[id] = performance.now();
    }).observe(document, { subtree: true, childList: true });
  });
  const page = await context.newPage();
  await page.goto(url);
  await page.frameLocator('#commissions iframe').getByTestId('widget-total').waitFor({ timeout: 30_000 });
  const read = () => ({
    origin: performance.timeOrigin,
    navigation: performance.getEntriesByType('navigation')[0]?.toJSON() as Record<string, number>,
    resources: performance.getEntriesByType('resource').map((entry) => ({
      name: entry.name,
      start: entry.startTime,
      end: (entry as PerformanceResourceTiming).responseEnd,
    })),
    seen: (window as unknown as { accrueSeen: Record<string, number> }).accrueSeen,
  });
  const host = await page.evaluate(read);
  const frame = await page
    .frames()
    .find((f) => f.url().includes('/embed/'))!
    .evaluate(read);
  const shift = frame.origin - host.origin;
  const line = (from: number, to: number, what: string) =>
    console.log(`${from.toFixed(0).padStart(6)} → ${to.toFixed(0).padStart(6)} ms  ${what}`);
  const path = (name: string) => name.replace(/^https?:\/\/[^/]+/, '');
  console.log("\nOne cold visit (ms since the host page's navigation):");
  for (const r of host.resources as Timing[]) line(r.start, r.end, `host  ${path(r.name)}`);
  line(shift + frame.navigation.fetchStart!, shift + frame.navigation.responseEnd!, 'frame the page');
  for (const r of frame.resources as Timing[]) line(shift + r.start, shift + r.end, `frame ${path(r.name)}`);
  for (const [id, at] of Object.entries(frame.seen))
    line(shift + at, shift + at, `frame [data-testid=${id}] shown`);
  await context.close();
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};
const p90 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.ceil(values.length * 0.9) - 1]!;
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

async function main() {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [...CHROMIUM_ARGS, '--test-third-party-cookie-phaseout'],
  });
  const product = await startProductServer();
  let host: CrmHost | undefined;
  try {
    const admin = await (await signedInContext(browser, product.origin, 'admin@demo.accrue.local')).newPage();
    await admin.goto(`${product.origin}/home`);
    host = await embeddingHost(admin, product.origin);
    // The server runs the nightly calculation at start: measure once it is done.
    for (let wait = 0; (await callApi(admin, 'GET', '/calculations/ongoing')).body?.length !== 0; wait++) {
      if (wait > 600) throw new Error('The calculations started with the server did not end');
      await new Promise((resolve) => setTimeout(resolve, 500));
    }

    const widgetUrl = `${host.origin}/?rep=${encodeURIComponent(REP)}&widget=statement`;
    const widgetPainted = (page: Page) =>
      page.frameLocator('#commissions iframe').getByTestId('widget-total').waitFor({ timeout: 30_000 });
    const peerUrl = `${host.origin}/connect`;
    const peerPainted = (page: Page) =>
      page.frameLocator('#accrue').getByRole('button', { name: 'Login' }).waitFor({ timeout: 30_000 });

    // One of each first, not counted: the server's first answers warm its caches, not the browser's.
    await visit(browser, product.origin, widgetUrl, widgetPainted);
    await visit(browser, product.origin, peerUrl, peerPainted);
    const widget: Visit[] = [];
    const peer: Visit[] = [];
    for (let run = 0; run < RUNS; run++) {
      // Interleaved, so a slow moment of the machine weighs on both alike.
      widget.push(await visit(browser, product.origin, widgetUrl, widgetPainted));
      peer.push(await visit(browser, product.origin, peerUrl, peerPainted));
    }
    const w = widget.map((v) => v.ms);
    const p = peer.map((v) => v.ms);
    console.log(`Statement widget in a CRM page (${RUNS} cold visits each, third-party cookies blocked)\n`);
    console.log('                                              median      p90');
    console.log(
      `host page → rep's total painted in the frame  ${median(w).toFixed(0).padStart(6)} ms ${p90(w).toFixed(0).padStart(6)} ms  (goal 1000 ms)`,
    );
    console.log(
      `peer: host page → /auth/iframe Login shown    ${median(p).toFixed(0).padStart(6)} ms ${p90(p).toFixed(0).padStart(6)} ms`,
    );
    console.log(`ratio widget / peer (median)                  ${(median(w) / median(p)).toFixed(2)}`);
    console.log(
      `\nJavaScript (gzip): the frame ${kb(median(widget.map((v) => v.frameJs)))} kB (budget 200 kB);` +
        ` the embed entry the host imports ${kb(median(widget.map((v) => v.entryJs)))} kB (goal 10 kB);` +
        ` the peer frame ${kb(median(peer.map((v) => v.frameJs)))} kB`,
    );
    if (process.env.BENCH_WATERFALL) await waterfall(browser, widgetUrl);
  } finally {
    host?.child.kill('SIGTERM');
    await Promise.all([browser.close(), product.stop()]);
  }
}

await main();
