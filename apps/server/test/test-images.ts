import sharp, { type Sharp } from 'sharp';

/**
 * Image files built in memory with sharp, so tests need no binary fixtures. The pictures are left-to-right
 * gradients (red grows, blue fades), so a test can tell which way an image was turned.
 */

interface GradientOptions {
  /** Pseudo-random noise of this amplitude (0–127) on every channel, so the file compresses as a photo. */
  noise?: number;
}

/** A deterministic generator (LCG): the same image for the same arguments, run after run. */
function noiseSource(amplitude: number): () => number {
  let state = 0x2545f491;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return Math.round(((state / 0x1_0000_0000) * 2 - 1) * amplitude);
  };
}

function gradient(width: number, height: number, options: GradientOptions = {}): Sharp {
  const pixels = Buffer.alloc(width * height * 3);
  const noise = options.noise === undefined ? () => 0 : noiseSource(options.noise);
  const clamp = (value: number) => Math.min(255, Math.max(0, value));
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const shade = Math.round((x / Math.max(1, width - 1)) * 255);
      const offset = (y * width + x) * 3;
      pixels[offset] = clamp(shade + noise());
      pixels[offset + 1] = clamp(0x80 + noise());
      pixels[offset + 2] = clamp(255 - shade + noise());
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } });
}

/** An EXIF block as a phone writes it: camera, owner and a GPS position (the campus). */
const PHONE_EXIF = {
  IFD0: { Make: 'CampusPhone', Model: 'Test 1', Copyright: 'Alice Martin' },
  IFD3: {
    GPSLatitudeRef: 'N',
    GPSLatitude: '48/1 49/1 12/1',
    GPSLongitudeRef: 'E',
    GPSLongitude: '2/1 20/1 17/1',
  },
};

export interface JpegPhotoOptions extends GradientOptions {
  /** The EXIF orientation tag (1–8) to write, as a phone does instead of turning the pixels. */
  orientation?: number;
  /** Write a phone's EXIF block (camera, owner, GPS position). */
  phoneExif?: boolean;
  quality?: number;
}

/** A real JPEG, as a camera would send it: a gradient, with EXIF metadata when asked. */
export async function jpegPhoto(
  width: number,
  height: number,
  options: JpegPhotoOptions = {},
): Promise<Buffer> {
  let image = gradient(width, height, options).jpeg({ quality: options.quality ?? 90 });
  if (options.phoneExif === true) image = image.withExif(PHONE_EXIF);
  if (options.orientation !== undefined) image = image.withMetadata({ orientation: options.orientation });
  return image.toBuffer();
}

/** A real grey RGB PNG; with `alpha`, an RGBA PNG of that opacity (0 = fully transparent, 255 = opaque). */
export async function pngImage(width: number, height: number, alpha?: number): Promise<Buffer> {
  const grey = { r: 0x80, g: 0x80, b: 0x80 };
  const background = alpha === undefined ? grey : { ...grey, alpha: alpha / 255 };
  return sharp({ create: { width, height, channels: alpha === undefined ? 3 : 4, background } })
    .png()
    .toBuffer();
}

export async function webpImage(width: number, height: number): Promise<Buffer> {
  return gradient(width, height).webp().toBuffer();
}

export async function avifImage(width: number, height: number): Promise<Buffer> {
  return gradient(width, height).avif().toBuffer();
}

/** JPEG start-of-frame markers (baseline, progressive, lossless, arithmetic), which carry the size. */
const JPEG_SOF = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

/**
 * A small real JPEG whose frame header claims width × height: what a decompression bomb looks like to a
 * decoder that trusts the header. (JPEG has no checksum, so the header still reads well.)
 */
export async function jpegDeclaring(width: number, height: number): Promise<Buffer> {
  const bytes = Buffer.from(await jpegPhoto(16, 16));
  let offset = 2;
  while (offset + 4 <= bytes.length && bytes[offset] === 0xff) {
    const marker = bytes[offset + 1] ?? 0;
    if (JPEG_SOF.has(marker)) {
      bytes.writeUInt16BE(height, offset + 5);
      bytes.writeUInt16BE(width, offset + 7);
      return bytes;
    }
    offset += 2 + bytes.readUInt16BE(offset + 2);
  }
  throw new Error('No frame header in the JPEG');
}
