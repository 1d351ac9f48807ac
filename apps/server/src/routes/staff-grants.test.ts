import { STAFF_PATH, type StaffGrant, type StaffMe } from '@campus/domain/staff';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInCaller, type SignedInCaller } from '../../test/signed-in-caller.ts';
import { buildTestApp } from '../../test/test-app.ts';

describe('staff roles: GET /staff/me and the grants a campus administrator gives (issue #18)', () => {
  let app: FastifyInstance;
  let paul: SignedInCaller;
  let chloe: SignedInCaller;
  let alice: SignedInCaller;
  let bresil: number;
  let argentine: number;

  beforeAll(async () => {
    app = await buildTestApp();
    paul = await signedInCaller(app, 'paul.durand');
    chloe = await signedInCaller(app, 'chloe.moreau');
    alice = await signedInCaller(app, 'alice.martin');
    const houses = await app.db.query<{ id: number; slug: string }>('SELECT id, slug FROM houses');
    bresil = houses.find((house) => house.slug === 'maison-du-bresil')!.id;
    argentine = houses.find((house) => house.slug === 'maison-de-l-argentine')!.id;
  });
  afterAll(() => app.close());

  it('tells the sample campus editor and administrator they may do everything, on every house and form', async () => {
    const answer = await app.inject({ method: 'GET', url: `${STAFF_PATH}/me`, headers: paul.headers });
    expect(answer.statusCode).toBe(200);
    const me = answer.json<StaffMe>();
    expect(me.roles.sort()).toEqual(['campus-admin', 'campus-editor']);
    const [houses] = await app.db.query<{ count: number }>('SELECT count(*)::int AS count FROM houses');
    expect(me.houses).toHaveLength(houses!.count);
    expect(me.forms.length).toBeGreaterThan(0);
  });

  it('tells a house editor their house only, and that it requires review', async () => {
    const me = (
      await app.inject({ method: 'GET', url: `${STAFF_PATH}/me`, headers: chloe.headers })
    ).json<StaffMe>();
    expect(me).toEqual({
      username: 'chloe.moreau',
      roles: ['house-editor'],
      houses: [{ id: bresil, name: 'Maison du Brésil', review_required: true }],
      forms: [],
    });
  });

  it('refuses a resident without a role (403) and a caller who is not signed in', async () => {
    const resident = await app.inject({ method: 'GET', url: `${STAFF_PATH}/me`, headers: alice.headers });
    expect(resident.statusCode).toBe(403);
    expect(resident.json()).toMatchObject({ code: 'rest_forbidden' });
    const visitor = await app.inject({ method: 'GET', url: `${STAFF_PATH}/me` });
    expect(visitor.statusCode).toBe(403);
    expect(visitor.json()).toMatchObject({ code: 'jwt_auth_no_auth_header' });
  });

  it('lets the administrator grant and revoke a role, each change audited with before and after', async () => {
    const granted = await app.inject({
      method: 'POST',
      url: `${STAFF_PATH}/grants`,
      headers: paul.headers,
      payload: { username: 'alice.martin', role: 'house-editor', house: argentine },
    });
    expect(granted.statusCode).toBe(201);
    const grant = granted.json<StaffGrant>();
    expect(grant).toMatchObject({
      username: 'alice.martin',
      role: 'house-editor',
      house: argentine,
      granted_by: 'paul.durand',
    });
    const me = (
      await app.inject({ method: 'GET', url: `${STAFF_PATH}/me`, headers: alice.headers })
    ).json<StaffMe>();
    expect(me.houses.map((house) => house.id)).toEqual([argentine]);

    const again = await app.inject({
      method: 'POST',
      url: `${STAFF_PATH}/grants`,
      headers: paul.headers,
      payload: { username: 'alice.martin', role: 'house-editor', house: argentine },
    });
    expect(again.statusCode).toBe(409);

    const revoked = await app.inject({
      method: 'DELETE',
      url: `${STAFF_PATH}/grants/${String(grant.id)}`,
      headers: paul.headers,
    });
    expect(revoked.statusCode).toBe(200);
    const audit = await app.db.query<{ action: string; actor: string; before: unknown; after: unknown }>(
      "SELECT action, actor, before, after FROM audit_log WHERE target_type = 'grant' AND target = $1 ORDER BY id",
      [String(grant.id)],
    );
    expect(audit).toEqual([
      { action: 'grant', actor: 'paul.durand', before: null, after: grant },
      { action: 'revoke', actor: 'paul.durand', before: grant, after: null },
    ]);
    expect(
      (await app.inject({ method: 'GET', url: `${STAFF_PATH}/me`, headers: alice.headers })).statusCode,
    ).toBe(403);
  });

  it('refuses grants from anyone but an administrator, and a grant that does not name what its role needs', async () => {
    const byEditor = await app.inject({
      method: 'POST',
      url: `${STAFF_PATH}/grants`,
      headers: chloe.headers,
      payload: { username: 'chloe.moreau', role: 'campus-editor' },
    });
    expect(byEditor.statusCode).toBe(403);
    expect(
      (await app.inject({ method: 'GET', url: `${STAFF_PATH}/grants`, headers: chloe.headers })).statusCode,
    ).toBe(403);
    const noHouse = await app.inject({
      method: 'POST',
      url: `${STAFF_PATH}/grants`,
      headers: paul.headers,
      payload: { username: 'alice.martin', role: 'house-editor' },
    });
    expect(noHouse.statusCode).toBe(400);
    const nobody = await app.inject({
      method: 'POST',
      url: `${STAFF_PATH}/grants`,
      headers: paul.headers,
      payload: { username: 'no.one', role: 'campus-editor' },
    });
    expect(nobody.statusCode).toBe(404);
    const list = await app.inject({ method: 'GET', url: `${STAFF_PATH}/grants`, headers: paul.headers });
    expect(list.json<StaffGrant[]>().map((grant) => grant.username)).toContain('mehdi.benali');
  });
});
