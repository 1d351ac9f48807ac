import type { PhotoMimeType } from '@campus/domain/photo';

/**
 * What an image file says about itself: its type from the magic bytes and its dimensions from the header.
 * No pixel is decoded: this runs before the decoder (reencode-photo.ts), to refuse anything that is not a
 * well-formed JPEG or PNG header, or that declares more pixels than allowed, without spending memory on it.
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

/** The header of a JPEG or PNG file, or null when the bytes are neither (WebP included) or are malformed. */
export function readImageHeader(bytes: Uint8Array): ImageHeader | null {
  if (startsWith(bytes, PNG_SIGNATURE)) return png(bytes);
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return jpeg(bytes);
  return null;
}
