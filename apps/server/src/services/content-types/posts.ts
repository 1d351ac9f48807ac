/** The news (spec §3 "Post", §7) as `GET /wp/v2/posts` sends it: one content type's declaration. */
import type { Post } from '@campus/domain/content';
import {
  gmtDate,
  housesOf,
  localDate,
  translationsFromPairs,
  type ContentHouseRow,
} from '../../db/content-sql.ts';
import type { TranslatedRow } from '../../db/content-repository.ts';
import { keptTotalSql } from '../../db/list-totals.ts';
import type { ContentFilter, EditableContentType } from '../content-engine.ts';
import { absoluteUrl, asString, faqOf, formOf, gformOf } from '../content-projection.ts';
import { contentCachesOf } from '../versioned-content-cache.ts';

export interface PostFilter extends ContentFilter {
  /** Only the news of these houses (tax-house). */
  houseIds: number[] | null;
}

interface PostRow extends TranslatedRow {
  date_gmt: string;
  content: string;
  excerpt: string;
  fimg_url: string | null;
  sticky: boolean;
  service: { slug: string; name: string } | null;
  houses: ContentHouseRow[];
  tag_ids: number[];
}

function postView(row: PostRow, publicUrl: string): Post {
  const houses = row.houses.map((house) => ({
    ...house,
    thumbnail: house.thumbnail === null ? null : absoluteUrl(publicUrl, house.thumbnail) || null,
  }));
  return {
    id: row.id,
    slug: row.slug,
    date: row.date,
    date_gmt: row.date_gmt,
    modified: row.modified,
    status: row.status,
    type: 'post',
    lang: row.language,
    translations: translationsFromPairs(row.translations),
    title: { rendered: row.title },
    content: { rendered: row.content },
    excerpt: { rendered: row.excerpt },
    author: 0,
    featured_media: 0,
    fimg_url: absoluteUrl(publicUrl, row.fimg_url),
    categories: [],
    tags: [],
    sticky: row.sticky,
    'tax-house': houses.map((house) => house.term_id),
    'tax-tag': row.tag_ids,
    acf: {
      house: houses,
      service: row.service,
      alert: asString(row.acf['alert']),
      faq: faqOf(row.acf),
      form: formOf(row.acf),
      gform: gformOf(row.acf),
    },
  };
}

export const posts: EditableContentType<PostRow, Post, PostFilter> = {
  table: {
    table: 'posts',
    alias: 'p',
    columns: `p.id, p.slug, p.language, ${localDate('p.date')} AS date, ${gmtDate('p.date')} AS date_gmt,
      ${localDate('p.modified')} AS modified, p.status, p.title, p.content, p.excerpt, p.fimg_url, p.sticky,
      p.service, p.acf, ${housesOf('post_houses', 'post_id', 'p')} AS houses,
      COALESCE((SELECT array_agg(pt.tag_id ORDER BY pt.tag_id) FROM post_tags pt WHERE pt.post_id = p.id),
        '{}'::int[]) AS tag_ids`,
    // Sticky first then newest (spec §7). The order matches posts_list_idx, so the page is read in index
    // order and the column subqueries (houses, tags, translations) run for the page's rows only.
    orderBy: 'p.sticky DESC, p.date DESC, p.id DESC',
    translations: true,
    filters: (filter, conditions) => {
      if (filter.houseIds !== null) {
        conditions.where(
          `EXISTS (SELECT 1 FROM post_houses ph WHERE ph.post_id = p.id AND ph.house_id = ANY(${conditions.param(filter.houseIds)}::int[]))`,
        );
      }
    },
    // The whole list of a language (the news screen) has a kept total; a filtered one is bounded by its filter.
    keptTotal: (filter) => ({ sql: keptTotalSql('posts', '$1'), params: [filter.language] }),
    // The staff console's: a translation's excerpt, and the item's pinning at the top of the news.
    editing: {
      houses: { table: 'post_houses', key: 'post_id' },
      columns: { excerpt: { column: 'excerpt' }, sticky: { column: 'sticky' } },
    },
  },
  view: postView,
  // News depends on nobody's identity: each page and its total are kept per query at the news version.
  keptPages: { kind: 'news', cache: (db) => contentCachesOf(db).newsPages },
};
