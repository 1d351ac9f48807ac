import { queryErrorKind, type QueryErrorKind } from './database-errors.ts';
import type { Db, Queryable } from './db.ts';

/**
 * The database, reporting each failed operation's kind (the metrics count them). A transaction counts once,
 * as a whole: the statement that failed inside it makes the transaction fail.
 */
export function reportQueryErrors(db: Db, onError: (kind: QueryErrorKind) => void): Db {
  async function reported<T>(run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      onError(queryErrorKind(error));
      throw error;
    }
  }
  return {
    query: <Row>(sql: string, params?: readonly unknown[]) => reported(() => db.query<Row>(sql, params)),
    exec: (sql) => reported(() => db.exec(sql)),
    transaction: <T>(fn: (tx: Queryable) => Promise<T>) => reported(() => db.transaction(fn)),
    poolStats: () => db.poolStats(),
    close: () => db.close(),
  };
}
