/**
 * CMS pages (spec §3 "Page", §7) as `GET /wp/v2/pages` sends them, one content type's declaration: the
 * statement, FAQ, policy and the other pages the campus writes, in menu order.
 */
import type { Page, PageLink } from '@campus/domain/content';
import { onlyPublicPages } from '@campus/domain/public-pages';
import { localDate, translationsFromPairs } from '../../db/content-sql.ts';
import type { TranslatedRow } from '../../db/content-repository.ts';
import type { ContentFilter, ContentType } from '../content-engine.ts';
import { asList, asString, faqOf, formOf, gformOf } from '../content-projection.ts';

export interface PageFilter extends ContentFilter {
  /** 0 = top-level pages; null = any parent. */
  parent: number | null;
}

interface PageRow extends TranslatedRow {
  parent: number;
  /** Slugs from the top of the tree, joined by '/'. */
  path: string;
  menu_order: number;
  content: string;
}

function pageView(row: PageRow, publicUrl: string): Page {
  return {
    id: row.id,
    slug: row.slug,
    parent: row.parent,
    menu_order: row.menu_order,
    link: `${publicUrl}/pages/${row.path}`,
    date: row.date,
    modified: row.modified,
    status: row.status,
    type: 'page',
    lang: row.language,
    translations: translationsFromPairs(row.translations),
    title: { rendered: row.title },
    content: { rendered: row.content },
    acf: {
      address: asString(row.acf['address']),
      links: asList<PageLink>(row.acf['links']),
      faq: faqOf(row.acf),
      form: formOf(row.acf),
      gform: gformOf(row.acf),
    },
  };
}

export const pages: ContentType<PageRow, Page, PageFilter> = {
  table: {
    table: 'pages',
    alias: 'p',
    columns: `p.id, p.slug, p.language, COALESCE(p.parent, 0) AS parent, p.path, p.menu_order,
      ${localDate('p.date')} AS date, ${localDate('p.modified')} AS modified, p.status, p.title, p.content,
      p.acf`,
    orderBy: 'p.menu_order, p.id',
    translations: true,
    filters: (filter, conditions) => {
      if (filter.parent === 0) conditions.where('p.parent IS NULL');
      else if (filter.parent !== null) conditions.where(`p.parent = ${conditions.param(filter.parent)}`);
    },
  },
  view: pageView,
  // A visitor may read the public pages (the statement, FAQ, policy, legal notice), named by slug (an
  // explicit allow-list, shared with the app: PUBLIC_PAGE_SLUGS); any other query needs a token.
  visitorMayList: (filter) => onlyPublicPages(filter.slugs),
};
