import type { Queryable } from '../../src/db/db.ts';

/**
 * Tables written as bookkeeping on ordinary requests, whatever their outcome: the caller's session (last
 * use, sign-in), the embedded identity provider's own state, and the rate limits' counters (a limited
 * route counts every attempt, refused ones included: that is what a limit on attempts is). Every other
 * table must stay untouched by a refused request.
 */
export const BOOKKEEPING_TABLES = ['sessions', 'oidc_payloads', 'rate_limit_counters'] as const;

/**
 * Installs row-level triggers that append one line to fuzz_write_log per row inserted, updated or deleted
 * in any application table, so a test can prove a refused request wrote nothing. Row-level (not statement)
 * triggers, so an UPDATE matching no row — how an ownership check can refuse — does not count as a write.
 */
export async function installWriteLog(db: Queryable): Promise<void> {
  const tables = await db.query<{ tablename: string }>(
    `SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND NOT (tablename = ANY($1))`,
    [[...BOOKKEEPING_TABLES, 'fuzz_write_log', 'schema_migrations']],
  );
  await db.exec(`
    CREATE TABLE fuzz_write_log (id serial PRIMARY KEY, table_name text NOT NULL, operation text NOT NULL);
    CREATE FUNCTION fuzz_log_write() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO fuzz_write_log (table_name, operation) VALUES (TG_TABLE_NAME, TG_OP);
      RETURN NULL;
    END $$;
  `);
  for (const { tablename } of tables) {
    await db.exec(
      `CREATE TRIGGER fuzz_log_write AFTER INSERT OR UPDATE OR DELETE ON "${tablename}"
       FOR EACH ROW EXECUTE FUNCTION fuzz_log_write()`,
    );
  }
}

export async function writesLogged(db: Queryable): Promise<number> {
  const [row] = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM fuzz_write_log');
  return row?.count ?? 0;
}

export async function lastWrites(db: Queryable, since: number): Promise<string[]> {
  const rows = await db.query<{ table_name: string; operation: string }>(
    'SELECT table_name, operation FROM fuzz_write_log ORDER BY id OFFSET $1',
    [since],
  );
  return rows.map((row) => `${row.operation} ${row.table_name}`);
}
