import {
  fitWithin,
  PHOTO_MAX_PIXELS,
  PHOTO_MAX_SIZE_PX,
  PHOTO_QUALITY,
  type PhotoMimeType,
} from '@campus/domain/photo';
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import { readImageHeader } from './image-header.ts';

/**
 * Spec §5 on the server: whatever the client sent, the stored photo is decoded, fitted in 300 × 300 and
 * encoded again as a JPEG at quality 80, so the client's scaling is never trusted. Pure JavaScript
 * (jpeg-js, pngjs): no native binary to fetch (see docs/decisions/004-profile-photos.md).
 *
 * Re-encoding writes only pixels: the EXIF/XMP metadata of the upload — GPS position, camera, date — is
 * not carried over, so a photo never publishes where it was taken. The EXIF orientation is applied to the
 * pixels first, so a phone photo taken upright stays upright once that metadata is gone.
 */
export interface ReencodedPhoto {
  mimeType: 'image/jpeg';
  bytes: Buffer;
  width: number;
  height: number;
}

export type ReencodeError =
  /** The bytes are not a well-formed header of the declared type. */
  | { kind: 'not-an-image' }
  /** The header declares more than PHOTO_MAX_PIXELS: refused before decoding (decompression bomb). */
  | { kind: 'too-many-pixels'; width: number; height: number }
  /** The header is fine but the image data does not decode. */
  | { kind: 'undecodable'; reason: string };

export type ReencodeResult = { ok: true; photo: ReencodedPhoto } | { ok: false; error: ReencodeError };

/** Memory jpeg-js may use for the largest image allowed (24 MP, 4:4:4: coefficients, planes and output). */
const JPEG_MAX_MEMORY_MB = 512;

interface Pixels {
  width: number;
  height: number;
  /** 3 (RGB) or 4 (RGBA, composited on white while scaling) bytes per pixel. */
  channels: 3 | 4;
  data: Uint8Array;
}

function decode(bytes: Buffer, mimeType: PhotoMimeType): Pixels {
  switch (mimeType) {
    case 'image/jpeg': {
      const image = jpeg.decode(bytes, {
        useTArray: true,
        formatAsRGBA: false,
        maxResolutionInMP: PHOTO_MAX_PIXELS / 1_000_000,
        maxMemoryUsageInMB: JPEG_MAX_MEMORY_MB,
      });
      return { width: image.width, height: image.height, channels: 3, data: image.data };
    }
    case 'image/png': {
      // pngjs gives 8-bit RGBA whatever the colour type and depth (palette, grey, 16-bit).
      const image = PNG.sync.read(bytes);
      return { width: image.width, height: image.height, channels: 4, data: image.data };
    }
  }
}

/** For each destination index along one axis, the source indices it covers and their share of its area. */
function areaWeights(source: number, destination: number): { first: number; weights: number[] }[] {
  const scale = source / destination;
  return Array.from({ length: destination }, (_, index) => {
    const start = index * scale;
    const end = Math.min(source, (index + 1) * scale);
    const first = Math.floor(start);
    const weights: number[] = [];
    for (let s = first; s < end; s += 1) weights.push((Math.min(end, s + 1) - Math.max(start, s)) / scale);
    return { first, weights };
  });
}

/**
 * Box (area-averaging) resampling to width × height, RGB out as RGBA for the encoder: every destination
 * pixel is the mean of the source area it covers, so a large downscale does not alias as nearest-neighbour
 * or bilinear would. Separable: rows first, then columns. Transparent pixels are composited on white.
 */
function resample(source: Pixels, width: number, height: number): Uint8Array {
  const { channels, data } = source;
  const columns = areaWeights(source.width, width);
  const rows = areaWeights(source.height, height);
  const horizontal = new Float32Array(width * source.height * 3);
  for (let y = 0; y < source.height; y += 1) {
    const rowStart = y * source.width;
    for (let x = 0; x < width; x += 1) {
      const { first, weights } = columns[x] ?? { first: 0, weights: [] };
      let r = 0;
      let g = 0;
      let b = 0;
      for (let k = 0; k < weights.length; k += 1) {
        const w = weights[k] ?? 0;
        const p = (rowStart + first + k) * channels;
        const red = data[p] ?? 0;
        const green = data[p + 1] ?? 0;
        const blue = data[p + 2] ?? 0;
        if (channels === 4) {
          const alpha = data[p + 3] ?? 255;
          const white = 255 - alpha;
          r += w * ((red * alpha) / 255 + white);
          g += w * ((green * alpha) / 255 + white);
          b += w * ((blue * alpha) / 255 + white);
        } else {
          r += w * red;
          g += w * green;
          b += w * blue;
        }
      }
      const q = (y * width + x) * 3;
      horizontal[q] = r;
      horizontal[q + 1] = g;
      horizontal[q + 2] = b;
    }
  }
  const out = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y += 1) {
    const { first, weights } = rows[y] ?? { first: 0, weights: [] };
    for (let x = 0; x < width; x += 1) {
      let r = 0;
      let g = 0;
      let b = 0;
      for (let k = 0; k < weights.length; k += 1) {
        const w = weights[k] ?? 0;
        const q = ((first + k) * width + x) * 3;
        r += w * (horizontal[q] ?? 0);
        g += w * (horizontal[q + 1] ?? 0);
        b += w * (horizontal[q + 2] ?? 0);
      }
      const o = (y * width + x) * 4;
      out[o] = Math.round(r);
      out[o + 1] = Math.round(g);
      out[o + 2] = Math.round(b);
      out[o + 3] = 255;
    }
  }
  return out;
}

/** The EXIF orientation (1–8) of a JPEG's APP1 segment; 1 (as stored) when absent or unreadable. */
export function exifOrientation(bytes: Uint8Array): number {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let offset = 2;
  while (offset + 4 <= bytes.length && bytes[offset] === 0xff) {
    const marker = bytes[offset + 1] ?? 0;
    if (marker === 0xda || marker === 0xd9) break;
    const length = view.getUint16(offset + 2);
    const tiff = offset + 10;
    const exif = marker === 0xe1 && length >= 16 && String.fromCharCode(...bytes.subarray(offset + 4, tiff));
    if (exif === 'Exif\0\0' && offset + 2 + length <= bytes.length) {
      const little = bytes[tiff] === 0x49; // "II" little-endian, "MM" big-endian
      const ifd = tiff + view.getUint32(tiff + 4, little);
      if (ifd + 2 > offset + 2 + length) return 1;
      const entries = view.getUint16(ifd, little);
      for (let index = 0; index < entries; index += 1) {
        const entry = ifd + 2 + index * 12;
        if (entry + 12 > offset + 2 + length) return 1;
        if (view.getUint16(entry, little) === 0x0112) {
          const value = view.getUint16(entry + 8, little);
          return value >= 1 && value <= 8 ? value : 1;
        }
      }
      return 1;
    }
    offset += 2 + length;
  }
  return 1;
}

/** Where destination pixel (dx, dy) of the upright image is in the stored one, per EXIF orientation. */
function sourceOf(
  orientation: number,
  dx: number,
  dy: number,
  width: number,
  height: number,
): [number, number] {
  switch (orientation) {
    case 2:
      return [width - 1 - dx, dy]; // mirrored
    case 3:
      return [width - 1 - dx, height - 1 - dy]; // half turn
    case 4:
      return [dx, height - 1 - dy]; // flipped
    case 5:
      return [dy, dx]; // transposed
    case 6:
      return [dy, height - 1 - dx]; // stored a quarter turn anticlockwise: turn clockwise
    case 7:
      return [width - 1 - dy, height - 1 - dx]; // transversed
    case 8:
      return [width - 1 - dy, dx]; // stored a quarter turn clockwise: turn anticlockwise
    default:
      return [dx, dy];
  }
}

/** The RGBA image turned upright as EXIF orientation 1–8 says (mirrors and quarter turns). */
function orient(
  data: Uint8Array,
  width: number,
  height: number,
  orientation: number,
): { data: Uint8Array; width: number; height: number } {
  if (orientation <= 1 || orientation > 8) return { data, width, height };
  const swap = orientation >= 5;
  const outWidth = swap ? height : width;
  const outHeight = swap ? width : height;
  const out = new Uint8Array(data.length);
  for (let dy = 0; dy < outHeight; dy += 1) {
    for (let dx = 0; dx < outWidth; dx += 1) {
      const [sx, sy] = sourceOf(orientation, dx, dy, width, height);
      out.set(data.subarray((sy * width + sx) * 4, (sy * width + sx) * 4 + 4), (dy * outWidth + dx) * 4);
    }
  }
  return { data: out, width: outWidth, height: outHeight };
}

/**
 * The upload re-encoded as spec §5 says, or why not. The header is read first: a type that is not the
 * declared one, or more than PHOTO_MAX_PIXELS, is refused before a single pixel is decoded.
 */
export function reencodePhoto(bytes: Buffer, declaredType: PhotoMimeType): ReencodeResult {
  const header = readImageHeader(bytes);
  if (header === null || header.mimeType !== declaredType || header.width < 1 || header.height < 1) {
    return { ok: false, error: { kind: 'not-an-image' } };
  }
  if (header.width * header.height > PHOTO_MAX_PIXELS) {
    return { ok: false, error: { kind: 'too-many-pixels', width: header.width, height: header.height } };
  }
  let pixels: Pixels;
  try {
    pixels = decode(bytes, header.mimeType);
  } catch (error) {
    return { ok: false, error: { kind: 'undecodable', reason: error instanceof Error ? error.message : '' } };
  }
  if (pixels.width < 1 || pixels.height < 1 || pixels.width * pixels.height > PHOTO_MAX_PIXELS) {
    return { ok: false, error: { kind: 'undecodable', reason: 'unexpected size' } };
  }
  // The box is square, so fitting before turning the image upright gives the same size, on fewer pixels.
  const size = fitWithin(pixels.width, pixels.height, PHOTO_MAX_SIZE_PX);
  const scaled = resample(pixels, size.width, size.height);
  const orientation = header.mimeType === 'image/jpeg' ? exifOrientation(bytes) : 1;
  const upright = orient(scaled, size.width, size.height, orientation);
  // A fresh JPEG from pixels only: no EXIF (GPS, camera, date), no XMP, no ICC, no comments.
  const encoded = jpeg.encode(
    { data: upright.data, width: upright.width, height: upright.height },
    Math.round(PHOTO_QUALITY * 100),
  );
  return {
    ok: true,
    photo: { mimeType: 'image/jpeg', bytes: encoded.data, width: upright.width, height: upright.height },
  };
}
