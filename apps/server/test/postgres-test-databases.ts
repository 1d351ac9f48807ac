import pg from 'pg';
import type { Db } from '../src/db/db.ts';
import { openPostgres } from '../src/db/pg-db.ts';

/**
 * The API tests' PostgreSQL leg: with TEST_POSTGRES_URL set (a superuser connection to a running cluster,
 * as .ci/run starts one), every test database is a real PostgreSQL database instead of PGlite. The run
 * prepares one template database (migrated and seeded with the real code), and each test file gets its own
 * copy (CREATE DATABASE … TEMPLATE: a file copy, milliseconds).
 */
export const TEST_POSTGRES_URL = process.env['TEST_POSTGRES_URL'] ?? null;

export interface PostgresTemplates {
  adminUrl: string;
  /** Database names: "empty" is PostgreSQL's own template0. */
  empty: string;
  seeded: string;
  /** Prefix of every database this run creates, so teardown drops exactly those. */
  prefix: string;
}

function databaseUrl(adminUrl: string, database: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

async function withAdmin<T>(adminUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Creates the seeded template with `prepare` (migrate + seed) and returns the run's template names. */
export async function preparePostgresTemplates(
  adminUrl: string,
  prepare: (db: Db) => Promise<void>,
): Promise<PostgresTemplates> {
  const prefix = `campus_test_${String(process.pid)}_`;
  const seeded = `${prefix}template`;
  await withAdmin(adminUrl, (client) => client.query(`CREATE DATABASE ${quoted(seeded)} TEMPLATE template0`));
  const db = openPostgres(databaseUrl(adminUrl, seeded), () => undefined);
  try {
    await prepare(db);
  } finally {
    await db.close();
  }
  return { adminUrl, empty: 'template0', seeded, prefix };
}

let created = 0;

/** A fresh database copied from a template; its connection string, for tests that open it more than once. */
export async function createPostgresTestDatabase(
  templates: PostgresTemplates,
  template: 'empty' | 'seeded',
): Promise<string> {
  created += 1;
  const name = `${templates.prefix}${String(process.pid)}_${String(created)}`;
  await withAdmin(templates.adminUrl, (client) =>
    client.query(`CREATE DATABASE ${quoted(name)} TEMPLATE ${quoted(templates[template])}`),
  );
  return databaseUrl(templates.adminUrl, name);
}

/** A fresh database copied from a template, for one test file's server. */
export async function openPostgresTestDb(
  templates: PostgresTemplates,
  template: 'empty' | 'seeded',
): Promise<Db> {
  return openPostgres(await createPostgresTestDatabase(templates, template), () => undefined);
}

/** Drops every database of this run (connections still open are ended). */
export async function dropPostgresTestDatabases(templates: PostgresTemplates): Promise<void> {
  await withAdmin(templates.adminUrl, async (client) => {
    const { rows } = await client.query<{ datname: string }>(
      'SELECT datname FROM pg_database WHERE starts_with(datname, $1)',
      [templates.prefix],
    );
    for (const { datname } of rows) await client.query(`DROP DATABASE ${quoted(datname)} WITH (FORCE)`);
  });
}
