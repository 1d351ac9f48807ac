import type { Post } from '@campus/domain/content';
import type { Language } from '@campus/domain/locale';
import type { Listed, PageWindow } from '../db/content-sql.ts';
import type { Queryable } from '../db/db.ts';
import { listPosts } from '../db/posts-repository.ts';
import { postView } from './content-projection.ts';

export interface NewsQuery {
  language: Language;
  /** Any of these slugs (WordPress accepts a comma-separated list). */
  slugs: string[] | null;
  /** Only the news of these houses (tax-house). */
  houseIds: number[] | null;
  /** Only these items (the search's embedded results). */
  ids?: number[] | null;
}

/** One page of published news (spec §3 Post), sticky first then newest, as the API sends it. */
export async function listNews(
  db: Queryable,
  query: NewsQuery,
  window: PageWindow,
  publicUrl: string,
): Promise<Listed<Post>> {
  const { rows, total } = await listPosts(db, query, window);
  return { rows: rows.map((row) => postView(row, publicUrl)), total };
}
