/**
 * Builds the server for `npm start` (docs/decisions/021): esbuild bundles src/ and packages/domain into
 * ESM modules in dist/, all at its root (src/server-files.ts relies on that), leaving every npm package
 * to be imported from node_modules as it is. Node then runs plain JavaScript: no TypeScript compiler in
 * the running process (tsx's loader thread and esbuild service took about 50 MB of an idle server). The
 * seeding is a chunk of its own, loaded only by a first start that seeds; `dist/migrate.js` is the migrate
 * command. Half a second; dev and tests keep running the sources.
 */
import { rm, writeFile } from 'node:fs/promises';
import { build, type Plugin } from 'esbuild';
import { buildVersionRecord } from './src/lifecycle/server-version.ts';
import { BUILD, serverPath } from './src/server-files.ts';

/** Every bare import stays an import of node_modules, except the workspace's own TypeScript packages. */
const npmPackagesExternal: Plugin = {
  name: 'npm-packages-external',
  setup(esbuild) {
    esbuild.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@campus/') ? undefined : { path: args.path, external: true },
    );
  },
};

const outdir = serverPath(BUILD.dir);
await rm(outdir, { recursive: true, force: true });
await build({
  absWorkingDir: serverPath('.'),
  entryPoints: BUILD.entries,
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node24',
  plugins: [npmPackagesExternal],
  // Class and function names as written: error names and log lines read them.
  keepNames: true,
  // For `node --enable-source-maps dist/main.js` when a stack trace needs the sources.
  sourcemap: 'linked',
  logLevel: 'warning',
});

// A release has no .git folder: the version and commit it reports come from here (PORTAL_COMMIT when the
// build runs outside a checkout, e.g. an image build; else git).
await writeFile(
  `${outdir}${BUILD.versionFile}`,
  `${JSON.stringify(buildVersionRecord(process.env['PORTAL_COMMIT']))}\n`,
);
