import type { Queryable } from '../src/db/db.ts';

/**
 * The `total` a counting query answers (`SELECT count(*)::int AS total …`): the figure a test writes from
 * the spec, to compare with what the API says (X-WP-Total). NaN when the query answers no row.
 */
export async function countRows(db: Queryable, sql: string, params: unknown[] = []): Promise<number> {
  const [row] = await db.query<{ total: number }>(sql, params);
  return row?.total ?? Number.NaN;
}

/**
 * The people a viewer ($1) finds in the directory, written from the spec (§2.9, §4): others who show a
 * name or a photo, public, or of house confidentiality and sharing a house with the viewer.
 */
export const FINDABLE_PEOPLE_SQL = `SELECT count(*)::int AS total FROM users u WHERE u.id <> $1
  AND (('name' = ANY(u.show) AND u.display_name <> '') OR ('image' = ANY(u.show) AND u.photo IS NOT NULL))
  AND (u.confidentiality = 'public' OR (u.confidentiality = 'house' AND EXISTS (SELECT 1
    FROM user_houses sh JOIN user_houses vh ON vh.house_id = sh.house_id
    WHERE sh.user_id = u.id AND vh.user_id = $1)))`;
