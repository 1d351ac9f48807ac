import type { Language } from '@campus/domain/locale';
import { localDate, translationsOf, type Listed, type PageWindow } from './content-sql.ts';
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

function where(filter: PageFilter): { sql: string; params: unknown[] } {
  const params: unknown[] = [filter.language];
  const clauses = ["p.status = 'publish'", 'p.language = $1'];
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

/** One page of CMS pages in menu order. */
export async function listPages(
  db: Queryable,
  filter: PageFilter,
  window: PageWindow,
): Promise<Listed<PageRow>> {
  const { sql, params } = where(filter);
  const [count] = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM pages p WHERE ${sql}`,
    params,
  );
  const total = count?.total ?? 0;
  if (total === 0) return { rows: [], total };
  const rows = await db.query<PageRow>(
    `SELECT p.id, p.slug, p.language, COALESCE(p.parent, 0) AS parent, p.path, p.menu_order,
       ${localDate('p.date')} AS date, ${localDate('p.modified')} AS modified, p.status, p.title, p.content, p.acf,
       ${translationsOf('pages', 'p')} AS translations
     FROM pages p WHERE ${sql}
     ORDER BY p.menu_order, p.id
     LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, window.limit, window.offset],
  );
  return { rows, total };
}
