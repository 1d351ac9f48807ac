/**
 * Images of the staff console (issue #18): like profile photos (reencode-photo.ts), the upload is decoded
 * by sharp, turned upright and re-encoded without its metadata (no GPS, camera or owner); here into WebP
 * variants of bounded widths for content, so residents' lists and pages load the size they need.
 */
import { PHOTO_MAX_PIXELS } from '@campus/domain/photo';
import { MEDIA_WIDTHS } from '@campus/domain/staff';
import sharp, { type Metadata } from 'sharp';
import type { PhotoType } from './accepted-photo-types.ts';

const MEDIA_QUALITY = 80;

export interface MediaVariantImage {
  size: string;
  mimeType: 'image/webp';
  width: number;
  height: number;
  bytes: Buffer;
}

export type MediaVariantsResult =
  { ok: true; variants: MediaVariantImage[] } | { ok: false; error: 'not-an-image' | 'too-many-pixels' };

export async function mediaVariants(bytes: Buffer, declared: PhotoType): Promise<MediaVariantsResult> {
  let header: Metadata;
  try {
    header = await sharp(bytes, { limitInputPixels: false, failOn: 'error' }).metadata();
  } catch {
    return { ok: false, error: 'not-an-image' };
  }
  if (header.format !== declared.format) return { ok: false, error: 'not-an-image' };
  if (header.width * header.height > PHOTO_MAX_PIXELS) return { ok: false, error: 'too-many-pixels' };
  try {
    const variants = await Promise.all(
      MEDIA_WIDTHS.map(async (width) => {
        const { data, info } = await sharp(bytes, {
          limitInputPixels: PHOTO_MAX_PIXELS,
          failOn: 'error',
          autoOrient: true,
        })
          .resize(width, width, { fit: 'inside', withoutEnlargement: true })
          .webp({ quality: MEDIA_QUALITY })
          .toBuffer({ resolveWithObject: true });
        return {
          size: String(width),
          mimeType: 'image/webp' as const,
          width: info.width,
          height: info.height,
          bytes: data,
        };
      }),
    );
    return { ok: true, variants };
  } catch {
    return { ok: false, error: 'not-an-image' };
  }
}
