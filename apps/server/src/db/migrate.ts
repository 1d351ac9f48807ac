import { readdir, readFile } from 'node:fs/promises';
import { SERVER_DIR } from '../server-files.ts';
import type { Db, Queryable } from './db.ts';

const MIGRATIONS_DIR = new URL('src/db/migrations/', SERVER_DIR);
const MIGRATION_FILE = /^(\d{3})-[a-z0-9-]+\.sql$/;
/** Any constant shared by every instance: serialises concurrent start-ups of several servers. */
const MIGRATION_LOCK_KEY = 7_263_001;

export interface Migration {
  version: string;
  name: string;
  sql: string;
}

export async function readMigrations(): Promise<Migration[]> {
  const files = (await readdir(MIGRATIONS_DIR)).filter((file) => file.endsWith('.sql')).sort();
  return Promise.all(
    files.map(async (file) => {
      const match = MIGRATION_FILE.exec(file);
      if (match?.[1] === undefined)
        throw new Error(`Migration file name must look like 001-name.sql: ${file}`);
      return { version: match[1], name: file, sql: await readFile(new URL(file, MIGRATIONS_DIR), 'utf8') };
    }),
  );
}

/**
 * Applies the migrations not yet recorded in schema_migrations, in order, in one transaction: either the
 * database reaches the new schema or it stays as it was. Returns the names applied.
 */
export async function migrate(db: Db): Promise<string[]> {
  const migrations = await readMigrations();
  return db.transaction(async (tx) => {
    // Waiting for another instance's migrations, or rewriting and indexing a large table, may take longer
    // than DATABASE_STATEMENT_TIMEOUT_MS, which is meant for requests.
    await tx.exec('SET LOCAL statement_timeout = 0');
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version text PRIMARY KEY,
      name text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const applied = new Set(
      (await tx.query<{ version: string }>('SELECT version FROM schema_migrations')).map(
        (row) => row.version,
      ),
    );
    const pending = migrations.filter((migration) => !applied.has(migration.version));
    for (const migration of pending) {
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
        migration.version,
        migration.name,
      ]);
    }
    return pending.map((migration) => migration.name);
  });
}

/**
 * The migrations this code has that the database has not recorded (all of them on an empty database),
 * without changing anything: what a server started with MIGRATE_ON_START=false checks. A database ahead
 * of the code (a newer release migrated it) has none pending.
 */
export async function pendingMigrations(db: Queryable): Promise<string[]> {
  const migrations = await readMigrations();
  const [table] = await db.query<{ name: string | null }>(
    "SELECT to_regclass('schema_migrations')::text AS name",
  );
  if (table === undefined || table.name === null) return migrations.map((migration) => migration.name);
  const applied = new Set(
    (await db.query<{ version: string }>('SELECT version FROM schema_migrations')).map((row) => row.version),
  );
  return migrations.filter((migration) => !applied.has(migration.version)).map((migration) => migration.name);
}
