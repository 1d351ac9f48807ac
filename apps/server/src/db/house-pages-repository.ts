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

export interface HousePageRow {
  id: number;
  slug: string;
  language: Language;
  house_id: number;
  /** 0 for the main page of the house. */
  parent: number;
  menu_order: number;
  date: string;
  modified: string;
  status: 'publish';
  title: string;
  content: string;
  fimg_url: string | null;
  acf: Record<string, unknown>;
  /** "language:id" pairs of the translation group (translationsFromPairs). */
  translations: string[];
}

export interface HousePageFilter {
  language: Language;
  slugs: string[] | null;
  houseIds: number[] | null;
  /** Only these pages (the search's embedded results). */
  ids?: number[] | null;
  /** 0 = the main pages; null = any parent. */
  parent: number | null;
}

/** One page of house pages in menu order (a house's main page, at the top of its tree, first). */
export function listHousePages(
  db: Queryable,
  filter: HousePageFilter,
  window: PageWindow,
): Promise<Listed<HousePageRow>> {
  const conditions = publishedContent('p', filter.language, filter.slugs);
  if (filter.ids != null) conditions.where(`p.id = ANY(${conditions.param(filter.ids)}::int[])`);
  if (filter.houseIds !== null)
    conditions.where(`p.house_id = ANY(${conditions.param(filter.houseIds)}::int[])`);
  if (filter.parent === 0) conditions.where('p.parent IS NULL');
  else if (filter.parent !== null) conditions.where(`p.parent = ${conditions.param(filter.parent)}`);
  return countThenList<HousePageRow>(
    db,
    'house_pages p',
    conditions,
    window,
    (where, limitOffset) =>
      `SELECT p.id, p.slug, p.language, p.house_id, COALESCE(p.parent, 0) AS parent, p.menu_order,
         ${localDate('p.date')} AS date, ${localDate('p.modified')} AS modified, p.status, p.title, p.content,
         p.fimg_url, p.acf, ${translationsOf('house_pages', 'p')} AS translations
       FROM house_pages p WHERE ${where}
       ORDER BY p.house_id, p.parent IS NOT NULL, p.menu_order, p.id
       ${limitOffset}`,
  );
}
