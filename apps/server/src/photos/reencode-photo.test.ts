import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { avifImage, jpegDeclaring, jpegPhoto, pngImage, webpImage } from '../../test/test-images.ts';
import { acceptedPhotoTypes, type PhotoType } from './accepted-photo-types.ts';
import { reencodePhoto, type ReencodedPhoto } from './reencode-photo.ts';

function typeOf(mimeType: string): PhotoType {
  const type = acceptedPhotoTypes().find((candidate) => candidate.mimeType === mimeType);
  if (type === undefined) throw new Error(`${mimeType} is not accepted here`);
  return type;
}

async function reencoded(bytes: Buffer, mimeType: string): Promise<ReencodedPhoto> {
  const result = await reencodePhoto(bytes, typeOf(mimeType));
  if (!result.ok) throw new Error(`refused: ${result.error.kind}`);
  return result.photo;
}

/** The decoded RGB pixels of a JPEG, to look at what was stored. */
async function pixelsOf(jpeg: Buffer) {
  const { data, info } = await sharp(jpeg).raw().toBuffer({ resolveWithObject: true });
  const at = (x: number, y: number) => [
    ...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3),
  ];
  return { width: info.width, height: info.height, at };
}

describe('server re-encoding of profile photos (spec §5: fit 300 × 300, JPEG quality 80)', () => {
  it('scales a 640 × 480 PNG to a 300 × 225 JPEG that decodes back, keeping its colour', async () => {
    const photo = await reencoded(await pngImage(640, 480), 'image/png');
    expect(photo).toMatchObject({ mimeType: 'image/jpeg', width: 300, height: 225 });
    const stored = await pixelsOf(photo.bytes);
    expect({
      width: stored.width,
      height: stored.height,
      format: (await sharp(photo.bytes).metadata()).format,
    }).toEqual({
      width: 300,
      height: 225,
      format: 'jpeg',
    });
    for (const channel of stored.at(150, 112)) expect(Math.abs(channel - 0x80)).toBeLessThanOrEqual(3);
  });

  it('scales a portrait JPEG to fit 300 high, keeping the aspect ratio', async () => {
    expect(await reencoded(await jpegPhoto(480, 640), 'image/jpeg')).toMatchObject({
      width: 225,
      height: 300,
    });
  });

  it('never enlarges a 200 × 100 JPEG (spec §9: 300 × 300 is a maximum)', async () => {
    const photo = await reencoded(await jpegPhoto(200, 100), 'image/jpeg');
    expect(photo).toMatchObject({ mimeType: 'image/jpeg', width: 200, height: 100 });
    expect((await sharp(photo.bytes).metadata()).width).toBe(200);
  });

  it.each([
    ['WebP', 'image/webp', webpImage],
    ['AVIF', 'image/avif', avifImage],
  ])('accepts a %s and stores it as a JPEG', async (_name, mimeType, build) => {
    const photo = await reencoded(await build(600, 400), mimeType);
    expect(photo).toMatchObject({ mimeType: 'image/jpeg', width: 300, height: 200 });
    expect((await sharp(photo.bytes).metadata()).format).toBe('jpeg');
  });

  it('encodes at quality 80', async () => {
    const upload = await jpegPhoto(300, 200, { noise: 30 });
    const photo = await reencoded(upload, 'image/jpeg');
    const atQuality = (quality: number) => sharp(upload).jpeg({ quality }).toBuffer();
    expect(photo.bytes.length).toBe((await atQuality(80)).length);
  });

  it('flattens a PNG’s transparency onto white', async () => {
    const transparent = await pixelsOf((await reencoded(await pngImage(20, 20, 0), 'image/png')).bytes);
    expect(transparent.at(10, 10).every((value) => value >= 250)).toBe(true);
    const half = await pixelsOf((await reencoded(await pngImage(20, 20, 128), 'image/png')).bytes);
    // 0x80 at half opacity over white: 128 × 128/255 + 255 × 127/255 ≈ 191.
    for (const channel of half.at(10, 10)) expect(Math.abs(channel - 191)).toBeLessThanOrEqual(4);
  });

  it('turns a phone photo upright as its EXIF orientation says', async () => {
    // Stored 400 × 200 with orientation 6: shown turned a quarter clockwise, 200 × 400.
    const upload = await jpegPhoto(400, 200, { orientation: 6 });
    expect((await sharp(upload).metadata()).orientation).toBe(6);
    const photo = await reencoded(upload, 'image/jpeg');
    expect(photo).toMatchObject({ width: 150, height: 300 });
    // Red grew from left to right as stored; turned a quarter clockwise, the left edge is now the top.
    const stored = await pixelsOf(photo.bytes);
    expect(stored.at(75, 2)[0]).toBeLessThan(50);
    expect(stored.at(75, 297)[0]).toBeGreaterThan(200);
  });

  it('drops every metadata block of the upload: EXIF (camera, GPS position), orientation, XMP, ICC', async () => {
    const upload = await jpegPhoto(400, 300, { phoneExif: true, orientation: 6 });
    const sent = await sharp(upload).metadata();
    expect(sent.exif).toBeDefined();
    expect(upload.includes('CampusPhone')).toBe(true);

    const photo = await reencoded(upload, 'image/jpeg');
    const stored = await sharp(photo.bytes).metadata();
    expect(stored.exif).toBeUndefined();
    expect(stored.xmp).toBeUndefined();
    expect(stored.icc).toBeUndefined();
    expect(stored.orientation).toBeUndefined();
    for (const text of ['Exif', 'CampusPhone', 'Alice Martin'])
      expect(photo.bytes.includes(text)).toBe(false);
  });

  it('refuses, from the header alone, an image declaring more than 24 megapixels', async () => {
    expect(await reencodePhoto(await jpegDeclaring(6000, 4001), typeOf('image/jpeg'))).toEqual({
      ok: false,
      error: { kind: 'too-many-pixels', width: 6000, height: 4001 },
    });
    expect(await reencodePhoto(await jpegDeclaring(60_000, 500), typeOf('image/jpeg'))).toMatchObject({
      ok: false,
      error: { kind: 'too-many-pixels' },
    });
  });

  it.each([
    ['a PNG declared as a JPEG', () => pngImage(10, 10), 'image/jpeg', 'not-an-image'],
    ['a JPEG declared as a PNG', () => jpegPhoto(10, 10), 'image/png', 'not-an-image'],
    ['an AVIF declared as a WebP', () => avifImage(10, 10), 'image/webp', 'not-an-image'],
    ['text', () => Promise.resolve(Buffer.from('not a picture at all, sorry')), 'image/png', 'not-an-image'],
    [
      'a JPEG cut in the middle of its data',
      async () => (await jpegPhoto(64, 64, { noise: 40 })).subarray(0, 1200),
      'image/jpeg',
      'undecodable',
    ],
    [
      'an AVIF cut short',
      async () => (await avifImage(200, 200)).subarray(0, 400),
      'image/avif',
      'undecodable',
    ],
  ] as const)('refuses %s', async (_case, build, mimeType, kind) => {
    expect(await reencodePhoto(await build(), typeOf(mimeType))).toMatchObject({
      ok: false,
      error: { kind },
    });
  });

  it('stores a JPEG whose scan data ends early as far as it decodes (a warning, not an error)', async () => {
    // failOn 'error', not 'warning': libjpeg warns about oddities that phone cameras write, so a warning
    // does not refuse a photo; the stored picture is still a fresh, well-formed JPEG.
    const photo = await reencoded(await jpegDeclaring(4000, 3000), 'image/jpeg');
    expect(photo).toMatchObject({ width: 300, height: 225 });
    expect((await sharp(photo.bytes).metadata()).format).toBe('jpeg');
  });
});
