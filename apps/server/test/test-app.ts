import { readFile } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { buildApp, type BuildOptions } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config.ts';
import type { Db } from '../src/db/db.ts';
import { createPglite, pgliteDb } from '../src/db/pglite-db.ts';
import { openPostgres } from '../src/db/pg-db.ts';
import { createPostgresTestDatabase, openPostgresTestDb } from './postgres-test-databases.ts';

export const TEST_PUBLIC_URL = 'http://localhost:8080';
export const TEST_ISSUER = `${TEST_PUBLIC_URL}/oidc`;

/**
 * Refuses a test database to a test file the PostgreSQL leg would leave out (test/database-test-files.ts),
 * so that every test of the database runs on both PGlite and PostgreSQL: in the PGlite pass, such a file
 * fails instead of silently never meeting PostgreSQL.
 */
export function checkDatabaseTestFile(testPath: string | undefined, databaseTestFiles: string[]): void {
  if (testPath === undefined || databaseTestFiles.includes(testPath)) return;
  throw new Error(
    `${testPath} opens a test database but the PostgreSQL leg would not run it: its imports must reach test/test-app.ts (see test/database-test-files.ts)`,
  );
}

/**
 * A real database started from one of the run's templates (see global-setup.ts): the seeded one by
 * default, as a server finds it after its first start. PGlite in memory, or a PostgreSQL database of its
 * own in the PostgreSQL leg (TEST_POSTGRES_URL).
 */
export async function openTestDb(template: 'empty' | 'seeded' = 'seeded'): Promise<Db> {
  checkDatabaseTestFile(expect.getState().testPath, inject('databaseTestFiles'));
  const postgres = inject('postgresTemplates');
  if (postgres !== null) return openPostgresTestDb(postgres, template);
  return openPgliteTestDb(template);
}

/**
 * Two instances' connections to one seeded database, for the tests of what must hold across instances: in
 * the PostgreSQL leg two pools, as two servers have; on PGlite one engine both use (each instance closing
 * it would close it twice: `close` ends it once).
 */
export async function openSharedTestDb(): Promise<{ instances: [Db, Db]; close(): Promise<void> }> {
  checkDatabaseTestFile(expect.getState().testPath, inject('databaseTestFiles'));
  const postgres = inject('postgresTemplates');
  if (postgres !== null) {
    const url = await createPostgresTestDatabase(postgres, 'seeded');
    const instances: [Db, Db] = [openPostgres(url, () => undefined), openPostgres(url, () => undefined)];
    return { instances, close: () => Promise.resolve() };
  }
  const db = await openPgliteTestDb();
  const shared = { ...db, close: () => Promise.resolve() };
  return { instances: [shared, shared], close: () => db.close() };
}

/**
 * A template's bytes handed to PGlite as it reads them (`arrayBuffer()`, once per database): Node's Blob
 * copies its contents through a chunked stream, about a second of CPU for a 37 MB template.
 */
class TemplateBytes extends Blob {
  readonly #bytes: Uint8Array;

  constructor(bytes: Uint8Array) {
    super([]);
    this.#bytes = bytes;
  }

  override arrayBuffer(): Promise<ArrayBuffer> {
    // A copy: PGlite's untar keeps views into what it is given.
    return Promise.resolve(this.#bytes.slice().buffer);
  }
}

const templateBytes = new Map<string, Promise<Uint8Array>>();

/** Always PGlite, for the tests of PGlite itself (e.g. closing it under a running server). */
export async function openPgliteTestDb(template: 'empty' | 'seeded' = 'seeded'): Promise<Db> {
  const path = inject('pgliteTemplates')[template];
  let bytes = templateBytes.get(path);
  if (bytes === undefined) {
    bytes = readFile(path);
    templateBytes.set(path, bytes);
  }
  return pgliteDb(await createPglite({ loadDataDir: new TemplateBytes(await bytes) }));
}

/** The configuration of a test server: embedded identity provider, in-memory database, no web build. */
export function testConfig(env: Record<string, string> = {}): Config {
  return {
    ...loadConfig({
      PUBLIC_URL: TEST_PUBLIC_URL,
      LOG_LEVEL: 'silent',
      WEB_DIST_DIR: '/nonexistent/web/dist',
      ...env,
    }),
    database: { kind: 'pglite', dataDir: null },
  };
}

export async function buildTestApp(
  env: Record<string, string> = {},
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  // As main.ts builds it after seeding: the sign-in page lists the sample accounts.
  return buildApp(testConfig(env), {
    signInHint: inject('sampleSignInHint'),
    ...options,
    db: options.db ?? (await openTestDb()),
  });
}

/**
 * The app of one describe: built in its beforeAll, closed in its afterAll. Call it in the describe
 * (`const app = appForSuite();`) and ask `app()` in the tests; asking before the beforeAll throws.
 */
export function appForSuite(
  env: Record<string, string> = {},
  options: BuildOptions = {},
): () => FastifyInstance {
  let built: FastifyInstance | undefined;
  beforeAll(async () => {
    built = await buildTestApp(env, options);
  });
  afterAll(() => built?.close());
  return () => {
    if (built === undefined)
      throw new Error('appForSuite: the app is built in beforeAll, ask for it in a test');
    return built;
  };
}
