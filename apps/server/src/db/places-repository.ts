import type { Language } from '@campus/domain/locale';
import { countThenList, localDate, publishedContent, type Listed, type PageWindow } from './content-sql.ts';
import type { Queryable } from './db.ts';

export interface PlaceRow {
  id: number;
  slug: string;
  language: Language;
  date: string;
  modified: string;
  status: 'publish';
  title: string;
  category_id: number | null;
  house_id: number | null;
  latitude: number | null;
  longitude: number | null;
  acf: Record<string, unknown>;
  /** The picture of the place's house (stored path or URL), when the place belongs to a house. */
  house_image: string | null;
}

export interface PlaceFilter {
  language: Language;
  slugs: string[] | null;
  categoryIds: number[] | null;
  ids: number[] | null;
}

/** One page of places of a language by title, each with its house's picture, in one query. */
export function listPlaces(
  db: Queryable,
  filter: PlaceFilter,
  window: PageWindow,
): Promise<Listed<PlaceRow>> {
  const conditions = publishedContent('p', filter.language, filter.slugs);
  if (filter.categoryIds !== null) {
    conditions.where(`p.category_id = ANY(${conditions.param(filter.categoryIds)}::int[])`);
  }
  if (filter.ids !== null) {
    // Each language has its own row (and id) of a place, but a place id names the same place in both
    // languages: an id of the other language's row selects this language's translation, so that a map link
    // (/pages/map/{id}) shared by an English reader opens the place for a French one (issue #29).
    conditions.where(
      `p.translation_group IN (SELECT o.translation_group FROM places o
         WHERE o.id = ANY(${conditions.param(filter.ids)}::int[]))`,
    );
  }
  return countThenList<PlaceRow>(
    db,
    'places p',
    conditions,
    window,
    (where, limitOffset) =>
      `SELECT p.id, p.slug, p.language, ${localDate('p.date')} AS date, ${localDate('p.modified')} AS modified,
         p.status, p.title, p.category_id, p.house_id, p.latitude, p.longitude, p.acf,
         h.acf->'image'->>'url' AS house_image
       FROM places p LEFT JOIN houses h ON h.id = p.house_id
       WHERE ${where}
       ORDER BY p.title, p.id
       ${limitOffset}`,
  );
}
