import react from '@vitejs/plugin-react';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { defineConfig } from 'vitest/config';

// The portal server serves the built app from the same origin and answers these paths; in `vite dev` they
// are proxied to it (its default port) so the app can be developed against a running server.
const serverOrigin = 'http://localhost:8080';
const serverPaths = ['/wp-json', '/portal-config.json', '/oidc'];

/**
 * A brotli (.br) and a gzip (.gz) copy beside each text file of the build, served as they are by the portal
 * server (apps/server/src/http/web-app.ts, ADR 018): compressed once at the strongest setting instead of on
 * every request. Source maps are left out: only developers download them.
 */
export const precompression = () =>
  compression({
    include: /\.(js|css|html|svg|json|webmanifest)$/,
    // The build manifest is read by the performance budget, never served.
    exclude: /\.vite\//,
    threshold: 1024,
    algorithms: [defineAlgorithm('brotliCompress'), defineAlgorithm('gzip', { level: 9 })],
    skipIfLargerOrEqual: true,
    logLevel: 'silent',
  });

export default defineConfig({
  plugins: [react(), precompression()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // dist/.vite/manifest.json: what each route loads, read by the performance budget (e2e/tests).
    manifest: true,
  },
  server: {
    proxy: Object.fromEntries(
      serverPaths.map((path) => [path, { target: serverOrigin, changeOrigin: false }]),
    ),
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./vitest.setup.ts'],
    css: false,
    restoreMocks: true,
    // A route test renders a lazy screen that is transformed on first use; on a loaded 2-core CI machine
    // that alone can pass the 5 s default. Waits inside a test keep their own limit (vitest.setup.ts).
    testTimeout: 20_000,
  },
});
