import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import type { Plugin } from 'vite';
import { configDefaults, defineConfig } from 'vitest/config';
import { appStartAfterFirstFrame } from './build/app-start-script.ts';
import { customMedia } from './build/custom-media.ts';
import { earlyRequests } from './build/early-requests-script.ts';
import { FIRST_PAINT_STRINGS_PREFIX, firstPaintStrings } from './build/first-paint-strings.ts';
import { moduleGraph } from './build/module-graph.ts';
import { moduleMockingTests } from './build/module-mocking-tests.ts';
import { standaloneSchemaCheck } from './build/standalone-schema-check.ts';
import {
  FIRST_PAINT_MODULES,
  FIRST_PAINT_NAMESPACES,
  firstPaintStringsChunk,
} from './src/app/first-paint.ts';
import { CUSTOM_MEDIA } from './src/lib/breakpoints.ts';

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

const FRAMEWORK_MODULES =
  /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|@tanstack)[\\/]/;

/**
 * The output files of the first-paint screens' chunks (src/app/first-paint.ts), found in the bundle before
 * Vite's own generateBundle writes each lazy import's preload list (it runs after the app's plugins).
 */
const firstPaintChunks = new Set<string>();
const firstPaintChunkFiles = (): Plugin => ({
  name: 'portal-first-paint-chunks',
  apply: 'build',
  generateBundle(_options, bundle) {
    firstPaintChunks.clear();
    for (const chunk of Object.values(bundle)) {
      const source = chunk.type === 'chunk' ? chunk.facadeModuleId?.replaceAll('\\', '/') : undefined;
      if (source !== undefined && FIRST_PAINT_MODULES.some((module) => source.endsWith(`/${module}`)))
        firstPaintChunks.add(chunk.fileName);
    }
  },
});
/**
 * A language's first-paint namespaces (src/app/first-paint.ts) and the module that gathers them
 * (build/first-paint-strings.ts), which start-up loads before the first render (ADR 037): one chunk per
 * language rather than one per namespace, which compresses better.
 */
const firstPaintStringsModules = (language: string) => (id: string) =>
  id === `\0${FIRST_PAINT_STRINGS_PREFIX}${language}` ||
  FIRST_PAINT_NAMESPACES.some((namespace) =>
    id.replaceAll('\\', '/').endsWith(`/src/locales/${language}/${namespace}.json`),
  );
const TYPEBOX_MODULES = /node_modules[\\/]typebox[\\/]/;
const SCHEMA_CHECK_MODULES = /node_modules[\\/]typebox[\\/]build[\\/](guard[\\/]|format[\\/]uri\.mjs)/;

export default defineConfig({
  plugins: [
    react(),
    customMedia(CUSTOM_MEDIA),
    standaloneSchemaCheck({
      'portal-config': { module: '@campus/domain/portal-config', exportName: 'PortalConfigSchema' },
      'offline-user-data': {
        module: './src/lib/platform/offline-user-data-schema.ts',
        exportName: 'OfflineUserDataSchema',
      },
    }),
    firstPaintStrings(),
    precompression(),
    firstPaintChunkFiles(),
    moduleGraph(),
    earlyRequests(),
    appStartAfterFirstFrame(),
  ],
  // A JSON module is its default export only (the strings of one i18next namespace, ADR 037): a named
  // export per top-level key would add a variable and an export per group to each chunk.
  json: { namedExports: false },
  css: {
    // Lightning CSS (which already minifies the build) compiles the stylesheets too, so that they can name
    // the layout's breakpoint as custom media (build/custom-media.ts, src/lib/breakpoints.ts).
    transformer: 'lightningcss',
    lightningcss: { drafts: { customMedia: true } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // dist/.vite/manifest.json: what each route loads, read by the performance budget (e2e/tests).
    manifest: true,
    // A lazy chunk's own imports are fetched alongside it only for the screens a first load paints
    // (src/app/first-paint.ts): Vite's table of every other screen's imports weighed 2.5 kB gzip
    // in the entry (issue #20). Other screens fetch their imports as they parse, once: after the first
    // visit the service worker's precache serves them all.
    modulePreload: {
      resolveDependencies: (filename, dependencies, { hostType }) =>
        hostType === 'html' || firstPaintChunks.has(filename) ? dependencies : [],
    },
    rolldownOptions: {
      treeshake: {
        // TypeBox's modules only declare (it has no bare imports), but its package does not say so: without
        // this, every chunk that touches one of its modules is loaded for its "side effects".
        moduleSideEffects: [{ test: TYPEBOX_MODULES, sideEffects: false }],
        // Reading a property has no side effect in this code base (no getter is relied on for one), so an
        // unused read — a domain schema spreading another's `.properties` — is dropped with its value. The
        // bundles of React and the router are otherwise the same (checked by diffing the build, issue #20).
        propertyReadSideEffects: false,
        // packages/domain builds its schemas at module level; the web app imports those modules for their
        // constants and rules, and checks answers against the schemas in development only, so a production
        // build drops every schema (bundle-checks/schemas-dropped.test.ts). The bundler cannot know that
        // building one has no side effect: these are the calls that build schemas, TypeBox's `Type.…` and
        // the domain's own schema helpers (domain/src/wire.ts, domain/src/stored-url.ts). A new helper goes
        // here, or the check names the TypeBox modules it brought back.
        manualPureFunctions: [
          'Type',
          'Nullable',
          'SafeTextSchema',
          'PlainTextSchema',
          'PagingQuerySchema',
          'BinaryBodySchema',
          'StoredUrlSchema',
        ],
      },
      output: {
        // The libraries every screen runs before its first paint, in one chunk: one file compresses better
        // than a dozen small ones (about 5 kB gzip less on /news), and it changes only when they do, so a
        // release of the app alone leaves it in the browser's cache.
        codeSplitting: {
          groups: [
            { name: 'framework', test: FRAMEWORK_MODULES },
            // What the start-up configuration check calls (build/standalone-schema-check.ts): its own small
            // chunk, or it would share one with TypeBox's whole engine.
            { name: 'schema-check', test: SCHEMA_CHECK_MODULES },
            { name: firstPaintStringsChunk('fr'), test: firstPaintStringsModules('fr') },
            { name: firstPaintStringsChunk('en'), test: firstPaintStringsModules('en') },
          ],
        },
      },
    },
  },
  server: {
    proxy: Object.fromEntries(
      serverPaths.map((path) => [path, { target: serverOrigin, changeOrigin: false }]),
    ),
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./vitest.setup.ts'],
    // The checks of the built app run after the build (npm run test:bundle, bundle-checks/vitest.config.ts).
    exclude: [...configDefaults.exclude, 'bundle-checks/**'],
    css: false,
    restoreMocks: true,
    // A route test renders a lazy screen that is transformed on first use; on a loaded 2-core CI machine
    // that alone can pass the 5 s default. Waits inside a test keep their own limit (vitest.setup.ts).
    testTimeout: 20_000,
    // Vitest keeps one core for itself by default, which on a 2-core machine runs the files one by one;
    // its main process is idle during the run, so use every core (at least two).
    maxWorkers: Math.max(2, availableParallelism()),
    // The test files share their worker's modules instead of importing React, the router and the app
    // again for each file (half the leg's time: docs/testing.md, ADR 047); each test's DOM, storage and
    // request handlers are reset by vitest.setup.ts. The files that mock a module keep a fresh module
    // graph each (build/module-mocking-tests.ts).
    projects: [
      {
        extends: true,
        test: {
          name: 'shared-worker',
          isolate: false,
          exclude: [...configDefaults.exclude, 'bundle-checks/**', ...moduleMockingTests()],
        },
      },
      { extends: true, test: { name: 'module-mocks', include: moduleMockingTests() } },
    ],
  },
});
