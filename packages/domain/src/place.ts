/**
 * Places of the campus map (spec §2.8, §3 "Place", place categories in "Tag term"), as `GET /wp/v2/places`
 * sends them, and the pure rules of the map both sides need. Property order is the order on the wire.
 */
import { Type, type Static } from 'typebox';
import { ContentListQuerySchema, PostStatusSchema, RenderedSchema } from './content.ts';
import { IdListParamSchema, LanguageSchema } from './wire.ts';

/** The taxonomy of place categories (a tag-like taxonomy: GET /wp/v2/places-categories). */
export const PLACE_CATEGORY_TAXONOMY = 'places-categories';

export const PlaceMarkerSchema = Type.Object({ lat: Type.Number(), lng: Type.Number() });
export type PlaceMarker = Static<typeof PlaceMarkerSchema>;

export const PlaceAcfSchema = Type.Object({
  /** Absolute URL of the picture of the place (a house's picture for a house), or false. */
  place_house_img: Type.Unsafe<string | false>({ type: ['string', 'boolean'] }),
  /** HTML within the §5 allow-list: reception or opening hours. */
  place_hours: Type.String(),
  /** A phone number as people write it ('' when none); the sheet makes it a tel: link. */
  place_phone: Type.String(),
  /** HTML: how to get in (entrance, floor, accessibility). */
  place_access: Type.String(),
  /** The Itinerary link (a directions URL), '' when none. */
  place_access_link: Type.String(),
  /** The category term id (places-categories), or null. */
  place_category: Type.Unsafe<number | null>({ type: ['integer', 'null'] }),
  place_coordinates: Type.Object({ markers: Type.Array(PlaceMarkerSchema) }),
});
export type PlaceAcf = Static<typeof PlaceAcfSchema>;

export const PlaceSchema = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  title: RenderedSchema,
  /** Absolute URL of the place on the portal's map: {portal}/pages/map/{id}. */
  link: Type.String(),
  acf: PlaceAcfSchema,
  [PLACE_CATEGORY_TAXONOMY]: Type.Array(Type.Integer()),
  /** The house the place belongs to, if any (tax-house term ids). */
  'tax-house': Type.Array(Type.Integer()),
  date: Type.String(),
  modified: Type.String(),
  status: PostStatusSchema,
  type: Type.Literal('places'),
  lang: LanguageSchema,
});
export type Place = Static<typeof PlaceSchema>;

/**
 * GET /wp/v2/places: one language, optionally the places of some categories (`places-categories=3`) or
 * ids (`include=`: an id of the other language's row gives this language's translation of that place).
 */
export const PlaceListQuerySchema = Type.Object({
  ...ContentListQuerySchema.properties,
  [PLACE_CATEGORY_TAXONOMY]: Type.Optional(IdListParamSchema),
  include: Type.Optional(IdListParamSchema),
});
export type PlaceListQuery = Static<typeof PlaceListQuerySchema>;

/** §2.8 and §9: the map's fixed centre in Paris, its zooms and markers. */
export const MAP_CENTER = { lat: 48.819, lng: 2.338 } as const;
export const MAP_ZOOM = 16;
export const MAP_FOCUS_ZOOM = 19;
export const MAP_MAX_ZOOM = 22;
export const MAP_MARKER_SIZE = { width: 24, height: 36 } as const;
export const DEFAULT_PLACE_COLOR = '#47D7A7';

/** The colour of a place's marker: its category's acf.category_place_color, else the default (§3). */
export function placeColor(
  place: Pick<Place, 'acf'>,
  categories: ReadonlyMap<number, { acf: { category_place_color?: string } }>,
): string {
  const id = place.acf.place_category;
  const color = id === null ? undefined : categories.get(id)?.acf.category_place_color;
  return color !== undefined && /^#[0-9a-fA-F]{3,8}$/.test(color) ? color : DEFAULT_PLACE_COLOR;
}

/** Where a place's marker stands: its first marker, or null when it has none (then it is listed, not pinned). */
export function placePosition(place: Pick<Place, 'acf'>): PlaceMarker | null {
  return place.acf.place_coordinates.markers[0] ?? null;
}
