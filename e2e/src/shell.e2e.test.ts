import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import * as esbuild from 'esbuild';
import { launchChromium } from './support/browser';
import { REACT_DEVTOOLS_STUB } from './support/react-devtools-stub';
import { signedInContext } from './support/sign-in';
import {
  REPO_ROOT,
  startProductServer,
  startStaticServer,
  type ProductServer,
  type StaticServer,
} from './support/servers';

let browser: Browser;
let admin: BrowserContext;
let product: ProductServer;
let otherOrigin: StaticServer;
const publishDir = fs.mkdtempSync(path.join(os.tmpdir(), 'accrue-published-'));

beforeAll(async () => {
  [browser, product, otherOrigin] = await Promise.all([
    launchChromium(),
    startProductServer(),
    startStaticServer(publishDir),
  ]);
  // The provider's super-admin (an admin of Demo Company too) may open every route family.
  admin = await signedInContext(browser, product.origin, 'superadmin@accrue.local');
});

afterAll(async () => {
  await Promise.all([browser?.close(), product?.stop(), otherOrigin?.stop()]);
  fs.rmSync(publishDir, { recursive: true, force: true });
});

/** A page of the admin's signed-in context (a host page for widgets needs no session). */
async function openPage(
  context: BrowserContext | Browser = admin,
): Promise<{ page: Page; errors: string[] }> {
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  if (context === browser) await page.addInitScript(REACT_DEVTOOLS_STUB);
  return { page, errors };
}

/** Client-side navigation, as a menu link does it (single-spa reroutes on pushState). */
async function navigate(page: Page, pathname: string): Promise<void> {
  await page.evaluate((to) => window.history.pushState(null, '', to), pathname);
}

function mountedApps(page: Page): Promise<string[]> {
  return page.evaluate(() => Object.keys(globalThis.__ACCRUE_APPS__ ?? {}).sort());
}

declare global {
  var __ACCRUE_APPS__:
    Record<string, { useState: unknown; queryClient: unknown; buildLabel: string }> | undefined;
  var __REACT_DEVTOOLS_GLOBAL_HOOK__: { renderers: Map<number, unknown> };
  var __e2eSeen: { useState: unknown; queryClient: unknown }[] | undefined;
  var __e2eLoadMarker: string | undefined;
}

describe('the shell and its five remotes', () => {
  it('mounts each remote in turn in ONE page load, on one React and one QueryClient', async () => {
    const { page, errors } = await openPage();
    await page.goto(`${product.origin}/plans`);
    await page.getByRole('heading', { name: 'Plans', level: 1 }).waitFor();
    await page.evaluate(() => (globalThis.__e2eLoadMarker = 'first-load'));

    const visits = [
      { path: '/plans', app: 'mfe_plans', title: 'Plans' },
      { path: '/statements', app: 'mfe_statements', title: 'Statements' },
      { path: '/company/directory', app: 'mfe_people', title: 'Directory' },
      { path: '/data/connectors', app: 'mfe_data', title: 'Data connectors' },
      { path: '/superadmin', app: 'mfe_backoffice', title: 'Superadmin' },
    ];
    let previous: string | null = null;
    for (const visit of visits) {
      await navigate(page, visit.path);
      const area = page.locator(`#app-${visit.app}`);
      await area.getByRole('heading', { name: visit.title, level: 1 }).waitFor();
      await expect.poll(() => mountedApps(page)).toEqual(['chrome', visit.app].sort());
      if (previous) expect(await page.locator(`#app-${previous}`).innerHTML()).toBe('');
      expect(await page.title()).toBe(`${visit.title} | Accrue`);
      await page.evaluate((app) => {
        const info = globalThis.__ACCRUE_APPS__![app]!;
        (globalThis.__e2eSeen ??= []).push({ useState: info.useState, queryClient: info.queryClient });
      }, visit.app);
      previous = visit.app;
    }

    // Still the same document: no visit reloaded the page.
    expect(await page.evaluate(() => globalThis.__e2eLoadMarker)).toBe('first-load');
    const identity = await page.evaluate(() => {
      const chrome = globalThis.__ACCRUE_APPS__!.chrome!;
      const seen = globalThis.__e2eSeen!;
      return {
        seen: seen.length,
        sameReact: seen.every((s) => s.useState === chrome.useState),
        sameQueryClient: seen.every((s) => s.queryClient === chrome.queryClient),
        renderers: globalThis.__REACT_DEVTOOLS_GLOBAL_HOOK__.renderers.size,
      };
    });
    expect(identity).toEqual({ seen: 5, sameReact: true, sameQueryClient: true, renderers: 1 });
    expect(errors).toEqual([]);
    await page.close();
  });

  it('shows route parameters, lands on /home from the root and says when a page does not exist', async () => {
    const { page } = await openPage();
    // The statement-by-date address is still a placeholder page, which shows its parameters.
    await page.goto(`${product.origin}/statements/by-date/2026-01-01/plan/42/user/7`);
    const params = page.locator('#app-mfe_statements [data-testid="route-params"]');
    await params.waitFor();
    expect(await params.innerText()).toContain('42');
    expect(await params.innerText()).toContain('7');

    await page.goto(`${product.origin}/`);
    await page.waitForURL(`${product.origin}/home`);
    await page.locator('#app-mfe_statements').getByRole('heading', { name: 'Home', level: 1 }).waitFor();

    await page.goto(`${product.origin}/no-such-page`);
    await page
      .locator('#app-shell_pages')
      .getByRole('heading', { name: 'Page not found', level: 1 })
      .waitFor();
    expect(await page.title()).toBe('Page not found | Accrue');
    await page.close();
  });

  it('keeps the app working when one remote cannot be loaded, and recovers on Retry', async () => {
    const original = product.readRemotesJson();
    product.writeRemotesJson({ ...original, mfe_people: '/remotes/mfe-people/missing/mf-manifest.json' });
    try {
      const { page } = await openPage();
      await page.goto(`${product.origin}/company/directory`);
      const error = page.locator('#app-mfe_people [data-testid="remote-error"]');
      await error.waitFor();
      expect(await error.innerText()).toContain('This section could not be loaded');

      // The other remotes and the menu still work.
      await page.getByRole('link', { name: 'Plans' }).click();
      await page.locator('#app-mfe_plans').getByRole('heading', { name: 'Plans', level: 1 }).waitFor();
      expect(await page.locator('#app-mfe_people').innerHTML()).toBe('');

      // Once the pointer is fixed, Retry loads the remote in place.
      await navigate(page, '/company/directory');
      await error.waitFor();
      product.writeRemotesJson(original);
      await page.getByRole('button', { name: 'Retry' }).click();
      await page.locator('#app-mfe_people').getByRole('heading', { name: 'Directory', level: 1 }).waitFor();
      await page.close();
    } finally {
      product.writeRemotesJson(original);
    }
  });

  it('picks up a rebuilt remote published under a new path on reload, without rebuilding the shell', async () => {
    const shellIndex = path.join(REPO_ROOT, 'shell/dist/index.html');
    const shellBuiltAt = fs.statSync(shellIndex).mtimeMs;
    const target = path.join(publishDir, 'mfe-plans-v2');
    execFileSync(
      process.execPath,
      [path.join(REPO_ROOT, 'node_modules/@rsbuild/core/bin/rsbuild.js'), 'build'],
      {
        cwd: path.join(REPO_ROOT, 'mfe-plans'),
        env: { ...process.env, ACCRUE_BUILD_LABEL: 'v2', ACCRUE_DIST_DIR: target },
        stdio: 'pipe',
      },
    );
    const original = product.readRemotesJson();
    try {
      const { page } = await openPage();
      await page.goto(`${product.origin}/plans`);
      await page.getByRole('heading', { name: 'Plans', level: 1 }).waitFor();
      expect(await page.evaluate(() => globalThis.__ACCRUE_APPS__!.mfe_plans!.buildLabel)).toBe('');

      product.writeRemotesJson({
        ...original,
        mfe_plans: `${otherOrigin.origin}/mfe-plans-v2/mf-manifest.json`,
      });
      await page.reload();
      await page.getByRole('heading', { name: 'Plans', level: 1 }).waitFor();
      expect(await page.evaluate(() => globalThis.__ACCRUE_APPS__!.mfe_plans!.buildLabel)).toBe('v2');
      expect(fs.statSync(shellIndex).mtimeMs).toBe(shellBuiltAt);
      await page.close();
    } finally {
      product.writeRemotesJson(original);
    }
  });

  it('mounts a widget on a plain HTML page of another origin, through the SDK', async () => {
    // The SDK's embed module, bundled for a page that has no build step (as a partner would ship it).
    await esbuild.build({
      entryPoints: [path.join(REPO_ROOT, 'sdk/src/embed.ts')],
      bundle: true,
      format: 'iife',
      globalName: 'AccrueEmbed',
      outfile: path.join(publishDir, 'accrue-embed.js'),
      logLevel: 'silent',
    });
    fs.writeFileSync(
      path.join(publishDir, 'crm.html'),
      `<!doctype html><html><head><title>A CRM</title><link rel="icon" href="data:,"></head><body>
        <h1>Deal 42</h1><div id="accrue-statement"></div>
        <script src="/accrue-embed.js"></script>
        <script>
          AccrueEmbed.mountWidget(${JSON.stringify(product.origin)}, 'statement',
            document.getElementById('accrue-statement'), { statementId: '42', locale: 'fr' })
            .catch((e) => { document.body.dataset.error = String(e); });
        </script></body></html>`,
    );
    const { page, errors } = await openPage(browser);
    await page.goto(`${otherOrigin.origin}/crm.html`);
    const widget = page.locator('#accrue-statement [data-testid="statement-widget"]');
    await widget.waitFor();
    expect(new URL(page.url()).origin).not.toBe(product.origin);
    expect(await widget.getAttribute('data-statement-id')).toBe('42');
    expect(await widget.getByRole('heading').innerText()).toBe('Relevé de commissions');
    expect(await page.evaluate(() => document.body.dataset.error)).toBeUndefined();
    expect(errors).toEqual([]);
    await page.close();
  });
});
