#!/usr/bin/env node
/**
 * Draws the apps' icons and splash screens from ONE source image, resources/logo.svg (the web app's
 * favicon mark, white on transparent), on the portal's green (ADR 016). @capacitor/assets would do this but
 * pulls an old sharp that downloads libvips at install time; the repository's sharp (prebuilt libvips from
 * npm) is enough. Run after changing the logo: `npm run assets -w apps/mobile`; the outputs are committed.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const BRAND_GREEN = '#0f5c4d';
const mobileDir = dirname(dirname(fileURLToPath(import.meta.url)));
const androidRes = join(mobileDir, 'android/app/src/main/res');
const iosAssets = join(mobileDir, 'ios/App/App/Assets.xcassets');

/** Android launcher icons: px per density for 48dp (legacy icon) and 108dp (adaptive foreground). */
const DENSITIES = { mdpi: 1, hdpi: 1.5, xhdpi: 2, xxhdpi: 3, xxxhdpi: 4 };
/** Android splash sizes [width, height] (portrait; landscape swaps them), as Capacitor's template has them. */
/** @type {Record<string, [number, number]>} */
const SPLASH_PORTRAIT = {
  mdpi: [320, 480],
  hdpi: [480, 800],
  xhdpi: [720, 1280],
  xxhdpi: [960, 1600],
  xxxhdpi: [1280, 1920],
};

const logo = await readFile(join(mobileDir, 'resources/logo.svg'));

/**
 * The logo, `size` pixels wide, rasterised from the vector (never scaled up from a bitmap).
 * @param {number} size
 */
function logoAt(size) {
  return sharp(logo, { density: Math.ceil((72 * size) / 64) + 1 })
    .resize(size, size)
    .png()
    .toBuffer();
}

/**
 * The logo centred on a green canvas, `logoShare` of the shorter side, cut to `mask` (an SVG shape) if given.
 * @param {number} width
 * @param {number} height
 * @param {number} logoShare
 * @param {string} [mask]
 */
async function onGreen(width, height, logoShare, mask) {
  const logoSize = Math.round(Math.min(width, height) * logoShare);
  let image = sharp({ create: { width, height, channels: 4, background: BRAND_GREEN } }).composite([
    { input: await logoAt(logoSize), gravity: 'centre' },
  ]);
  if (mask !== undefined) {
    image = sharp(await image.png().toBuffer()).composite([{ input: Buffer.from(mask), blend: 'dest-in' }]);
  }
  return image;
}

/**
 * @param {string} path
 * @param {import('sharp').Sharp} image
 */
async function write(path, image) {
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, await image.png({ compressionLevel: 9 }).toBuffer());
}

for (const [density, scale] of Object.entries(DENSITIES)) {
  const icon = Math.round(48 * scale);
  const radius = Math.round(icon * 0.2);
  const rounded = `<svg width="${icon}" height="${icon}"><rect width="${icon}" height="${icon}" rx="${radius}"/></svg>`;
  const circle = `<svg width="${icon}" height="${icon}"><circle cx="${icon / 2}" cy="${icon / 2}" r="${icon / 2}"/></svg>`;
  await write(join(androidRes, `mipmap-${density}/ic_launcher.png`), await onGreen(icon, icon, 0.7, rounded));
  await write(
    join(androidRes, `mipmap-${density}/ic_launcher_round.png`),
    await onGreen(icon, icon, 0.7, circle),
  );
  // Adaptive icon: the launcher draws the green background and masks; the logo stays in the 66dp safe zone.
  const foreground = Math.round(108 * scale);
  await write(
    join(androidRes, `mipmap-${density}/ic_launcher_foreground.png`),
    sharp({
      create: {
        width: foreground,
        height: foreground,
        channels: 4,
        background: { r: 0, g: 0, b: 0, alpha: 0 },
      },
    }).composite([{ input: await logoAt(Math.round(foreground * 0.5)), gravity: 'centre' }]),
  );
}
await writeFile(
  join(androidRes, 'values/ic_launcher_background.xml'),
  `<?xml version="1.0" encoding="utf-8"?>\n<resources>\n    <color name="ic_launcher_background">${BRAND_GREEN}</color>\n</resources>\n`,
);

for (const [density, [width, height]] of Object.entries(SPLASH_PORTRAIT)) {
  await write(join(androidRes, `drawable-port-${density}/splash.png`), await onGreen(width, height, 0.35));
  await write(join(androidRes, `drawable-land-${density}/splash.png`), await onGreen(height, width, 0.35));
}
await write(join(androidRes, 'drawable/splash.png'), await onGreen(480, 320, 0.35));

// The App Store refuses icons with an alpha channel: the iOS icon is opaque, iOS rounds it itself.
await write(
  join(iosAssets, 'AppIcon.appiconset/AppIcon-512@2x.png'),
  sharp(await (await onGreen(1024, 1024, 0.62)).png().toBuffer()).removeAlpha(),
);
for (const name of ['splash-2732x2732.png', 'splash-2732x2732-1.png', 'splash-2732x2732-2.png']) {
  await write(join(iosAssets, 'Splash.imageset', name), await onGreen(2732, 2732, 0.2));
}
console.log('Icons and splash screens written from resources/logo.svg');
