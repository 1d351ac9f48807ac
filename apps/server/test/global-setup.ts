import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { createPglite, pgliteDb } from '../src/db/pglite-db.ts';
import type { Db } from '../src/db/db.ts';
import { migrateDatabase } from '../src/lifecycle/prepare-database.ts';
import { loadSampleCampus } from '../src/seeding/load-sample-campus.ts';
import {
  sampleSignInHint,
  seedSampleCampus,
  type SampleSignInHint,
} from '../src/seeding/seed-sample-campus.ts';
import {
  TEST_POSTGRES_URL,
  dropPostgresTestDatabases,
  preparePostgresTemplates,
  type PostgresTemplates,
} from './postgres-test-databases.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Tarballs of PGlite data directories that test databases start from. */
    pgliteTemplates: { empty: string; seeded: string };
    /** With TEST_POSTGRES_URL set: the PostgreSQL template databases test databases are copied from. */
    postgresTemplates: PostgresTemplates | null;
    /** The sample accounts of the seeded template, as main.ts hands them to the sign-in page. */
    sampleSignInHint: SampleSignInHint;
    /** The test files that can open a test database, the PostgreSQL leg's (vitest.config.ts). */
    databaseTestFiles: string[];
  }
}

/**
 * The templates are tuned to start fast, since every test database starts from one (about 150 in a run):
 * 1 MB WAL segments instead of 16 MB, few kept after a checkpoint, and 16 MB of shared buffers instead of
 * 128 MB, which PGlite otherwise sets up at each start. Measured on this machine: 4.4 s of CPU per test
 * database before, 1.7 s after. Nothing the server does depends on them; the server's own databases
 * (main.ts, the start-up tests) keep PostgreSQL's defaults.
 */
const FAST_START_INITDB_OPTIONS = ['--wal-segsize=1'];
const FAST_START_SETTINGS = ["shared_buffers = '16MB'", "min_wal_size = '2MB'", "max_wal_size = '32MB'"];

async function createTemplatePglite(): Promise<PGlite> {
  const pglite = await createPglite({ initDbStartParams: FAST_START_INITDB_OPTIONS });
  // ALTER SYSTEM cannot run in a transaction block: one statement at a time. They apply from the next
  // start, which is each test database's.
  for (const setting of FAST_START_SETTINGS) await pglite.query(`ALTER SYSTEM SET ${setting}`);
  return pglite;
}

async function dump(pglite: PGlite, path: string): Promise<void> {
  // A dump taken right after a checkpoint has no WAL to replay when a test database starts from it.
  await pglite.exec('CHECKPOINT');
  const tarball = await pglite.dumpDataDir('none');
  await writeFile(path, Buffer.from(await tarball.arrayBuffer()));
}

/**
 * Creating a PGlite database runs initdb (about 6 s on a small machine); loading a dump takes under 1 s.
 * So initdb, and the migrations and seed, run once per test run with the real code, and each test file
 * starts its own in-memory database from a dump: "empty" (initdb only, for the migration and seed tests)
 * or "seeded" (migrated and seeded, for the API tests).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const prefix = join(tmpdir(), `campus-portal-pglite-${String(process.pid)}`);
  const paths = { empty: `${prefix}-empty.tar`, seeded: `${prefix}-seeded.tar` };
  const pglite = await createTemplatePglite();
  await dump(pglite, paths.empty);
  const db = pgliteDb(pglite);
  const campus = await loadSampleCampus();
  // What a server finds after its first start: migrated (the job queue's schema too), and seeded with the
  // sample campus.
  const prepareSeeded = async (seeded: Db) => {
    await migrateDatabase(seeded);
    await seedSampleCampus(seeded, campus);
  };
  await prepareSeeded(db);
  await dump(pglite, paths.seeded);
  await db.close();
  project.provide('pgliteTemplates', paths);
  project.provide('sampleSignInHint', sampleSignInHint(campus));

  const postgres =
    TEST_POSTGRES_URL === null ? null : await preparePostgresTemplates(TEST_POSTGRES_URL, prepareSeeded);
  project.provide('postgresTemplates', postgres);
  return async () => {
    await Promise.all(Object.values(paths).map((path) => rm(path, { force: true })));
    if (postgres !== null) await dropPostgresTestDatabases(postgres);
  };
}
