import type { Language } from '@campus/domain/locale';
import { localDate, translationsOf, type Listed, type PageWindow } from './content-sql.ts';
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
  /** 0 = campus services at the top; an id = the children of that service or house main page. */
  parent: number | null;
}

/** The wire's parent, written as service_pages_parent_idx indexes it. */
const WIRE_PARENT = 'COALESCE(s.parent_service, s.parent_house_page, 0)';

function where(filter: ServicePageFilter): { sql: string; params: unknown[] } {
  const params: unknown[] = [filter.language];
  const clauses = ["s.status = 'publish'", 's.language = $1'];
  if (filter.slugs !== null) {
    params.push(filter.slugs);
    clauses.push(`s.slug = ANY($${params.length}::text[])`);
  }
  if (filter.houseIds !== null) {
    params.push(filter.houseIds);
    clauses.push(`s.house_id = ANY($${params.length}::int[])`);
  }
  if (filter.parent !== null) {
    params.push(filter.parent);
    clauses.push(`${WIRE_PARENT} = $${params.length}`);
  }
  return { sql: clauses.join(' AND '), params };
}

/** One page of service pages by menu order then id, each with its translations, in one query. */
export async function listServicePages(
  db: Queryable,
  filter: ServicePageFilter,
  window: PageWindow,
): Promise<Listed<ServicePageRow>> {
  const { sql, params } = where(filter);
  const [count] = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM service_pages s WHERE ${sql}`,
    params,
  );
  const total = count?.total ?? 0;
  if (total === 0) return { rows: [], total };
  const rows = await db.query<ServicePageRow>(
    `SELECT s.id, s.slug, s.language, s.house_id, ${WIRE_PARENT} AS parent, s.path, s.menu_order,
       ${localDate('s.date')} AS date, ${localDate('s.modified')} AS modified, s.status, s.title, s.content,
       s.acf, ${translationsOf('service_pages', 's')} AS translations
     FROM service_pages s WHERE ${sql}
     ORDER BY s.menu_order, s.id
     LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, window.limit, window.offset],
  );
  return { rows, total };
}
