import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

// Debian's Chromium; nothing here may download a browser.
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['src/test/setup.ts'],
          // A busy 2-core CI machine transforms lazily imported modules slowly.
          testTimeout: 30_000,
          // Files share their worker's modules and jsdom instead of starting both afresh each:
          // 55 s instead of 4.4 minutes for these tests alone, a fifth of the processor time.
          isolate: false,
        },
      },
      {
        // Every story is a test: it renders in Chromium, runs its play function and passes axe.
        extends: true,
        plugins: [storybookTest({ configDir: path.join(import.meta.dirname, '.storybook') })],
        test: {
          name: 'storybook',
          // Long play functions (typing, paging a fake server) on a busy 2-core CI machine
          // outlast the default 15 s; a story that truly hangs still fails.
          testTimeout: 60_000,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: chromium }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
