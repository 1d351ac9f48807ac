import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInCaller } from '../../test/signed-in-caller.ts';
import { buildTestApp, openPgliteTestDb } from '../../test/test-app.ts';
import { DatabaseAvailability } from './database-availability.ts';

function recordingLog() {
  const lines: { level: string; details: object; message: string }[] = [];
  return {
    lines,
    log: {
      error: (details: object, message: string) => lines.push({ level: 'error', details, message }),
      info: (details: object, message: string) => lines.push({ level: 'info', details, message }),
    },
  };
}

describe('database outages are logged once, with a count', () => {
  it('logs the start once, then the end with the refused requests and the duration', () => {
    const { lines, log } = recordingLog();
    let now = 1_000;
    const availability = new DatabaseAvailability(log, () => now);
    const before = availability.begin();
    for (let i = 0; i < 50; i += 1) {
      availability.reportFailure(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }));
      availability.countRefusedRequest({});
    }
    expect(availability.isUp).toBe(false);
    // A query that was already running when the outage began proves nothing.
    availability.reportSuccess(before);
    expect(availability.isUp).toBe(false);
    now = 6_000;
    availability.reportSuccess(availability.begin());
    expect(availability.isUp).toBe(true);
    expect(lines).toEqual([
      {
        level: 'error',
        details: { cause: { code: 'ECONNREFUSED', message: 'connect ECONNREFUSED' } },
        message: 'database unavailable',
      },
      {
        level: 'info',
        details: { failedRequests: 50, outageMs: 5_000 },
        message: 'database available again',
      },
    ]);
  });

  it('marks a refused request so that it gets no request line of its own', () => {
    const request: { summarisedInLog?: boolean } = {};
    new DatabaseAvailability(recordingLog().log).countRefusedRequest(request);
    expect(request.summarisedInLog).toBe(true);
  });
});

describe('with the database gone (PGlite closed under the running server)', () => {
  let app: FastifyInstance;
  const logLines: string[] = [];
  let headers: { authorization: string };

  beforeAll(async () => {
    // PGlite whatever the leg: closing PGlite is how this test stops the database (a real PostgreSQL
    // stopping is database-outage.postgres.test.ts).
    app = await buildTestApp(
      { LOG_LEVEL: 'info' },
      { db: await openPgliteTestDb(), logStream: { write: (line) => logLines.push(line) } },
    );
    ({ headers } = await signedInCaller(app, 'alice.martin'));
    await app.db.close();
  });
  afterAll(() => app.close());

  it('answers the API with 503 rest_service_unavailable and Retry-After, never 500 or a stack', async () => {
    for (const url of ['/wp-json/wp/v2/posts', '/wp-json/wp/v2/users/me', '/wp-json/portal/v1/blocks']) {
      const response = await app.inject({ method: 'GET', url, headers });
      expect(response.statusCode).toBe(503);
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
      expect(response.json()).toEqual({
        code: 'rest_service_unavailable',
        message: 'The service is temporarily unavailable. Please try again shortly.',
        data: { status: 503 },
      });
    }
  });

  it('says in /health that the database is down, with 503', async () => {
    const response = await app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      status: 'unavailable',
      checks: {
        database: { status: 'down' },
        schema: { status: 'unknown', missing: [] },
        identityProvider: { status: 'down', mode: 'embedded' },
      },
      version: { version: '1.0.0', commit: expect.any(String) as string },
    });
  });

  it('stays ready for the balancer (its own 503 beats the balancer’s bare page), even after a schema check', async () => {
    // The schema check cannot reach the database either: the verdict stays the last one (complete).
    await app.readiness.checkSchema();
    const response = await app.inject({ method: 'GET', url: '/health/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'ready',
      reasons: [],
      checks: { database: { status: 'down' } },
    });
  });

  it('answers the identity provider with 503 (its own page for a browser), not a 500', async () => {
    const page = await app.inject({
      method: 'GET',
      url: '/oidc/auth?client_id=another-client&response_type=code&scope=openid',
      headers: { accept: 'text/html' },
    });
    expect(page.statusCode).toBe(503);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('Sign-in is temporarily unavailable');
    // Outside oidc-provider's error handler (saving the session), Koa answers; still a 503.
    const signOut = await app.inject({ method: 'GET', url: '/oidc/session/end' });
    expect(signOut.statusCode).toBe(503);
    expect(signOut.body).not.toMatch(/PGlite|Error/);
  });

  it('logs one line for the whole outage, none per request', async () => {
    for (let i = 0; i < 20; i += 1) await app.inject({ method: 'GET', url: '/wp-json/wp/v2/posts', headers });
    const outageLines = logLines.filter((line) => line.includes('database unavailable'));
    expect(outageLines).toHaveLength(1);
    expect(logLines.join('')).not.toContain('"stack"');
    expect(
      logLines.filter((line) => line.includes('/wp-json/') && line.includes('"statusCode":503')),
    ).toEqual([]);
  });
});
