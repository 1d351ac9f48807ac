import type { StaffContentType } from '@campus/domain/staff';
import type { Queryable } from './db.ts';

const TABLES = { post: 'posts', event: 'events' } as const satisfies Record<StaffContentType, string>;

/**
 * The translation group of one row of an item: a preview link names its item by a row id, which keeps the
 * link's token within the router's 100 characters for a path parameter (a group is up to 200).
 */
export async function groupOfRow(db: Queryable, type: StaffContentType, id: number): Promise<string | null> {
  const [row] = await db.query<{ group: string }>(
    `SELECT translation_group AS "group" FROM ${TABLES[type]} WHERE id = $1`,
    [id],
  );
  return row?.group ?? null;
}
