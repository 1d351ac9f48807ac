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

/** A found item with its row, read by its type's own columns (contentRowSql), as the type's view takes it. */
export interface FoundContent extends FoundRow<SearchPostSubtype> {
  row: unknown;
}

/**
 * One page of published content matching the query, most relevant first (titles weigh A, leads B, bodies
 * C), then newest, with its total (a window count over the matches), each item's row (`rowSql` of its
 * subtype, for the id expression it is given) and what a kept page depends on besides its query (the
 * 'search' content version and the viewer's houses): one statement, so one round trip and one snapshot,
 * in which the version, the matches and the rows agree.
 */
export async function searchContentRows(
  db: Queryable,
  search: ContentSearch,
  window: PageWindow,
  rowSql: Readonly<Record<SearchPostSubtype, (id: string) => string>>,
): Promise<SearchKeyParts & Listed<FoundContent>> {
  const rowOf = search.subtypes
    .map((subtype) => `WHEN '${subtype}' THEN (SELECT to_json(r) FROM (${rowSql[subtype]('page.id')}) r)`)
    .join(' ');
  // With no match the one row of the key parts still comes, its page columns null.
  const rows = await db.query<{
    version: string | null;
    house_ids: number[];
    subtype: SearchPostSubtype | null;
    id: number | null;
    title: string;
    total: number;
    row: unknown;
  }>(
    // $3 is named in q even when no events are searched: PostgreSQL refuses a parameter it cannot type.
    `WITH q AS (SELECT to_tsquery(campus_search_config($1), COALESCE($2::text, '')) AS query, $3::int AS viewer),
     page AS (
       SELECT found.subtype, found.id, found.title, found.rank, found.date, count(*) OVER ()::int AS total
       FROM (${contentUnion(search)}) found
       ORDER BY found.rank DESC, found.date DESC, found.id DESC LIMIT $4 OFFSET $5)
     SELECT (SELECT cv.version::text FROM content_versions cv WHERE cv.kind = 'search') AS version,
       ARRAY(SELECT uh.house_id FROM user_houses uh WHERE uh.user_id = $3 ORDER BY uh.house_id) AS house_ids,
       page.subtype, page.id, page.title, page.total, CASE page.subtype ${rowOf} END AS row
     FROM (SELECT 1) one LEFT JOIN page ON TRUE
     ORDER BY page.rank DESC, page.date DESC, page.id DESC`,
    [search.language, search.tsquery, search.viewerId, window.limit, window.offset],
  );
  const [first] = rows;
  if (first?.version == null) throw new Error('content_versions has no row for search');
  const found: FoundContent[] = [];
  for (const { subtype, id, title, row } of rows) {
    if (subtype !== null && id !== null && row !== null) found.push({ subtype, id, title, row });
  }
  // No match, or a page past the end, which the route refuses whatever the total.
  return {
    version: first.version,
    houseIds: first.house_ids,
    rows: found,
    total: found.length === 0 ? 0 : first.total,
  };
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
