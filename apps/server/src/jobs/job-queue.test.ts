import { afterEach, describe, expect, it } from 'vitest';
import type { Db } from '../db/db.ts';
import { openTestDb } from '../../test/test-app.ts';
import { startJobQueue, type JobQueue } from './job-queue.ts';

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
});
