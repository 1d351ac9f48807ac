import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    globalSetup: ['./test/global-setup.ts'],
    // Vitest keeps one core for itself by default, which on a 2-core machine runs the files one by one;
    // the main process is idle during the run, so use every core (at least two).
    maxWorkers: Math.max(2, availableParallelism()),
    // API test files start a real server on an in-memory PGlite: seconds, not milliseconds.
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
