/**
 * What `npm start` builds before it starts, and from what (docs/decisions/025): the inputs of each build are
 * hashed, and a build runs again only when they changed (stale-build.ts).
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { BuildTarget } from './stale-build.ts';

/** The repository root, with a trailing slash. */
export const ROOT = fileURLToPath(new URL('..', import.meta.url));

const STAMPS = 'node_modules/.cache/campus-portal-builds';

/** The commit checked out, or '' outside a git checkout (a source archive). */
export function checkedOutCommit(): string {
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], { cwd: ROOT, encoding: 'utf8', stdio: 'pipe' }).trim();
  } catch {
    return '';
  }
}

export const TARGETS = {
  web: {
    label: 'web app',
    // The domain package is compiled into the web app; the lock file fixes Vite's and the libraries' versions.
    inputs: ['apps/web', 'packages/domain', 'package-lock.json'],
    output: 'apps/web/dist/index.html',
    stamp: `${STAMPS}/web.sha256`,
    command: ['npm', 'run', 'build', '--workspace', 'apps/web'],
  },
  server: {
    label: 'server',
    inputs: [
      'apps/server/src',
      'apps/server/build-server.ts',
      'apps/server/package.json',
      'packages/domain',
      'package-lock.json',
    ],
    output: 'apps/server/dist/main.js',
    stamp: `${STAMPS}/server.sha256`,
    command: ['npm', 'run', 'build', '--workspace', 'apps/server'],
    // The server's build records the version it is (package and commit, shown by /health): a new commit
    // builds it again (half a second), so that it never shows the previous one.
    extra: checkedOutCommit,
  },
} as const satisfies Record<string, BuildTarget>;

export type TargetName = keyof typeof TARGETS;

export const isTargetName = (name: string): name is TargetName => name in TARGETS;
