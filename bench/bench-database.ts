/**
 * The database a benchmark measures the portal on, opened as main.ts opens it: a configuration for a fresh
 * data folder (no web build, silent logs), the database opened and migrated. Seeding and building the app
 * stay the benchmark's own steps, as in main.ts, since each bench fills the campus its own way.
 */
import { join } from 'node:path';
import { loadConfig, type Config } from '../apps/server/src/config.ts';
import type { Db } from '../apps/server/src/db/db.ts';
import { openDb } from '../apps/server/src/db/open-db.ts';
import { migrateDatabase } from '../apps/server/src/lifecycle/prepare-database.ts';

export async function openBenchDatabase(
  dataDir: string,
  env: Record<string, string>,
): Promise<{ config: Config; db: Db }> {
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: join(dataDir, 'no-web-build'),
    ...env,
  });
  const db = await openDb(config.database, (error) => {
    console.error('database connection lost', error);
  });
  await migrateDatabase(db);
  return { config, db };
}
