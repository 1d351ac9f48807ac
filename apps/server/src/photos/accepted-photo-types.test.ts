import { PHOTO_MIME_TYPES } from '@campus/domain/photo';
import sharp, { type FormatEnum } from 'sharp';
import { describe, expect, it } from 'vitest';
import { acceptedPhotoTypes, listOfLabels } from './accepted-photo-types.ts';

/** sharp.format as a libvips whose HEIF loader has these suffixes would report it. */
function formatsWithHeif(fileSuffix: string[]): FormatEnum {
  return {
    ...sharp.format,
    heif: { ...sharp.format.heif, input: { ...sharp.format.heif.input, fileSuffix } },
  };
}

describe('the photo types this server accepts, read from the installed libvips', () => {
  it('takes JPEG, PNG, WebP and AVIF with the prebuilt libvips (AV1 decoder, no HEVC)', () => {
    expect(sharp.format.heif.input.fileSuffix).toEqual(['.avif']);
    expect(acceptedPhotoTypes().map((type) => type.mimeType)).toEqual([
      'image/jpeg',
      'image/png',
      'image/webp',
      'image/avif',
    ]);
  });

  it('takes every type the API knows, HEIC and HEIF too, where libvips can decode HEVC', () => {
    const types = acceptedPhotoTypes(formatsWithHeif(['.heic', '.heif', '.avif']));
    expect(types.map((type) => type.mimeType)).toEqual(PHOTO_MIME_TYPES);
  });

  it('drops a format whose loader is missing', () => {
    const noWebp: FormatEnum = {
      ...sharp.format,
      webp: { ...sharp.format.webp, input: { file: false, buffer: false, stream: false } },
    };
    expect(acceptedPhotoTypes(noWebp).map((type) => type.label)).toEqual(['JPEG', 'PNG', 'AVIF']);
  });

  it('names the accepted types for the error messages', () => {
    expect(listOfLabels(acceptedPhotoTypes(), 'and')).toBe('JPEG, PNG, WebP and AVIF');
    expect(listOfLabels(acceptedPhotoTypes(), 'or')).toBe('JPEG, PNG, WebP or AVIF');
    expect(listOfLabels(acceptedPhotoTypes().slice(0, 1), 'or')).toBe('JPEG');
  });
});
