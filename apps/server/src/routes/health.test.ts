import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/test-app.ts';

const COMMIT = '0123456789abcdef0123456789abcdef01234567';

describe('health: status, liveness and readiness (docs/decisions/023)', () => {
  let app: FastifyInstance;
  let logLines: Record<string, unknown>[];

  beforeAll(async () => {
    logLines = [];
    app = await buildTestApp(
      { PORTAL_COMMIT: COMMIT, LOG_LEVEL: 'info' },
      { logStream: { write: (line) => logLines.push(JSON.parse(line) as Record<string, unknown>) } },
    );
  });
  afterAll(() => app.close());

  it('names the running release in /health: the package version and the commit PORTAL_COMMIT gives', async () => {
    const response = await app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok', version: { version: '1.0.0', commit: COMMIT } });
  });

  it('answers /health/live while the process answers, without asking anything else', async () => {
    const response = await app.inject({ method: 'GET', url: '/health/live' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({ status: 'alive' });
  });

  it('answers /health/ready 200 ready once started on a complete schema, with the version', async () => {
    const response = await app.inject({ method: 'GET', url: '/health/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      status: 'ready',
      reasons: [],
      version: { version: '1.0.0', commit: COMMIT },
      checks: { database: { status: 'up' } },
    });
  });

  it('leaves the probes out of the request log (a balancer asks every second), but not /health', async () => {
    logLines.length = 0;
    await app.inject({ method: 'GET', url: '/health/live' });
    await app.inject({ method: 'GET', url: '/health/ready' });
    await app.inject({ method: 'GET', url: '/health' });
    expect(logLines.filter((line) => line['msg'] === 'request completed').map((line) => line['url'])).toEqual(
      ['/health'],
    );
  });
});

describe('readiness with a schema check that finds something missing', () => {
  let app: FastifyInstance;
  let missing: string[];
  let logLines: Record<string, unknown>[];

  beforeAll(async () => {
    missing = ['table posts'];
    logLines = [];
    app = await buildTestApp(
      { LOG_LEVEL: 'info' },
      {
        schemaCheck: () => Promise.resolve(missing),
        logStream: { write: (line) => logLines.push(JSON.parse(line) as Record<string, unknown>) },
      },
    );
  });
  afterAll(() => app.close());

  it('is not ready (503 schema_incomplete) and says what is missing in the log, while it keeps serving', async () => {
    const response = await app.inject({ method: 'GET', url: '/health/ready' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ status: 'not_ready', reasons: ['schema_incomplete'] });
    expect(logLines).toContainEqual(
      expect.objectContaining({ msg: 'schema incomplete: not ready', missing: ['table posts'] }),
    );
    expect((await app.inject({ method: 'GET', url: '/health/live' })).statusCode).toBe(200);
  });

  it('becomes ready again once a later check finds the schema complete', async () => {
    missing = [];
    await app.readiness.checkSchema();
    expect((await app.inject({ method: 'GET', url: '/health/ready' })).statusCode).toBe(200);
    expect(logLines).toContainEqual(expect.objectContaining({ msg: 'schema complete again: ready' }));
  });
});
