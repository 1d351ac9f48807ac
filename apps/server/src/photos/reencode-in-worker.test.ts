import { afterAll, describe, expect, it } from 'vitest';
import { jpegPhoto, pngImage } from '../../test/test-images.ts';
import { createPhotoReencoder } from './reencode-in-worker.ts';
import { reencodePhoto } from './reencode-photo.ts';

describe('photo re-encoding in a worker thread', () => {
  const reencoder = createPhotoReencoder();
  afterAll(() => reencoder.close());

  it('answers what reencodePhoto answers, as a Buffer', async () => {
    const photo = jpegPhoto(640, 480);
    const inWorker = await reencoder.reencode(photo, 'image/jpeg');
    const inline = reencodePhoto(photo, 'image/jpeg');
    expect(inWorker.ok && inline.ok).toBe(true);
    if (!inWorker.ok || !inline.ok) return;
    expect(Buffer.isBuffer(inWorker.photo.bytes)).toBe(true);
    expect(inWorker.photo).toEqual(inline.photo);
  });

  it('answers queued jobs each with its own result, errors included', async () => {
    const [png, garbage, jpeg] = await Promise.all([
      reencoder.reencode(pngImage(600, 600), 'image/png'),
      reencoder.reencode(Buffer.from('not an image'), 'image/jpeg'),
      reencoder.reencode(jpegPhoto(150, 100), 'image/jpeg'),
    ]);
    expect(png.ok && [png.photo.width, png.photo.height]).toEqual([300, 300]);
    expect(garbage).toEqual({ ok: false, error: { kind: 'not-an-image' } });
    expect(jpeg.ok && [jpeg.photo.width, jpeg.photo.height]).toEqual([150, 100]);
  });
});
