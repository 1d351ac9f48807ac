import { PHOTO_MIME_TYPES, type PhotoMimeType } from '@campus/domain/photo';
import sharp, { type FormatEnum, type HeifCompression } from 'sharp';

/**
 * Which upload types this server takes: those of packages/domain that the installed libvips decodes, read
 * from `sharp.format` at start, not assumed. HEIF is a container: its AV1 (AVIF) and HEVC (HEIC) flavours
 * need different decoders, and the prebuilt libvips of the npm package has AV1 only (libheif lists the
 * ".avif" suffix, not ".heic"); so an iPhone's HEIC is refused with 415 there, and taken where libvips was
 * built with an HEVC decoder.
 */
export interface PhotoType {
  mimeType: PhotoMimeType;
  /** How the 415 and 400 messages name it. */
  label: string;
  /** What sharp's metadata().format says a file of this type is. */
  format: keyof FormatEnum;
  /** For HEIF: the codecs an upload of this type may carry (metadata().compression). */
  compressions?: readonly HeifCompression[];
  /** The libvips loader suffix that shows the codec is there (HEIF loads only what libheif can decode). */
  loaderSuffix?: string;
}

const KNOWN_TYPES: Record<PhotoMimeType, Omit<PhotoType, 'mimeType'>> = {
  'image/jpeg': { label: 'JPEG', format: 'jpeg' },
  'image/png': { label: 'PNG', format: 'png' },
  'image/webp': { label: 'WebP', format: 'webp' },
  'image/avif': { label: 'AVIF', format: 'heif', compressions: ['av1'], loaderSuffix: '.avif' },
  'image/heif': { label: 'HEIF', format: 'heif', compressions: ['hevc', 'av1'], loaderSuffix: '.heif' },
  'image/heic': { label: 'HEIC', format: 'heif', compressions: ['hevc'], loaderSuffix: '.heic' },
};

function decodable(type: Omit<PhotoType, 'mimeType'>, formats: FormatEnum): boolean {
  const input = formats[type.format].input;
  if (!input.buffer) return false;
  return type.loaderSuffix === undefined || (input.fileSuffix ?? []).includes(type.loaderSuffix);
}

/** The types of packages/domain this libvips decodes from a buffer, in the domain's order. */
export function acceptedPhotoTypes(formats: FormatEnum = sharp.format): PhotoType[] {
  return PHOTO_MIME_TYPES.map((mimeType) => ({ mimeType, ...KNOWN_TYPES[mimeType] })).filter((type) =>
    decodable(type, formats),
  );
}

/** "JPEG, PNG, WebP and AVIF" (or "or"), for the messages that tell a person what to send. */
export function listOfLabels(types: readonly PhotoType[], conjunction: 'and' | 'or'): string {
  const labels = types.map((type) => type.label);
  const last = labels.pop();
  if (last === undefined) return '';
  return labels.length === 0 ? last : `${labels.join(', ')} ${conjunction} ${last}`;
}
