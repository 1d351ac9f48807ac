import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startPostgresServer, type PostgresServer } from '../../apps/server/test/postgres-server.ts';

export type DatabaseKind = 'pglite' | 'postgres';

/** Where one server of the bench keeps its data: the environment that points the server at it. */
export interface BenchDatabase {
  env: Record<string, string>;
  /** Deletes the data (PGlite folder or PostgreSQL database). */
  drop(): Promise<void>;
}

/** Gives each (database kind, campus) an empty database; one PostgreSQL cluster serves them all. */
export class BenchDatabases {
  private postgres: PostgresServer | null = null;

  async create(kind: DatabaseKind, name: string): Promise<BenchDatabase> {
    if (kind === 'pglite') {
      const dataDir = await mkdtemp(join(tmpdir(), `campus-load-bench-${name}-`));
      return {
        env: { DATA_DIR: dataDir },
        drop: () => rm(dataDir, { recursive: true, force: true }),
      };
    }
    // The cluster CI starts (.ci/start-postgres.sh): a throwaway initdb on loopback, fsync off.
    this.postgres ??= await startPostgresServer();
    const url = await this.postgres.createDatabase(name);
    return { env: { DATABASE_URL: url, SEED_SAMPLE_DATA: 'true' }, drop: () => Promise.resolve() };
  }

  async close(): Promise<void> {
    await this.postgres?.destroy();
    this.postgres = null;
  }
}
