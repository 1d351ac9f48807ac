import {
  PHOTO_MAX_PIXELS,
  PHOTO_MAX_SIZE_PX,
  PHOTO_QUALITY,
  STORED_PHOTO_MIME_TYPE,
} from '@campus/domain/photo';
import sharp, { type Metadata } from 'sharp';
import type { PhotoType } from './accepted-photo-types.ts';

/**
 * Spec §5 on the server: whatever the client sent, the stored photo is decoded, turned upright as its
 * EXIF orientation says, fitted in 300 × 300 (never enlarged: §9 says "max"), any transparency laid on
 * white, and encoded again as a JPEG at quality 80 — so the client's scaling is never trusted.
 *
 * sharp (libvips) does the work on libuv's thread pool, off the event loop, shrinking JPEGs while
 * decoding them (a 12 MP photo takes tens of milliseconds). Its output carries no metadata unless asked:
 * the EXIF/XMP/ICC of the upload — GPS position, camera, date — is not carried over.
 */
export interface ReencodedPhoto {
  mimeType: typeof STORED_PHOTO_MIME_TYPE;
  bytes: Buffer;
  width: number;
  height: number;
}

export type ReencodeError =
  /** Not an image libvips reads, or not of the declared type. */
  | { kind: 'not-an-image' }
  /** The header declares more than PHOTO_MAX_PIXELS: refused before decoding (decompression bomb). */
  | { kind: 'too-many-pixels'; width: number; height: number }
  /** The header is fine but the image data does not decode (truncated, corrupt). */
  | { kind: 'undecodable'; reason: string };

export type ReencodeResult = { ok: true; photo: ReencodedPhoto } | { ok: false; error: ReencodeError };

// Each upload is decoded once: libvips' operation cache would only keep its memory for nothing.
sharp.cache(false);

/**
 * Refuse pixel data libvips reports as an error (truncated or corrupt files), but not its warnings: phone
 * cameras write JPEGs with harmless oddities (extra bytes before a marker) that "warning" would refuse.
 */
const FAIL_ON = 'error';

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

async function readHeader(bytes: Buffer): Promise<Metadata | null> {
  try {
    // The header only, so no pixel limit here: the limit is checked below with the size it declares.
    return await sharp(bytes, { limitInputPixels: false, failOn: FAIL_ON }).metadata();
  } catch {
    return null;
  }
}

function isOfType(header: Metadata, type: PhotoType): boolean {
  if (header.format !== type.format) return false;
  if (type.compressions === undefined) return true;
  return header.compression !== undefined && type.compressions.includes(header.compression);
}

/**
 * The upload re-encoded as spec §5 says, or why not. The header is read first: a type other than the
 * declared one, or more than PHOTO_MAX_PIXELS, is refused before a single pixel is decoded. `maxSizePx` is
 * the box it is fitted in: a profile photo's 300 unless said (a maintenance photo keeps more detail).
 */
export async function reencodePhoto(
  bytes: Buffer,
  declared: PhotoType,
  maxSizePx: number = PHOTO_MAX_SIZE_PX,
): Promise<ReencodeResult> {
  const header = await readHeader(bytes);
  if (header === null || !isOfType(header, declared)) {
    return { ok: false, error: { kind: 'not-an-image' } };
  }
  const { width, height } = header;
  if (width * height > PHOTO_MAX_PIXELS) {
    return { ok: false, error: { kind: 'too-many-pixels', width, height } };
  }
  try {
    const { data, info } = await sharp(bytes, {
      // Again, for what the decoder itself finds (an image whose frames disagree with its header).
      limitInputPixels: PHOTO_MAX_PIXELS,
      failOn: FAIL_ON,
      autoOrient: true,
    })
      .resize(maxSizePx, maxSizePx, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: Math.round(PHOTO_QUALITY * 100) })
      .toBuffer({ resolveWithObject: true });
    return {
      ok: true,
      photo: { mimeType: STORED_PHOTO_MIME_TYPE, bytes: data, width: info.width, height: info.height },
    };
  } catch (error) {
    return { ok: false, error: { kind: 'undecodable', reason: reasonOf(error) } };
  }
}
