import type { Language } from '@campus/domain/locale';
import { localDate, translationsOf, type Listed, type PageWindow } from './content-sql.ts';
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
  /** 0 = the main pages; null = any parent. */
  parent: number | null;
}

function where(filter: HousePageFilter): { sql: string; params: unknown[] } {
  const params: unknown[] = [filter.language];
  const clauses = ["p.status = 'publish'", 'p.language = $1'];
  if (filter.houseIds !== null) {
    params.push(filter.houseIds);
    clauses.push(`p.house_id = ANY($${params.length}::int[])`);
  }
  if (filter.slugs !== null) {
    params.push(filter.slugs);
    clauses.push(`p.slug = ANY($${params.length}::text[])`);
  }
  if (filter.parent !== null) {
    if (filter.parent === 0) clauses.push('p.parent IS NULL');
    else {
      params.push(filter.parent);
      clauses.push(`p.parent = $${params.length}`);
    }
  }
  return { sql: clauses.join(' AND '), params };
}

/** One page of house pages in menu order (a house's main page, at the top of its tree, first). */
export async function listHousePages(
  db: Queryable,
  filter: HousePageFilter,
  window: PageWindow,
): Promise<Listed<HousePageRow>> {
  const { sql, params } = where(filter);
  const [count] = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM house_pages p WHERE ${sql}`,
    params,
  );
  const total = count?.total ?? 0;
  if (total === 0) return { rows: [], total };
  const rows = await db.query<HousePageRow>(
    `SELECT p.id, p.slug, p.language, p.house_id, COALESCE(p.parent, 0) AS parent, p.menu_order,
       ${localDate('p.date')} AS date, ${localDate('p.modified')} AS modified, p.status, p.title, p.content,
       p.fimg_url, p.acf, ${translationsOf('house_pages', 'p')} AS translations
     FROM house_pages p WHERE ${sql}
     ORDER BY p.house_id, p.parent IS NOT NULL, p.menu_order, p.id
     LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, window.limit, window.offset],
  );
  return { rows, total };
}
