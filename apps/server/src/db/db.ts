/**
 * The one query interface the server uses, so that the same repositories run on PGlite (embedded, tests)
 * and on a PostgreSQL server (production). Both speak the Postgres dialect; only the driver differs.
 */
export interface Queryable {
  /** One statement, with $1… parameters. */
  query<Row>(sql: string, params?: readonly unknown[]): Promise<Row[]>;
  /** A script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  /** Runs fn in a transaction: committed when fn resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
