/**
 * The staff console's SQL on the content types it edits (issue #18), driven by their declarations (issue #30,
 * docs/decisions/030-one-content-engine.md): a type's table, its houses' table and its own columns come from
 * its `ContentTable` and that table's `editing` (db/content-repository.ts), never from a request. Whole
 * translation groups in every status, where residents' lists read single published rows.
 */
import type { Language } from '@campus/domain/locale';
import type { ContentState, StaffContentType, StaffListState, StagedState } from '@campus/domain/staff';
import type { ContentTable, EditableTable } from './content-repository.ts';
import { campusTime, localDate, localMinute } from './content-sql.ts';
import type { Queryable } from './db.ts';

/** A content type's table as the console edits it: the table half of its declaration, with `editing`. */
export type EditedTable = Pick<ContentTable<never>, 'table'> & { editing: EditableTable };

export interface StaffRow {
  id: number;
  language: Language;
  slug: string;
  status: ContentState;
  title: string;
  content: string;
  fimg_url: string | null;
  image_id: number | null;
  acf: Record<string, unknown>;
  /** The type's own columns (`editing.columns`), by name, as they read them. */
  fields: Record<string, unknown>;
  publish_at: string | null;
  modified: string;
  review_note: string;
  author_username: string;
  author_display_name: string;
  house_ids: number[];
  /** Whether one of the row's houses requires review of what its editors write (spec §5). */
  review_required: boolean;
}

/** The type's own columns of row `c`, as one JSON object by name. */
function fieldsOf({ columns }: EditableTable): string {
  const pairs = Object.entries(columns).map(
    ([name, { column, read }]) => `'${name}', ${read?.(`c.${column}`) ?? `c.${column}`}`,
  );
  return `json_build_object(${pairs.join(', ')})`;
}

/** The rows of one translation group, French first. */
export async function groupRows(db: Queryable, type: EditedTable, group: string): Promise<StaffRow[]> {
  const { houses } = type.editing;
  return db.query<StaffRow>(
    `SELECT c.id, c.language, c.slug, c.status, c.title, c.content, c.fimg_url, c.image_id, c.acf,
       ${fieldsOf(type.editing)} AS fields,
       CASE WHEN c.publish_at IS NULL THEN NULL ELSE ${localMinute('c.publish_at')} END AS publish_at,
       ${localDate('c.modified')} AS modified, c.review_note,
       COALESCE(u.username, '') AS author_username, COALESCE(u.display_name, '') AS author_display_name,
       ARRAY(SELECT j.house_id FROM ${houses.table} j WHERE j.${houses.key} = c.id ORDER BY j.house_id) AS house_ids,
       EXISTS (SELECT 1 FROM ${houses.table} j JOIN houses h ON h.id = j.house_id
         WHERE j.${houses.key} = c.id AND h.review_required) AS review_required
     FROM ${type.table} c LEFT JOIN users u ON u.id = c.author_id
     WHERE c.translation_group = $1 ORDER BY c.language DESC`,
    [group],
  );
}

/**
 * The translation group of one row of an item: a preview link names its item by a row id, which keeps the
 * link's token within the router's 100 characters for a path parameter (a group is up to 200).
 */
export async function groupOfRow(db: Queryable, type: EditedTable, id: number): Promise<string | null> {
  const [row] = await db.query<{ group: string }>(
    `SELECT translation_group AS "group" FROM ${type.table} WHERE id = $1`,
    [id],
  );
  return row?.group ?? null;
}

export interface StaffListFilter {
  /** The types listed, by the name the summary rows give them. */
  types: readonly { name: StaffContentType; table: EditedTable }[];
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
  /** Whether one of the item's houses requires review (spec §5): read with the page, not row by row. */
  review_required: boolean;
}

const groupsOf = ({ name, table: { table, editing } }: StaffListFilter['types'][number]) => {
  const { table: houses, key } = editing.houses;
  return `SELECT '${name}'::text AS type, c.translation_group AS "group", min(c.status) AS status,
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
  const sql = `WITH items AS (${filter.types.map(groupsOf).join(' UNION ALL ')})
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
       s.author_username, s.author_display_name, s.review_note, s.staged,
       EXISTS (SELECT 1 FROM houses h WHERE h.id = ANY(s.house_ids) AND h.review_required) AS review_required
     FROM (${sql}) s ORDER BY s.modified_at DESC, s."group" LIMIT $9 OFFSET $10`,
    [...params, window.limit, window.offset],
  );
  return { rows, total };
}

/** Whether `slug` is used in `language` by another translation group than `group`. */
export async function slugTaken(
  db: Queryable,
  type: EditedTable,
  language: Language,
  slug: string,
  group: string,
): Promise<boolean> {
  const rows = await db.query(
    `SELECT 1 FROM ${type.table} WHERE language = $1 AND slug = $2 AND translation_group <> $3`,
    [language, slug, group],
  );
  return rows.length > 0;
}

export interface RowValues {
  language: Language;
  slug: string;
  title: string;
  content: string;
  fimgUrl: string | null;
  imageId: number | null;
  /** Merged into the row's acf (keys the console does not edit are kept). */
  acf: Record<string, unknown>;
  /** The type's own columns (`editing.columns`), by name; one absent is written as null. */
  fields: Record<string, unknown>;
}

/** The type's own columns, and how each is written from parameter `$n` on, with the values in that order. */
function writtenFields({ columns }: EditableTable, values: RowValues, firstParam: number) {
  const written = Object.entries(columns).map(([name, { column, write }], index) => {
    const placeholder = `$${String(firstParam + index)}`;
    return { column, value: write?.(placeholder) ?? placeholder, param: values.fields[name] ?? null };
  });
  return {
    columns: written.map((field) => `, ${field.column}`).join(''),
    values: written.map((field) => `, ${field.value}`).join(''),
    assignments: written.map((field) => `, ${field.column} = ${field.value}`).join(''),
    params: written.map((field) => field.param),
  };
}

/** Inserts one language row of a group (as a draft unless `status` says otherwise); returns its id. */
export async function insertRow(
  db: Queryable,
  type: EditedTable,
  group: string,
  values: RowValues,
  status: ContentState,
  authorId: number,
): Promise<number> {
  const fields = writtenFields(type.editing, values, 11);
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO ${type.table} (translation_group, language, slug, status, title, content, fimg_url, image_id,
       acf, author_id, date, modified${fields.columns})
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb, $10, now(), now()${fields.values}) RETURNING id`,
    [
      group,
      values.language,
      values.slug,
      status,
      values.title,
      values.content,
      values.fimgUrl,
      values.imageId,
      JSON.stringify({ ...type.editing.newAcf, ...values.acf }),
      authorId,
      ...fields.params,
    ],
  );
  if (!row) throw new Error(`The ${type.table} row was not inserted`);
  return row.id;
}

export async function updateRow(
  db: Queryable,
  type: EditedTable,
  id: number,
  values: RowValues,
): Promise<void> {
  const fields = writtenFields(type.editing, values, 8);
  await db.query(
    `UPDATE ${type.table} SET slug = $2, title = $3, content = $4, fimg_url = $5, image_id = $6,
       acf = acf || $7::jsonb${fields.assignments}, modified = now() WHERE id = $1`,
    [
      id,
      values.slug,
      values.title,
      values.content,
      values.fimgUrl,
      values.imageId,
      JSON.stringify(values.acf),
      ...fields.params,
    ],
  );
}

export async function deleteRow(db: Queryable, type: EditedTable, id: number): Promise<void> {
  await db.query(`DELETE FROM ${type.table} WHERE id = $1`, [id]);
}

export async function setRowHouses(
  db: Queryable,
  type: EditedTable,
  id: number,
  houseIds: readonly number[],
): Promise<void> {
  const { table, key } = type.editing.houses;
  await db.query(`DELETE FROM ${table} WHERE ${key} = $1`, [id]);
  await db.query(`INSERT INTO ${table} (${key}, house_id) SELECT $1, unnest($2::int[])`, [id, houseIds]);
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
  type: EditedTable,
  group: string,
  change: StatusChange,
): Promise<void> {
  await db.query(
    `UPDATE ${type.table} SET status = $2, review_note = $4, modified = now(),
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
export async function publishIfDue(db: Queryable, type: EditedTable, group: string): Promise<boolean> {
  const rows = await db.query(
    `UPDATE ${type.table} SET status = 'publish', modified = now()
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
