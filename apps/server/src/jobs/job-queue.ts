/**
 * Queued work (ARCHITECTURE.md: pg-boss, queues in PostgreSQL): a job is a row in the portal's own
 * database, so it survives a restart and any instance sharing the database may run it. pg-boss talks to
 * the database through our `Db` (PGlite in the embedded default, a PostgreSQL server in production), not
 * a pool of its own.
 */
import PgBoss from 'pg-boss';
import type { Db } from '../db/db.ts';

/** pg-boss's scripts (its schema, its migrations) are several statements without parameters. */
const SCRIPT = /;\s*\S/;

function pgBossDb(db: Db): PgBoss.Db {
  return {
    async executeSql(text, values) {
      // Its types say `values` is always there; its schema scripts are sent without.
      const params = values as unknown[] | undefined;
      if ((params === undefined || params.length === 0) && SCRIPT.test(text)) {
        await db.exec(text);
        return { rows: [] };
      }
      return { rows: await db.query(text, params ?? []) };
    },
  };
}

export type JobHandler<T> = (data: T) => Promise<void>;

export interface JobQueue {
  /**
   * Queues a job; `singletonKey` makes a second send of the same key while one is queued a no-op;
   * `startAfter` delays it (a scheduled publication, a notification sent later).
   */
  send(name: string, data: object, options?: { singletonKey?: string; startAfter?: Date }): Promise<void>;
  stop(): Promise<void>;
}

export interface JobQueueOptions {
  /** How often an idle worker looks for new jobs. */
  pollingIntervalSeconds: number;
  /** Whether this instance runs the handlers (false: it only queues, e.g. a command-line tool). */
  work?: boolean;
  onError: (error: unknown) => void;
}

/**
 * Starts the queue and a worker for each handler. A job that throws is retried (3 times, with backoff);
 * handlers must therefore be idempotent.
 */
export async function startJobQueue(
  db: Db,
  handlers: Readonly<Record<string, JobHandler<object>>>,
  options: JobQueueOptions,
): Promise<JobQueue> {
  const boss = new PgBoss({
    db: pgBossDb(db),
    schema: 'pgboss',
    // The portal schedules nothing yet; maintenance (expiry, archiving) keeps the job table small.
    schedule: false,
    supervise: true,
  });
  boss.on('error', options.onError);
  await boss.start();
  for (const [name, handler] of Object.entries(handlers)) {
    await boss.createQueue(name, { name, retryLimit: 3, retryDelay: 5, retryBackoff: true });
    if (options.work === false) continue;
    await boss.work<object>(
      name,
      { pollingIntervalSeconds: options.pollingIntervalSeconds, batchSize: 1 },
      async ([job]) => {
        if (job !== undefined) await handler(job.data);
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
    stop: () => boss.stop({ graceful: true, wait: true, close: false, timeout: 10_000 }),
  };
}
