/** The places of the campus map (spec §2.8, §3 "Place") as `GET /wp/v2/places` sends them: one content type. */
import type { Place } from '@campus/domain/place';
import { localDate } from '../../db/content-sql.ts';
import type { ContentRow } from '../../db/content-repository.ts';
import type { ContentFilter, ContentType } from '../content-engine.ts';
import { absoluteUrl } from '../content-projection.ts';

export interface PlaceFilter extends ContentFilter {
  categoryIds: number[] | null;
}

interface PlaceRow extends ContentRow {
  category_id: number | null;
  house_id: number | null;
  latitude: number | null;
  longitude: number | null;
  /** The picture of the place's house (stored path or URL), when the place belongs to a house. */
  house_image: string | null;
}

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

export const places: ContentType<PlaceRow, Place, PlaceFilter> = {
  table: {
    table: 'places',
    alias: 'p',
    // Each place with its house's picture, in the same query.
    from: 'places p LEFT JOIN houses h ON h.id = p.house_id',
    columns: `p.id, p.slug, p.language, ${localDate('p.date')} AS date, ${localDate('p.modified')} AS modified,
      p.status, p.title, p.category_id, p.house_id, p.latitude, p.longitude, p.acf,
      h.acf->'image'->>'url' AS house_image`,
    orderBy: 'p.title, p.id',
    // The map's places are not linked across languages on the wire, but a place id names the same place in
    // both: an id of the other language's row selects this language's translation, so that a map link
    // (/pages/map/{id}) shared by an English reader opens the place for a French one (issue #29).
    translations: false,
    idsMatch: 'translation',
    filters: (filter, conditions) => {
      if (filter.categoryIds !== null) {
        conditions.where(`p.category_id = ANY(${conditions.param(filter.categoryIds)}::int[])`);
      }
    },
  },
  view: placeView,
};
