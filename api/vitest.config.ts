import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    // Two files at a time even on two cores: a file spends much of its time waiting on MariaDB,
    // SQLite's disk and its own HTTP calls (7.5 minutes instead of 11.7 for the suite alone).
    maxWorkers: 2,
  },
});
