import { defineConfig } from 'vitest/config';

// One browser at a time on a 2-core machine; each file starts its own production server.
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
