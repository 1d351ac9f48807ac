import { Type, type Static } from 'typebox';

/**
 * Profile photos (spec §5, §9: "Photo max 300x300, quality 80"). The web client scales on a canvas before
 * uploading; the server re-encodes every upload anyway (turned upright, fitted in 300 × 300 without ever
 * enlarging, JPEG quality 80, no metadata), so it also takes a photo straight from a phone: one of the
 * accepted image types, at most PHOTO_MAX_BYTES and PHOTO_MAX_PIXELS.
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
/**
 * The upload types the API knows. A server accepts those its image library decodes (HEIC needs an HEVC
 * decoder that a build may lack), and says which in its 415 answer. Whatever is sent, it stores a JPEG.
 */
export const PHOTO_MIME_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/avif',
  'image/heif',
  'image/heic',
] as const;
export type PhotoMimeType = (typeof PHOTO_MIME_TYPES)[number];
/** What every stored photo is, whatever was uploaded. */
export const STORED_PHOTO_MIME_TYPE = 'image/jpeg';

/** The WordPress media object answered by an upload: source_url is what acf.photo then holds. */
export const UploadedPhotoSchema = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  /** The stored photo's URL, signed for the uploader. */
  source_url: Type.String(),
  media_type: Type.Literal('image'),
  mime_type: Type.Literal(STORED_PHOTO_MIME_TYPE),
  media_details: Type.Object({
    width: Type.Integer({ minimum: 1, maximum: PHOTO_MAX_SIZE_PX }),
    height: Type.Integer({ minimum: 1, maximum: PHOTO_MAX_SIZE_PX }),
  }),
});
export type UploadedPhoto = Static<typeof UploadedPhotoSchema>;

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
