import { defineConfig, minimal2023Preset } from '@vite-pwa/assets-generator/config';

/**
 * The installable web app's icons (public/pwa-*.png, maskable-icon-512x512.png, apple-touch-icon-180x180.png,
 * favicon.ico), all drawn from the one source image, the favicon. Generated once and committed, so the build
 * needs no image tooling; after changing public/favicon.svg run, in apps/web:
 * `npx pwa-assets-generator` (public/manifest.webmanifest lists them).
 */
export default defineConfig({
  headLinkOptions: { preset: '2023' },
  preset: {
    ...minimal2023Preset,
    // The maskable icon may be cropped to a circle by the launcher: the mark sits in the safe zone on the
    // portal's primary colour instead of white.
    maskable: { ...minimal2023Preset.maskable, padding: 0.3, resizeOptions: { background: '#0f5c4d' } },
    apple: { ...minimal2023Preset.apple, resizeOptions: { background: '#0f5c4d' } },
  },
  images: ['public/favicon.svg'],
});
