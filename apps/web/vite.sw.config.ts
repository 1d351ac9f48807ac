import { defineConfig } from 'vite';

/**
 * The service worker (Web Push, src/service-worker/sw.ts), built after the app into the same dist as
 * /sw.js, so that its scope is the whole site. A build of its own: one classic script that shares no chunk
 * with the app (a service worker cannot import the app's ES modules everywhere).
 */
export default defineConfig({
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    sourcemap: true,
    copyPublicDir: false,
    rollupOptions: {
      input: 'src/service-worker/sw.ts',
      output: { format: 'iife', entryFileNames: 'sw.js' },
    },
  },
});
