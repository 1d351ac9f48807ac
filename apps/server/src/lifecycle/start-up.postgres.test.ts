import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { freePort } from '../../test/free-port.ts';
import { NO_POSTGRES_REASON, postgresBinDir } from '../../test/postgres-binaries.ts';
import { logLines, postgresWithServers, startServerProcess } from '../../test/server-process.ts';

const available = postgresBinDir() !== null;
if (!available) console.warn(NO_POSTGRES_REASON);

/** A server from the sources compiles a few hundred modules first: generous, for a busy machine. */
const START_TIMEOUT_MS = 120_000;

async function count(url: string, sql: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ total: number }>(sql);
    return rows[0]?.total ?? Number.NaN;
  } finally {
    await client.end();
  }
}

describe.skipIf(!available)('start-up on PostgreSQL (real processes, docs/decisions/023)', () => {
  const { postgres, running } = postgresWithServers();
  const start = async (env: Record<string, string>, script?: string) => {
    const server = startServerProcess(await freePort(), env, script);
    running.push(server);
    return server;
  };

  it(
    'waits for a PostgreSQL that is not accepting connections yet, logging each retry, and starts once it does',
    async () => {
      const url = await postgres().createDatabase('late_database');
      await postgres().stop();
      const server = await start({ DATABASE_URL: url, DATABASE_STARTUP_TIMEOUT_SECONDS: '300' });
      await expect
        .poll(() => logLines(server, 'database not reachable yet, retrying').length, {
          timeout: START_TIMEOUT_MS,
          interval: 200,
        })
        .toBeGreaterThanOrEqual(2);
      await postgres().start();
      await server.waitFor('/health/ready', START_TIMEOUT_MS);
      const retries = logLines(server, 'database not reachable yet, retrying');
      expect(retries[0]).toMatchObject({ attempt: 1, retryInMs: 250, cause: { code: 'ECONNREFUSED' } });
      expect(retries[1]).toMatchObject({ attempt: 2, retryInMs: 500 });
      expect(logLines(server, 'campus portal started')).toHaveLength(1);
      server.signal('SIGTERM');
      expect(await server.exited).toBe(0);
    },
    3 * START_TIMEOUT_MS,
  );

  it(
    'gives up when the wait is over: a message naming the setting, exit code 1',
    async () => {
      const url = await postgres().createDatabase('never_up');
      await postgres().stop();
      try {
        const server = await start({ DATABASE_URL: url, DATABASE_STARTUP_TIMEOUT_SECONDS: '2' });
        expect(await server.exited).toBe(1);
        expect(logLines(server, 'database not reachable yet, retrying').length).toBeGreaterThanOrEqual(2);
        expect(server.output.join('\n')).toMatch(
          /The database did not accept connections within 2 s \(\d+ attempts; DATABASE_STARTUP_TIMEOUT_SECONDS\): .*ECONNREFUSED/,
        );
      } finally {
        await postgres().start();
      }
    },
    2 * START_TIMEOUT_MS,
  );

  it(
    'with MIGRATE_ON_START=false refuses to start on pending migrations, naming the migrate command, which applies them (and seeds) once',
    async () => {
      const url = await postgres().createDatabase('rolling_upgrade');
      const env = { DATABASE_URL: url, MIGRATE_ON_START: 'false', SEED_SAMPLE_DATA: 'true' };

      const refused = await start(env);
      expect(await refused.exited).toBe(1);
      expect(refused.output.join('\n')).toMatch(
        /MIGRATE_ON_START is false: run `npm run migrate` \(from the release: `node apps\/server\/dist\/migrate.js`\) first/,
      );
      // It changed nothing: not even the migrations' own table.
      expect(
        await count(url, "SELECT count(*)::int AS total FROM pg_tables WHERE schemaname = 'public'"),
      ).toBe(0);

      const migrate = await start(env, 'src/migrate-command.ts');
      expect(await migrate.exited).toBe(0);
      const [migrated] = logLines(migrate, 'database migrated');
      expect(migrated).toMatchObject({ sampleCampusSeeded: true, version: '1.0.0' });
      expect(migrated?.['applied']).toEqual(
        expect.arrayContaining(['001-initial-schema.sql', 'queue notification-delivery']),
      );

      const again = await start(env, 'src/migrate-command.ts');
      expect(await again.exited).toBe(0);
      expect(logLines(again, 'database already up to date')).toMatchObject([
        { applied: [], sampleCampusSeeded: false },
      ]);

      const server = await start(env);
      await server.waitFor('/health/ready', START_TIMEOUT_MS);
      expect(logLines(server, 'database migrated')).toEqual([]);
      expect(await count(url, 'SELECT count(*)::int AS total FROM data_seeds')).toBe(1);
      server.signal('SIGTERM');
      expect(await server.exited).toBe(0);
    },
    5 * START_TIMEOUT_MS,
  );
});
