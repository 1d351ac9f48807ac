/**
 * The start-up steps that change the database, shared by the server (main.ts) and the migrate command
 * (migrate-command.ts): our migrations, pg-boss's schema and queues, and the sample campus when seeding
 * is on, all under the start-up lock (docs/decisions/023).
 */
import type { DatabaseConfig } from '../config.ts';
import type { Db } from '../db/db.ts';
import { migrate, pendingMigrations } from '../db/migrate.ts';
import { withStartUpLock, type LockLog } from '../db/start-up-lock.ts';
import { installJobQueueSchema, pendingJobQueueSchema } from '../jobs/job-queue.ts';
import { JOB_QUEUES } from '../jobs/job-queues.ts';
import type { SampleSignInHint } from '../seeding/seed-sample-campus.ts';

/** How an operator applies what is pending, named in every message that asks for it. */
export const MIGRATE_COMMAND = '`npm run migrate` (from the release: `node apps/server/dist/migrate.js`)';

/** The database lacks schema this code needs, and this start may not apply it (MIGRATE_ON_START=false). */
export class PendingMigrationsError extends Error {
  constructor(readonly pending: readonly string[]) {
    super(
      `The database is missing ${String(pending.length)} schema change(s) this version needs ` +
        `(${pending.join(', ')}). MIGRATE_ON_START is false: run ${MIGRATE_COMMAND} first, then start ` +
        'the server again.',
    );
    this.name = 'PendingMigrationsError';
  }
}

/**
 * Applies our migrations, then pg-boss's schema and the portal's queues; returns what it applied. No lock
 * of its own: the server and the migrate command call it through prepareDatabase; tests and benches, on a
 * database of their own, directly.
 */
export async function migrateDatabase(db: Db): Promise<string[]> {
  const migrations = await migrate(db);
  return [...migrations, ...(await installJobQueueSchema(db, JOB_QUEUES))];
}

/** What migrateDatabase would apply; empty when the schema is complete for this code. */
export async function pendingSchemaChanges(db: Db): Promise<string[]> {
  return [...(await pendingMigrations(db)), ...(await pendingJobQueueSchema(db, JOB_QUEUES))];
}

export interface PreparedDatabase {
  /** The migrations and pg-boss changes applied by this start (empty if another instance did them). */
  applied: string[];
  /** Whether this start seeded the sample campus, and its accounts for the sign-in page; null: seeding off. */
  sample: { seeded: boolean; signInHint: SampleSignInHint } | null;
}

/**
 * Under the start-up lock: migrate (or, with `migrate` false, refuse with PendingMigrationsError when
 * anything is pending), then seed the sample campus if `seed` and not seeded yet.
 */
export function prepareDatabase(
  db: Db,
  options: { database: DatabaseConfig; log: LockLog; migrate: boolean; seed: boolean },
): Promise<PreparedDatabase> {
  return withStartUpLock(options.database, options.log, async () => {
    let applied: string[] = [];
    if (options.migrate) {
      applied = await migrateDatabase(db);
    } else {
      const pending = await pendingSchemaChanges(db);
      if (pending.length > 0) throw new PendingMigrationsError(pending);
    }
    if (!options.seed) return { applied, sample: null };
    // Imported here only: a server that does not seed never loads the sample campus.
    const { seedSampleCampusOnFirstStart } = await import('../seeding/seed-sample-campus.ts');
    return { applied, sample: await seedSampleCampusOnFirstStart(db) };
  });
}
