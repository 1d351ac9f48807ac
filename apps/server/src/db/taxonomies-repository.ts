import { PLACE_CATEGORY_TAXONOMY } from '@campus/domain/place';
import { FINDABLE_BY_VIEWER_SQL, FOUND_BY_HOUSE_SQL } from './directory-repository.ts';
import type { Queryable } from './db.ts';

export interface HouseTermRow {
  id: number;
  name: string;
  slug: string;
  description: string;
  acf: {
    common_name?: string;
    main?: boolean;
    image?: { url: string; sizes: { thumbnail: string } };
    label?: unknown;
  };
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

/**
 * Houses by name, each with its number of residents whom the viewer ($1) may find by that house in the
 * directory (derived, so it cannot drift; per viewer, so it reveals no hidden person, issue #27). The page's
 * houses are counted in one grouped read, not one count per house.
 */
export async function listHouseTerms(
  db: Queryable,
  viewerId: number,
  filter: TermFilter,
  window: TermWindow,
): Promise<{ rows: HouseTermRow[]; total: number }> {
  // The total is read without the viewer, the page with the viewer as $1 (an unused parameter is an error).
  const where = (leading: unknown[]) => {
    const params = [...leading];
    const clauses = termWhere('h', filter, params);
    // Houses have no parent: any parent other than 0 matches nothing.
    if (filter.parent !== null && filter.parent !== 0) clauses.push('false');
    return { sql: clauses.length === 0 ? 'true' : clauses.join(' AND '), params };
  };
  const counting = where([]);
  const [count] = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM houses h WHERE ${counting.sql}`,
    counting.params,
  );
  const { sql, params } = where([viewerId]);
  const rows = await db.query<HouseTermRow>(
    `WITH page AS (SELECT h.id, h.name, h.slug, h.description, h.acf FROM houses h WHERE ${sql}
       ORDER BY h.name, h.id LIMIT $${params.length + 1} OFFSET $${params.length + 2}),
     counted AS (SELECT uh.house_id, count(*)::int AS count FROM user_houses uh
       JOIN users u ON u.id = uh.user_id
       WHERE uh.house_id IN (SELECT id FROM page) AND ${FOUND_BY_HOUSE_SQL} AND u.id IN (${FINDABLE_BY_VIEWER_SQL})
       GROUP BY uh.house_id)
     SELECT page.*, COALESCE(counted.count, 0) AS count
     FROM page LEFT JOIN counted ON counted.house_id = page.id ORDER BY page.name, page.id`,
    [...params, window.limit, window.offset],
  );
  return { rows, total: count?.total ?? 0 };
}

/**
 * What a term's `count` counts, per taxonomy, for the page's terms (`page`), as rows of
 * (term_id, count): the people carrying a tag whom the viewer ($1) may find in the directory (never a hidden
 * person, issue #27), the places of a place category. WordPress counts the objects a term is attached to;
 * these are ours.
 */
function termCountsOf(taxonomy: string): string {
  return taxonomy === PLACE_CATEGORY_TAXONOMY
    ? `SELECT p.category_id AS term_id, count(DISTINCT p.translation_group)::int AS count FROM places p
       WHERE p.category_id IN (SELECT id FROM page) AND p.status = 'publish' GROUP BY p.category_id`
    : `SELECT ut.tag_id AS term_id, count(*)::int AS count FROM user_tags ut JOIN users u ON u.id = ut.user_id
       WHERE ut.tag_id IN (SELECT id FROM page) AND u.id IN (${FINDABLE_BY_VIEWER_SQL}) GROUP BY ut.tag_id`;
}

/** Terms of a tag-like taxonomy by name, each with its count (termCountsOf), counted in one grouped read. */
export async function listTagTerms(
  db: Queryable,
  viewerId: number,
  taxonomy: string,
  filter: TermFilter,
  window: TermWindow,
): Promise<{ rows: TagTermRow[]; total: number }> {
  // The total is read without the viewer, the page with the viewer as $1 (an unused parameter is an error).
  const where = (leading: unknown[]) => {
    const params = [...leading, taxonomy];
    const clauses = [`t.taxonomy = $${String(params.length)}`, ...termWhere('t', filter, params)];
    if (filter.parent !== null) {
      if (filter.parent === 0) clauses.push('t.parent IS NULL');
      else {
        params.push(filter.parent);
        clauses.push(`t.parent = $${String(params.length)}`);
      }
    }
    return { sql: clauses.join(' AND '), params };
  };
  const counting = where([]);
  const [count] = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM tags t WHERE ${counting.sql}`,
    counting.params,
  );
  // A place category counts places, the same for everyone: no viewer then.
  const { sql, params } = where(taxonomy === PLACE_CATEGORY_TAXONOMY ? [] : [viewerId]);
  const rows = await db.query<TagTermRow>(
    `WITH page AS (SELECT t.id, COALESCE(t.parent, 0) AS parent, t.name, t.slug, t.description, t.taxonomy, t.acf
       FROM tags t WHERE ${sql} ORDER BY t.name, t.id LIMIT $${params.length + 1} OFFSET $${params.length + 2}),
     counted AS (${termCountsOf(taxonomy)})
     SELECT page.*, COALESCE(counted.count, 0) AS count
     FROM page LEFT JOIN counted ON counted.term_id = page.id ORDER BY page.name, page.id`,
    [...params, window.limit, window.offset],
  );
  return { rows, total: count?.total ?? 0 };
}
