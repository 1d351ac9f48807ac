import { BACKEND_TOKEN_HEADER } from '@campus/domain/auth-contract';
import type { ActiveSession } from '@campus/domain/session';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backendTokenFor, userIdOf } from '../../test/signed-in-caller.ts';
import { buildTestApp, openTestDb } from '../../test/test-app.ts';

const ME = '/wp-json/wp/v2/users/me?context=edit';
const SESSIONS = '/wp-json/portal/v1/sessions';
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';

describe('server-side sessions: idle timeout, absolute lifetime, the person’s list (issue 9)', () => {
  let app: FastifyInstance;
  let now = Date.UTC(2030, 0, 1);
  let alice: number;
  let camille: number;

  beforeAll(async () => {
    app = await buildTestApp({}, { clock: () => now });
    alice = await userIdOf(app, 'alice.martin');
    camille = await userIdOf(app, 'camille.dupont');
  });
  afterAll(() => app.close());

  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const me = (token: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url: ME, headers: { ...bearer(token), ...headers } });
  const list = async (token: string) => {
    const response = await app.inject({ method: 'GET', url: SESSIONS, headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    return response.json<ActiveSession[]>();
  };
  const end = (token: string, id: number | string) =>
    app.inject({ method: 'DELETE', url: `${SESSIONS}/${String(id)}`, headers: bearer(token) });

  it('refuses a backend token older than the absolute lifetime even when it is used (and renewed) daily', async () => {
    let token = await backendTokenFor(app, alice);
    for (let day = 1; day < 30; day += 1) {
      now += DAY;
      const response = await me(token);
      expect(response.statusCode).toBe(200);
      token = String(response.headers[BACKEND_TOKEN_HEADER]);
    }
    now += DAY;
    const refused = await me(token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ code: string }>().code).toBe('jwt_auth_invalid_token');
  });

  it('renews the token for the same session, never past its absolute end', async () => {
    const first = await backendTokenFor(app, alice);
    const before = (await list(first)).find((session) => session.current);
    let renewed = first;
    // Used every six days (within the idle timeout) up to day 29: one day before the absolute end.
    for (const days of [6, 6, 6, 6, 5]) {
      now += days * DAY;
      renewed = String((await me(renewed)).headers[BACKEND_TOKEN_HEADER]);
    }
    const claims = JSON.parse(Buffer.from(renewed.split('.')[1] ?? '', 'base64url').toString()) as {
      exp: number;
    };
    expect(claims.exp * 1000).toBeLessThanOrEqual(Date.parse(before!.created_at) + 30 * DAY);
    const sessions = await list(renewed);
    expect(sessions.find((session) => session.current)?.id).toBe(before!.id);
  });

  it('ends a session left unused for longer than the idle timeout', async () => {
    const token = await backendTokenFor(app, alice);
    now += 6 * DAY;
    expect((await me(token)).statusCode).toBe(200);
    now += 7 * DAY + MINUTE;
    expect((await me(token)).statusCode).toBe(403);
  });

  it('records last use at most once a minute, not on every request', async () => {
    const token = await backendTokenFor(app, alice);
    const [created] = await list(token);
    now += 30_000;
    const [soon] = await list(token);
    expect(soon!.last_used_at).toBe(created!.last_used_at);
    now += 31_000;
    const [later] = await list(token);
    expect(Date.parse(later!.last_used_at)).toBe(now);
  });

  it('lists the person’s own live sessions with device, creation, last use and "this device"', async () => {
    const here = await backendTokenFor(app, camille);
    const other = await app.sessions.start(camille, { idpSid: null, userAgent: FIREFOX });
    await backendTokenFor(app, alice);
    const sessions = await list(here);
    expect(sessions).toHaveLength(2);
    expect(sessions.filter((session) => session.current)).toHaveLength(1);
    expect(sessions.map((session) => session.device)).toContain('Firefox on Linux');
    for (const session of sessions) {
      expect(session).toEqual({
        id: expect.any(Number) as number,
        device: expect.any(String) as string,
        created_at: new Date(now).toISOString(),
        last_used_at: new Date(now).toISOString(),
        current: expect.any(Boolean) as boolean,
      });
    }
    expect((await me(other)).statusCode).toBe(200);
  });

  it('ends one of the person’s own sessions: its token is refused, the current one still works', async () => {
    const here = await backendTokenFor(app, camille);
    const there = await app.sessions.start(camille, { idpSid: null, userAgent: FIREFOX });
    const target = (await list(there)).find((session) => session.current)!;
    const response = await end(here, target.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ deleted: true });
    expect((await me(there)).statusCode).toBe(403);
    expect((await me(here)).statusCode).toBe(200);
    expect((await list(here)).map((session) => session.id)).not.toContain(target.id);
  });

  it('answers 404 for another person’s session id, and that session keeps working', async () => {
    const alicesToken = await backendTokenFor(app, alice);
    const alicesSession = (await list(alicesToken)).find((session) => session.current)!;
    const camillesToken = await backendTokenFor(app, camille);
    const response = await end(camillesToken, alicesSession.id);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      code: 'rest_session_invalid_id',
      message: expect.any(String) as string,
      data: { status: 404 },
    });
    expect((await me(alicesToken)).statusCode).toBe(200);
  });

  it('answers 404 for an unknown id and 400 for an id out of the 32-bit range', async () => {
    const token = await backendTokenFor(app, alice);
    expect((await end(token, 2_147_483_647)).statusCode).toBe(404);
    const tooBig = await end(token, 2_147_483_648);
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json<{ code: string }>().code).toBe('rest_invalid_param');
  });

  it('signs the current session out (portal sign-out): its token is refused afterwards', async () => {
    const token = await backendTokenFor(app, alice);
    const response = await app.inject({
      method: 'DELETE',
      url: `${SESSIONS}/current`,
      headers: bearer(token),
    });
    expect(response.json()).toEqual({ deleted: true });
    expect((await me(token)).statusCode).toBe(403);
  });
});

describe('revocation with the per-instance token cache (issue 20)', () => {
  let here: FastifyInstance;
  let elsewhere: FastifyInstance;
  let now = Date.UTC(2030, 0, 1);
  let alice: number;

  beforeAll(async () => {
    // Two instances behind a load balancer: the same database, each with its own cache. The database is
    // closed once, by the first.
    const db = await openTestDb();
    here = await buildTestApp({}, { clock: () => now, db });
    elsewhere = await buildTestApp({}, { clock: () => now, db: { ...db, close: () => Promise.resolve() } });
    alice = await userIdOf(here, 'alice.martin');
  });
  afterAll(async () => {
    await elsewhere.close();
    await here.close();
  });

  const me = (app: FastifyInstance, token: string) =>
    app.inject({ method: 'GET', url: ME, headers: { authorization: `Bearer ${token}` } });
  const signOut = (app: FastifyInstance, token: string) =>
    app.inject({
      method: 'DELETE',
      url: `${SESSIONS}/current`,
      headers: { authorization: `Bearer ${token}` },
    });

  it('refuses a signed-out token at once on the instance that signed it out', async () => {
    const token = await backendTokenFor(here, alice);
    expect((await me(here, token)).statusCode).toBe(200);
    expect((await signOut(here, token)).json()).toEqual({ deleted: true });
    expect((await me(here, token)).statusCode).toBe(403);
  });

  it('refuses a token signed out on another instance within 5 seconds', async () => {
    const token = await backendTokenFor(here, alice);
    expect((await me(elsewhere, token)).statusCode).toBe(200);
    expect((await signOut(here, token)).json()).toEqual({ deleted: true });
    now += 4_999;
    // Still in the other instance's cache: at most 5 s of grace.
    expect((await me(elsewhere, token)).statusCode).toBe(200);
    now += 1;
    const refused = await me(elsewhere, token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ code: string }>().code).toBe('jwt_auth_invalid_token');
  });

  it('refuses at once on the instance that receives a back-channel logout (every session of the person)', async () => {
    const token = await backendTokenFor(here, alice);
    expect((await me(here, token)).statusCode).toBe(200);
    const [subject] = await here.db.query<{ identity_subject: string }>(
      'SELECT identity_subject FROM users WHERE id = $1',
      [alice],
    );
    await here.sessions.endIdpSession({ sid: null, subject: subject?.identity_subject ?? null });
    expect((await me(here, token)).statusCode).toBe(403);
  });
});
