import { mkdir } from 'node:fs/promises';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import type { Db, Queryable } from './db.ts';

function queryable(target: PGlite | Transaction): Queryable {
  return {
    async query<Row>(sql: string, params: readonly unknown[] = []) {
      const result = await target.query<Row>(sql, [...params]);
      return result.rows;
    },
    async exec(sql: string) {
      await target.exec(sql);
    },
  };
}

export function pgliteDb(pglite: PGlite): Db {
  return {
    ...queryable(pglite),
    transaction: (fn) => pglite.transaction((tx) => fn(queryable(tx))),
    close: () => pglite.close(),
  };
}

/** PGlite persisted in dataDir, or in memory when dataDir is null. */
export async function openPglite(dataDir: string | null): Promise<Db> {
  if (dataDir !== null) await mkdir(dataDir, { recursive: true });
  const pglite = await PGlite.create(dataDir ?? undefined);
  return pgliteDb(pglite);
}
