import type { DatabaseConfig } from '../config.ts';
import type { Db } from './db.ts';
import { openPgliteInWorker } from './pglite-worker-db.ts';
import { openPostgres } from './pg-db.ts';

export async function openDb(config: DatabaseConfig, onIdleError: (error: Error) => void): Promise<Db> {
  switch (config.kind) {
    case 'postgres':
      return openPostgres(config.url, onIdleError, {
        poolSize: config.poolSize,
        statementTimeoutMs: config.statementTimeoutMs,
      });
    case 'pglite':
      // Its own thread: the WASM engine would otherwise hold the server's only event loop (issue #20).
      return openPgliteInWorker(config.dataDir);
  }
}
