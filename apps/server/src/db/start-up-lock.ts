import pg from 'pg';
import type { DatabaseConfig } from '../config.ts';
import { DatabaseUnavailableError, isPostgresConnectionFailure } from './database-errors.ts';

/**
 * Held by one instance at a time while it changes the schema or seeds. Distinct from the keys the steps
 * take inside it (migrate.ts, the seeder, pg-boss's own), which are transaction locks on other
 * connections: the same key there would wait for this one forever.
 */
const START_UP_LOCK_KEY = 7_263_000;

export interface LockLog {
  info(details: object, message: string): void;
}

/** Errors of the lock's connection while it is held; losing it is reported when the lock is released. */
function ignoreWhileHeld(): void {}

/**
 * Runs `work` while holding the start-up lock, so that of several instances starting together on one
 * database exactly one migrates (our migrations and pg-boss's schema and queues) and seeds, and the others
 * wait, then find it done. The lock is a session-level advisory lock on a connection of its own, not one
 * of the pool's: the steps inside run on pool connections (pg-boss's scripts commit their own
 * transactions, so no single transaction can hold them all), and a session lock is held whichever
 * connection they use, until it is released or its connection ends (a crashed instance frees it).
 *
 * PGlite needs none: its folder belongs to one process.
 */
export async function withStartUpLock<T>(
  database: DatabaseConfig,
  log: LockLog,
  work: () => Promise<T>,
): Promise<T> {
  if (database.kind === 'pglite') return work();
  const client = new pg.Client({ connectionString: database.url, connectionTimeoutMillis: 10_000 });
  client.on('error', ignoreWhileHeld);
  try {
    await client.connect();
    const { rows } = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1) AS locked', [
      START_UP_LOCK_KEY,
    ]);
    if (rows[0]?.locked !== true) {
      log.info({}, 'another instance is migrating or seeding: waiting for it');
      await client.query('SELECT pg_advisory_lock($1)', [START_UP_LOCK_KEY]);
    }
  } catch (error) {
    await client.end().catch(() => undefined);
    throw isPostgresConnectionFailure(error) ? new DatabaseUnavailableError(error) : error;
  }
  try {
    return await work();
  } finally {
    // Ending the session releases the lock; an explicit unlock first says so in PostgreSQL's own terms.
    await client.query('SELECT pg_advisory_unlock($1)', [START_UP_LOCK_KEY]).catch(() => undefined);
    await client.end().catch(() => undefined);
  }
}
