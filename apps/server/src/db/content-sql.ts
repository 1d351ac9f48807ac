/**
 * SQL fragments of the content engine's repository (db/content-repository.ts) and of the other lists (staff
 * items, search, directory, notifications…): dates in the campus's local time as WordPress sends them, the
 * ids of an item's translations, and the count-then-window shape of a WordPress list.
 */
import type { Queryable } from './db.ts';

/** The campus's time zone: WordPress sends `date` in the site's local time, `date_gmt` in UTC. */
export const CAMPUS_TIME_ZONE = 'Europe/Paris';

/** `YYYY-MM-DDTHH:mm:ss` of a timestamptz column in the campus's local time. */
export const localDate = (column: string): string =>
  `to_char(${column} AT TIME ZONE '${CAMPUS_TIME_ZONE}', 'YYYY-MM-DD"T"HH24:MI:SS')`;

/** `YYYY-MM-DDTHH:mm` (a datetime-local value, as the staff console edits it) of a timestamptz column, campus time. */
export const localMinute = (column: string): string =>
  `to_char(${column} AT TIME ZONE '${CAMPUS_TIME_ZONE}', 'YYYY-MM-DD"T"HH24:MI')`;

/** A datetime-local parameter read as campus time. */
export const campusTime = (placeholder: string): string =>
  `(${placeholder}::timestamp AT TIME ZONE '${CAMPUS_TIME_ZONE}')`;

export const gmtDate = (column: string): string =>
  `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS')`;

/** ACF's date-time picker format, `YYYY-MM-DD HH:mm:ss`, local time. */
export const acfDateTime = (column: string): string =>
  `to_char(${column} AT TIME ZONE '${CAMPUS_TIME_ZONE}', 'YYYY-MM-DD HH24:MI:SS')`;

/**
 * {language: id} of the rows of the same translation group (served by the (translation_group, language)
 * key), built as a plain array of pairs: cheaper per row than an aggregate into json.
 */
export const translationsOf = (table: string, alias: string): string =>
  `ARRAY(SELECT t.language || ':' || t.id FROM ${table} t WHERE t.translation_group = ${alias}.translation_group)`;

/** The {language: id} object of translationsOf's pairs. */
export function translationsFromPairs(pairs: readonly string[] | null): Partial<Record<'fr' | 'en', number>> {
  const result: Partial<Record<'fr' | 'en', number>> = {};
  for (const pair of pairs ?? []) {
    const [language, id] = pair.split(':');
    if (language === 'fr' || language === 'en') result[language] = Number(id);
  }
  return result;
}

/**
 * The label list [{lang, value}] of the house aliased h (its name per language, spec §6 term labels); [] for
 * a house the CMS saved without one, so a reader falls back to its name.
 */
export const HOUSE_LABEL_SQL = `CASE WHEN jsonb_typeof(h.acf->'label') = 'array' THEN h.acf->'label' ELSE '[]'::jsonb END`;

/** [{term_id, name, slug, thumbnail, label}] of the houses an item belongs to, through its join table. */
export const housesOf = (joinTable: string, foreignKey: string, alias: string): string =>
  `COALESCE((SELECT json_agg(json_build_object('term_id', h.id, 'name', h.name, 'slug', h.slug,
     'thumbnail', h.acf->'image'->'sizes'->>'thumbnail', 'label', ${HOUSE_LABEL_SQL}) ORDER BY h.id)
   FROM ${joinTable} j JOIN houses h ON h.id = j.house_id WHERE j.${foreignKey} = ${alias}.id), '[]'::json)`;

export interface PageWindow {
  limit: number;
  offset: number;
  /**
   * false when the caller needs the rows only (the search loading its results by id): no count query, and
   * the total is the number of rows.
   */
  withTotal?: boolean;
}

export interface Listed<Row> {
  rows: Row[];
  total: number;
}

export interface ContentHouseRow {
  term_id: number;
  name: string;
  slug: string;
  thumbnail: string | null;
}

/**
 * The WHERE clause of a list and its numbered parameters ($1, $2…), built one filter at a time, so that a
 * repository writes each filter once and never counts placeholders by hand.
 */
export class SqlConditions {
  readonly params: unknown[] = [];
  private readonly clauses: string[] = [];

  /** Adds a value as the next parameter; returns its placeholder. */
  param(value: unknown): string {
    this.params.push(value);
    return `$${String(this.params.length)}`;
  }

  where(clause: string): this {
    this.clauses.push(clause);
    return this;
  }

  /** How many conditions there are (publishedContent's two: the whole list of a language). */
  get size(): number {
    return this.clauses.length;
  }

  get sql(): string {
    return this.clauses.length === 0 ? 'TRUE' : this.clauses.join(' AND ');
  }
}

/** Where every content list starts: the published rows of one language, by slug(s) when asked. */
export function publishedContent(
  alias: string,
  language: string,
  slugs: readonly string[] | null,
): SqlConditions {
  const conditions = new SqlConditions();
  conditions.where(`${alias}.status = 'publish'`).where(`${alias}.language = ${conditions.param(language)}`);
  if (slugs !== null) conditions.where(`${alias}.slug = ANY(${conditions.param(slugs)}::text[])`);
  return conditions;
}

/**
 * A WordPress list: the total of `from` under the conditions, then one window of rows (not asked for when
 * there are none). `select` receives the SQL of the full WHERE clause and the LIMIT/OFFSET placeholders.
 * `keptTotal`, when given, reads the total instead of counting (a kept total, db/list-totals.ts), with its
 * own parameters.
 */
export async function countThenList<Row>(
  db: Queryable,
  from: string,
  conditions: SqlConditions,
  window: PageWindow,
  select: (where: string, limitOffset: string) => string,
  keptTotal?: { sql: string; params: unknown[] },
): Promise<Listed<Row>> {
  if (window.withTotal === false) {
    const rows = await db.query<Row>(
      select(conditions.sql, `LIMIT $${String(conditions.params.length + 1)}`),
      [...conditions.params, window.limit],
    );
    return { rows, total: rows.length };
  }
  const [count] =
    keptTotal === undefined
      ? await db.query<{ total: number }>(
          `SELECT count(*)::int AS total FROM ${from} WHERE ${conditions.sql}`,
          conditions.params,
        )
      : await db.query<{ total: number }>(`SELECT ${keptTotal.sql} AS total`, keptTotal.params);
  const total = count?.total ?? 0;
  if (total === 0) return { rows: [], total };
  const limit = `$${String(conditions.params.length + 1)}`;
  const offset = `$${String(conditions.params.length + 2)}`;
  const rows = await db.query<Row>(select(conditions.sql, `LIMIT ${limit} OFFSET ${offset}`), [
    ...conditions.params,
    window.limit,
    window.offset,
  ]);
  return { rows, total };
}
