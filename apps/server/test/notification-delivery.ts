import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

/**
 * Waits until the queued delivery of notification message `id` has made its copies (and sent its pushes):
 * the send endpoint answers 202 before the job runs.
 */
export async function waitForDelivery(app: FastifyInstance, id: number): Promise<void> {
  await expect
    .poll(
      async () =>
        (
          await app.db.query(
            'SELECT 1 FROM notification_messages WHERE id = $1 AND delivered_at IS NOT NULL',
            [id],
          )
        ).length,
      { timeout: 15_000, interval: 200 },
    )
    .toBe(1);
}
