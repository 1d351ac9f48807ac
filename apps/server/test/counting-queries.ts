import type { Queryable } from '../src/db/db.ts';

/**
 * A real database that counts the statements sent through it, for the tests that a path sends a constant
 * number of queries whatever the size of what it reads (no query per row). The statements run as they
 * would: nothing is mocked.
 */
export function countingQueries(db: Queryable): { db: Queryable; sent: () => number } {
  let sent = 0;
  return {
    db: {
      query: <Row>(sql: string, params?: readonly unknown[]) => {
        sent += 1;
        return db.query<Row>(sql, params);
      },
      exec: (sql: string) => {
        sent += 1;
        return db.exec(sql);
      },
    },
    sent: () => sent,
  };
}
