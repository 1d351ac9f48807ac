import { BACKEND_TOKEN_HEADER, IDENTITY_TOKEN_HEADER } from '@campus/domain/auth-contract';
import type { MaintenanceRequest, MaintenanceRequestBody } from '@campus/domain/maintenance';
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { signInThroughOidc } from '../../test/oidc-sign-in.ts';
import { callsAs, type SignedInCaller } from '../../test/signed-in-caller.ts';
import { appForSuite } from '../../test/test-app.ts';
import { EMBEDDED_ROOM_CLAIM } from '../config.ts';

const ME = '/wp-json/wp/v2/users/me?context=edit';
const ARGENTINE = 'maison-de-l-argentine';
const DEUTSCH = 'fondation-deutsch-de-la-meurthe';
const BRESIL = 'maison-du-bresil';

const leak: MaintenanceRequestBody = {
  category: 'plumbing',
  urgency: 'normal',
  place: { type: 'room' },
  description: 'The tap of the washbasin drips all night.',
  entry_allowed: true,
};

/**
 * Issue #32: a resident's room comes from the identity provider's room claim (IDENTITY_ROOM_CLAIM), recorded
 * when the person signs in. Driven through the embedded identity provider, which emits `campus_rooms` from
 * its accounts (migration 032), as a campus provider would: nothing of ours is mocked.
 */
describe('rooms from the identity provider’s claim (issue #32)', () => {
  const app = appForSuite();
  const call = callsAs(app);

  /** What the provider will put in the person's next id token. */
  async function claimRooms(username: string, rooms: unknown) {
    await app().db.query('UPDATE identity_accounts SET rooms = $2::jsonb WHERE username = $1', [
      username,
      JSON.stringify(rooms),
    ]);
  }

  /** The portal's sign-in: the code flow at the provider, then users/me with the provider's tokens. */
  async function signIn(username: string): Promise<{ caller: SignedInCaller; idToken: string }> {
    const { tokens } = await signInThroughOidc(app(), username);
    const me = await app().inject({
      method: 'GET',
      url: ME,
      headers: { authorization: `Bearer ${tokens.access_token}`, [IDENTITY_TOKEN_HEADER]: tokens.id_token },
    });
    expect(me.statusCode, me.body).toBe(200);
    const caller = {
      id: me.json<{ id: number }>().id,
      headers: { authorization: `Bearer ${String(me.headers[BACKEND_TOKEN_HEADER])}` },
    };
    return { caller, idToken: tokens.id_token };
  }

  async function roomsOf(username: string): Promise<Record<string, string | null>> {
    const rows = await app().db.query<{ slug: string; room: string | null }>(
      `SELECT h.slug, uh.room FROM user_houses uh JOIN houses h ON h.id = uh.house_id
       JOIN users u ON u.id = uh.user_id WHERE u.username = $1`,
      [username],
    );
    return Object.fromEntries(rows.map((row) => [row.slug, row.room]));
  }

  it('the sample campus’s provider emits the rooms the portal holds', async () => {
    const before = await roomsOf('alice.martin');
    expect(before[ARGENTINE]).toMatch(/^\d{3}$/);
    const { idToken } = await signIn('alice.martin');
    expect(decodeJwt(idToken)[EMBEDDED_ROOM_CLAIM]).toEqual({ [ARGENTINE]: before[ARGENTINE] });
    expect(await roomsOf('alice.martin')).toEqual(before);
  });

  it('records the claimed room at sign-in, and the maintenance report then files it', async () => {
    // A string: the room in the person's only house.
    await claimRooms('alice.martin', 'B-214');
    const { caller } = await signIn('alice.martin');
    expect(await roomsOf('alice.martin')).toEqual({ [ARGENTINE]: 'B-214' });

    const places = await call(caller, 'GET /portal/v1/maintenance-places', { query: {} });
    expect(places.json<{ room: string | null }>().room).toBe('B-214');
    const created = await call(caller, 'POST /portal/v1/maintenance-requests', { query: {}, body: leak });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json<MaintenanceRequest>().place).toEqual({ type: 'room', room: 'B-214' });
  });

  it('a changed claim updates the room at the next sign-in', async () => {
    await claimRooms('alice.martin', { [ARGENTINE]: 'B-301' });
    const { caller } = await signIn('alice.martin');
    expect(await roomsOf('alice.martin')).toEqual({ [ARGENTINE]: 'B-301' });
    const created = await call(caller, 'POST /portal/v1/maintenance-requests', { query: {}, body: leak });
    expect(created.json<MaintenanceRequest>().place).toEqual({ type: 'room', room: 'B-301' });
  });

  it('a bad value, or a room in a house the person is not in, leaves the recorded room', async () => {
    // Ines lives in the Argentine house only. (Few sign-ins per person: the provider limits them to 10 a minute.)
    await claimRooms('ines.silva', 'A-17');
    await signIn('ines.silva');
    for (const bad of [
      'x'.repeat(41),
      '   ',
      42,
      ['A-18'],
      { [ARGENTINE]: { number: 'A-18' }, [BRESIL]: 'C-12' },
      { [ARGENTINE]: 'y'.repeat(41) },
    ]) {
      await claimRooms('ines.silva', bad);
      await signIn('ines.silva');
      expect(await roomsOf('ines.silva'), JSON.stringify(bad)).toEqual({ [ARGENTINE]: 'A-17' });
    }
  });

  it('an object sets the room of each of the person’s houses; a bare string for two houses sets none', async () => {
    await claimRooms('camille.dupont', { [DEUTSCH]: 'D-12', [BRESIL]: 'B-7', [ARGENTINE]: 'A-1' });
    await signIn('camille.dupont');
    expect(await roomsOf('camille.dupont')).toEqual({ [DEUTSCH]: 'D-12', [BRESIL]: 'B-7' });

    await claimRooms('camille.dupont', 'D-99');
    await signIn('camille.dupont');
    expect(await roomsOf('camille.dupont')).toEqual({ [DEUTSCH]: 'D-12', [BRESIL]: 'B-7' });
  });

  it('the requests of a session do not read the claim again', async () => {
    const { caller } = await signIn('yuki.tanaka');
    const before = await roomsOf('yuki.tanaka');
    await claimRooms('yuki.tanaka', 'J-999');
    const me = await app().inject({ method: 'GET', url: ME, headers: caller.headers });
    expect(me.statusCode).toBe(200);
    expect(await roomsOf('yuki.tanaka')).toEqual(before);
  });
});
