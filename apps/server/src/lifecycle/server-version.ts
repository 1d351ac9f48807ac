/**
 * Which release is running (issue #28: the version in /health and in the start-up log line): the
 * repository's package version and the commit it was built from. A release has no .git folder, so the build
 * records both in dist/version.json (build-server.ts); the sources, in development, ask git.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { ServerVersion } from '@campus/domain/health';
import { BUILD, RUNNING_FROM_BUILD, serverPath } from '../server-files.ts';

const UNKNOWN = 'unknown';
const COMMIT = /^[0-9a-f]{7,64}$/;

function readJson(path: string): Record<string, unknown> | null {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
  } catch {
    return null;
  }
}

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** The version of the repository's root package.json (the release's version). */
export function packageVersion(): string | null {
  return text(readJson(serverPath('../../package.json'))?.['version']);
}

/** The commit checked out, from git; null without git or outside a repository. */
export function gitCommit(): string | null {
  try {
    const commit = execFileSync('git', ['rev-parse', 'HEAD'], {
      cwd: serverPath('.'),
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      timeout: 5_000,
    }).trim();
    return COMMIT.test(commit) ? commit : null;
  } catch {
    return null;
  }
}

/** What the build records in dist/version.json: the commit stays null when the build could not tell. */
export function buildVersionRecord(commitOverride: string | undefined): {
  version: string | null;
  commit: string | null;
} {
  const override = commitOverride !== undefined && COMMIT.test(commitOverride) ? commitOverride : null;
  return { version: packageVersion(), commit: override ?? gitCommit() };
}

/**
 * The running release: PORTAL_COMMIT first (an image built without .git passes it), then what the build
 * recorded, then git (sources in a checkout), else "unknown". Read once at start.
 */
export function resolveServerVersion(commitOverride: string | null): ServerVersion {
  const recorded = RUNNING_FROM_BUILD ? readJson(serverPath(`${BUILD.dir}${BUILD.versionFile}`)) : null;
  return {
    version: text(recorded?.['version']) ?? packageVersion() ?? UNKNOWN,
    commit: commitOverride ?? text(recorded?.['commit']) ?? gitCommit() ?? UNKNOWN,
  };
}
