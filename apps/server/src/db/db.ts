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

/** How busy the database's connections are, for the metrics (a PGlite engine counts as a pool of one). */
export interface PoolStats {
  /** Connections the pool may open. */
  max: number;
  /** Connections open now, in use or idle. */
  open: number;
  /** Connections running a statement or holding a transaction. */
  inUse: number;
  /** Operations waiting for a connection. */
  waiting: number;
}

export interface Db extends Queryable {
  /** Runs fn in a transaction: committed when fn resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  poolStats(): PoolStats;
  close(): Promise<void>;
}
