/**
 * The one repository of the content types (issue #30, docs/decisions/030-one-content-engine.md): a content
 * type's table declaration (its columns, order and filters) read by one list query. Every type's list is
 * the published rows of one language, by slug(s) and by id when asked, narrowed by the type's own filters,
 * counted then read one window at a time, each row with its translations when the type has language groups.
 */
import {
  countThenList,
  publishedContent,
  translationsOf,
  type Listed,
  type PageWindow,
  type SqlConditions,
} from './content-sql.ts';
import type { Queryable } from './db.ts';

/** What every content list is asked: the language, and optionally slugs or ids. */
export interface ContentFilter {
  language: 'fr' | 'en';
  /** Any of these slugs (WordPress accepts a comma-separated list); null = any. */
  slugs: string[] | null;
  /** Only these items (the search's embedded results, a map link); null or absent = any. */
  ids?: number[] | null;
}

/** The columns every content type's row has (its select list names them, dates as localDate writes them). */
export interface ContentRow {
  id: number;
  slug: string;
  language: 'fr' | 'en';
  date: string;
  modified: string;
  status: 'publish';
  title: string;
  acf: Record<string, unknown>;
}

/** The row of a type with `translations`: the "language:id" pairs of its group (translationsFromPairs). */
export interface TranslatedRow extends ContentRow {
  translations: string[];
}

/** A column of its own that the staff console writes to a content type's rows (issue #30). */
export interface EditableColumn {
  column: string;
  /** How the console reads it, given the qualified column (default: as stored), e.g. a campus-time minute. */
  read?: (column: string) => string;
  /** How a parameter is written to it (default: as given), e.g. a datetime-local read as campus time. */
  write?: (placeholder: string) => string;
}

/**
 * What the staff console needs to edit a content type's rows (db/staff-items-repository.ts): whole
 * translation groups in every status, their houses, and the type's own columns. The columns every editable
 * type has (translation_group, language, slug, status, title, content, fimg_url, image_id, acf, author_id,
 * publish_at, review_note, date, modified) are the repository's.
 */
export interface EditableTable {
  /** The table naming an item's houses, and its column holding the item's id. */
  houses: { table: string; key: string };
  /** The type's own columns, by the name the console's rows and values give them (its wire field's name). */
  columns: Readonly<Record<string, EditableColumn>>;
  /** What a new row's acf holds besides what the console writes (the events' origin). */
  newAcf?: Readonly<Record<string, unknown>>;
}

/** The SQL half of a content type: where its rows are and how a list of them is narrowed and ordered. */
export interface ContentTable<Filter extends ContentFilter> {
  /** The table, as the count and the translations read it. */
  table: string;
  /** The table's alias in `columns`, `orderBy` and `filters`. */
  alias: string;
  /** The page's FROM when it joins more than the table (the count reads the table alone); default the table. */
  from?: string;
  /** The select list of a row (the wire's translations are added when `translations` is set). */
  columns: string;
  /** The ORDER BY of a list, ending on a unique column so pages never overlap (it may follow the filter). */
  orderBy: string | ((filter: Filter) => string);
  /**
   * WPML-style language groups: each language's row has its own id, and the rows of one `translation_group`
   * are translations of each other. The row then carries the "language:id" pairs of its group as
   * `translations` (translationsFromPairs).
   */
  translations: boolean;
  /**
   * How `ids` selects: 'row' the rows of those ids; 'translation' the rows of this language in the same
   * translation groups as those ids, so an id of either language names the item (a place on the map).
   */
  idsMatch?: 'row' | 'translation';
  /**
   * Which rows the caller may see, when that depends on who asks (the events of §3): always added, before
   * any other filter.
   */
  visibility?: (filter: Filter, conditions: SqlConditions) => void;
  /** The type's own filters, added to the published rows of the language. */
  filters?: (filter: Filter, conditions: SqlConditions) => void;
  /**
   * The total of the whole list of a language (no slug, id or filter narrowing it), read instead of a count:
   * from a kept total (db/list-totals.ts), with its own parameters.
   */
  keptTotal?: (filter: Filter) => { sql: string; params: unknown[] };
  /** How the staff console edits the rows, for a type it edits. */
  editing?: EditableTable;
}

/** The list's conditions, and whether they are those of the whole list of the language (nothing narrows it). */
function conditionsOf<Filter extends ContentFilter>(
  type: ContentTable<Filter>,
  filter: Filter,
): { conditions: SqlConditions; whole: boolean } {
  const { alias } = type;
  const conditions = publishedContent(alias, filter.language, null);
  type.visibility?.(filter, conditions);
  const unnarrowed = conditions.size;
  if (filter.slugs !== null) {
    conditions.where(`${alias}.slug = ANY(${conditions.param(filter.slugs)}::text[])`);
  }
  if (filter.ids != null) {
    const ids = `${conditions.param(filter.ids)}::int[]`;
    conditions.where(
      type.idsMatch === 'translation'
        ? `${alias}.translation_group IN (SELECT o.translation_group FROM ${type.table} o WHERE o.id = ANY(${ids}))`
        : `${alias}.id = ANY(${ids})`,
    );
  }
  type.filters?.(filter, conditions);
  return { conditions, whole: conditions.size === unnarrowed };
}

const orderOf = <Filter extends ContentFilter>(type: ContentTable<Filter>, filter: Filter): string =>
  typeof type.orderBy === 'string' ? type.orderBy : type.orderBy(filter);

const selectList = <Filter extends ContentFilter>(type: ContentTable<Filter>): string =>
  type.translations
    ? `${type.columns}, ${translationsOf(type.table, type.alias)} AS translations`
    : type.columns;

/** The total and one window of a content type's list, as `select` reads the window's rows. */
function countThenWindow<Row, Filter extends ContentFilter>(
  db: Queryable,
  type: ContentTable<Filter>,
  filter: Filter,
  window: PageWindow,
  select: (where: string, limitOffset: string) => string,
): Promise<Listed<Row>> {
  const { conditions, whole } = conditionsOf(type, filter);
  const kept = whole ? type.keptTotal?.(filter) : undefined;
  return countThenList<Row>(db, `${type.table} ${type.alias}`, conditions, window, select, kept);
}

/** One window of a content type's rows and their total, in one query for the rows (no per-row queries). */
export function listContentRows<Row, Filter extends ContentFilter>(
  db: Queryable,
  type: ContentTable<Filter>,
  filter: Filter,
  window: PageWindow,
): Promise<Listed<Row>> {
  return countThenWindow<Row, Filter>(
    db,
    type,
    filter,
    window,
    (where, limitOffset) =>
      `SELECT ${selectList(type)}
       FROM ${type.from ?? `${type.table} ${type.alias}`} WHERE ${where}
       ORDER BY ${orderOf(type, filter)}
       ${limitOffset}`,
  );
}

/**
 * The ids of one window of a content type's list, in order, and their total: for a type whose items are kept
 * by id (contentRowsByIds reads the ones not kept).
 */
export async function listContentIds<Filter extends ContentFilter>(
  db: Queryable,
  type: ContentTable<Filter>,
  filter: Filter,
  window: PageWindow,
): Promise<Listed<number>> {
  const { alias } = type;
  const { rows, total } = await countThenWindow<{ id: number }, Filter>(
    db,
    type,
    filter,
    window,
    (where, limitOffset) =>
      `SELECT ${alias}.id FROM ${type.table} ${alias} WHERE ${where}
       ORDER BY ${orderOf(type, filter)}
       ${limitOffset}`,
  );
  return { rows: rows.map((row) => row.id), total };
}

/**
 * The rows of these ids, in no particular order, whoever may see them: only for ids that listContentIds
 * chose for the caller.
 */
export async function contentRowsByIds<Row, Filter extends ContentFilter>(
  db: Queryable,
  type: ContentTable<Filter>,
  ids: readonly number[],
): Promise<Row[]> {
  if (ids.length === 0) return [];
  return db.query<Row>(
    `SELECT ${selectList(type)} FROM ${type.from ?? `${type.table} ${type.alias}`}
     WHERE ${type.alias}.id = ANY($1::int[])`,
    [ids],
  );
}

/**
 * The SELECT of one row of a content type, the one whose id is the SQL expression `id`, with the same
 * columns as its lists: for a statement that reads the rows of what it found in the same snapshot (the
 * search, db/search-repository.ts), whoever may see them.
 */
export const contentRowSql = <Filter extends ContentFilter>(type: ContentTable<Filter>, id: string): string =>
  `SELECT ${selectList(type)} FROM ${type.from ?? `${type.table} ${type.alias}`} WHERE ${type.alias}.id = ${id}`;
