/**
 * SQL fragments shared by the content repositories (posts, events, pages): dates in the campus's local time
 * as WordPress sends them, and the ids of an item's translations.
 */

/** The campus's time zone: WordPress sends `date` in the site's local time, `date_gmt` in UTC. */
export const CAMPUS_TIME_ZONE = 'Europe/Paris';

/** `YYYY-MM-DDTHH:mm:ss` of a timestamptz column in the campus's local time. */
export const localDate = (column: string): string =>
  `to_char(${column} AT TIME ZONE '${CAMPUS_TIME_ZONE}', 'YYYY-MM-DD"T"HH24:MI:SS')`;

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

/** [{term_id, name, slug, thumbnail}] of the houses an item belongs to, through its join table. */
export const housesOf = (joinTable: string, foreignKey: string, alias: string): string =>
  `COALESCE((SELECT json_agg(json_build_object('term_id', h.id, 'name', h.name, 'slug', h.slug,
     'thumbnail', h.acf->'image'->'sizes'->>'thumbnail') ORDER BY h.id)
   FROM ${joinTable} j JOIN houses h ON h.id = j.house_id WHERE j.${foreignKey} = ${alias}.id), '[]'::json)`;

export interface PageWindow {
  limit: number;
  offset: number;
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
