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
 * A PGlite engine with the extensions the migrations create (PostgreSQL servers have them in contrib):
 * unaccent for accent-insensitive search, pg_trgm for indexed substring search of names. Every PGlite of the server and its tests starts here.
 */
export function createPglite(options: Omit<PGliteOptions, 'extensions'> = {}): Promise<PGlite> {
  return PGlite.create({ ...options, extensions: { unaccent, pg_trgm } });
}

/** PGlite persisted in dataDir, or in memory when dataDir is null. */
export async function openPglite(dataDir: string | null): Promise<Db> {
  if (dataDir !== null) await mkdir(dataDir, { recursive: true });
  const pglite = await createPglite(dataDir === null ? {} : { dataDir });
  return pgliteDb(pglite);
}
