/**
 * The SQL of the global search (spec §2.11, §7 GET /wp/v2/search): content by full text in one language
 * (the generated search_document columns and GIN indexes of migration 011), terms by name. People are
 * searched by the directory's own query (directory-repository.ts), which carries the privacy rules.
 */
import type { Language } from '@campus/domain/locale';
import type { SearchPostSubtype, SearchTermSubtype } from '@campus/domain/search';
import type { Queryable } from './db.ts';
import type { Listed, PageWindow } from './content-sql.ts';
import { containsPattern } from './directory-repository.ts';
import { visibleEventSql } from './events-repository.ts';

export interface FoundRow<Subtype extends string> {
  subtype: Subtype;
  id: number;
  title: string;
}

export interface ContentSearch {
  language: Language;
  /**
   * A to_tsquery expression of letters, digits and operators only (search-query.ts builds it from the
   * person's text), or null to list everything, newest first, as WordPress does without `search`.
   */
  tsquery: string | null;
  subtypes: readonly SearchPostSubtype[];
  /** Events are found only where the viewer may see them (§3 Event visibility). */
  viewerId: number;
}

/** Each searchable post type: its table, and what else a row must meet to be found. */
const CONTENT_TABLES: Readonly<
  Record<SearchPostSubtype, { table: string; visibleTo?: typeof visibleEventSql }>
> = {
  post: { table: 'posts' },
  event: { table: 'events', visibleTo: visibleEventSql },
  house: { table: 'house_pages' },
  service: { table: 'service_pages' },
  places: { table: 'places' },
};

/** Parameters: $1 language, $2 tsquery (or null), $3 viewer. */
function contentUnion(search: ContentSearch): string {
  return search.subtypes
    .map((subtype) => {
      const { table, visibleTo } = CONTENT_TABLES[subtype];
      const clauses = ["c.status = 'publish'", 'c.language = $1'];
      if (search.tsquery !== null) clauses.push('c.search_document @@ q.query');
      if (visibleTo !== undefined) clauses.push(visibleTo('c', '$3'));
      const rank = search.tsquery === null ? '0' : 'ts_rank(c.search_document, q.query)';
      return `SELECT '${subtype}'::text AS subtype, c.id, c.title, c.date, ${rank} AS rank
        FROM ${table} c, q WHERE ${clauses.join(' AND ')}`;
    })
    .join(' UNION ALL ');
}

/**
 * One page of published content matching the query, most relevant first (titles weigh A, leads B, bodies
 * C), then newest. The total comes with the page (a window count over the matches) so that a search costs
 * one query.
 */
export async function searchContent(
  db: Queryable,
  search: ContentSearch,
  window: PageWindow,
): Promise<Listed<FoundRow<SearchPostSubtype>>> {
  if (search.subtypes.length === 0) return { rows: [], total: 0 };
  const rows = await db.query<FoundRow<SearchPostSubtype> & { total: number }>(
    // $3 is named in q even when no events are searched: PostgreSQL refuses a parameter it cannot type.
    `WITH q AS (SELECT to_tsquery(campus_search_config($1), COALESCE($2::text, '')) AS query, $3::int AS viewer)
     SELECT found.subtype, found.id, found.title, count(*) OVER ()::int AS total
     FROM (${contentUnion(search)}) found
     ORDER BY found.rank DESC, found.date DESC, found.id DESC LIMIT $4 OFFSET $5`,
    [search.language, search.tsquery, search.viewerId, window.limit, window.offset],
  );
  // No row: no match, or a page past the end, which the route refuses whatever the total.
  const total = rows[0]?.total ?? 0;
  return { rows: rows.map(({ subtype, id, title }) => ({ subtype, id, title })), total };
}

/** What a kept content search answer depends on besides its query: the content and the viewer's houses. */
export interface SearchKeyParts {
  /** The 'search' content version (migration 028), as text. */
  version: string;
  /** The viewer's houses, ascending: with the public events, they decide which events the viewer finds. */
  houseIds: number[];
}

/** The search's content version and the viewer's houses, in one primary-key and one index read. */
export async function searchKeyParts(db: Queryable, viewerId: number): Promise<SearchKeyParts> {
  const [row] = await db.query<{ version: string | null; house_ids: number[] }>(
    `SELECT (SELECT cv.version::text FROM content_versions cv WHERE cv.kind = 'search') AS version,
       ARRAY(SELECT uh.house_id FROM user_houses uh WHERE uh.user_id = $1 ORDER BY uh.house_id) AS house_ids`,
    [viewerId],
  );
  if (row?.version == null) throw new Error('content_versions has no row for search');
  return { version: row.version, houseIds: row.house_ids };
}

export interface TermSearch {
  language: Language;
  /** Text to find anywhere in a term's name or its label, without accents or case; null for every term
   * (an empty pattern, '%%', matches them all). */
  text: string | null;
  subtypes: readonly SearchTermSubtype[];
}

/** The label of a term in the language ($1), else its name. */
const termTitle = (alias: string) => `COALESCE((SELECT l->>'value' FROM jsonb_array_elements(
    CASE WHEN jsonb_typeof(${alias}.acf->'label') = 'array' THEN ${alias}.acf->'label' ELSE '[]'::jsonb END) l
    WHERE l->>'lang' = $1 LIMIT 1), ${alias}.name)`;

/** The term `alias` matches the pattern ($2) by its name or one of its labels. */
const termMatches = (alias: string) => `(lower(campus_unaccent(${alias}.name)) LIKE lower(campus_unaccent($2))
    OR EXISTS (SELECT 1 FROM jsonb_array_elements(
      CASE WHEN jsonb_typeof(${alias}.acf->'label') = 'array' THEN ${alias}.acf->'label' ELSE '[]'::jsonb END) l
      WHERE lower(campus_unaccent(l->>'value')) LIKE lower(campus_unaccent($2))))`;

function termSelect(subtype: SearchTermSubtype): string {
  const where = termMatches('t');
  if (subtype === 'tax-house') {
    return `SELECT 'tax-house'::text AS subtype, t.id, ${termTitle('t')} AS title FROM houses t WHERE ${where}`;
  }
  if (subtype === 'tax-service') {
    return `SELECT 'tax-service'::text AS subtype, t.id, ${termTitle('t')} AS title FROM service_terms t WHERE ${where}`;
  }
  return `SELECT t.taxonomy AS subtype, t.id, ${termTitle('t')} AS title FROM tags t
    WHERE t.taxonomy = '${subtype}' AND ${where}`;
}

/** One page of the terms whose name or label contains the text, by title. The taxonomies are small. */
export async function searchTerms(
  db: Queryable,
  search: TermSearch,
  window: PageWindow,
): Promise<Listed<FoundRow<SearchTermSubtype>>> {
  if (search.subtypes.length === 0) return { rows: [], total: 0 };
  const union = search.subtypes.map((subtype) => termSelect(subtype)).join(' UNION ALL ');
  const pattern = containsPattern(search.text ?? '');
  const rows = await db.query<FoundRow<SearchTermSubtype> & { total: number }>(
    `SELECT found.subtype, found.id, found.title, count(*) OVER ()::int AS total
     FROM (${union}) found ORDER BY lower(campus_unaccent(found.title)), found.id LIMIT $3 OFFSET $4`,
    [search.language, pattern, window.limit, window.offset],
  );
  const total = rows[0]?.total ?? 0;
  return { rows: rows.map(({ subtype, id, title }) => ({ subtype, id, title })), total };
}
