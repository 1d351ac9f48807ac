import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_POSTGRES_REASON, postgresBinDir } from '../../test/postgres-binaries.ts';
import { parseSamples, sampleValue } from '../../test/prometheus-text.ts';
import { startPostgresServer, type PostgresServer } from '../../test/postgres-server.ts';
import { signedInCaller } from '../../test/signed-in-caller.ts';
import { testConfig } from '../../test/test-app.ts';
import { buildApp } from '../app.ts';
import { migrateDatabase } from '../lifecycle/prepare-database.ts';
import { loadConfig } from '../config.ts';
import { seedSampleCampus } from '../seeding/seed-sample-campus.ts';
import { openPostgres } from './pg-db.ts';

const available = postgresBinDir() !== null;
if (!available) console.warn(NO_POSTGRES_REASON);

const OUTAGE_MS = 5_000;
const REQUEST_INTERVAL_MS = 40;
const MAX_IN_FLIGHT = 16;
/** Bounds the load whatever happens: ~10 s at one request per 40 ms. */
const MAX_REQUESTS = 300;
const RECOVERY_LIMIT_MS = 2_000;

interface Outcome {
  sentAt: number;
  doneAt: number;
  status: number;
  retryAfter: string | null;
  code: unknown;
}

interface LogLine {
  at: number;
  entry: { msg?: string; failedRequests?: number; outageMs?: number };
}

describe.skipIf(!available)('PostgreSQL stopped under load (a real PostgreSQL cluster)', () => {
  let postgres: PostgresServer;
  let app: FastifyInstance;
  let origin: string;
  const logs: LogLine[] = [];

  beforeAll(async () => {
    postgres = await startPostgresServer();
    const url = await postgres.createDatabase('portal');
    const seeding = openPostgres(url, () => undefined);
    await migrateDatabase(seeding);
    await seedSampleCampus(seeding);
    await seeding.close();
    app = await buildApp(
      { ...testConfig({ LOG_LEVEL: 'info' }), database: loadConfig({ DATABASE_URL: url }).database },
      {
        logStream: {
          write: (line) => logs.push({ at: performance.now(), entry: JSON.parse(line) as LogLine['entry'] }),
        },
      },
    );
    origin = await app.listen({ port: 0, host: '127.0.0.1' });
  }, 60_000);

  afterAll(async () => {
    await app.close();
    await postgres.destroy();
  });

  it('answers only 503 with Retry-After while it is down, logs the outage once, and recovers within 2 s', async () => {
    const { headers } = await signedInCaller(app, 'alice.martin');
    const url = `${origin}/wp-json/wp/v2/posts?per_page=5`;
    expect((await fetch(url, { headers })).status).toBe(200);

    const timeline = { stopBegun: 0, stopped: 0, startBegun: 0, started: 0 };
    let loadUntil = Number.POSITIVE_INFINITY;
    const control = (async () => {
      await sleep(1_000);
      timeline.stopBegun = performance.now();
      await postgres.stop();
      timeline.stopped = performance.now();
      await sleep(OUTAGE_MS);
      timeline.startBegun = performance.now();
      await postgres.start();
      timeline.started = performance.now();
      loadUntil = timeline.started + RECOVERY_LIMIT_MS + 1_000;
    })();

    const outcomes: Outcome[] = [];
    const pending = new Set<Promise<void>>();
    const loadStart = performance.now();
    for (let i = 0; i < MAX_REQUESTS && performance.now() < loadUntil; i += 1) {
      await sleep(Math.max(0, loadStart + i * REQUEST_INTERVAL_MS - performance.now()));
      if (pending.size >= MAX_IN_FLIGHT) continue;
      const sentAt = performance.now();
      const request = fetch(url, { headers }).then(async (response) => {
        const body = (await response.json()) as { code?: unknown };
        outcomes.push({
          sentAt,
          doneAt: performance.now(),
          status: response.status,
          retryAfter: response.headers.get('retry-after'),
          code: body.code,
        });
      });
      pending.add(request);
      void request.finally(() => pending.delete(request));
    }
    await control;
    await Promise.all(pending);

    // Never a 500, whatever the moment.
    expect(new Set(outcomes.map((outcome) => outcome.status))).toEqual(new Set([200, 503]));
    const refused = outcomes.filter((outcome) => outcome.status === 503);
    for (const outcome of refused) {
      expect(outcome.code).toBe('rest_service_unavailable');
      expect(Number(outcome.retryAfter)).toBeGreaterThan(0);
    }
    // While it is down, every request is refused.
    const duringOutage = outcomes.filter(
      (outcome) => outcome.sentAt > timeline.stopped && outcome.doneAt < timeline.startBegun,
    );
    expect(duringOutage.length).toBeGreaterThan(50);
    expect(duringOutage.every((outcome) => outcome.status === 503)).toBe(true);
    // Back within 2 s, without restarting the portal (the same listening app throughout).
    const firstSuccess = Math.min(
      ...outcomes
        .filter((outcome) => outcome.status === 200 && outcome.sentAt > timeline.started)
        .map((o) => o.doneAt),
    );
    expect(firstSuccess - timeline.started).toBeLessThan(RECOVERY_LIMIT_MS);
    const settled = outcomes.filter((outcome) => outcome.sentAt > timeline.started + RECOVERY_LIMIT_MS);
    expect(settled.length).toBeGreaterThan(0);
    expect(settled.every((outcome) => outcome.status === 200)).toBe(true);
    expect(app.server.listening).toBe(true);

    // The log tells the outage once, with a count, not once per request.
    const messages = (msg: string) => logs.filter((line) => line.entry.msg === msg);
    expect(messages('database unavailable')).toHaveLength(1);
    const [back] = messages('database available again');
    expect(messages('database available again')).toHaveLength(1);
    expect(back!.entry.failedRequests).toBe(refused.length);
    expect(back!.entry.outageMs).toBeGreaterThanOrEqual(OUTAGE_MS);
    const outageLines = logs.filter((line) => line.at >= timeline.stopBegun && line.at <= back!.at);
    expect(outageLines.length).toBeLessThan(20);

    // The metrics count it once too, and the refused operations by kind (issue #28).
    const samples = parseSamples(await app.metrics.registry.metrics());
    expect(sampleValue(samples, 'portal_db_outages_total')).toBe(1);
    expect(sampleValue(samples, 'portal_db_up')).toBe(1);
    expect(sampleValue(samples, 'portal_db_query_errors_total', { kind: 'unavailable' })).toBeGreaterThan(0);
  }, 30_000);
});
