/**
 * `npm run seed:large`: migrates and seeds the sample campus if needed, then grows it into the large campus
 * (large-campus.ts beside this file), in the database the environment names (DATA_DIR or DATABASE_URL).
 */
import { loadConfigOrExit } from '../config.ts';
import { migrate } from '../db/migrate.ts';
import { openDb } from '../db/open-db.ts';
import { LARGE_CAMPUS, seedLargeCampus } from './large-campus.ts';
import { seedSampleCampus } from './seed-sample-campus.ts';

const config = loadConfigOrExit(process.env);

// Bulk inserts of thousands of rows: no statement timeout (DATABASE_STATEMENT_TIMEOUT_MS is for requests).
const database =
  config.database.kind === 'postgres' ? { ...config.database, statementTimeoutMs: 0 } : config.database;
const db = await openDb(database, (error) => {
  console.error('database connection lost', error);
});
try {
  await migrate(db);
  await seedSampleCampus(db);
  const started = performance.now();
  const grew = await seedLargeCampus(db);
  console.log(
    grew
      ? `Large campus seeded in ${Math.round(performance.now() - started)} ms: ${JSON.stringify(LARGE_CAMPUS)}`
      : 'The database already holds the large campus; nothing to do.',
  );
} finally {
  await db.close();
}
