/**
 * The campus map of the sample campus (issue #11): place categories as terms of the `places-categories`
 * taxonomy, the places in both languages, then the place keys that events and house locations name turned
 * into the place ids of their language (the wire's `place`, a link to /pages/map/{place}).
 */
import { PLACE_CATEGORY_TAXONOMY } from '@campus/domain/place';
import { CAMPUS_TIME_ZONE } from '../db/content-sql.ts';
import type { Queryable } from '../db/db.ts';
import type { SampleCampus } from './load-sample-campus.ts';

const LANGUAGES = ['fr', 'en'] as const;

/** An OpenStreetMap walking route to the place: the Itinerary link (the person's position is the start). */
export const itineraryTo = (lat: number, lng: number) =>
  `https://www.openstreetmap.org/directions?engine=fossgis_osrm_foot&route=%3B${String(lat)}%2C${String(lng)}`;

async function insertCategories(tx: Queryable, campus: SampleCampus): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const category of campus.places.categories) {
    const acf = {
      label: [
        { lang: 'fr', value: category.fr },
        { lang: 'en', value: category.en },
      ],
      category_place_color: category.color,
      category_place_icon: { class: category.icon },
    };
    const [row] = await tx.query<{ id: number }>(
      'INSERT INTO tags (taxonomy, name, slug, acf) VALUES ($1, $2, $3, $4) RETURNING id',
      [PLACE_CATEGORY_TAXONOMY, category.fr, category.key, JSON.stringify(acf)],
    );
    if (row !== undefined) ids.set(category.key, row.id);
  }
  return ids;
}

/** Rewrites `place` keys in a table's acf.locations into the id of the place of the row's language. */
async function linkPlaces(tx: Queryable, table: 'events' | 'house_pages'): Promise<void> {
  await tx.query(
    `UPDATE ${table} t SET acf = jsonb_set(t.acf, '{locations}', (
       SELECT jsonb_agg(CASE WHEN COALESCE(l->>'place', '') = '' THEN l
         ELSE jsonb_set(l, '{place}', to_jsonb(COALESCE((SELECT p.id::text FROM places p
           WHERE p.slug = l->>'place' AND p.language = t.language), ''))) END ORDER BY n)
       FROM jsonb_array_elements(t.acf->'locations') WITH ORDINALITY AS x(l, n)))
     WHERE jsonb_typeof(t.acf->'locations') = 'array' AND jsonb_array_length(t.acf->'locations') > 0`,
  );
}

export async function insertPlaces(
  tx: Queryable,
  campus: SampleCampus,
  seedDate: string,
  houseIds: ReadonlyMap<string, number>,
): Promise<void> {
  const categories = await insertCategories(tx, campus);
  for (const place of campus.places.places) {
    for (const language of LANGUAGES) {
      const acf = {
        place_hours: place.hours[language],
        place_phone: place.phone,
        place_access: place.access[language],
        place_access_link: place.itinerary ?? itineraryTo(place.lat, place.lng),
      };
      await tx.query(
        `INSERT INTO places (language, translation_group, slug, date, modified, title, category_id, house_id,
           latitude, longitude, acf)
         VALUES ($1, $2, $3, ($4::date + time '09:00') AT TIME ZONE '${CAMPUS_TIME_ZONE}',
           ($4::date + time '09:00') AT TIME ZONE '${CAMPUS_TIME_ZONE}', $5, $6, $7, $8, $9, $10)`,
        [
          language,
          `place:${place.key}`,
          place.key,
          seedDate,
          place.title[language],
          categories.get(place.category) ?? null,
          place.house === undefined ? null : (houseIds.get(place.house) ?? null),
          place.lat,
          place.lng,
          JSON.stringify(acf),
        ],
      );
    }
  }
  await linkPlaces(tx, 'events');
  await linkPlaces(tx, 'house_pages');
}
