import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    // Files share their worker's modules instead of importing the engine afresh each (pure
    // functions, no module state).
    isolate: false,
  },
});
