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

export interface ServicePageRow {
  id: number;
  slug: string;
  language: Language;
  /** The house of a house service; null for a campus service. */
  house_id: number | null;
  /** The parent service, or the house main page of a house service at the top; 0 at the top of the campus. */
  parent: number;
  /** Slugs from the top of the tree, joined by '/'. */
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

export interface ServicePageFilter {
  language: Language;
  slugs: string[] | null;
  houseIds: number[] | null;
  /** Only these pages (the search's embedded results). */
  ids?: number[] | null;
  /** 0 = campus services at the top; an id = the children of that service or house main page. */
  parent: number | null;
}

/** The wire's parent, written as service_pages_parent_idx indexes it. */
const WIRE_PARENT = 'COALESCE(s.parent_service, s.parent_house_page, 0)';

/** One page of service pages by menu order then id, each with its translations, in one query. */
export function listServicePages(
  db: Queryable,
  filter: ServicePageFilter,
  window: PageWindow,
): Promise<Listed<ServicePageRow>> {
  const conditions = publishedContent('s', filter.language, filter.slugs);
  if (filter.ids != null) conditions.where(`s.id = ANY(${conditions.param(filter.ids)}::int[])`);
  if (filter.houseIds !== null)
    conditions.where(`s.house_id = ANY(${conditions.param(filter.houseIds)}::int[])`);
  if (filter.parent !== null) conditions.where(`${WIRE_PARENT} = ${conditions.param(filter.parent)}`);
  return countThenList<ServicePageRow>(
    db,
    'service_pages s',
    conditions,
    window,
    (where, limitOffset) =>
      `SELECT s.id, s.slug, s.language, s.house_id, ${WIRE_PARENT} AS parent, s.path, s.menu_order,
         ${localDate('s.date')} AS date, ${localDate('s.modified')} AS modified, s.status, s.title, s.content,
         s.acf, ${translationsOf('service_pages', 's')} AS translations
       FROM service_pages s WHERE ${where}
       ORDER BY s.menu_order, s.id
       ${limitOffset}`,
  );
}
