import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_POSTGRES_REASON, postgresBinDir } from '../../test/postgres-binaries.ts';
import { startPostgresServer, type PostgresServer } from '../../test/postgres-server.ts';
import { signedInCaller } from '../../test/signed-in-caller.ts';
import { testConfig } from '../../test/test-app.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { seedSampleCampus } from '../seeding/seed-sample-campus.ts';
import { migrateDatabase } from '../lifecycle/prepare-database.ts';
import { migrate } from './migrate.ts';
import { openDb } from './open-db.ts';
import { openPostgres } from './pg-db.ts';

const available = postgresBinDir() !== null;
if (!available) console.warn(NO_POSTGRES_REASON);

const STATEMENT_TIMEOUT_MS = 2_000;

/** A connection of its own, as another instance or an operator's session would hold one. */
async function otherSession(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return client;
}

describe.skipIf(!available)('database pool settings on PostgreSQL (issue #28)', () => {
  let postgres: PostgresServer;
  let url: string;

  beforeAll(async () => {
    postgres = await startPostgresServer();
    url = await postgres.createDatabase('portal');
    const seeding = openPostgres(url, () => undefined);
    await migrateDatabase(seeding);
    await seedSampleCampus(seeding);
    await seeding.close();
  }, 60_000);

  afterAll(async () => {
    await postgres.destroy();
  });

  describe('DATABASE_STATEMENT_TIMEOUT_MS', () => {
    let app: FastifyInstance;

    beforeAll(async () => {
      // A first start with the default timeout creates pg-boss's schema, as the first instance of a
      // deployment does; the timeout under test is short, for a short test.
      const first = await buildApp({ ...testConfig(), database: loadConfig({ DATABASE_URL: url }).database });
      await first.close();
      const env = { DATABASE_URL: url, DATABASE_STATEMENT_TIMEOUT_MS: String(STATEMENT_TIMEOUT_MS) };
      app = await buildApp({ ...testConfig(env), database: loadConfig(env).database });
    }, 120_000);
    afterAll(() => app.close());

    it('answers a request whose statement outlives the timeout with the app’s 503, not a hang', async () => {
      const { headers } = await signedInCaller(app, 'alice.martin');
      const blocks = () => app.inject({ method: 'GET', url: '/wp-json/portal/v1/blocks', headers });
      expect((await blocks()).statusCode).toBe(200);

      // Another session holds the table the route reads: its statement waits for the lock.
      const locker = await otherSession(url);
      try {
        await locker.query('BEGIN');
        await locker.query('LOCK TABLE user_blocks IN ACCESS EXCLUSIVE MODE');
        const started = performance.now();
        const answer = await blocks();
        const waitedMs = performance.now() - started;

        expect(answer.statusCode).toBe(503);
        expect(answer.headers['retry-after']).toBe('5');
        expect(answer.json()).toMatchObject({ code: 'rest_service_unavailable', data: { status: 503 } });
        expect(waitedMs).toBeGreaterThanOrEqual(STATEMENT_TIMEOUT_MS - 50);
        expect(waitedMs).toBeLessThan(STATEMENT_TIMEOUT_MS + 3_000);
      } finally {
        await locker.query('ROLLBACK');
        await locker.end();
      }
      // The connection that timed out serves the next request.
      expect((await blocks()).statusCode).toBe(200);
    });

    it('lets the migrations wait and run past the timeout (they are not requests)', async () => {
      const database = await postgres.createDatabase('migrating');
      const env = { DATABASE_URL: database, DATABASE_STATEMENT_TIMEOUT_MS: String(STATEMENT_TIMEOUT_MS) };
      const db = await openDb(loadConfig(env).database, () => undefined);
      // Another instance migrating holds the migration lock for three timeouts.
      const otherInstance = await otherSession(database);
      try {
        await otherInstance.query('BEGIN');
        await otherInstance.query('SELECT pg_advisory_xact_lock(7263001)');
        const migrating = migrate(db);
        await new Promise((resolve) => setTimeout(resolve, STATEMENT_TIMEOUT_MS * 2));
        await otherInstance.query('COMMIT');
        expect((await migrating).length).toBeGreaterThan(20);
        // Requests' statements are still bounded afterwards: SET LOCAL ended with the migration.
        await expect(
          db.query(`SELECT pg_sleep(${String(STATEMENT_TIMEOUT_MS / 1000 + 1)})`),
        ).rejects.toMatchObject({
          code: '57014',
        });
      } finally {
        await otherInstance.end();
        await db.close();
      }
    });
  });

  it('opens at most DATABASE_POOL_SIZE connections; the other queries wait for one', async () => {
    const db = await openDb(loadConfig({ DATABASE_URL: url, DATABASE_POOL_SIZE: '2' }).database, () => {});
    const observer = await otherSession(url);
    // The pool's connections to this database: every client backend but the observer's.
    const poolConnections = async () => {
      const { rows } = await observer.query<{ connections: number }>(
        `SELECT count(*)::int AS connections FROM pg_stat_activity
         WHERE datname = current_database() AND backend_type = 'client backend' AND pid <> pg_backend_pid()`,
      );
      return rows[0]?.connections ?? 0;
    };
    // Five queries of a second each, sent at once; within pg's 3 s wait for a free connection.
    const sleeping = Array.from({ length: 5 }, () => db.query('SELECT pg_sleep(1)'));
    try {
      await expect
        .poll(() => db.poolStats(), { timeout: 900 })
        .toEqual({ max: 2, open: 2, inUse: 2, waiting: 3 });
      const seen: number[] = [];
      for (let sample = 0; sample < 10; sample += 1) {
        seen.push(await poolConnections());
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(Math.max(...seen)).toBe(2);
      await Promise.all(sleeping);
      expect(db.poolStats()).toMatchObject({ inUse: 0, waiting: 0 });
    } finally {
      await Promise.allSettled(sleeping);
      await observer.end();
      await db.close();
    }
  });
});
