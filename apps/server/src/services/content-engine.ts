/**
 * The one content engine's service (issue #30, docs/decisions/030-one-content-engine.md): a content type is
 * declared once (services/content-types/*.ts) as its table (db/content-repository.ts), its projection to the
 * wire shape of packages/domain, and who may list it; this lists any of them.
 */
import type { UserIdentity } from '../db/users-repository.ts';
import type { Listed, PageWindow } from '../db/content-sql.ts';
import {
  contentRowsByIds,
  listContentIds,
  listContentRows,
  type ContentFilter,
  type ContentTable,
  type EditableTable,
} from '../db/content-repository.ts';
import type { ContentKind } from '../db/content-versions.ts';
import { contentVersion } from '../db/content-versions.ts';
import type { Queryable } from '../db/db.ts';
import type { VersionedContentCache } from './versioned-content-cache.ts';

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
  /**
   * For a type whose lists depend on nobody's identity: whole pages with their totals are kept in memory at
   * the kind's content version (docs/decisions/020-versioned-content-cache.md), by query. The lists of given
   * ids (the search's results) differ with each search text: read, not kept.
   */
  keptPages?: { kind: ContentKind; cache: (db: Queryable) => VersionedContentCache<Listed<Item>> };
  /**
   * For a type whose lists depend on the viewer but whose items do not (the events): the list is read as ids
   * for this caller on every request, and the projected items are kept by id at the kind's content version.
   */
  keptItems?: {
    kind: ContentKind;
    cache: (db: Queryable) => VersionedContentCache<Item>;
    /** Pages of ids kept for every viewer of one class (see KeptClassPages). */
    classPages?: KeptClassPages<Filter>;
  };
}

/**
 * For a list whose ids depend on the viewer only through a class many viewers share (the events: their
 * houses, spec §3), the page's ids and total are kept per class at the kind's content version, so a request
 * reads one statement (the version and the class) instead of planning and running the list's.
 */
export interface KeptClassPages<Filter extends ContentFilter> {
  cache: (db: Queryable) => VersionedContentCache<Listed<number>>;
  /**
   * In one statement, the kind's version and the filter as the class reads it (the viewer replaced by
   * what they share with the class, so its rows are the same for every member), with the class's key
   * (the whole filter but the viewer); null when the list cannot be kept (it follows the clock).
   */
  classOf: (
    db: Queryable,
    filter: Filter,
  ) => Promise<{ version: string; filter: Filter; key: string } | null>;
}

/**
 * A content type the staff console edits (services/staff/staff-items.ts): its table half also says how the
 * console writes its rows (db/staff-items-repository.ts).
 */
export type EditableContentType<Row, Item, Filter extends ContentFilter> = ContentType<Row, Item, Filter> & {
  table: ContentTable<Filter> & { editing: EditableTable };
};

/**
 * The ids of one page and its total, with the content version read before them: kept for the viewer's
 * class when the type keeps class pages and the filter allows, read for this viewer otherwise.
 */
async function idsPage<Filter extends ContentFilter>(
  db: Queryable,
  table: ContentTable<Filter>,
  keptItems: { kind: ContentKind; classPages?: KeptClassPages<Filter> },
  filter: Filter,
  window: PageWindow,
): Promise<{ version: string; ids: number[]; total: number }> {
  const viewerClass = await keptItems.classPages?.classOf(db, filter);
  if (keptItems.classPages === undefined || viewerClass == null) {
    const version = await contentVersion(db, keptItems.kind);
    const { rows, total } = await listContentIds(db, table, filter, window);
    return { version, ids: rows, total };
  }
  const pages = keptItems.classPages.cache(db);
  const key = JSON.stringify([viewerClass.key, window.limit, window.offset, window.withTotal ?? true]);
  let page = pages.get(viewerClass.version, key);
  if (page === undefined) {
    // Read with the class's filter (the houses that statement read), so it is right for every member.
    page = await listContentIds(db, table, viewerClass.filter, window);
    pages.set(viewerClass.version, key, page);
  }
  return { version: viewerClass.version, ids: page.rows, total: page.total };
}

/** One page read as ids, its items projected from those kept at the current version or read by id. */
async function listThroughKeptItems<Row, Item, Filter extends ContentFilter>(
  db: Queryable,
  type: ContentType<Row, Item, Filter>,
  keptItems: NonNullable<ContentType<Row, Item, Filter>['keptItems']>,
  filter: Filter,
  window: PageWindow,
  publicUrl: string,
): Promise<Listed<Item>> {
  const kept = keptItems.cache(db);
  // Read before the page, so what is kept under this version is never older than the version.
  const { version, ids, total } = await idsPage(db, type.table, keptItems, filter, window);
  const byId = new Map<number, Item>();
  const missing: number[] = [];
  for (const id of ids) {
    const item = kept.get(version, String(id));
    if (item === undefined) missing.push(id);
    else byId.set(id, item);
  }
  for (const row of await contentRowsByIds<Row & { id: number }, Filter>(db, type.table, missing)) {
    const item = type.view(row, publicUrl);
    kept.set(version, String(row.id), item);
    byId.set(row.id, item);
  }
  // An item deleted between the two reads is left out, as if the page had been read after the delete.
  const rows = ids.flatMap((id) => {
    const item = byId.get(id);
    return item === undefined ? [] : [item];
  });
  return { rows, total };
}

/** One page of a content type's items, as the API sends them, with the list's total. */
export async function listContent<Row, Item, Filter extends ContentFilter>(
  db: Queryable,
  type: ContentType<Row, Item, Filter>,
  filter: Filter,
  window: PageWindow,
  publicUrl: string,
): Promise<Listed<Item>> {
  const read = async (): Promise<Listed<Item>> => {
    const { rows, total } = await listContentRows<Row, Filter>(db, type.table, filter, window);
    return { rows: rows.map((row) => type.view(row, publicUrl)), total };
  };
  if (type.keptItems !== undefined) {
    return listThroughKeptItems(db, type, type.keptItems, filter, window, publicUrl);
  }
  if (type.keptPages === undefined || filter.ids != null) return read();
  const pages = type.keptPages.cache(db);
  // Read before the page, so what is kept under this version is never older than the version.
  const version = await contentVersion(db, type.keptPages.kind);
  const key = JSON.stringify([filter, window.limit, window.offset, window.withTotal ?? true, publicUrl]);
  const kept = pages.get(version, key);
  if (kept !== undefined) return kept;
  const page = await read();
  pages.set(version, key, page);
  return page;
}

/** Whether `viewer` (null: a visitor) may list `filter` of `type`. */
export function mayList<Filter extends ContentFilter>(
  type: { visitorMayList?: (filter: Filter) => boolean },
  viewer: UserIdentity | null,
  filter: Filter,
): boolean {
  return viewer !== null || (type.visitorMayList?.(filter) ?? false);
}
