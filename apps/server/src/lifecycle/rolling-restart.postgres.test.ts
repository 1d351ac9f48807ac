import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../test/free-port.ts';
import { NO_HAPROXY_REASON, haproxyBinary, startHaproxy, type Haproxy } from '../../test/haproxy.ts';
import { NO_POSTGRES_REASON, postgresBinDir } from '../../test/postgres-binaries.ts';
import { startPostgresServer, type PostgresServer } from '../../test/postgres-server.ts';
import { logLines, startServerProcess, type ServerProcess } from '../../test/server-process.ts';
import { openPostgres } from '../db/pg-db.ts';
import { seedSampleCampus } from '../seeding/seed-sample-campus.ts';
import { migrateDatabase } from './prepare-database.ts';

const available = postgresBinDir() !== null && haproxyBinary() !== null;
if (postgresBinDir() === null) console.warn(NO_POSTGRES_REASON);
else if (haproxyBinary() === null) console.warn(NO_HAPROXY_REASON);

/** A server from the sources compiles a few hundred modules first: generous, for a busy machine. */
const START_TIMEOUT_MS = 180_000;
/** Longer than HAProxy takes to see an instance not ready (2 checks a second apart, deploy/haproxy). */
const DRAIN_SECONDS = 4;
const CONNECTIONS = 8;

interface Load {
  statuses: Map<number, number>;
  errors: string[];
  stop(): Promise<void>;
}

/** Keep-alive clients asking `url` back to back until stopped, counting answers by status. */
function startLoad(url: string): Load {
  const statuses = new Map<number, number>();
  const errors: string[] = [];
  let running = true;
  const client = async () => {
    while (running) {
      try {
        const response = await fetch(url);
        await response.arrayBuffer();
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      } catch (error) {
        errors.push(error instanceof Error ? `${error.message} ${String(error.cause)}` : String(error));
      }
    }
  };
  const clients = Array.from({ length: CONNECTIONS }, client);
  return {
    statuses,
    errors,
    async stop() {
      running = false;
      await Promise.all(clients);
    },
  };
}

describe.skipIf(!available)('a rolling restart behind HAProxy (deploy/haproxy/haproxy.cfg)', () => {
  let postgres: PostgresServer;
  let haproxy: Haproxy | null = null;
  const running: ServerProcess[] = [];
  let formUrl: string;
  let ports: [number, number];
  let instances: ServerProcess[];
  let env: Record<string, string>;
  const start = (port: number) => {
    const server = startServerProcess(port, env);
    running.push(server);
    return server;
  };

  beforeAll(async () => {
    postgres = await startPostgresServer();
    const url = await postgres.createDatabase('rolling_restart');
    const [haproxyPort, statsPort, first, second] = await Promise.all([
      freePort(),
      freePort(),
      freePort(),
      freePort(),
    ]);
    ports = [first, second];
    // As after an operator's migrate command (tested in start-up.postgres.test.ts; prepared here in this
    // process, which spares a third server start): the instances only check the schema.
    const db = openPostgres(url, () => undefined);
    await migrateDatabase(db);
    await seedSampleCampus(db);
    // The anonymous form (spec §7): a read that needs the database and no sign-in.
    const [form] = await db.query<{ id: number }>(
      'SELECT id FROM gravity_forms WHERE anonymous ORDER BY id LIMIT 1',
    );
    await db.close();
    env = {
      DATABASE_URL: url,
      MIGRATE_ON_START: 'false',
      SEED_SAMPLE_DATA: 'false',
      TRUST_PROXY: 'true',
      PUBLIC_URL: `http://127.0.0.1:${String(haproxyPort)}`,
      SHUTDOWN_DRAIN_SECONDS: String(DRAIN_SECONDS),
    };
    instances = ports.map(start);
    await Promise.all(instances.map((server) => server.waitFor('/health/ready', START_TIMEOUT_MS)));
    haproxy = startHaproxy({
      port: haproxyPort,
      statsPort,
      servers: [`127.0.0.1:${String(first)}`, `127.0.0.1:${String(second)}`],
    });
    await haproxy.waitFor('UP', ['portal1', 'portal2'], 30_000);
    formUrl = `${haproxy.origin}/wp-json/gf/v2/forms/${String(form?.id)}`;
  }, 2 * START_TIMEOUT_MS);

  afterAll(async () => {
    await haproxy?.stop();
    await Promise.all(running.map((server) => server.kill()));
    await postgres.destroy();
  });

  it(
    'loses no request while one of two instances drains on SIGTERM, stops and starts again',
    async () => {
      const [first] = instances;
      if (first === undefined || haproxy === null) throw new Error('not started');
      const load = startLoad(formUrl);
      await sleep(1_000);

      first.signal('SIGTERM');
      await haproxy.waitFor('DOWN', ['portal1'], 30_000);
      expect(await first.exited).toBe(0);
      const restarted = start(ports[0]);
      await restarted.waitFor('/health/ready', START_TIMEOUT_MS);
      await haproxy.waitFor('UP', ['portal1'], 30_000);
      // Some load on the restarted instance too.
      await sleep(1_500);
      await load.stop();

      const total = [...load.statuses.values()].reduce((sum, count) => sum + count, 0);
      console.info(
        `rolling restart through HAProxy: ${String(total)} answers ${JSON.stringify(Object.fromEntries(load.statuses))}, ${String(load.errors.length)} failed requests`,
      );
      expect(load.errors).toEqual([]);
      expect(Object.fromEntries(load.statuses)).toEqual({ 200: total });
      expect(total).toBeGreaterThan(100);
      // It drained (not ready, still serving), then closed and stopped.
      for (const message of [
        'draining: not ready, still serving',
        'closing: no new connections, finishing the requests in flight',
        'stopped',
      ]) {
        expect(logLines(first, message), message).toHaveLength(1);
      }
      const formRequests = (server: ServerProcess) =>
        logLines(server, 'request completed').filter((line) => String(line['url']).startsWith('/wp-json/gf/'))
          .length;
      expect(formRequests(first)).toBeGreaterThan(0);
      expect(formRequests(restarted)).toBeGreaterThan(0);
    },
    2 * START_TIMEOUT_MS,
  );
});
