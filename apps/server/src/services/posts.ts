import type { Post } from '@campus/domain/content';
import type { Language } from '@campus/domain/locale';
import type { Listed, PageWindow } from '../db/content-sql.ts';
import type { Queryable } from '../db/db.ts';
import { contentVersion } from '../db/content-versions.ts';
import { listPosts } from '../db/posts-repository.ts';
import { postView } from './content-projection.ts';
import { contentCachesOf } from './versioned-content-cache.ts';

export interface NewsQuery {
  language: Language;
  /** Any of these slugs (WordPress accepts a comma-separated list). */
  slugs: string[] | null;
  /** Only the news of these houses (tax-house). */
  houseIds: number[] | null;
  /** Only these items (the search's embedded results). */
  ids?: number[] | null;
}

/**
 * One page of published news (spec §3 Post), sticky first then newest, as the API sends it. News depends on
 * nobody's identity, so the page and its total are kept per query at the current news version.
 */
export async function listNews(
  db: Queryable,
  query: NewsQuery,
  window: PageWindow,
  publicUrl: string,
): Promise<Listed<Post>> {
  // The search's embedded results (ids) differ with each search text: read, not kept.
  if (query.ids != null) {
    const { rows, total } = await listPosts(db, query, window);
    return { rows: rows.map((row) => postView(row, publicUrl)), total };
  }
  const pages = contentCachesOf(db).newsPages;
  const version = await contentVersion(db, 'news');
  const key = JSON.stringify([
    query.language,
    query.slugs,
    query.houseIds,
    window.limit,
    window.offset,
    window.withTotal ?? true,
    publicUrl,
  ]);
  const kept = pages.get(version, key);
  if (kept !== undefined) return kept;
  const { rows, total } = await listPosts(db, query, window);
  const page = { rows: rows.map((row) => postView(row, publicUrl)), total };
  pages.set(version, key, page);
  return page;
}
