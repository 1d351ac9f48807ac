import { afterEach, describe, expect, it } from 'vitest';
import type { Db } from '../db/db.ts';
import { openTestDb } from '../../test/test-app.ts';
import { installJobQueueSchema, pendingJobQueueSchema, startJobQueue, type JobQueue } from './job-queue.ts';

describe('the job queue (pg-boss over our database)', () => {
  let db: Db;
  const queues: JobQueue[] = [];
  afterEach(async () => {
    for (const queue of queues.splice(0)) await queue.stop();
    await db.close();
  });

  it('keeps a queued job across a restart: a job sent before the stop runs on the next start', async () => {
    db = await openTestDb('empty');
    const onError = (error: unknown) => {
      throw error;
    };
    const ran: object[] = [];
    const handlers = {
      'restart-check': (data: object) => {
        ran.push(data);
        return Promise.resolve();
      },
    };
    await installJobQueueSchema(db, Object.keys(handlers));
    // An instance that queues and stops before any worker takes the job…
    const first = await startJobQueue(db, handlers, { pollingIntervalSeconds: 0.5, work: false, onError });
    await first.send('restart-check', { messageId: 7 });
    await first.stop();
    expect(ran).toEqual([]);
    // …and the next one, on the same database, runs it.
    const second = await startJobQueue(db, handlers, { pollingIntervalSeconds: 0.5, onError });
    queues.push(second);
    await expect.poll(() => ran, { timeout: 10_000 }).toEqual([{ messageId: 7 }]);
  });

  it('installs its schema and queues once, and starts only on an installed schema', async () => {
    db = await openTestDb('empty');
    const onError = (error: unknown) => {
      throw error;
    };
    // Starting never creates the schema: that is the start-up steps' job, under their lock.
    await expect(startJobQueue(db, {}, { pollingIntervalSeconds: 1, onError })).rejects.toThrow(
      /not installed/,
    );
    const pending = await pendingJobQueueSchema(db, ['first', 'second']);
    expect(pending).toEqual([expect.stringMatching(/^pg-boss schema \d+$/), 'queue first', 'queue second']);
    expect(await installJobQueueSchema(db, ['first', 'second'])).toEqual(pending);
    expect(await pendingJobQueueSchema(db, ['first', 'second'])).toEqual([]);
    // A queue added by a later release is created by the next start-up, alone.
    expect(await installJobQueueSchema(db, ['first', 'second', 'third'])).toEqual(['queue third']);
    expect(await installJobQueueSchema(db, ['first', 'second', 'third'])).toEqual([]);
    queues.push(await startJobQueue(db, {}, { pollingIntervalSeconds: 1, onError }));
  });

  it('tells each queue’s due, scheduled and failing jobs and how long the oldest due one has waited (metrics)', async () => {
    db = await openTestDb('empty');
    const failures: { queue: string; message: string }[] = [];
    const noWork = () => Promise.resolve();
    const ignore = () => undefined;
    await installJobQueueSchema(db, ['stats-due', 'stats-idle', 'stats-failing']);
    const sender = await startJobQueue(
      db,
      { 'stats-due': noWork, 'stats-idle': noWork },
      { pollingIntervalSeconds: 0.5, work: false, onError: ignore },
    );
    queues.push(sender);
    await sender.send('stats-due', { n: 1 });
    await sender.send('stats-due', { n: 2 });
    await sender.send('stats-due', { n: 3 }, { startAfter: new Date(Date.now() + 3_600_000) });
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const [due, idle] = await sender.stats();
    expect(due).toMatchObject({ queue: 'stats-due', queued: 2, scheduled: 1, active: 0, failed: 0 });
    expect(due?.oldestQueuedSeconds).toBeGreaterThanOrEqual(1);
    expect(due?.oldestQueuedSeconds).toBeLessThan(60);
    expect(idle).toEqual({
      queue: 'stats-idle',
      queued: 0,
      scheduled: 0,
      active: 0,
      failed: 0,
      oldestQueuedSeconds: 0,
    });

    // A handler that throws: the failure is reported, and the job waits for its retry (backoff).
    const worker = await startJobQueue(
      db,
      { 'stats-failing': () => Promise.reject(new Error('SMTP server refused')) },
      {
        pollingIntervalSeconds: 0.5,
        onError: ignore,
        onJobFailed: (queue, error) => failures.push({ queue, message: String(error) }),
      },
    );
    queues.push(worker);
    await worker.send('stats-failing', {});
    await expect
      .poll(() => failures, { timeout: 10_000 })
      .toEqual([{ queue: 'stats-failing', message: 'Error: SMTP server refused' }]);
    await expect
      .poll(async () => (await worker.stats())[0], { timeout: 5_000 })
      .toMatchObject({ queue: 'stats-failing', queued: 0, scheduled: 1, active: 0 });
  });
});
