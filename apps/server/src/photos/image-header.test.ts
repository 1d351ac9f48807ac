import { describe, expect, it } from 'vitest';
import { jpegImage, pngImage, webpImage } from '../../test/test-images.ts';
import { readImageHeader } from './image-header.ts';

describe('image header check of uploaded photos (spec §5: an image, size limited)', () => {
  it('reads the type and size of a PNG', () => {
    expect(readImageHeader(pngImage(300, 200))).toEqual({ mimeType: 'image/png', width: 300, height: 200 });
  });

  it('reads the type and size of a JPEG from its frame header', () => {
    expect(readImageHeader(jpegImage(240, 300))).toEqual({ mimeType: 'image/jpeg', width: 240, height: 300 });
  });

  it.each([
    ['text', Buffer.from('hello, this is not an image at all')],
    ['a GIF', Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1')],
    ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['a PNG cut short', pngImage(10, 10).subarray(0, 40)],
    ['a JPEG without its end marker', jpegImage(10, 10).subarray(0, -2)],
    ['a JPEG with a broken segment length', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0xff, 0xff, 0xff, 0xd9])],
    ['a WebP (no decoder for it on the server)', webpImage(120, 90)],
    ['nothing', Buffer.alloc(0)],
  ])('refuses %s', (_name, bytes) => {
    expect(readImageHeader(bytes)).toBeNull();
  });
});
