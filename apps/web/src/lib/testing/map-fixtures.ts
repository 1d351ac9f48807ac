import type { Place } from '@campus/domain/place';
import type { TagTerm } from '@campus/domain/taxonomy';
import { HttpResponse } from 'msw';
import { endpointHandler } from './endpoint-handler.ts';
import { testTag } from './people-fixtures.ts';

/** A place category as GET /wp/v2/places-categories sends it. */
export function testPlaceCategory(
  id: number,
  slug: string,
  label: { en: string; fr: string },
  color?: string,
) {
  const category: TagTerm = testTag(id, slug, 0, label);
  return {
    ...category,
    taxonomy: 'places-categories',
    acf: { ...category.acf, ...(color === undefined ? {} : { category_place_color: color }) },
  } satisfies TagTerm;
}

/** A place as GET /wp/v2/places sends it. */
export function testPlace(
  id: number,
  title: string,
  categoryId: number | null,
  acf: Partial<Place['acf']> = {},
): Place {
  return {
    id,
    slug: title.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    title: { rendered: title },
    link: `${window.location.origin}/pages/map/${String(id)}`,
    acf: {
      place_house_img: false,
      place_hours: `<p>Hours of ${title}</p>`,
      place_phone: '',
      place_access: '',
      place_access_link: '',
      place_category: categoryId,
      place_coordinates: { markers: [{ lat: 48.8196, lng: 2.3381 }] },
      ...acf,
    },
    'places-categories': categoryId === null ? [] : [categoryId],
    'tax-house': [],
    date: '2025-01-01T09:00:00',
    modified: '2025-01-01T09:00:00',
    status: 'publish',
    type: 'places',
    lang: 'en',
  };
}

/**
 * The map's calls, answering `places` and `categories` (GET only: the map never writes). `include=` is
 * honoured as the server does: an id names a place of this list, or, through `otherLanguageIds` (an id of
 * the other language's row → the id of its translation here), the translation of a place read in the other
 * language.
 */
export function mapHandlers({
  places = [],
  categories = [],
  otherLanguageIds = {},
}: {
  places?: readonly Place[];
  categories?: readonly TagTerm[];
  otherLanguageIds?: Readonly<Record<number, number>>;
} = {}) {
  return [
    endpointHandler('GET /wp/v2/places', ({ request }) => {
      const include = new URL(request.url).searchParams.get('include');
      const ids = include === null ? null : include.split(',').map(Number);
      const answered =
        ids === null
          ? places
          : places.filter((place) => ids.some((id) => id === place.id || otherLanguageIds[id] === place.id));
      return HttpResponse.json(answered, {
        headers: {
          'X-WP-Total': String(answered.length),
          'X-WP-TotalPages': answered.length === 0 ? '0' : '1',
        },
      });
    }),
    endpointHandler('GET /wp/v2/places-categories', () => HttpResponse.json(categories)),
  ];
}
