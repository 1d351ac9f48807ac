import { PHOTO_MAX_BYTES } from '@campus/domain/photo';
import type { FastifyInstance } from 'fastify';
import jpeg from 'jpeg-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/test-app.ts';
import { signedInCaller, type SignedInCaller } from '../../test/signed-in-caller.ts';
import { jpegImage, jpegMarkers, jpegPhoto, pngImage, webpImage } from '../../test/test-images.ts';

describe('profile photos: upload and serving (spec §5 photo, §6 privacy)', () => {
  let app: FastifyInstance;
  let alice: SignedInCaller;

  beforeAll(async () => {
    app = await buildTestApp();
    alice = await signedInCaller(app, 'alice.martin');
  });
  afterAll(() => app.close());

  const upload = (caller: SignedInCaller, contentType: string, body: Buffer) =>
    app.inject({
      method: 'POST',
      url: '/wp-json/wp/v2/media',
      headers: { ...caller.headers, 'content-type': contentType },
      payload: body,
    });

  const setPhoto = (caller: SignedInCaller, photo: string | null) =>
    app.inject({
      method: 'PUT',
      url: `/wp-json/acf/v3/users/${String(caller.id)}`,
      headers: caller.headers,
      payload: { acf: { photo } },
    });

  const photoOf = async (caller: SignedInCaller) =>
    (
      await app.inject({
        method: 'GET',
        url: '/wp-json/wp/v2/users/me?context=edit',
        headers: caller.headers,
      })
    ).json<{ acf: { photo: string | null } }>().acf.photo;

  describe('upload', () => {
    it.each([
      ['image/jpeg', jpegPhoto(300, 225), { width: 300, height: 225 }],
      ['image/png', pngImage(200, 300), { width: 200, height: 300 }],
    ])(
      'accepts a %s, stores it re-encoded as a JPEG and answers a WordPress media object',
      async (type, bytes, size) => {
        const response = await upload(alice, type, bytes);
        expect(response.statusCode).toBe(201);
        expect(response.json()).toMatchObject({
          id: expect.any(Number) as number,
          media_type: 'image',
          mime_type: 'image/jpeg',
          media_details: size,
          source_url: expect.stringMatching(
            /^\/wp-json\/portal\/v1\/photos\/\d+\?viewer=\d+&expires=\d+&signature=/,
          ) as string,
        });
      },
    );

    it('accepts a big phone photo and stores it scaled to fit 300 × 300, without its EXIF location', async () => {
      const response = await upload(alice, 'image/jpeg', jpegPhoto(1600, 1200, { exif: 1 }));
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({
        mime_type: 'image/jpeg',
        media_details: { width: 300, height: 225 },
      });
      const served = await app.inject({
        method: 'GET',
        url: response.json<{ source_url: string }>().source_url,
      });
      expect(served.headers['content-type']).toBe('image/jpeg');
      const decoded = jpeg.decode(served.rawPayload, { useTArray: true });
      expect({ width: decoded.width, height: decoded.height }).toEqual({ width: 300, height: 225 });
      expect(jpegMarkers(served.rawPayload)).not.toContain(0xe1);
    });

    it('refuses, before decoding, a photo declaring more than 24 megapixels', async () => {
      const response = await upload(alice, 'image/jpeg', jpegImage(6000, 4001));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'rest_upload_image_too_large' });
    });

    it('refuses a file over the size limit with 413', async () => {
      const response = await upload(alice, 'image/jpeg', jpegImage(300, 300, PHOTO_MAX_BYTES));
      expect(response.statusCode).toBe(413);
      expect(response.json()).toMatchObject({ code: 'rest_upload_file_too_big', data: { status: 413 } });
    });

    it.each([
      ['text sent as a JPEG', 'image/jpeg', Buffer.from('definitely not a picture')],
      ['a PNG sent as a JPEG', 'image/jpeg', pngImage(10, 10)],
      ['an HTML page sent as a PNG', 'image/png', Buffer.from('<html><script>alert(1)</script></html>')],
      ['a JPEG header over data that does not decode', 'image/jpeg', jpegImage(300, 300)],
    ])('refuses %s (magic bytes checked, then decoded)', async (_case, type, bytes) => {
      const response = await upload(alice, type, bytes);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'rest_upload_invalid_image' });
    });

    it.each([
      ['a WebP (no decoder on the server)', 'image/webp', webpImage(300, 300)],
      ['an SVG', 'image/svg+xml', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')],
      ['a GIF', 'image/gif', Buffer.from('GIF89a')],
      ['JSON', 'application/json', Buffer.from('{"photo":"x"}')],
    ])('refuses %s with 415', async (_case, type, bytes) => {
      const response = await upload(alice, type, bytes);
      expect(response.statusCode).toBe(415);
      expect(response.json()).toMatchObject({ code: 'rest_upload_invalid_type' });
    });

    it('refuses a visitor', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/wp-json/wp/v2/media',
        headers: { 'content-type': 'image/png' },
        payload: pngImage(10, 10),
      });
      expect(response.statusCode).toBe(403);
    });
  });

  it('limits one person to 20 uploads a minute, with a WordPress-style 429', async () => {
    const thomas = await signedInCaller(app, 'thomas.petit');
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 21; attempt += 1) {
      statuses.push((await upload(thomas, 'image/png', pngImage(8, 8))).statusCode);
    }
    expect(statuses.slice(0, 20).every((status) => status === 201)).toBe(true);
    const refused = await upload(thomas, 'image/png', pngImage(8, 8));
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'rest_too_many_uploads', data: { status: 429 } });
    // Another person is not affected.
    expect((await upload(alice, 'image/png', pngImage(8, 8))).statusCode).toBe(201);
  });

  describe('serving', () => {
    it('serves the saved photo to its owner, users/me giving a URL signed for them', async () => {
      const uploaded = await upload(alice, 'image/png', pngImage(40, 30));
      expect((await setPhoto(alice, uploaded.json<{ source_url: string }>().source_url)).statusCode).toBe(
        200,
      );
      const url = await photoOf(alice);
      expect(url).toMatch(/^\/wp-json\/portal\/v1\/photos\/\d+\?/);
      const image = await app.inject({ method: 'GET', url: url ?? '' });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/jpeg');
      const decoded = jpeg.decode(image.rawPayload, { useTArray: true });
      expect({ width: decoded.width, height: decoded.height }).toEqual({ width: 40, height: 30 });
    });

    it('refuses a URL whose signature, viewer or expiry was tampered with', async () => {
      const url = (await photoOf(alice)) ?? '';
      const photoId = /photos\/(\d+)/.exec(url)?.[1] ?? '0';
      const bad = [
        url.replace(/signature=[^&]+/, 'signature=AAAA'),
        url.replace(/viewer=\d+/, `viewer=${String(alice.id + 1)}`),
        url.replace(/expires=\d+/, `expires=${String(Date.now() + 10 * 86_400_000)}`),
        `/wp-json/portal/v1/photos/${photoId}`,
      ];
      for (const candidate of bad) {
        const response = await app.inject({ method: 'GET', url: candidate });
        expect(response.statusCode, candidate).toBe(404);
      }
    });

    it('follows the owner’s privacy at request time (public → seen, private → hidden)', async () => {
      const photoId = Number(/photos\/(\d+)/.exec((await photoOf(alice)) ?? '')?.[1]);
      const paul = await signedInCaller(app, 'paul.durand');
      const forPaul = app.photoUrls.forViewer(`/wp-json/portal/v1/photos/${String(photoId)}`, paul.id) ?? '';
      const privacy = (confidentiality: string, show: string[]) =>
        app.inject({
          method: 'PUT',
          url: `/wp-json/acf/v3/users/${String(alice.id)}`,
          headers: alice.headers,
          payload: { acf: { confidentiality, show } },
        });

      await privacy('public', ['image']);
      expect((await app.inject({ method: 'GET', url: forPaul })).statusCode).toBe(200);
      await privacy('public', ['name']);
      expect((await app.inject({ method: 'GET', url: forPaul })).statusCode).toBe(404);
      await privacy('house', ['image']);
      expect((await app.inject({ method: 'GET', url: forPaul })).statusCode).toBe(404);
      await privacy('private', ['image']);
      expect((await app.inject({ method: 'GET', url: forPaul })).statusCode).toBe(404);
      // The owner still sees their own photo.
      expect((await app.inject({ method: 'GET', url: (await photoOf(alice)) ?? '' })).statusCode).toBe(200);
    });

    it('gives another member, in the directory, a photo URL signed for them that serves the picture', async () => {
      await app.inject({
        method: 'PUT',
        url: `/wp-json/acf/v3/users/${String(alice.id)}`,
        headers: alice.headers,
        payload: { acf: { confidentiality: 'public', show: ['image', 'name'] } },
      });
      const paul = await signedInCaller(app, 'paul.durand');
      const seen = await app.inject({
        method: 'GET',
        url: `/wp-json/wp/v2/users/${String(alice.id)}`,
        headers: paul.headers,
      });
      const photo = seen.json<{ acf: { photo: string | null } }>().acf.photo ?? '';
      expect(photo).toMatch(new RegExp(`[?&]viewer=${String(paul.id)}&`));
      expect((await app.inject({ method: 'GET', url: photo })).statusCode).toBe(200);
    });

    it('never serves someone’s unused upload to others', async () => {
      await app.inject({
        method: 'PUT',
        url: `/wp-json/acf/v3/users/${String(alice.id)}`,
        headers: alice.headers,
        payload: { acf: { confidentiality: 'public', show: ['image'] } },
      });
      const uploaded = await upload(alice, 'image/png', pngImage(12, 12));
      const id = uploaded.json<{ id: number }>().id;
      const paul = await signedInCaller(app, 'paul.durand');
      const forPaul = app.photoUrls.forViewer(`/wp-json/portal/v1/photos/${String(id)}`, paul.id) ?? '';
      expect((await app.inject({ method: 'GET', url: forPaul })).statusCode).toBe(404);
    });

    it('keeps at most a few unused uploads per person', async () => {
      for (let index = 0; index < 6; index += 1) await upload(alice, 'image/png', pngImage(8, 8));
      const [row] = await app.db.query<{ count: number }>(
        'SELECT count(*)::int AS count FROM user_photos WHERE user_id = $1',
        [alice.id],
      );
      // The current photo plus the three newest unused ones.
      expect(row?.count).toBe(4);
    });
  });
});
