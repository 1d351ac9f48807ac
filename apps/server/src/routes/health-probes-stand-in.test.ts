import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/test-app.ts';

// Dropped with the stand-in when the ops-lifecycle branch's probes land.
describe('the stand-in liveness and readiness probes', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it('answers live and ready, uncached, while the database answers', async () => {
    for (const [url, status] of [
      ['/health/live', 'live'],
      ['/health/ready', 'ready'],
    ] as const) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-store');
      expect(response.json(), url).toEqual({ status });
    }
  });

  it('is not ready once the database is gone, and still live', async () => {
    await app.db.close();
    expect((await app.inject({ method: 'GET', url: '/health/ready' })).statusCode).toBe(503);
    expect((await app.inject({ method: 'GET', url: '/health/live' })).statusCode).toBe(200);
  });
});
