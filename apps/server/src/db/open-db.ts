import type { DatabaseConfig } from '../config.ts';
import type { Db } from './db.ts';
import { openPglite } from './pglite-db.ts';
import { openPostgres } from './pg-db.ts';

export async function openDb(config: DatabaseConfig, onIdleError: (error: Error) => void): Promise<Db> {
  switch (config.kind) {
    case 'postgres':
      return openPostgres(config.url, onIdleError);
    case 'pglite':
      return openPglite(config.dataDir);
  }
}
