// Plain JavaScript, not TypeScript: vitest loads a package's config with Node, which does not run
// TypeScript from another workspace package.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

/**
 * The vitest configuration of every React package of the front end (the shell, each remote, the
 * remote runtime): jsdom, and vanilla-extract so the kit's styles compile as they do in a build.
 */
export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: [fileURLToPath(new URL('./vitest.setup.js', import.meta.url))],
    // Only a bound on a hung test: beside the API and end-to-end suites on a 2-core CI machine, a
    // page test of a few seconds alone took over 30 s.
    testTimeout: 60_000,
    // Files share their worker's modules and jsdom instead of starting both afresh each: the
    // shell's suite took 17 s instead of 52 (and a quarter of the processor time). Each test
    // renders into its own providers and query client; nothing here mocks a module.
    isolate: false,
  },
});
