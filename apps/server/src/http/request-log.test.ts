import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInThroughOidc } from '../../test/oidc-sign-in.ts';
import { signedInCaller } from '../../test/signed-in-caller.ts';
import { buildTestApp } from '../../test/test-app.ts';

type LogEntry = Record<string, unknown>;

async function appLoggingAt(level: string): Promise<{ app: FastifyInstance; entries: LogEntry[] }> {
  const entries: LogEntry[] = [];
  const app = await buildTestApp(
    { LOG_LEVEL: level },
    { logStream: { write: (line) => entries.push(JSON.parse(line) as LogEntry) } },
  );
  return { app, entries };
}

describe('request logs at info: one compact line per request', () => {
  let app: FastifyInstance;
  let entries: LogEntry[];

  beforeAll(async () => {
    ({ app, entries } = await appLoggingAt('info'));
  });
  afterAll(() => app.close());

  it('writes exactly one line per request, with method, redacted URL, status, time and request id', async () => {
    const { headers } = await signedInCaller(app, 'alice.martin');
    entries.length = 0;
    await app.inject({ method: 'GET', url: '/wp-json/wp/v2/posts?per_page=2', headers });
    await app.inject({
      method: 'POST',
      url: '/wp-json/portal/v1/blocks',
      headers: { ...headers, cookie: 'session=secret-cookie' },
      payload: { user_id: 999999 },
    });
    await app.inject({ method: 'GET', url: '/wp-json/wp/v2/nothing' });
    await app.inject({ method: 'GET', url: '/oidc/session/end?id_token_hint=secret-hint' });

    expect(entries).toHaveLength(4);
    expect(entries.map((entry) => [entry['method'], entry['url'], entry['statusCode']])).toEqual([
      ['GET', '/wp-json/wp/v2/posts?per_page=2', 200],
      ['POST', '/wp-json/portal/v1/blocks', 404],
      ['GET', '/wp-json/wp/v2/nothing', 404],
      ['GET', '/oidc/session/end?id_token_hint=[redacted]', 400],
    ]);
    for (const entry of entries) {
      expect(Object.keys(entry).sort()).toEqual(
        [
          'hostname',
          'level',
          'method',
          'msg',
          'pid',
          'reqId',
          'responseTime',
          'statusCode',
          'time',
          'url',
        ].sort(),
      );
      expect(entry['level']).toBe(30);
      expect(typeof entry['responseTime']).toBe('number');
    }
    const text = JSON.stringify(entries);
    expect(text).not.toMatch(/secret|authorization|user_id|999999/i);
  });
});

describe('request logs at debug: more detail, still no headers or bodies', () => {
  let app: FastifyInstance;
  let entries: LogEntry[];

  beforeAll(async () => {
    ({ app, entries } = await appLoggingAt('debug'));
  });
  afterAll(() => app.close());

  it('adds the arrival of the request and where it came from', async () => {
    entries.length = 0;
    await app.inject({ method: 'GET', url: '/health', headers: { authorization: 'Bearer secret-bearer' } });
    const requestLines = entries.filter((entry) => entry['reqId'] !== undefined);
    expect(requestLines.map((entry) => entry['msg'])).toEqual(['incoming request', 'request completed']);
    expect(requestLines[1]).toMatchObject({ url: '/health', statusCode: 200, remoteAddress: '127.0.0.1' });
    expect(JSON.stringify(entries)).not.toContain('secret-bearer');
  });
});

describe('secrets carried in a URL never reach the log, at any level', () => {
  let app: FastifyInstance;
  let entries: LogEntry[];

  beforeAll(async () => {
    // trace: the most the logger ever writes (the arrival of each request with its URL, then its line).
    ({ app, entries } = await appLoggingAt('trace'));
  });
  afterAll(() => app.close());

  it("logs a calendar feed's URL without its token (issue #27)", async () => {
    const { headers } = await signedInCaller(app, 'alice.martin');
    const created = await app.inject({ method: 'POST', url: '/wp-json/portal/v1/calendar-feed', headers });
    expect(created.statusCode).toBe(201);
    const { pathname } = new URL(created.json<{ url: string }>().url);
    const token = /calendar-feed\/([^/.]+)\.ics$/.exec(pathname)?.[1] ?? '';
    expect(token).toHaveLength(43);
    entries.length = 0;

    const feed = await app.inject({ method: 'GET', url: pathname });
    expect(feed.statusCode).toBe(200);
    // A revoked or mistyped feed is logged the same way.
    await app.inject({ method: 'GET', url: `${pathname.slice(0, -8)}Xxxxxxxx.ics?token=${token}` });

    expect(JSON.stringify(entries)).not.toContain(token);
    expect(JSON.stringify(entries)).not.toContain(token.slice(0, 20));
    expect(
      entries.filter((entry) => entry['msg'] === 'request completed').map((entry) => entry['url']),
    ).toEqual([
      '/wp-json/portal/v1/calendar-feed/[redacted].ics',
      '/wp-json/portal/v1/calendar-feed/[redacted].ics?token=[redacted]',
    ]);
    expect(entries.filter((entry) => entry['msg'] === 'incoming request')).toHaveLength(2);
  });

  it('logs a sign-in through the embedded identity provider without its interaction, code or state', async () => {
    entries.length = 0;
    const { trail } = await signInThroughOidc(app, 'alice.martin');
    // The browser then lands on the portal's callback, which the server logs like any request.
    await app.inject({ method: 'GET', url: trail.callback });
    const uid = /\/idp\/interaction\/([^/?]+)/.exec(trail.interaction)?.[1] ?? '';
    const callback = new URL(trail.callback, 'http://localhost').searchParams;
    const secrets = [uid, callback.get('code') ?? '', callback.get('state') ?? ''];
    expect(secrets.every((secret) => secret.length >= 16)).toBe(true);

    const text = JSON.stringify(entries);
    for (const secret of secrets) expect(text).not.toContain(secret);
    const urls = entries.filter((entry) => entry['msg'] === 'request completed').map((entry) => entry['url']);
    expect(urls).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^\/oidc\/auth\?.*state=\[redacted\]/),
        '/idp/interaction/[redacted]/login',
        '/oidc/auth/[redacted]',
        expect.stringMatching(/^\/loginredirect\?code=\[redacted\]&state=\[redacted\]/),
      ]),
    );
  });
});
