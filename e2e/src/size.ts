/**
 * `npm run size`: the gzip size of the JavaScript a first visit really downloads, measured in
 * Chromium against the production server: the shell's initial JavaScript, each remote's entry and
 * the chunks its first route needs, and the total per route. Fails when a route's first load
 * exceeds the budget. It signs in once (the super-admin may open every route family), then visits
 * each route in a fresh browser context holding that session but an empty HTTP cache.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Page, Request } from 'playwright-core';
import { launchChromium } from './support/browser';
import { REPO_ROOT, startProductServer } from './support/servers';
import { signedInContext } from './support/sign-in';

export const BUDGET_KB = 200;

/**
 * The goal for the floor every remote page stands on: the signed-in shell (chrome, shared
 * singletons, kit core, remote runtime) plus a remote whose page renders only the route frame.
 * Reported, not enforced: the budget above is what fails the run.
 */
export const EMPTY_PAGE_GOAL_KB = 160;

/**
 * Routes whose page is still the bare route frame (no `load` in their feature's routes.ts), one per
 * remote that has one: mfe-backoffice's home. The floor reported is the largest of them: they differ
 * by the remote's labels (its whole catalogue in the user's language, which grows with each of its
 * features) and its entry's sharing tables. Take a route out when its page gets its feature;
 * mfe-people, mfe-data, mfe-statements and mfe-plans have no empty page left.
 */
const EMPTY_REMOTE_PAGES = ['/superadmin'];

/**
 * Pages built on the kit's tables. The DataTable's first render is a light table (react-aria's
 * grid, virtualizer, selection and collections load on first keyboard use) and its popovers
 * (column menu, page-size select) load when first pressed; the LightTable is a plain HTML table
 * and the filter bar's menu loads on first use. What keeps the DataTable pages over the goal is
 * the rest of the DataTable's first screen: its toolbar's overlay positioning and focus scope, the
 * column menu's autocomplete and search field, its tooltip (README, "First load"). They are held
 * to a budget of their own (the largest measured, 244 kB, with some room) until those are light
 * too; the goal stays BUDGET_KB.
 */
export const TABLE_PAGE_BUDGET_KB = 260;
const REAL_PAGES = [
  '/company/directory',
  '/statements',
  '/forecasts',
  '/teams',
  '/data/record-models',
  '/data/connectors',
  '/audit',
  '/payments',
  '/overwrites',
  '/statements-reviews',
  '/company/settings/workflows',
  '/threads',
  '/plan-agreements',
];

const budgetOf = (route: string) => (REAL_PAGES.includes(route) ? TABLE_PAGE_BUDGET_KB : BUDGET_KB);

const ROUTES = ['/home', '/plans', ...EMPTY_REMOTE_PAGES, '/company/settings', ...REAL_PAGES];

interface Download {
  url: string;
  gzip: number;
}

function ownerOf(url: URL): string {
  const remote = /^\/remotes\/([^/]+)\//.exec(url.pathname);
  return remote ? remote[1]! : 'shell';
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/**
 * Watches a page's requests from before it navigates; the returned function waits until the page
 * has downloaded what its first screen needs: no request in flight for half a second, as
 * Playwright's `networkidle`, but not counting event streams (the calculations' live events,
 * `text/event-stream`), which stay open as long as the page does.
 */
function watchNetwork(page: Page, quietMs = 500, timeoutMs = 30_000): () => Promise<void> {
  const inFlight = new Set<Request>();
  let lastChange = Date.now();
  const done = (request: Request) => {
    if (inFlight.delete(request)) lastChange = Date.now();
  };
  page.on('request', (request) => {
    inFlight.add(request);
    lastChange = Date.now();
  });
  page.on('response', (response) => {
    if (response.headers()['content-type']?.startsWith('text/event-stream')) done(response.request());
  });
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return async () => {
    const deadline = Date.now() + timeoutMs;
    while (inFlight.size > 0 || Date.now() - lastChange < quietMs) {
      if (Date.now() > deadline) throw new Error(`${page.url()} was still loading after ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
}

interface ManifestShared {
  name: string;
  assets: { js: { sync: string[] } };
}

/**
 * The ui-kit's entries as the shell provides them to every container: the core, and what each
 * area entry adds on top of it (the chunks a page that imports the area downloads when it first
 * renders one of its components; lazily exported components fetch a little more on first use).
 */
function kitEntrySizes(): void {
  const dist = path.join(REPO_ROOT, 'shell/dist');
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8')) as {
    shared: ManifestShared[];
  };
  const gzip = (asset: string) => zlib.gzipSync(fs.readFileSync(path.join(dist, asset)), { level: 9 }).length;
  const kit = manifest.shared.filter((s) => s.name.startsWith('@accrue/ui-kit'));
  const core = new Set(kit.find((s) => s.name === '@accrue/ui-kit')?.assets.js.sync ?? []);
  console.log('\nui-kit entries (gzip, kB)\n');
  for (const entry of kit.sort((a, b) => a.name.localeCompare(b.name))) {
    const own = entry.assets.js.sync.filter((asset) => entry.name === '@accrue/ui-kit' || !core.has(asset));
    const size = own.reduce((sum, asset) => sum + gzip(asset), 0);
    const label = entry.name === '@accrue/ui-kit' ? 'core' : 'on top of the core';
    console.log(`  ${entry.name.padEnd(26)} ${kb(size).padStart(6)}  ${label}`);
  }
}

async function main() {
  const [browser, server] = await Promise.all([launchChromium(), startProductServer()]);
  let overBudget = false;
  try {
    const signedIn = await signedInContext(browser, server.origin, 'superadmin@accrue.local');
    const session = await signedIn.storageState();
    await signedIn.close();
    console.log(
      `First-load JavaScript per route (gzip, kB; budget ${BUDGET_KB} kB, ${TABLE_PAGE_BUDGET_KB} kB for table pages)\n`,
    );
    const totals = new Map<string, number>();
    for (const route of ROUTES) {
      const context = await browser.newContext({ storageState: session });
      const page = await context.newPage();
      const downloads: Download[] = [];
      page.on('response', async (response) => {
        if (!response.url().endsWith('.js')) return;
        const body = await response.body().catch(() => null);
        if (body) downloads.push({ url: response.url(), gzip: zlib.gzipSync(body, { level: 9 }).length });
      });
      const settled = watchNetwork(page);
      await page.goto(`${server.origin}${route}`, { waitUntil: 'load' });
      await settled();
      if (new URL(page.url()).pathname !== route) {
        throw new Error(`${route} ended on ${page.url()}: the measurement would not be of that route`);
      }
      await context.close();
      const byOwner = new Map<string, { entry: number; chunks: number }>();
      for (const d of downloads) {
        const url = new URL(d.url);
        const owner = ownerOf(url);
        const sizes = byOwner.get(owner) ?? { entry: 0, chunks: 0 };
        if (
          url.pathname.endsWith('/remoteEntry.js') ||
          (owner === 'shell' && /\/index\.[0-9a-f]+\.js$/.test(url.pathname))
        ) {
          sizes.entry += d.gzip;
        } else {
          sizes.chunks += d.gzip;
        }
        byOwner.set(owner, sizes);
      }
      const total = downloads.reduce((sum, d) => sum + d.gzip, 0);
      const over = total > budgetOf(route) * 1024;
      overBudget ||= over;
      totals.set(route, total);
      console.log(`${route}  total ${kb(total)} kB${over ? '  OVER BUDGET' : ''}`);
      for (const [owner, sizes] of [...byOwner].sort()) {
        console.log(
          `  ${owner.padEnd(16)} entry ${kb(sizes.entry).padStart(6)}  route chunks ${kb(sizes.chunks).padStart(6)}`,
        );
      }
      // SIZE_VERBOSE=1 lists every file a route downloads, largest first (to find the next lever).
      if (process.env.SIZE_VERBOSE) {
        for (const d of [...downloads].sort((a, b) => b.gzip - a.gzip)) {
          console.log(`    ${kb(d.gzip).padStart(6)}  ${new URL(d.url).pathname}`);
        }
      }
    }
    const [floorRoute, floor] = EMPTY_REMOTE_PAGES.map(
      (route) => [route, totals.get(route) ?? 0] as const,
    ).reduce((largest, next) => (next[1] > largest[1] ? next : largest));
    console.log(
      `\nSigned-in shell with an empty remote page (the largest of ${EMPTY_REMOTE_PAGES.join(', ')}: ${floorRoute}):` +
        ` ${kb(floor)} kB (goal ${EMPTY_PAGE_GOAL_KB} kB${floor > EMPTY_PAGE_GOAL_KB * 1024 ? ', not reached' : ', reached'})`,
    );
    for (const route of REAL_PAGES) {
      const total = totals.get(route) ?? 0;
      console.log(
        `Table page ${route}: ${kb(total)} kB, ${kb(total - floor)} kB over the empty page` +
          ` (budget ${TABLE_PAGE_BUDGET_KB} kB${total > TABLE_PAGE_BUDGET_KB * 1024 ? ', over' : ', within'}; goal ${BUDGET_KB} kB)`,
      );
    }
    kitEntrySizes();
  } finally {
    await Promise.all([browser.close(), server.stop()]);
  }
  if (overBudget) {
    console.error(`\nA route's first load is over its budget.`);
    process.exit(1);
  }
}

await main();
