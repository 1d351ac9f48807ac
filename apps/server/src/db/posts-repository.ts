import type { Language } from '@campus/domain/locale';
import {
  gmtDate,
  housesOf,
  localDate,
  translationsOf,
  type ContentHouseRow,
  type Listed,
  type PageWindow,
} from './content-sql.ts';
import type { Queryable } from './db.ts';
import { keptTotalSql } from './list-totals.ts';

export interface PostRow {
  id: number;
  slug: string;
  language: Language;
  date: string;
  date_gmt: string;
  modified: string;
  status: 'publish';
  title: string;
  content: string;
  excerpt: string;
  fimg_url: string | null;
  sticky: boolean;
  service: { slug: string; name: string } | null;
  acf: Record<string, unknown>;
  houses: ContentHouseRow[];
  tag_ids: number[];
  /** "language:id" pairs of the translation group (translationsFromPairs). */
  translations: string[];
}

export interface PostFilter {
  language: Language;
  /** Any of these slugs (WordPress accepts a comma-separated list). */
  slugs: string[] | null;
  /** Only the news of these houses (tax-house). */
  houseIds: number[] | null;
  /** Only these news items (the search's embedded results). */
  ids?: number[] | null;
}

function where(filter: PostFilter): { sql: string; params: unknown[] } {
  const params: unknown[] = [filter.language];
  const clauses = ["p.status = 'publish'", 'p.language = $1'];
  if (filter.slugs !== null) {
    params.push(filter.slugs);
    clauses.push(`p.slug = ANY($${params.length}::text[])`);
  }
  if (filter.ids != null) {
    params.push(filter.ids);
    clauses.push(`p.id = ANY($${params.length}::int[])`);
  }
  if (filter.houseIds !== null) {
    params.push(filter.houseIds);
    clauses.push(
      `EXISTS (SELECT 1 FROM post_houses ph WHERE ph.post_id = p.id AND ph.house_id = ANY($${params.length}::int[]))`,
    );
  }
  return { sql: clauses.join(' AND '), params };
}

/**
 * One page of published news, sticky first then newest (spec §7), with the total for the paging headers.
 * The order matches posts_list_idx, so the page is read in index order and the per-row subqueries (houses,
 * tags, translations) run for the page's rows only.
 */
export async function listPosts(
  db: Queryable,
  filter: PostFilter,
  window: PageWindow,
): Promise<Listed<PostRow>> {
  const { sql, params } = where(filter);
  // The whole list of a language (the news screen) has a kept total; a filtered one is bounded by its filter.
  const unfiltered = filter.slugs === null && filter.ids == null && filter.houseIds === null;
  const [count] =
    window.withTotal === false
      ? [{ total: window.limit }]
      : await db.query<{ total: number }>(
          unfiltered
            ? `SELECT ${keptTotalSql('posts', '$1')} AS total`
            : `SELECT count(*)::int AS total FROM posts p WHERE ${sql}`,
          unfiltered ? [filter.language] : params,
        );
  const total = count?.total ?? 0;
  if (total === 0) return { rows: [], total };
  const rows = await db.query<PostRow>(
    `SELECT p.id, p.slug, p.language, ${localDate('p.date')} AS date, ${gmtDate('p.date')} AS date_gmt,
       ${localDate('p.modified')} AS modified, p.status, p.title, p.content, p.excerpt, p.fimg_url, p.sticky,
       p.service, p.acf, ${housesOf('post_houses', 'post_id', 'p')} AS houses,
       COALESCE((SELECT array_agg(pt.tag_id ORDER BY pt.tag_id) FROM post_tags pt WHERE pt.post_id = p.id),
         '{}'::int[]) AS tag_ids,
       ${translationsOf('posts', 'p')} AS translations
     FROM posts p WHERE ${sql}
     ORDER BY p.sticky DESC, p.date DESC, p.id DESC
     LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, window.limit, window.offset],
  );
  return { rows, total: window.withTotal === false ? rows.length : total };
}
