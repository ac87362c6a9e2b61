import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // Bounds that only stop a hung test or hook: on a 2-core CI machine running the other
    // packages' tasks beside this suite, a test of a few seconds alone took 30 s and more.
    testTimeout: 90_000,
    hookTimeout: 120_000,
    // Two files at a time even on two cores: a file spends much of its time waiting on MariaDB,
    // SQLite's disk and its own HTTP calls (7.5 minutes instead of 11.7 for the suite alone).
    maxWorkers: 2,
    // Files share their worker's modules instead of importing the app afresh each (5.9 minutes
    // instead of 8.7 for the suite alone, a third less processor time). Each file still starts its
    // own app on its own database; nothing here mocks a module.
    isolate: false,
  },
});
