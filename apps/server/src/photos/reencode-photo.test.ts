import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jpegImage, jpegMarkers, jpegPhoto, pngImage } from '../../test/test-images.ts';
import { exifOrientation, reencodePhoto, type ReencodedPhoto } from './reencode-photo.ts';

function reencoded(bytes: Buffer, type: 'image/jpeg' | 'image/png'): ReencodedPhoto {
  const result = reencodePhoto(bytes, type);
  if (!result.ok) throw new Error(`refused: ${result.error.kind}`);
  return result.photo;
}

describe('server re-encoding of profile photos (spec §5: fit 300 × 300, JPEG quality 80)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('scales a 640 × 480 PNG to a 300 × 225 JPEG that decodes back', () => {
    const photo = reencoded(pngImage(640, 480), 'image/png');
    expect(photo).toMatchObject({ mimeType: 'image/jpeg', width: 300, height: 225 });
    const decoded = jpeg.decode(photo.bytes, { useTArray: true });
    expect({ width: decoded.width, height: decoded.height }).toEqual({ width: 300, height: 225 });
    // The grey of the source survives the box filter (JPEG allows a small error).
    expect(Math.abs((decoded.data[4 * (112 * 300 + 150)] ?? 0) - 0x80)).toBeLessThanOrEqual(3);
  });

  it('scales a portrait JPEG to fit 300 high, keeping the aspect ratio', () => {
    expect(reencoded(jpegPhoto(480, 640), 'image/jpeg')).toMatchObject({ width: 225, height: 300 });
  });

  it('never enlarges a 200 × 100 JPEG', () => {
    const photo = reencoded(jpegPhoto(200, 100), 'image/jpeg');
    expect(photo).toMatchObject({ mimeType: 'image/jpeg', width: 200, height: 100 });
    expect(jpeg.decode(photo.bytes, { useTArray: true }).width).toBe(200);
  });

  it('averages the area a pixel covers when shrinking (box filter)', () => {
    // A 600 × 2 PNG of alternating black and white columns becomes an even grey, not black or white.
    const png = new PNG({ width: 600, height: 2 });
    for (let i = 0; i < 600 * 2; i += 1)
      png.data.set([i % 2 ? 255 : 0, i % 2 ? 255 : 0, i % 2 ? 255 : 0, 255], i * 4);
    const photo = reencoded(PNG.sync.write(png), 'image/png');
    expect(photo).toMatchObject({ width: 300, height: 1 });
    const decoded = jpeg.decode(photo.bytes, { useTArray: true });
    for (const x of [0, 150, 299]) expect(Math.abs((decoded.data[x * 4] ?? 0) - 128)).toBeLessThanOrEqual(4);
  });

  it('flattens a PNG’s transparency onto white', () => {
    const transparent = jpeg.decode(reencoded(pngImage(20, 20, 0), 'image/png').bytes, { useTArray: true });
    expect([...transparent.data.subarray(0, 3)].every((value) => value >= 250)).toBe(true);
    const half = jpeg.decode(reencoded(pngImage(20, 20, 128), 'image/png').bytes, { useTArray: true });
    // 0x80 at half opacity over white: 128 × 128/255 + 127 ≈ 191.
    expect(Math.abs((half.data[0] ?? 0) - 191)).toBeLessThanOrEqual(4);
  });

  it('drops the EXIF metadata (location) of the upload', () => {
    const upload = jpegPhoto(400, 300, { exif: 1 });
    expect(jpegMarkers(upload)).toContain(0xe1);
    const photo = reencoded(upload, 'image/jpeg');
    expect(jpegMarkers(photo.bytes)).not.toContain(0xe1);
    expect(photo.bytes.includes('Exif')).toBe(false);
    expect(photo.bytes.includes('GPS')).toBe(false);
  });

  it('turns a phone photo upright as its EXIF orientation says before dropping it', () => {
    const upload = jpegPhoto(400, 200, { exif: 6 });
    expect(exifOrientation(upload)).toBe(6);
    const photo = reencoded(upload, 'image/jpeg');
    expect(photo).toMatchObject({ width: 150, height: 300 });
    // Red grew from left to right as stored; turned a quarter clockwise, the left edge is now the top.
    const decoded = jpeg.decode(photo.bytes, { useTArray: true });
    const top = decoded.data[4 * 75] ?? 0;
    const bottom = decoded.data[4 * (299 * 150 + 75)] ?? 0;
    expect(top).toBeLessThan(50);
    expect(bottom).toBeGreaterThan(200);
  });

  it('refuses an image declaring more than 24 megapixels without decoding it (decompression bomb)', () => {
    const decode = vi.spyOn(jpeg, 'decode');
    const read = vi.spyOn(PNG.sync, 'read');
    const png = pngImage(10, 10);
    png.writeUInt32BE(6000, 16);
    png.writeUInt32BE(4001, 20);
    expect(reencodePhoto(png, 'image/png')).toEqual({
      ok: false,
      error: { kind: 'too-many-pixels', width: 6000, height: 4001 },
    });
    expect(reencodePhoto(jpegImage(60_000, 500), 'image/jpeg')).toMatchObject({
      ok: false,
      error: { kind: 'too-many-pixels' },
    });
    expect(decode).not.toHaveBeenCalled();
    expect(read).not.toHaveBeenCalled();
  });

  it.each([
    ['garbage behind a well-formed JPEG header', jpegImage(300, 300), 'image/jpeg', 'undecodable'],
    [
      'a JPEG cut in the middle of its data',
      jpegPhoto(64, 64).subarray(0, 300),
      'image/jpeg',
      'not-an-image',
    ],
    ['a PNG whose pixel data is corrupt', corruptPng(), 'image/png', 'undecodable'],
    ['a PNG declared as a JPEG', pngImage(10, 10), 'image/jpeg', 'not-an-image'],
    ['text', Buffer.from('not a picture at all, sorry'), 'image/png', 'not-an-image'],
  ] as const)('refuses %s', (_case, bytes, type, kind) => {
    expect(reencodePhoto(bytes, type)).toMatchObject({ ok: false, error: { kind } });
  });
});

function corruptPng(): Buffer {
  const png = Buffer.from(pngImage(16, 16));
  // The IDAT chunk starts after the signature (8) and IHDR (25): scramble its compressed data.
  png.fill(0x42, 8 + 25 + 8, 8 + 25 + 8 + 10);
  return png;
}
