/** The places of the campus map (spec §2.8, §3 "Place") as `GET /wp/v2/places` sends them. */
import type { Place } from '@campus/domain/place';
import type { Listed, PageWindow } from '../db/content-sql.ts';
import type { Queryable } from '../db/db.ts';
import { listPlaces, type PlaceFilter, type PlaceRow } from '../db/places-repository.ts';
import { absoluteUrl } from './content-projection.ts';

export type PlaceQuery = PlaceFilter;

const text = (acf: Record<string, unknown>, key: string): string =>
  typeof acf[key] === 'string' ? acf[key] : '';

function placeView(row: PlaceRow, publicUrl: string): Place {
  const ownImage = text(row.acf, 'place_house_img');
  return {
    id: row.id,
    slug: row.slug,
    title: { rendered: row.title },
    link: `${publicUrl}/pages/map/${String(row.id)}`,
    acf: {
      // A place of a house shows the house's picture unless the CMS gave it its own.
      place_house_img: absoluteUrl(publicUrl, ownImage === '' ? row.house_image : ownImage),
      place_hours: text(row.acf, 'place_hours'),
      place_phone: text(row.acf, 'place_phone'),
      place_access: text(row.acf, 'place_access'),
      place_access_link: text(row.acf, 'place_access_link'),
      place_category: row.category_id,
      place_coordinates: {
        markers:
          row.latitude === null || row.longitude === null ? [] : [{ lat: row.latitude, lng: row.longitude }],
      },
    },
    'places-categories': row.category_id === null ? [] : [row.category_id],
    'tax-house': row.house_id === null ? [] : [row.house_id],
    date: row.date,
    modified: row.modified,
    status: row.status,
    type: 'places',
    lang: row.language,
  };
}

/** One page of the places of a language, by title. */
export async function listCampusPlaces(
  db: Queryable,
  query: PlaceQuery,
  window: PageWindow,
  publicUrl: string,
): Promise<Listed<Place>> {
  const { rows, total } = await listPlaces(db, query, window);
  return { rows: rows.map((row) => placeView(row, publicUrl)), total };
}
