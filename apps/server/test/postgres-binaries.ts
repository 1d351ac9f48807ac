import { existsSync, readdirSync } from 'node:fs';
import { delimiter, join } from 'node:path';

/** Debian/Ubuntu keep the server binaries out of PATH, one folder per major version. */
const DEBIAN_ROOT = '/usr/lib/postgresql';

function hasServerBinaries(dir: string): boolean {
  return ['initdb', 'pg_ctl', 'postgres'].every((name) => existsSync(join(dir, name)));
}

/**
 * The folder holding PostgreSQL's initdb, pg_ctl and postgres: $POSTGRES_BIN_DIR if set, else the newest
 * Debian install, else PATH; null when PostgreSQL is not installed. Dependency-free, so that
 * vitest.config.ts can decide whether to run the PostgreSQL tests.
 */
export function postgresBinDir(): string | null {
  const configured = process.env['POSTGRES_BIN_DIR'];
  if (configured !== undefined && configured !== '') return hasServerBinaries(configured) ? configured : null;
  if (existsSync(DEBIAN_ROOT)) {
    const versions = readdirSync(DEBIAN_ROOT)
      .filter((name) => /^\d+$/.test(name))
      .sort((a, b) => Number(b) - Number(a));
    const found = versions.map((version) => join(DEBIAN_ROOT, version, 'bin')).find(hasServerBinaries);
    if (found !== undefined) return found;
  }
  return (
    (process.env['PATH'] ?? '').split(delimiter).find((dir) => dir !== '' && hasServerBinaries(dir)) ?? null
  );
}

/** Why the PostgreSQL tests do not run here, for the skip message. */
export const NO_POSTGRES_REASON =
  'PostgreSQL server binaries (initdb, pg_ctl, postgres) not found in /usr/lib/postgresql/*/bin, PATH or ' +
  '$POSTGRES_BIN_DIR: the tests against a real PostgreSQL are skipped (apt-get install postgresql).';
