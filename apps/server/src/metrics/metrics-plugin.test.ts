import { randomBytes } from 'node:crypto';
import { BACKEND_TOKEN_HEADER, IDENTITY_TOKEN_HEADER } from '@campus/domain/auth-contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { authorizationRequest, browser, signInThroughOidc } from '../../test/oidc-sign-in.ts';
import { parseSamples, sampleValue, type Sample } from '../../test/prometheus-text.ts';
import { signedInCaller, type SignedInCaller } from '../../test/signed-in-caller.ts';
import { buildTestApp, openTestDb, testConfig } from '../../test/test-app.ts';
import { buildApp } from '../app.ts';

const DURATION = 'portal_http_request_duration_seconds_count';
/** PGlite is one engine, shown as a pool of one; the PostgreSQL leg's pools have pg's default size. */
const POOL_SIZE = inject('postgresTemplates') === null ? 1 : 10;

describe('metrics are not public: off unless METRICS_PORT is set (docs/decisions/024)', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('opens no metrics port, and answers GET /metrics on the public port with a 404, never the web app', async () => {
    expect(app.metricsServer).toBeNull();
    const answer = await app.inject({ method: 'GET', url: '/metrics' });
    expect(answer.statusCode).toBe(404);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(answer.json()).toMatchObject({ code: 'not_found', data: { status: 404 } });
  });
});

describe('Prometheus metrics on their own port (issue #28)', () => {
  let app: FastifyInstance;
  let metricsUrl: string;
  let alice: SignedInCaller;

  const scrape = async (): Promise<Sample[]> => {
    const response = await fetch(metricsUrl);
    expect(response.status).toBe(200);
    return parseSamples(await response.text());
  };

  beforeAll(async () => {
    // Port 0: any free port (METRICS_PORT itself must be 1 or more).
    app = await buildApp(
      { ...testConfig({ HOST: '127.0.0.1' }), metrics: { port: 0 } },
      { db: await openTestDb(), signInHint: inject('sampleSignInHint') },
    );
    const address = app.metricsServer?.server.address();
    if (address === undefined || address === null || typeof address === 'string') {
      throw new Error('The metrics port is not listening');
    }
    metricsUrl = `http://127.0.0.1:${String(address.port)}/metrics`;
    alice = await signedInCaller(app, 'alice.martin');
  });
  afterAll(() => app.close());

  it('serves the Prometheus text format at /metrics of the metrics port, and nothing else there', async () => {
    const response = await fetch(metricsUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(await response.text()).toContain('# TYPE portal_http_request_duration_seconds histogram');
    expect((await fetch(metricsUrl.replace('/metrics', '/'))).status).toBe(404);
    expect((await fetch(metricsUrl.replace('/metrics', '/wp-json/wp/v2/posts'))).status).toBe(404);
    // The public port still refuses it.
    expect((await app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
  });

  it('counts requests by method, route template and status, never by the URL (no ids in labels)', async () => {
    // Someone else's (or no) notification: 404, under the route's template, not its id.
    const url = '/wp-json/wp/v2/notification/987654';
    const labels = { method: 'GET', route: '/wp-json/wp/v2/notification/:id', status_code: '404' };
    const before = sampleValue(await scrape(), DURATION, labels) ?? 0;
    for (let read = 0; read < 3; read += 1) {
      expect((await app.inject({ method: 'GET', url, headers: alice.headers })).statusCode).toBe(404);
    }
    await app.inject({ method: 'GET', url: '/wp-json/wp/v2/no-such-thing/42' });
    await app.inject({ method: 'GET', url: '/oidc/.well-known/openid-configuration' });

    const samples = await scrape();
    expect(sampleValue(samples, DURATION, labels)).toBe(before + 3);
    expect(sampleValue(samples, 'portal_http_request_duration_seconds_sum', labels)).toBeGreaterThan(0);
    expect(
      sampleValue(samples, 'portal_http_request_duration_seconds_bucket', { ...labels, le: '+Inf' }),
    ).toBe(before + 3);
    expect(sampleValue(samples, DURATION, { route: 'unmatched', status_code: '404' })).toBeGreaterThanOrEqual(
      1,
    );
    expect(sampleValue(samples, DURATION, { route: '/oidc/*', status_code: '200' })).toBeGreaterThanOrEqual(
      1,
    );
    const routes = new Set(
      samples.filter((sample) => sample.name === DURATION).map((s) => s.labels['route']),
    );
    expect(
      [...routes].filter((route) => /987654|no-such-thing|openid-configuration/.test(route ?? '')),
    ).toEqual([]);
  });

  /** The embedded provider's sign-in form, as a browser reaches it from the portal. */
  async function providerSignInForm() {
    const go = browser(app);
    const authorize = await go('GET', authorizationRequest(randomBytes(32).toString('base64url')));
    return { go, interaction: new URL(String(authorize.headers.location), 'http://localhost').pathname };
  }

  it('counts sign-ins with the identity provider’s tokens and the embedded provider’s password form', async () => {
    const before = await scrape();
    const count = (samples: Sample[], name: string, outcome: string) =>
      (sampleValue(samples, name, { outcome }) ?? 0) - (sampleValue(before, name, { outcome }) ?? 0);

    // A whole sign-in: the password form, then users/me with the provider's tokens opens a session.
    const { tokens } = await signInThroughOidc(app, 'camille.dupont');
    const me = await app.inject({
      method: 'GET',
      url: '/wp-json/wp/v2/users/me',
      headers: { authorization: `Bearer ${tokens.access_token}`, [IDENTITY_TOKEN_HEADER]: tokens.id_token },
    });
    expect(me.headers[BACKEND_TOKEN_HEADER]).toBeDefined();
    // Tokens the provider did not sign.
    const forged = await app.inject({
      method: 'GET',
      url: '/wp-json/wp/v2/users/me',
      headers: { authorization: `Bearer ${tokens.access_token}`, [IDENTITY_TOKEN_HEADER]: 'e30.e30.forged' },
    });
    expect(forged.statusCode).toBe(403);
    // A wrong password on the provider's form.
    const { go, interaction } = await providerSignInForm();
    const wrong = await go('POST', `${interaction}/login`, { username: 'camille.dupont', password: 'guess' });
    expect(wrong.statusCode).toBe(401);

    const after = await scrape();
    expect(count(after, 'portal_sign_ins_total', 'success')).toBe(1);
    expect(count(after, 'portal_sign_ins_total', 'refused')).toBe(1);
    expect(count(after, 'portal_password_sign_ins_total', 'success')).toBe(1);
    expect(count(after, 'portal_password_sign_ins_total', 'refused')).toBe(1);
  });

  it('counts the password form’s attempts refused by its rate limit apart from wrong passwords', async () => {
    const before = await scrape();
    const { go, interaction } = await providerSignInForm();
    // 10 tries a minute per account and address (interaction-routes.ts).
    const statuses = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      const answer = await go('POST', `${interaction}/login`, {
        username: 'guessed.name',
        password: 'guess',
      });
      statuses.push(answer.statusCode);
    }
    expect(statuses).toEqual([...Array<number>(10).fill(401), 429]);
    const after = await scrape();
    const counted = (outcome: string) =>
      (sampleValue(after, 'portal_password_sign_ins_total', { outcome }) ?? 0) -
      (sampleValue(before, 'portal_password_sign_ins_total', { outcome }) ?? 0);
    expect(counted('refused')).toBe(10);
    expect(counted('rate_limited')).toBe(1);
    expect(counted('success')).toBe(0);
  });

  it('reads the pool, the database’s state and the job queues at each scrape, and counts query errors', async () => {
    await expect(app.db.query('SELECT * FROM no_such_table')).rejects.toThrow();
    await expect(app.db.query('SELECT 1 / 0')).rejects.toThrow();
    const samples = await scrape();
    expect(sampleValue(samples, 'portal_db_pool_connections', { state: 'max' })).toBe(POOL_SIZE);
    expect(sampleValue(samples, 'portal_db_pool_connections', { state: 'in_use' })).toBeGreaterThanOrEqual(0);
    expect(sampleValue(samples, 'portal_db_pool_waiting')).toBeGreaterThanOrEqual(0);
    expect(sampleValue(samples, 'portal_db_up')).toBe(1);
    expect(sampleValue(samples, 'portal_db_outages_total')).toBe(0);
    expect(sampleValue(samples, 'portal_db_query_errors_total', { kind: 'other' })).toBeGreaterThanOrEqual(1);
    expect(
      sampleValue(samples, 'portal_db_query_errors_total', { kind: 'invalid_input' }),
    ).toBeGreaterThanOrEqual(1);
    for (const queue of ['notification-delivery', 'contact-entry-email', 'staff-publication']) {
      for (const state of ['queued', 'scheduled', 'active', 'failed']) {
        expect(sampleValue(samples, 'portal_jobs', { queue, state })).toBeGreaterThanOrEqual(0);
      }
      expect(sampleValue(samples, 'portal_job_oldest_queued_age_seconds', { queue })).toBeGreaterThanOrEqual(
        0,
      );
    }
  });

  it('shows the pool’s connections in use and the operations waiting for one while the pool is full', async () => {
    // Every connection held by a transaction until the gate opens, and two statements waiting.
    let open = () => {};
    const gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    const holding = Array.from({ length: POOL_SIZE }, () => app.db.transaction(() => gate));
    await expect.poll(() => app.db.poolStats().inUse).toBe(POOL_SIZE);
    const waiting = [app.db.query('SELECT 1'), app.db.query('SELECT 2')];
    // The scrape reads the pool as it begins; its own check of the database waits for the gate too.
    const scraped = scrape();
    await new Promise((resolve) => setTimeout(resolve, 100));
    open();
    await Promise.all([...holding, ...waiting]);
    const samples = await scraped;
    expect(sampleValue(samples, 'portal_db_pool_connections', { state: 'in_use' })).toBe(POOL_SIZE);
    expect(sampleValue(samples, 'portal_db_pool_connections', { state: 'idle' })).toBe(0);
    // The job queue's polling may be waiting too.
    expect(sampleValue(samples, 'portal_db_pool_waiting')).toBeGreaterThanOrEqual(2);
    await expect
      .poll(async () => sampleValue(await scrape(), 'portal_db_pool_waiting'), { timeout: 5_000 })
      .toBe(0);
  });

  it('shows the jobs each queue holds by state', async () => {
    // Straight into pg-boss's table, in states no worker takes: one due in an hour, one failed for good.
    await app.db.query(
      `INSERT INTO pgboss.job (name, data, start_after) VALUES ('staff-publication', '{}', now() + interval '1 hour')`,
    );
    await app.db.query(
      `INSERT INTO pgboss.job (name, data, state) VALUES ('staff-publication', '{}', 'failed')`,
    );
    const samples = await scrape();
    expect(sampleValue(samples, 'portal_jobs', { queue: 'staff-publication', state: 'scheduled' })).toBe(1);
    expect(sampleValue(samples, 'portal_jobs', { queue: 'staff-publication', state: 'failed' })).toBe(1);
  });

  it('includes Node’s process metrics (CPU, memory, event loop)', async () => {
    const samples = await scrape();
    expect(sampleValue(samples, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(sampleValue(samples, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
    expect(sampleValue(samples, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
  });
});
