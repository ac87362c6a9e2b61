import { defineConfig } from 'vitest/config';

// One browser at a time on a 2-core machine; each file starts its own production server, from a
// copy of the data folder the global setup seeded once.
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    // One first start (seeded, calculated) that every file's server copies.
    globalSetup: ['src/support/global-setup.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
