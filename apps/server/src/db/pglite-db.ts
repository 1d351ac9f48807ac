import { mkdir } from 'node:fs/promises';
import { PGlite, type PGliteOptions, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { Db, Queryable } from './db.ts';
import { DatabaseUnavailableError } from './database-errors.ts';
import { SingleEngineUsage } from './single-engine-usage.ts';

/**
 * PGlite runs in this process, so it is unavailable only once closed (shutdown) or aborted (the WASM
 * instance crashed): both leave it closed, and it refuses every call with an "is closed/closing" error.
 */
function classified(pglite: PGlite, error: unknown): unknown {
  if (error instanceof DatabaseUnavailableError) return error;
  const closed =
    pglite.closed || (error instanceof Error && /^PGlite is clos(ed|ing)$|^Aborted\b/.test(error.message));
  return closed ? new DatabaseUnavailableError(error) : error;
}

function queryable(pglite: PGlite, target: PGlite | Transaction): Queryable {
  return {
    async query<Row>(sql: string, params: readonly unknown[] = []) {
      try {
        const result = await target.query<Row>(sql, [...params]);
        return result.rows;
      } catch (error) {
        throw classified(pglite, error);
      }
    },
    async exec(sql: string) {
      try {
        await target.exec(sql);
      } catch (error) {
        throw classified(pglite, error);
      }
    },
  };
}

export function pgliteDb(pglite: PGlite): Db {
  const usage = new SingleEngineUsage();
  const engine = queryable(pglite, pglite);
  return {
    query: (sql, params) => usage.track(() => engine.query(sql, params)),
    exec: (sql) => usage.track(() => engine.exec(sql)),
    transaction: (fn) =>
      usage.track(async () => {
        try {
          return await pglite.transaction((tx) => fn(queryable(pglite, tx)));
        } catch (error) {
          throw classified(pglite, error);
        }
      }),
    poolStats: () => usage.stats(!pglite.closed),
    async close() {
      // Closing twice (an app closing after its database failed) is not an error.
      if (!pglite.closed) await pglite.close();
    },
  };
}

/**
 * Memory sized for one campus (issue #31). PGlite keeps PostgreSQL's defaults, made for a server of its own:
 * 128 MB of shared buffers, 64 MB to build an index, 8 MB of buffers for temporary tables and 4 MB per sort
 * or hash, inside the WebAssembly heap of the portal's process, a heap that never shrinks: every page a
 * busy moment touched stays resident. The sample campus's database is about 30 MB and the operating
 * system's file cache keeps what the buffers do not. The memory bench (docs/performance.md, ADR 021), a
 * restarted sample campus: 320 MB with 32 MB of shared buffers and nothing else, 309 MB with these (16 MB
 * of shared buffers then), 294 MB with `npm start`'s allocator settings as well; 12 MB of shared buffers
 * since the same build measured 298–300 MB a session later (289 MB with 12 MB). No cost in CPU per
 * request showed in the load bench at either size.
 */
const MEMORY_SETTINGS = [
  ...['-c', 'shared_buffers=12MB'],
  ...['-c', 'maintenance_work_mem=16MB'],
  ...['-c', 'temp_buffers=1MB'],
  ...['-c', 'work_mem=2MB'],
  ...['-c', 'wal_buffers=256kB'],
];

/**
 * A PGlite engine with the extensions the migrations create (PostgreSQL servers have them in contrib):
 * unaccent for accent-insensitive search, pg_trgm for indexed substring search of names. Every PGlite of the server and its tests starts here.
 */
export function createPglite(
  options: Omit<PGliteOptions, 'extensions' | 'startParams'> = {},
): Promise<PGlite> {
  return PGlite.create({
    ...options,
    startParams: [...PGlite.defaultStartParams, ...MEMORY_SETTINGS],
    extensions: { unaccent, pg_trgm },
  });
}

/** PGlite persisted in dataDir, or in memory when dataDir is null. */
export async function openPglite(dataDir: string | null): Promise<Db> {
  if (dataDir !== null) await mkdir(dataDir, { recursive: true });
  const pglite = await createPglite(dataDir === null ? {} : { dataDir });
  return pgliteDb(pglite);
}
