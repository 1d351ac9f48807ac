/**
 * Where the server finds the files it reads at run time (migrations, sample campus, sample media, the built
 * web app), from one place. This module sits at the root of src/, and the build (build-server.ts) puts
 * every module of dist/ at its root too, so import.meta.url is one level below apps/server/ either way:
 * a module deeper in src/ that resolved `../../seed/` from its own URL would miss once bundled.
 */
import { fileURLToPath } from 'node:url';

/** apps/server/, as a URL ending in a slash. */
export const SERVER_DIR = new URL('../', import.meta.url);

/** The absolute path of a file or folder given relative to apps/server/ (`seed/`, `../web/dist`). */
export function serverPath(relative: string): string {
  return fileURLToPath(new URL(relative, SERVER_DIR));
}

/** The build's folder under apps/server/ and the names of its entry modules (build-server.ts). */
export const BUILD = {
  dir: 'dist/',
  entries: {
    main: 'src/main.ts',
    migrate: 'src/migrate-command.ts',
    'import-rooms': 'src/rooms-import-command.ts',
    'pglite-worker-thread': 'src/db/pglite-worker-thread.ts',
  },
  /** What the build records about itself: the release's version and commit (lifecycle/server-version.ts). */
  versionFile: 'version.json',
} as const;

/** Whether this code is the build (dist/), not the sources: only the build has a version file of its own. */
export const RUNNING_FROM_BUILD = new URL('.', import.meta.url).href === new URL(BUILD.dir, SERVER_DIR).href;
