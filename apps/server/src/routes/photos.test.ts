import { PHOTO_MAX_BYTES } from '@campus/domain/photo';
import { beforeAll, describe, expect, it } from 'vitest';
import { appForSuite } from '../../test/test-app.ts';
import { signedInCaller, type SignedInCaller } from '../../test/signed-in-caller.ts';
import sharp from 'sharp';
import { avifImage, jpegDeclaring, jpegPhoto, pngImage, webpImage } from '../../test/test-images.ts';
import { expectWpError } from '../../test/wp-error.ts';

describe('profile photos: upload and serving (spec §5 photo, §6 privacy)', () => {
  const app = appForSuite();
  let alice: SignedInCaller;
  beforeAll(async () => {
    alice = await signedInCaller(app(), 'alice.martin');
  });

  const upload = (caller: SignedInCaller, contentType: string, body: Buffer) =>
    app().inject({
      method: 'POST',
      url: '/wp-json/wp/v2/media',
      headers: { ...caller.headers, 'content-type': contentType },
      payload: body,
    });

  const setPhoto = (caller: SignedInCaller, photo: string | null) =>
    app().inject({
      method: 'PUT',
      url: `/wp-json/acf/v3/users/${String(caller.id)}`,
      headers: caller.headers,
      payload: { acf: { photo } },
    });

  const photoOf = async (caller: SignedInCaller) =>
    (
      await app().inject({
        method: 'GET',
        url: '/wp-json/wp/v2/users/me?context=edit',
        headers: caller.headers,
      })
    ).json<{ acf: { photo: string | null } }>().acf.photo;

  describe('upload', () => {
    it.each([
      ['image/jpeg', () => jpegPhoto(300, 225), { width: 300, height: 225 }],
      ['image/png', () => pngImage(200, 300), { width: 200, height: 300 }],
      ['image/webp', () => webpImage(600, 400), { width: 300, height: 200 }],
      ['image/avif', () => avifImage(400, 600), { width: 200, height: 300 }],
    ])(
      'accepts a %s, stores it re-encoded as a JPEG and answers a WordPress media object',
      async (type, build, size) => {
        const response = await upload(alice, type, await build());
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

    it('accepts a big phone photo and stores it upright, fitted in 300 × 300, without its EXIF', async () => {
      // Stored 1600 × 1200 with orientation 6 (shown 1200 × 1600), a camera and a GPS position.
      const photo = await jpegPhoto(1600, 1200, { orientation: 6, phoneExif: true, noise: 20 });
      const response = await upload(alice, 'image/jpeg', photo);
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({
        mime_type: 'image/jpeg',
        media_details: { width: 225, height: 300 },
      });
      const served = await app().inject({
        method: 'GET',
        url: response.json<{ source_url: string }>().source_url,
      });
      expect(served.headers['content-type']).toBe('image/jpeg');
      const stored = await sharp(served.rawPayload).metadata();
      expect(stored).toMatchObject({ format: 'jpeg', width: 225, height: 300 });
      expect(stored.exif).toBeUndefined();
      expect(served.rawPayload.includes('CampusPhone')).toBe(false);
    });

    it('refuses, from its header, a photo declaring more than 24 megapixels', async () => {
      const response = await upload(alice, 'image/jpeg', await jpegDeclaring(6000, 4001));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'rest_upload_image_too_large',
        message: 'The photo must not exceed 24 megapixels.',
        data: { status: 400 },
      });
    });

    it('refuses a file over the size limit with 413', async () => {
      const response = await upload(alice, 'image/jpeg', Buffer.alloc(PHOTO_MAX_BYTES + 1, 0x55));
      expect(response.statusCode).toBe(413);
      expect(response.json()).toMatchObject({ code: 'rest_upload_file_too_big', data: { status: 413 } });
    });

    it.each([
      ['text sent as a JPEG', 'image/jpeg', () => Promise.resolve(Buffer.from('definitely not a picture'))],
      ['a PNG sent as a JPEG', 'image/jpeg', () => pngImage(10, 10)],
      ['a JPEG sent as a WebP', 'image/webp', () => jpegPhoto(10, 10)],
      [
        'an HTML page sent as a PNG',
        'image/png',
        () => Promise.resolve(Buffer.from('<html><script>alert(1)</script></html>')),
      ],
      [
        'a JPEG cut in the middle of its data',
        'image/jpeg',
        async () => (await jpegPhoto(64, 64, { noise: 40 })).subarray(0, 1200),
      ],
    ])('refuses %s with 400 (the real format is checked, then decoded)', async (_case, type, build) => {
      const response = await upload(alice, type, await build());
      expectWpError(
        response,
        400,
        'rest_upload_invalid_image',
        'The file is not a valid JPEG, PNG, WebP or AVIF image.',
      );
    });

    it.each([
      // The prebuilt libvips has no HEVC decoder (photos/accepted-photo-types.ts).
      ['a HEIC (no HEVC decoder here)', 'image/heic', Buffer.from('....ftypheic')],
      ['an SVG', 'image/svg+xml', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')],
      ['a GIF', 'image/gif', Buffer.from('GIF89a')],
      ['JSON', 'application/json', Buffer.from('{"photo":"x"}')],
    ])('refuses %s with 415', async (_case, type, bytes) => {
      const response = await upload(alice, type, bytes);
      expectWpError(
        response,
        415,
        'rest_upload_invalid_type',
        'Only JPEG, PNG, WebP and AVIF photos are accepted.',
      );
    });

    it('refuses a visitor', async () => {
      const response = await app().inject({
        method: 'POST',
        url: '/wp-json/wp/v2/media',
        headers: { 'content-type': 'image/png' },
        payload: await pngImage(10, 10),
      });
      expect(response.statusCode).toBe(403);
    });
  });

  it('limits one person to 20 uploads a minute, with a WordPress-style 429', async () => {
    const thomas = await signedInCaller(app(), 'thomas.petit');
    const statuses: number[] = [];
    const tiny = await pngImage(8, 8);
    for (let attempt = 0; attempt < 21; attempt += 1) {
      statuses.push((await upload(thomas, 'image/png', tiny)).statusCode);
    }
    expect(statuses.slice(0, 20).every((status) => status === 201)).toBe(true);
    const refused = await upload(thomas, 'image/png', tiny);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'rest_too_many_uploads', data: { status: 429 } });
    // Another person is not affected.
    expect((await upload(alice, 'image/png', tiny)).statusCode).toBe(201);
  });

  describe('serving', () => {
    it('serves the saved photo to its owner, users/me giving a URL signed for them', async () => {
      const uploaded = await upload(alice, 'image/png', await pngImage(40, 30));
      expect((await setPhoto(alice, uploaded.json<{ source_url: string }>().source_url)).statusCode).toBe(
        200,
      );
      const url = await photoOf(alice);
      expect(url).toMatch(/^\/wp-json\/portal\/v1\/photos\/\d+\?/);
      const image = await app().inject({ method: 'GET', url: url ?? '' });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/jpeg');
      expect(await sharp(image.rawPayload).metadata()).toMatchObject({
        format: 'jpeg',
        width: 40,
        height: 30,
      });
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
        const response = await app().inject({ method: 'GET', url: candidate });
        expect(response.statusCode, candidate).toBe(404);
      }
    });

    it('refuses a malformed signed query (control characters, letters in ids) with 400', async () => {
      const url = (await photoOf(alice)) ?? '';
      for (const candidate of [
        url.replace(/viewer=\d+/, 'viewer=1%00'),
        url.replace(/expires=\d+/, 'expires=abc'),
        url.replace(/signature=[^&]+/, 'signature=%0A'),
      ]) {
        const response = await app().inject({ method: 'GET', url: candidate });
        expect(response.statusCode, candidate).toBe(400);
        expect(response.json()).toMatchObject({ code: 'rest_invalid_param' });
      }
    });

    it('follows the owner’s privacy at request time (public → seen, private → hidden)', async () => {
      const photoId = Number(/photos\/(\d+)/.exec((await photoOf(alice)) ?? '')?.[1]);
      const paul = await signedInCaller(app(), 'paul.durand');
      const forPaul =
        app().photoUrls.forViewer(`/wp-json/portal/v1/photos/${String(photoId)}`, paul.id) ?? '';
      const privacy = (confidentiality: string, show: string[]) =>
        app().inject({
          method: 'PUT',
          url: `/wp-json/acf/v3/users/${String(alice.id)}`,
          headers: alice.headers,
          payload: { acf: { confidentiality, show } },
        });

      await privacy('public', ['image']);
      expect((await app().inject({ method: 'GET', url: forPaul })).statusCode).toBe(200);
      await privacy('public', ['name']);
      expect((await app().inject({ method: 'GET', url: forPaul })).statusCode).toBe(404);
      await privacy('house', ['image']);
      expect((await app().inject({ method: 'GET', url: forPaul })).statusCode).toBe(404);
      await privacy('private', ['image']);
      expect((await app().inject({ method: 'GET', url: forPaul })).statusCode).toBe(404);
      // The owner still sees their own photo.
      expect((await app().inject({ method: 'GET', url: (await photoOf(alice)) ?? '' })).statusCode).toBe(200);
    });

    it('gives another member, in the directory, a photo URL signed for them that serves the picture', async () => {
      await app().inject({
        method: 'PUT',
        url: `/wp-json/acf/v3/users/${String(alice.id)}`,
        headers: alice.headers,
        payload: { acf: { confidentiality: 'public', show: ['image', 'name'] } },
      });
      const paul = await signedInCaller(app(), 'paul.durand');
      const seen = await app().inject({
        method: 'GET',
        url: `/wp-json/wp/v2/users/${String(alice.id)}`,
        headers: paul.headers,
      });
      const photo = seen.json<{ acf: { photo: string | null } }>().acf.photo ?? '';
      expect(photo).toMatch(new RegExp(`[?&]viewer=${String(paul.id)}&`));
      expect((await app().inject({ method: 'GET', url: photo })).statusCode).toBe(200);
    });

    it('never serves someone’s unused upload to others', async () => {
      await app().inject({
        method: 'PUT',
        url: `/wp-json/acf/v3/users/${String(alice.id)}`,
        headers: alice.headers,
        payload: { acf: { confidentiality: 'public', show: ['image'] } },
      });
      const uploaded = await upload(alice, 'image/png', await pngImage(12, 12));
      const id = uploaded.json<{ id: number }>().id;
      const paul = await signedInCaller(app(), 'paul.durand');
      const forPaul = app().photoUrls.forViewer(`/wp-json/portal/v1/photos/${String(id)}`, paul.id) ?? '';
      expect((await app().inject({ method: 'GET', url: forPaul })).statusCode).toBe(404);
    });

    it('keeps at most a few unused uploads per person', async () => {
      const tiny = await pngImage(8, 8);
      for (let index = 0; index < 6; index += 1) await upload(alice, 'image/png', tiny);
      const [row] = await app().db.query<{ count: number }>(
        'SELECT count(*)::int AS count FROM user_photos WHERE user_id = $1',
        [alice.id],
      );
      // The current photo plus the three newest unused ones.
      expect(row?.count).toBe(4);
    });
  });
});
