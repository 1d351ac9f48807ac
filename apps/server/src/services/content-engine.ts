/**
 * The one content engine's service (issue #30, docs/decisions/030-one-content-engine.md): a content type is
 * declared once (services/content-types/*.ts) as its table (db/content-repository.ts), its projection to the
 * wire shape of packages/domain, and who may list it; this lists any of them.
 */
import type { UserIdentity } from '../db/users-repository.ts';
import type { Listed, PageWindow } from '../db/content-sql.ts';
import { listContentRows, type ContentFilter, type ContentTable } from '../db/content-repository.ts';
import type { Queryable } from '../db/db.ts';

export type { ContentFilter };

/** A content type: where its rows are, how a row is sent, and who may list it. */
export interface ContentType<Row, Item, Filter extends ContentFilter> {
  table: ContentTable<Filter>;
  /** A row as the API sends it: the domain schema of its endpoint is the contract. */
  view: (row: Row, publicUrl: string) => Item;
  /**
   * Whether a caller without a token may ask this list (an endpoint declared signInOptional): the rest of
   * the type is for signed-in people only. Absent: the endpoint's access decides alone.
   */
  visitorMayList?: (filter: Filter) => boolean;
}

/** One page of a content type's items, as the API sends them, with the list's total. */
export async function listContent<Row, Item, Filter extends ContentFilter>(
  db: Queryable,
  type: ContentType<Row, Item, Filter>,
  filter: Filter,
  window: PageWindow,
  publicUrl: string,
): Promise<Listed<Item>> {
  const { rows, total } = await listContentRows<Row, Filter>(db, type.table, filter, window);
  return { rows: rows.map((row) => type.view(row, publicUrl)), total };
}

/** Whether `viewer` (null: a visitor) may list `filter` of `type`. */
export function mayList<Filter extends ContentFilter>(
  type: { visitorMayList?: (filter: Filter) => boolean },
  viewer: UserIdentity | null,
  filter: Filter,
): boolean {
  return viewer !== null || (type.visitorMayList?.(filter) ?? false);
}
