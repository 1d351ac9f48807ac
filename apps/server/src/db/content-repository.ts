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
} from './content-sql.ts';
import type { SqlConditions } from './content-sql.ts';
import type { Queryable } from './db.ts';
import { keptTotalSql, type KeptList } from './list-totals.ts';

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
  /** The ORDER BY of a list, ending on a unique column so pages never overlap. */
  orderBy: string;
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
  /** The type's own filters, added to the published rows of the language. */
  filters?: (filter: Filter, conditions: SqlConditions) => void;
  /** A kept total (db/list-totals.ts) counting the whole list of a language, read instead of a count then. */
  keptTotal?: KeptList;
}

function conditionsOf<Filter extends ContentFilter>(
  type: ContentTable<Filter>,
  filter: Filter,
): SqlConditions {
  const { alias } = type;
  const conditions = publishedContent(alias, filter.language, filter.slugs);
  if (filter.ids != null) {
    const ids = `${conditions.param(filter.ids)}::int[]`;
    conditions.where(
      type.idsMatch === 'translation'
        ? `${alias}.translation_group IN (SELECT o.translation_group FROM ${type.table} o WHERE o.id = ANY(${ids}))`
        : `${alias}.id = ANY(${ids})`,
    );
  }
  type.filters?.(filter, conditions);
  return conditions;
}

/** One window of a content type's rows and their total, in one query for the rows (no per-row queries). */
export function listContentRows<Row, Filter extends ContentFilter>(
  db: Queryable,
  type: ContentTable<Filter>,
  filter: Filter,
  window: PageWindow,
): Promise<Listed<Row>> {
  const { table, alias } = type;
  const conditions = conditionsOf(type, filter);
  // Only the status and language conditions: the whole list of the language, whose total may be kept.
  const whole = conditions.size === 2;
  const translations = type.translations ? `, ${translationsOf(table, alias)} AS translations` : '';
  return countThenList<Row>(
    db,
    `${table} ${alias}`,
    conditions,
    window,
    (where, limitOffset) =>
      `SELECT ${type.columns}${translations}
       FROM ${type.from ?? `${table} ${alias}`} WHERE ${where}
       ORDER BY ${type.orderBy}
       ${limitOffset}`,
    type.keptTotal !== undefined && whole ? keptTotalSql(type.keptTotal, '$1') : undefined,
  );
}
