/**
 * The content versions of migration 020: a counter per kind of viewer-independent content, bumped by
 * statement triggers in every writing transaction. Read by primary key on each request that serves that
 * content from memory (services/versioned-content-cache.ts). Migration 028 adds 'search', bumped by every
 * table a kept search page reads (the search reads it with the viewer's houses: db/search-repository.ts).
 */
import type { Queryable } from './db.ts';

export type ContentKind = 'news' | 'events' | 'people' | 'search';

/** The kind's current version, as text (a bigint: compared for equality only). */
export async function contentVersion(db: Queryable, kind: ContentKind): Promise<string> {
  const [row] = await db.query<{ version: string }>(
    'SELECT version::text AS version FROM content_versions WHERE kind = $1',
    [kind],
  );
  if (row === undefined) throw new Error(`content_versions has no row for ${kind}`);
  return row.version;
}
