import jpeg from 'jpeg-js';
import { deflateSync } from 'node:zlib';

/** Small, well-formed image files built in memory, so tests need no binary fixtures. */

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real, decodable grey RGB PNG; with `alpha`, an RGBA PNG of that opacity (0 = fully transparent). */
export function pngImage(width: number, height: number, alpha?: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, alpha === undefined ? 2 : 6, 0, 0, 0], 8);
  const pixel = alpha === undefined ? [0x80, 0x80, 0x80] : [0x80, 0x80, 0x80, alpha];
  const row = Buffer.concat([Buffer.from([0]), ...Array.from({ length: width }, () => Buffer.from(pixel))]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', pixels),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A JPEG's marker structure (SOI, APP0, SOF0 with the size, SOS, EOI) around bytes that are no image
 * data: its header reads well, but it does not decode.
 */
export function jpegImage(width: number, height: number, padding = 16): Buffer {
  const app0 = Buffer.from([0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 1, 1, 0, 0, 1, 0, 1, 0, 0]);
  const sof = Buffer.from([0xff, 0xc0, 0x00, 0x11, 8, 0, 0, 0, 0, 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]);
  sof.writeUInt16BE(height, 5);
  sof.writeUInt16BE(width, 7);
  const sos = Buffer.from([0xff, 0xda, 0x00, 0x0c, 3, 1, 0, 2, 0x11, 3, 0x11, 0, 0x3f, 0]);
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    app0,
    sof,
    sos,
    Buffer.alloc(padding, 0x55),
    Buffer.from([0xff, 0xd9]),
  ]);
}

/** A lossless WebP header (VP8L) declaring the size. */
export function webpImage(width: number, height: number): Buffer {
  const data = Buffer.alloc(5 + 8);
  data[0] = 0x2f;
  data.writeUInt32LE(((width - 1) & 0x3fff) | (((height - 1) & 0x3fff) << 14), 1);
  const chunk = Buffer.concat([Buffer.from('VP8L', 'ascii'), Buffer.from([data.length, 0, 0, 0]), data]);
  const riff = Buffer.alloc(8);
  riff.write('RIFF', 0, 'ascii');
  riff.writeUInt32LE(4 + chunk.length, 4);
  return Buffer.concat([riff, Buffer.from('WEBP', 'ascii'), chunk]);
}

/** An APP1 EXIF segment (big-endian TIFF) with the orientation tag and a GPS-like marker string. */
function exifSegment(orientation: number): Buffer {
  const tiff = Buffer.alloc(8 + 2 + 12 + 4);
  tiff.write('MM', 0, 'ascii');
  tiff.writeUInt16BE(42, 2);
  tiff.writeUInt32BE(8, 4);
  tiff.writeUInt16BE(1, 8); // one entry
  tiff.writeUInt16BE(0x0112, 10); // Orientation
  tiff.writeUInt16BE(3, 12); // SHORT
  tiff.writeUInt32BE(1, 14);
  tiff.writeUInt16BE(orientation, 18);
  const body = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff, Buffer.from('GPS 48.8210N 2.3380E')]);
  const header = Buffer.from([0xff, 0xe1, 0, 0]);
  header.writeUInt16BE(body.length + 2, 2);
  return Buffer.concat([header, body]);
}

/**
 * A real, decodable JPEG (jpeg-js) of a left-to-right gradient, as a camera would send it; with `exif`,
 * an EXIF segment carrying that orientation (and a location) right after the start marker.
 */
export function jpegPhoto(
  width: number,
  height: number,
  options: { exif?: number; quality?: number } = {},
): Buffer {
  const data = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const shade = Math.round((x / Math.max(1, width - 1)) * 255);
      data.set([shade, 0x80, 255 - shade, 255], (y * width + x) * 4);
    }
  }
  const encoded = jpeg.encode({ data, width, height }, options.quality ?? 90).data;
  if (options.exif === undefined) return encoded;
  return Buffer.concat([encoded.subarray(0, 2), exifSegment(options.exif), encoded.subarray(2)]);
}

/** The marker codes of a JPEG's segments up to its scan (SOS), e.g. to look for an EXIF APP1 (0xe1). */
export function jpegMarkers(bytes: Buffer): number[] {
  const markers: number[] = [];
  let offset = 2;
  while (offset + 4 <= bytes.length && bytes[offset] === 0xff) {
    const marker = bytes[offset + 1] ?? 0;
    markers.push(marker);
    if (marker === 0xda) break;
    offset += 2 + bytes.readUInt16BE(offset + 2);
  }
  return markers;
}
