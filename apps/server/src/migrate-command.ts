/**
 * `npm run migrate` (the release: `node apps/server/dist/migrate.js`): applies our migrations and pg-boss's
 * schema and queues under the start-up lock, seeds the sample campus when seeding is on, and exits 0. For
 * rolling upgrades: run it once, then restart the instances one by one with MIGRATE_ON_START=false
 * (docs/decisions/023, docs/operations.md). Waits for the database as the server does.
 */
import { loadConfigOrExit } from './config.ts';
import { openDb } from './db/open-db.ts';
import { waitForDatabase } from './db/wait-for-database.ts';
import { prepareDatabase } from './lifecycle/prepare-database.ts';
import { resolveServerVersion } from './lifecycle/server-version.ts';
import { exitOnKnownStartUpFailure } from './lifecycle/start-up-failure.ts';
import { startUpLog } from './lifecycle/start-up-log.ts';

const config = loadConfigOrExit(process.env);
const log = startUpLog(config.logLevel);
const db = await openDb(config.database, (error) => {
  log.error({ err: error }, 'database connection lost');
});
try {
  if (config.database.kind === 'postgres') {
    await waitForDatabase(db, { timeoutMs: config.startUp.databaseTimeoutSeconds * 1000, log });
  }
  const { applied, sample } = await prepareDatabase(db, {
    database: config.database,
    log,
    migrate: true,
    seed: config.seedSampleData,
  });
  log.info(
    { ...resolveServerVersion(config.commit), applied, sampleCampusSeeded: sample?.seeded ?? false },
    applied.length > 0 ? 'database migrated' : 'database already up to date',
  );
} catch (error) {
  await db.close();
  exitOnKnownStartUpFailure(error, log);
}
await db.close();
