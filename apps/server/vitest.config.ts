import { availableParallelism } from 'node:os';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';
import { databaseTestFiles } from './test/database-test-files.ts';
import { NO_POSTGRES_REASON, postgresBinDir } from './test/postgres-binaries.ts';

// Tests against a real PostgreSQL server (*.postgres.test.ts) run only where PostgreSQL is installed. They
// start clusters of their own, so they run in the PGlite pass (`npm test`) and not again in the PostgreSQL
// leg (`npm run test:postgres`, TEST_POSTGRES_URL set), which runs every other test on PostgreSQL.
const withPostgres = postgresBinDir() !== null;
if (!withPostgres) console.warn(NO_POSTGRES_REASON);
const postgresLeg = (process.env['TEST_POSTGRES_URL'] ?? '') !== '';
const ownClusterTests = 'src/**/*.postgres.test.ts';
// The PostgreSQL leg runs only the files that can open a test database (test/database-test-files.ts says
// how they are found); the PGlite pass runs every file, and test-app.ts checks there that no file opens a
// test database without being on this list.
const serverRoot = fileURLToPath(new URL('.', import.meta.url));
const databaseFiles = databaseTestFiles(`${serverRoot}src`);

export default defineConfig({
  test: {
    include: postgresLeg ? databaseFiles.map((file) => relative(serverRoot, file)) : ['src/**/*.test.ts'],
    exclude:
      withPostgres && !postgresLeg ? configDefaults.exclude : [...configDefaults.exclude, ownClusterTests],
    globalSetup: ['./test/global-setup.ts'],
    provide: { databaseTestFiles: databaseFiles },
    // Vitest keeps one core for itself by default, which on a 2-core machine runs the files one by one;
    // the main process is idle during the run, so use every core (at least two).
    maxWorkers: Math.max(2, availableParallelism()),
    // Each worker's process runs its test files one after another instead of a fresh process per file,
    // which imported Fastify, the identity provider, PGlite and the whole app again for each (about 120 s
    // of the run, summed). The files share nothing through modules: each builds its own app on its own
    // database, mocks nothing of ours, and closes what it opened (docs/testing.md, ADR 043).
    isolate: false,
    // API test files start a real server on an in-memory PGlite: seconds, not milliseconds. A test that
    // builds a second app or opens a fresh database inside itself takes 6–10 s here when the other worker
    // runs a heavy file beside it, and once went past 20 s in CI: the limit only has to catch a hang.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
