import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// The portal server serves the built app from the same origin and answers these paths; in `vite dev` they
// are proxied to it (its default port) so the app can be developed against a running server.
const serverOrigin = 'http://localhost:8080';
const serverPaths = ['/wp-json', '/portal-config.json', '/oidc'];

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
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
