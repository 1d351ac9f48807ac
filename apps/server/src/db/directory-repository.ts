import type { Confidentiality, ShowItem } from '@campus/domain/user';
import { HOUSE_LABEL_SQL } from './content-sql.ts';
import type { Queryable } from './db.ts';
import type { TermRow } from './users-repository.ts';

/** What the privacy projection needs of another person, with their relation to the viewer. */
export interface DirectoryRow extends DirectoryPersonRow, ViewerRelation {}

/** What the viewer's relation to a listed person is (the part of a DirectoryRow that depends on the viewer). */
export interface ViewerRelation {
  /** A block exists between the viewer and the person, in either direction. */
  blocked: boolean;
  /** An accepted relation exists between the viewer and the person. */
  in_my_network: boolean;
}

/** A person as the directory reads them, the same for every viewer (the projection then applies §6). */
export interface DirectoryPersonRow {
  id: number;
  display_name: string;
  first_name: string;
  last_name: string;
  email: string;
  mobilephone: string | null;
  photo: string | null;
  confidentiality: Confidentiality;
  show: ShowItem[];
  /** Ordered, active house first. */
  houses: TermRow[];
}

export interface DirectoryQuery {
  page: number;
  perPage: number;
  include: readonly number[] | null;
  search: string | null;
  /** The search text is matched against names only (the global search, §5), not e-mails and phones too. */
  searchNameOnly?: boolean;
  /** The person must have every one of these tags, each itself or through one of its child tags. */
  tagIds: readonly number[];
  houseId: number | null;
}

/**
 * The privacy level of spec §6 as SQL, so that counts, paging and search only ever see people the viewer
 * ($1) may see: public → everyone, house → members of one of the person's houses, private → nobody. The
 * projection (services/user-projection.ts) then applies the same rule, from @campus/domain/privacy, field by
 * field; the access-matrix test checks that both agree. The viewer's housemates are an uncorrelated IN,
 * read once per query, not once per person as an EXISTS under the OR would be (counting a tag's or a
 * house's findable people over 12,000 residents, issue #27).
 */
export const VISIBLE_TO_VIEWER_SQL = `(u.confidentiality = 'public' OR (u.confidentiality = 'house' AND u.id IN (
    SELECT sh.user_id FROM user_houses sh JOIN user_houses vh ON vh.house_id = sh.house_id AND vh.user_id = $1)))`;

/**
 * §5: a listed person has a shared, non-empty name or a shared photo (campus_directory_listed, migration
 * 015, also counts the kept total); the caller is never listed.
 */
const listedSql = (alias: string) =>
  `campus_directory_listed(${alias}.show, ${alias}.display_name, ${alias}.photo)`;
const LISTABLE_SQL = `u.id <> $1 AND ${listedSql('u')}`;

/**
 * The people the viewer ($1) may find in the directory (§2.9, §6), as an id subquery over `users u`: every
 * count of people shown to a viewer (the directory filter's tag groups, the term counts) counts only them,
 * so a count never narrows down who a hidden person is (issue #27).
 */
export const FINDABLE_BY_VIEWER_SQL = `SELECT u.id FROM users u WHERE ${VISIBLE_TO_VIEWER_SQL} AND ${LISTABLE_SQL}`;

/**
 * Of the people found, those a house finds (the directory's house filter, a house's term count): only people
 * who share their house, or the filter or the count would reveal a hidden house.
 */
export const FOUND_BY_HOUSE_SQL = `'house' = ANY(u.show)`;

const BLOCKED_SQL = `(EXISTS (SELECT 1 FROM user_blocks b WHERE b.blocker_id = $1 AND b.blocked_id = u.id)
    OR EXISTS (SELECT 1 FROM user_blocks b WHERE b.blocker_id = u.id AND b.blocked_id = $1))`;

const PERSON_COLUMNS = `u.id, u.display_name, u.first_name, u.last_name, u.email, u.mobilephone, u.photo,
    u.confidentiality, u.show,
    COALESCE((SELECT json_agg(json_build_object('term_id', h.id, 'name', h.name, 'slug', h.slug,
                'label', ${HOUSE_LABEL_SQL}) ORDER BY uh.position)
              FROM user_houses uh JOIN houses h ON h.id = uh.house_id WHERE uh.user_id = u.id), '[]'::json) AS houses`;

const RELATION_COLUMNS = `${BLOCKED_SQL} AS blocked,
    EXISTS (SELECT 1 FROM user_relations r WHERE r.relation_status = 'accepted'
            AND LEAST(r.user_a, r.user_b) = LEAST(u.id, $1::int)
            AND GREATEST(r.user_a, r.user_b) = GREATEST(u.id, $1::int)) AS in_my_network`;

const DIRECTORY_COLUMNS = `${PERSON_COLUMNS}, ${RELATION_COLUMNS}`;

export const isUnfilteredDirectory = (query: DirectoryQuery): boolean =>
  query.include === null && query.search === null && query.tagIds.length === 0 && query.houseId === null;

/**
 * What a directory page needs to know of the viewer ($1), read with the page or alone: the people version
 * the page's kept rows and lists belong to, the viewer's houses (active first), whom they block or are
 * blocked by, and whom they have an accepted relation with.
 */
export interface DirectoryViewerContext {
  version: string;
  houseIds: number[];
  blockedIds: number[];
  networkIds: number[];
}

const VIEWER_CONTEXT_COLUMNS = `(SELECT cv.version::text FROM content_versions cv WHERE cv.kind = 'people') AS version,
       ARRAY(SELECT vh.house_id FROM user_houses vh WHERE vh.user_id = $1 ORDER BY vh.position) AS house_ids,
       ARRAY(SELECT b.blocked_id FROM user_blocks b WHERE b.blocker_id = $1
             UNION SELECT b.blocker_id FROM user_blocks b WHERE b.blocked_id = $1) AS blocked_ids,
       ARRAY(SELECT r.user_b FROM user_relations r WHERE r.user_a = $1 AND r.relation_status = 'accepted'
             UNION SELECT r.user_a FROM user_relations r WHERE r.user_b = $1 AND r.relation_status = 'accepted')
         AS network_ids`;

interface ViewerContextRow {
  version: string | null;
  house_ids: number[];
  blocked_ids: number[];
  network_ids: number[];
}

function viewerContextOf(row: ViewerContextRow): DirectoryViewerContext {
  if (row.version === null) throw new Error('content_versions has no row for people');
  return {
    version: row.version,
    houseIds: row.house_ids,
    blockedIds: row.blocked_ids,
    networkIds: row.network_ids,
  };
}

/**
 * The viewer's context alone, for the unfiltered directory (services/directory.ts): who is on its page
 * depends only on the viewer's houses, so the ordered people are read per set of houses
 * (readListedPeopleOfHouses) and kept, and a request reads only this one row of indexed lookups.
 */
export async function readDirectoryViewerContext(
  db: Queryable,
  viewerId: number,
): Promise<DirectoryViewerContext> {
  const [row] = await db.query<ViewerContextRow>(`SELECT ${VIEWER_CONTEXT_COLUMNS}`, [viewerId]);
  if (row === undefined) throw new Error('directory viewer context not read');
  return viewerContextOf(row);
}

/** The directory's order: by name only among people who share it, so the order reveals no hidden name. */
const DIRECTORY_ORDER_SQL = `CASE WHEN 'name' = ANY(u.show) THEN lower(u.display_name) END NULLS LAST, u.id`;

/**
 * Every listed person (§5) a member of exactly these houses ($1, an int[]) may see (§6: public, or of house
 * confidentiality and in one of them), in directory order, the viewer NOT left out: the unfiltered
 * directory of every member of those houses, whoever they are, once the service removes the viewer. The
 * same rule as VISIBLE_TO_VIEWER_SQL and LISTABLE_SQL with the viewer's houses as the parameter instead of
 * the viewer, as visibleEventToHousesSql is for events (apps/server/src/db/events-repository.ts), so a list
 * read for one member is right for all of them even if the reader changed houses since their context.
 */
export async function readListedPeopleOfHouses(
  db: Queryable,
  houseIds: readonly number[],
): Promise<number[]> {
  const [row] = await db.query<{ ids: number[] }>(
    `SELECT ARRAY(SELECT u.id FROM users u WHERE ${listedSql('u')}
       AND (u.confidentiality = 'public' OR (u.confidentiality = 'house' AND u.id IN (
         SELECT sh.user_id FROM user_houses sh WHERE sh.house_id = ANY($1::int[]))))
       ORDER BY ${DIRECTORY_ORDER_SQL}) AS ids`,
    [houseIds],
  );
  if (row === undefined) throw new Error('listed people not read');
  return row.ids;
}

/** One directory page as the database reads it for the viewer, with what the service needs of the viewer. */
export interface DirectoryPageRead {
  context: DirectoryViewerContext;
  /** The ids of the page, in directory order (what each person shares: directoryPeopleByIds). */
  ids: number[];
  /** How many people the list finds. */
  total: number;
}

/**
 * One page of the people the viewer ($1) may find, in directory order, with the viewer's context and the
 * list's total: one statement (one round trip, one snapshot), for the filtered directory and the people
 * search (the unfiltered directory is kept per set of houses: readListedPeopleOfHouses). Privacy is the
 * SQL's (VISIBLE_TO_VIEWER_SQL, LISTABLE_SQL) and then the projection's, as before; nothing of it is kept.
 */
export async function readDirectoryPage(
  db: Queryable,
  viewerId: number,
  query: DirectoryQuery,
): Promise<DirectoryPageRead> {
  const { where, params } = directoryWhere(query);
  const window = params.length + 2;
  const [row] = await db.query<ViewerContextRow & { total: number; ids: number[] }>(
    `SELECT ${VIEWER_CONTEXT_COLUMNS},
       (SELECT count(*)::int FROM users u WHERE ${where}) AS total,
       ARRAY(SELECT u.id FROM users u WHERE ${where} ORDER BY ${DIRECTORY_ORDER_SQL}
             LIMIT $${String(window)} OFFSET $${String(window + 1)}) AS ids`,
    [viewerId, ...params, query.perPage, (query.page - 1) * query.perPage],
  );
  if (row === undefined) throw new Error('directory page not read');
  return { context: viewerContextOf(row), ids: row.ids, total: row.total };
}

/** LIKE pattern matching the text anywhere, with the text's own % and _ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

function directoryWhere(query: DirectoryQuery): { where: string; params: unknown[] } {
  const params: unknown[] = [];
  const add = (value: unknown) => {
    params.push(value);
    return `$${String(params.length + 1)}`;
  };
  const clauses = [VISIBLE_TO_VIEWER_SQL, LISTABLE_SQL];
  if (query.include !== null) clauses.push(`u.id = ANY(${add(query.include)}::int[])`);
  if (query.search !== null) {
    // A hidden item is not searchable (§6): a hidden e-mail or phone must find nothing, nor may contact
    // information withheld by a block.
    const pattern = add(containsPattern(query.search));
    // Names match without accents or case, both ways: "Ines" finds "Inês", "Inês" finds "Ines" (served by
    // the trigram index on search_name).
    const byName = `('name' = ANY(u.show) AND u.search_name LIKE lower(campus_unaccent(${pattern})))`;
    clauses.push(
      query.searchNameOnly === true
        ? byName
        : `(${byName} OR (NOT ${BLOCKED_SQL} AND (('email' = ANY(u.show) AND u.email ILIKE ${pattern})
        OR ('mobile' = ANY(u.show) AND u.mobilephone ILIKE ${pattern}))))`,
    );
  }
  if (query.tagIds.length > 0) {
    // As WordPress's tax_query with include_children: a requested tag is matched by itself or any tag below
    // it (the committee tag finds the members of its sub-committees), and the person needs a match for
    // every requested tag.
    const tags = add(query.tagIds);
    clauses.push(`u.id IN (
      WITH RECURSIVE requested (requested_id, tag_id) AS (
        SELECT id, id FROM unnest(${tags}::int[]) AS id
        UNION SELECT r.requested_id, t.id FROM tags t JOIN requested r ON t.parent = r.tag_id)
      SELECT ut.user_id FROM user_tags ut JOIN requested r ON r.tag_id = ut.tag_id
      GROUP BY ut.user_id HAVING count(DISTINCT r.requested_id) = ${add(new Set(query.tagIds).size)})`);
  }
  if (query.houseId !== null) {
    clauses.push(`${FOUND_BY_HOUSE_SQL} AND EXISTS (SELECT 1 FROM user_houses fh
      WHERE fh.user_id = u.id AND fh.house_id = ${add(query.houseId)})`);
  }
  return { where: clauses.join(' AND '), params };
}

/**
 * People by id as the directory reads them, whoever asks: only for ids that readDirectoryPage chose for a
 * viewer (the privacy projection then applies §6 to each). In no particular order.
 */
export async function directoryPeopleByIds(
  db: Queryable,
  ids: readonly number[],
): Promise<DirectoryPersonRow[]> {
  if (ids.length === 0) return [];
  return db.query<DirectoryPersonRow>(`SELECT ${PERSON_COLUMNS} FROM users u WHERE u.id = ANY($1::int[])`, [
    ids,
  ]);
}

/** One person as the viewer may see them (the caller included), or null when the level hides them. */
export async function findDirectoryRow(
  db: Queryable,
  viewerId: number,
  id: number,
): Promise<DirectoryRow | null> {
  const [row] = await db.query<DirectoryRow>(
    `SELECT ${DIRECTORY_COLUMNS} FROM users u WHERE u.id = $2 AND (u.id = $1 OR ${VISIBLE_TO_VIEWER_SQL})`,
    [viewerId, id],
  );
  return row ?? null;
}

/** Several people by id, each as the viewer may see them; people hidden from the viewer are left out. */
export async function findDirectoryRows(
  db: Queryable,
  viewerId: number,
  ids: readonly number[],
): Promise<DirectoryRow[]> {
  if (ids.length === 0) return [];
  return db.query<DirectoryRow>(
    `SELECT ${DIRECTORY_COLUMNS} FROM users u WHERE u.id = ANY($2::int[]) AND ${VISIBLE_TO_VIEWER_SQL}`,
    [viewerId, ids],
  );
}

export async function houseIdsOf(db: Queryable, userId: number): Promise<number[]> {
  const rows = await db.query<{ house_id: number }>(
    'SELECT house_id FROM user_houses WHERE user_id = $1 ORDER BY position',
    [userId],
  );
  return rows.map((row) => row.house_id);
}

export interface TagCountRow {
  id: number;
  parent: number | null;
  slug: string;
  name: string;
  label: { lang: string; value: string }[];
  count: number;
}

/**
 * The parent tags of the given slugs and their children, each counted over the people the viewer may find
 * in the directory (so a group whose people are all hidden counts zero, §2.9).
 */
export async function directoryTagCounts(
  db: Queryable,
  viewerId: number,
  parentSlugs: readonly string[],
): Promise<TagCountRow[]> {
  return db.query<TagCountRow>(
    `WITH findable AS (${FINDABLE_BY_VIEWER_SQL}),
     parents AS (SELECT id FROM tags WHERE taxonomy = 'tax-tag' AND parent IS NULL AND slug = ANY($2::text[])),
     children AS (SELECT t.id, t.parent FROM tags t WHERE t.parent IN (SELECT id FROM parents))
     SELECT t.id, t.parent, t.slug, t.name, COALESCE(t.acf->'label', '[]'::jsonb) AS label,
       CASE WHEN t.parent IS NULL
         THEN (SELECT count(DISTINCT ut.user_id) FROM user_tags ut JOIN findable f ON f.id = ut.user_id
               WHERE ut.tag_id IN (SELECT c.id FROM children c WHERE c.parent = t.id))
         ELSE (SELECT count(*) FROM user_tags ut JOIN findable f ON f.id = ut.user_id WHERE ut.tag_id = t.id)
       END::int AS count
     FROM tags t
     WHERE t.id IN (SELECT id FROM parents) OR t.id IN (SELECT id FROM children)
     ORDER BY t.parent NULLS FIRST, t.name`,
    [viewerId, parentSlugs],
  );
}
