import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/test-app.ts';

type LogEntry = Record<string, unknown>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('request ids (issue #28): one id per request, in its answer and in every line it logs', () => {
  let app: FastifyInstance;
  const entries: LogEntry[] = [];

  beforeAll(async () => {
    app = await buildTestApp(
      { LOG_LEVEL: 'debug' },
      { logStream: { write: (line) => entries.push(JSON.parse(line) as LogEntry) } },
    );
  });
  afterAll(() => app.close());
  beforeEach(() => {
    entries.length = 0;
  });

  /** The lines logged for the request with this id; every line that names a request. */
  const linesOf = (id: unknown) => entries.filter((entry) => entry['reqId'] === id);

  it('keeps a well-formed incoming X-Request-Id, echoes it and writes it in each of the request’s lines', async () => {
    const id = 'f3b0c442-98fc-1c14-9afb-e4c8996fb924';
    const response = await app.inject({
      method: 'POST',
      url: '/wp-json/portal/v1/sessions/backchannel-logout',
      headers: { 'x-request-id': id, 'content-type': 'application/json' },
      payload: '{"not json',
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['x-request-id']).toBe(id);
    // Its arrival, the parser's refusal and its completion: three lines, all with the id.
    expect(linesOf(id).map((entry) => entry['msg'])).toEqual([
      'incoming request',
      'request refused',
      'request completed',
    ]);
    expect(entries.filter((entry) => 'reqId' in entry && entry['reqId'] !== id)).toEqual([]);
  });

  it.each([
    ['too long', 'a'.repeat(129)],
    ['with a space', 'abc def'],
    ['with a quote', 'abc"def'],
    ['sent twice', ['first-id', 'second-id']],
  ])('replaces an incoming id %s with a UUID of its own', async (_case, incoming) => {
    const response = await app.inject({
      method: 'GET',
      url: '/health',
      headers: { 'x-request-id': incoming },
    });
    const id = response.headers['x-request-id'];
    expect(id).toMatch(UUID);
    expect(linesOf(id).map((entry) => entry['msg'])).toEqual(['incoming request', 'request completed']);
  });

  it('accepts the ids balancers write (hex, HAProxy’s unique id) up to 128 characters', async () => {
    for (const id of [
      '0a1b2c3d4e5f60718293a4b5c6d7e8f9',
      '7F000001:C0A8_0A000001:1F90_65F0B8A2_0001:1A2B',
      'b'.repeat(128),
    ]) {
      const response = await app.inject({ method: 'GET', url: '/health', headers: { 'x-request-id': id } });
      expect(response.headers['x-request-id']).toBe(id);
    }
  });

  it('gives each request without an id a different UUID (never a per-process counter like req-1)', async () => {
    const ids = new Set<unknown>();
    for (let request = 0; request < 3; request += 1) {
      ids.add((await app.inject({ method: 'GET', url: '/wp-json/wp/v2/nothing' })).headers['x-request-id']);
    }
    expect(ids.size).toBe(3);
    for (const id of ids) expect(id).toMatch(UUID);
  });

  it('carries the id in the answers of the embedded identity provider (written outside Fastify’s reply)', async () => {
    const id = 'idp-request-1';
    const response = await app.inject({
      method: 'GET',
      url: '/oidc/auth?client_id=%00&response_type=code',
      headers: { 'x-request-id': id },
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['x-request-id']).toBe(id);
    expect(linesOf(id).map((entry) => entry['msg'])).toEqual(['incoming request', 'request completed']);
  });
});
