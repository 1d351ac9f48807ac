/**
 * The staff console's SQL on news and events (issue #18): whole translation groups in every status, where
 * residents' repositories read single published rows. Table names come from the constant map below, never
 * from a request.
 */
import type { EventVisibility } from '@campus/domain/content';
import type { Language } from '@campus/domain/locale';
import type { ContentState, StaffContentType, StaffListState, StagedState } from '@campus/domain/staff';
import { CAMPUS_TIME_ZONE, localDate } from './content-sql.ts';
import type { Queryable } from './db.ts';

const TABLES = {
  post: { table: 'posts', houses: 'post_houses', key: 'post_id' },
  event: { table: 'events', houses: 'event_houses', key: 'event_id' },
} as const satisfies Record<StaffContentType, { table: string; houses: string; key: string }>;

/** `YYYY-MM-DDTHH:mm` (a datetime-local value) of a timestamptz column, campus time. */
const localMinute = (column: string) =>
  `to_char(${column} AT TIME ZONE '${CAMPUS_TIME_ZONE}', 'YYYY-MM-DD"T"HH24:MI')`;
/** A datetime-local parameter read as campus time. */
export const campusTime = (placeholder: string) =>
  `(${placeholder}::timestamp AT TIME ZONE '${CAMPUS_TIME_ZONE}')`;

export interface StaffRow {
  id: number;
  language: Language;
  slug: string;
  status: ContentState;
  title: string;
  content: string;
  excerpt: string;
  fimg_url: string | null;
  image_id: number | null;
  sticky: boolean;
  acf: Record<string, unknown>;
  start: string | null;
  end: string | null;
  visibility: EventVisibility | null;
  publish_at: string | null;
  modified: string;
  review_note: string;
  author_username: string;
  author_display_name: string;
  house_ids: number[];
}

/** The rows of one translation group, French first. */
export async function groupRows(db: Queryable, type: StaffContentType, group: string): Promise<StaffRow[]> {
  const { table, houses, key } = TABLES[type];
  const eventColumns =
    type === 'event'
      ? `${localMinute('c.start_at')} AS start, ${localMinute('c.end_at')} AS "end", c.visibility,
         '' AS excerpt, false AS sticky`
      : 'NULL AS start, NULL AS "end", NULL AS visibility, c.excerpt, c.sticky';
  return db.query<StaffRow>(
    `SELECT c.id, c.language, c.slug, c.status, c.title, c.content, c.fimg_url, c.image_id, c.acf,
       ${eventColumns},
       CASE WHEN c.publish_at IS NULL THEN NULL ELSE ${localMinute('c.publish_at')} END AS publish_at,
       ${localDate('c.modified')} AS modified, c.review_note,
       COALESCE(u.username, '') AS author_username, COALESCE(u.display_name, '') AS author_display_name,
       ARRAY(SELECT j.house_id FROM ${houses} j WHERE j.${key} = c.id ORDER BY j.house_id) AS house_ids
     FROM ${table} c LEFT JOIN users u ON u.id = c.author_id
     WHERE c.translation_group = $1 ORDER BY c.language DESC`,
    [group],
  );
}

export interface StaffListFilter {
  type: StaffContentType | null;
  /** `rejected`: a draft sent back with a review note; `draft`: one without. */
  status: StaffListState | null;
  house: number | null;
  language: Language | null;
  search: string | null;
  /** A house editor's view: published items, and items of any status with one of these houses; null: all. */
  visibleHouses: readonly number[] | null;
  /** Only items whose houses are all among these (never a campus item); null: no such limit. */
  editableHouses: readonly number[] | null;
}

export interface StaffSummaryRow {
  type: StaffContentType;
  group: string;
  status: ContentState;
  house_ids: number[];
  title_fr: string | null;
  title_en: string | null;
  modified: string;
  author_username: string;
  author_display_name: string;
  review_note: string;
  /** The state of a change staged on the live item (issue #33), null when there is none. */
  staged: StagedState | null;
}

const groupsOf = (type: StaffContentType) => {
  const { table, houses, key } = TABLES[type];
  return `SELECT '${type}'::text AS type, c.translation_group AS "group", min(c.status) AS status,
      max(c.modified) AS modified_at, max(c.title) FILTER (WHERE c.language = 'fr') AS title_fr,
      max(c.title) FILTER (WHERE c.language = 'en') AS title_en, min(c.author_id) AS author_id,
      max(c.review_note) AS review_note,
      ARRAY(SELECT DISTINCT j.house_id FROM ${houses} j JOIN ${table} t ON t.id = j.${key}
        WHERE t.translation_group = c.translation_group ORDER BY j.house_id) AS house_ids
    FROM ${table} c GROUP BY c.translation_group`;
};

/** LIKE's own wildcards in a search are literal characters. */
const likePattern = (search: string) =>
  `%${search.toLowerCase().replace(/[\\%_]/g, (match) => `\\${match}`)}%`;

/**
 * One page of the console's list, most recently modified first, with the total. "In review" (status
 * pending) also lists the live items whose staged change waits for review: that is a reviewer's work too.
 */
export async function listGroups(
  db: Queryable,
  filter: StaffListFilter,
  window: { limit: number; offset: number },
): Promise<{ rows: StaffSummaryRow[]; total: number }> {
  const types = filter.type === null ? (['post', 'event'] as const) : [filter.type];
  const contentState = filter.status === 'rejected' ? 'draft' : filter.status;
  const params: unknown[] = [
    contentState,
    filter.house,
    filter.language === 'fr',
    filter.language === 'en',
    filter.search === null ? null : likePattern(filter.search),
    filter.visibleHouses,
    filter.status === 'rejected' ? true : filter.status === 'draft' ? false : null,
    filter.editableHouses,
  ];
  const sql = `WITH items AS (${types.map(groupsOf).join(' UNION ALL ')})
    SELECT i.*, COALESCE(u.username, '') AS author_username, COALESCE(u.display_name, '') AS author_display_name,
      sc.state AS staged
    FROM items i LEFT JOIN users u ON u.id = i.author_id
      LEFT JOIN staff_staged_changes sc ON sc.item_type = i.type AND sc.item_group = i."group"
    WHERE ($1::text IS NULL OR i.status = $1 OR ($1 = 'pending' AND sc.state = 'pending'))
      AND ($2::int IS NULL OR $2 = ANY(i.house_ids))
      AND (NOT $3 OR i.title_fr IS NOT NULL) AND (NOT $4 OR i.title_en IS NOT NULL)
      AND ($5::text IS NULL OR lower(COALESCE(i.title_fr, '') || ' ' || COALESCE(i.title_en, '')) LIKE $5)
      AND ($6::int[] IS NULL OR i.status = 'publish' OR i.house_ids && $6::int[])
      AND ($7::boolean IS NULL OR (i.review_note <> '') = $7)
      AND ($8::int[] IS NULL OR (cardinality(i.house_ids) > 0 AND i.house_ids <@ $8::int[]))`;
  const [count] = await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM (${sql}) s`, params);
  const total = count?.total ?? 0;
  if (total === 0) return { rows: [], total };
  const rows = await db.query<StaffSummaryRow>(
    `SELECT s.type, s."group", s.status, s.house_ids, s.title_fr, s.title_en, ${localDate('s.modified_at')} AS modified,
       s.author_username, s.author_display_name, s.review_note, s.staged
     FROM (${sql}) s ORDER BY s.modified_at DESC, s."group" LIMIT $9 OFFSET $10`,
    [...params, window.limit, window.offset],
  );
  return { rows, total };
}

/** Whether `slug` is used in `language` by another translation group than `group`. */
export async function slugTaken(
  db: Queryable,
  type: StaffContentType,
  language: Language,
  slug: string,
  group: string,
): Promise<boolean> {
  const rows = await db.query(
    `SELECT 1 FROM ${TABLES[type].table} WHERE language = $1 AND slug = $2 AND translation_group <> $3`,
    [language, slug, group],
  );
  return rows.length > 0;
}

export interface RowValues {
  language: Language;
  slug: string;
  title: string;
  content: string;
  excerpt: string;
  fimgUrl: string | null;
  imageId: number | null;
  sticky: boolean;
  /** Merged into the row's acf (keys the console does not edit are kept). */
  acf: Record<string, unknown>;
  start: string | null;
  end: string | null;
  visibility: EventVisibility | null;
}

/** Inserts one language row of a group (as a draft unless `status` says otherwise); returns its id. */
export async function insertRow(
  db: Queryable,
  type: StaffContentType,
  group: string,
  values: RowValues,
  status: ContentState,
  authorId: number,
): Promise<number> {
  const common = [group, values.language, values.slug, status, values.title, values.content, values.fimgUrl];
  const [row] =
    type === 'post'
      ? await db.query<{ id: number }>(
          `INSERT INTO posts (translation_group, language, slug, status, title, content, fimg_url, date, modified,
             excerpt, image_id, sticky, acf, author_id)
           VALUES ($1, $2, $3, $4, $5, $6, $7, now(), now(), $8, $9, $10, $11::jsonb, $12) RETURNING id`,
          [...common, values.excerpt, values.imageId, values.sticky, JSON.stringify(values.acf), authorId],
        )
      : await db.query<{ id: number }>(
          `INSERT INTO events (translation_group, language, slug, status, title, content, fimg_url, date, modified,
             image_id, acf, author_id, start_at, end_at, visibility)
           VALUES ($1, $2, $3, $4, $5, $6, $7, now(), now(), $8, $9::jsonb, $10, ${campusTime('$11')},
             ${campusTime('$12')}, $13) RETURNING id`,
          [
            ...common,
            values.imageId,
            JSON.stringify({ origin: 'portail', ...values.acf }),
            authorId,
            values.start,
            values.end,
            values.visibility,
          ],
        );
  if (!row) throw new Error(`The ${type} row was not inserted`);
  return row.id;
}

export async function updateRow(
  db: Queryable,
  type: StaffContentType,
  id: number,
  values: RowValues,
): Promise<void> {
  const common = [
    id,
    values.slug,
    values.title,
    values.content,
    values.fimgUrl,
    values.imageId,
    JSON.stringify(values.acf),
  ];
  if (type === 'post') {
    await db.query(
      `UPDATE posts SET slug = $2, title = $3, content = $4, fimg_url = $5, image_id = $6, acf = acf || $7::jsonb,
         excerpt = $8, sticky = $9, modified = now() WHERE id = $1`,
      [...common, values.excerpt, values.sticky],
    );
    return;
  }
  await db.query(
    `UPDATE events SET slug = $2, title = $3, content = $4, fimg_url = $5, image_id = $6, acf = acf || $7::jsonb,
       start_at = ${campusTime('$8')}, end_at = ${campusTime('$9')}, visibility = $10, modified = now() WHERE id = $1`,
    [...common, values.start, values.end, values.visibility],
  );
}

export async function deleteRow(db: Queryable, type: StaffContentType, id: number): Promise<void> {
  await db.query(`DELETE FROM ${TABLES[type].table} WHERE id = $1`, [id]);
}

export async function setRowHouses(
  db: Queryable,
  type: StaffContentType,
  id: number,
  houseIds: readonly number[],
): Promise<void> {
  const { houses, key } = TABLES[type];
  await db.query(`DELETE FROM ${houses} WHERE ${key} = $1`, [id]);
  await db.query(`INSERT INTO ${houses} (${key}, house_id) SELECT $1, unnest($2::int[])`, [id, houseIds]);
}

export interface StatusChange {
  status: ContentState;
  /** Campus time of a scheduled publication, or null. */
  publishAt: string | null;
  reviewNote: string;
  /** Publishing dates the item now, as WordPress does; a scheduled item is dated when it will appear. */
  dateNow: boolean;
}

export async function setGroupStatus(
  db: Queryable,
  type: StaffContentType,
  group: string,
  change: StatusChange,
): Promise<void> {
  await db.query(
    `UPDATE ${TABLES[type].table} SET status = $2, review_note = $4, modified = now(),
       publish_at = CASE WHEN $3::text IS NULL THEN NULL ELSE ${campusTime('$3')} END,
       date = CASE WHEN $5 THEN now() WHEN $3::text IS NULL THEN date ELSE ${campusTime('$3')} END
     WHERE translation_group = $1`,
    [group, change.status, change.publishAt, change.reviewNote, change.dateNow],
  );
}

/**
 * The scheduled publication's job: publishes the group if it is still scheduled for a time now past. Run
 * twice (a retry), or after the item was unpublished or rescheduled, it changes nothing.
 */
export async function publishIfDue(db: Queryable, type: StaffContentType, group: string): Promise<boolean> {
  const rows = await db.query(
    `UPDATE ${TABLES[type].table} SET status = 'publish', modified = now()
     WHERE translation_group = $1 AND status = 'future' AND publish_at <= now() RETURNING id`,
    [group],
  );
  return rows.length > 0;
}

export interface ReviewHouseRow {
  id: number;
  review_required: boolean;
}

export async function reviewFlags(db: Queryable, houseIds: readonly number[]): Promise<ReviewHouseRow[]> {
  return db.query<ReviewHouseRow>('SELECT id, review_required FROM houses WHERE id = ANY($1::int[])', [
    houseIds,
  ]);
}

/** The instant (ms since the epoch) of a datetime-local value in campus time, by the database's zone rules. */
export async function campusTimeMs(db: Queryable, local: string): Promise<number> {
  const [row] = await db.query<{ ms: string }>(
    `SELECT (extract(epoch FROM ${campusTime('$1')}) * 1000)::bigint::text AS ms`,
    [local],
  );
  return Number(row?.ms);
}
