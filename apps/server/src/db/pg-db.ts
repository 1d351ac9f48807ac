import pg from 'pg';
import type { Db, Queryable } from './db.ts';
import { DatabaseUnavailableError, isPostgresConnectionFailure } from './database-errors.ts';

/**
 * How long to wait for a connection before answering 503: PostgreSQL unreachable (host down, packets
 * dropped) would otherwise hold every request until the operating system gives up, minutes later.
 */
const CONNECTION_TIMEOUT_MS = 3_000;

/** A connection-level failure becomes DatabaseUnavailableError; an SQL error stays as it is. */
function classified(error: unknown): unknown {
  if (error instanceof DatabaseUnavailableError) return error;
  return isPostgresConnectionFailure(error) ? new DatabaseUnavailableError(error) : error;
}

/**
 * Distinct statement texts prepared by name, at most: the repositories' SQL is a finite set of shapes, so
 * this bound is only a guard against a caller that builds its text from data.
 */
const MAX_PREPARED_STATEMENTS = 1_000;

/**
 * Names of prepared statements by SQL text, shared by the pool's connections: pg parses and plans a named
 * statement once per connection, then only binds and executes it (issue #20: planning was 0.3 ms of every
 * request). Only statements with parameters: a named statement takes the extended protocol, which allows
 * one statement, and scripts (migrations) have none.
 */
export class PreparedStatementNames {
  private readonly names = new Map<string, string>();

  constructor(private readonly max = MAX_PREPARED_STATEMENTS) {}

  /** The name to prepare this text under, or undefined to run it unnamed. */
  nameOf(sql: string, paramCount: number): string | undefined {
    if (paramCount === 0) return undefined;
    const known = this.names.get(sql);
    if (known !== undefined || this.names.size >= this.max) return known;
    const name = `campus_${String(this.names.size + 1)}`;
    this.names.set(sql, name);
    return name;
  }
}

function queryable(client: pg.Pool | pg.PoolClient, prepared: PreparedStatementNames): Queryable {
  return {
    async query<Row>(sql: string, params: readonly unknown[] = []) {
      try {
        const result = await client.query({
          name: prepared.nameOf(sql, params.length),
          text: sql,
          values: [...params],
        });
        return result.rows as Row[];
      } catch (error) {
        throw classified(error);
      }
    },
    async exec(sql: string) {
      try {
        // Without parameters pg uses the simple query protocol, which accepts several statements.
        await client.query(sql);
      } catch (error) {
        throw classified(error);
      }
    },
  };
}

/** Errors of a checked-out client between its queries; the next query reports them. */
function ignoreWhileCheckedOut(): void {}

/** pg's own pool size, for the tools that do not say (tests, the large-campus command). */
const PG_DEFAULT_POOL_SIZE = 10;

export interface PostgresPoolOptions {
  /** Connections opened at most (DATABASE_POOL_SIZE). */
  poolSize?: number;
  /**
   * PostgreSQL cancels a statement running longer (DATABASE_STATEMENT_TIMEOUT_MS), so that a request stuck
   * on a lock or a runaway query answers instead of holding a connection; 0 or unset: the server's own.
   */
  statementTimeoutMs?: number;
}

/**
 * A pool of connections to PostgreSQL. It needs no restart after an outage: a broken connection is
 * dropped from the pool (its error goes to onIdleError instead of crashing the process) and the next
 * request opens a new one.
 */
export function openPostgres(
  url: string,
  onIdleError: (error: Error) => void,
  options: PostgresPoolOptions = {},
): Db {
  const max = options.poolSize ?? PG_DEFAULT_POOL_SIZE;
  const pool = new pg.Pool({
    connectionString: url,
    connectionTimeoutMillis: CONNECTION_TIMEOUT_MS,
    keepAlive: true,
    max,
    // Sent with each connection's start-up; 0 leaves the server's setting.
    ...(options.statementTimeoutMs ? { statement_timeout: options.statementTimeoutMs } : {}),
  });
  // An idle client losing its connection emits 'error' on the pool; unhandled, it would crash the process.
  pool.on('error', onIdleError);
  const prepared = new PreparedStatementNames();
  return {
    ...queryable(pool, prepared),
    async transaction(fn) {
      let client: pg.PoolClient;
      try {
        client = await pool.connect();
      } catch (error) {
        throw classified(error);
      }
      // A checked-out client has no pool listener: a connection lost between two statements would emit
      // an unhandled 'error' and end the process.
      client.on('error', ignoreWhileCheckedOut);
      let broken: Error | undefined;
      try {
        const inTransaction = queryable(client, prepared);
        await inTransaction.exec('BEGIN');
        const result = await fn(inTransaction);
        await inTransaction.exec('COMMIT');
        return result;
      } catch (error) {
        if (error instanceof Error && !(await rolledBack(client))) broken = error;
        throw error;
      } finally {
        client.off('error', ignoreWhileCheckedOut);
        // Passing an error destroys the connection instead of returning a broken one to the pool.
        client.release(broken);
      }
    },
    poolStats: () => ({
      max,
      open: pool.totalCount,
      inUse: pool.totalCount - pool.idleCount,
      waiting: pool.waitingCount,
    }),
    close: () => pool.end(),
  };
}

async function rolledBack(client: pg.PoolClient): Promise<boolean> {
  try {
    await client.query('ROLLBACK');
    return true;
  } catch {
    return false;
  }
}
