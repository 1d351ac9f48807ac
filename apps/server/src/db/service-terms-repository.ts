import type { TermFilter, TermWindow } from './taxonomies-repository.ts';
import type { Queryable } from './db.ts';

export interface ServiceTermRow {
  id: number;
  name: string;
  slug: string;
  description: string;
  acf: Record<string, unknown>;
  count: number;
}

/**
 * tax-service terms by name. The count is how many news items the service published (one per item, not per
 * language): services publish news, and service pages do not carry the term.
 */
export async function listServiceTerms(
  db: Queryable,
  filter: TermFilter,
  window: TermWindow,
): Promise<{ rows: ServiceTermRow[]; total: number }> {
  const params: unknown[] = [];
  const clauses: string[] = [];
  if (filter.slugs !== null) {
    params.push(filter.slugs);
    clauses.push(`s.slug = ANY($${params.length}::text[])`);
  }
  if (filter.include !== null) {
    params.push(filter.include);
    clauses.push(`s.id = ANY($${params.length}::int[])`);
  }
  // Service terms have no parent: any parent other than 0 matches nothing.
  if (filter.parent !== null && filter.parent !== 0) clauses.push('false');
  const sql = clauses.length === 0 ? 'true' : clauses.join(' AND ');
  const [count] = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM service_terms s WHERE ${sql}`,
    params,
  );
  const total = count?.total ?? 0;
  if (total === 0) return { rows: [], total };
  // One pass over the services' news for the whole page of terms, rather than one count per term.
  const rows = await db.query<ServiceTermRow>(
    `WITH page AS (
       SELECT s.id, s.name, s.slug, s.description, s.acf FROM service_terms s WHERE ${sql}
       ORDER BY s.name, s.id LIMIT $${params.length + 1} OFFSET $${params.length + 2})
     SELECT page.*, COALESCE(news.count, 0)::int AS count FROM page
     LEFT JOIN (SELECT p.service->>'slug' AS slug, count(DISTINCT p.translation_group) AS count FROM posts p
                WHERE p.status = 'publish' AND p.service->>'slug' IN (SELECT slug FROM page)
                GROUP BY 1) news ON news.slug = page.slug
     ORDER BY page.name, page.id`,
    [...params, window.limit, window.offset],
  );
  return { rows, total };
}
