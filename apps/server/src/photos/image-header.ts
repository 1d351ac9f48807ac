import type { PhotoMimeType } from '@campus/domain/photo';

/**
 * What an image file says about itself: its type from the magic bytes and its dimensions from the header.
 * No pixel is decoded (there is no image library on the server, see docs/decisions): this is enough to
 * refuse anything that is not a well-formed JPEG, PNG or WebP header, or that declares more than allowed.
 */
export interface ImageHeader {
  mimeType: PhotoMimeType;
  width: number;
  height: number;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const PNG_IEND = [0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82];

function startsWith(bytes: Uint8Array, prefix: readonly number[], offset = 0): boolean {
  return prefix.every((byte, index) => bytes[offset + index] === byte);
}

function ascii(bytes: Uint8Array, offset: number, length: number): string {
  return String.fromCharCode(...bytes.subarray(offset, offset + length));
}

function png(bytes: Uint8Array): ImageHeader | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // The first chunk must be IHDR (13 bytes of data); the file must end with the IEND chunk.
  if (bytes.length < 8 + 25 + 12 || view.getUint32(8) !== 13 || ascii(bytes, 12, 4) !== 'IHDR') return null;
  if (!startsWith(bytes, PNG_IEND, bytes.length - 8)) return null;
  return { mimeType: 'image/png', width: view.getUint32(16), height: view.getUint32(20) };
}

/** JPEG start-of-frame markers (baseline, progressive, lossless, arithmetic), which carry the size. */
const JPEG_SOF = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

function jpeg(bytes: Uint8Array): ImageHeader | null {
  const end = bytes.length;
  if (end < 4 || bytes[end - 2] !== 0xff || bytes[end - 1] !== 0xd9) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let offset = 2;
  // Walk the marker segments up to the first frame header; each segment gives its own length.
  while (offset + 4 <= end) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1] ?? 0;
    if (marker === 0xff) {
      offset += 1; // fill byte
      continue;
    }
    const length = view.getUint16(offset + 2);
    if (length < 2 || offset + 2 + length > end) return null;
    if (JPEG_SOF.has(marker)) {
      if (length < 7) return null;
      return {
        mimeType: 'image/jpeg',
        height: view.getUint16(offset + 5),
        width: view.getUint16(offset + 7),
      };
    }
    if (marker === 0xda) return null; // image data before any frame header
    offset += 2 + length;
  }
  return null;
}

function webp(bytes: Uint8Array): ImageHeader | null {
  if (bytes.length < 30 || ascii(bytes, 8, 4) !== 'WEBP') return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // The RIFF size must account for the whole file (no trailing or missing bytes).
  if (view.getUint32(4, true) + 8 !== bytes.length) return null;
  const chunk = ascii(bytes, 12, 4);
  if (chunk === 'VP8 ') {
    if (!startsWith(bytes, [0x9d, 0x01, 0x2a], 23)) return null;
    return {
      mimeType: 'image/webp',
      width: view.getUint16(26, true) & 0x3fff,
      height: view.getUint16(28, true) & 0x3fff,
    };
  }
  if (chunk === 'VP8L') {
    if (bytes[20] !== 0x2f) return null;
    const bits = view.getUint32(21, true);
    return { mimeType: 'image/webp', width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X') {
    const width = (view.getUint32(24, true) & 0xffffff) + 1;
    const height = (view.getUint32(27, true) & 0xffffff) + 1;
    return { mimeType: 'image/webp', width, height };
  }
  return null;
}

/** The header of a JPEG, PNG or WebP file, or null when the bytes are none of them or are malformed. */
export function readImageHeader(bytes: Uint8Array): ImageHeader | null {
  if (startsWith(bytes, PNG_SIGNATURE)) return png(bytes);
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return jpeg(bytes);
  if (ascii(bytes, 0, 4) === 'RIFF') return webp(bytes);
  return null;
}
