import type { Language } from '@campus/domain/locale';
import {
  countThenList,
  localDate,
  publishedContent,
  translationsOf,
  type Listed,
  type PageWindow,
} from './content-sql.ts';
import type { Queryable } from './db.ts';

export interface PageRow {
  id: number;
  slug: string;
  language: Language;
  parent: number;
  path: string;
  menu_order: number;
  date: string;
  modified: string;
  status: 'publish';
  title: string;
  content: string;
  acf: Record<string, unknown>;
  /** "language:id" pairs of the translation group (translationsFromPairs). */
  translations: string[];
}

export interface PageFilter {
  language: Language;
  slugs: string[] | null;
  /** 0 = top-level pages. */
  parent: number | null;
}

/** One page of CMS pages in menu order. */
export function listPages(db: Queryable, filter: PageFilter, window: PageWindow): Promise<Listed<PageRow>> {
  const conditions = publishedContent('p', filter.language, filter.slugs);
  if (filter.parent === 0) conditions.where('p.parent IS NULL');
  else if (filter.parent !== null) conditions.where(`p.parent = ${conditions.param(filter.parent)}`);
  return countThenList<PageRow>(
    db,
    'pages p',
    conditions,
    window,
    (where, limitOffset) =>
      `SELECT p.id, p.slug, p.language, COALESCE(p.parent, 0) AS parent, p.path, p.menu_order,
         ${localDate('p.date')} AS date, ${localDate('p.modified')} AS modified, p.status, p.title, p.content,
         p.acf, ${translationsOf('pages', 'p')} AS translations
       FROM pages p WHERE ${where}
       ORDER BY p.menu_order, p.id
       ${limitOffset}`,
  );
}
