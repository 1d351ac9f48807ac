import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/test-app.ts';
import { signedInCaller, type SignedInCaller } from '../../test/signed-in-caller.ts';
import { pngImage } from '../../test/test-images.ts';

interface Snapshot {
  locale: string;
  confidentiality: string;
  notifications: boolean;
  show: string[];
  mobilephone: string | null;
  photo: string | null;
  wizard: unknown;
  tags: number[];
  houses: number[];
}

describe('PUT /wp-json/acf/v3/users/{id}: a person updates their own profile (spec §7, §5)', () => {
  let app: FastifyInstance;
  let alice: SignedInCaller;
  let sofia: SignedInCaller;
  const tag = new Map<string, number>();
  const house = new Map<string, number>();

  beforeAll(async () => {
    app = await buildTestApp();
    alice = await signedInCaller(app, 'alice.martin');
    sofia = await signedInCaller(app, 'sofia.garcia');
    for (const row of await app.db.query<{ id: number; slug: string }>('SELECT id, slug FROM tags')) {
      tag.set(row.slug, row.id);
    }
    for (const row of await app.db.query<{ id: number; slug: string }>('SELECT id, slug FROM houses')) {
      house.set(row.slug, row.id);
    }
  });
  afterAll(() => app.close());

  const tagId = (slug: string) => tag.get(slug) ?? -1;
  const houseId = (slug: string) => house.get(slug) ?? -1;

  const put = (caller: SignedInCaller, acf: Record<string, unknown>, id = caller.id) =>
    app.inject({
      method: 'PUT',
      url: `/wp-json/acf/v3/users/${String(id)}`,
      headers: caller.headers,
      payload: { acf },
    });

  async function snapshot(userId: number): Promise<Snapshot> {
    const [row] = await app.db.query<Snapshot>(
      `SELECT locale, confidentiality, notifications, show, mobilephone, photo, wizard,
         ARRAY(SELECT tag_id FROM user_tags WHERE user_id = u.id ORDER BY tag_id) AS tags,
         ARRAY(SELECT house_id FROM user_houses WHERE user_id = u.id ORDER BY position) AS houses
       FROM users u WHERE id = $1`,
      [userId],
    );
    if (!row) throw new Error('no such user');
    return row;
  }

  describe('own record', () => {
    let before: Snapshot;
    beforeEach(async () => {
      before = await snapshot(alice.id);
    });

    it('saves the profile fields of §7 and answers the updated acf', async () => {
      const response = await put(alice, {
        locale: 'fr_FR',
        notifications: false,
        confidentiality: 'house',
        show: ['name', 'image'],
        tags: [String(tagId('musique')), String(tagId('danse')), String(tagId('lecture'))],
        photo: null,
      });
      expect(response.statusCode).toBe(200);
      const { acf } = response.json<{ acf: Record<string, unknown> }>();
      expect(acf).toMatchObject({
        locale: 'fr_FR',
        notifications: false,
        confidentiality: 'house',
        photo: null,
      });
      // Kept in the canonical order of the five items.
      expect(acf['show']).toEqual(['image', 'name']);
      const after = await snapshot(alice.id);
      expect(after).toMatchObject({
        locale: 'fr_FR',
        notifications: false,
        confidentiality: 'house',
        photo: null,
      });
      expect(after.tags).toEqual(
        expect.arrayContaining([tagId('musique'), tagId('danse'), tagId('lecture')]),
      );
      expect(after.tags).not.toContain(tagId('cinema'));
    });

    it('keeps the campus-given tags (role, committee) whatever the interests sent', async () => {
      expect(before.tags).toContain(tagId('resident'));
      // alice sits on her house's residents' committee (test-accounts.yaml).
      expect(before.tags).toContain(tagId('comite-des-residents'));
      const response = await put(alice, { tags: [String(tagId('cuisine'))] });
      expect(response.statusCode).toBe(200);
      expect((await snapshot(alice.id)).tags).toEqual(
        [tagId('resident'), tagId('cuisine'), tagId('comite-des-residents')].sort((a, b) => a - b),
      );
    });

    it('stores the theme with the profile (issue #19), and refuses one it does not know', async () => {
      const saved = await put(alice, { theme: 'dark' });
      expect(saved.statusCode).toBe(200);
      expect(saved.json<{ acf: { theme: string } }>().acf.theme).toBe('dark');
      const [row] = await app.db.query<{ theme: string }>('SELECT theme FROM users WHERE id = $1', [
        alice.id,
      ]);
      expect(row?.theme).toBe('dark');
      expect((await put(alice, { theme: 'sepia' })).statusCode).toBe(400);
      expect((await put(alice, { theme: 'system' })).statusCode).toBe(200);
    });

    it('stores the phone, and an empty phone as null', async () => {
      expect((await put(alice, { mobilephone: '06.12.34.56.78' })).statusCode).toBe(200);
      expect((await snapshot(alice.id)).mobilephone).toBe('06.12.34.56.78');
      expect((await put(alice, { mobilephone: '' })).statusCode).toBe(200);
      expect((await snapshot(alice.id)).mobilephone).toBeNull();
    });

    it('stores the done wizard slugs as [{slug}] in the fixed order', async () => {
      const response = await put(alice, { wizard: [{ slug: 'photo' }, { slug: 'language' }] });
      expect(response.statusCode).toBe(200);
      expect(response.json<{ acf: { wizard: unknown } }>().acf.wizard).toEqual([
        { slug: 'language' },
        { slug: 'photo' },
      ]);
    });

    it('accepts the photo it already has unchanged (a profile save sends it back)', async () => {
      const [{ photo } = { photo: null }] = await app.db.query<{ photo: string | null }>(
        "SELECT photo FROM users WHERE username = 'camille.dupont'",
      );
      const camille = await signedInCaller(app, 'camille.dupont');
      expect(photo).not.toBeNull();
      expect((await put(camille, { photo, locale: 'fr_FR' })).statusCode).toBe(200);
    });
  });

  describe('house switch (spec §2.6, §4 Profile: the chosen house moves to the front)', () => {
    it('reorders the caller’s own houses', async () => {
      const order = [houseId('maison-de-l-argentine'), houseId('maison-du-bresil')];
      const response = await put(sofia, { user_house: order.map(String) });
      expect(response.statusCode).toBe(200);
      expect((await snapshot(sofia.id)).houses).toEqual(order);
      const me = await app.inject({ method: 'GET', url: '/wp-json/wp/v2/users/me', headers: sofia.headers });
      expect(me.json<{ house: number }>().house).toBe(order[0]);
    });

    it.each([
      ['a house that is not theirs', () => [houseId('maison-du-japon'), houseId('maison-du-bresil')]],
      ['one of their houses left out', () => [houseId('maison-du-bresil')]],
      ['a house twice', () => [houseId('maison-du-bresil'), houseId('maison-du-bresil')]],
    ])('refuses %s', async (_case, order) => {
      const before = await snapshot(sofia.id);
      const response = await put(sofia, { user_house: order() });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'rest_invalid_param',
        data: { status: 400, params: { user_house: expect.any(String) as string } },
      });
      expect(await snapshot(sofia.id)).toEqual(before);
    });
  });

  describe('another person’s record', () => {
    it.each([
      ['an existing person', async () => (await signedInCaller(app, 'camille.dupont')).id],
      ['an unknown id', () => Promise.resolve(999_999)],
    ])('answers 403 rest_cannot_edit for %s and writes nothing', async (_case, target) => {
      const id = await target();
      const before = id === 999_999 ? null : await snapshot(id);
      const response = await put(
        alice,
        { locale: 'en_US', confidentiality: 'public', mobilephone: null },
        id,
      );
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'rest_cannot_edit', data: { status: 403 } });
      // Nothing to compare for an id nobody has; for anyone else, their record is unchanged.
      expect(before === null ? null : await snapshot(id)).toEqual(before);
    });

    it('refuses a visitor with the sign-out code', async () => {
      const response = await app.inject({
        method: 'PUT',
        url: `/wp-json/acf/v3/users/${String(alice.id)}`,
        payload: { acf: {} },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'jwt_auth_no_auth_header' });
    });
  });

  describe('invalid fields: 400 rest_invalid_param naming the field, nothing half-saved', () => {
    const invalid: [string, () => Record<string, unknown>][] = [
      ['locale', () => ({ locale: 'de_DE' })],
      ['confidentiality', () => ({ confidentiality: 'friends' })],
      ['notifications', () => ({ notifications: 'yes' })],
      ['show', () => ({ show: ['image', 'address'] })],
      ['show', () => ({ show: 'image' })],
      ['mobilephone', () => ({ mobilephone: '12345' })],
      ['mobilephone', () => ({ mobilephone: '+44 20 7946 0958' })],
      ['tags', () => ({ tags: ['999999'] })],
      ['tags', () => ({ tags: ['music'] })],
      ['tags', () => ({ tags: [String(tagId('interest'))] })],
      // A committee alice does not sit on: the campus gives committee tags, a person cannot take one.
      ['tags', () => ({ tags: [String(tagId('commission-sport'))] })],
      // Lists of ids are sets (issue #27): one interest twice is refused, not silently merged.
      ['tags', () => ({ tags: [String(tagId('football')), String(tagId('football'))] })],
      ['wizard', () => ({ wizard: [{ slug: 'skip-everything' }] })],
      ['photo', () => ({ photo: 'https://evil.example/me.png' })],
      ['photo', () => ({ photo: 42 })],
      ['user_gia_type', () => ({ user_gia_type: 'employee' })],
      ['user_honorary_title', () => ({ user_honorary_title: 'Président' })],
    ];

    it.each(invalid)('refuses a bad %s along with valid fields, and changes nothing', async (field, bad) => {
      const before = await snapshot(alice.id);
      const response = await put(alice, {
        locale: before.locale === 'fr_FR' ? 'en_US' : 'fr_FR',
        confidentiality: 'private',
        mobilephone: '07 00 00 00 00',
        tags: [String(tagId('football'))],
        wizard: [],
        ...bad(),
      });
      expect(response.statusCode).toBe(400);
      const body = response.json<{
        code: string;
        message: string;
        data: { status: number; params: Record<string, string> };
      }>();
      expect(body.code).toBe('rest_invalid_param');
      expect(body.message).toContain(field);
      expect(Object.keys(body.data.params)).toEqual([field]);
      expect(await snapshot(alice.id)).toEqual(before);
    });

    it('refuses a body without acf', async () => {
      const response = await app.inject({
        method: 'PUT',
        url: `/wp-json/acf/v3/users/${String(alice.id)}`,
        headers: alice.headers,
        payload: { locale: 'fr_FR' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'rest_invalid_param',
        message: expect.stringContaining('acf') as string,
      });
    });

    it('refuses a photo uploaded by someone else', async () => {
      const upload = await app.inject({
        method: 'POST',
        url: '/wp-json/wp/v2/media',
        headers: { ...sofia.headers, 'content-type': 'image/png' },
        payload: await pngImage(20, 20),
      });
      expect(upload.statusCode).toBe(201);
      const before = await snapshot(alice.id);
      const response = await put(alice, {
        photo: upload.json<{ source_url: string }>().source_url,
        locale: 'fr_FR',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ data: { params: { photo: expect.any(String) as string } } });
      expect(await snapshot(alice.id)).toEqual(before);
    });
  });
});
