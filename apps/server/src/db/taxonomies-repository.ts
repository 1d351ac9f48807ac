import type { Queryable } from './db.ts';

export interface HouseTermRow {
  id: number;
  name: string;
  slug: string;
  description: string;
  acf: { common_name?: string; main?: boolean; image?: { url: string; sizes: { thumbnail: string } } };
  count: number;
}

export interface TagTermRow {
  id: number;
  parent: number;
  name: string;
  slug: string;
  description: string;
  taxonomy: string;
  acf: Record<string, unknown>;
  count: number;
}

export interface TermFilter {
  slugs: string[] | null;
  include: number[] | null;
  /** 0 = parent terms. */
  parent: number | null;
}

export interface TermWindow {
  limit: number;
  offset: number;
}

function termWhere(alias: string, filter: TermFilter, params: unknown[]): string[] {
  const clauses: string[] = [];
  if (filter.slugs !== null) {
    params.push(filter.slugs);
    clauses.push(`${alias}.slug = ANY($${params.length}::text[])`);
  }
  if (filter.include !== null) {
    params.push(filter.include);
    clauses.push(`${alias}.id = ANY($${params.length}::int[])`);
  }
  return clauses;
}

/** Houses by name, each with its number of residents (the term count, derived so it cannot drift). */
export async function listHouseTerms(
  db: Queryable,
  filter: TermFilter,
  window: TermWindow,
): Promise<{ rows: HouseTermRow[]; total: number }> {
  const params: unknown[] = [];
  const clauses = termWhere('h', filter, params);
  // Houses have no parent: any parent other than 0 matches nothing.
  if (filter.parent !== null && filter.parent !== 0) clauses.push('false');
  const sql = clauses.length === 0 ? 'true' : clauses.join(' AND ');
  const [count] = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM houses h WHERE ${sql}`,
    params,
  );
  const rows = await db.query<HouseTermRow>(
    `SELECT h.id, h.name, h.slug, h.description, h.acf,
       (SELECT count(*)::int FROM user_houses uh WHERE uh.house_id = h.id) AS count
     FROM houses h WHERE ${sql} ORDER BY h.name, h.id
     LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, window.limit, window.offset],
  );
  return { rows, total: count?.total ?? 0 };
}

/** Terms of a tag-like taxonomy by name, each with its number of people. */
/**
 * What a term's `count` counts, per taxonomy: the people carrying a tag, the places of a place category.
 * WordPress counts the objects a term is attached to; these are ours.
 */
function termCountOf(taxonomy: string): string {
  return taxonomy === 'places-categories'
    ? "(SELECT count(DISTINCT p.translation_group)::int FROM places p WHERE p.category_id = t.id AND p.status = 'publish')"
    : '(SELECT count(*)::int FROM user_tags ut WHERE ut.tag_id = t.id)';
}

export async function listTagTerms(
  db: Queryable,
  taxonomy: string,
  filter: TermFilter,
  window: TermWindow,
): Promise<{ rows: TagTermRow[]; total: number }> {
  const params: unknown[] = [taxonomy];
  const clauses = ['t.taxonomy = $1', ...termWhere('t', filter, params)];
  if (filter.parent !== null) {
    if (filter.parent === 0) clauses.push('t.parent IS NULL');
    else {
      params.push(filter.parent);
      clauses.push(`t.parent = $${params.length}`);
    }
  }
  const sql = clauses.join(' AND ');
  const [count] = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM tags t WHERE ${sql}`,
    params,
  );
  const rows = await db.query<TagTermRow>(
    `SELECT t.id, COALESCE(t.parent, 0) AS parent, t.name, t.slug, t.description, t.taxonomy, t.acf,
       ${termCountOf(taxonomy)} AS count
     FROM tags t WHERE ${sql} ORDER BY t.name, t.id
     LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, window.limit, window.offset],
  );
  return { rows, total: count?.total ?? 0 };
}
