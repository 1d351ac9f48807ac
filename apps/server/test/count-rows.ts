import type { Queryable } from '../src/db/db.ts';

/**
 * The `total` a counting query answers (`SELECT count(*)::int AS total …`): the figure a test writes from
 * the spec, to compare with what the API says (X-WP-Total). NaN when the query answers no row.
 */
export async function countRows(db: Queryable, sql: string, params: unknown[] = []): Promise<number> {
  const [row] = await db.query<{ total: number }>(sql, params);
  return row?.total ?? Number.NaN;
}
