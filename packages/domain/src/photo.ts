/**
 * Profile photos (spec §5, §9): scaled to fit 300 × 300, captured at quality 80. The web client scales on a
 * canvas before uploading; the server re-encodes every upload anyway (decode, fit 300 × 300, JPEG quality
 * 80), so it accepts a photo straight from a phone: one of these image types, at most PHOTO_MAX_BYTES and
 * declaring at most PHOTO_MAX_PIXELS.
 */
export const PHOTO_MAX_SIZE_PX = 300;
/** Quality 80 of the spec, as canvas.toBlob's 0–1 scale. */
export const PHOTO_QUALITY = 0.8;
/** Raw upload limit: a phone camera's JPEG (12 MP is about 3–6 MB) fits; the server then re-encodes it. */
export const PHOTO_MAX_BYTES = 8 * 1024 * 1024;
/**
 * Pixel budget (24 MP), checked on the header before any decoding: a small file can declare a huge image
 * (a decompression bomb), and decoding it would take gigabytes of memory.
 */
export const PHOTO_MAX_PIXELS = 24_000_000;
/** What the server can decode (pure-JS decoders: no WebP). Whatever is sent, it stores a JPEG. */
export const PHOTO_MIME_TYPES = ['image/jpeg', 'image/png'] as const;
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
