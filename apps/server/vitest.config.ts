import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';
import { NO_POSTGRES_REASON, postgresBinDir } from './test/postgres-binaries.ts';

// Tests against a real PostgreSQL server (*.postgres.test.ts) run only where PostgreSQL is installed. They
// start clusters of their own, so they run in the PGlite pass (`npm test`) and not again in the PostgreSQL
// leg (`npm run test:postgres`, TEST_POSTGRES_URL set), which runs every other test on PostgreSQL.
const withPostgres = postgresBinDir() !== null;
if (!withPostgres) console.warn(NO_POSTGRES_REASON);
const postgresLeg = (process.env['TEST_POSTGRES_URL'] ?? '') !== '';
const ownClusterTests = 'src/**/*.postgres.test.ts';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    exclude:
      withPostgres && !postgresLeg ? configDefaults.exclude : [...configDefaults.exclude, ownClusterTests],
    globalSetup: ['./test/global-setup.ts'],
    // Vitest keeps one core for itself by default, which on a 2-core machine runs the files one by one;
    // the main process is idle during the run, so use every core (at least two).
    maxWorkers: Math.max(2, availableParallelism()),
    // API test files start a real server on an in-memory PGlite: seconds, not milliseconds. A test that
    // builds a second app or opens a fresh database inside itself takes 6–10 s here when the other worker
    // runs a heavy file beside it, and once went past 20 s in CI: the limit only has to catch a hang.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
