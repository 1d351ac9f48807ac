import { injectManifest } from 'workbox-build';
import { defineConfig, type Plugin } from 'vite';

const outDir = 'dist';

/**
 * Writes the app shell's file list (with a revision per file) into the built dist/sw.js, where the worker reads
 * it as `self.__WB_MANIFEST` to precache the shell (ADR 018). Runs after the app's build, so it lists that
 * build's files; the compressed copies, source maps and the staff console are left out.
 */
function precacheManifest(): Plugin {
  return {
    name: 'portal-precache-manifest',
    apply: 'build',
    async closeBundle() {
      const { count, size, warnings } = await injectManifest({
        swSrc: `${outDir}/sw.js`,
        swDest: `${outDir}/sw.js`,
        globDirectory: outDir,
        globPatterns: ['**/*.{js,css,html,svg,png,ico,webmanifest}'],
        // The staff console (its editor alone is 400 kB) is for a few editors and needs the network anyway:
        // residents' browsers do not download it in the background; it is fetched when a route needs it.
        globIgnores: ['sw.js', '.vite/**', 'assets/staff-*'],
        // Hashed files are told apart by their names; index.html and the icons by a revision.
        dontCacheBustURLsMatching: /^assets\//,
      });
      for (const warning of warnings) this.warn(warning);
      this.info(`precache: ${count} files, ${Math.round(size / 1024)} kB`);
    },
  };
}

/**
 * The service worker (Web Push and offline reading, src/service-worker/sw.ts), built after the app into the
 * same dist as /sw.js, so that its scope is the whole site. A build of its own: one classic script that
 * shares no chunk with the app (a service worker cannot import the app's ES modules everywhere).
 */
export default defineConfig({
  plugins: [precacheManifest()],
  build: {
    outDir,
    emptyOutDir: false,
    sourcemap: true,
    copyPublicDir: false,
    rollupOptions: {
      input: 'src/service-worker/sw.ts',
      output: { format: 'iife', entryFileNames: 'sw.js' },
    },
  },
});
