/**
 * Queued work (pg-boss, queues in PostgreSQL: ADR 012): a job is a row in the portal's own
 * database, so it survives a restart and any instance sharing the database may run it. pg-boss talks to
 * the database through our `Db` (PGlite in the embedded default, a PostgreSQL server in production), not
 * a pool of its own.
 */
import { createRequire } from 'node:module';
import PgBoss from 'pg-boss';
import type { Db } from '../db/db.ts';

const SCHEMA = 'pgboss';
/** The schema version this pg-boss release works with (its package's own record of it). */
const EXPECTED_SCHEMA_VERSION = (createRequire(import.meta.url)('pg-boss/version.json') as { schema: number })
  .schema;
/** Every queue's retry policy: a job that throws is retried 3 times, with backoff. */
const QUEUE_OPTIONS = { retryLimit: 3, retryDelay: 5, retryBackoff: true } as const;

/** pg-boss's scripts (its schema, its migrations) are several statements without parameters. */
const SCRIPT = /;\s*\S/;

/**
 * What the queue still has under way: its statements and the handlers it runs. pg-boss does not await
 * its own completion and failure writes (it fires them and moves on), and a fetch in flight when it stops
 * still hands its job to a handler; its stop() can therefore resolve with work under way. Our stop waits
 * for `settled()` too, before the database plugin closes the pool under that work.
 */
function inFlightWork() {
  const running = new Set<Promise<unknown>>();
  const nextTurn = () => new Promise((resolve) => setImmediate(resolve));
  return {
    track<T>(work: Promise<T>): Promise<T> {
      running.add(work);
      const forget = () => running.delete(work);
      work.then(forget, forget);
      return work;
    },
    async settled() {
      // A turn of the event loop after each wait: a fetched job reaches its handler (and a finished
      // handler its completion write) a few promise steps after the statement before it settles.
      await nextTurn();
      while (running.size > 0) {
        await Promise.allSettled([...running]);
        await nextTurn();
      }
    },
  };
}

type InFlightWork = ReturnType<typeof inFlightWork>;

/** pg-boss's connection: our `Db`, each statement tracked as work in flight. */
function pgBossDb(db: Db, inFlight?: InFlightWork): PgBoss.Db {
  async function run(text: string, params: unknown[] | undefined) {
    // Its schema scripts are several statements, sent without parameters.
    if ((params === undefined || params.length === 0) && SCRIPT.test(text)) {
      await db.exec(text);
      return { rows: [] };
    }
    return { rows: await db.query(text, params ?? []) };
  }
  return {
    executeSql(text, values) {
      // Its types say `values` is always there; its schema scripts are sent without.
      const statement = run(text, values as unknown[] | undefined);
      return inFlight === undefined ? statement : inFlight.track(statement);
    },
  };
}

export type JobHandler<T> = (data: T) => Promise<void>;

/** One queue's jobs as the metrics show them (docs/operations.md), across every instance. */
export interface QueueStats {
  queue: string;
  /** Due and waiting for a worker (new, or waiting to be retried after a failure). */
  queued: number;
  /** Due later (a notification or publication scheduled ahead, a retry's backoff not over). */
  scheduled: number;
  active: number;
  /** Failed for good (retries used up), kept until pg-boss archives them (12 hours). */
  failed: number;
  /** How long the longest-waiting due job has waited since it became due; 0 when none waits. */
  oldestQueuedSeconds: number;
}

export interface JobQueue {
  /**
   * Queues a job; `singletonKey` makes a second send of the same key while one is queued a no-op;
   * `startAfter` delays it (a scheduled publication, a notification sent later).
   */
  send(name: string, data: object, options?: { singletonKey?: string; startAfter?: Date }): Promise<void>;
  /** Every queue's jobs now, from pg-boss's job table in one statement (read at each metrics scrape). */
  stats(): Promise<QueueStats[]>;
  stop(): Promise<void>;
}

export interface JobQueueOptions {
  /** How often an idle worker looks for new jobs. */
  pollingIntervalSeconds: number;
  /** Whether this instance runs the handlers (false: it only queues, e.g. a command-line tool). */
  work?: boolean;
  onError: (error: unknown) => void;
  /** A handler threw: the job is retried, or failed for good when its retries are used up. */
  onJobFailed?: (queue: string, error: unknown) => void;
}

/**
 * A pg-boss that only reads and changes the schema: no maintenance, no workers, so nothing to stop.
 * Only the start-up steps use it (lifecycle/prepare-database.ts), under the start-up lock.
 */
function schemaBoss(db: Db): PgBoss {
  return new PgBoss({ db: pgBossDb(db), schema: SCHEMA, schedule: false, supervise: false, migrate: true });
}

/**
 * What installJobQueueSchema would do to this database: pg-boss's schema to create or migrate, and the
 * queues to create; empty when the queue is ready for startJobQueue.
 */
export async function pendingJobQueueSchema(db: Db, queueNames: readonly string[]): Promise<string[]> {
  const boss = schemaBoss(db);
  // Typed as the boxed Boolean; it is a plain boolean.
  const installed: unknown = await boss.isInstalled();
  if (installed !== true) {
    return [
      `pg-boss schema ${String(EXPECTED_SCHEMA_VERSION)}`,
      ...queueNames.map((name) => `queue ${name}`),
    ];
  }
  const pending: string[] = [];
  const version = Number(await boss.schemaVersion());
  if (version < EXPECTED_SCHEMA_VERSION) {
    pending.push(`pg-boss schema ${String(version)} → ${String(EXPECTED_SCHEMA_VERSION)}`);
  }
  const existing = new Set((await boss.getQueues()).map((queue) => queue.name));
  pending.push(...queueNames.filter((name) => !existing.has(name)).map((name) => `queue ${name}`));
  return pending;
}

/**
 * Creates or migrates pg-boss's schema and creates the missing queues; returns what it did. Two instances
 * doing this at once deadlock in pg-boss's create_queue or collide on its schema (issue #28): the caller
 * holds the start-up lock (db/start-up-lock.ts).
 */
export async function installJobQueueSchema(db: Db, queueNames: readonly string[]): Promise<string[]> {
  const pending = await pendingJobQueueSchema(db, queueNames);
  if (pending.length === 0) return [];
  const boss = schemaBoss(db);
  // With migrate on, start() creates or migrates the schema; without workers or maintenance it starts
  // nothing else, and stop() has nothing to wait for.
  await boss.start();
  const existing = new Set((await boss.getQueues()).map((queue) => queue.name));
  for (const name of queueNames) {
    if (!existing.has(name)) await boss.createQueue(name, { name, ...QUEUE_OPTIONS });
  }
  await boss.stop({ graceful: false, close: false });
  return pending;
}

/**
 * pg-boss 10's job table (a partition per queue; `state` an enum ordered created < retry < active <
 * completed < cancelled < failed), read directly: its API counts one queue at a time and tells no ages. The
 * due and waiting jobs are what its index job_i5 (name, start_after) WHERE state < 'active' covers.
 */
const QUEUE_STATS_SQL = `SELECT name AS "queue",
    count(*) FILTER (WHERE state < 'active' AND start_after <= now())::int AS "queued",
    count(*) FILTER (WHERE state < 'active' AND start_after > now())::int AS "scheduled",
    count(*) FILTER (WHERE state = 'active')::int AS "active",
    count(*) FILTER (WHERE state = 'failed')::int AS "failed",
    coalesce(extract(epoch FROM now() - min(start_after) FILTER (WHERE state < 'active' AND start_after <= now())), 0)::float8
      AS "oldestQueuedSeconds"
  FROM pgboss.job WHERE name = ANY($1::text[]) GROUP BY name`;

/**
 * Starts the queue and a worker for each handler, on a schema installJobQueueSchema prepared: it never
 * changes the schema itself, so that instances starting together cannot race on it. A job that throws is
 * retried (QUEUE_OPTIONS); handlers must therefore be idempotent.
 */
export async function startJobQueue(
  db: Db,
  handlers: Readonly<Record<string, JobHandler<object>>>,
  options: JobQueueOptions,
): Promise<JobQueue> {
  const inFlight = inFlightWork();
  const boss = new PgBoss({
    db: pgBossDb(db, inFlight),
    schema: SCHEMA,
    // The schema is installJobQueueSchema's: a missing or older one stops the start instead.
    migrate: false,
    // The portal schedules nothing yet; maintenance (expiry, archiving) keeps the job table small.
    schedule: false,
    supervise: true,
  });
  boss.on('error', options.onError);
  await boss.start();
  for (const [name, handler] of Object.entries(handlers)) {
    if (options.work === false) continue;
    await boss.work<object>(
      name,
      { pollingIntervalSeconds: options.pollingIntervalSeconds, batchSize: 1 },
      async ([job]) => {
        if (job === undefined) return;
        try {
          await inFlight.track(handler(job.data));
        } catch (error) {
          options.onJobFailed?.(name, error);
          throw error;
        }
      },
    );
  }
  return {
    async send(name, data, sendOptions = {}) {
      await boss.send(name, data, {
        ...(sendOptions.singletonKey === undefined ? {} : { singletonKey: sendOptions.singletonKey }),
        ...(sendOptions.startAfter === undefined ? {} : { startAfter: sendOptions.startAfter }),
      });
    },
    async stats() {
      const names = Object.keys(handlers);
      const rows = await db.query<QueueStats>(QUEUE_STATS_SQL, [names]);
      const empty = { queued: 0, scheduled: 0, active: 0, failed: 0, oldestQueuedSeconds: 0 };
      return names.map((queue) => rows.find((row) => row.queue === queue) ?? { queue, ...empty });
    },
    async stop() {
      await boss.stop({ graceful: true, wait: true, close: false, timeout: 10_000 });
      await inFlight.settled();
    },
  };
}
