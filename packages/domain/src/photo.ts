/**
 * Profile photos (spec §5, §9): scaled to fit 300 × 300, captured at quality 80. The server refuses any
 * upload that is not one of these image types, is larger than PHOTO_MAX_BYTES or declares larger dimensions.
 */
export const PHOTO_MAX_SIZE_PX = 300;
/** Quality 80 of the spec, as canvas.toBlob's 0–1 scale. */
export const PHOTO_QUALITY = 0.8;
/** A 300 × 300 JPEG at quality 80 is about 30–60 KB; a PNG of a photo stays well under this. */
export const PHOTO_MAX_BYTES = 512 * 1024;
export const PHOTO_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type PhotoMimeType = (typeof PHOTO_MIME_TYPES)[number];

/** POST target of a profile photo (WordPress media upload: raw body, image Content-Type). */
export const PHOTO_UPLOAD_PATH = '/wp/v2/media';

/** The WordPress media object answered by an upload: source_url is what acf.photo then holds. */
export interface UploadedPhoto {
  id: number;
  source_url: string;
  media_type: 'image';
  mime_type: PhotoMimeType;
  media_details: { width: number; height: number };
}

/** The largest size with the same aspect ratio that fits in max × max; never enlarges. */
export function fitWithin(
  width: number,
  height: number,
  max: number = PHOTO_MAX_SIZE_PX,
): { width: number; height: number } {
  const scale = Math.min(1, max / width, max / height);
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}
